/* A compiled program made ready to run: its executable, files and run command. */
#include "program.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Is the program its binary, run where it is (the run command starts with {binary})? */
static bool
runs_binary(const struct language *lang)
{
	return !strcmp(lang->run.items[0], "{binary}");
}

/* Opens every regular file of the folder dir as one of p's puts. */
static int
open_files(struct program *p, const char *dir, char *err, size_t errlen)
{
	int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	DIR *d = dfd < 0 ? NULL : fdopendir(dfd);
	struct dirent *de;
	int rc = 0;

	if (!d) {
		if (dfd >= 0)
			close(dfd);
		snprintf(err, errlen, "cannot open '%s': %s", dir, strerror(errno));
		return -1;
	}
	while (rc == 0 && (de = readdir(d))) {
		struct stat st;
		int fd;

		if (de->d_name[0] == '.')
			continue;
		if (p->nputs == RUN_PUTS_MAX) {
			snprintf(err, errlen, "'%s' holds more than %d files", dir, RUN_PUTS_MAX);
			rc = -1;
			break;
		}
		fd = openat(dfd, de->d_name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
		if (fd < 0 || fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
			if (fd >= 0)
				close(fd);
			continue;
		}
		char *name = strdup(de->d_name);

		if (!name) {
			close(fd);
			snprintf(err, errlen, "out of memory");
			rc = -1;
			break;
		}
		p->puts[p->nputs].name = name;
		p->puts[p->nputs++].fd = fd;
	}
	closedir(d);
	return rc;
}

int
program_open(struct program *p, const struct language *lang, const struct compile_result *cr,
	     char *err, size_t errlen)
{
	const char *slash = strrchr(cr->dir, '/');

	memset(p, 0, sizeof *p);
	p->language = lang;
	snprintf(p->main, sizeof p->main, "%s", cr->main);
	snprintf(p->klass, sizeof p->klass, "%s", cr->klass);
	snprintf(p->key, sizeof p->key, "%s", slash ? slash + 1 : cr->dir);
	snprintf(p->binary, sizeof p->binary, "%s/%s", cr->dir, BINARY_NAME);
	if (runs_binary(lang)) {
		snprintf(p->exec, sizeof p->exec, "%s", p->binary);
		return 0;
	}
	const char *own = language_own_file(lang->run.items[0]);
	char path[PATH_MAX];

	/* A run script (or the binary a build made) starts from its copy in the cache. */
	if (own) {
		snprintf(path, sizeof path, "%s/%s", cr->dir, own);
		if (language_exec_file(path, &p->own, err, errlen) < 0)
			return -1;
		snprintf(p->exec, sizeof p->exec, "%s", p->own.path);
	} else if (language_find_tool(lang->run.items[0], p->exec, sizeof p->exec) < 0) {
		snprintf(err, errlen, "no runtime for %s (%s not found)", lang->name,
			 lang->run.items[0]);
		return -1;
	}
	if (open_files(p, cr->dir, err, errlen) < 0) {
		program_close(p);
		return -1;
	}
	return 0;
}

void
program_spec(const struct program *p, struct run_spec *spec)
{
	spec->path = p->exec;
	spec->policy = &p->language->sandbox;
	spec->puts = p->puts;
	spec->nputs = p->nputs;
}

/* What the placeholders of p's run command and environment stand for in spec's run. */
static struct language_vars
run_vars(const struct program *p, const struct sandbox *sb, const struct run_spec *spec)
{
	return (struct language_vars){
		.main = p->main, .binary = p->binary, .klass = p->klass,
		.memory_mib = spec->limits.memory_bytes >> 20,
		.stack_kib = (sandbox_stack_bytes(sb, spec) >> 10) * 3 / 4,
	};
}

int
program_env(const struct program *p, const struct sandbox *sb, const struct run_spec *spec,
	    char ***env, char *err, size_t errlen)
{
	const struct language_vars v = run_vars(p, sb, spec);

	*env = NULL;
	if (!p->language->run_env.count)
		return 0;
	*env = language_expand(&p->language->run_env, &v, err, errlen);
	return *env ? 0 : -1;
}

char **
program_argv(const struct program *p, const struct sandbox *sb, const struct run_spec *spec,
	     char *const *args, char *err, size_t errlen)
{
	const struct language_vars v = run_vars(p, sb, spec);
	char **argv = language_expand(&p->language->run, &v, err, errlen);
	char *exec = strdup(p->exec);
	size_t n = 0, extra = 0;

	while (argv && argv[n])
		n++;
	while (args && args[extra])
		extra++;
	char **all = argv && exec ? realloc(argv, (n + extra + 1) * sizeof *all) : NULL;

	if (!all) {
		if (argv)
			snprintf(err, errlen, "out of memory");
		language_argv_free(argv);
		free(exec);
		return NULL;
	}
	/*
	 * The runtime by the path the sandbox executes (it finds its own files
	 * from it); a file of the program's own keeps its ./NAME, after its
	 * interpreter.
	 */
	if (p->own.path[0]) {
		free(exec);
	} else {
		free(all[0]);
		all[0] = exec;
	}
	all[n + extra] = NULL;
	for (size_t i = 0; i < extra; i++)
		all[n + i] = (char *)args[i];
	for (size_t i = 0; i < extra; i++)
		if (!(all[n + i] = strdup(args[i]))) {
			for (size_t j = i + 1; j < extra; j++)
				all[n + j] = NULL;
			language_argv_free(all);
			snprintf(err, errlen, "out of memory");
			return NULL;
		}
	return p->own.path[0] ? language_exec_argv(&p->own, all, err, errlen) : all;
}

int
program_run(const struct program *p, struct sandbox *sb, const struct program_run *how,
	    struct run_result *rr, char *err, size_t errlen)
{
	int in = how->stdin_fd >= 0 ? how->stdin_fd : open("/dev/null", O_RDONLY | O_CLOEXEC);
	struct run_spec rs = {
		.stdin_fd = in,
		.stdout_fd = how->stdout_fd,
		.limits = how->limits,
		.profile = how->profile,
		.cancel_fd = how->cancel_fd,
		.take_dir = how->take_dir,
		.take_max = how->take_max,
	};
	char **argv = NULL, **env = NULL;
	int rc = -1;

	if (in < 0) {
		snprintf(err, errlen, "cannot open /dev/null: %s", strerror(errno));
		return -1;
	}
	program_spec(p, &rs);
	if (!(argv = program_argv(p, sb, &rs, how->args, err, errlen)) ||
	    program_env(p, sb, &rs, &env, err, errlen) < 0)
		goto out;
	rs.argv = argv;
	rs.env = env;
	if (sandbox_run(sb, &rs, rr) < 0 || rr->outcome == RUN_FAILED) {
		snprintf(err, errlen, "sandbox: %s", rr->detail);
		goto out;
	}
	rc = 0;
out:
	language_argv_free(argv);
	language_argv_free(env);
	if (how->stdin_fd < 0)
		close(in);
	return rc;
}

void
program_close(struct program *p)
{
	for (int i = 0; i < p->nputs; i++) {
		close(p->puts[i].fd);
		free((char *)p->puts[i].name);
	}
	p->nputs = 0;
}
