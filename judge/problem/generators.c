/*
 * generators/generators.yaml read as BAPCtools reads it (bapctools/generate.py,
 * GeneratorConfig._parse_root, TestCaseRule and DirectoryRule): the same
 * names, numbers, seeds, inherited settings and errors, so that the data
 * written from it is what `bt generate` writes.
 */
#include "generators.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <search.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/sha512.h"
#include "base/suggest.h"
#include "ydoc.h"
#include "yemit.h"

static const char *const ext_names[GEN_EXT_COUNT] = {
#define X(name, ext) ext,
	GEN_EXTS(X)
#undef X
};

const char *
gen_ext_name(enum gen_ext e)
{
	return ext_names[e];
}

int
gen_ext_find(const char *key)
{
	for (int i = 0; i < GEN_EXT_COUNT; i++)
		if (!strcmp(ext_names[i] + 1, key))
			return i;
	return -1;
}

/* The folders data/ may hold, in the order BAPCtools makes them (KNOWN_ROOT_DIRECTORIES). */
static const char *const root_dirs[] = {
	"sample", "secret", "invalid_output", "invalid_answer", "invalid_input",
	"valid_output", "testing_tool_test", "fuzz",
};
static const char *const deprecated_root_dirs[] = {
	"invalid_outputs", "invalid_answers", "invalid_inputs", "valid_outputs",
};

/* Keys that make a mapping a case rather than a folder (UNIQUE_TESTCASE_KEYS). */
static const char *const case_keys[] = {"copy", "generate", "count", "match"};

/* What a case's mapping may hold besides its files' keys. */
static const char *const known_case_keys[] = {
	"copy", "count", "generate", "match", "random_salt", "retries", "solution",
};

/* Settings a folder passes down to what is in it (BAPCtools' Config). */
struct config {
	const char *solution;    /* absolute, or NULL: none */
	bool needs_default;      /* no solution: said yet: the default one */
	const char *salt;
	int retries;
};

/* A key of generators.yaml and the rules written under it, for include:. */
struct known_key {
	char *key;
	bool included;
	size_t count;            /* rules of that key */
	bool dir;                /* the first one's kind and index */
	size_t index;
};

/* Where a case path stands: the case made there (a case's own, or one included). */
struct known_path {
	const char *path;        /* borrowed from the case or folder */
	size_t index;
};

/* Numbered names (a folder whose data: is a list): a counter, its width and a name. */
struct namer {
	const char *base;
	size_t *counter;         /* NULL: base alone, every time */
	size_t width;
};

struct parser {
	const struct problem *p;
	struct generators *g;
	struct diag *d;
	const char *path;
	bool fatal;              /* the file cannot be followed */
	bool own;                /* the judge's format: data/'s folders are its testdata
				    files (any names, by name), a folder's cases in the
				    order written */
	bool interactive;
	char **names, **values;  /* problem.yaml's constants */
	size_t nconst;
	size_t next_case;        /* the numbered cases' counter, over the whole file */
	size_t numbered_cases;
	struct known_key *known;
	size_t nknown;
	void *paths;             /* tsearch tree of struct known_path */
	char **owned;            /* strings that configs point to */
	size_t nowned;
};

__attribute__((format(printf, 3, 4))) static void
fatal(struct parser *ps, const struct ynode *at, const char *fmt, ...)
{
	char msg[768];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	diag_error(ps->d, ps->path, at ? at->line : 0, at ? at->column : 0, "%s", msg);
	ps->fatal = true;
}

__attribute__((format(printf, 3, 4))) static void
warn(struct parser *ps, const struct ynode *at, const char *fmt, ...)
{
	char msg[768];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	diag_warning(ps->d, ps->path, at ? at->line : 0, at ? at->column : 0, "%s", msg);
}

/* Keeps s (strdup'ed) for the parser's life; NULL when out of memory (then fatal). */
static const char *
own(struct parser *ps, const char *s)
{
	char **grown = realloc(ps->owned, (ps->nowned + 1) * sizeof *grown);
	char *copy = strdup(s);

	if (!grown || !copy) {
		free(copy);
		if (grown)
			ps->owned = grown;
		fatal(ps, NULL, "out of memory");
		return NULL;
	}
	ps->owned = grown;
	return ps->owned[ps->nowned++] = copy;
}

/* Appends one zeroed item of size to *items (count *n); NULL when out of memory. */
static void *
grow(void *items, size_t *n, size_t size, void **out)
{
	char *grown = realloc(items, (*n + 1) * size);

	if (!grown)
		return NULL;
	memset(grown + *n * size, 0, size);
	*out = grown + (*n)++ * size;
	return grown;
}

/* BAPCtools' FILE_NAME_REGEX: [a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}. */
static bool
file_name_ok(const char *s)
{
	size_t n = strlen(s);

	if (n == 0 || n > 255 || !(isalnum((unsigned char)s[0]) || s[0] == '_'))
		return false;
	for (size_t i = 1; i < n; i++)
		if (!(isalnum((unsigned char)s[i]) || strchr("_.-", s[i])))
			return false;
	return true;
}

/* CONSTANT_NAME_REGEX: [a-zA-Z_][a-zA-Z0-9_]*; the length of the name at s, or 0. */
static size_t
constant_name(const char *s)
{
	size_t n = 0;

	if (!(isalpha((unsigned char)s[0]) || s[0] == '_'))
		return 0;
	while (isalnum((unsigned char)s[n]) || s[n] == '_')
		n++;
	return n;
}

static bool
is_string(const struct ynode *n)
{
	return n->type == YNODE_SCALAR && ynode_scalar(n) == YSCALAR_STRING;
}

static bool
is_null(const struct ynode *n)
{
	return !n || (n->type == YNODE_SCALAR && ynode_scalar(n) == YSCALAR_NULL);
}

/* The value of key in mapping m, or NULL. */
static const struct ynode *
value_of(const struct ynode *m, const char *key)
{
	for (size_t i = 0; m && m->type == YNODE_MAPPING && i + 1 < m->count; i += 2)
		if (is_string(m->items[i]) && !strcmp(m->items[i]->text, key))
			return m->items[i + 1];
	return NULL;
}

static bool
has_key(const struct ynode *m, const char *key)
{
	for (size_t i = 0; m && m->type == YNODE_MAPPING && i + 1 < m->count; i += 2)
		if (is_string(m->items[i]) && !strcmp(m->items[i]->text, key))
			return true;
	return false;
}

/* BAPCtools' is_test_case(): null, a string, or a mapping with a case's key. */
static bool
is_case(const struct ynode *n)
{
	if (is_null(n) || is_string(n))
		return true;
	if (n->type != YNODE_MAPPING)
		return false;
	for (size_t i = 0; i < sizeof case_keys / sizeof *case_keys; i++)
		if (has_key(n, case_keys[i]))
			return true;
	for (int e = 0; e < GEN_TEXT_EXTS; e++)
		if (has_key(n, ext_names[e] + 1))
			return true;
	return false;
}

static bool
is_dir(const struct ynode *n)
{
	return n && n->type == YNODE_MAPPING && !is_case(n);
}

/* A whole number of YAML 1.2 (12, -3, 0x1F, 0o17, 1_000) into *v; -1 when it is none. */
static int
int_value(const struct ynode *n, long long *v)
{
	char digits[64], *end;
	size_t k = 0;
	int base = 10;
	const char *s;

	if (n->type != YNODE_SCALAR || ynode_scalar(n) != YSCALAR_INT)
		return -1;
	s = n->text;
	if (*s == '-' || *s == '+')
		digits[k++] = *s++;
	if (s[0] == '0' && s[1] && strchr("xob", s[1])) {
		base = s[1] == 'x' ? 16 : s[1] == 'o' ? 8 : 2;
		s += 2;
	}
	for (; *s && k + 1 < sizeof digits; s++)
		if (*s != '_')
			digits[k++] = *s;
	digits[k] = '\0';
	errno = 0;
	*v = strtoll(digits, &end, base);
	return errno || *end || end == digits ? -1 : 0;
}

