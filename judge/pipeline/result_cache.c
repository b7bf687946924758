/* The result cache: one file of case records per compiled program. */
#include "result_cache.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <xxhash.h>

#include "base/fsutil.h"
#include "compile.h"

/* A file starts with this, so records of another layout are never read. */
struct file_header {
	char magic[8];           /* "JRESULT2": records sorted by key */
	unsigned record_size;    /* sizeof(struct record) */
	unsigned version_hash;   /* of JUDGE_VERSION */
};

struct record {
	unsigned char key[16];
	struct case_result result; /* tc is NULL */
};

/*
 * The records stay on disk: the file is searched in place with pread(2)
 * (a mapping would count its pages, and the kernel maps pages around each
 * fault), and new records go to a journal file until result_cache_save()
 * merges them, so the judge's memory does not grow with the cases kept.
 */
struct result_cache {
	char path[PATH_MAX];
	int fd;                  /* the records file, or -1 */
	size_t count;            /* its records, sorted by key */
	FILE *journal;           /* new records, unsorted; NULL until the first */
	size_t added;
};

/* Only a verdict this far inside its limits is kept: timing cannot turn it. */
#define KEEP_SHARE 0.5

static unsigned
version_hash(void)
{
	return (unsigned)XXH3_64bits(JUDGE_VERSION, sizeof JUDGE_VERSION);
}

static bool
header_ok(const struct file_header *h)
{
	return memcmp(h->magic, "JRESULT2", 8) == 0 && h->record_size == sizeof(struct record) &&
	       h->version_hash == version_hash();
}

