/* Comparing an output while it is written: a checker thread that follows the buffer. */
#include "stream_check.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct stream_check {
	int fd;                  /* the output buffer, borrowed */
	const struct testcase *tc;
	pthread_mutex_t lock;
	pthread_cond_t grown;
	int64_t avail;           /* bytes in the buffer */
	bool ended;              /* the run is over: avail is final */
	bool started;            /* the comparing thread runs */
	bool refused;            /* it could not start: compare after the run */
	off_t pos;               /* the thread's next byte */
	pthread_t thread;
	struct check_result res;
};

struct stream_check *
stream_check_new(int fd)
{
	struct stream_check *sc = calloc(1, sizeof *sc);
	if (!sc)
		return NULL;
	sc->fd = fd;
	pthread_mutex_init(&sc->lock, NULL);
	pthread_cond_init(&sc->grown, NULL);
	return sc;
}

void
stream_check_free(struct stream_check *sc)
{
	if (!sc)
		return;
	pthread_cond_destroy(&sc->grown);
	pthread_mutex_destroy(&sc->lock);
	free(sc);
}

void
stream_check_begin(struct stream_check *sc, const struct testcase *tc)
{
	sc->tc = tc;
	sc->avail = 0;
	sc->ended = false;
	sc->started = false;
	sc->refused = tc->checker->type == CHECKER_CUSTOM;
	sc->pos = 0;
}

/* fopencookie's read: the next bytes of the buffer, waiting for them while the run goes on. */
static ssize_t
follow(void *cookie, char *buf, size_t size)
{
	struct stream_check *sc = cookie;

	pthread_mutex_lock(&sc->lock);
	while (sc->pos >= sc->avail && !sc->ended)
		pthread_cond_wait(&sc->grown, &sc->lock);
	int64_t left = sc->avail - sc->pos;
	pthread_mutex_unlock(&sc->lock);
	if (left <= 0)
		return 0;
	ssize_t n;
	do
		n = pread(sc->fd, buf, (size_t)left < size ? (size_t)left : size, sc->pos);
	while (n < 0 && errno == EINTR);
	if (n > 0)
		sc->pos += n;
	return n;
}

static void *
compare_main(void *arg)
{
	struct stream_check *sc = arg;
	cookie_io_functions_t io = {.read = follow};
	FILE *expected = case_data_open(&sc->tc->output);
	FILE *received = fopencookie(sc, "r", io);

	if (!expected || !received) {
		sc->res.verdict = VERDICT_JE;
		snprintf(sc->res.message, sizeof sc->res.message, "cannot %s: %s",
			 expected ? "follow the program's output" : "open expected output",
			 strerror(errno));
	} else {
		checker_compare(sc->tc->checker, expected, received, &sc->res);
	}
	if (expected)
		fclose(expected);
	if (received)
		fclose(received);
	return NULL;
}

void
stream_check_grown(void *arg, int64_t total)
{
	struct stream_check *sc = arg;

	if (!sc->started && (sc->refused || total < STREAM_CHECK_FROM))
		return;
	pthread_mutex_lock(&sc->lock);
	sc->avail = total;
	pthread_cond_signal(&sc->grown);
	pthread_mutex_unlock(&sc->lock);
	if (!sc->started) {
		memset(&sc->res, 0, sizeof sc->res);
		sc->started = pthread_create(&sc->thread, NULL, compare_main, sc) == 0;
		sc->refused = !sc->started;
	}
}

bool
stream_check_end(struct stream_check *sc, struct check_result *res)
{
	if (!sc->started)
		return false;
	pthread_mutex_lock(&sc->lock);
	sc->ended = true;
	pthread_cond_signal(&sc->grown);
	pthread_mutex_unlock(&sc->lock);
	pthread_join(sc->thread, NULL);
	sc->started = false;
	*res = sc->res;
	return true;
}