/* The pairs of mapping m whose keys repeat, as errors (ruamel refuses them). */
static void
check_duplicates(struct parser *ps, const struct ynode *m)
{
	for (size_t i = 0; m->type == YNODE_MAPPING && i + 1 < m->count; i += 2)
		for (size_t j = 0; j < i; j += 2)
			if (m->items[i]->type == YNODE_SCALAR && m->items[j]->type == YNODE_SCALAR &&
			    !strcmp(m->items[i]->text, m->items[j]->text)) {
				fatal(ps, m->items[i], "key '%s' repeats the one at line %d",
				      m->items[i]->text, m->items[j]->line);
				break;
			}
}

uint32_t
generators_seed(const char *salt, int count, const char *command)
{
	const char *start = command, *end = command + strlen(command);
	unsigned char d[SHA512_BYTES];
	struct sha512 s;
	char part[32];

	/* str.strip(): the seed depends on whitespace inside the command only. */
	while (*start && isspace((unsigned char)*start))
		start++;
	while (end > start && isspace((unsigned char)end[-1]))
		end--;
	sha512_init(&s);
	sha512_update(&s, salt, strlen(salt));
	if (count != 1) {
		/* count - 1, as BAPCtools keeps for compatibility. */
		snprintf(part, sizeof part, ":%d", count - 1);
		sha512_update(&s, part, strlen(part));
	}
	sha512_update(&s, start, (size_t)(end - start));
	sha512_final(&s, d);
	/* int(hexdigest, 16) % 2**31: the digest's last 31 bits. */
	return ((uint32_t)d[60] << 24 | (uint32_t)d[61] << 16 | (uint32_t)d[62] << 8 | d[63]) &
	       0x7fffffffu;
}

/* Appends c to the word being built; -1 when out of memory. */
static int
word_add(char **w, size_t *len, size_t *cap, char c)
{
	if (*len + 2 > *cap) {
		size_t ncap = *cap ? 2 * *cap : 32;
		char *grown = realloc(*w, ncap);

		if (!grown)
			return -1;
		*w = grown;
		*cap = ncap;
	}
	(*w)[(*len)++] = c;
	(*w)[*len] = '\0';
	return 0;
}

int
generators_split(const char *text, char ***words, size_t *n, char *err, size_t errlen)
{
	char *w = NULL, **list = NULL;
	size_t len = 0, cap = 0, count = 0;
	bool in_word = false;
	const char *s = text;

	*words = NULL;
	*n = 0;
	for (;; s++) {
		bool end = !*s || isspace((unsigned char)*s);

		if (end && in_word) {
			char **grown = realloc(list, (count + 2) * sizeof *grown);

			if (!grown || (!w && !(w = strdup(""))))
				goto nomem;
			list = grown;
			list[count++] = w;
			list[count] = NULL;
			w = NULL;
			len = cap = 0;
			in_word = false;
		}
		if (!*s)
			break;
		if (end)
			continue;
		in_word = true;
		if (*s == '\\') {
			if (!s[1]) {
				snprintf(err, errlen, "no escaped character");
				goto fail;
			}
			if (word_add(&w, &len, &cap, *++s) < 0)
				goto nomem;
		} else if (*s == '\'' || *s == '"') {
			char q = *s++;

			for (; *s && *s != q; s++) {
				/* In double quotes a backslash escapes only \ " $ ` and a newline. */
				if (q == '"' && *s == '\\' && s[1] && strchr("\\\"$`\n", s[1]))
					s++;
				if (word_add(&w, &len, &cap, *s) < 0)
					goto nomem;
			}
			if (!*s) {
				snprintf(err, errlen, "no closing quotation");
				goto fail;
			}
			if (!w && !(w = strdup("")))
				goto nomem;
		} else if (word_add(&w, &len, &cap, *s) < 0) {
			goto nomem;
		}
	}
	*words = list;
	*n = count;
	return 0;
nomem:
	snprintf(err, errlen, "out of memory");
fail:
	free(w);
	for (size_t i = 0; i < count; i++)
		free(list[i]);
	free(list);
	return -1;
}

/* The length of {seed} or {seed:N} at s, or 0. */
static size_t
seed_at(const char *s)
{
	size_t k = 5;

	if (strncmp(s, "{seed", 5))
		return 0;
	if (s[k] == ':') {
		k++;
		if (!isdigit((unsigned char)s[k]))
			return 0;
		while (isdigit((unsigned char)s[k]))
			k++;
	}
	return s[k] == '}' ? k + 1 : 0;
}

/* How many {seed} and {seed:N} s holds. */
static size_t
count_seeds(const char *s)
{
	size_t n = 0;

	for (; *s; s++)
		if (seed_at(s)) {
			n++;
			s += seed_at(s) - 1;
		}
	return n;
}

/* s with {seed} as seed (when with_seed) and {name} as "testcase" (when with_name). */
static char *
expand(const char *s, uint32_t seed, bool with_seed, bool with_name)
{
	char *out = NULL, num[16];
	size_t len = 0;
	FILE *f = open_memstream(&out, &len);

	if (!f)
		return NULL;
	snprintf(num, sizeof num, "%u", (unsigned)seed);
	while (*s) {
		size_t k = with_seed ? seed_at(s) : 0;

		if (k) {
			fputs(num, f);
			s += k;
		} else if (with_name && !strncmp(s, "{name}", 6)) {
			fputs("testcase", f);
			s += 6;
		} else {
			fputc(*s++, f);
		}
	}
	if (fclose(f) != 0) {
		free(out);
		return NULL;
	}
	return out;
}

char *
generators_expand(const char *arg, uint32_t seed)
{
	return expand(arg, seed, true, true);
}

/* text with every {{name}} of problem.yaml's constants put in (unknown ones kept, warned). */
static char *
put_constants(struct parser *ps, const struct ynode *at, const char *text)
{
	char *out = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&out, &len);

	if (!f)
		return NULL;
	for (const char *s = text; *s;) {
		size_t n = 0, m = 0;

		if (!strncmp(s, "{{", 2) && (n = constant_name(s + 2)) > 0) {
			if (s[2 + n] == '.' && (m = constant_name(s + 3 + n)) > 0)
				n += 1 + m;
			if (strncmp(s + 2 + n, "}}", 2))
				n = 0;
		}
		if (!n) {
			fputc(*s++, f);
			continue;
		}
		size_t k = 0;

		while (k < ps->nconst && (strlen(ps->names[k]) != n || strncmp(ps->names[k], s + 2, n)))
			k++;
		if (k < ps->nconst)
			fputs(ps->values[k], f);
		else {
			warn(ps, at, "no constant '%.*s' in problem.yaml: '{{%.*s}}' kept", (int)n, s + 2,
			     (int)n, s + 2);
			fprintf(f, "{{%.*s}}", (int)n, s + 2);
		}
		s += n + 4;
	}
	if (fclose(f) != 0) {
		free(out);
		return NULL;
	}
	return out;
}

/* Adds the constant name = value; -1 when out of memory. */
static int
add_constant(struct parser *ps, const char *name, const char *value)
{
	char **names = realloc(ps->names, (ps->nconst + 1) * sizeof *names);

	if (names)
		ps->names = names;
	char **values = names ? realloc(ps->values, (ps->nconst + 1) * sizeof *values) : NULL;

	if (!values)
		return -1;
	ps->values = values;
	if (!(names[ps->nconst] = strdup(name)) || !(values[ps->nconst] = strdup(value))) {
		free(names[ps->nconst]);
		return -1;
	}
	ps->nconst++;
	return 0;
}

/* A constant's value as Python's str() writes the YAML value: "100", "True"; NULL for none. */
static const char *
constant_text(const struct ynode *v, char *buf, size_t len)
{
	long long n;

	if (v->type != YNODE_SCALAR)
		return NULL;
	switch (ynode_scalar(v)) {
	case YSCALAR_STRING:
	case YSCALAR_FLOAT:
		return v->text;
	case YSCALAR_INT:
		if (int_value(v, &n) < 0)
			return v->text;
		snprintf(buf, len, "%lld", n);
		return buf;
	case YSCALAR_BOOL:
		return strchr("tT", v->text[0]) ? "True" : "False";
	case YSCALAR_NULL:
		break;
	}
	return NULL;
}

/*
 * problem.yaml's constants: (BAPCtools' Problem settings): NAME: VALUE, or
 * NAME: {value: VALUE, VARIANT: TEXT...}; {{NAME}} is the value, {{NAME.X}}
 * a variant.
 */
