/* The result cache: one file of case records per compiled binary. */
#include "resultcache.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <xxhash.h>

#include "compile.h"

/* A file starts with this, so records of another layout are never read. */
struct file_header {
	char magic[8];           /* "JRESULT1" */
	unsigned record_size;    /* sizeof(struct record) */
	unsigned version_hash;   /* of JUDGE_VERSION */
};

struct record {
	unsigned char key[16];
	struct case_result result; /* tc is NULL */
};

struct result_cache {
	char path[PATH_MAX];
	struct record *records;  /* sorted by key once loaded; added ones follow */
	size_t count, loaded, cap;
	bool changed;
};

/* Only a verdict this far inside its limits is kept: timing cannot turn it. */
#define KEEP_SHARE 0.5

static unsigned
version_hash(void)
{
	return (unsigned)XXH3_64bits(JUDGE_VERSION, sizeof JUDGE_VERSION);
}

static int
cmp_record(const void *a, const void *b)
{
	return memcmp(((const struct record *)a)->key, ((const struct record *)b)->key, 16);
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

	FILE *f = fopen(rc->path, "rb");
	if (!f)
		return rc;
	struct file_header h;
	struct stat st;
	if (fread(&h, sizeof h, 1, f) != 1 || memcmp(h.magic, "JRESULT1", 8) != 0 ||
	    h.record_size != sizeof(struct record) || h.version_hash != version_hash() ||
	    fstat(fileno(f), &st) < 0)
		goto out;
	size_t n = ((size_t)st.st_size - sizeof h) / sizeof(struct record);
	rc->records = malloc((n ? n : 1) * sizeof *rc->records);
	if (!rc->records)
		goto out;
	rc->cap = n ? n : 1;
	rc->count = fread(rc->records, sizeof *rc->records, n, f);
	qsort(rc->records, rc->count, sizeof *rc->records, cmp_record);
	rc->loaded = rc->count;
out:
	fclose(f);
	return rc;
}

static void
hash_data(XXH3_state_t *h, const struct case_data *d)
{
	if (d->path) {
		struct stat st;
		char real[PATH_MAX];
		/* stat succeeded when the testdata was loaded; a failure now changes the key */
		if (!realpath(d->path, real) || stat(real, &st) < 0) {
			XXH3_128bits_update(h, "?", 1);
			return;
		}
		XXH3_128bits_update(h, real, strlen(real) + 1);
		XXH3_128bits_update(h, &st.st_size, sizeof st.st_size);
		XXH3_128bits_update(h, &st.st_ino, sizeof st.st_ino);
		XXH3_128bits_update(h, &st.st_mtim, sizeof st.st_mtim);
	} else {
		XXH3_128bits_update(h, "=", 1);
		XXH3_128bits_update(h, d->text, d->len);
	}
}

int
result_cache_key(const struct testcase *tc, const char *checker_binary, double scale,
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
	unsigned char flags[3] = {c->integers_as_floats, c->case_insensitive, c->order_any};
	XXH3_128bits_update(h, flags, sizeof flags);
	XXH3_128bits_update(h, &c->protocol, sizeof c->protocol);
	if (checker_binary)
		XXH3_128bits_update(h, checker_binary, strlen(checker_binary) + 1);
	/* The same program may fare differently in a stricter or looser sandbox. */
	XXH3_128bits_update(h, sandbox->cgroup, strlen(sandbox->cgroup) + 1);
	XXH3_128bits_update(h, sandbox->memory, strlen(sandbox->memory) + 1);
	unsigned char iso[2] = {sandbox->seccomp, sandbox->drops_privileges};
	XXH3_128bits_update(h, iso, sizeof iso);
	XXH128_hash_t d = XXH3_128bits_digest(h);
	XXH3_freeState(h);
	XXH128_canonical_t canon;
	XXH128_canonicalFromHash(&canon, d);
	memcpy(key, canon.digest, 16);
	return 0;
}

bool
result_cache_get(const struct result_cache *rc, const unsigned char key[16],
		 struct case_result *out)
{
	struct record probe;
	if (rc->loaded == 0) /* records may be NULL, which bsearch() must not get */
		return false;
	memcpy(probe.key, key, 16);
	const struct record *r =
		bsearch(&probe, rc->records, rc->loaded, sizeof *rc->records, cmp_record);
	if (!r)
		return false;
	*out = r->result;
	return true;
}

bool
result_cache_keepable(const struct case_result *cr, double scale)
{
	const struct limits *l = &cr->tc->limits;
	switch (cr->verdict) {
	case VERDICT_AC:
	case VERDICT_WA:
	case VERDICT_RE:
	case VERDICT_OLE:
		break;
	default:
		return false;
	}
	return (double)cr->cpu_us < KEEP_SHARE * scale * (double)l->time_ms * 1000.0 &&
	       (double)cr->wall_us < KEEP_SHARE * scale * (double)l->wall_ms * 1000.0 &&
	       (double)cr->memory_bytes < KEEP_SHARE * (double)l->memory_bytes;
}

int
result_cache_put(struct result_cache *rc, const unsigned char key[16],
		 const struct case_result *cr)
{
	if (rc->count == rc->cap) {
		size_t cap = rc->cap ? 2 * rc->cap : 64;
		struct record *grown = realloc(rc->records, cap * sizeof *grown);
		if (!grown)
			return -1;
		rc->records = grown;
		rc->cap = cap;
	}
	struct record *r = &rc->records[rc->count++];
	memset(r, 0, sizeof *r);
	memcpy(r->key, key, 16);
	r->result = *cr;
	r->result.tc = NULL;
	rc->changed = true;
	return 0;
}

void
result_cache_save(struct result_cache *rc)
{
	if (!rc->changed)
		return;
	char dir[PATH_MAX], tmp[PATH_MAX + 32], err[256];
	if (compile_cache_subdir("results", dir, sizeof dir, err, sizeof err) < 0)
		return;
	snprintf(tmp, sizeof tmp, "%s.%d.tmp", rc->path, (int)getpid());
	FILE *f = fopen(tmp, "wb");
	if (!f)
		return;
	struct file_header h = {.record_size = sizeof(struct record),
				.version_hash = version_hash()};
	memcpy(h.magic, "JRESULT1", 8);
	bool ok = fwrite(&h, sizeof h, 1, f) == 1 &&
		  fwrite(rc->records, sizeof *rc->records, rc->count, f) == rc->count;
	/* A cache that cannot be written is only a slower next run. */
	if (fclose(f) != 0 || !ok || rename(tmp, rc->path) < 0)
		unlink(tmp);
}

void
result_cache_free(struct result_cache *rc)
{
	if (!rc)
		return;
	free(rc->records);
	free(rc);
}
