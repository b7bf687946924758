/* Interactive runs: both sides, the relay between them, the order they end in, the rules. */
#include "interact.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* What the relay holds of one direction at most before it stops reading the writer. */
#define LANE_BUF (64 << 10)

/* One direction: the writer's output end (from) to the reader's input end (to). */
struct lane {
	int from, to;            /* the judge's ends, -1 once closed */
	enum transcript_side side;
	bool ended;              /* from reached its end: the writer's run is over */
	size_t start, end;       /* what buf holds, not yet written to */
	char buf[LANE_BUF];
};

struct relay;

/* One side: its function, its ends of the pipes, its thread. */
struct side {
	interact_side_fn *fn;
	void *arg;
	int in, out;             /* its standard input (read) and output (write) ends */
	int cancel[2];           /* written to stop it */
	int done[2];             /* written once its run is over */
	pthread_t thread;
	bool started, poked, over;
	struct relay *relay;     /* joined directly: where its end is noted */
};

static void note_direct_end(struct side *s);

static void
close_fd(int *fd)
{
	if (*fd >= 0)
		close(*fd);
	*fd = -1;
}

static void *
side_main(void *p)
{
	struct side *s = p;

	char c = 1;

	s->fn(s->arg, s->in, s->out, s->cancel[0]);
	/*
	 * The judge's copy of its output end is the last one (the sandbox has
	 * killed every process of the run): the other side sees the end of its
	 * input only now that the run is over.
	 */
	if (s->relay) {
		note_direct_end(s);
	} else {
		close_fd(&s->in);
		close_fd(&s->out);
	}
	if (write(s->done[1], &c, 1) < 0) {
		/* a pipe of its own, never full */
	}
	return NULL;
}

static int64_t
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void
poke(struct side *s)
{
	char c = 1;

	if (!s->poked && write(s->cancel[1], &c, 1) < 0) {
		/* a full pipe is readable already */
	}
	s->poked = true;
}

/* Pipes made O_CLOEXEC, the judge's end non-blocking; 0 or -1. */
static int
make_pipe(int fds[2], int judge_end)
{
	if (pipe2(fds, O_CLOEXEC) < 0)
		return -1;
	if (judge_end >= 0)
		fcntl(fds[judge_end], F_SETFL, O_NONBLOCK);
	return 0;
}

/* Reads what from has into the lane: recorded and kept for its reader, or dropped without one. */
static int
lane_read(struct lane *l, struct transcript *t)
{
	ssize_t n = read(l->from, l->buf + l->end, LANE_BUF - l->end);

	if (n < 0 && (errno == EAGAIN || errno == EINTR))
		return 0;
	if (n <= 0) {
		close_fd(&l->from);
		l->ended = true;
		return 0;
	}
	if (l->to < 0)
		return 0;
	l->end += (size_t)n;
	return t ? transcript_add(t, l->side, l->buf + l->end - n, (size_t)n) : 0;
}

/* Writes what the lane holds to its reader; a reader gone drops it. */
static void
lane_write(struct lane *l)
{
	ssize_t n = write(l->to, l->buf + l->start, l->end - l->start);

	if (n < 0 && (errno == EAGAIN || errno == EINTR))
		return;
	if (n < 0) {
		close_fd(&l->to);
		l->start = l->end = 0;
		return;
	}
	l->start += (size_t)n;
	if (l->start == l->end)
		l->start = l->end = 0;
	else if (l->start > LANE_BUF / 2) {
		memmove(l->buf, l->buf + l->start, l->end - l->start);
		l->end -= l->start;
		l->start = 0;
	}
}

/*
 * Both sides and what joins them: the relay's two lanes, or, with no
 * transcript to record, pipes from one side straight to the other, the
 * lanes then closed (-1) and the ends noted by the sides' threads.
 */
struct relay {
	struct lane out, back;   /* the program's output to the interactor, and back */
	struct side *program, *interactor;
	int cancel_fd;
	struct transcript *transcript;
	pthread_mutex_t ends;    /* joined directly: orders the two sides' ends */
	bool eof_passed;         /* the end of the program's output was passed on */
	bool spoke_last_first;   /* the end of the interactor's output was passed on
				    before the end of the program's was */
	int64_t program_deadline, interactor_deadline; /* 0: none */
};

