/*
 * The language table: the built-in entries, a tree's languages.yaml over
 * them, detection by extension, tools found where the sandbox finds them,
 * and commands expanded.
 */
#include "language.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/pkgfile.h"
#include "ydoc.h"

/*
 * The built-in entries, as a tree's languages.yaml would write them (the
 * format is problems/README.md's "Languages").  Ids are Kattis's and
 * BAPCtools' where they agree.  Runtimes that start threads by themselves
 * get a task budget; those that reserve address space they never touch get
 * room for it where only RLIMIT_AS limits memory; the calls each needs
 * beyond every program's were found by running it under the filter (see
 * languages.yaml's sandbox: in problems/README.md).  A folder with a build
 * or run script is a program of those scripts, as the package format
 * defines them (build and run: BAPCtools' names); .sh is Bash, the format's
 * language table says.  Python runs with -E -s (no PYTHON* variables, no
 * user site packages), not -S, which drops exit() and quit() that programs
 * call, nor -I, which would also drop the script's folder from sys.path
 * and so a program's own modules; with PyPy where it is installed, as
 * problemtools and BAPCtools run Python 3 (pypy3 answers to python3).
 */
static const char *const builtin[] = {
	"c:\n"
	"  name: C\n"
	"  extensions: [c]\n"
	"  package: gcc\n"
	"  version: [cc, --version]\n"
	"  compile: [cc, -std=c17, -O2, '{flags}', '{include}', -o, '{binary}', '{files}', -lm]\n"
	"  run: ['{binary}']\n"
	"  priority: 950\n",
	"cpp:\n"
	"  name: C++\n"
	"  extensions: [cc, cpp, cxx, c++, C]\n"
	"  package: g++\n"
	"  version: [g++, --version]\n"
	"  compile: [g++, -std=gnu++20, -O2, -static, '{flags}', '{include}', -o, '{binary}',\n"
	"            '{files}']\n"
	"  run: ['{binary}']\n"
	"  priority: 1000\n",
	"python2:\n"
	"  name: Python 2\n"
	"  extensions: [py, py2]\n"
	"  shebang: '^#!.*python2'\n"
	"  version: [python2, --version]\n"
	"  compile: [python2, -m, py_compile, '{files}']\n"
	"  run: [python2, -s, -B, '{main}']\n"
	"  priority: 920\n"
	"  sandbox: {syscalls: [prctl], ioctls: [FIOCLEX], errno: {socket: EACCES}}\n",
	"python3:\n"
	"  name: Python 3\n"
	"  extensions: [py, py3]\n"
	"  package: python3\n"
	"  version: [python3, --version]\n"
	"  compile: [python3, -I, -s, -m, py_compile, '{files}']\n"
	"  run: [python3, -E, -s, -B, '{main}']\n"
	"  priority: 850\n"
	"  sandbox: {syscalls: [prctl], ioctls: [FIOCLEX], errno: {socket: EACCES}}\n",
	"pypy3:\n"
	"  name: Python 3 (PyPy)\n"
	"  aliases: [python3]\n"
	"  extensions: [py, py3]\n"
	"  package: pypy3\n"
	"  version: [pypy3, --version]\n"
	"  compile: [pypy3, -s, -m, py_compile, '{files}']\n"
	"  run: [pypy3, -E, -s, -B, '{main}']\n"
	"  priority: 900\n"
	"  sandbox: {syscalls: [prctl], ioctls: [FIOCLEX], errno: {socket: EACCES}}\n",
	"java:\n"
	"  name: Java\n"
	"  extensions: [java]\n"
	"  package: default-jdk-headless\n"
	"  version: [javac, -version]\n"
	"  source: '{class}.java'\n"
	"  compile: [javac, '-J-XX:MaxRAM={memory_mib}m', -encoding, UTF-8, -d, ., '{files}']\n"
	"  run: [java, -Dfile.encoding=UTF-8, -XX:+UseSerialGC, -XX:-UsePerfData, -Xss64m,\n"
	"        '-Xmx{memory_mib}m', -XX:CompressedClassSpaceSize=64m,\n"
	"        -XX:ReservedCodeCacheSize=64m, -cp, ., '{class}']\n"
	"  priority: 800\n"
	"  sandbox: {threads: 64, syscalls: [prctl, socketpair], errno: {socket: EACCES},\n"
	"            ioctls: [FIONREAD], address_space: 2GiB}\n",
	"kotlin:\n"
	"  name: Kotlin\n"
	"  extensions: [kt]\n"
	"  package: kotlin\n"
	"  version: [kotlinc, -version]\n"
	"  compile: [kotlinc, -include-runtime, -d, main.jar, '{files}']\n"
	"  compile_env: ['JAVA_OPTS=-XX:MaxRAM={memory_mib}m']\n"
	"  run: [java, -Dfile.encoding=UTF-8, -XX:+UseSerialGC, -XX:-UsePerfData, -Xss64m,\n"
	"        '-Xmx{memory_mib}m', -XX:CompressedClassSpaceSize=64m,\n"
	"        -XX:ReservedCodeCacheSize=64m, -jar, main.jar]\n"
	"  priority: 250\n"
	"  sandbox: {threads: 64, syscalls: [prctl, socketpair], errno: {socket: EACCES},\n"
	"            ioctls: [FIONREAD], address_space: 2GiB}\n",
	"rust:\n"
	"  name: Rust\n"
	"  extensions: [rs]\n"
	"  package: rustc\n"
	"  version: [rustc, --version]\n"
	"  compile: [rustc, --edition=2021, -O, -o, '{binary}', '{main}']\n"
	"  run: ['{binary}']\n"
	"  priority: 575\n",
	"javascript:\n"
	"  name: JavaScript (Node.js)\n"
	"  extensions: [js]\n"
	"  package: nodejs\n"
	"  version: [node, --version]\n"
	"  compile: [node, --check, '{main}']\n"
	"  run: [node, '--max-old-space-size={memory_mib}', '--stack-size={stack_kib}', '{main}']\n"
	"  priority: 500\n"
	"  sandbox: {threads: 16, syscalls: [capget, epoll_create1, epoll_ctl, epoll_pwait,\n"
	"            eventfd2, pipe2, pkey_alloc, pkey_free], errno: {io_uring_setup: ENOSYS},\n"
	"            ioctls: [FIONBIO], address_space: 2GiB}\n",
	"ruby:\n"
	"  name: Ruby\n"
	"  extensions: [rb]\n"
	"  package: ruby\n"
	"  version: [ruby, --version]\n"
	"  compile: [ruby, -c, '{main}']\n"
	"  run: [ruby, --disable-gems, '{main}']\n"
	"  run_env: [RUBY_THREAD_VM_STACK_SIZE=67108864]\n"
	"  priority: 650\n"
	"  sandbox: {threads: 8, syscalls: [eventfd2, prctl, timer_create, timer_delete]}\n",
	"pascal:\n"
	"  name: Pascal (Free Pascal)\n"
	"  extensions: [pas]\n"
	"  package: fp-compiler\n"
	"  version: [fpc, -iW]\n"
	"  compile: [fpc, -O2, -XS, -Xt, '-o{binary}', '{main}']\n"
	"  run: ['{binary}']\n"
	"  priority: 350\n",
	"go:\n"
	"  name: Go\n"
	"  extensions: [go]\n"
	"  package: golang-go\n"
	"  version: [go, version]\n"
	"  compile: [go, build, -o, '{binary}', '{files}']\n"
	"  compile_env: [CGO_ENABLED=0, GOFLAGS=-mod=mod, GOTOOLCHAIN=local]\n"
	"  run: ['{binary}']\n"
	"  priority: 400\n"
	"  sandbox: {threads: 64, syscalls: [mincore, sched_getaffinity]}\n",
	"bash:\n"
	"  name: Bash\n"
	"  extensions: [sh, bash]\n"
	"  package: bash\n"
	"  version: [bash, --version]\n"
	"  run: [bash, '{main}']\n"
	"  priority: 100\n"
	"  sandbox: {syscalls: [getpgrp, prctl], errno: {socket: EACCES}, ioctls: [TIOCGPGRP]}\n",
	"build:\n"
	"  name: build and run scripts\n"
	"  names: [build]\n"
	"  compile: [./build]\n"
	"  run: [./run]\n"
	"  priority: 2000\n",
	"run:\n"
	"  name: run script\n"
	"  names: [run]\n"
	"  run: [./run]\n"
	"  priority: 1999\n",
};

