/*
 * Compilation of a program in any language of the table, as an untrusted run
 * in the sandbox, into a folder of the cache named by a hash of sources,
 * language, flags, include folder (and its files), limits and tools.
 */
#include "compile.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <xxhash.h>

#include "base/fsutil.h"
#include "base/pkgfile.h"
#include "base/units.h"

#define LOG_CAP (64 * 1024)

/* The compiler's limits when a problem sets none; problem.yaml's `compiler:` changes them. */
static const struct compiler_limits defaults = {
	.run = {
		.time_ms = 30000,
		.wall_ms = 60000,
		.memory_bytes = 1LL << 30,   /* testlib checkers need about 240 MiB */
		.output_bytes = 1LL << 20,   /* its messages; the log keeps LOG_CAP */
		.processes = 64,             /* tasks: javac starts 20, rustc 15, gcc 5 */
	},
	.binary_bytes = 64LL << 20,
	.source_bytes = 1LL << 20,
};

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

/*
 * The identity of the tool word names, without starting it: the real path
 * the sandbox runs (into real, when not NULL), with its size, inode and
 * modification time.  An upgrade changes these, so cached programs of an
 * older toolchain are not reused.
 */
static int
hash_tool(XXH3_state_t *h, const char *word, char *real, size_t len)
{
	char found[PATH_MAX];
	struct stat st;

	if (language_find_tool(word, found, sizeof found) < 0 || stat(found, &st) < 0)
		return -1;
	XXH3_128bits_update(h, found, strlen(found) + 1);
	XXH3_128bits_update(h, &st.st_size, sizeof st.st_size);
	XXH3_128bits_update(h, &st.st_ino, sizeof st.st_ino);
	XXH3_128bits_update(h, &st.st_mtim, sizeof st.st_mtim);
	if (real)
		snprintf(real, len, "%s", found);
	return 0;
}

static void
hash_words(XXH3_state_t *h, const struct ystrings *s)
{
	for (size_t i = 0; s && i < s->count; i++)
		XXH3_128bits_update(h, s->items[i], strlen(s->items[i]) + 1);
	XXH3_128bits_update(h, "", 1);
}

/*
 * Hashes the file open on fd, from its start: the very bytes the compiler
 * gets, all size of them (a file that changes meanwhile is an error).
 */
static int
hash_fd(XXH3_state_t *h, int fd, int64_t size, const char *path, char *err, size_t errlen)
{
	char buf[65536];
	off_t at = 0;
	ssize_t n;

	while ((n = pread(fd, buf, sizeof buf, at)) > 0) {
		XXH3_128bits_update(h, buf, (size_t)n);
		at += n;
	}
	if (n < 0 || at != size) {
		snprintf(err, errlen, "cannot read '%s': %s", path,
			 n < 0 ? strerror(errno) : "it changed while read");
		return -1;
	}
	return 0;
}

/*
 * Hashes the name and bytes of dir/name when it is a regular file, read by
 * the package rule within root: a link out of it is an error, anything else
 * that is no file (gone, a named pipe, a subfolder) nothing a compile uses.
 */
static int
hash_entry(XXH3_state_t *h, const char *root, const char *dir, const char *name, char *err,
	   size_t errlen)
{
	char path[PATH_MAX * 2], why[PATH_MAX + 64];
	struct stat st;
	int fd, rc;

	snprintf(path, sizeof path, "%s/%s", dir, name);
	if (pkgfile_stat(root, path, PKGFILE_ANY, &st, why, sizeof why) < 0) {
		if (errno != EXDEV)
			return 0;
		snprintf(err, errlen, "'%s': %s", path, why);
		return -1;
	}
	if (!S_ISREG(st.st_mode))
		return 0;
	if ((fd = pkgfile_open(root, path, 0, &st, why, sizeof why)) < 0) {
		snprintf(err, errlen, "'%s': %s", path, why);
		return -1;
	}
	XXH3_128bits_update(h, name, strlen(name) + 1);
	XXH3_128bits_update(h, &st.st_size, sizeof st.st_size);
	rc = hash_fd(h, fd, st.st_size, path, err, errlen);
	close(fd);
	return rc;
}

