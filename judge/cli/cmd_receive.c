/* judge receive: problems from the browser (Competitive Companion), as problems of the tree. */
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "companion.h"
#include "root.h"
#include "base/escape.h"

static const char usage[] =
	"usage: judge receive [OPTIONS]\n"
	"\n"
	"Receives problems from Competitive Companion (the browser extension that sends\n"
	"a problem's name, URL, limits and samples from Codeforces, AtCoder, Kattis and\n"
	"a hundred more sites, to a tool on this machine) and writes each into the tree\n"
	"as a problem in the judge's format, as 'judge new' does, printing what it made:\n"
	"  problems/ID/problem.yaml    the name as title, the group as source, the URL,\n"
	"                              the time and memory limits\n"
	"  problems/ID/statement.md    the name and where the statement is\n"
	"  testdata/ID/samples.yaml    the samples, as cases tagged sample\n"
	"ID is the name reduced to lowercase letters, digits and '-' (\"G. Castle\n"
	"Defense\": g-castle-defense), else the URL's last part; a problem of the same\n"
	"URL is not written again, another of that ID gets ID-2.  Then write\n"
	"solutions/ID.EXT and run 'judge run ID'.\n"
	"It listens on the loopback interface only (127.0.0.1 and ::1), on one of the\n"
	"ports the extension sends to: the first free of 27121, 10045, 1327, 4244,\n"
	"6174, 10042 and 10043, unless --port says which.  It takes only POST requests\n"
	"of Content-Type application/json addressed to localhost, and refuses one whose\n"
	"Origin is a web page (a page can send requests to this machine; the\n"
	"extension's come from its own origin); each is answered at once, well within\n"
	"the extension's half-second timeout, before the problem is written.  Ctrl-C\n"
	"stops it.\n"
	"\n"
	"Options:\n"
	"      --port N         listen on port N (0: any free port, printed)\n"
	"      --once           stop after one problem (or the whole contest it came with)\n"
	"      --json-file F    no server: write the problem of the saved request F ('-':\n"
	"                       standard input)\n"
	"      --root DIR       the problem tree (default as for 'judge run'); DIR may\n"
	"                       still lack problems/\n"
	"  -h, --help           print this help\n"
	"\n"
	"Exit codes: 0 stopped (or --once: received; --json-file: written or there\n"
	"already), 2 usage error or a bad saved request, 3 no port to listen on or a\n"
	"file could not be written.\n";

/* What the options say. */
struct receive_options {
	bool once;
	int port;
	const char *json_file, *root;
};

/* In the order of the help. */
static const struct cli_option receive_options[] = {
	CLI_NUMBER_OPTION(struct receive_options, "port", 0, port, 0, 65535),
	CLI_FLAG_OPTION(struct receive_options, "once", 0, once),
	CLI_STRING_OPTION(struct receive_options, "json-file", 0, json_file),
	CLI_STRING_OPTION(struct receive_options, "root", 0, root),
};

static const struct cli_command receive_command = {
	.name = "receive",
	.help = usage,
	CLI_OPTIONS(receive_options),
};

/* The ports Competitive Companion sends to (its hosts.ts), the tool each is for. */
static const struct {
	int port;
	const char *tool;
} ports[] = {
	{27121, "Competitive Programming Helper"}, {10045, "CP Editor"}, {1327, "cpbooster"},
	{4244, "Hightail"}, {6174, "Mind Sport"}, {10042, "acmX"}, {10043, "Caide"},
};

/* The largest request: its head, and its body (a problem's samples). */
#define HEAD_MAX (16 << 10)
#define BODY_MAX (8 << 20)
/* How long one request may take to arrive whole. */
#define REQUEST_MS 5000

/* The listening sockets: 127.0.0.1 and, where there is IPv6, ::1. */
struct listener {
	int fds[2];
	int count;
	int port;
};

/* Listens on 127.0.0.1:port (and [::1]:port); -1 with errno when either is taken. */
static int
listen_on(struct listener *l, int port)
{
	struct sockaddr_in v4 = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port),
				 .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
	struct sockaddr_in6 v6 = {.sin6_family = AF_INET6, .sin6_addr = IN6ADDR_LOOPBACK_INIT};
	socklen_t len = sizeof v4;
	int one = 1, fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);

	l->count = 0;
	if (fd < 0)
		return -1;
	setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
	if (bind(fd, (struct sockaddr *)&v4, sizeof v4) < 0 || listen(fd, 16) < 0 ||
	    getsockname(fd, (struct sockaddr *)&v4, &len) < 0) {
		int e = errno;

		close(fd);
		errno = e;
		return -1;
	}
	l->fds[l->count++] = fd;
	l->port = ntohs(v4.sin_port);
	/* The same port on ::1, where the browser may try localhost first. */
	v6.sin6_port = htons((uint16_t)l->port);
	fd = socket(AF_INET6, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (fd >= 0) {
		setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
		setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &one, sizeof one);
		if (bind(fd, (struct sockaddr *)&v6, sizeof v6) == 0 && listen(fd, 16) == 0) {
			l->fds[l->count++] = fd;
		} else if (errno == EADDRINUSE) {
			close(fd);
			close(l->fds[0]);
			l->count = 0;
			errno = EADDRINUSE;
			return -1;
		} else {
			close(fd);
		}
	}
	return 0;
}