static const char *const builtin_origin = "(built-in languages)";

/* struct sandbox_policy as a languages.yaml writes it, parsed into plain values. */
struct policy_text {
	int64_t threads;
	int64_t address_space;
	struct ystrings syscalls;
	const struct ynode *errnos;
	struct ystrings ioctls;
};

static int
keep_node(struct yctx *ctx, const struct ynode *v, void *dst)
{
	(void)ctx;
	*(const struct ynode **)dst = v;
	return 0;
}

#define PFIELD(name) offsetof(struct policy_text, name)
static const struct yfield policy_fields[] = {
	{"address_space", yparse_bytes, PFIELD(address_space), false},
	{"errno", keep_node, PFIELD(errnos), false},
	{"ioctls", yparse_string_list, PFIELD(ioctls), false},
	{"syscalls", yparse_string_list, PFIELD(syscalls), false},
	{"threads", yparse_count, PFIELD(threads), false},
};

/*
 * The name of a call a policy allows (allowed) or answers with an error: one
 * the sandbox lets a policy name, that fits in its fixed arrays.
 */
static int
policy_name(struct yctx *ctx, const struct ynode *at, const char *name, bool allowed, char *out)
{
	if (strlen(name) >= SANDBOX_NAME_MAX || sandbox_policy_syscall(name, allowed) < 0)
		return yctx_error(ctx, at, allowed ? "'%s' is not a system call a language may allow "
				  "(the sandbox's list: problems/README.md)"
				  : "'%s' is not a system call a language may answer with an error",
				  name);
	snprintf(out, SANDBOX_NAME_MAX, "%s", name);
	return 0;
}