static void
read_constants(struct parser *ps)
{
	struct diag quiet;
	char buf[32];

	diag_init(&quiet);
	struct ydoc *doc = ydoc_load(ps->p->yaml_path, &quiet);
	const struct ynode *c = doc ? value_of(doc->root, "constants") : NULL;

	for (size_t i = 0; c && c->type == YNODE_MAPPING && i + 1 < c->count; i += 2) {
		const struct ynode *k = c->items[i], *v = c->items[i + 1];

		if (!is_string(k) || constant_name(k->text) != strlen(k->text))
			continue;
		if (v->type != YNODE_MAPPING) {
			const char *text = constant_text(v, buf, sizeof buf);
			char *name = NULL;

			if (!text)
				continue;
			if (asprintf(&name, "%s.value", k->text) < 0)
				break;
			int rc = add_constant(ps, k->text, text) < 0 ? -1 : add_constant(ps, name, text);

			free(name);
			if (rc < 0)
				break;
			continue;
		}
		for (size_t j = 0; j + 1 < v->count; j += 2) {
			const struct ynode *sk = v->items[j], *sv = v->items[j + 1];
			bool is_value = is_string(sk) && !strcmp(sk->text, "value");
			const char *text = is_value ? constant_text(sv, buf, sizeof buf)
					   : is_string(sv) ? sv->text : NULL;
			char *name = NULL;

			if (!is_string(sk) || constant_name(sk->text) != strlen(sk->text) || !text)
				continue;
			if (asprintf(&name, "%s.%s", k->text, sk->text) < 0)
				break;
			if (add_constant(ps, name, text) < 0 ||
			    (is_value && add_constant(ps, k->text, text) < 0)) {
				free(name);
				break;
			}
			free(name);
		}
	}
	ydoc_free(doc);
	diag_fini(&quiet);
}

/* The rules of key so far, for include:; adds one of dir/index. */
static void
add_known(struct parser *ps, const char *key, bool dir, size_t index, const struct ynode *at)
{
	for (size_t i = 0; i < ps->nknown; i++) {
		struct known_key *k = &ps->known[i];

		if (strcmp(k->key, key))
			continue;
		if (++k->count == 2 && k->included)
			warn(ps, at, "key '%s' was included, and is used again", key);
		return;
	}
	struct known_key *k;
	void *grown = grow(ps->known, &ps->nknown, sizeof *ps->known, (void **)&k);

	if (!grown || !(k->key = strdup(key))) {
		if (grown)
			ps->known = grown;
		fatal(ps, at, "out of memory");
		return;
	}
	ps->known = grown;
	k->count = 1;
	k->dir = dir;
	k->index = index;
}

static int
cmp_path(const void *a, const void *b)
{
	return strcmp(((const struct known_path *)a)->path, ((const struct known_path *)b)->path);
}

/* The case that stands at path, or -1. */
static long
case_at(struct parser *ps, const char *path)
{
	struct known_path key = {path, 0};
	struct known_path **found = tfind(&key, &ps->paths, cmp_path);

	return found ? (long)(*found)->index : -1;
}

static int
set_case_at(struct parser *ps, const char *path, size_t index)
{
	struct known_path *k = malloc(sizeof *k);

	if (!k)
		return -1;
	k->path = path;
	k->index = index;
	if (!tsearch(k, &ps->paths, cmp_path)) {
		free(k);
		return -1;
	}
	return 0;
}

static char *
join(const char *dir, const char *name)
{
	char *s = NULL;

	if (!*dir)
		return strdup(name);
	return asprintf(&s, "%s/%s", dir, name) < 0 ? NULL : s;
}

/* A folder's own solution:, random_salt: and retries: over what it inherits (into c). */
static int
read_config(struct parser *ps, const struct ynode *m, struct config *c, char *err, size_t len)
{
	const struct ynode *v;

	if (has_key(m, "solution")) {
		v = value_of(m, "solution");
		c->needs_default = false;
		c->solution = NULL;
		if (!is_null(v)) {
			char **words;
			size_t n;
			char path[PATH_MAX];

			if (!is_string(v)) {
				snprintf(err, len, "solution must be a string, not %s", ynode_kind(v));
				return -1;
			}
			if (generators_split(v->text, &words, &n, err, len) < 0)
				return -1;
			bool args = n > 1, relative = n && words[0][0] != '/';

			snprintf(path, sizeof path, "%s%s", ps->p->dir, n ? words[0] : "");
			for (size_t i = 0; i < n; i++)
				free(words[i]);
			free(words);
			if (!n || args) {
				snprintf(err, len, "solution '%s' %s", v->text,
					 n ? "must not be given arguments" : "is empty");
				return -1;
			}
			if (relative) {
				snprintf(err, len, "solution '%s' must be a path from the problem's "
					 "folder, starting with '/'", v->text);
				return -1;
			}
			if (!(c->solution = own(ps, path)))
				return -1;
		}
	}
	if ((v = value_of(m, "random_salt"))) {
		if (is_string(v))
			c->salt = v->text;
		else if (!is_null(v))
			warn(ps, v, "random_salt must be a string (quote it): %s ignored", v->text);
	}
	if ((v = value_of(m, "retries"))) {
		long long n;

		if (int_value(v, &n) < 0 || n < 1 || n > 1000)
			warn(ps, v, "retries must be a whole number from 1 to 1000: ignored");
		else
			c->retries = (int)n;
	}
	return 0;
}

/*
 * A count: of 1 to 100 values (an int N: 1..N; a list of distinct ints; a
 * range "A..=B") into *values (count *n); none (*n 0) without count:.
 */
static int
read_count(struct parser *ps, const struct ynode *raw, long long **values, size_t *n)
{
	const struct ynode *c = raw && raw->type == YNODE_MAPPING ? value_of(raw, "count") : NULL;
	long long lo, hi, v;

	*values = NULL;
	*n = 0;
	if (!c || (c->type == YNODE_SCALAR && ynode_scalar(c) != YSCALAR_INT &&
		   ynode_scalar(c) != YSCALAR_STRING))
		return 0;
	if (c->type == YNODE_SCALAR && ynode_scalar(c) == YSCALAR_INT) {
		if (int_value(c, &hi) < 0 || hi < 1 || hi > 100) {
			fatal(ps, c, "count %s: it must be from 1 to 100", c->text);
			return -1;
		}
		lo = 1;
	} else if (c->type == YNODE_SCALAR) {
		char *dots = strstr(c->text, "..="), *end;

		errno = 0;
		lo = dots ? strtoll(c->text, &end, 10) : 0;
		bool ok = dots && end == dots && end != c->text && isdigit((unsigned char)end[-1]);

		hi = ok ? strtoll(dots + 3, &end, 10) : 0;
		ok = ok && !*end && end != dots + 3 && isdigit((unsigned char)end[-1]) && !errno &&
		     !isspace((unsigned char)c->text[0]) && !isspace((unsigned char)dots[3]) &&
		     dots[3] != '+' && c->text[0] != '+';
		if (!ok) {
			fatal(ps, c, "count '%s': a range is written like '-4..=5'", c->text);
			return -1;
		}
		if (lo > hi) {
			fatal(ps, c, "count '%s': its start is after its end", c->text);
			return -1;
		}
		if (hi - lo + 1 > 100) {
			fatal(ps, c, "count '%s': %lld values, over 100", c->text, hi - lo + 1);
			return -1;
		}
	} else if (c->type == YNODE_SEQUENCE) {
		if (!c->count || c->count > 100) {
			fatal(ps, c, "count: a list of 1 to 100 values");
			return -1;
		}
		if (!(*values = calloc(c->count, sizeof **values))) {
			fatal(ps, c, "out of memory");
			return -1;
		}
		for (size_t i = 0; i < c->count; i++) {
			if (int_value(c->items[i], &v) < 0) {
				fatal(ps, c->items[i], "count: '%s' is not a whole number",
				      c->items[i]->type == YNODE_SCALAR ? c->items[i]->text : "...");
				goto bad;
			}
			for (size_t j = 0; j < i; j++)
				if ((*values)[j] == v) {
					fatal(ps, c->items[i], "count: %lld is listed twice", v);
					goto bad;
				}
			(*values)[i] = v;
		}
		*n = c->count;
		return 0;
	} else {
		return 0;
	}
	if (!(*values = calloc((size_t)(hi - lo + 1), sizeof **values))) {
		fatal(ps, c, "out of memory");
		return -1;
	}
	for (v = lo; v <= hi; v++)
		(*values)[(*n)++] = v;
	return 0;
bad:
	free(*values);
	*values = NULL;
	return -1;
}

