/* The record of each problem's last verdict, one small file per tree in the cache. */
#include "last_run.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <xxhash.h>

#include "base/fsutil.h"
#include "pipeline/compile.h"

#define LAST_RUN_HEADER "# judge last verdicts, format 2\n"

void
last_run_path(const char *root, char *out, size_t len)
{
	unsigned long long h = XXH3_64bits(root, strlen(root));
	snprintf(out, len, "%s/last/%016llx.tsv", compile_cache_dir(), h);
}

static int
add_entry(struct last_run *lr, const struct last_run_entry *e)
{
	for (size_t i = 0; i < lr->count; i++) {
		if (strcmp(lr->entries[i].id, e->id) == 0) {
			lr->entries[i] = *e;
			return 0;
		}
	}
	struct last_run_entry *grown = realloc(lr->entries, (lr->count + 1) * sizeof *grown);
	if (!grown)
		return -1;
	lr->entries = grown;
	lr->entries[lr->count++] = *e;
	return 0;
}

/* Parses one "id verdict passed judged when_ms slowest_us" line; -1 when malformed. */
static int
parse_line(char *line, struct last_run_entry *e)
{
	char *fields[6];
	size_t n = 0;
	for (char *s = line; n < 6;) {
		fields[n++] = s;
		s = strchr(s, '\t');
		if (!s)
			break;
		*s++ = '\0';
	}
	if (n != 6 || strlen(fields[0]) >= sizeof e->id || verdict_parse(fields[1], &e->verdict) < 0)
		return -1;
	snprintf(e->id, sizeof e->id, "%s", fields[0]);
	char *end;
	unsigned long long v[4];
	for (int i = 0; i < 4; i++) {
		errno = 0;
		v[i] = strtoull(fields[2 + i], &end, 10);
		if (errno || end == fields[2 + i] || (*end && *end != '\n'))
			return -1;
	}
	e->passed = (size_t)v[0];
	e->judged = (size_t)v[1];
	e->when_ms = (int64_t)v[2];
	e->slowest_us = (int64_t)v[3];
	return 0;
}

/* Reads the open file f of the tree at root into lr. */
static int
read_entries(FILE *f, const char *root, struct last_run *lr)
{
	char *line = NULL;
	size_t cap = 0;
	int lineno = 0, rc = 0;
	while (getline(&line, &cap, f) > 0) {
		lineno++;
		if (lineno == 1 && strcmp(line, LAST_RUN_HEADER) != 0)
			break;
		if (lineno == 2) {
			/* A file of another tree whose path hashes alike is not ours. */
			size_t n = strlen(root);
			if (strncmp(line, "# root ", 7) != 0 || strncmp(line + 7, root, n) != 0 ||
			    strcmp(line + 7 + n, "\n") != 0)
				break;
			continue;
		}
		struct last_run_entry e;
		if (lineno > 2 && parse_line(line, &e) == 0 && add_entry(lr, &e) < 0) {
			rc = -1;
			break;
		}
	}
	free(line);
	return rc;
}

int
last_run_load(const char *root, struct last_run *lr, char *err, size_t errlen)
{
	char path[PATH_MAX], dir[PATH_MAX];

	memset(lr, 0, sizeof *lr);
	last_run_path(root, path, sizeof path);
	int fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
	FILE *f = fd < 0 ? NULL : fdopen(fd, "r");
	if (!f) {
		if (fd >= 0)
			close(fd);
		else if (errno == ENOENT)
			return 0;
		snprintf(err, errlen, "cannot open '%s': %s", path, strerror(errno));
		return -1;
	}
	/* Verdicts that another user could have written are no record. */
	if (compile_cache_subdir("last", dir, sizeof dir, err, errlen) < 0) {
		fclose(f);
		return -1;
	}
	int rc = read_entries(f, root, lr);
	if (rc < 0)
		snprintf(err, errlen, "out of memory");
	else if (ferror(f)) {
		snprintf(err, errlen, "cannot read '%s': %s", path, strerror(errno));
		rc = -1;
	}
	fclose(f);
	if (rc < 0)
		last_run_fini(lr);
	return rc;
}

const struct last_run_entry *
last_run_find(const struct last_run *lr, const char *id)
{
	for (size_t i = 0; i < lr->count; i++)
		if (strcmp(lr->entries[i].id, id) == 0)
			return &lr->entries[i];
	return NULL;
}

static int
write_entries(const char *path, const char *root, const struct last_run *lr)
{
	struct fs_atomic a;
	FILE *f = fs_create(path, &a);
	if (!f)
		return -1;
	fprintf(f, "%s# root %s\n", LAST_RUN_HEADER, root);
	for (size_t i = 0; i < lr->count; i++) {
		const struct last_run_entry *e = &lr->entries[i];
		fprintf(f, "%s\t%s\t%zu\t%zu\t%" PRId64 "\t%" PRId64 "\n", e->id,
			verdict_name(e->verdict), e->passed, e->judged, e->when_ms, e->slowest_us);
	}
	return fs_commit(&a);
}

int
last_run_update(const char *root, const struct last_run_entry *entries, size_t n, char *err,
	       size_t errlen)
{
	char path[PATH_MAX], lock[PATH_MAX + 8], dir[PATH_MAX];
	struct last_run lr = {0};
	int rc = -1, fd = -1;

	last_run_path(root, path, sizeof path);
	snprintf(lock, sizeof lock, "%s.lock", path);
	if (compile_cache_subdir("last", dir, sizeof dir, err, errlen) < 0)
		return -1;
	fd = open(lock, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
	if (fd < 0 || flock(fd, LOCK_EX) < 0) {
		snprintf(err, errlen, "cannot lock '%s': %s", lock, strerror(errno));
		goto out;
	}
	if (last_run_load(root, &lr, err, errlen) < 0)
		goto out;
	for (size_t i = 0; i < n; i++) {
		if (add_entry(&lr, &entries[i]) < 0) {
			snprintf(err, errlen, "out of memory");
			goto out;
		}
	}
	if (write_entries(path, root, &lr) < 0) {
		snprintf(err, errlen, "cannot write '%s': %s", path, strerror(errno));
		goto out;
	}
	rc = 0;
out:
	last_run_fini(&lr);
	if (fd >= 0)
		close(fd);
	return rc;
}

void
last_run_fini(struct last_run *lr)
{
	free(lr->entries);
	memset(lr, 0, sizeof *lr);
}
