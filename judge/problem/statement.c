/* A problem's statement files, the samples they show, constants, the Markdown with its samples. */
#include "statement.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "package_impl.h"

/* A statement's language code: [a-z]{2,3}, or [a-z]{2}-[A-Z]{2} (pt-BR). */
static bool
language_code(const char *s, size_t len)
{
	if (len == 5 && s[2] == '-')
		return islower((unsigned char)s[0]) && islower((unsigned char)s[1]) &&
		       isupper((unsigned char)s[3]) && isupper((unsigned char)s[4]);
	if (len != 2 && len != 3)
		return false;
	for (size_t i = 0; i < len; i++)
		if (!islower((unsigned char)s[i]))
			return false;
	return true;
}

/* The format an extension names, or -1. */
static int
format_of(const char *ext)
{
	static const char *const exts[] = {[STATEMENT_MARKDOWN] = "md", [STATEMENT_LATEX] = "tex",
					   [STATEMENT_PDF] = "pdf"};

	for (size_t i = 0; i < sizeof exts / sizeof *exts; i++)
		if (!strcmp(ext, exts[i]))
			return (int)i;
	return -1;
}

/* Adds path (in language lang, format) to f. */
static int
add_file(struct statement_files *f, const char *path, const char *lang, size_t langlen,
	 enum statement_format format, struct diag *d)
{
	struct statement_file *grown = realloc(f->items, (f->count + 1) * sizeof *grown);

	if (!grown)
		return diag_error(d, path, 0, 0, "out of memory");
	f->items = grown;
	struct statement_file *s = &f->items[f->count];

	s->format = format;
	s->path = strdup(path);
	s->lang = strndup(lang, langlen);
	if (!s->path || !s->lang) {
		free(s->path);
		free(s->lang);
		return diag_error(d, path, 0, 0, "out of memory");
	}
	f->count++;
	return 0;
}

static int
by_language(const void *a, const void *b)
{
	const struct statement_file *x = a, *y = b;
	int c = strcmp(x->lang, y->lang);

	return c ? c : (int)x->format - (int)y->format;
}

/* The problem.LANG.EXT files of a package's folder dir into f (legacy: problem.EXT is English). */
static int
scan(struct statement_files *f, const char *dir, bool legacy, struct diag *d)
{
	struct dirent **names;
	int n = scandir(dir, &names, package_not_dot, alphasort), rc = 0;

	for (int i = 0; i < n; i++) {
		const char *name = names[i]->d_name, *ext = strrchr(name, '.');
		const char *lang = name + 8;
		char path[PATH_MAX];
		struct stat st;
		int format = ext ? format_of(ext + 1) : -1;
		size_t langlen = ext > lang ? (size_t)(ext - lang) : 0;

		if (rc == 0 && format >= 0 && !strncmp(name, "problem.", 8) &&
		    (language_code(lang, langlen) || (legacy && ext == name + 7)) &&
		    snprintf(path, sizeof path, "%s/%s", dir, name) < (int)sizeof path &&
		    stat(path, &st) == 0 && S_ISREG(st.st_mode))
			rc = ext == name + 7 ? add_file(f, path, "en", 2, format, d)
					     : add_file(f, path, lang, langlen, format, d);
		free(names[i]);
	}
	if (n >= 0)
		free(names);
	return rc;
}

int
statement_files_find(const struct problem *p, struct statement_files *f, struct diag *d)
{
	char path[PATH_MAX];
	struct stat st;

	memset(f, 0, sizeof *f);
	if (!p->format) {
		snprintf(path, sizeof path, "%s/statement.md", p->dir);
		if (stat(path, &st) == 0 && S_ISREG(st.st_mode))
			return add_file(f, path, "", 0, STATEMENT_MARKDOWN, d);
		return 0;
	}
	bool legacy = !strcmp(p->format, "legacy") || !strcmp(p->format, "legacy-icpc");
	/* Each format's folder first, then the other's: packages mix them up. */
	const char *folders[] = {legacy ? "problem_statement" : "statement",
				 legacy ? "statement" : "problem_statement"};

	for (size_t i = 0; i < 2 && f->count == 0; i++) {
		snprintf(path, sizeof path, "%s/%s", p->dir, folders[i]);
		if (scan(f, path, legacy, d) < 0)
			return -1;
	}
	if (f->count > 1)
		qsort(f->items, f->count, sizeof *f->items, by_language);
	return 0;
}