/* The next name of n (numbered: the counter's next number, zero-padded, and its base). */
static char *
next_name(struct namer *n)
{
	char *s = NULL;

	if (!n->counter)
		return strdup(n->base);
	size_t k = ++*n->counter;
	int rc = *n->base ? asprintf(&s, "%0*zu-%s", (int)n->width, k, n->base)
			  : asprintf(&s, "%0*zu", (int)n->width, k);

	return rc < 0 ? NULL : s;
}

static size_t
digits(size_t n)
{
	size_t d = 1;

	while (n >= 10) {
		n /= 10;
		d++;
	}
	return d;
}

/* A program a command names (generators/NAME), registered once; its index, or -1. */
static int
find_program(struct parser *ps, const char *name, const struct ynode *at, char *err, size_t len)
{
	struct generators *g = ps->g;
	char path[PATH_MAX], canon[PATH_MAX];
	size_t k = 0;

	/* Path's normal form ("./a//b" is "a/b"), as pathlib writes it. */
	for (const char *s = name; *s;) {
		while (*s == '/')
			s++;
		const char *e = strchr(s, '/');
		size_t n = e ? (size_t)(e - s) : strlen(s);

		if (n && !(n == 1 && *s == '.') && k + n + 2 < sizeof canon) {
			if (k)
				canon[k++] = '/';
			memcpy(canon + k, s, n);
			k += n;
		}
		s += n;
	}
	canon[k] = '\0';
	for (size_t i = 0; i < g->nprograms; i++)
		if (!strcmp(g->programs[i].name, canon))
			return (int)i;
	snprintf(path, sizeof path, "%s/generators/%s", ps->p->dir, canon);
	struct gen_program *prog;
	void *grown = grow(g->programs, &g->nprograms, sizeof *g->programs, (void **)&prog);

	if (!grown) {
		snprintf(err, len, "out of memory");
		return -1;
	}
	g->programs = grown;
	prog->line = at->line;
	prog->column = at->column;
	if (!(prog->name = strdup(canon)) || !(prog->path = strdup(path))) {
		snprintf(err, len, "out of memory");
		return -1;
	}
	return (int)(g->nprograms - 1);
}

/* root: generators: NAME: [FILE, ...], each file in generators/. */
static void
read_programs(struct parser *ps, const struct ynode *m)
{
	struct generators *g = ps->g;

	if (!m || is_null(m))
		return;
	if (m->type != YNODE_MAPPING) {
		warn(ps, m, "generators: must be a mapping of names to lists of files: ignored");
		return;
	}
	check_duplicates(ps, m);
	for (size_t i = 0; i + 1 < m->count; i += 2) {
		const struct ynode *k = m->items[i], *v = m->items[i + 1];
		bool ok = v->type == YNODE_SEQUENCE && v->count > 0;

		if (!is_string(k) || k->text[0] == '/' || !file_name_ok(k->text)) {
			warn(ps, k, "generator name '%s' is not a file name: ignored", k->text);
			continue;
		}
		for (size_t j = 0; ok && j < v->count; j++)
			ok = is_string(v->items[j]);
		if (!ok) {
			warn(ps, v, "generator '%s' needs a list of its files: ignored", k->text);
			continue;
		}
		char err[256];
		int index = find_program(ps, k->text, k, err, sizeof err);

		if (index < 0) {
			fatal(ps, k, "%s", err);
			return;
		}
		struct gen_program *prog = &g->programs[index];

		if (prog->ndeps) {
			warn(ps, k, "generator '%s' is named twice: the first one stands", k->text);
			continue;
		}
		free(prog->path);
		prog->path = NULL;
		if (!(prog->deps = calloc(v->count, sizeof *prog->deps))) {
			fatal(ps, v, "out of memory");
			return;
		}
		for (size_t j = 0; j < v->count; j++)
			if (asprintf(&prog->deps[prog->ndeps++], "%s/generators/%s", ps->p->dir,
				     v->items[j]->text) < 0) {
				prog->ndeps--;
				fatal(ps, v, "out of memory");
				return;
			}
	}
}

/* The number of numbered cases under folder m (BAPCtools' forgiving count()). */
static size_t
count_numbered(const struct ynode *m)
{
	const struct ynode *data = value_of(m, "data");
	bool numbered = data && data->type == YNODE_SEQUENCE;
	size_t total = 0;

	if (!data)
		return 0;
	for (size_t e = 0; e < (numbered ? data->count : 1); e++) {
		const struct ynode *elem = numbered ? data->items[e] : data;

		for (size_t i = 0; elem->type == YNODE_MAPPING && i + 1 < elem->count; i += 2) {
			const struct ynode *v = elem->items[i + 1];

			if (is_case(v) && numbered) {
				const struct ynode *c = v->type == YNODE_MAPPING ? value_of(v, "count")
										   : NULL;
				long long n = 1;

				if (c && c->type == YNODE_SEQUENCE)
					n = (long long)c->count;
				else if (c && int_value(c, &n) == 0)
					;
				else if (c && is_string(c) && strstr(c->text, "..=")) {
					long long lo = strtoll(c->text, NULL, 10);
					long long hi = strtoll(strstr(c->text, "..=") + 3, NULL, 10);

					n = hi - lo + 1;
				}
				total += n > 0 && n <= 100 ? (size_t)n : 1;
			} else if (is_dir(v)) {
				total += count_numbered(v);
			}
		}
	}
	return total;
}

/* Sets c's error (the first one only) and reports it; returns -1. */
__attribute__((format(printf, 4, 5))) static int
case_error(struct parser *ps, struct gen_case *c, const struct ynode *at, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	diag_error(ps->d, ps->path, at->line, at->column, "case '%s': %s", c->path, msg);
	if (!c->error)
		c->error = strdup(msg);
	return -1;
}

/* A rule's generate: into c: {{constants}}, {count}, its words, program, seed. */
static int
read_generate(struct parser *ps, struct gen_case *c, const struct ynode *v,
	      const struct config *cfg, bool *intended)
{
	char err[256], *command;

	if (!is_string(v))
		return case_error(ps, c, v, "generate must be a string, not %s",
				  v->type == YNODE_SCALAR ? v->text : ynode_kind(v));
	if (!v->text[0])
		return case_error(ps, c, v, "generate must not be empty");
	if (!(command = put_constants(ps, v, v->text)))
		return case_error(ps, c, v, "out of memory");
	if (strstr(command, "{count}") && c->has_count) {
		char num[24], *out = NULL;
		size_t len = 0;
		FILE *f = open_memstream(&out, &len);

		snprintf(num, sizeof num, "%d", c->count);
		for (const char *s = command; f && *s;) {
			if (!strncmp(s, "{count}", 7)) {
				fputs(num, f);
				s += 7;
			} else {
				fputc(*s++, f);
			}
		}
		if (!f || fclose(f) != 0) {
			free(out);
			free(command);
			return case_error(ps, c, v, "out of memory");
		}
		free(command);
		command = out;
		*intended = false;
	} else if (strstr(command, "{count}") && c->count == 1 && !c->has_count) {
		warn(ps, v, "{count} without count: it stays as written");
	}
	c->command = command;
	char **words;
	size_t n;

	if (generators_split(command, &words, &n, err, sizeof err) < 0)
		return case_error(ps, c, v, "generate: %s", err);
	if (!n) {
		free(words);
		return case_error(ps, c, v, "generate must name a program");
	}
	if (words[0][0] == '/') {
		for (size_t i = 0; i < n; i++)
			free(words[i]);
		free(words);
		return case_error(ps, c, v, "'%s': a generator is a path from generators/, not "
				  "an absolute one", command);
	}
	c->program = find_program(ps, words[0], v, err, sizeof err);
	free(words[0]);
	c->args = words;
	memmove(c->args, c->args + 1, (n - 1) * sizeof *c->args);
	c->nargs = n - 1;
	if (c->program < 0)
		return case_error(ps, c, v, "%s", err);
	size_t seeds = 0;

	for (size_t i = 0; i < c->nargs; i++)
		seeds += count_seeds(c->args[i]);
	if (seeds > 1)
		return case_error(ps, c, v, "{seed} may be used once in a command");
	c->uses_seed = seeds == 1;
	if (c->uses_seed)
		*intended = false;
	c->seed = generators_seed(cfg->salt, c->count, command);
	c->retries = cfg->retries;
	return 0;
}

