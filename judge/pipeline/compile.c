/* Compilation of C sources, cached by a hash of source, flags and compiler. */
#include "compile.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/wait.h>
#include <unistd.h>

#include <xxhash.h>

#include "base/fsutil.h"
#include "spawn.h"

#define COMPILE_TIMEOUT_MS 60000
#define LOG_CAP (64 * 1024)

static const char *const base_flags[] = {"-std=c17", "-O2"};

const char *
compile_cache_dir(void)
{
	static char dir[PATH_MAX];
	const char *env = getenv("JUDGE_CACHE");
	if (env && *env)
		snprintf(dir, sizeof dir, "%s", env);
	else if ((env = getenv("XDG_CACHE_HOME")) && *env)
		snprintf(dir, sizeof dir, "%s/judge", env);
	else if ((env = getenv("HOME")) && *env)
		snprintf(dir, sizeof dir, "%s/.cache/judge", env);
	else
		snprintf(dir, sizeof dir, "/tmp/judge-cache-%d", (int)getuid());
	return dir;
}

/*
 * Whether the folder that st (from lstat) describes may hold the cache:
 * NULL, or why not.  Another user who owns it, or may write in it, could
 * plant binaries and verdicts or links that the judge writes through.
 */
static const char *
refuse_folder(const struct stat *st)
{
	if (S_ISLNK(st->st_mode))
		return "is a symbolic link";
	if (!S_ISDIR(st->st_mode))
		return "is not a folder";
	if (st->st_uid != geteuid())
		return "is not owned by you";
	if (st->st_mode & (S_IWGRP | S_IWOTH))
		return "is writable by others";
	return NULL;
}

int
compile_cache_check(char *err, size_t errlen)
{
	const char *dir = compile_cache_dir();
	const char *why;
	struct stat st;

	if (lstat(dir, &st) < 0) {
		if (errno != ENOENT) {
			snprintf(err, errlen, "cannot open cache folder '%s': %s", dir,
				 strerror(errno));
			return -1;
		}
		if (fs_mkdirs(dir, 0700, err, errlen) < 0)
			return -1;
		if (lstat(dir, &st) < 0) {
			snprintf(err, errlen, "cannot open cache folder '%s': %s", dir,
				 strerror(errno));
			return -1;
		}
	}
	if ((why = refuse_folder(&st))) {
		snprintf(err, errlen, "cache folder '%s' %s", dir, why);
		return -1;
	}
	/* What killed judges left (a compiler's output); failing, it leaves only that. */
	fs_sweep_tmp(dir);
	return 0;
}

static const char *
compiler_name(void)
{
	const char *cc = getenv("CC");
	return cc && *cc ? cc : "cc";
}

/*
 * The compiler's identity without starting it: the real path of the binary
 * PATH finds, with its size, inode and modification time.  An upgrade
 * changes these, so cached binaries from an older compiler are not reused.
 */
static int
hash_compiler(XXH3_state_t *h, char *err, size_t errlen)
{
	const char *cc = compiler_name();
	char found[PATH_MAX], real[PATH_MAX];
	const char *path = getenv("PATH");
	bool ok = false;

	if (strchr(cc, '/')) {
		snprintf(found, sizeof found, "%s", cc);
		ok = access(found, X_OK) == 0;
	} else {
		for (const char *p = path ? path : "/usr/bin:/bin"; *p && !ok;) {
			const char *colon = strchr(p, ':');
			size_t n = colon ? (size_t)(colon - p) : strlen(p);
			snprintf(found, sizeof found, "%.*s/%s", (int)n, n ? p : ".", cc);
			ok = access(found, X_OK) == 0;
			p += n + (colon != NULL);
		}
	}
	struct stat st;
	if (!ok || !realpath(found, real) || stat(real, &st) < 0) {
		snprintf(err, errlen, "cannot find the C compiler '%s' in PATH", cc);
		return -1;
	}
	XXH3_128bits_update(h, real, strlen(real) + 1);
	XXH3_128bits_update(h, &st.st_size, sizeof st.st_size);
	XXH3_128bits_update(h, &st.st_ino, sizeof st.st_ino);
	XXH3_128bits_update(h, &st.st_mtim, sizeof st.st_mtim);
	return 0;
}