/* Milliseconds of the monotonic clock. */
static long long
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* One request as read: its method, the headers the judge looks at, its body. */
struct request {
	char method[16];
	char host[256], origin[256], type[256];
	long long length;        /* Content-Length, or -1 */
	bool chunked;
	char *body;
	size_t body_len;
};

/* Copies header value v (its len bytes, blanks around it dropped) into dst. */
static void
header_value(char *dst, size_t size, const char *v, size_t len)
{
	while (len && (*v == ' ' || *v == '\t'))
		v++, len--;
	while (len && (v[len - 1] == ' ' || v[len - 1] == '\t' || v[len - 1] == '\r'))
		len--;
	snprintf(dst, size, "%.*s", (int)len, v);
}

/* The head of a request (up to its blank line) into r. */
static void
parse_head(char *head, struct request *r)
{
	char *line = head, *next;

	r->length = -1;
	next = strstr(line, "\r\n");
	sscanf(line, "%15s", r->method);
	for (line = next ? next + 2 : NULL; line && (next = strstr(line, "\r\n")) && next != line;
	     line = next + 2) {
		char *colon = memchr(line, ':', (size_t)(next - line));
		size_t name = colon ? (size_t)(colon - line) : 0, vlen;

		if (!colon)
			continue;
		vlen = (size_t)(next - colon - 1);
		if (name == 4 && !strncasecmp(line, "host", 4))
			header_value(r->host, sizeof r->host, colon + 1, vlen);
		else if (name == 6 && !strncasecmp(line, "origin", 6))
			header_value(r->origin, sizeof r->origin, colon + 1, vlen);
		else if (name == 12 && !strncasecmp(line, "content-type", 12))
			header_value(r->type, sizeof r->type, colon + 1, vlen);
		else if (name == 14 && !strncasecmp(line, "content-length", 14))
			r->length = strtoll(colon + 1, NULL, 10);
		else if (name == 17 && !strncasecmp(line, "transfer-encoding", 17))
			r->chunked = true;
	}
}

/*
 * Reads a request from fd within REQUEST_MS: its head (at most HEAD_MAX
 * bytes) and a body of Content-Length bytes (at most BODY_MAX).  Returns 0,
 * or the HTTP status that refuses it (400, 408, 411, 413, 431, 500) with why
 * set.
 */
static int
read_request(int fd, struct request *r, const char **why)
{
	long long deadline = now_ms() + REQUEST_MS;
	size_t cap = HEAD_MAX, got = 0, head = 0;
	char *buf = malloc(cap + 1);
	int status = 0;

	memset(r, 0, sizeof *r);
	r->length = -1;
	if (!buf) {
		*why = "out of memory";
		return 500;
	}
	while (!head || got - head < (size_t)r->length) {
		struct pollfd p = {.fd = fd, .events = POLLIN};
		long long left = deadline - now_ms();
		ssize_t n;

		if (left <= 0 || poll(&p, 1, (int)left) <= 0) {
			*why = "the request did not arrive in time";
			status = 408;
			break;
		}
		if (got == cap) {
			*why = "its head is over 16 KiB";
			status = 431;
			break;
		}
		if ((n = recv(fd, buf + got, cap - got, 0)) <= 0) {
			*why = "the connection closed before the request was whole";
			status = 400;
			break;
		}
		got += (size_t)n;
		buf[got] = '\0';
		char *blank = head ? NULL : memmem(buf, got, "\r\n\r\n", 4);

		if (!blank)
			continue;
		blank[2] = '\0';
		parse_head(buf, r);
		head = (size_t)(blank - buf) + 4;
		if (r->chunked) {
			*why = "a chunked body (no Content-Length)";
			status = 411;
			break;
		}
		if (r->length < 0)
			r->length = 0;
		if (r->length > BODY_MAX) {
			*why = "its body is over 8 MiB";
			status = 413;
			break;
		}
		char *grown = realloc(buf, head + (size_t)r->length + 1);

		if (!grown) {
			*why = "out of memory";
			status = 500;
			break;
		}
		buf = grown;
		cap = head + (size_t)r->length;
		if (got > cap)
			got = cap;
	}
	if (status) {
		free(buf);
		return status;
	}
	r->body_len = (size_t)r->length;
	memmove(buf, buf + head, r->body_len);
	buf[r->body_len] = '\0';
	r->body = buf;
	return 0;
}