/* The hash of the file at path into hex, or "" when it is not a regular file. */
static void
hash_file(const char *path, char hex[2 * SHA512_BYTES + 1])
{
	unsigned char d[SHA512_BYTES], buf[65536];
	struct sha512 s;
	struct stat st;
	FILE *f;
	size_t n;

	hex[0] = '\0';
	if (stat(path, &st) < 0 || !S_ISREG(st.st_mode) || !(f = fopen(path, "rb")))
		return;
	sha512_init(&s);
	while ((n = fread(buf, 1, sizeof buf, f)) > 0)
		sha512_update(&s, buf, n);
	fclose(f);
	sha512_final(&s, d);
	for (int i = 0; i < SHA512_BYTES; i++)
		sprintf(hex + 2 * i, "%02x", d[i]);
}

/* What makes two rules the same (BAPCtools' TestCaseRule.hash): into *key, to free. */
static char *
rule_identity(const struct gen_case *c)
{
	char *out = NULL, hex[2 * SHA512_BYTES + 1], *path;
	size_t len = 0;
	FILE *f = open_memstream(&out, &len);

	if (!f)
		return NULL;
	if (c->command) {
		char *cmd = expand(c->command, c->seed, c->seed != 0, false);

		fprintf(f, "generate\n%s\n", cmd ? cmd : "");
		free(cmd);
	}
	for (int e = 0; c->copy && e <= GEN_EXT_OUT; e++)
		if (asprintf(&path, "%s%s", c->copy, ext_names[e]) >= 0) {
			hash_file(path, hex);
			if (hex[0])
				fprintf(f, "%s %s\n", ext_names[e], hex);
			free(path);
		}
	for (int e = 0; e < GEN_TEXT_EXTS; e++)
		if (c->text[e]) {
			sha512_hex(c->text[e], strlen(c->text[e]), hex);
			fprintf(f, "%s %s\n", ext_names[e], hex);
		}
	if (fclose(f) != 0) {
		free(out);
		return NULL;
	}
	return out;
}

/* A case's files written in it: in: TEXT, ans: TEXT, yaml: MAPPING, in.statement: {link: in}. */
static void
read_files(struct parser *ps, struct gen_case *c, const struct ynode *m)
{
	static const char *const link_keys[] = {
		"in.statement", "ans.statement", "in.download", "ans.download",
	};
	static const char *const link_values[] = {
		"in.statement", "ans.statement", "in.download", "ans.download", "in", "ans",
	};

	for (int e = 0; e < GEN_TEXT_EXTS; e++) {
		const char *key = ext_names[e] + 1;
		const struct ynode *v = value_of(m, key);

		if (is_null(v))
			continue;
		if (e == GEN_EXT_YAML && v->type == YNODE_MAPPING) {
			if (!(c->text[e] = yemit_ruamel(v)))
				case_error(ps, c, v, "out of memory");
			continue;
		}
		const struct ynode *link = v->type == YNODE_MAPPING && v->count == 2 &&
					   is_string(v->items[0]) &&
					   !strcmp(v->items[0]->text, "link") ? v->items[1] : NULL;
		bool linkable = false;

		for (size_t i = 0; i < sizeof link_keys / sizeof *link_keys; i++)
			linkable |= !strcmp(key, link_keys[i]);
		if (link && is_string(link) && linkable) {
			const char *to = link->text, *near;
			bool known = false;

			for (size_t i = 0; i < sizeof link_values / sizeof *link_values; i++)
				known |= !strcmp(to, link_values[i]);
			if (!known) {
				if (suggest(to, link_values, sizeof link_values / sizeof *link_values,
					    &near, 1))
					case_error(ps, c, link, "unknown link target '%s' (did you mean "
						   "'%s'?)", to, near);
				else
					case_error(ps, c, link, "unknown link target '%s'", to);
				continue;
			}
			if (strcspn(key, ".") != strcspn(to, ".") || strncmp(key, to, strcspn(key, "."))) {
				case_error(ps, c, link, "%s may not link to %s", key, to);
				continue;
			}
			c->link[e] = gen_ext_find(to);
			continue;
		}
		if (!is_string(v)) {
			case_error(ps, c, v, "%s: a string (quote a number), or {link: ...}", key);
			continue;
		}
		size_t n = strlen(v->text);
		bool nl = n && v->text[n - 1] != '\n';

		if (!(c->text[e] = malloc(n + 2))) {
			case_error(ps, c, v, "out of memory");
			continue;
		}
		memcpy(c->text[e], v->text, n);
		memcpy(c->text[e] + n, nl ? "\n" : "", nl ? 2 : 1);
	}
	for (int e = 0; e < GEN_TEXT_EXTS; e++)
		if (c->link[e] >= 0 && c->link[c->link[e]] >= 0)
			case_error(ps, c, value_of(m, ext_names[e] + 1), "%s links to %s, itself a link",
				   ext_names[e] + 1, ext_names[c->link[e]] + 1);
}

/*
 * One case of a rule (raw, under the folder dir), count value count: what
 * BAPCtools' TestCaseRule reads.  Errors of the rule are the case's.
 */
static void
read_case(struct parser *ps, struct gen_case *c, const struct ynode *raw, const struct ynode *m,
	  const struct config *parent, bool *intended)
{
	struct config cfg = *parent;
	char err[512];
	const char *name = strrchr(c->path, '/') ? strrchr(c->path, '/') + 1 : c->path;
	size_t n = strlen(name);
	const char *root_end = strchr(c->path, '/');
	bool sample = root_end && (size_t)(root_end - c->path) == 6 && !strncmp(c->path, "sample", 6);

	for (int e = 0; e < GEN_TEXT_EXTS; e++)
		c->link[e] = -1;
	c->program = -1;
	c->same_as = -1;
	c->retries = 1;
	c->sample = sample;
	if (n > 3 && !strcmp(name + n - 3, ".in")) {
		case_error(ps, c, raw, "a case's name does not end in '.in'");
		return;
	}
	if (read_config(ps, m, &cfg, err, sizeof err) < 0) {
		case_error(ps, c, value_of(m, "solution"), "%s", err);
		return;
	}
	c->solution = cfg.solution ? strdup(cfg.solution) : NULL;
	c->default_solution = cfg.needs_default;
	c->retries = cfg.retries;
	if (!file_name_ok(name) || strlen(name) + 3 > 255) {
		case_error(ps, c, raw, "'%s' is not a case name ([a-zA-Z0-9_][a-zA-Z0-9_.-]*)", name);
		return;
	}
	if (!strcmp(name, "test_group")) {
		case_error(ps, c, raw, "a case may not be named 'test_group' (test_group.yaml)");
		return;
	}
	if (is_null(raw)) {
		case_error(ps, c, raw, "an empty rule: a case needs generate:, copy: or in:");
		return;
	}
	bool satisfied = has_key(m, "generate") || has_key(m, "copy") || has_key(m, "in") ||
			 (sample && has_key(m, "in.statement") && has_key(m, "in.download")) ||
			 (sample && ps->interactive && has_key(m, "interaction") &&
			  has_key(m, "in.download"));

	if (!satisfied) {
		case_error(ps, c, raw, "a case needs one of generate:, copy:, in:%s",
			   sample ? " or in.statement: and in.download:" : "");
		return;
	}
	if (!ps->interactive && has_key(m, "interaction")) {
		case_error(ps, c, value_of(m, "interaction"),
			   "interaction: is for interactive and multi-pass problems");
		return;
	}
	for (int e = GEN_EXT_IN_STATEMENT; !sample && e <= GEN_EXT_ANS_DOWNLOAD; e++)
		if (has_key(m, ext_names[e] + 1)) {
			case_error(ps, c, value_of(m, ext_names[e] + 1), "%s: is for samples only",
				   ext_names[e] + 1);
			return;
		}
	const struct ynode *v = value_of(m, "generate");

	if (!is_null(v) && read_generate(ps, c, v, &cfg, intended) < 0)
		return;
	if (is_null(v))
		c->seed = 0;
	v = value_of(m, "copy");
	if (!is_null(v)) {
		size_t len;

		if (!is_string(v)) {
			case_error(ps, c, v, "copy must be a string");
			return;
		}
		len = strlen(v->text);
		for (int e = 0; e < GEN_TEXT_EXTS; e++) {
			size_t k = strlen(ext_names[e]);
			const char *dot = strrchr(v->text, '.');

			if (len > k && dot && !strcmp(dot, ext_names[e]))
				warn(ps, v, "copy: '%s' should be given without its extension", v->text);
		}
		if (v->text[0] == '/') {
			case_error(ps, c, v, "copy: '%s': a path from generators/, not an absolute one",
				   v->text);
			return;
		}
		if (asprintf(&c->copy, "%s/generators/%s", ps->p->dir, v->text) < 0) {
			c->copy = NULL;
			case_error(ps, c, v, "out of memory");
			return;
		}
	}
	read_files(ps, c, m);
	for (size_t i = 0; i + 1 < m->count; i += 2) {
		const struct ynode *k = m->items[i];
		bool known = !is_string(k) || gen_ext_find(k->text) >= 0;

		for (size_t j = 0; !known && j < sizeof known_case_keys / sizeof *known_case_keys; j++)
			known = !strcmp(k->text, known_case_keys[j]);
		if (!known && (!strcmp(k->text, "data") || !strcmp(k->text, "include") ||
			       !strcmp(k->text, "test_group.yaml")))
			warn(ps, k, "'%s' is a folder's key, not a case's: ignored", k->text);
		else if (!known)
			warn(ps, k, "unknown key '%s' of case '%s': ignored", k->text, c->path);
	}
}