/*
 * Joined directly, a side's run is over: closing the judge's copy of its
 * output end passes the end of its output to the other side (that copy was
 * the last).  The lock puts the two ends in one order, the order the other
 * side can have seen them in.  The program's input end stays open: the relay
 * loop drops what the interactor still writes to it (see settle_ends).
 */
static void
note_direct_end(struct side *s)
{
	struct relay *r = s->relay;

	pthread_mutex_lock(&r->ends);
	close_fd(&s->out);
	if (s == r->program) {
		r->eof_passed = true;
	} else {
		close_fd(&s->in);
		r->spoke_last_first = !r->eof_passed;
	}
	pthread_mutex_unlock(&r->ends);
}

/* The poll timeout until the nearer deadline, or -1. */
static int
timeout_ms(const struct relay *r)
{
	int64_t now = now_ms(), t = -1;
	const int64_t d[] = {r->program_deadline, r->interactor_deadline};

	for (int i = 0; i < 2; i++)
		if (d[i] > 0 && (t < 0 || d[i] - now < t))
			t = d[i] - now > 0 ? d[i] - now : 0;
	return (int)t;
}

/* Notes the ends of the runs and what follows from them; *order as it goes. */
static void
settle_ends(struct relay *r, struct interact_order *order)
{
	struct lane *out = &r->out, *back = &r->back;

	/* The program's output is over: its end reaches the interactor once the rest has. */
	if (out->ended && out->to >= 0 && out->start == out->end) {
		close_fd(&out->to);
		r->eof_passed = true;
	}
	/*
	 * Joined directly, the program's run is over: what the interactor still
	 * writes to it is read and dropped, as the relay drops it, so that the
	 * interactor never meets a pipe without a reader (SIGPIPE) either way.
	 */
	if (r->program->over && r->program->relay && r->program->in >= 0) {
		fcntl(r->program->in, F_SETFL, O_NONBLOCK);
		back->from = r->program->in;
		r->program->in = -1;
	}
	if (r->program->over && !r->interactor_deadline)
		r->interactor_deadline = r->interactor->over ? -1 : now_ms() + INTERACT_GRACE_MS;
	/*
	 * The interactor's run is over: the program gets the rest of its
	 * output, then the end of it; what the program writes now gets
	 * EPIPE (SIGPIPE), as when writing to a reader gone.
	 */
	if (r->interactor->over && !r->program_deadline) {
		pthread_mutex_lock(&r->ends);
		order->interactor_first = !r->eof_passed || r->spoke_last_first;
		pthread_mutex_unlock(&r->ends);
		close_fd(&out->to);
		close_fd(&out->from);
		out->start = out->end = 0;
		r->program_deadline = r->program->over ? -1 : now_ms() + INTERACT_GRACE_MS;
	}
	/*
	 * The interactor's output is over: the program reads the end of its
	 * input, and whatever it does now (a crash on it) comes after the
	 * interactor finished: as if the interactor had ended first.
	 */
	if (back->ended && back->to >= 0 && back->start == back->end) {
		close_fd(&back->to);
		r->spoke_last_first = !r->eof_passed;
	}
	int64_t now = now_ms();
	if (r->program_deadline > 0 && now >= r->program_deadline && !r->program->over) {
		order->program_killed = true;
		poke(r->program);
		r->program_deadline = -1;
	}
	if (r->interactor_deadline > 0 && now >= r->interactor_deadline && !r->interactor->over) {
		order->interactor_killed = true;
		poke(r->interactor);
		r->interactor_deadline = -1;
	}
}