static int
policy_errnos(struct yctx *ctx, const struct ynode *map, struct sandbox_policy *p)
{
	int rc = 0;

	if (map->type != YNODE_MAPPING)
		return yctx_error(ctx, map, "errno must map calls to errors ({socket: EACCES})");
	for (size_t i = 0; i + 1 < map->count; i += 2) {
		const struct ynode *k = map->items[i], *v = map->items[i + 1];

		if (p->nerrnos == SANDBOX_POLICY_MAX) {
			rc = yctx_error(ctx, k, "more than %d calls", SANDBOX_POLICY_MAX);
			break;
		}
		if (k->type != YNODE_SCALAR || v->type != YNODE_SCALAR) {
			rc = yctx_error(ctx, k, "errno must map calls to errors ({socket: EACCES})");
			continue;
		}
		if (policy_name(ctx, k, k->text, false, p->errnos[p->nerrnos].name) < 0) {
			rc = -1;
			continue;
		}
		if (sandbox_policy_errno(v->text, &p->errnos[p->nerrnos].err) < 0) {
			rc = yctx_error(ctx, v, "unknown error '%s' (EACCES, EPERM, ENOSYS, "
				       "EAFNOSUPPORT)", v->text);
			continue;
		}
		p->nerrnos++;
	}
	return rc;
}

/* The `sandbox:` key: replaces the whole policy. */
static int
parse_policy(struct yctx *ctx, const struct ynode *v, void *dst)
{
	struct sandbox_policy *p = dst;
	struct policy_text t = {0};
	int rc = ymap_apply(ctx, v, "sandbox", policy_fields,
			    sizeof policy_fields / sizeof policy_fields[0], &t);

	memset(p, 0, sizeof *p);
	p->threads = t.threads;
	p->address_space = t.address_space;
	if (t.syscalls.count > SANDBOX_POLICY_MAX || t.ioctls.count > SANDBOX_POLICY_MAX)
		rc = yctx_error(ctx, v, "more than %d calls or ioctls", SANDBOX_POLICY_MAX);
	for (size_t i = 0; rc == 0 && i < t.syscalls.count; i++)
		if (policy_name(ctx, v, t.syscalls.items[i], true, p->syscalls[p->nsyscalls++]) < 0)
			rc = -1;
	for (size_t i = 0; rc == 0 && i < t.ioctls.count; i++)
		if (sandbox_policy_ioctl(t.ioctls.items[i], &p->ioctls[p->nioctls++]) < 0)
			rc = yctx_error(ctx, v, "unknown ioctl '%s' (FIOCLEX, FIONCLEX, FIONBIO, "
				       "FIONREAD, TIOCGPGRP, TIOCGWINSZ)", t.ioctls.items[i]);
	if (rc == 0 && t.errnos)
		rc = policy_errnos(ctx, t.errnos, p);
	ystrings_fini(&t.syscalls);
	ystrings_fini(&t.ioctls);
	return rc;
}

/* A priority: any whole number, 0 by default. */
static int
parse_priority(struct yctx *ctx, const struct ynode *v, void *dst)
{
	char *end;

	if (v->type != YNODE_SCALAR)
		return yctx_error(ctx, v, "priority must be a whole number");
	errno = 0;
	long long n = strtoll(v->text, &end, 10);
	if (errno || end == v->text || *end || n < -1000000 || n > 1000000)
		return yctx_error(ctx, v, "priority must be a whole number, not '%s'", v->text);
	*(int64_t *)dst = n;
	return 0;
}

#define FIELD(name) offsetof(struct language, name)
static const struct yfield fields[] = {
	{"aliases", yparse_string_list, FIELD(aliases), false},
	{"compile", yparse_string_list, FIELD(compile), false},
	{"compile_env", yparse_string_list, FIELD(compile_env), false},
	{"extensions", yparse_string_list, FIELD(extensions), false},
	{"name", yparse_string, FIELD(name), true},
	{"names", yparse_string_list, FIELD(names), false},
	{"package", yparse_string, FIELD(package), false},
	{"priority", parse_priority, FIELD(priority), false},
	{"run", yparse_string_list, FIELD(run), true},
	{"run_env", yparse_string_list, FIELD(run_env), false},
	{"sandbox", parse_policy, FIELD(sandbox), false},
	{"shebang", yparse_string, FIELD(shebang), false},
	{"source", yparse_string, FIELD(source), false},
	{"version", yparse_string_list, FIELD(version), false},
};
#define NFIELDS (sizeof fields / sizeof fields[0])