static void read_dir(struct parser *ps, const char *key, char *name, const struct ynode *m,
		     long parent, const struct config *cfg);

/* Adds an item to the walk; -1 when out of memory (fatal). */
static int
add_item(struct parser *ps, bool dir, size_t index)
{
	struct gen_item *it;
	void *grown = grow(ps->g->order, &ps->g->norder, sizeof *ps->g->order, (void **)&it);

	if (!grown) {
		fatal(ps, NULL, "out of memory");
		return -1;
	}
	ps->g->order = grown;
	it->dir = dir;
	it->index = index;
	return 0;
}

/* The rule raw under key (names from namer) in folder dir: its cases, one per count value. */
static void
read_rule(struct parser *ps, const char *key, struct namer *namer, const struct ynode *raw,
	  size_t dir, const struct config *cfg)
{
	struct generators *g = ps->g;
	long long *counts;
	size_t ncounts;
	struct ynode fake = {.type = YNODE_MAPPING, .line = raw->line, .column = raw->column};
	struct ynode pair[2] = {{.type = YNODE_SCALAR}, *raw};
	struct ynode *items[2] = {&pair[0], &pair[1]};
	const struct ynode *m = raw;

	/* A string is a command; one ending in .in an old-style copy. */
	if (is_string(raw)) {
		size_t n = strlen(raw->text);
		bool copy = n > 3 && !strcmp(raw->text + n - 3, ".in");

		if (copy)
			warn(ps, raw, "'%s': write copy: %.*s instead", raw->text, (int)(n - 3),
			     raw->text);
		pair[0].text = copy ? "copy" : "generate";
		pair[0].len = strlen(pair[0].text);
		if (copy) {
			pair[1].text = strndup(raw->text, n - 3);
			pair[1].len = n - 3;
		}
		fake.items = items;
		fake.count = 2;
		m = &fake;
	} else if (raw->type != YNODE_MAPPING) {
		fake.count = 0;
		m = &fake;
	}
	if (read_count(ps, raw, &counts, &ncounts) < 0)
		goto out;
	bool has_count = ncounts > 0;
	long long lo = 0, hi = 0;
	int width = 0;

	for (size_t i = 0; i < ncounts; i++) {
		lo = i == 0 || counts[i] < lo ? counts[i] : lo;
		hi = i == 0 || counts[i] > hi ? counts[i] : hi;
	}
	/* Consecutive values are zero-padded to the widest. */
	if (has_count && (unsigned long long)(hi - lo) == ncounts - 1)
		for (size_t i = 0; i < ncounts; i++) {
			char num[24];
			int w = snprintf(num, sizeof num, "%lld", counts[i]);

			width = w > width ? w : width;
		}
	size_t first = g->ncases;

	for (size_t i = 0; i < (has_count ? ncounts : 1); i++) {
		char *name = next_name(namer), *full = NULL;
		struct gen_case *c;
		bool intended = has_count;

		if (name && has_count) {
			if (asprintf(&full, "%s-%0*lld", name, width, counts[i]) < 0)
				full = NULL;
			free(name);
			name = full;
		}
		char *path = name ? join(g->dirs[dir].path, name) : NULL;

		free(name);
		if (!path) {
			fatal(ps, raw, "out of memory");
			break;
		}
		if (ps->own && !*g->dirs[dir].path) {
			fatal(ps, raw, "case '%s': the judge's format's cases are in a folder of data: "
			      "(a testdata file)", path);
			free(path);
			break;
		}
		if (case_at(ps, path) >= 0) {
			diag_error(ps->d, ps->path, raw->line, raw->column,
				   "case '%s' is made twice: skipped", path);
			free(path);
			continue;
		}
		void *grown = grow(g->cases, &g->ncases, sizeof *g->cases, (void **)&c);

		if (!grown) {
			free(path);
			fatal(ps, raw, "out of memory");
			break;
		}
		g->cases = grown;
		c->path = path;
		c->line = raw->line;
		c->column = raw->column;
		c->count = has_count ? (int)counts[i] : 1;
		c->has_count = has_count;
		if (!(c->key = strdup(key)))
			fatal(ps, raw, "out of memory");
		read_case(ps, c, raw, m, cfg, &intended);
		if (set_case_at(ps, c->path, g->ncases - 1) < 0 || add_item(ps, false, g->ncases - 1) < 0) {
			fatal(ps, raw, "out of memory");
			break;
		}
		add_known(ps, key, false, g->ncases - 1, raw);
		g->needs_default |= c->default_solution && !c->error;
		if (c->error)
			continue;
		/* A rule the same as an earlier one: a copy of it, linked when count: meant so. */
		if (!(c->identity = rule_identity(c))) {
			fatal(ps, raw, "out of memory");
			break;
		}
		for (size_t k = 0; k + 1 < g->ncases && c->same_as < 0; k++) {
			const struct gen_case *o = &g->cases[k];

			if (!o->error && o->same_as < 0 && !strcmp(o->identity, c->identity)) {
				c->same_as = (int)k;
				/* Of the same rule, which count: without {seed} or {count} means. */
				c->intended = intended && k >= first;
			}
		}
		if (c->same_as >= 0 && !c->intended)
			warn(ps, raw, "case '%s' is made as '%s' is: for the same case again use "
			     "count: (without {seed} and {count})", c->path, g->cases[c->same_as].path);
	}
	free(counts);
out:
	if (is_string(raw) && pair[0].text && !strcmp(pair[0].text, "copy"))
		free(pair[1].text);
}

/* The cases under folder d (index), in its order, for include: of it. */
static int
collect(struct parser *ps, size_t d, size_t **out, size_t *n)
{
	struct generators *g = ps->g;
	size_t at = 0;

	while (at < g->norder && !(g->order[at].dir && g->order[at].index == d))
		at++;
	const char *prefix = g->dirs[d].path;
	size_t plen = strlen(prefix);

	for (size_t i = at; i < g->norder; i++) {
		const struct gen_item *it = &g->order[i];
		const char *path = it->dir ? g->dirs[it->index].path : g->cases[it->index].path;

		if (i > at && (strncmp(path, prefix, plen) || (plen && path[plen] != '/')))
			break;
		size_t k = it->dir ? g->dirs[it->index].nincludes : 1;
		size_t *grown = realloc(*out, (*n + k + 1) * sizeof *grown);

		if (!grown)
			return -1;
		*out = grown;
		if (it->dir)
			for (size_t j = 0; j < k; j++)
				(*out)[(*n)++] = g->dirs[it->index].includes[j];
		else
			(*out)[(*n)++] = it->index;
	}
	return 0;
}