struct result_cache *
result_cache_open(const char *binary)
{
	struct result_cache *rc = calloc(1, sizeof *rc);
	if (!rc)
		return NULL;
	const char *name = strrchr(binary, '/');
	snprintf(rc->path, sizeof rc->path, "%s/results/%s", compile_cache_dir(),
		 name ? name + 1 : binary);

	struct file_header h;
	struct stat st;
	rc->fd = open(rc->path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
	if (rc->fd < 0)
		return rc;
	if (fstat(rc->fd, &st) == 0 && pread(rc->fd, &h, sizeof h, 0) == (ssize_t)sizeof h &&
	    header_ok(&h))
		rc->count = ((size_t)st.st_size - sizeof h) / sizeof(struct record);
	return rc;
}

/* Reads the kept record number i (in key order) into *r. */
static int
read_kept(const struct result_cache *rc, size_t i, void *r, size_t len)
{
	off_t at = (off_t)sizeof(struct file_header) + (off_t)i * (off_t)sizeof(struct record);
	return pread(rc->fd, r, len, at) == (ssize_t)len ? 0 : -1;
}

static void
hash_data(XXH3_state_t *h, const struct case_data *d)
{
	if (d->path) {
		struct stat st;
		/*
		 * The file by its device and inode (whatever path leads to it), size
		 * and modification time: one stat, where a realpath walked every
		 * folder of the path for each case.  stat succeeded when the testdata
		 * was loaded; a failure now changes the key.
		 */
		if (stat(d->path, &st) < 0) {
			XXH3_128bits_update(h, "?", 1);
			return;
		}
		XXH3_128bits_update(h, &st.st_dev, sizeof st.st_dev);
		XXH3_128bits_update(h, &st.st_size, sizeof st.st_size);
		XXH3_128bits_update(h, &st.st_ino, sizeof st.st_ino);
		XXH3_128bits_update(h, &st.st_mtim, sizeof st.st_mtim);
	} else {
		XXH3_128bits_update(h, "=", 1);
		XXH3_128bits_update(h, d->text, d->len);
	}
}

/* A string fact of the sandbox in the key: its bytes and the NUL after them. */
static void
hash_string(XXH3_state_t *h, const char *s)
{
	XXH3_128bits_update(h, s, strlen(s) + 1);
}

/* A yes-or-no fact of the sandbox in the key: one byte, 0 or 1. */
static void
hash_flag(XXH3_state_t *h, bool b)
{
	unsigned char c = b;
	XXH3_128bits_update(h, &c, 1);
}

#define HASH_STR hash_string
#define HASH_BOOL hash_flag

/*
 * Adds the sandbox's KEY facts to h (the same program may fare differently in
 * a stricter or looser sandbox), then writes the digest into key and frees h.
 */
static void
finish_key(XXH3_state_t *h, const struct sandbox_report *sandbox, unsigned char key[16])
{
#define KEY(type, name) HASH_##type(h, sandbox->name);
#define NOKEY(type, name)
#define X(type, name, label, key) key(type, name)
	SANDBOX_FACTS(X)
#undef X
#undef NOKEY
#undef KEY
	XXH128_hash_t d = XXH3_128bits_digest(h);
	XXH3_freeState(h);
	XXH128_canonical_t canon;
	XXH128_canonicalFromHash(&canon, d);
	memcpy(key, canon.digest, 16);
}

int
result_cache_key(const struct testcase *tc, const char *checker,
		 const struct limits *checker_limits, double scale,
		 const struct sandbox_report *sandbox, unsigned char key[16])
{
	XXH3_state_t *h = XXH3_createState();
	if (!h)
		return -1;
	XXH3_128bits_reset(h);
	hash_data(h, &tc->input);
	hash_data(h, &tc->output);
	XXH3_128bits_update(h, &tc->limits, sizeof tc->limits);
	XXH3_128bits_update(h, &scale, sizeof scale);
	const struct checker_spec *c = tc->checker;
	XXH3_128bits_update(h, &c->type, sizeof c->type);
	XXH3_128bits_update(h, &c->abs_tol, sizeof c->abs_tol);
	XXH3_128bits_update(h, &c->rel_tol, sizeof c->rel_tol);
	unsigned char flags[5] = {c->integers_as_floats, c->case_insensitive, c->order_any,
				  c->space_change_sensitive, c->float_tokens};
	XXH3_128bits_update(h, flags, sizeof flags);
	XXH3_128bits_update(h, &c->protocol, sizeof c->protocol);
	for (size_t i = 0; i < c->nargs; i++)
		XXH3_128bits_update(h, c->args[i], strlen(c->args[i]) + 1);
	if (checker)
		XXH3_128bits_update(h, checker, strlen(checker) + 1);
	if (checker_limits)
		XXH3_128bits_update(h, checker_limits, sizeof *checker_limits);
	finish_key(h, sandbox, key);
	return 0;
}

int
result_cache_key_validation(const struct case_data *input, const struct checker_spec *spec,
			    const struct limits *limits, const char *const *args, size_t nargs,
			    const struct sandbox_report *sandbox, unsigned char key[16])
{
	XXH3_state_t *h = XXH3_createState();
	if (!h)
		return -1;
	XXH3_128bits_reset(h);
	/* Apart from every case key: a validation's record is not a judged case's. */
	XXH3_128bits_update(h, "validation", sizeof "validation");
	hash_data(h, input);
	XXH3_128bits_update(h, &spec->protocol, sizeof spec->protocol);
	XXH3_128bits_update(h, limits, sizeof *limits);
	for (size_t i = 0; i < nargs; i++)
		XXH3_128bits_update(h, args[i], strlen(args[i]) + 1);
	finish_key(h, sandbox, key);
	return 0;
}

bool
result_cache_get(struct result_cache *rc, const unsigned char key[16], struct case_result *out)
{
	size_t lo = 0, hi = rc->count;
	unsigned char probe[16];

	/* A binary search reading one key a probe. */
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (read_kept(rc, mid, probe, sizeof probe) < 0)
			return false;
		int c = memcmp(key, probe, 16);
		if (c == 0) {
			struct record r;
			if (read_kept(rc, mid, &r, sizeof r) < 0)
				return false;
			*out = r.result;
			return true;
		}
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return false;
}

bool
result_cache_keepable(const struct case_result *cr, double scale)
{
	const struct limits *l = &cr->tc->limits;

	/* An interaction is run each time: its transcript is not kept here; nor passes. */
	if (cr->interactive || cr->passes)
		return false;
	switch (cr->verdict) {
	case VERDICT_AC:
	case VERDICT_WA:
	case VERDICT_RE:
	case VERDICT_OLE:
		break;
	default:
		return false;
	}
	return (double)cr->usage.cpu_us < KEEP_SHARE * scale * (double)l->time_ms * 1000.0 &&
	       (double)cr->usage.wall_us < KEEP_SHARE * scale * (double)l->wall_ms * 1000.0 &&
	       (double)cr->usage.memory_bytes < KEEP_SHARE * (double)l->memory_bytes;
}

/* An unnamed file beside the records (in /tmp when that cannot be made). */
static FILE *
open_journal(void)
{
	char dir[PATH_MAX], err[256];
	if (compile_cache_subdir("results", dir, sizeof dir, err, sizeof err) == 0) {
		int fd = open(dir, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
		FILE *f = fd >= 0 ? fdopen(fd, "w+b") : NULL;
		if (f)
			return f;
		if (fd >= 0)
			close(fd);
	}
	return tmpfile();
}

int
result_cache_put(struct result_cache *rc, const unsigned char key[16],
		 const struct case_result *cr)
{
	struct record r;

	if (!rc->journal && !(rc->journal = open_journal()))
		return -1;
	memset(&r, 0, sizeof r);
	memcpy(r.key, key, 16);
	r.result = *cr;
	r.result.tc = NULL;
	if (fwrite(&r, sizeof r, 1, rc->journal) != 1)
		return -1;
	rc->added++;
	return 0;
}

/* A journal record's key and place: what sorting the journal needs in memory. */
struct fresh_key {
	unsigned char key[16];
	uint32_t index;
};

static int
cmp_fresh(const void *a, const void *b)
{
	const struct fresh_key *x = a, *y = b;
	int c = memcmp(x->key, y->key, 16);
	/* Equal keys keep their journal order: the last one is the newest. */
	return c ? c : (x->index > y->index) - (x->index < y->index);
}

/* Reads the journal's record number index into *r. */
static int
read_fresh(FILE *journal, uint32_t index, struct record *r)
{
	return pread(fileno(journal), r, sizeof *r, (off_t)index * (off_t)sizeof *r) ==
		       (ssize_t)sizeof *r ? 0 : -1;
}

/* New records are sorted by key in runs of this many (20 bytes each in memory), then merged. */
#define SORT_RUN 4096

/* One sorted run of journal keys in the runs file, read a few entries at a time. */
struct run_cursor {
	off_t pos, end;          /* the run's entries not yet read, in bytes */
	struct fresh_key buf[32];
	size_t have, at;
};

/* The cursor's next entry, or NULL at the end of its run (or a read error). */
static const struct fresh_key *
cursor_peek(int fd, struct run_cursor *c)
{
	if (c->at == c->have) {
		size_t left = (size_t)(c->end - c->pos) / sizeof *c->buf;
		size_t want = left < 32 ? left : 32;
		ssize_t n = want ? pread(fd, c->buf, want * sizeof *c->buf, c->pos) : 0;
		if (n <= 0)
			return NULL;
		c->have = (size_t)n / sizeof *c->buf;
		c->at = 0;
		c->pos += (off_t)(c->have * sizeof *c->buf);
	}
	return &c->buf[c->at];
}

/* Takes the smallest entry of all runs into *out; false when they are all done. */
static bool
next_fresh(int fd, struct run_cursor *runs, size_t nruns, struct fresh_key *out)
{
	struct run_cursor *best = NULL;
	const struct fresh_key *min = NULL;

	for (size_t i = 0; i < nruns; i++) {
		const struct fresh_key *e = cursor_peek(fd, &runs[i]);
		if (e && (!min || cmp_fresh(e, min) < 0)) {
			min = e;
			best = &runs[i];
		}
	}
	if (!min)
		return false;
	*out = *min;
	best->at++;
	return true;
}

/*
 * Sorts the journal's keys into runs of SORT_RUN in the file runs (an
 * external sort: memory stays the same however many records were added).
 * Returns the number of runs, or -1.
 */
static long
write_runs(struct result_cache *rc, FILE *runs)
{
	size_t size = rc->added < SORT_RUN ? rc->added : SORT_RUN;
	struct fresh_key *chunk = malloc((size ? size : 1) * sizeof *chunk);
	struct record r;
	long nruns = 0;

	if (!chunk)
		return -1;
	for (size_t first = 0; first < rc->added; first += SORT_RUN, nruns++) {
		size_t n = rc->added - first < SORT_RUN ? rc->added - first : SORT_RUN;
		for (size_t k = 0; k < n; k++) {
			if (read_fresh(rc->journal, (uint32_t)(first + k), &r) < 0) {
				free(chunk);
				return -1;
			}
			memcpy(chunk[k].key, r.key, 16);
			chunk[k].index = (uint32_t)(first + k);
		}
		qsort(chunk, n, sizeof *chunk, cmp_fresh);
		if (fwrite(chunk, sizeof *chunk, n, runs) != n) {
			free(chunk);
			return -1;
		}
	}
	free(chunk);
	return fflush(runs) == 0 ? nruns : -1;
}

/*
 * Writes the kept records and the journal's, merged in key order (a new
 * record wins over a kept one with its key), to f.  runs holds the journal's
 * keys sorted in nruns runs.  Returns 0 or -1.
 */
static int
merge_into(struct result_cache *rc, FILE *runs, size_t nruns, FILE *f)
{
	struct run_cursor *cursors = calloc(nruns ? nruns : 1, sizeof *cursors);
	int fd = fileno(runs), rc_write = -1;
	struct fresh_key e, peek;
	bool have_e, have_peek = false;
	size_t i = 0;
	struct record r, kept;
	bool have_kept = false;

	if (!cursors)
		return -1;
	for (size_t k = 0; k < nruns; k++) {
		size_t n = rc->added - k * SORT_RUN < SORT_RUN ? rc->added - k * SORT_RUN : SORT_RUN;
		cursors[k].pos = (off_t)(k * SORT_RUN * sizeof e);
		cursors[k].end = cursors[k].pos + (off_t)(n * sizeof e);
	}
	have_e = next_fresh(fd, cursors, nruns, &e);
	while (i < rc->count || have_e) {
		if (i < rc->count && !have_kept) {
			if (read_kept(rc, i, &kept, sizeof kept) < 0)
				goto out;
			have_kept = true;
		}
		int c = i == rc->count ? 1 : !have_e ? -1 : memcmp(kept.key, e.key, 16);
		if (c < 0) {
			r = kept;
			i++;
			have_kept = false;
		} else {
			/* The same case judged twice in one run: its last record. */
			while ((have_peek = next_fresh(fd, cursors, nruns, &peek)) &&
			       memcmp(peek.key, e.key, 16) == 0)
				e = peek;
			if (read_fresh(rc->journal, e.index, &r) < 0)
				goto out;
			if (c == 0) {
				i++;
				have_kept = false;
			}
			e = peek;
			have_e = have_peek;
		}
		if (fwrite(&r, sizeof r, 1, f) != 1)
			goto out;
	}
	rc_write = 0;
out:
	free(cursors);
	return rc_write;
}

void
result_cache_save(struct result_cache *rc)
{
	char dir[PATH_MAX], err[256];
	struct fs_atomic a;
	FILE *runs = NULL, *f = NULL;
	long nruns;
	bool ok = false;

	/* A cache that cannot be written is only a slower next run. */
	if (!rc->journal || rc->added > UINT32_MAX || fflush(rc->journal) != 0 ||
	    compile_cache_subdir("results", dir, sizeof dir, err, sizeof err) < 0)
		return;
	runs = open_journal();
	if (!runs || (nruns = write_runs(rc, runs)) < 0)
		goto out;
	f = fs_create(rc->path, &a);
	if (!f)
		goto out;
	struct file_header h = {.record_size = sizeof(struct record),
				.version_hash = version_hash()};
	memcpy(h.magic, "JRESULT2", 8);
	ok = fwrite(&h, sizeof h, 1, f) == 1 && merge_into(rc, runs, (size_t)nruns, f) == 0;
	/* Not written or not renamed: the old file stays, and the next run is slower. */
	if (!ok || fs_commit(&a) < 0)
		fs_abort(&a);
out:
	if (runs)
		fclose(runs);
}

void
result_cache_free(struct result_cache *rc)
{
	if (!rc)
		return;
	if (rc->fd >= 0)
		close(rc->fd);
	if (rc->journal)
		fclose(rc->journal);
	free(rc);
}