/* Whether host (a Host header) is this machine's loopback name at port. */
static bool
loopback_host(const char *host, int port)
{
	static const char *const names[] = {"localhost", "127.0.0.1", "[::1]"};

	for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
		size_t n = strlen(names[i]);

		if (!strncasecmp(host, names[i], n) &&
		    (!host[n] || (host[n] == ':' && atoi(host + n + 1) == port)))
			return true;
	}
	return false;
}

/* Whether origin is a browser extension's (the only sender besides programs, which send none). */
static bool
extension_origin(const char *origin)
{
	static const char *const schemes[] = {"chrome-extension://", "moz-extension://",
					      "safari-web-extension://", "extension://"};

	for (size_t i = 0; i < sizeof schemes / sizeof *schemes; i++)
		if (!strncmp(origin, schemes[i], strlen(schemes[i])))
			return true;
	return false;
}

/* What refuses request r (a status, why set), or 0: it may be a problem. */
static int
vet(const struct request *r, int port, const char **why)
{
	if (strcmp(r->method, "POST")) {
		*why = "only POST requests are taken";
		return 405;
	}
	if (!loopback_host(r->host, port)) {
		*why = "not addressed to localhost (a page's name for this machine?)";
		return 403;
	}
	if (r->origin[0] && !extension_origin(r->origin)) {
		*why = "its Origin is a web page, not the extension";
		return 403;
	}
	if (strncasecmp(r->type, "application/json", 16) || (r->type[16] && r->type[16] != ';')) {
		*why = "only Content-Type application/json is taken";
		return 415;
	}
	return 0;
}

/* Answers status with a one-line text, and closes nothing. */
static void
answer(int fd, int status, const char *text)
{
	static const struct {
		int status;
		const char *reason;
	} reasons[] = {{200, "OK"}, {400, "Bad Request"}, {403, "Forbidden"},
		       {405, "Method Not Allowed"}, {408, "Request Timeout"},
		       {411, "Length Required"}, {413, "Content Too Large"},
		       {415, "Unsupported Media Type"}, {431, "Request Header Fields Too Large"},
		       {500, "Internal Server Error"}};
	const char *reason = "Error";
	char head[256];

	for (size_t i = 0; i < sizeof reasons / sizeof *reasons; i++)
		if (reasons[i].status == status)
			reason = reasons[i].reason;
	int n = snprintf(head, sizeof head, "HTTP/1.1 %d %s\r\nContent-Type: text/plain; "
			 "charset=utf-8\r\nContent-Length: %zu\r\nConnection: close\r\n%s\r\n",
			 status, reason, strlen(text) + 1,
			 status == 405 ? "Allow: POST\r\n" : "");

	/* A client that went away costs nothing: MSG_NOSIGNAL, and what is not sent is lost. */
	if (send(fd, head, (size_t)n, MSG_NOSIGNAL) == n)
		send(fd, text, strlen(text), MSG_NOSIGNAL);
	send(fd, "\n", 1, MSG_NOSIGNAL);
}

/* What a batch of problems (a contest) has had so far, for --once. */
struct batch {
	char *id;
	size_t size, seen;
};

/*
 * Writes the task in text (a request's body, or a saved one) into the tree.
 * Returns the outcome; a bad text is COMPANION_FAILED with err set, *bad set.
 */
static enum companion_outcome
take(const char *root, const char *text, size_t len, struct batch *b, bool *bad, char *err,
     size_t errlen)
{
	struct companion_task t;
	enum companion_outcome got;

	*bad = false;
	if (companion_parse(text, len, &t, err, errlen) < 0) {
		*bad = true;
		return COMPANION_FAILED;
	}
	if (b && t.batch_id && t.batch_size > 1 && (!b->id || strcmp(b->id, t.batch_id))) {
		free(b->id);
		b->id = strdup(t.batch_id);
		b->size = t.batch_size;
		b->seen = 0;
	}
	got = companion_write(root, &t, stdout, err, errlen);
	if (b)
		b->seen++;
	companion_task_fini(&t);
	fflush(stdout);
	return got;
}