void
statement_files_fini(struct statement_files *f)
{
	for (size_t i = 0; i < f->count; i++) {
		free(f->items[i].path);
		free(f->items[i].lang);
	}
	free(f->items);
	memset(f, 0, sizeof *f);
}

const struct statement_file *
statement_files_pick(const struct statement_files *f, const char *lang)
{
	for (size_t i = 0; i < f->count; i++)
		if (!strcmp(f->items[i].lang, lang ? lang : "en"))
			return &f->items[i];
	return lang || !f->count ? NULL : &f->items[0];
}

const char *
statement_title(const struct problem *p, const char *lang)
{
	for (size_t i = 0; lang && i + 1 < p->names.count; i += 2)
		if (!strcmp(p->names.items[i], lang))
			return p->names.items[i + 1];
	return p->title;
}

/*
 * Up to STATEMENT_SAMPLE_SHOWN bytes of f (closed here), NUL-terminated, into
 * *text and *len, and how many bytes more there were into *cut.
 */
static int
read_shown(FILE *f, char **text, size_t *len, size_t *cut)
{
	char *buf = malloc(STATEMENT_SAMPLE_SHOWN + 1), rest[4096];
	size_t n, more = 0;

	if (!buf) {
		fclose(f);
		return -1;
	}
	n = fread(buf, 1, STATEMENT_SAMPLE_SHOWN, f);
	while (n == STATEMENT_SAMPLE_SHOWN && !ferror(f)) {
		size_t got = fread(rest, 1, sizeof rest, f);

		if (!got)
			break;
		more += got;
	}
	int failed = ferror(f);

	fclose(f);
	if (failed) {
		free(buf);
		return -1;
	}
	buf[n] = '\0';
	*text = buf;
	*len = n;
	*cut = more;
	return 0;
}

/* A side file stem + ext of a sample (.in.statement, ...), shown in place of its data. */
static int
read_side(const char *stem, const char *ext, char **text, size_t *len, size_t *cut,
	  struct diag *d)
{
	char path[PATH_MAX];
	struct stat st;
	FILE *f;

	if (snprintf(path, sizeof path, "%s%s", stem, ext) >= (int)sizeof path ||
	    stat(path, &st) < 0)
		return 0;
	if (!S_ISREG(st.st_mode))
		return diag_error(d, path, 0, 0, "not a regular file");
	if (!(f = fopen(path, "rb")) || read_shown(f, text, len, cut) < 0)
		return diag_error(d, path, 0, 0, "cannot read: %s", strerror(errno));
	return 1;
}

/* Reads one sample case tc of p into sm. */
static int
load_sample(const struct problem *p, const struct testcase *tc, struct statement_sample *sm,
	    struct diag *d)
{
	char stem[PATH_MAX] = "";
	const char *in = tc->input.path;
	size_t inlen = in ? strlen(in) : 0;
	int got;
	FILE *f;