/* Relays until both runs are over.  Returns 0, or -1 when out of memory (both stopped). */
static int
relay_loop(struct relay *r, struct interact_order *order)
{
	struct lane *lanes[] = {&r->out, &r->back};
	struct side *sides[] = {r->program, r->interactor};
	int rc = 0;

	while (!r->program->over || !r->interactor->over) {
		struct pollfd pf[7];
		int n = 0, in[2] = {-1, -1}, out[2] = {-1, -1}, done[2] = {-1, -1}, cancel = -1;

		for (int i = 0; i < 2; i++) {
			struct lane *l = lanes[i];
			if (l->from >= 0 && l->end < LANE_BUF) {
				in[i] = n;
				pf[n++] = (struct pollfd){.fd = l->from, .events = POLLIN};
			}
			if (l->to >= 0 && l->end > l->start) {
				out[i] = n;
				pf[n++] = (struct pollfd){.fd = l->to, .events = POLLOUT};
			}
			if (!sides[i]->over) {
				done[i] = n;
				pf[n++] = (struct pollfd){.fd = sides[i]->done[0], .events = POLLIN};
			}
		}
		if (r->cancel_fd >= 0) {
			cancel = n;
			pf[n++] = (struct pollfd){.fd = r->cancel_fd, .events = POLLIN};
		}
		int timeout = timeout_ms(r);
		if (poll(pf, (nfds_t)n, timeout) < 0 && errno != EINTR)
			break;
		if ((cancel >= 0 && pf[cancel].revents) || rc < 0) {
			poke(r->program);
			poke(r->interactor);
			r->cancel_fd = -1;
		}
		for (int i = 0; i < 2; i++) {
			struct lane *l = lanes[i];
			/* What was read is passed on at once: one wake-up a hop, not two. */
			bool readable = in[i] >= 0 && pf[in[i]].revents;
			if (readable && lane_read(l, r->transcript) < 0)
				rc = -1;
			if ((readable || (out[i] >= 0 && pf[out[i]].revents)) && l->to >= 0 &&
			    l->end > l->start)
				lane_write(l);
			if (done[i] >= 0 && pf[done[i]].revents)
				sides[i]->over = true;
		}
		settle_ends(r, order);
	}
	return rc;
}

/* Closes the n pipes of fds (both ends of each, where open). */
static void
close_pipes(int (*fds)[2], int n)
{
	for (int i = 0; i < n; i++) {
		close_fd(&fds[i][0]);
		close_fd(&fds[i][1]);
	}
}