static int
hash_file(XXH3_state_t *h, const char *path, char *err, size_t errlen)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		snprintf(err, errlen, "cannot open '%s': %s", path, strerror(errno));
		return -1;
	}
	char buf[65536];
	ssize_t n;
	while ((n = read(fd, buf, sizeof buf)) > 0)
		XXH3_128bits_update(h, buf, (size_t)n);
	int saved = errno;
	close(fd);
	if (n < 0) {
		snprintf(err, errlen, "cannot read '%s': %s", path, strerror(saved));
		return -1;
	}
	return 0;
}

static char *
read_small_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	char *buf = malloc(LOG_CAP + 1);
	size_t n = buf ? fread(buf, 1, LOG_CAP, f) : 0;
	fclose(f);
	if (buf)
		buf[n] = '\0';
	return buf;
}

/* Writes text to path atomically: a temporary file, then rename. */
static int
write_atomic(const char *path, const char *text)
{
	struct fs_atomic a;
	FILE *f = fs_create(path, &a);
	if (!f)
		return -1;
	fputs(text, f);
	return fs_commit(&a);
}

/*
 * Whether a failed compilation ran out of disk: the compiler or linker says
 * so, or the cache's file system has (almost) nothing left.
 */
static bool
no_space(const char *dir, const char *log)
{
	struct statvfs fs;
	if (strstr(log, strerror(ENOSPC)))
		return true;
	return statvfs(dir, &fs) == 0 && (uint64_t)fs.f_bavail * fs.f_frsize < (1u << 20);
}