	if (!(sm->name = strdup(tc->name)))
		return diag_error(d, tc->file, tc->line, tc->column, "out of memory");
	if (p->format && in && inlen > 3 && !strcmp(in + inlen - 3, ".in"))
		snprintf(stem, sizeof stem, "%.*s", (int)(inlen - 3), in);
	if (stem[0]) {
		size_t cut;

		got = read_side(stem, ".interaction", &sm->interaction, &sm->interaction_len,
				&cut, d);
		if (got && asprintf(&sm->interaction_path, "%s.interaction", stem) < 0)
			return diag_error(d, stem, 0, 0, "out of memory");
		if (got)
			return got < 0 ? -1 : 0;
		if ((got = read_side(stem, ".in.statement", &sm->input, &sm->input_len,
				     &sm->input_cut, d)) < 0)
			return -1;
	}
	if (!sm->input && (!(f = case_data_open(&tc->input)) ||
			   read_shown(f, &sm->input, &sm->input_len, &sm->input_cut) < 0))
		return diag_error(d, tc->file, tc->line, tc->column, "cannot read the input of "
				  "sample '%s': %s", tc->name, strerror(errno));
	if (stem[0] && ((got = read_side(stem, ".ans.statement", &sm->output, &sm->output_len,
					 &sm->output_cut, d)) < 0 ||
			(!got && read_side(stem, ".out", &sm->output, &sm->output_len,
					   &sm->output_cut, d) < 0)))
		return -1;
	if (!sm->output && (!(f = case_data_open(&tc->output)) ||
			    read_shown(f, &sm->output, &sm->output_len, &sm->output_cut) < 0))
		return diag_error(d, tc->file, tc->line, tc->column, "cannot read the answer of "
				  "sample '%s': %s", tc->name, strerror(errno));
	return 0;
}

/* Grows s by one empty sample; NULL when out of memory. */
static struct statement_sample *
add_sample(struct statement_samples *s)
{
	struct statement_sample *grown = realloc(s->items, (s->count + 1) * sizeof *grown);

	if (!grown)
		return NULL;
	s->items = grown;
	memset(&grown[s->count], 0, sizeof *grown);
	return &grown[s->count++];
}

/* Whether the interaction file at path is some sample's already (the same file). */
static bool
shown(const struct statement_samples *s, const char *path)
{
	struct stat a, b;

	for (size_t i = 0; i < s->count; i++)
		if (s->items[i].interaction_path && stat(path, &a) == 0 &&
		    stat(s->items[i].interaction_path, &b) == 0 && a.st_dev == b.st_dev &&
		    a.st_ino == b.st_ino)
			return true;
	return false;
}

int
statement_samples_load(const struct problem *p, const struct testdata *td,
		       struct statement_samples *s, struct diag *d)
{
	struct testdata_reader *r = testdata_reader_new(td, d);
	struct testcase tc;
	int got, rc = 0;

	memset(s, 0, sizeof *s);
	s->interactive = p->checker.interactive;
	if (!r)
		return diag_error(d, p->testdata_dir, 0, 0, "out of memory");
	while (rc == 0 && (got = testdata_read(r, &tc)) > 0) {
		struct statement_sample *sm;

		if (testcase_is_sample(p, &tc) && !p->format && s->interactive)
			s->unshown++;
		else if (testcase_is_sample(p, &tc) &&
			 (!(sm = add_sample(s)) || load_sample(p, &tc, sm, d) < 0))
			rc = -1;
		testcase_fini(&tc);
	}
	testdata_reader_free(r);
	if (rc == 0 && got < 0)
		rc = -1;
	/* An interaction of data/sample/ with no case of its own is a sample too. */
	for (size_t i = 0; rc == 0 && i < p->interactions.count; i++) {
		const char *path = p->interactions.items[i], *base = strrchr(path, '/');
		struct statement_sample *sm;
		FILE *f;
		size_t cut;

		if (shown(s, path))
			continue;
		if (!(sm = add_sample(s)) || !(sm->interaction_path = strdup(path)) ||
		    !(sm->name = strndup(base ? base + 1 : path,
					 strlen(base ? base + 1 : path) - strlen(".interaction"))))
			rc = diag_error(d, path, 0, 0, "out of memory");
		else if (!(f = fopen(path, "rb")) ||
			 read_shown(f, &sm->interaction, &sm->interaction_len, &cut) < 0)
			rc = diag_error(d, path, 0, 0, "cannot read: %s", strerror(errno));
	}
	if (rc < 0)
		statement_samples_fini(s);
	return rc;
}

void
statement_samples_fini(struct statement_samples *s)
{
	for (size_t i = 0; i < s->count; i++) {
		free(s->items[i].name);
		free(s->items[i].input);
		free(s->items[i].output);
		free(s->items[i].interaction);
		free(s->items[i].interaction_path);
	}
	free(s->items);
	memset(s, 0, sizeof *s);
}