static void
language_fini(struct language *l)
{
	free(l->id);
	free(l->name);
	free(l->package);
	free(l->source);
	if (l->shebang)
		regfree(&l->shebang_re);
	free(l->shebang);
	ystrings_fini(&l->extensions);
	ystrings_fini(&l->names);
	ystrings_fini(&l->aliases);
	ystrings_fini(&l->version);
	ystrings_fini(&l->compile);
	ystrings_fini(&l->run);
	ystrings_fini(&l->compile_env);
	ystrings_fini(&l->run_env);
}

bool
language_is(const struct language *lang, const char *code)
{
	if (!strcmp(lang->id, code))
		return true;
	for (size_t i = 0; i < lang->aliases.count; i++)
		if (!strcmp(lang->aliases.items[i], code))
			return true;
	return false;
}

bool
language_installed(const struct language *lang)
{
	char err[8];

	return language_check_tools(lang, err, sizeof err) == 0;
}

const struct language *
language_find(const struct language_table *t, const char *id)
{
	for (size_t i = 0; i < t->count; i++)
		if (!strcmp(t->items[i].id, id))
			return &t->items[i];
	return NULL;
}

static bool
valid_id(const char *id)
{
	if (!islower((unsigned char)*id))
		return false;
	for (const char *c = id; *c; c++)
		if (!islower((unsigned char)*c) && !isdigit((unsigned char)*c) && *c != '_')
			return false;
	return true;
}

/* The placeholder word at the start of text ("{main}"), or -1. */
static int
placeholder_at(const char *text, size_t *len)
{
	static const char *const names[] = {
#define X(word, whole, meaning) word,
		LANGUAGE_WORDS(X)
#undef X
	};
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		size_t n = strlen(names[i]);

		if (!strncmp(text, names[i], n)) {
			*len = n;
			return (int)i;
		}
	}
	return -1;
}

static bool
placeholder_whole(int i)
{
	static const bool whole[] = {
#define X(word, whole, meaning) whole,
		LANGUAGE_WORDS(X)
#undef X
	};
	return whole[i];
}

/* Checks each word of cmd: known placeholders, whole-word ones alone. */
static int
check_command(struct yctx *ctx, const struct ynode *at, const struct ystrings *cmd,
	      const char *key)
{
	for (size_t i = 0; i < cmd->count; i++) {
		const char *w = cmd->items[i];

		for (const char *c = strchr(w, '{'); c; c = strchr(c + 1, '{')) {
			size_t n;
			int p = placeholder_at(c, &n);

			if (p < 0)
				return yctx_error(ctx, at, "%s: unknown placeholder in '%s'", key, w);
			if (placeholder_whole(p) && strlen(w) != n)
				return yctx_error(ctx, at, "%s: '%.*s' must be a word of its own, "
						  "not part of '%s'", key, (int)n, c, w);
		}
	}
	return 0;
}

/* What an entry must hold once merged: run, commands that expand, environments of NAME=value. */
static int
check_entry(struct yctx *ctx, const struct ynode *at, const struct language *l)
{
	int rc = 0;

	if (!l->run.count)
		rc = yctx_error(ctx, at, "language '%s' has an empty run", l->id);
	if (!l->extensions.count && !l->names.count)
		rc = yctx_error(ctx, at, "language '%s' claims no file: give it extensions "
				"(or names)", l->id);
	if (check_command(ctx, at, &l->compile, "compile") < 0 ||
	    check_command(ctx, at, &l->run, "run") < 0 ||
	    check_command(ctx, at, &l->version, "version") < 0)
		rc = -1;
	const struct {
		const struct ystrings *env;
		const char *key;
	} envs[] = {{&l->compile_env, "compile_env"}, {&l->run_env, "run_env"}};

	for (size_t e = 0; e < sizeof envs / sizeof envs[0]; e++) {
		for (size_t i = 0; i < envs[e].env->count; i++)
			if (!strchr(envs[e].env->items[i], '=') || envs[e].env->items[i][0] == '=')
				rc = yctx_error(ctx, at, "%s: '%s' is not NAME=value", envs[e].key,
						envs[e].env->items[i]);
		if (envs[e].env->count > RUN_ENV_MAX)
			rc = yctx_error(ctx, at, "%s: more than %d variables", envs[e].key,
					RUN_ENV_MAX);
		if (check_command(ctx, at, envs[e].env, envs[e].key) < 0)
			rc = -1;
	}
	for (size_t i = 0; i < l->extensions.count; i++)
		if (strchr(l->extensions.items[i], '.') || strchr(l->extensions.items[i], '/'))
			rc = yctx_error(ctx, at, "extensions are written without a dot: '%s'",
					l->extensions.items[i]);
	for (size_t i = 0; i < l->names.count; i++)
		if (strchr(l->names.items[i], '/') || !l->names.items[i][0])
			rc = yctx_error(ctx, at, "names are file names, without a folder: '%s'",
					l->names.items[i]);
	return rc;
}