/* --json-file: one saved request, no server. */
static int
from_file(const char *root, const char *path)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
	char *text = NULL, err[PATH_MAX + 256];
	size_t len = 0, got;
	bool bad;

	if (!f)
		die(EXIT_USAGE, "cannot open '%s': %s", path, strerror(errno));
	if (!(text = malloc(BODY_MAX + 1)))
		die(EXIT_JUDGE_ERROR, "out of memory");
	while ((got = fread(text + len, 1, BODY_MAX + 1 - len, f)) > 0 && len <= BODY_MAX)
		len += got;
	if (f != stdin)
		fclose(f);
	if (len > BODY_MAX)
		die(EXIT_USAGE, "'%s' is over 8 MiB", path);
	enum companion_outcome got_one = take(root, text, len, NULL, &bad, err, sizeof err);

	free(text);
	if (got_one == COMPANION_FAILED)
		die(bad ? EXIT_USAGE : EXIT_JUDGE_ERROR, "%s: %s", path, err);
	return 0;
}

/* Serves one connection; returns whether it brought a problem (written or there already). */
static bool
serve(int fd, const char *root, int port, struct batch *b)
{
	struct request r;
	const char *why = "";
	char err[PATH_MAX + 256];
	bool bad, problem = false;
	int status = read_request(fd, &r, &why);

	if (!status)
		status = vet(&r, port, &why);
	if (!status) {
		struct companion_task t;

		/* Answered before anything is written: within the extension's timeout. */
		if (companion_parse(r.body, r.body_len, &t, err, sizeof err) < 0) {
			status = 400;
			why = err;
		} else {
			companion_task_fini(&t);
			answer(fd, 200, "received");
			close(fd);
			fd = -1;
			enum companion_outcome got = take(root, r.body, r.body_len, b, &bad, err,
							  sizeof err);

			if (got == COMPANION_FAILED) {
				fputs("judge: cannot write the problem: ", stderr);
				escape_line(stderr, err);
				fputc('\n', stderr);
			}
			problem = got != COMPANION_FAILED;
		}
	}
	if (status) {
		fputs("judge: refused ", stderr);
		escape_line(stderr, r.method[0] ? r.method : "a request");
		fprintf(stderr, " (%d): ", status);
		escape_line(stderr, why);
		if (r.origin[0]) {
			fputs("; Origin '", stderr);
			escape_line(stderr, r.origin);
			fputc('\'', stderr);
		}
		fputc('\n', stderr);
		answer(fd, status, why);
	}
	if (fd >= 0)
		close(fd);
	free(r.body);
	return problem;
}

int
cmd_receive(int argc, char **argv)
{
	struct receive_options o = {.port = -1};
	int first = cli_parse(&receive_command, argc, argv, &o);
	char root[PATH_MAX], err[PATH_MAX + 128];
	struct listener l;

	if (first != argc)
		usage_error("receive", "no operands expected (got '%s')", argv[first]);
	if (root_find_new(o.root, root, sizeof root, err, sizeof err) < 0)
		die(EXIT_USAGE, "%s", err);
	if (o.json_file)
		return from_file(root, o.json_file);

	const char *tool = NULL;

	if (o.port >= 0) {
		if (listen_on(&l, o.port) < 0)
			die(EXIT_JUDGE_ERROR, "cannot listen on 127.0.0.1:%d: %s", o.port,
			    strerror(errno));
	} else {
		size_t i;

		for (i = 0; i < sizeof ports / sizeof *ports; i++)
			if (listen_on(&l, ports[i].port) == 0)
				break;
		if (i == sizeof ports / sizeof *ports)
			die(EXIT_JUDGE_ERROR, "every port Competitive Companion sends to is taken "
			    "(27121, 10045, 1327, 4244, 6174, 10042, 10043): use --port with one "
			    "added in its settings");
		tool = ports[i].tool;
	}
	fprintf(stderr, "judge: listening on 127.0.0.1:%d%s", l.port, l.count > 1 ? " and [::1]"
		: "");
	if (tool)
		fprintf(stderr, " (Competitive Companion's port for %s)", tool);
	fprintf(stderr, "; writing into %s; Ctrl-C stops\n", root);
	cli_catch_signals();

	struct batch b = {0};

	while (!cli_caught_signal()) {
		struct pollfd p[2];

		for (int i = 0; i < l.count; i++)
			p[i] = (struct pollfd){.fd = l.fds[i], .events = POLLIN};
		if (poll(p, (nfds_t)l.count, -1) < 0) {
			if (errno == EINTR)
				continue;
			die(EXIT_JUDGE_ERROR, "cannot wait for requests: %s", strerror(errno));
		}
		bool done = false;

		for (int i = 0; i < l.count && !done; i++) {
			int fd = p[i].revents & POLLIN ? accept4(l.fds[i], NULL, NULL, SOCK_CLOEXEC)
				 : -1;

			if (fd >= 0 && serve(fd, root, l.port, &b) && o.once)
				done = !b.id || b.seen >= b.size;
		}
		if (done)
			break;
	}
	for (int i = 0; i < l.count; i++)
		close(l.fds[i]);
	free(b.id);
	cli_flush_stdout();
	return 0;
}