char *
statement_read(const char *path, size_t *len, struct diag *d)
{
	/* Non-blocking: a named pipe in a package opens at once, and is refused below. */
	int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	struct stat st;
	char *text = NULL;
	ssize_t n = 0;

	if (fd < 0 || fstat(fd, &st) < 0) {
		diag_error(d, path, 0, 0, "cannot read: %s", strerror(errno));
		goto out;
	}
	if (!S_ISREG(st.st_mode)) {
		diag_error(d, path, 0, 0, "not a regular file");
		goto out;
	}
	if (st.st_size > STATEMENT_MAX_BYTES) {
		diag_error(d, path, 0, 0, "%lld bytes, over the %d a statement may have",
			   (long long)st.st_size, STATEMENT_MAX_BYTES);
		goto out;
	}
	if (!(text = malloc((size_t)st.st_size + 1))) {
		diag_error(d, path, 0, 0, "out of memory");
		goto out;
	}
	for (size_t got = 0; got < (size_t)st.st_size; got += (size_t)n) {
		n = read(fd, text + got, (size_t)st.st_size - got);
		if (n <= 0) {
			diag_error(d, path, 0, 0, "cannot read: %s",
				   n < 0 ? strerror(errno) : "it shrank while read");
			free(text);
			text = NULL;
			goto out;
		}
	}
	text[st.st_size] = '\0';
	*len = (size_t)st.st_size;
out:
	if (fd >= 0)
		close(fd);
	return text;
}

/* The length of the name at s ([a-zA-Z_][a-zA-Z0-9_]*), of at most len bytes; 0 if none. */
static size_t
name_length(const char *s, size_t len)
{
	size_t n = 0;

	while (n < len && (isalnum((unsigned char)s[n]) || s[n] == '_'))
		n++;
	return n && !isdigit((unsigned char)s[0]) ? n : 0;
}

/*
 * Whether a constant sequence starts at s ({{name}} or {{name.variant}}, in
 * len bytes): its length, with the name and the variant (or NULL) located.
 */
static size_t
sequence(const char *s, size_t len, const char **name, size_t *namelen, const char **variant,
	 size_t *variantlen)
{
	size_t at = 2, n;

	if (len < 5 || s[0] != '{' || s[1] != '{' || !(n = name_length(s + 2, len - 2)))
		return 0;
	*name = s + 2;
	*namelen = n;
	*variant = NULL;
	at += n;
	if (at < len && s[at] == '.' && (n = name_length(s + at + 1, len - at - 1))) {
		*variant = s + at + 1;
		*variantlen = n;
		at += 1 + n;
	}
	return at + 1 < len && s[at] == '}' && s[at + 1] == '}' ? at + 2 : 0;
}

char *
statement_substitute(const struct problem *p, const char *path, const char *text, size_t len,
		     size_t *outlen, struct diag *d)
{
	char *out = NULL;
	size_t size = 0;
	FILE *f = open_memstream(&out, &size);
	int line = 1, column = 1;

	if (!f)
		return NULL;
	for (size_t i = 0; i < len;) {
		const char *name = NULL, *variant = NULL;
		size_t namelen = 0, variantlen = 0, n = sequence(text + i, len - i, &name, &namelen,
							    &variant, &variantlen);
		const struct problem_constant *c = n ? problem_constant_find(&p->constants, name,
									     namelen) : NULL;
		const char *value = c && !variant ? c->value : NULL;

		for (size_t k = 0; c && variant && k + 1 < c->variants.count; k += 2)
			if (strlen(c->variants.items[k]) == variantlen &&
			    !memcmp(c->variants.items[k], variant, variantlen))
				value = c->variants.items[k + 1];
		if (c && variant && variantlen == 5 && !memcmp(variant, "value", 5))
			value = c->value;
		if (value) {
			fputs(value, f);
			i += n;
			column += (int)n;
			continue;
		}
		bool placeholder = !variant &&
				   ((namelen == 10 && !memcmp(name, "nextsample", 10)) ||
				    (namelen == 16 && !memcmp(name, "remainingsamples", 16)));

		if (n && c)
			diag_warning(d, path, line, column, "constant '%.*s' has no variant '%.*s'",
				     (int)namelen, name, (int)variantlen, variant);
		else if (n && !placeholder)
			diag_warning(d, path, line, column, "no constant '%.*s' in problem.yaml",
				     (int)namelen, name);
		if (text[i] == '\n') {
			line++;
			column = 0;
		}
		fputc(text[i++], f);
		column++;
	}
	if (fclose(f) != 0) {
		free(out);
		return NULL;
	}
	*outlen = size;
	return out;
}