/* include: of folder d (m): the cases of earlier keys, to be linked into it. */
static void
read_includes(struct parser *ps, size_t d, const struct ynode *m, size_t **out, size_t *n)
{
	const struct ynode *v = value_of(m, "include");
	const struct ynode *one[1] = {v};
	const struct ynode *const *items = v && v->type == YNODE_SEQUENCE
					   ? (const struct ynode *const *)v->items : one;
	size_t count = is_null(v) ? 0 : v->type == YNODE_SEQUENCE ? v->count : 1;

	for (size_t i = 0; i < count; i++) {
		const struct ynode *k = items[i];
		struct known_key *known = NULL;

		if (!is_string(k)) {
			fatal(ps, k, "include: '%s' is not a key of a case or group",
			      k->type == YNODE_SCALAR ? k->text : ynode_kind(k));
			continue;
		}
		if (strchr(k->text, '/')) {
			fatal(ps, k, "include: '%s': a key of a case or group, not a path", k->text);
			continue;
		}
		for (size_t j = 0; j < ps->nknown && !known; j++)
			if (!strcmp(ps->known[j].key, k->text))
				known = &ps->known[j];
		if (!known) {
			fatal(ps, k, "include: '%s' is not the key of an earlier case or group", k->text);
			continue;
		}
		if (known->count != 1) {
			fatal(ps, k, "include: '%s' is the key of %zu cases or groups", k->text,
			      known->count);
			continue;
		}
		known->included = true;
		if (!known->dir) {
			size_t *grown = realloc(*out, (*n + 1) * sizeof *grown);

			if (!grown) {
				fatal(ps, k, "out of memory");
				return;
			}
			*out = grown;
			(*out)[(*n)++] = known->index;
		} else if (collect(ps, known->index, out, n) < 0) {
			fatal(ps, k, "out of memory");
			return;
		}
	}
	(void)d;
}

/* A folder's data: entries in the order BAPCtools reads them, each a mapping. */
static void
read_entries(struct parser *ps, size_t d, const struct ynode *data, bool numbered, bool root,
	     const struct config *cfg)
{
	struct generators *g = ps->g;
	size_t groups = 0, next_group = 0, nentries = numbered ? data->count : data ? 1 : 0;

	for (size_t e = 0; numbered && e < nentries; e++)
		for (size_t i = 0; i + 1 < data->items[e]->count; i += 2)
			groups += is_dir(data->items[e]->items[i + 1]);
	for (size_t e = 0; e < nentries; e++) {
		const struct ynode *entry = numbered ? data->items[e] : data;
		size_t npairs = entry->count / 2;

		check_duplicates(ps, entry);
		if (numbered && npairs != 1) {
			fatal(ps, entry, "item %zu of the numbered list of '%s' must have one key "
			      "(a case's own keys go one level deeper)", e, g->dirs[d].path);
			continue;
		}
		/* The keys in order: data/'s folders as BAPCtools makes them, else sorted. */
		const struct ynode **keys = calloc(npairs + 1, sizeof *keys);
		size_t nkeys = 0;

		if (!keys) {
			fatal(ps, entry, "out of memory");
			return;
		}
		for (size_t i = 0; i + 1 < entry->count; i += 2) {
			const struct ynode *k = entry->items[i];
			enum yscalar t = k->type == YNODE_SCALAR ? ynode_scalar(k) : YSCALAR_BOOL;

			if (t != YSCALAR_STRING && t != YSCALAR_NULL) {
				warn(ps, k, "key '%s' is not a string (quote it): ignored",
				     k->type == YNODE_SCALAR ? k->text : "...");
				continue;
			}
			if (root && !ps->own) {
				bool known = false;

				for (size_t r = 0; r < sizeof deprecated_root_dirs /
							   sizeof *deprecated_root_dirs; r++)
					if (!strcmp(k->text, deprecated_root_dirs[r])) {
						warn(ps, k, "'%s' is an old name: write '%.*s'; ignored",
						     k->text, (int)strlen(k->text) - 1, k->text);
						known = true;
					}
				for (size_t r = 0; r < sizeof root_dirs / sizeof *root_dirs; r++)
					known |= !strcmp(k->text, root_dirs[r]);
				if (!known)
					warn(ps, k, "data/ has no folder '%s' (%s, %s, %s, ...): ignored",
					     k->text, root_dirs[0], root_dirs[1], root_dirs[4]);
				if (!known)
					continue;
			}
			keys[nkeys++] = k;
		}
		/*
		 * Sorted by name (null as ""); data/'s by BAPCtools' order.  The
		 * judge's format keeps a folder's cases as written (its files are
		 * read in name order).
		 */
		for (size_t i = 1; i < nkeys && (root || !ps->own); i++)
			for (size_t j = i; j > 0; j--) {
				const char *a = ynode_scalar(keys[j - 1]) == YSCALAR_NULL ? ""
											 : keys[j - 1]->text;
				const char *b = ynode_scalar(keys[j]) == YSCALAR_NULL ? "" : keys[j]->text;
				int c = strcmp(a, b);

				if (root && !ps->own) {
					size_t ra = 0, rb = 0;

					while (strcmp(root_dirs[ra], a))
						ra++;
					while (strcmp(root_dirs[rb], b))
						rb++;
					c = (ra > rb) - (ra < rb);
				}
				if (c <= 0)
					break;
				const struct ynode *t = keys[j];

				keys[j] = keys[j - 1];
				keys[j - 1] = t;
			}
		for (size_t i = 0; i < nkeys; i++) {
			const struct ynode *k = keys[i], *v = NULL;
			const char *key = ynode_scalar(k) == YSCALAR_NULL ? "" : k->text;

			for (size_t j = 0; j + 1 < entry->count; j += 2)
				if (entry->items[j] == k)
					v = entry->items[j + 1];
			struct namer namer = {key, NULL, 0};

			if (numbered && is_dir(v))
				namer = (struct namer){key, &next_group, digits(groups)};
			else if (numbered && is_case(v))
				namer = (struct namer){key, &ps->next_case, digits(ps->numbered_cases)};
			else if (!*key) {
				fatal(ps, k, "a case or group outside a numbered list needs a name");
				continue;
			}
			if (is_dir(v)) {
				char *name = next_name(&namer);

				if (!name) {
					fatal(ps, k, "out of memory");
					break;
				}
				read_dir(ps, key, name, v, (long)d, cfg);
			} else if (is_case(v)) {
				read_rule(ps, key, &namer, v, d, cfg);
			} else {
				fatal(ps, v, "'%s' is neither a case nor a group", key);
			}
		}
		free(keys);
	}
}