/*
 * Hashes the regular files at the top of the folder dir (a checker's
 * include folder: what its compiler may read there), by name, as
 * hash_entry() does.  Returns 0, or -1 with err set.
 */
static int
hash_folder(XXH3_state_t *h, const char *root, const char *dir, char *err, size_t errlen)
{
	struct dirent **names;
	int n = scandir(dir, &names, NULL, alphasort), rc = 0;

	if (n < 0) {
		snprintf(err, errlen, "cannot open '%s': %s", dir, strerror(errno));
		return -1;
	}
	for (int i = 0; i < n; i++) {
		if (rc == 0 && names[i]->d_name[0] != '.')
			rc = hash_entry(h, root, dir, names[i]->d_name, err, errlen);
		free(names[i]);
	}
	free(names);
	XXH3_128bits_update(h, "", 1);
	return rc;
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

/* The job's limits: what it sets over the defaults; a CPU limit alone gives twice its wall. */
static struct compiler_limits
merge_limits(const struct compiler_limits *set)
{
	struct compiler_limits l = defaults;

	if (!set)
		return l;
	if (set->run.time_ms) {
		l.run.time_ms = set->run.time_ms;
		if (!set->run.wall_ms && 2 * l.run.time_ms > l.run.wall_ms)
			l.run.wall_ms = 2 * l.run.time_ms;
	}
	l.run.wall_ms = set->run.wall_ms ? set->run.wall_ms : l.run.wall_ms;
	l.run.memory_bytes = set->run.memory_bytes ? set->run.memory_bytes : l.run.memory_bytes;
	l.run.output_bytes = set->run.output_bytes ? set->run.output_bytes : l.run.output_bytes;
	l.run.processes = set->run.processes ? set->run.processes : l.run.processes;
	l.binary_bytes = set->binary_bytes ? set->binary_bytes : l.binary_bytes;
	l.source_bytes = set->source_bytes ? set->source_bytes : l.source_bytes;
	return l;
}

/* What a compile run needs open: the files, /dev/null, the log's memfd, the program's folder. */
struct compile_files {
	int src[SOURCE_SET_MAX];
	int64_t size[SOURCE_SET_MAX];
	const char *name[SOURCE_SET_MAX]; /* each file's in the working directory */
	size_t n;
	int null, out, dir;        /* dir: the sandbox's holding folder, the compiler's outputs */
};

/*
 * The cache's name for job, whose files f holds open and whose main source
 * is named name: its hash into key (33 bytes); the compiler's path into
 * real ("" when the language compiles nothing).
 */
static int
job_key(const struct compile_job *job, const struct compiler_limits *l,
	const struct compile_files *f, const char *name, char *key, char *real, char *err,
	size_t errlen)
{
	const struct language *lang = job->sources->language;
	XXH3_state_t *h = XXH3_createState();
	int rc = -1;

	if (!h) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	XXH3_128bits_reset(h);
	/* 3: a folder per program, by language (2 was one C binary, 1 not sandboxed). */
	XXH3_128bits_update(h, "judge-compile-3", 16);
	XXH3_128bits_update(h, lang->id, strlen(lang->id) + 1);
	XXH3_128bits_update(h, name, strlen(name) + 1);
	hash_words(h, &lang->compile);
	hash_words(h, &lang->run);
	hash_words(h, &lang->compile_env);
	hash_words(h, &lang->run_env);
	/* What its runs may do: results made under another policy are not this program's. */
	XXH3_128bits_update(h, &lang->sandbox, sizeof lang->sandbox);
	hash_words(h, job->flags);
	if (job->include_dir)
		XXH3_128bits_update(h, job->include_dir, strlen(job->include_dir) + 1);
	XXH3_128bits_update(h, "", 1);
	XXH3_128bits_update(h, l, sizeof *l);
	real[0] = '\0';
	/* A build or run script is a file of the program, hashed with the others. */
	if ((job->include_dir &&
	     hash_folder(h, job->sources->root, job->include_dir, err, errlen) < 0) ||
	    language_check_tools(lang, err, errlen) < 0 ||
	    (lang->compile.count && !language_own_file(lang->compile.items[0]) &&
	     hash_tool(h, lang->compile.items[0], real, PATH_MAX) < 0) ||
	    (lang->run.items[0][0] != '{' && !language_own_file(lang->run.items[0]) &&
	     hash_tool(h, lang->run.items[0], NULL, 0) < 0)) {
		if (!err[0])
			snprintf(err, errlen, "cannot find the tools of %s", lang->name);
	} else {
		rc = 0;
		/* A file alone is its bytes (its name is the main's); a folder's, names and bytes. */
		for (size_t i = 0; rc == 0 && i < f->n; i++) {
			if (job->sources->folder) {
				XXH3_128bits_update(h, f->name[i], strlen(f->name[i]) + 1);
				XXH3_128bits_update(h, &f->size[i], sizeof f->size[i]);
			}
			rc = hash_fd(h, f->src[i], f->size[i], job->sources->files[i].path, err,
				     errlen);
		}
	}
	if (rc == 0) {
		XXH128_hash_t digest = XXH3_128bits_digest(h);
		snprintf(key, 33, "%016llx%016llx", (unsigned long long)digest.high64,
			 (unsigned long long)digest.low64);
	}
	XXH3_freeState(h);
	return rc;
}

/* Appends a line to the log of at most LOG_CAP bytes in log (len used). */
__attribute__((format(printf, 3, 4))) static void
log_note(char *log, size_t len, const char *fmt, ...)
{
	va_list ap;

	if (len + 2 >= LOG_CAP)
		len = LOG_CAP - 256;
	if (len && log[len - 1] != '\n')
		log[len++] = '\n';
	va_start(ap, fmt);
	vsnprintf(log + len, LOG_CAP - len, fmt, ap);
	va_end(ap);
}

/*
 * Names the source in the log as the caller does: each line that starts with
 * the copy's name (name:) starts with source instead, as far as LOG_CAP
 * allows.  Returns the log's new length.
 */
static size_t
log_rename(char *log, size_t len, const char *name, const char *source)
{
	size_t n = strlen(name), m = strlen(source);

	for (size_t at = 0; at < len; at += strcspn(log + at, "\n") + 1) {
		if (strncmp(log + at, name, n) != 0 || log[at + n] != ':' || len - n + m >= LOG_CAP)
			continue;
		memmove(log + at + m, log + at + n, len - at - n + 1);
		memcpy(log + at, source, m);
		len = len - n + m;
	}
	return len;
}

/*
 * Adds to log why a run of the compiler that did not end by itself within
 * its limits l is a compilation error.
 */
static void
note_outcome(const struct run_result *rr, const struct compiler_limits *l, char *log, size_t len)
{
	/* The limits a run can be over, by outcome: what to call it, and its value. */
	static const struct {
		enum run_outcome outcome;
		const char *name;
		bool time;
		size_t offset;  /* in struct limits */
	} over[] = {
		{RUN_TIME_CPU, "time", true, offsetof(struct limits, time_ms)},
		{RUN_TIME_WALL, "wall-clock", true, offsetof(struct limits, wall_ms)},
		{RUN_MEMORY, "memory", false, offsetof(struct limits, memory_bytes)},
		{RUN_OUTPUT, "output", false, offsetof(struct limits, output_bytes)},
	};
	char n[32];

	for (size_t i = 0; i < sizeof over / sizeof *over; i++) {
		if (rr->outcome != over[i].outcome)
			continue;
		int64_t v = *(const int64_t *)((const char *)&l->run + over[i].offset);
		log_note(log, len, "compiler exceeded its %s limit of %s\n", over[i].name,
			 over[i].time ? units_format_time(v, n, sizeof n)
				      : units_format_bytes(v, n, sizeof n));
		return;
	}
	if (rr->outcome == RUN_SIGNALED)
		log_note(log, len, "compiler killed by signal %d (%s)\n", rr->signal,
			 strsignal(rr->signal));
	else
		log_note(log, len, "compiler stopped: %s\n", rr->detail);
}

static void
files_close(struct compile_files *f)
{
	int *fds[] = {&f->null, &f->out, &f->dir};

	for (size_t i = 0; i < f->n; i++)
		if (f->src[i] >= 0)
			close(f->src[i]);
	for (size_t i = 0; i < sizeof fds / sizeof *fds; i++)
		if (*fds[i] >= 0)
			close(*fds[i]);
}

/*
 * The name the main source gets in the working directory, into name: in a
 * folder its own; alone, the language's (Java's "{class}.java"), else its
 * own, unless it could be mistaken for the binary or is no plain name; and
 * the class to run into klass (language_main_class).  Returns 0, or -1 with err set (a
 * folder's file named as the binary).
 */
static int
source_name(const struct compile_job *job, char *name, size_t len, char *klass, size_t klen,
	    char *err, size_t errlen)
{
	const struct source_set *set = job->sources;
	const struct source_file *main = &set->files[set->main];
	const char *dot = strrchr(main->name, '.');
	char pub[256];

	if (language_main_class(main->provided ? NULL : set->root, main->path, klass, pub,
				klen < sizeof pub ? klen : sizeof pub, NULL, err, errlen) < 0)
		return -1;
	if (set->folder) {
		for (size_t i = 0; i < set->count; i++)
			if (!strcmp(set->files[i].name, BINARY_NAME)) {
				snprintf(err, errlen, "'%s': the judge names the compiler's output "
					 "'%s'", set->files[i].path, BINARY_NAME);
				return -1;
			}
		snprintf(name, len, "%s", main->name);
	} else if (set->language->source) {
		/* A file alone is named as its public class (javac's rule); main may be elsewhere. */
		const struct ystrings one = {(char **)&set->language->source, 1};
		const struct language_vars v = {.klass = pub};
		char **words = language_expand(&one, &v, err, errlen);

		if (!words)
			return -1;
		snprintf(name, len, "%s", words[0]);
		language_argv_free(words);
	} else if (!strcmp(main->name, BINARY_NAME) || main->name[0] == '.' || !main->name[0]) {
		snprintf(name, len, "source%s", dot ? dot : "");
	} else {
		snprintf(name, len, "%s", main->name);
	}
	return 0;
}

/* Copies the file open on fd into a new file name (with mode) of the folder open on dfd. */
static int
copy_file(int fd, int dfd, const char *name, mode_t mode)
{
	char buf[65536];
	int out = openat(dfd, name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
	ssize_t n = 0;

	if (out < 0)
		return -1;
	for (off_t at = 0; (n = pread(fd, buf, sizeof buf, at)) > 0; at += n)
		if (write(out, buf, (size_t)n) != n) {
			n = -1;
			break;
		}
	if (close(out) < 0)
		n = -1;
	return n == 0 ? 0 : -1;
}

/*
 * Ends a folder of the cache made aside by fs_dir_create() as tmp (open on
 * to, which is closed; -1 when it could not be made): renamed to dir when rc
 * is 0, else removed.  Returns 0, or -1 with err set.
 */
static int
store_end(int rc, int to, char *tmp, const char *dir, char *err, size_t errlen)
{
	if (to < 0)
		rc = -1;
	else if (rc == 0 && fs_dir_commit(tmp, dir) == 0)
		tmp[0] = '\0';
	else
		rc = -1;
	if (rc < 0)
		snprintf(err, errlen, "cannot store '%s': %s", dir, strerror(errno));
	if (to >= 0)
		close(to);
	if (tmp[0] && to >= 0)
		fs_dir_remove(tmp);
	return rc;
}

/*
 * Puts the regular files of the folder open on from (the sandbox's holding
 * folder, the compiler's outputs) into the cache as the folder dir, whole:
 * made aside, each file moved (copied when the holding folder is on another
 * file system), then renamed.  Returns 0, or -1 with err set.
 */
static int
put_in_place(int from, const char *dir, char *err, size_t errlen)
{
	char tmp[PATH_MAX + 32];
	int to = fs_dir_create(dir, tmp, sizeof tmp), it, rc = to < 0 ? -1 : 0;
	DIR *d = rc < 0 || (it = openat(from, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0
			 ? NULL : fdopendir(it);
	struct dirent *de;

	if (!d)
		rc = -1;
	while (rc == 0 && (de = readdir(d))) {
		struct stat st;
		int fd;

		if (fstatat(from, de->d_name, &st, AT_SYMLINK_NOFOLLOW) < 0 || !S_ISREG(st.st_mode))
			continue;
		if (renameat(from, de->d_name, to, de->d_name) == 0)
			continue;
		if (errno != EXDEV ||
		    (fd = openat(from, de->d_name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)) < 0) {
			rc = -1;
			break;
		}
		rc = copy_file(fd, to, de->d_name, st.st_mode & 0777);
		close(fd);
	}
	if (d)
		closedir(d);
	return store_end(rc, to, tmp, dir, err, errlen);
}

/*
 * When the compile command starts a file of the program (./build), how the
 * sandbox starts it into *x, and its interpreter put before *argv; else
 * nothing (x->path empty).  Returns 0, or -1 with err set.
 */
static int
own_compiler(const struct source_set *set, struct language_exec *x, char ***argv, char *err,
	     size_t errlen)
{
	const char *name = language_own_file(set->language->compile.items[0]);

	if (!name)
		return 0;
	for (size_t i = 0; i < set->count; i++) {
		if (strcmp(set->files[i].name, name))
			continue;
		if (language_exec_file(set->files[i].path, x, err, errlen) < 0)
			return -1;
		return (*argv = language_exec_argv(x, *argv, err, errlen)) ? 0 : -1;
	}
	snprintf(err, errlen, "'%s' has no '%s'", set->path, name);
	return -1;
}

/*
 * Runs the compiler for job in sb into res (ok, log, time): the program's
 * folder into the cache at dir when it is made within l.  Returns 0, or -1
 * with err.
 */
static int
run_compiler(struct sandbox *sb, const struct compile_job *job, const struct compiler_limits *l,
	     const char *real, const char *name, const char *klass, struct compile_files *f,
	     const char *dir, const char *fail_log, struct compile_result *res, char *err,
	     size_t errlen)
{
	const struct source_set *set = job->sources;
	const struct language *lang = set->language;
	const char *files[SOURCE_SET_MAX];
	struct run_put puts[SOURCE_SET_MAX];
	size_t nfiles = 0;

	for (size_t i = 0; i < f->n; i++) {
		puts[i] = (struct run_put){f->name[i], f->src[i]};
		if (set->files[i].source)
			files[nfiles++] = f->name[i];
	}
	const struct language_vars vars = {
		.files = files, .nfiles = nfiles, .include = job->include_dir, .flags = job->flags,
		.main = name, .binary = BINARY_NAME, .klass = klass,
		.memory_mib = l->run.memory_bytes >> 20, .stack_kib = (l->run.memory_bytes >> 10) * 3 / 4,
	};
	char **argv = NULL, **env = NULL;
	struct language_exec own = {0};
	struct run_result rr;
	char n[32], m[32];
	int rc = -1;

	f->null = open("/dev/null", O_RDONLY | O_CLOEXEC);
	f->out = memfd_create("judge-compile-log", MFD_CLOEXEC);
	/* Not in the cache until it is whole: a judge killed meanwhile leaves nothing there. */
	f->dir = sandbox_holding_dir(sb);
	res->log = calloc(1, LOG_CAP);
	if (!res->log || f->null < 0 || f->out < 0 || f->dir < 0) {
		snprintf(err, errlen, "cannot prepare the compilation of '%s': %s", set->path,
			 strerror(errno ? errno : ENOMEM));
		goto out;
	}
	if (!(argv = language_expand(&lang->compile, &vars, err, errlen)) ||
	    (lang->compile_env.count &&
	     !(env = language_expand(&lang->compile_env, &vars, err, errlen))) ||
	    own_compiler(set, &own, &argv, err, errlen) < 0)
		goto out;
	const struct run_spec spec = {
		.path = own.path[0] ? own.path : real, .argv = argv, .stdin_fd = f->null, .stdout_fd = f->out,
		.limits = l->run, .profile = SANDBOX_COMPILER, .policy = &lang->sandbox,
		.cancel_fd = job->cancel_fd, .puts = puts, .nputs = (int)f->n, .take_dir = f->dir,
		.take_max = l->binary_bytes, .include_dir = job->include_dir, .env = env,
	};
	if (sandbox_run(sb, &spec, &rr) < 0) {
		snprintf(err, errlen, "cannot run the compiler: %s", rr.detail);
		goto out;
	}
	if (rr.outcome == RUN_CANCELLED) {
		snprintf(err, errlen, "interrupted");
		goto out;
	}
	res->time_ms = rr.usage.wall_us / 1000;
	ssize_t got = pread(f->out, res->log, LOG_CAP - 1, 0);
	size_t len = got > 0 ? (size_t)got : 0;
	/* What the run command starts: the compiler's binary, or a file the build makes. */
	const char *made = !strcmp(lang->run.items[0], "{binary}") ? BINARY_NAME
			   : language_own_file(lang->run.items[0]);
	struct stat st;

	for (size_t i = 0; i < f->n; i++)
		len = log_rename(res->log, len, f->name[i], set->files[i].path);
	rc = 0;
	if (rr.outcome == RUN_EXITED && rr.exit_code != 0) {
		write_atomic(fail_log, res->log);
	} else if (rr.outcome != RUN_EXITED) {
		note_outcome(&rr, l, res->log, len);
	} else if (rr.taken_bytes > l->binary_bytes) {
		log_note(res->log, len, "output of %s over the %s limit\n",
			 units_format_bytes(rr.taken_bytes, n, sizeof n),
			 units_format_bytes(l->binary_bytes, m, sizeof m));
	} else if (made && fstatat(f->dir, made, &st, AT_SYMLINK_NOFOLLOW) < 0) {
		if (strcmp(made, BINARY_NAME))
			log_note(res->log, len, "the build made no '%s'\n", made);
		else
			log_note(res->log, len, "the compiler made no binary\n");
	} else if (put_in_place(f->dir, dir, err, errlen) < 0) {
		rc = -1;
	} else {
		res->ok = true;
	}
out:
	language_argv_free(argv);
	language_argv_free(env);
	return rc;
}

/* A language that compiles nothing: its folder holds the sources alone. */
static int
copy_sources(const struct compile_files *f, const char *dir, char *err, size_t errlen)
{
	char tmp[PATH_MAX + 32];
	int dfd = fs_dir_create(dir, tmp, sizeof tmp), rc = dfd < 0 ? -1 : 0;

	for (size_t i = 0; rc == 0 && i < f->n; i++) {
		struct stat st;

		/* Executable when it is: a run script. */
		rc = fstat(f->src[i], &st) < 0 ? -1
		     : copy_file(f->src[i], dfd, f->name[i], st.st_mode & S_IXUSR ? 0755 : 0644);
	}
	return store_end(rc, dfd, tmp, dir, err, errlen);
}

/* Opens every file of job into f, by its own name, and adds up their sizes into total. */
static int
open_sources(const struct compile_job *job, struct compile_files *f, int64_t *total, char *err,
	     size_t errlen)
{
	const struct source_set *set = job->sources;
	struct stat st;

	*total = 0;
	for (f->n = 0; f->n < set->count; f->n++) {
		const struct source_file *file = &set->files[f->n];

		/* By the package rule: a source that is a link out of it is refused. */
		f->src[f->n] = source_set_open_file(set, f->n, &st, err, errlen);
		if (f->src[f->n] < 0) {
			f->n++;
			return -1;
		}
		f->size[f->n] = st.st_size;
		f->name[f->n] = file->name;
		*total += st.st_size;
	}
	return 0;
}

int
compile_program(struct sandbox *sb, const struct compile_job *job, struct compile_result *res,
		char *err, size_t errlen)
{
	const struct compiler_limits l = merge_limits(job->limits);
	const char *cache = compile_cache_dir();
	char key[33], real[PATH_MAX], dir[PATH_MAX], fail_log[PATH_MAX], n[32], m[32];
	struct compile_files f = {.null = -1, .out = -1, .dir = -1};
	struct stat st;
	int64_t total;
	int rc = -1;

	memset(res, 0, sizeof *res);
	err[0] = '\0';
	if (open_sources(job, &f, &total, err, errlen) < 0)
		goto out;
	/* Too big to be given to the compiler at all. */
	if (total > l.source_bytes) {
		res->log = malloc(LOG_CAP);
		if (!res->log) {
			snprintf(err, errlen, "out of memory");
			goto out;
		}
		snprintf(res->log, LOG_CAP, "source%s of %s over the %s limit\n",
			 job->sources->folder ? "s" : "", units_format_bytes(total, n, sizeof n),
			 units_format_bytes(l.source_bytes, m, sizeof m));
		rc = 0;
		goto out;
	}
	if (source_name(job, res->main, sizeof res->main, res->klass, sizeof res->klass, err,
			errlen) < 0)
		goto out;
	f.name[job->sources->main] = res->main;
	if (job_key(job, &l, &f, res->main, key, real, err, errlen) < 0 ||
	    compile_cache_check(err, errlen) < 0)
		goto out;
	snprintf(dir, sizeof dir, "%s/%s", cache, key);
	snprintf(fail_log, sizeof fail_log, "%s/%s.failed", cache, key);
	res->dir = strdup(dir);
	if (!res->dir) {
		snprintf(err, errlen, "out of memory");
		goto out;
	}
	if (lstat(dir, &st) == 0 && S_ISDIR(st.st_mode)) {
		res->ok = res->cached = true;
		res->log = strdup("");
		rc = res->log ? 0 : -1;
		goto out;
	}
	if ((res->log = read_small_file(fail_log))) {
		res->cached = true;
		rc = 0;
		goto out;
	}
	if (!job->sources->language->compile.count) {
		rc = copy_sources(&f, dir, err, errlen);
		res->ok = rc == 0;
		res->log = strdup("");
		goto out;
	}
	rc = run_compiler(sb, job, &l, real, res->main, res->klass, &f, dir, fail_log, res, err,
			  errlen);
out:
	files_close(&f);
	if (rc < 0)
		compile_result_fini(res);
	return rc;
}

/* The tasks of compile_all() and the next one to take. */
struct compile_queue {
	struct compile_task *tasks;
	size_t n;
	size_t next;                 /* taken with __atomic_fetch_add */
};

struct compile_worker {
	struct compile_queue *q;
	struct sandbox *sb;
	pthread_t thread;
};

static void *
compile_worker_main(void *arg)
{
	struct compile_worker *w = arg;
	size_t i;

	while ((i = __atomic_fetch_add(&w->q->next, 1, __ATOMIC_RELAXED)) < w->q->n) {
		struct compile_task *t = &w->q->tasks[i];

		t->rc = compile_program(w->sb, t->job, t->res, t->err, sizeof t->err);
	}
	return NULL;
}

void
compile_all(struct sandbox *const *sbs, size_t nsb, struct compile_task *tasks, size_t n)
{
	struct compile_queue q = {tasks, n, 0};
	struct compile_worker w[16];
	size_t started = 0, want = nsb < n ? nsb : n;

	if (want > sizeof w / sizeof w[0])
		want = sizeof w / sizeof w[0];
	/* The first in this thread; a thread that cannot start leaves its share to the others. */
	for (size_t k = 1; k < want; k++) {
		w[started] = (struct compile_worker){&q, sbs[k], 0};
		if (pthread_create(&w[started].thread, NULL, compile_worker_main, &w[started]) == 0)
			started++;
	}
	struct compile_worker self = {&q, sbs[0], 0};

	if (n)
		compile_worker_main(&self);
	for (size_t k = 0; k < started; k++)
		pthread_join(w[k].thread, NULL);
}

/*
 * Where the version line of lang's tools is kept: versions/HASH in the cache,
 * HASH naming the version command and the tool's identity (an upgrade
 * changes it).  Returns 0, or -1 when the cache or the tool cannot be had.
 */
static int
version_path(const struct language *lang, char *path, size_t len)
{
	char dir[PATH_MAX], err[256];
	XXH3_state_t *h = XXH3_createState();
	int rc = -1;

	if (!h)
		return -1;
	XXH3_128bits_reset(h);
	hash_words(h, &lang->version);
	if (hash_tool(h, lang->version.items[0], NULL, 0) == 0 &&
	    compile_cache_subdir("versions", dir, sizeof dir, err, sizeof err) == 0) {
		XXH128_hash_t d = XXH3_128bits_digest(h);

		snprintf(path, len, "%s/%016llx%016llx", dir, (unsigned long long)d.high64,
			 (unsigned long long)d.low64);
		rc = 0;
	}
	XXH3_freeState(h);
	return rc;
}

int
compile_version(struct sandbox *sb, const struct language *lang, char *out, size_t len)
{
	const struct language_vars vars = {0};
	char real[PATH_MAX], err[128], line[512], kept[PATH_MAX];
	char **argv = NULL;
	struct run_result rr;
	int null = -1, log = -1, rc = -1;
	char *cached;

	out[0] = '\0';
	if (!lang->version.count || language_find_tool(lang->version.items[0], real, sizeof real) < 0)
		return -1;
	/* Found once per toolchain, not once per judging (a JVM's start is slow). */
	bool keep = version_path(lang, kept, sizeof kept) == 0;

	if (keep && (cached = read_small_file(kept))) {
		snprintf(out, len, "%.*s", (int)strcspn(cached, "\n"), cached);
		free(cached);
		if (out[0])
			return 0;
	}
	null = open("/dev/null", O_RDONLY | O_CLOEXEC);
	log = memfd_create("judge-version", MFD_CLOEXEC);
	argv = language_expand(&lang->version, &vars, err, sizeof err);
	/* A JVM's start, at most: far under a compiler's limits. */
	const struct run_spec spec = {
		.path = real, .argv = argv, .stdin_fd = null, .stdout_fd = log,
		.limits = {.time_ms = 10000, .wall_ms = 20000, .memory_bytes = 1LL << 30,
			   .output_bytes = 1 << 16, .processes = defaults.run.processes},
		.profile = SANDBOX_COMPILER, .policy = &lang->sandbox, .cancel_fd = -1,
	};
	if (null >= 0 && log >= 0 && argv && sandbox_run(sb, &spec, &rr) == 0 &&
	    rr.outcome == RUN_EXITED && rr.exit_code == 0) {
		ssize_t n = pread(log, line, sizeof line - 1, 0);
		const char *at = line;

		line[n > 0 ? n : 0] = '\0';
		/* Past a runtime's warnings (a JVM's before kotlinc's version). */
		while (strstr(at, "warning") && strstr(at, "warning") < at + strcspn(at, "\n") &&
		       at[strcspn(at, "\n")])
			at += strcspn(at, "\n") + 1;
		snprintf(out, len, "%.*s", (int)strcspn(at, "\r\n"), at);
		rc = out[0] ? 0 : -1;
		if (rc == 0 && keep)
			write_atomic(kept, out);
	}
	language_argv_free(argv);
	if (null >= 0)
		close(null);
	if (log >= 0)
		close(log);
	return rc;
}

char *
compile_describe(char *buf, size_t len)
{
	char t[32], w[32], mem[32], out[32], b[32], src[32];

	snprintf(buf, len,
		 "CPU %s, wall %s, memory %s, output %s, %lld tasks, files %s, source %s",
		 units_format_time(defaults.run.time_ms, t, sizeof t),
		 units_format_time(defaults.run.wall_ms, w, sizeof w),
		 units_format_bytes(defaults.run.memory_bytes, mem, sizeof mem),
		 units_format_bytes(defaults.run.output_bytes, out, sizeof out),
		 (long long)defaults.run.processes,
		 units_format_bytes(defaults.binary_bytes, b, sizeof b),
		 units_format_bytes(defaults.source_bytes, src, sizeof src));
	return buf;
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
	free(res->dir);
	free(res->log);
	res->dir = res->log = NULL;
}