char *
statement_text(const struct problem *p, const struct statement_file *f, size_t *len,
	       struct diag *d)
{
	size_t raw_len;
	char *raw = statement_read(f->path, &raw_len, d), *text;

	if (!raw)
		return NULL;
	text = statement_substitute(p, f->path, raw, raw_len, len, d);
	free(raw);
	if (!text)
		diag_error(d, f->path, 0, 0, "out of memory");
	return text;
}

size_t
statement_placeholder(const struct statement_samples *s, bool remaining, size_t *next,
		      size_t *first)
{
	size_t left = s->count - *next, n = remaining ? left : left ? 1 : 0;

	*first = *next;
	*next += n;
	return n;
}

/* A fence longer than any run of backticks in the len bytes at text (three at least). */
static void
fence(FILE *out, const char *text, size_t len)
{
	size_t longest = 0, run = 0;

	for (size_t i = 0; i < len; i++) {
		run = text[i] == '`' ? run + 1 : 0;
		longest = run > longest ? run : longest;
	}
	for (size_t i = 0; i < (longest >= 3 ? longest + 1 : 3); i++)
		fputc('`', out);
}

/* One block of a sample in Markdown: a bold heading, then the text fenced. */
static void
markdown_block(FILE *out, const char *heading, size_t number, const char *text, size_t len,
	       size_t cut)
{
	fprintf(out, "\n**%s %zu**\n\n", heading, number);
	fence(out, text, len);
	fputc('\n', out);
	fwrite(text, 1, len, out);
	if (len && text[len - 1] != '\n')
		fputc('\n', out);
	fence(out, text, len);
	fputc('\n', out);
	if (cut)
		fprintf(out, "\n(%zu more bytes not shown)\n", cut);
}

static void
markdown_samples(FILE *out, const struct statement_samples *s, size_t first, size_t n)
{
	for (size_t i = first; i < first + n; i++) {
		const struct statement_sample *sm = &s->items[i];

		if (sm->interaction) {
			markdown_block(out, s->interactive ? "Sample Interaction" : "Sample Case",
				       i + 1, sm->interaction, sm->interaction_len, 0);
			continue;
		}
		markdown_block(out, "Sample Input", i + 1, sm->input, sm->input_len,
			       sm->input_cut);
		markdown_block(out, "Sample Output", i + 1, sm->output, sm->output_len,
			       sm->output_cut);
	}
}

void
statement_write_markdown(FILE *out, const char *path, const char *text, size_t len,
			 const struct statement_samples *s, bool shown_literally, struct diag *d)
{
	static const char next[] = STATEMENT_NEXT_SAMPLE, rest[] = STATEMENT_REMAINING_SAMPLES;
	size_t at = 0, first, line = 1;

	for (size_t i = 0; i < len;) {
		bool is_next = len - i >= sizeof next - 1 &&
			       !memcmp(text + i, next, sizeof next - 1);
		bool is_rest = len - i >= sizeof rest - 1 &&
			       !memcmp(text + i, rest, sizeof rest - 1);

		if (!is_next && !is_rest) {
			line += text[i] == '\n';
			fputc(text[i++], out);
			continue;
		}
		size_t n = statement_placeholder(s, is_rest, &at, &first);

		if (!n && is_next)
			diag_warning(d, path, (int)line, 0, "{{nextsample}} with no sample left "
				     "(the problem has %zu)", s->count);
		markdown_samples(out, s, first, n);
		i += is_next ? sizeof next - 1 : sizeof rest - 1;
	}
	if (!shown_literally && statement_placeholder(s, true, &at, &first))
		markdown_samples(out, s, first, s->count - first);
}