/* The folder m, named name (owned here) under parent (-1 for data/ itself), and all in it. */
static void
read_dir(struct parser *ps, const char *key, char *name, const struct ynode *m, long parent,
	 const struct config *inherited)
{
	struct generators *g = ps->g;
	struct config cfg = *inherited;
	char err[512];
	struct gen_dir *dir;
	bool root = parent < 0;

	if (!root && !file_name_ok(name)) {
		fatal(ps, m, "'%s' is not a folder name ([a-zA-Z0-9_][a-zA-Z0-9_.-]*)", name);
		free(name);
		return;
	}
	/* The judge's format: a testdata file per folder of data:, and in it only invalid/. */
	if (ps->own && !root && g->dirs[parent].path[0] &&
	    (strcmp(name, "invalid") || strchr(g->dirs[parent].path, '/'))) {
		fatal(ps, m, "'%s/%s': the judge's format has a testdata file per folder of data: "
		      "and its invalid inputs in FOLDER/invalid, no other folders",
		      g->dirs[parent].path, name);
		free(name);
		return;
	}
	void *grown = grow(g->dirs, &g->ndirs, sizeof *g->dirs, (void **)&dir);

	if (!grown) {
		free(name);
		fatal(ps, m, "out of memory");
		return;
	}
	g->dirs = grown;
	size_t d = g->ndirs - 1;

	dir->path = root ? strdup("") : join(g->dirs[parent].path, name);
	dir->line = m->line;
	dir->column = m->column;
	free(name);
	if (!dir->path || add_item(ps, true, d) < 0) {
		fatal(ps, m, "out of memory");
		return;
	}
	check_duplicates(ps, m);
	if (read_config(ps, m, &cfg, err, sizeof err) < 0) {
		fatal(ps, value_of(m, "solution"), "%s", err);
		return;
	}
	if (root && cfg.solution && !(g->solution = strdup(cfg.solution)))
		fatal(ps, m, "out of memory");
	g->no_solution |= root && !cfg.solution && !cfg.needs_default;
	if (has_key(m, "command"))
		warn(ps, value_of(m, "command"), "command: is reserved: ignored");
	if (root) {
		static const char *const old[] = {"gitignore_generated", "parallel", "visualizer"};

		for (size_t i = 0; i < sizeof old / sizeof *old; i++)
			if (has_key(m, old[i]))
				warn(ps, value_of(m, old[i]), "%s: is no longer used: ignored", old[i]);
	} else {
		if (has_key(m, "generators"))
			warn(ps, value_of(m, "generators"), "generators: belongs at the top: ignored");
		if (has_key(m, "version"))
			warn(ps, value_of(m, "version"), "version: belongs at the top: ignored");
	}
	const struct ynode *tg = value_of(m, "test_group.yaml");

	if (has_key(m, "test_group.yaml") && is_null(tg)) {
		dir->remove_test_group = true;
	} else if (tg && !(tg->type != YNODE_SCALAR && tg->count == 0) &&
		   !(tg->type == YNODE_SCALAR && !tg->text[0])) {
		if (!(dir->test_group = yemit_ruamel(tg))) {
			fatal(ps, tg, "out of memory");
			return;
		}
	}
	const struct ynode *data = value_of(m, "data");
	bool numbered = data && data->type == YNODE_SEQUENCE;

	if (data && !is_null(data) && data->type == YNODE_SCALAR) {
		fatal(ps, data, "data: must be a mapping or a list of mappings");
		return;
	}
	if (is_null(data))
		data = NULL;
	for (size_t i = 0; numbered && i < data->count; i++)
		if (data->items[i]->type != YNODE_MAPPING) {
			fatal(ps, data->items[i], "data: must be a list of mappings, not of %s",
			      ynode_kind(data->items[i]));
			return;
		}
	add_known(ps, key, true, d, m);
	if (root && numbered) {
		fatal(ps, data, "data: of the top must be a mapping, not a numbered list");
		return;
	}
	size_t *included = NULL, nincluded = 0;

	read_includes(ps, d, m, &included, &nincluded);
	read_entries(ps, d, data, numbered, root, &cfg);
	/* Includes take the names they have, unless a case of this folder has it. */
	for (size_t i = 0; i < nincluded; i++) {
		const struct gen_case *t = &g->cases[included[i]];
		const char *base = strrchr(t->path, '/') ? strrchr(t->path, '/') + 1 : t->path;
		char *path = join(g->dirs[d].path, base);
		long at = path ? case_at(ps, path) : -1;

		if (!path) {
			fatal(ps, m, "out of memory");
			break;
		}
		if (at >= 0 && strcmp(g->cases[at].path, t->path)) {
			fatal(ps, value_of(m, "include"), "include: '%s' would stand where '%s' does",
			      t->path, g->cases[at].path);
			free(path);
		} else if (at >= 0) {
			free(path);
		} else {
			struct gen_dir *dd = &g->dirs[d];
			size_t *grown2 = realloc(dd->includes, (dd->nincludes + 1) * sizeof *grown2);
			/* The tree keeps the path: it is freed with the parser. */
			const char *kept = grown2 ? own(ps, path) : NULL;

			free(path);
			if (!kept || set_case_at(ps, kept, included[i]) < 0) {
				if (grown2)
					dd->includes = grown2;
				fatal(ps, m, "out of memory");
				break;
			}
			dd->includes = grown2;
			dd->includes[dd->nincludes++] = included[i];
		}
	}
	free(included);
}

void
generators_path(const struct problem *p, char *out, size_t len)
{
	snprintf(out, len, "%s/generators/generators.yaml", p->dir);
}

int
generators_load(const struct problem *p, struct generators *g, struct diag *d)
{
	char path[PATH_MAX];
	struct parser ps = {.p = p, .g = g, .d = d};
	struct stat st;
	struct ydoc *doc;

	memset(g, 0, sizeof *g);
	generators_path(p, path, sizeof path);
	if (stat(path, &st) < 0) {
		int saved = errno;

		diag_error(d, path, 0, 0, "cannot read it: %s", strerror(errno));
		errno = saved;
		return -1;
	}
	if (!(g->path = strdup(path)) || !(doc = ydoc_load(path, d)))
		return -1;
	ps.path = g->path;
	ps.interactive = p->checker.interactive || p->checker.passes > 1;
	ps.own = !p->format;
	read_constants(&ps);
	const struct ynode *root = doc->root;
	struct ynode empty = {.type = YNODE_MAPPING, .line = 1, .column = 1};
	const struct config top = {.needs_default = true, .salt = "", .retries = 1};

	if (!root)
		root = &empty;
	if (root->type != YNODE_MAPPING)
		fatal(&ps, root, "generators.yaml must be a mapping, not %s", ynode_kind(root));
	else if (!is_dir(root))
		fatal(&ps, root, "the top of generators.yaml is data/, a folder, not a case");
	if (!ps.fatal) {
		read_programs(&ps, value_of(root, "generators"));
		ps.numbered_cases = count_numbered(root);
		read_dir(&ps, "", strdup(""), root, -1, &top);
	}
	ydoc_free(doc);
	for (size_t i = 0; i < ps.nconst; i++) {
		free(ps.names[i]);
		free(ps.values[i]);
	}
	free(ps.names);
	free(ps.values);
	for (size_t i = 0; i < ps.nknown; i++)
		free(ps.known[i].key);
	free(ps.known);
	tdestroy(ps.paths, free);
	for (size_t i = 0; i < ps.nowned; i++)
		free(ps.owned[i]);
	free(ps.owned);
	if (ps.fatal) {
		generators_fini(g);
		errno = EINVAL;
		return -1;
	}
	return 0;
}

void
gen_case_fini(struct gen_case *c)
{
	free(c->path);
	free(c->key);
	free(c->error);
	free(c->command);
	for (size_t k = 0; k < c->nargs; k++)
		free(c->args[k]);
	free(c->args);
	free(c->copy);
	for (int e = 0; e < GEN_TEXT_EXTS; e++)
		free(c->text[e]);
	free(c->solution);
	free(c->identity);
	memset(c, 0, sizeof *c);
}

int
generators_command(const struct problem *p, struct generators *g, const char *command,
		   const char *dir, struct gen_case *c, char *err, size_t errlen)
{
	struct parser ps = {.p = p, .g = g, .d = NULL, .path = g->path};
	struct ynode v = {.type = YNODE_SCALAR, .style = '"', .quoted = true, .line = 0,
			  .column = 0, .text = (char *)command, .len = strlen(command)};
	const struct config cfg = {.salt = "", .retries = 1};
	struct diag d;
	bool intended = false;

	memset(c, 0, sizeof *c);
	diag_init(&d);
	ps.d = &d;
	for (int e = 0; e < GEN_TEXT_EXTS; e++)
		c->link[e] = -1;
	c->same_as = -1;
	c->count = 1;
	if (asprintf(&c->path, "%s%sstress", dir, *dir ? "/" : "") < 0) {
		c->path = NULL;
		snprintf(err, errlen, "out of memory");
		diag_fini(&d);
		return -1;
	}
	read_constants(&ps);
	int rc = read_generate(&ps, c, &v, &cfg, &intended);

	for (size_t i = 0; i < ps.nconst; i++) {
		free(ps.names[i]);
		free(ps.values[i]);
	}
	free(ps.names);
	free(ps.values);
	if (rc < 0) {
		const struct diag_entry *e = diag_first_error(&d);
		const char *msg = e ? strstr(e->message, ": ") : NULL;

		snprintf(err, errlen, "%s", msg ? msg + 2 : "out of memory");
		gen_case_fini(c);
	}
	diag_fini(&d);
	return rc;
}

void
generators_fini(struct generators *g)
{
	for (size_t i = 0; i < g->nprograms; i++) {
		free(g->programs[i].name);
		free(g->programs[i].path);
		for (size_t k = 0; k < g->programs[i].ndeps; k++)
			free(g->programs[i].deps[k]);
		free(g->programs[i].deps);
	}
	for (size_t i = 0; i < g->ncases; i++)
		gen_case_fini(&g->cases[i]);
	for (size_t i = 0; i < g->ndirs; i++) {
		free(g->dirs[i].path);
		free(g->dirs[i].test_group);
		free(g->dirs[i].includes);
	}
	free(g->programs);
	free(g->cases);
	free(g->dirs);
	free(g->order);
	free(g->path);
	free(g->solution);
	memset(g, 0, sizeof *g);
}