/* Merges the mapping doc (from path) into t: known ids key by key, new ids whole. */
static int
merge(struct language_table *t, const struct ydoc *doc, const char *path, struct diag *d)
{
	struct yctx ctx = {.path = path, .diag = d};
	const struct ynode *root = doc->root;
	int rc = 0;

	if (!root)
		return 0;
	if (root->type != YNODE_MAPPING)
		return yctx_error(&ctx, root, "a language table must map ids to languages");
	for (size_t i = 0; i + 1 < root->count; i += 2) {
		const struct ynode *k = root->items[i], *v = root->items[i + 1];

		if (k->type != YNODE_SCALAR || !valid_id(k->text)) {
			rc = yctx_error(&ctx, k, "a language id is lower-case letters, digits and _, "
					"starting with a letter");
			continue;
		}
		struct language *l = (struct language *)language_find(t, k->text);
		struct yfield optional[NFIELDS];
		const struct yfield *table = fields;

		if (l) {
			memcpy(optional, fields, sizeof fields);
			for (size_t f = 0; f < NFIELDS; f++)
				optional[f].required = false;
			table = optional;
		} else {
			struct language *grown = realloc(t->items, (t->count + 1) * sizeof *grown);

			if (!grown)
				return yctx_error(&ctx, k, "out of memory");
			t->items = grown;
			l = &t->items[t->count++];
			memset(l, 0, sizeof *l);
			l->id = strdup(k->text);
			if (!l->id)
				return yctx_error(&ctx, k, "out of memory");
		}
		char what[64];

		snprintf(what, sizeof what, "language '%s'", k->text);
		if (l->shebang)
			regfree(&l->shebang_re);
		if (ymap_apply(&ctx, v, what, table, NFIELDS, l) < 0 || check_entry(&ctx, v, l) < 0)
			rc = -1;
		/* Compiled again whatever changed: a failure leaves no pattern to free. */
		if (l->shebang && regcomp(&l->shebang_re, l->shebang, REG_EXTENDED | REG_NOSUB)) {
			rc = yctx_error(&ctx, v, "shebang: '%s' is not a regular expression",
					l->shebang);
			free(l->shebang);
			l->shebang = NULL;
		}
	}
	return rc;
}

/* Whether a and b share a word; the first such of a into *word. */
static bool
share(const struct ystrings *a, const struct ystrings *b, const char **word)
{
	for (size_t e = 0; e < a->count; e++)
		for (size_t f = 0; f < b->count; f++)
			if (!strcmp(a->items[e], b->items[f])) {
				*word = a->items[e];
				return true;
			}
	return false;
}

/* No two languages of one priority may claim one extension, or one name. */
static int
check_extensions(const struct language_table *t, const char *path, struct diag *d)
{
	int rc = 0;

	for (size_t i = 0; i < t->count; i++)
		for (size_t j = i + 1; j < t->count; j++) {
			const struct language *a = &t->items[i], *b = &t->items[j];
			const char *w;

			if (a->priority != b->priority)
				continue;
			if (share(&a->extensions, &b->extensions, &w))
				rc = diag_error(d, path, 0, 0, "languages '%s' and '%s' both claim "
						".%s with priority %lld: give one a higher priority",
						a->id, b->id, w, (long long)a->priority);
			if (share(&a->names, &b->names, &w))
				rc = diag_error(d, path, 0, 0, "languages '%s' and '%s' both claim "
						"'%s' with priority %lld: give one a higher priority",
						a->id, b->id, w, (long long)a->priority);
		}
	return rc;
}

int
language_table_load(struct language_table *t, const char *root, struct diag *d)
{
	char path[PATH_MAX];
	struct ydoc *doc;
	int rc = 0;

	memset(t, 0, sizeof *t);
	/* One entry at a time: a string literal of them all would be too long for C. */
	for (size_t i = 0; rc == 0 && i < sizeof builtin / sizeof builtin[0]; i++) {
		doc = ydoc_parse(builtin_origin, builtin[i], strlen(builtin[i]), d);
		rc = doc ? merge(t, doc, builtin_origin, d) : -1;
		ydoc_free(doc);
	}
	snprintf(path, sizeof path, "%s/languages.yaml", root ? root : ".");
	if (rc == 0 && root && access(path, F_OK) == 0) {
		t->origin = strdup(path);
		doc = ydoc_load(path, d);
		rc = doc && t->origin ? merge(t, doc, path, d) : -1;
		ydoc_free(doc);
	}
	if (rc == 0)
		rc = check_extensions(t, t->origin ? t->origin : builtin_origin, d);
	if (rc < 0)
		language_table_fini(t);
	return rc;
}

/* Does the first line of path match l's shebang (a language without one claims any)? */
static bool
shebang_matches(const struct language *l, const char *path)
{
	char line[256] = "";
	FILE *f;

	if (!l->shebang)
		return true;
	if ((f = fopen(path, "r"))) {
		if (!fgets(line, sizeof line, f))
			line[0] = '\0';
		fclose(f);
	}
	line[strcspn(line, "\r\n")] = '\0';
	return regexec(&l->shebang_re, line, 0, NULL, 0) == 0;
}