int
compile_c(const char *source, const struct ystrings *flags, struct compile_result *res,
	  char *err, size_t errlen)
{
	const char *cache = compile_cache_dir();
	char key[33], bin[PATH_MAX], fail_log[PATH_MAX];
	struct fs_atomic binary;
	char **argv = NULL;
	char *log = NULL;
	int rc = -1;

	memset(res, 0, sizeof *res);
	XXH3_state_t *h = XXH3_createState();
	if (!h) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	XXH3_128bits_reset(h);
	XXH3_128bits_update(h, "judge-compile-1", 16);
	for (size_t i = 0; i < sizeof base_flags / sizeof *base_flags; i++)
		XXH3_128bits_update(h, base_flags[i], strlen(base_flags[i]) + 1);
	for (size_t i = 0; flags && i < flags->count; i++)
		XXH3_128bits_update(h, flags->items[i], strlen(flags->items[i]) + 1);
	if (hash_compiler(h, err, errlen) < 0 || hash_file(h, source, err, errlen) < 0)
		goto out;
	XXH128_hash_t digest = XXH3_128bits_digest(h);
	snprintf(key, sizeof key, "%016llx%016llx", (unsigned long long)digest.high64,
		 (unsigned long long)digest.low64);

	if (compile_cache_check(err, errlen) < 0)
		goto out;
	snprintf(bin, sizeof bin, "%s/%s", cache, key);
	snprintf(fail_log, sizeof fail_log, "%s/%s.failed", cache, key);

	if (access(bin, X_OK) == 0) {
		res->ok = res->cached = true;
		res->binary = strdup(bin);
		res->log = strdup("");
		rc = res->binary && res->log ? 0 : -1;
		goto out;
	}
	if ((res->log = read_small_file(fail_log))) {
		res->cached = true;
		rc = 0;
		goto out;
	}

	/* Compile into a private temporary name, then publish by rename. */
	if (fs_atomic_init(&binary, bin) < 0) {
		snprintf(err, errlen, "cannot store '%s': %s", bin, strerror(errno));
		goto out;
	}
	size_t nflags = flags ? flags->count : 0;
	size_t argc = 0;
	argv = calloc(nflags + 8, sizeof *argv);
	log = malloc(LOG_CAP);
	if (!argv || !log) {
		snprintf(err, errlen, "out of memory");
		goto out;
	}
	argv[argc++] = (char *)compiler_name();
	for (size_t i = 0; i < sizeof base_flags / sizeof *base_flags; i++)
		argv[argc++] = (char *)base_flags[i];
	for (size_t i = 0; i < nflags; i++)
		argv[argc++] = flags->items[i];
	argv[argc++] = "-o";
	argv[argc++] = binary.tmp;
	argv[argc++] = (char *)source;
	argv[argc++] = "-lm";

	struct spawn_result pr;
	if (spawn_run(argv, COMPILE_TIMEOUT_MS, log, LOG_CAP, &pr, err, errlen) < 0)
		goto out;
	res->time_ms = pr.elapsed_ms;

	if (WIFEXITED(pr.status) && WEXITSTATUS(pr.status) == 127 &&
	    strstr(log, "cannot run")) {
		snprintf(err, errlen, "%s", log);
		fs_abort(&binary);
		goto out;
	}
	if (!pr.timed_out && WIFEXITED(pr.status) && WEXITSTATUS(pr.status) == 0) {
		if (fs_commit(&binary) < 0) {
			snprintf(err, errlen, "cannot store '%s': %s", bin, strerror(errno));
			goto out;
		}
		res->ok = true;
		res->binary = strdup(bin);
	} else {
		fs_abort(&binary);
		/* A full disk fails the compiler too, but it is no fault of the source. */
		if (no_space(cache, log)) {
			snprintf(err, errlen, "cannot compile into '%s': %s", cache,
				 strerror(ENOSPC));
			goto out;
		}
		if (pr.timed_out)
			snprintf(log + pr.output_len, LOG_CAP - pr.output_len,
				 "%scompiler stopped after %d s\n", pr.output_len ? "\n" : "",
				 COMPILE_TIMEOUT_MS / 1000);
		else if (WIFSIGNALED(pr.status))
			snprintf(log + pr.output_len, LOG_CAP - pr.output_len,
				 "%scompiler killed by signal %d\n", pr.output_len ? "\n" : "",
				 WTERMSIG(pr.status));
		else if (!pr.timed_out)
			/* A timeout may pass next time; a real error will not. */
			write_atomic(fail_log, log);
	}
	res->log = log;
	log = NULL;
	rc = 0;
out:
	XXH3_freeState(h);
	free(argv);
	free(log);
	if (rc < 0)
		compile_result_fini(res);
	return rc;
}

int
compile_cache_subdir(const char *name, char *out, size_t len, char *err, size_t errlen)
{
	const char *why;
	struct stat st;
	int dfd, rc = -1;

	if (compile_cache_check(err, errlen) < 0)
		return -1;
	snprintf(out, len, "%s/%s", compile_cache_dir(), name);
	dfd = open(compile_cache_dir(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (dfd < 0 || (mkdirat(dfd, name, 0755) < 0 && errno != EEXIST) ||
	    fstatat(dfd, name, &st, AT_SYMLINK_NOFOLLOW) < 0)
		snprintf(err, errlen, "cannot create folder '%s': %s", out, strerror(errno));
	else if ((why = refuse_folder(&st)))
		snprintf(err, errlen, "cache folder '%s' %s", out, why);
	else
		rc = 0;
	/* A sweep that fails leaves temporary files, not a broken cache. */
	if (rc == 0)
		fs_sweep_tmp(out);
	if (dfd >= 0)
		close(dfd);
	return rc;
}

void
compile_result_fini(struct compile_result *res)
{
	free(res->binary);
	free(res->log);
	res->binary = res->log = NULL;
}
