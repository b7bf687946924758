/* The one progress line of a long command, on a terminal only. */
#include "progress.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#include "escape.h"

/* Redraws at most this often: a terminal is not a log. */
#define INTERVAL_NS 100000000LL
/* The width when the terminal does not say. */
#define DEFAULT_COLUMNS 80

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static FILE *line_out;           /* the terminal, while progress is on */
static bool shown;               /* a line is on screen, to be erased */
static int64_t drawn_ns;         /* when it was last drawn; 0: draw the next at once */

static int64_t
now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* The columns a line may fill: one less than the terminal's, so that it never wraps. */
static size_t
columns(FILE *out)
{
	struct winsize ws;

	if (ioctl(fileno(out), TIOCGWINSZ, &ws) == 0 && ws.ws_col > 1)
		return (size_t)ws.ws_col - 1;
	return DEFAULT_COLUMNS - 1;
}

/* Under the lock. */
static void
erase(void)
{
	if (shown) {
		fputs("\r\033[K", line_out);
		fflush(line_out);
		shown = false;
	}
	drawn_ns = 0;
}

bool
progress_begin(FILE *out)
{
	const char *term = getenv("TERM"), *ci = getenv("CI");
	bool on = isatty(fileno(out)) && !(term && strcmp(term, "dumb") == 0) && !(ci && *ci);

	pthread_mutex_lock(&lock);
	erase();
	line_out = on ? out : NULL;
	pthread_mutex_unlock(&lock);
	return on;
}

void
progress_show(const char *fmt, ...)
{
	char text[1024], line[4096] = "";
	va_list ap;

	pthread_mutex_lock(&lock);
	int64_t t = line_out ? now_ns() : 0;

	if (!line_out || (drawn_ns && t - drawn_ns < INTERVAL_NS)) {
		pthread_mutex_unlock(&lock);
		return;
	}
	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	/* The terminal's escaping: control bytes, C1 controls and bytes that are not UTF-8. */
	FILE *m = fmemopen(line, sizeof line, "w");

	if (m) {
		escape_line(m, text);
		fclose(m);
	}
	line[sizeof line - 1] = '\0';
	/* Bytes, not columns: a line of wide characters is cut shorter than need be. */
	size_t width = columns(line_out), len = strlen(line);

	if (len > width && width > 3)
		memcpy(line + escape_cut(line, width - 3), "...", 4);
	fprintf(line_out, "\r%s\033[K", line);
	fflush(line_out);
	shown = true;
	drawn_ns = t;
	pthread_mutex_unlock(&lock);
}

void
progress_clear(void)
{
	pthread_mutex_lock(&lock);
	if (line_out)
		erase();
	pthread_mutex_unlock(&lock);
}

void
progress_end(void)
{
	pthread_mutex_lock(&lock);
	if (line_out)
		erase();
	line_out = NULL;
	pthread_mutex_unlock(&lock);
}