bool
language_claims(const struct language *lang, const char *path)
{
	const char *base = strrchr(path, '/'), *dot;

	base = base ? base + 1 : path;
	for (size_t i = 0; i < lang->names.count; i++)
		if (!strcmp(base, lang->names.items[i]))
			return true;
	dot = strrchr(base, '.');
	if (!dot || dot == base)
		return false;
	for (size_t e = 0; e < lang->extensions.count; e++)
		if (!strcmp(dot + 1, lang->extensions.items[e]))
			return shebang_matches(lang, path);
	return false;
}

bool
language_better(const struct language *a, const struct language *b)
{
	bool ai = language_installed(a), bi = language_installed(b);

	return ai != bi ? ai : a->priority > b->priority;
}

const struct language *
language_for_file(const struct language_table *t, const char *path)
{
	const struct language *best = NULL;

	for (size_t i = 0; i < t->count; i++)
		if (language_claims(&t->items[i], path) &&
		    (!best || language_better(&t->items[i], best)))
			best = &t->items[i];
	return best;
}

int
language_find_tool(const char *word, char *out, size_t len)
{
	char found[PATH_MAX], real[PATH_MAX];
	struct stat st;

	if (strchr(word, '/')) {
		if (realpath(word, real) && stat(real, &st) == 0 && S_ISREG(st.st_mode) &&
		    access(real, X_OK) == 0 && (size_t)snprintf(out, len, "%s", real) < len)
			return 0;
		return -1;
	}
	for (const char *p = LANGUAGE_PATH; *p;) {
		size_t n = strcspn(p, ":");

		snprintf(found, sizeof found, "%.*s/%s", (int)n, p, word);
		if (realpath(found, real) && stat(real, &st) == 0 && S_ISREG(st.st_mode) &&
		    access(real, X_OK) == 0)
			return (size_t)snprintf(out, len, "%s", real) < len ? 0 : -1;
		p += n + (p[n] == ':');
	}
	return -1;
}

/*
 * Is word a tool to find (not a placeholder: "{binary}" is the compiler's
 * output; nor the program's own file)?
 */
static bool
is_tool(const char *word)
{
	return word[0] != '{' && !language_own_file(word);
}

const char *
language_own_file(const char *word)
{
	if (strncmp(word, "./", 2) || !word[2] || strchr(word + 2, '/'))
		return NULL;
	return word + 2;
}

int
language_exec_file(const char *path, struct language_exec *out, char *err, size_t errlen)
{
	char head[512];
	ssize_t n;
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);

	memset(out, 0, sizeof *out);
	if (fd < 0 || (n = read(fd, head, sizeof head - 1)) < 0) {
		snprintf(err, errlen, "cannot read '%s': %s", path, strerror(errno));
		if (fd >= 0)
			close(fd);
		return -1;
	}
	close(fd);
	head[n] = '\0';
	if (n >= 4 && !memcmp(head, "\x7f" "ELF", 4)) {
		snprintf(out->path, sizeof out->path, "%s", path);
		return 0;
	}
	char interp[PATH_MAX] = "sh";

	out->script = true;
	/* As the kernel reads a #! line: the interpreter, then the rest as one argument. */
	if (n >= 2 && head[0] == '#' && head[1] == '!') {
		char *c = head + 2, *end = head + strcspn(head, "\n");

		*end = '\0';
		c += strspn(c, " \t");
		size_t len = strcspn(c, " \t");

		snprintf(interp, sizeof interp, "%.*s", (int)len, c);
		c += len;
		c += strspn(c, " \t");
		while (end > c && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
			*--end = '\0';
		snprintf(out->arg, sizeof out->arg, "%s", c);
	}
	if (!interp[0] || language_find_tool(interp, out->path, sizeof out->path) < 0) {
		snprintf(err, errlen, "'%s': no interpreter '%s' here", path, interp);
		return -1;
	}
	return 0;
}

int
language_check_tools(const struct language *lang, char *err, size_t errlen)
{
	const struct {
		const struct ystrings *cmd;
		const char *what;
	} tools[] = {{&lang->compile, "compiler"}, {&lang->run, "runtime"}};
	char path[PATH_MAX];

	for (size_t i = 0; i < sizeof tools / sizeof tools[0]; i++) {
		const struct ystrings *cmd = tools[i].cmd;

		if (!cmd->count || !is_tool(cmd->items[0]) ||
		    language_find_tool(cmd->items[0], path, sizeof path) == 0)
			continue;
		if (lang->package)
			snprintf(err, errlen, "no %s for %s (%s not found; apt-get install %s)",
				 tools[i].what, lang->name, cmd->items[0], lang->package);
		else
			snprintf(err, errlen, "no %s for %s (%s not found)", tools[i].what,
				 lang->name, cmd->items[0]);
		return -1;
	}
	return 0;
}