int
interact_run(const struct interact_run *ir, struct interact_order *order, char *err,
	     size_t errlen)
{
	/* To the program, from it, to the interactor, from it; the judge's end of each. */
	enum { TO_PROGRAM, FROM_PROGRAM, TO_INTERACTOR, FROM_INTERACTOR, NPIPES };
	static const int judge_end[NPIPES] = {1, 0, 1, 0};
	int fds[NPIPES][2];
	struct side sides[2] = {
		{.fn = ir->program, .arg = ir->program_arg, .cancel = {-1, -1}, .done = {-1, -1}},
		{.fn = ir->interactor, .arg = ir->interactor_arg, .cancel = {-1, -1},
		 .done = {-1, -1}},
	};
	struct relay *r = calloc(1, sizeof *r);
	int rc = -1;

	memset(order, 0, sizeof *order);
	memset(fds, -1, sizeof fds);
	if (!r) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	/* Relayed to record a transcript; else the program's output is the interactor's input. */
	bool direct = !ir->transcript;
	for (int i = 0; i < (direct ? 2 : NPIPES); i++)
		if (make_pipe(fds[i], direct ? -1 : judge_end[i]) < 0)
			goto fail;
	for (int i = 0; i < 2; i++)
		if (make_pipe(sides[i].cancel, 1) < 0 || make_pipe(sides[i].done, -1) < 0)
			goto fail;
	r->program = &sides[0];
	r->interactor = &sides[1];
	pthread_mutex_init(&r->ends, NULL);
	if (direct) {
		/* TO_PROGRAM carries the interactor's output, FROM_PROGRAM the program's. */
		sides[0].in = fds[TO_PROGRAM][0];
		sides[0].out = fds[FROM_PROGRAM][1];
		sides[1].in = fds[FROM_PROGRAM][0];
		sides[1].out = fds[TO_PROGRAM][1];
		r->out.from = r->out.to = r->back.from = r->back.to = -1;
		sides[0].relay = sides[1].relay = r;
	} else {
		sides[0].in = fds[TO_PROGRAM][0];
		sides[0].out = fds[FROM_PROGRAM][1];
		sides[1].in = fds[TO_INTERACTOR][0];
		sides[1].out = fds[FROM_INTERACTOR][1];
		r->out = (struct lane){.from = fds[FROM_PROGRAM][0], .to = fds[TO_INTERACTOR][1],
				       .side = TRANSCRIPT_PROGRAM};
		r->back = (struct lane){.from = fds[FROM_INTERACTOR][0], .to = fds[TO_PROGRAM][1],
					.side = TRANSCRIPT_INTERACTOR};
	}
	r->cancel_fd = ir->cancel_fd;
	r->transcript = ir->transcript;

	/* The relay's writes to a side gone fail with EPIPE, never a signal. */
	sigset_t pipe_set, saved;
	sigemptyset(&pipe_set);
	sigaddset(&pipe_set, SIGPIPE);
	pthread_sigmask(SIG_BLOCK, &pipe_set, &saved);
	for (int i = 0; i < 2; i++) {
		if (pthread_create(&sides[i].thread, NULL, side_main, &sides[i]) != 0) {
			snprintf(err, errlen, "cannot start a thread for an interaction");
			break;
		}
		sides[i].started = true;
	}
	if (sides[1].started) {
		rc = relay_loop(r, order);
		if (rc < 0)
			snprintf(err, errlen, "out of memory");
	} else if (sides[0].started) {
		poke(&sides[0]);
	}
	for (int i = 0; i < 2; i++) {
		if (sides[i].started)
			pthread_join(sides[i].thread, NULL);
		close_fd(&sides[i].in);
		close_fd(&sides[i].out);
	}
	struct timespec no_wait = {0, 0};
	while (sigtimedwait(&pipe_set, NULL, &no_wait) > 0)
		;
	pthread_sigmask(SIG_SETMASK, &saved, NULL);
	close_fd(&r->out.from);
	close_fd(&r->out.to);
	close_fd(&r->back.from);
	close_fd(&r->back.to);
	for (int i = 0; i < 2; i++) {
		close_pipes(&sides[i].cancel, 1);
		close_pipes(&sides[i].done, 1);
	}
	pthread_mutex_destroy(&r->ends);
	free(r);
	return rc;
fail:
	snprintf(err, errlen, "cannot make the pipes of an interaction: %s", strerror(errno));
	close_pipes(fds, NPIPES);
	for (int i = 0; i < 2; i++) {
		close_pipes(&sides[i].cancel, 1);
		close_pipes(&sides[i].done, 1);
	}
	free(r);
	return -1;
}

struct interact_ruling
interact_rule(const struct interact_facts *f)
{
	const struct interact_order *o = &f->order;

	/* An interactor outside its protocol needs a human, whatever the program did. */
	if (f->interactor == VERDICT_JE && !o->interactor_killed)
		return (struct interact_ruling){VERDICT_JE, true, NULL, NULL};
	if (f->program == VERDICT_JE && !o->program_killed)
		return (struct interact_ruling){VERDICT_JE, false, NULL, NULL};
	if (o->interactor_first) {
		/* It decided before it could know how the program ended. */
		if (f->interactor != VERDICT_AC)
			return (struct interact_ruling){f->interactor, true, NULL, NULL};
		if (o->program_killed)
			return (struct interact_ruling){VERDICT_TLE, false, "did not exit",
				"the program did not exit once the interaction was over"};
		if (f->program == VERDICT_AC || f->program_sigpipe)
			return (struct interact_ruling){VERDICT_AC, true, NULL, NULL};
		return (struct interact_ruling){f->program, false, NULL, NULL};
	}
	/* The program ended first: its failure is its own. */
	if (f->program != VERDICT_AC)
		return (struct interact_ruling){f->program, false, f->program_idle ? "idle" : NULL,
						NULL};
	if (o->interactor_killed)
		return (struct interact_ruling){VERDICT_JE, true, "interactor did not exit",
			"the interactor did not exit once the program had ended"};
	return (struct interact_ruling){f->interactor, true, NULL, NULL};
}

bool
interact_idle(const struct run_usage *usage)
{
	return usage->cpu_us * 10 < usage->wall_us;
}