char **
language_exec_argv(const struct language_exec *x, char **argv, char *err, size_t errlen)
{
	size_t n = 0, k = 0;

	while (argv && argv[n])
		n++;
	if (!x->script)
		return argv;
	char **all = calloc(n + 3, sizeof *all);

	if (!all || !(all[k++] = strdup(x->path)) || (x->arg[0] && !(all[k++] = strdup(x->arg)))) {
		language_argv_free(all);
		language_argv_free(argv);
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	memcpy(all + k, argv, n * sizeof *argv);
	free(argv);
	return all;
}

/* A growing argv. */
struct argv_buf {
	char **argv;
	size_t count, cap;
};

static int
argv_push(struct argv_buf *b, const char *word)
{
	if (b->count + 2 > b->cap) {
		size_t cap = b->cap ? 2 * b->cap : 16;
		char **grown = realloc(b->argv, cap * sizeof *grown);

		if (!grown)
			return -1;
		b->argv = grown;
		b->cap = cap;
	}
	if (!(b->argv[b->count] = strdup(word)))
		return -1;
	b->argv[++b->count] = NULL;
	return 0;
}

/*
 * A file's name (a program's, as its folder names it) as a word of a command:
 * "./" before one that starts with '-', which a tool would take for an option
 * (gcc's -fplugin=, -specs=; go's -toolexec=).
 */
static int
push_file(struct argv_buf *b, const char *name)
{
	char word[PATH_MAX + 2];

	if (name[0] != '-')
		return argv_push(b, name);
	snprintf(word, sizeof word, "./%s", name);
	return argv_push(b, word);
}

/* The words whole placeholder p stands for, pushed onto b. */
static int
push_whole(struct argv_buf *b, const char *word, const struct language_vars *v)
{
	int rc = 0;

	if (!strcmp(word, "{files}")) {
		for (size_t i = 0; i < v->nfiles && rc == 0; i++)
			rc = push_file(b, v->files[i]);
	} else if (!strcmp(word, "{include}")) {
		if (v->include)
			rc = argv_push(b, "-I") < 0 ? -1 : argv_push(b, v->include);
	} else {
		for (size_t i = 0; v->flags && i < v->flags->count && rc == 0; i++)
			rc = argv_push(b, v->flags->items[i]);
	}
	return rc;
}

/* word with its placeholders replaced, into out. */
static int
expand_word(const char *word, const struct language_vars *v, char *out, size_t len)
{
	size_t at = 0;

	for (const char *c = word; *c;) {
		size_t n;
		int p = *c == '{' ? placeholder_at(c, &n) : -1;
		char num[32], dotted[PATH_MAX + 2];
		const char *with = NULL;

		if (p < 0) {
			if (at + 1 >= len)
				return -1;
			out[at++] = *c++;
			continue;
		}
		/* A main file whose name would read as an option, as push_file() has it. */
		if (!strncmp(c, "{main}", n) && c == word && v->main && v->main[0] == '-')
			with = dotted, snprintf(dotted, sizeof dotted, "./%s", v->main);
		else if (!strncmp(c, "{main}", n))
			with = v->main;
		else if (!strncmp(c, "{binary}", n))
			with = v->binary;
		else if (!strncmp(c, "{class}", n))
			with = v->klass;
		else if (!strncmp(c, "{memory_mib}", n))
			with = num, snprintf(num, sizeof num, "%lld", (long long)v->memory_mib);
		else if (!strncmp(c, "{stack_kib}", n))
			with = num, snprintf(num, sizeof num, "%lld", (long long)v->stack_kib);
		if (!with || at + strlen(with) >= len)
			return -1;
		memcpy(out + at, with, strlen(with));
		at += strlen(with);
		c += n;
	}
	out[at] = '\0';
	return 0;
}

char **
language_expand(const struct ystrings *cmd, const struct language_vars *vars, char *err,
		size_t errlen)
{
	struct argv_buf b = {0};
	char word[PATH_MAX];
	size_t n;

	for (size_t i = 0; i < cmd->count; i++) {
		const char *w = cmd->items[i];
		int p = placeholder_at(w, &n);
		int rc;

		if (p >= 0 && placeholder_whole(p) && !w[n])
			rc = push_whole(&b, w, vars);
		else if (expand_word(w, vars, word, sizeof word) < 0) {
			snprintf(err, errlen, "cannot expand '%s'", w);
			language_argv_free(b.argv);
			return NULL;
		} else
			rc = argv_push(&b, word);
		if (rc < 0) {
			snprintf(err, errlen, "out of memory");
			language_argv_free(b.argv);
			return NULL;
		}
	}
	if (!b.argv)
		snprintf(err, errlen, "an empty command");
	return b.argv;
}

void
language_argv_free(char **argv)
{
	for (size_t i = 0; argv && argv[i]; i++)
		free(argv[i]);
	free(argv);
}

/* Skips what c points at when it is a comment, a string or a character literal. */
static const char *
skip_noise(const char *c)
{
	if (c[0] == '/' && c[1] == '/')
		return c + strcspn(c, "\n");
	if (c[0] == '/' && c[1] == '*') {
		const char *end = strstr(c + 2, "*/");
		return end ? end + 2 : c + strlen(c);
	}
	if (*c == '"' || *c == '\'') {
		char q = *c++;

		while (*c && *c != q)
			c += c[0] == '\\' && c[1] ? 2 : 1;
		return *c ? c + 1 : c;
	}
	return NULL;
}

/* Is the identifier at c the word w, whole? */
static bool
word_at(const char *c, const char *w)
{
	size_t n = strlen(w);

	return !strncmp(c, w, n) && !isalnum((unsigned char)c[n]) && c[n] != '_';
}

/* The name of the type a declaration keyword (class, record, ...) at c declares, into out. */
static bool
type_name(const char *c, char *out, size_t len)
{
	if (!word_at(c, "class") && !word_at(c, "record") && !word_at(c, "enum") &&
	    !word_at(c, "interface"))
		return false;
	c += strcspn(c, " \t\r\n");
	while (isspace((unsigned char)*c))
		c++;
	size_t n = 0;

	while ((isalnum((unsigned char)c[n]) || c[n] == '_' || c[n] == '$') && n + 1 < len)
		n++;
	if (!n)
		return false;
	memcpy(out, c, n);
	out[n] = '\0';
	return true;
}

/* After `public` at c: the class's name when a class (after modifiers) follows. */
static bool
public_class(const char *c, char *out, size_t len)
{
	static const char *const modifiers[] = {"final", "abstract", "strictfp", "static"};

	c += strlen("public");
	for (;;) {
		while (isspace((unsigned char)*c))
			c++;
		bool skipped = false;

		for (size_t i = 0; i < sizeof modifiers / sizeof modifiers[0]; i++)
			if (word_at(c, modifiers[i])) {
				c += strlen(modifiers[i]);
				skipped = true;
			}
		if (!skipped)
			break;
	}
	return type_name(c, out, len);
}

/*
 * Whether the identifier at c (in text) is the word w, whole on both sides.
 */
static bool
word_starts(const char *text, const char *c, const char *w)
{
	return (c == text || (!isalnum((unsigned char)c[-1]) && c[-1] != '_')) && word_at(c, w);
}

/* Is `void main(` at c (in text)? */
static bool
main_at(const char *text, const char *c)
{
	if (!word_starts(text, c, "void"))
		return false;
	c += strlen("void");
	while (isspace((unsigned char)*c))
		c++;
	if (!word_at(c, "main"))
		return false;
	c += strlen("main");
	while (isspace((unsigned char)*c))
		c++;
	return *c == '(';
}

int
language_main_class(const char *root, const char *path, char *klass, char *pub, size_t len,
		    bool *entry, char *err, size_t errlen)
{
	const char *base = strrchr(path, '/');
	char why[PATH_MAX + 64], stem[256], top[256] = "", public_name[256] = "";
	char *text = pkgfile_read(root, path, LANGUAGE_SOURCE_MAX, NULL, why, sizeof why);
	int depth = 0;
	bool has_main = false, is_static = false;

	if (!text) {
		snprintf(err, errlen, "'%s': %s", path, why);
		return -1;
	}
	base = base ? base + 1 : path;
	snprintf(stem, sizeof stem, "%.*s", (int)strcspn(base, "."), base);
	snprintf(klass, len, "%s", stem);
	/*
	 * The class to run holds the entry point (DOMjudge's and the package
	 * tools' rule, whatever the file is named); the file is named after the
	 * public class, as javac wants.
	 */
	for (const char *c = text; *c;) {
		const char *next = skip_noise(c);

		if (next) {
			c = next;
			continue;
		}
		depth += *c == '{' ? 1 : *c == '}' ? -1 : 0;
		if (strchr(";{}", *c))
			is_static = false;
		else if (word_starts(text, c, "static"))
			is_static = true;
		else if (!has_main && is_static && depth > 0 && top[0] && main_at(text, c)) {
			has_main = true;
			snprintf(klass, len, "%s", top);
		}
		if (depth == 0 && word_starts(text, c, "public") && !public_name[0])
			public_class(c, public_name, sizeof public_name);
		else if (depth == 0 && word_starts(text, c, "class"))
			type_name(c, top, sizeof top);
		else if (depth == 0 && (word_starts(text, c, "record") ||
					word_starts(text, c, "enum") ||
					word_starts(text, c, "interface")))
			type_name(c, top, sizeof top);
		if (has_main && public_name[0])
			break;
		c++;
	}
	if (!has_main && public_name[0])
		snprintf(klass, len, "%s", public_name);
	if (pub)
		snprintf(pub, len, "%s", public_name[0] ? public_name : klass);
	if (entry)
		*entry = has_main;
	free(text);
	return 0;
}

void
language_table_fini(struct language_table *t)
{
	for (size_t i = 0; i < t->count; i++)
		language_fini(&t->items[i]);
	free(t->items);
	free(t->origin);
	memset(t, 0, sizeof *t);
}
