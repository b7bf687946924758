/* A Markdown statement as one self-contained page, and what reading it finds (cmark-gfm). */
#include "statement_html.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm-extension_api.h>

#include "base/escape.h"
#include "base/units.h"
#include "html_page.h"

/* What the statement page adds to the reports' style. */
static const char style[] =
	"main{max-width:50em;font-size:15px;line-height:1.5}\n"
	"p.limits{color:#555}\n"
	"pre,code{font-family:ui-monospace,monospace;font-size:13px}\n"
	"pre{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}\n"
	"main>pre,li>pre{background:#f6f6f6;padding:.5em}\n"
	"table.sample,table.interaction{width:100%;table-layout:fixed;margin:1em 0}\n"
	"table.sample td,table.interaction td{background:#f6f6f6;border:2px solid #fff}\n"
	"table.interaction td.write{background:#eef3fb}\n"
	"table.interaction th.pass{text-align:center;color:#555;font-weight:normal}\n"
	".math{font-family:ui-monospace,monospace;color:#1a4f8b}\n"
	".math.display{display:block;text-align:center;margin:.5em 0;white-space:pre-wrap}\n"
	"p.cut{color:#555;font-size:12px;margin:.25em 0 0}\n"
	"img{max-width:100%}\n";

/*
 * The raw HTML nodes the page makes itself carry this as their user data;
 * every other one is the author's, kept only when it is a plain tag.
 */
static const char ours = 0;

/* A node of type (CMARK_NODE_HTML_INLINE or _BLOCK) holding html, marked as ours; or NULL. */
static cmark_node *
raw(cmark_node_type type, const char *html)
{
	cmark_node *n = cmark_node_new(type);

	if (n && (!cmark_node_set_literal(n, html) ||
		  !cmark_node_set_user_data(n, (void *)&ours))) {
		cmark_node_free(n);
		return NULL;
	}
	return n;
}

/*
 * Math ($...$ and $$...$$) as pandoc reads it, so that TeX never goes through
 * Markdown: an opening $ is followed by a non-space, a closing $ preceded by
 * one and not followed by a digit; $$ opens and closes display math.  The
 * span becomes an inline node of ours showing the TeX, dollars and all.
 */
static cmark_node *
match_math(cmark_syntax_extension *ext, cmark_parser *parser, cmark_node *parent,
	   unsigned char c, cmark_inline_parser *ip)
{
	int start = cmark_inline_parser_get_offset(ip), at = start + 1;
	bool display = cmark_inline_parser_peek_at(ip, at) == '$';
	int open = display ? at + 1 : at, close = -1;

	(void)ext;
	(void)parser;
	(void)parent;
	if (c != '$' || (!display && isspace(cmark_inline_parser_peek_at(ip, open))))
		return NULL;
	for (at = open; cmark_inline_parser_peek_at(ip, at); at++) {
		unsigned char ch = cmark_inline_parser_peek_at(ip, at);

		if (ch == '\\' && cmark_inline_parser_peek_at(ip, at + 1)) {
			at++;
			continue;
		}
		if (ch != '$' || at == open)
			continue;
		if (display && cmark_inline_parser_peek_at(ip, at + 1) == '$') {
			close = at;
			break;
		}
		if (!display && !isspace(cmark_inline_parser_peek_at(ip, at - 1)) &&
		    !isdigit(cmark_inline_parser_peek_at(ip, at + 1))) {
			close = at;
			break;
		}
	}
	if (close < 0)
		return NULL;
	int end = close + (display ? 2 : 1);
	char *tex = malloc((size_t)(end - start) + 1), *html = NULL;
	size_t size = 0;
	FILE *f = tex ? open_memstream(&html, &size) : NULL;

	if (!f) {
		free(tex);
		return NULL;
	}
	for (int i = start; i < end; i++)
		tex[i - start] = (char)cmark_inline_parser_peek_at(ip, i);
	tex[end - start] = '\0';
	fprintf(f, "<span class=\"math%s\">", display ? " display" : "");
	escape_html(f, tex);
	fputs("</span>", f);
	free(tex);
	cmark_node *n = fclose(f) == 0 ? raw(CMARK_NODE_HTML_INLINE, html) : NULL;

	free(html);
	if (n)
		cmark_inline_parser_set_offset(ip, end);
	return n;
}

/* A code block the statement labels as a sample's input or output. */
struct literal {
	cmark_node *node;
	bool output;
};

/* What one reading of the statement gathers and makes. */
struct reading {
	const struct statement_page *pg;
	struct diag *d;
	struct literal *literals;
	size_t nliterals;
	size_t next;             /* the first sample no placeholder has shown */
	bool failed;             /* out of memory */
};

/* The text of node's inlines (its literals, a space for each break) onto f. */
static void
plain(FILE *f, cmark_node *node)
{
	for (cmark_node *c = cmark_node_first_child(node); c; c = cmark_node_next(c)) {
		cmark_node_type t = cmark_node_get_type(c);

		if (t == CMARK_NODE_TEXT || t == CMARK_NODE_CODE)
			fputs(cmark_node_get_literal(c), f);
		else if (t == CMARK_NODE_SOFTBREAK || t == CMARK_NODE_LINEBREAK)
			fputc(' ', f);
		else
			plain(f, c);
	}
}

/* plain() as a new string, lowercased when lower is set, or NULL. */
static char *
plain_text(cmark_node *node, bool lower)
{
	char *text = NULL;
	size_t size = 0;
	FILE *f = open_memstream(&text, &size);

	if (!f)
		return NULL;
	plain(f, node);
	if (fclose(f) != 0) {
		free(text);
		return NULL;
	}
	for (char *s = text; lower && *s; s++)
		*s = (char)tolower((unsigned char)*s);
	return text;
}

/* What names a sample, an input and an output, in the languages statements come in most. */
static const char *const sample_words[] = {"sample", "example", "exempel", "exemple",
					   "ejemplo", "beispiel", "esempio", "voorbeeld"};
static const char *const input_words[] = {"input", "indata", "entrée", "entrada", "eingabe"};
static const char *const output_words[] = {"output", "utdata", "sortie", "salida", "ausgabe"};

/* Whether text (lowercased) names a sample or an example. */
static bool
names_sample(const char *text)
{
	for (size_t i = 0; text && i < sizeof sample_words / sizeof *sample_words; i++)
		if (strstr(text, sample_words[i]))
			return true;
	return false;
}

/* Whether the len bytes at s are one of the n words. */
static bool
one_of(const char *s, size_t len, const char *const *words, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (strlen(words[i]) == len && !memcmp(s, words[i], len))
			return true;
	return false;
}

/*
 * Whether label (lowercased) says what a sample's code block is: "input",
 * "Input:", "Sample input 1", "Example output", "Indata:"; *output says
 * which.
 */
static bool
sample_label(const char *label, bool *output)
{
	size_t n = strlen(label);

	while (n && (isspace((unsigned char)label[n - 1]) || label[n - 1] == ':' ||
		     label[n - 1] == '.'))
		n--;
	while (n && isdigit((unsigned char)label[n - 1]))
		n--;
	while (n && isspace((unsigned char)label[n - 1]))
		n--;
	for (size_t i = 0; i < sizeof sample_words / sizeof *sample_words; i++) {
		size_t w = strlen(sample_words[i]);

		if (n > w && !strncmp(label, sample_words[i], w) && label[w] == ' ') {
			label += w + 1;
			n -= w + 1;
			break;
		}
	}
	*output = one_of(label, n, output_words, sizeof output_words / sizeof *output_words);
	return *output || one_of(label, n, input_words, sizeof input_words / sizeof *input_words);
}

/* A line of a text, whitespace at its end left out. */
struct line {
	const char *s;
	size_t len;
	const char *owner;       /* the case it belongs to, or NULL: the statement's */
};

struct lines {
	struct line *items;
	size_t count;
};

/* Appends the lines of the len bytes at text (trailing blank lines left out) to l. */
static int
split(struct lines *l, const char *text, size_t len, const char *owner)
{
	size_t keep = l->count;

	for (size_t at = 0; at < len;) {
		const char *nl = memchr(text + at, '\n', len - at);
		size_t end = nl ? (size_t)(nl - text) : len, n = end - at;
		struct line *grown = realloc(l->items, (l->count + 1) * sizeof *grown);

		if (!grown)
			return -1;
		l->items = grown;
		while (n && isspace((unsigned char)text[at + n - 1]))
			n--;
		grown[l->count++] = (struct line){text + at, n, owner};
		if (n)
			keep = l->count;
		at = end + 1;
	}
	l->count = keep;
	return 0;
}

/* The first line where a and b differ, or the shorter's length when one is the other's start. */
static size_t
common(const struct lines *a, const struct lines *b)
{
	size_t i = 0;

	while (i < a->count && i < b->count && a->items[i].len == b->items[i].len &&
	       !memcmp(a->items[i].s, b->items[i].s, a->items[i].len))
		i++;
	return i;
}

/* The inputs (output false) or outputs of samples first..first+n into l. */
static int
gather(struct lines *l, const struct statement_samples *s, size_t first, size_t n, bool output)
{
	l->count = 0;
	for (size_t i = first; i < first + n; i++) {
		const struct statement_sample *sm = &s->items[i];

		if (split(l, output ? sm->output : sm->input, output ? sm->output_len
			  : sm->input_len, sm->name) < 0)
			return -1;
	}
	return 0;
}

/* Says where the statement's lines a first differ from the cases' b (they do). */
static void
differs(struct reading *r, cmark_node *node, const char *what, const struct lines *a,
	const struct lines *b)
{
	size_t i = common(a, b);
	const char *path = r->pg->file->path;
	int line = cmark_node_get_start_line(node), column = cmark_node_get_start_column(node);

	if (i < a->count && i < b->count)
		diag_warning(r->d, path, line, column, "the statement's sample %s differs from "
			     "case '%s': its line %zu is '%.*s', the case's '%.*s'", what,
			     b->items[i].owner, i + 1, (int)(a->items[i].len > 60 ? 60
			     : a->items[i].len), a->items[i].s, (int)(b->items[i].len > 60 ? 60
			     : b->items[i].len), b->items[i].s);
	else if (i < b->count)
		diag_warning(r->d, path, line, column, "the statement's sample %s ends after "
			     "line %zu; case '%s' goes on with '%.*s'", what, i, b->items[i].owner,
			     (int)(b->items[i].len > 60 ? 60 : b->items[i].len), b->items[i].s);
	else
		diag_warning(r->d, path, line, column, "the statement's sample %s has more "
			     "lines than %s: line %zu is '%.*s'", what, b->count ? "its cases" :
			     "the sample cases", i + 1, (int)(a->items[i].len > 60 ? 60
			     : a->items[i].len), a->items[i].s);
}

/*
 * Holds each sample the statement shows in its own code blocks (an input,
 * and the output after it) to the sample cases, in order: an input shows one
 * case, or several in a row when it is their inputs one after the other (a
 * statement's one example of several queries); its output must then be their
 * answers.
 */
static int
check_literals(struct reading *r)
{
	const struct statement_samples *s = r->pg->samples;
	struct lines lit = {0}, cases = {0}, best = {0};
	size_t at = 0;
	int rc = 0;

	for (size_t i = 0; i < s->count; i++)
		if (s->items[i].interaction)
			return 0;
	for (size_t i = 0; i < r->nliterals && rc == 0; i++) {
		const struct literal *in = &r->literals[i];
		const struct literal *out = i + 1 < r->nliterals && r->literals[i + 1].output
					    ? &r->literals[i + 1] : NULL;
		const char *text = cmark_node_get_literal(in->node);
		size_t k, best_k = 1, best_common = 0, best_gap = SIZE_MAX;

		if (in->output)
			continue;
		i += out != NULL;
		lit.count = 0;
		if (split(&lit, text, strlen(text), NULL) < 0) {
			rc = -1;
			break;
		}
		if (at >= s->count) {
			diag_warning(r->d, r->pg->file->path, cmark_node_get_start_line(in->node),
				     cmark_node_get_start_column(in->node), "the statement shows "
				     "more samples than the %zu sample case%s", s->count,
				     s->count == 1 ? "" : "s");
			break;
		}
		for (k = 1; at + k <= s->count; k++) {
			if (gather(&cases, s, at, k, false) < 0) {
				rc = -1;
				break;
			}
			size_t c = common(&lit, &cases);

			if (c == lit.count && c == cases.count)
				break;
			/* The run the statement follows longest, then the nearest in length. */
			size_t gap = cases.count > lit.count ? cases.count - lit.count
							     : lit.count - cases.count;

			if (c > best_common || (c == best_common && gap < best_gap)) {
				best_common = c;
				best_gap = gap;
				best_k = k;
			}
			/* Past the statement's lines, more cases only differ more. */
			if (cases.count > lit.count)
				k = s->count;
		}
		if (rc < 0)
			break;
		if (at + k > s->count) {
			if (gather(&best, s, at, best_k, false) < 0) {
				rc = -1;
				break;
			}
			differs(r, in->node, "input", &lit, &best);
			at += best_k;
			continue;
		}
		if (out) {
			text = cmark_node_get_literal(out->node);
			lit.count = 0;
			if (split(&lit, text, strlen(text), NULL) < 0 ||
			    gather(&cases, s, at, k, true) < 0) {
				rc = -1;
				break;
			}
			if (common(&lit, &cases) != lit.count || lit.count != cases.count)
				differs(r, out->node, "output", &lit, &cases);
		}
		at += k;
	}
	free(lit.items);
	free(cases.items);
	free(best.items);
	return rc;
}

/* A sample's text in a cell's <pre>, and how much of it was left out. */
static void
cell(FILE *f, const char *text, size_t cut)
{
	fputs("<td><pre>", f);
	escape_html(f, text);
	fputs("</pre>", f);
	if (cut)
		fprintf(f, "<p class=\"cut\">%zu more bytes not shown</p>", cut);
	fputs("</td>", f);
}

/* Ends the row of one side's lines (side 0: the judge's, 1: the program's) open on f. */
static void
end_row(FILE *f, int side)
{
	if (side >= 0)
		fputs(side ? "</pre></td></tr>\n" : "</pre></td><td></td></tr>\n", f);
}

/*
 * An interaction: a row for each run of lines one side wrote ("<": the
 * judge's, which the program reads, on the left; ">": the program's, on the
 * right), "---" between passes.
 */
static void
interaction(FILE *f, const struct statement_samples *s, const struct statement_sample *sm,
	    size_t number)
{
	const char *text = sm->interaction, *end = text + sm->interaction_len;
	int side = -1, pass = 1;

	fprintf(f, "<table class=\"interaction\"><thead><tr><th colspan=\"2\">Sample %s %zu"
		"</th></tr><tr><th>%s</th><th>%s</th></tr></thead><tbody>\n",
		s->interactive ? "Interaction" : "Case", number,
		s->interactive ? "The program reads" : "Input",
		s->interactive ? "The program writes" : "Output");
	if (strstr(text, "\n---"))
		fputs("<tr><th class=\"pass\" colspan=\"2\">Pass 1</th></tr>\n", f);
	while (text < end) {
		const char *nl = memchr(text, '\n', (size_t)(end - text));
		size_t len = nl ? (size_t)(nl - text) : (size_t)(end - text);
		char *line = strndup(text, len);
		int now = len && text[0] == '>';

		text += len + (nl != NULL);
		if (!line)
			continue;
		if (!strncmp(line, "---", 3)) {
			end_row(f, side);
			side = -1;
			fprintf(f, "<tr><th class=\"pass\" colspan=\"2\">Pass %d</th></tr>\n",
				++pass);
		} else {
			if (now != side) {
				end_row(f, side);
				fprintf(f, "<tr>%s<td class=\"%s\"><pre>", now ? "<td></td>" : "",
					now ? "write" : "read");
				side = now;
			} else {
				fputc('\n', f);
			}
			escape_html(f, len && (line[0] == '<' || line[0] == '>') ? line + 1 : line);
		}
		free(line);
	}
	end_row(f, side);
	fputs("</tbody></table>\n", f);
}

/* Samples first..first+n as a block of ours (NULL when out of memory). */
static cmark_node *
samples_node(const struct statement_samples *s, size_t first, size_t n)
{
	char *html = NULL;
	size_t size = 0;
	FILE *f = open_memstream(&html, &size);

	if (!f)
		return NULL;
	for (size_t i = first; i < first + n; i++) {
		const struct statement_sample *sm = &s->items[i];

		if (sm->interaction) {
			interaction(f, s, sm, i + 1);
			continue;
		}
		fprintf(f, "<table class=\"sample\"><thead><tr><th>Sample Input %zu</th>"
			"<th>Sample Output %zu</th></tr></thead><tbody><tr>", i + 1, i + 1);
		cell(f, sm->input, sm->input_cut);
		cell(f, sm->output, sm->output_cut);
		fputs("</tr></tbody></table>\n", f);
	}
	cmark_node *node = fclose(f) == 0 ? raw(CMARK_NODE_HTML_BLOCK, html) : NULL;

	free(html);
	return node;
}

/*
 * The placeholders of a text node: one that fills its paragraph is replaced
 * by the samples; one inside other text leaves the text around it, and the
 * samples follow the paragraph, list or table it is in.
 */
static int
placeholders(struct reading *r, cmark_node *text)
{
	static const char next[] = STATEMENT_NEXT_SAMPLE, rest[] = STATEMENT_REMAINING_SAMPLES;
	cmark_node *parent = cmark_node_parent(text), *top = parent, *anchor;

	/* Inside other text, the samples follow the block of the document it is in. */
	while (cmark_node_parent(top) && cmark_node_get_type(cmark_node_parent(top)) !=
					 CMARK_NODE_DOCUMENT)
		top = cmark_node_parent(top);
	anchor = top;

	for (;;) {
		const char *s = cmark_node_get_literal(text), *a = strstr(s, next);
		const char *b = strstr(s, rest), *at = a && (!b || a < b) ? a : b;
		size_t len = at == a ? sizeof next - 1 : sizeof rest - 1, first;

		if (!at)
			return 0;
		size_t n = statement_placeholder(r->pg->samples, at == b, &r->next, &first);

		if (!n && at == a)
			diag_warning(r->d, r->pg->file->path, cmark_node_get_start_line(parent),
				     cmark_node_get_start_column(parent), "{{nextsample}} with no "
				     "sample left (the problem has %zu)", r->pg->samples->count);
		cmark_node *block = samples_node(r->pg->samples, first, n);

		if (!block)
			return -1;
		if (at == s && !s[len] && anchor == top && top == parent &&
		    cmark_node_get_type(parent) == CMARK_NODE_PARAGRAPH &&
		    cmark_node_first_child(parent) == text && !cmark_node_next(text)) {
			cmark_node_replace(parent, block);
			cmark_node_free(parent);
			return 0;
		}
		char *before = strndup(s, (size_t)(at - s)), *after = strdup(at + len);
		cmark_node *tail = cmark_node_new(CMARK_NODE_TEXT);
		bool done = before && after && tail && cmark_node_set_literal(tail, after) &&
			    cmark_node_insert_after(text, tail) &&
			    cmark_node_set_literal(text, before) &&
			    cmark_node_insert_after(anchor, block);

		free(before);
		free(after);
		if (!done) {
			cmark_node_free(block);
			if (tail && !cmark_node_parent(tail))
				cmark_node_free(tail);
			return -1;
		}
		anchor = block;
		text = tail;
	}
}

/* Whether the raw HTML literal is one of the few plain tags kept: <sup>, </b>, <br/>... */
static bool
plain_tag(const char *html)
{
	static const char *const tags[] = {"b", "br", "code", "em", "i", "kbd", "s", "small",
					   "strong", "sub", "sup", "u", "var"};
	char name[8];
	int n = 0;

	if (*html++ != '<')
		return false;
	html += *html == '/';
	if (sscanf(html, "%7[a-z]%n", name, &n) != 1)
		return false;
	html += n;
	while (*html == ' ')
		html++;
	html += *html == '/';
	if (strcmp(html, ">"))
		return false;
	for (size_t i = 0; i < sizeof tags / sizeof *tags; i++)
		if (!strcmp(name, tags[i]))
			return true;
	return false;
}

/* Whether a link may keep url: relative, or http, https or mailto. */
static bool
safe_url(const char *url)
{
	size_t n = strspn(url, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+.-");

	if (url[n] != ':' || !isalpha((unsigned char)url[0]))
		return true;
	return (n == 4 && !strncasecmp(url, "http", 4)) ||
	       (n == 5 && !strncasecmp(url, "https", 5)) ||
	       (n == 6 && !strncasecmp(url, "mailto", 6));
}

/* The MIME type of an image the page may inline, by its name, or NULL. */
static const char *
image_type(const char *url)
{
	static const char *const types[][2] = {{".png", "image/png"}, {".jpg", "image/jpeg"},
					       {".jpeg", "image/jpeg"}, {".svg", "image/svg+xml"}};
	const char *dot = strrchr(url, '.');

	for (size_t i = 0; dot && i < sizeof types / sizeof *types; i++)
		if (!strcasecmp(dot, types[i][0]))
			return types[i][1];
	return NULL;
}

/* The len bytes at data in base64 onto f. */
static void
base64(FILE *f, const unsigned char *data, size_t len)
{
	static const char digits[] =
		"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

	for (size_t i = 0; i < len; i += 3) {
		uint32_t v = (uint32_t)data[i] << 16 |
			     (i + 1 < len ? (uint32_t)data[i + 1] << 8 : 0) |
			     (i + 2 < len ? data[i + 2] : 0);

		fputc(digits[v >> 18], f);
		fputc(digits[v >> 12 & 63], f);
		fputc(i + 1 < len ? digits[v >> 6 & 63] : '=', f);
		fputc(i + 2 < len ? digits[v & 63] : '=', f);
	}
}

/*
 * An image of the statement's folder as an inline node with the image in a
 * data: URL, or NULL after a warning (a URL, an absolute path, one climbing
 * out by '..', another type than PNG, JPEG and SVG, a missing or large file).
 */
static cmark_node *
image(struct reading *r, cmark_node *img)
{
	const char *url = cmark_node_get_url(img), *path = r->pg->file->path;
	const char *slash = strrchr(path, '/'), *type = image_type(url), *why = NULL;
	char file[PATH_MAX], *alt = plain_text(img, false), *html = NULL, *data = NULL;
	int line = cmark_node_get_start_line(img), column = cmark_node_get_start_column(img);
	size_t size = 0, len = 0;
	struct diag quiet;

	diag_init(&quiet);
	if (strchr(url, ':') || url[0] == '/' || !strncmp(url, "../", 3) || strstr(url, "/../"))
		why = "only a file beside the statement is shown (no URL, no absolute path, "
		      "no '..')";
	else if (!type)
		why = "only PNG, JPEG and SVG images are shown";
	else if (snprintf(file, sizeof file, "%.*s/%s", slash ? (int)(slash - path) : 1,
			  slash ? path : ".", url) >= (int)sizeof file)
		why = "its path is too long";
	else if (!(data = statement_read(file, &len, &quiet)))
		why = quiet.count ? quiet.entries[0].message : "it cannot be read";
	else if (len > STATEMENT_IMAGE_MAX_BYTES)
		why = "it is over 2 MiB";
	if (why) {
		diag_warning(r->d, path, line, column, "image '%s' not shown: %s", url, why);
		free(alt);
		free(data);
		diag_fini(&quiet);
		return NULL;
	}
	FILE *f = open_memstream(&html, &size);
	cmark_node *n = NULL;

	if (f) {
		fprintf(f, "<img src=\"data:%s;base64,", type);
		base64(f, (const unsigned char *)data, len);
		fputs("\" alt=\"", f);
		escape_html_attribute(f, alt ? alt : "");
		fputs("\">", f);
		if (fclose(f) == 0)
			n = raw(CMARK_NODE_HTML_INLINE, html);
	}
	if (!n)
		r->failed = true;
	free(html);
	free(alt);
	free(data);
	diag_fini(&quiet);
	return n;
}

/* A text node of img's alt text, in brackets; NULL when out of memory. */
static cmark_node *
alt_text(cmark_node *img)
{
	char *alt = plain_text(img, false), *text = NULL;
	cmark_node *n = NULL;

	if (alt && asprintf(&text, "[%s]", alt) >= 0 && (n = cmark_node_new(CMARK_NODE_TEXT)) &&
	    !cmark_node_set_literal(n, text)) {
		cmark_node_free(n);
		n = NULL;
	}
	free(alt);
	free(text);
	return n;
}

/* The nodes a reading changes, found first: the tree is changed once the walk is done. */
struct found {
	cmark_node **items;
	size_t count;
};

static int
add_found(struct found *f, cmark_node *n)
{
	cmark_node **grown = realloc(f->items, (f->count + 1) * sizeof *grown);

	if (!grown)
		return -1;
	f->items = grown;
	grown[f->count++] = n;
	return 0;
}

static int
add_literal(struct reading *r, cmark_node *n, bool output)
{
	struct literal *grown = realloc(r->literals, (r->nliterals + 1) * sizeof *grown);

	if (!grown)
		return -1;
	r->literals = grown;
	grown[r->nliterals++] = (struct literal){n, output};
	return 0;
}

/* Whether code block n is a sample's (labelled so where samples are); *output says which. */
static bool
literal_sample(cmark_node *n, const char *heading, bool *output)
{
	cmark_node *prev = cmark_node_previous(n);
	cmark_node_type t = prev ? cmark_node_get_type(prev) : CMARK_NODE_NONE;
	char *label = t == CMARK_NODE_PARAGRAPH || t == CMARK_NODE_HEADING ? plain_text(prev, true)
									     : NULL;
	bool yes = label && sample_label(label, output) &&
		   (names_sample(label) || names_sample(heading));

	free(label);
	return yes;
}

/* Walks the tree: the nodes to change into found, the literal samples into r. */
static int
walk(struct reading *r, cmark_node *doc, struct found *found)
{
	cmark_iter *it = cmark_iter_new(doc);
	cmark_event_type ev;
	char *heading = NULL;
	int rc = 0;

	if (!it)
		return -1;
	while (rc == 0 && (ev = cmark_iter_next(it)) != CMARK_EVENT_DONE) {
		cmark_node *n = cmark_iter_get_node(it);
		cmark_node_type t = cmark_node_get_type(n);
		bool output;

		if (ev != CMARK_EVENT_ENTER)
			continue;
		if (t == CMARK_NODE_HEADING) {
			free(heading);
			heading = plain_text(n, true);
		} else if (t == CMARK_NODE_CODE_BLOCK && literal_sample(n, heading, &output)) {
			rc = add_literal(r, n, output);
		} else if ((t == CMARK_NODE_TEXT && strstr(cmark_node_get_literal(n), "{{")) ||
			   ((t == CMARK_NODE_HTML_INLINE || t == CMARK_NODE_HTML_BLOCK) &&
			    cmark_node_get_user_data(n) != &ours) ||
			   t == CMARK_NODE_IMAGE || t == CMARK_NODE_LINK) {
			rc = add_found(found, n);
		}
	}
	free(heading);
	cmark_iter_free(it);
	return rc;
}

/* Changes each node found: placeholders, raw HTML, images. */
static int
change(struct reading *r, struct found *found)
{
	for (size_t i = 0; i < found->count && !r->failed; i++) {
		cmark_node *n = found->items[i], *with = NULL;
		const char *path = r->pg->file->path;
		int line = cmark_node_get_start_line(n), column = cmark_node_get_start_column(n);

		switch (cmark_node_get_type(n)) {
		case CMARK_NODE_TEXT:
			if (placeholders(r, n) < 0)
				return -1;
			continue;
		case CMARK_NODE_HTML_INLINE:
			if (plain_tag(cmark_node_get_literal(n)))
				continue;
			/* fall through */
		case CMARK_NODE_HTML_BLOCK:
			diag_warning(r->d, path, line, column, "raw HTML left out (only <b>, <i>, "
				     "<sup>, <sub>, <br> and a few more plain tags are kept)");
			cmark_node_unlink(n);
			cmark_node_free(n);
			continue;
		case CMARK_NODE_LINK:
			if (!safe_url(cmark_node_get_url(n))) {
				diag_warning(r->d, path, line, column, "link to '%s' left out "
					     "(only http, https, mailto and relative links are "
					     "kept)", cmark_node_get_url(n));
				cmark_node_set_url(n, "");
			}
			continue;
		case CMARK_NODE_IMAGE:
			/* One the page cannot show is its alt text. */
			if (!(with = image(r, n)) && !r->failed)
				with = alt_text(n);
			if (!with)
				return -1;
			break;
		default:
			continue;
		}
		cmark_node_replace(n, with);
		cmark_node_free(n);
	}
	return r->failed ? -1 : 0;
}

/* The rest of the samples at the end, before the footnotes (as problemtools places them). */
static int
append_rest(struct reading *r, cmark_node *doc)
{
	size_t first, n = statement_placeholder(r->pg->samples, true, &r->next, &first);
	cmark_node *block = n ? samples_node(r->pg->samples, first, n) : NULL, *c;

	if (!n)
		return 0;
	if (!block)
		return -1;
	for (c = cmark_node_first_child(doc); c; c = cmark_node_next(c))
		if (cmark_node_get_type(c) == CMARK_NODE_FOOTNOTE_DEFINITION)
			break;
	if (c ? cmark_node_insert_before(c, block) : cmark_node_append_child(doc, block))
		return 0;
	cmark_node_free(block);
	return -1;
}

/* A first heading of level 1 is the title, which the page shows itself. */
static void
drop_title(cmark_node *doc)
{
	cmark_node *first = cmark_node_first_child(doc);

	if (first && cmark_node_get_type(first) == CMARK_NODE_HEADING &&
	    cmark_node_get_heading_level(first) == 1) {
		cmark_node_unlink(first);
		cmark_node_free(first);
	}
}

/* The problem's limits, as a contestant reads them first. */
static void
limits_line(FILE *out, const struct problem *p)
{
	struct limits l = limits_for_case(&p->limits, NULL, NULL);
	char t[32], m[32];

	fputs("<p class=\"limits\">", out);
	if (!p->format || p->timing.fixed)
		fprintf(out, "Time limit: %s. ", units_format_time(l.time_ms, t, sizeof t));
	fprintf(out, "Memory limit: %s.</p>\n", units_format_bytes(l.memory_bytes, m, sizeof m));
}

int
statement_html_write(FILE *out, const struct statement_page *pg, bool *literal,
		     struct diag *d)
{
	struct reading r = {.pg = pg, .d = d};
	struct found found = {0};
	cmark_syntax_extension *math = cmark_syntax_extension_new("math");
	cmark_parser *parser = cmark_parser_new(CMARK_OPT_FOOTNOTES | CMARK_OPT_VALIDATE_UTF8);
	cmark_node *doc = NULL;
	char *body = NULL;
	int rc = -1;

	cmark_gfm_core_extensions_ensure_registered();
	if (!math || !parser)
		goto out;
	cmark_syntax_extension_set_special_inline_chars(
		math, cmark_llist_append(cmark_get_default_mem_allocator(), NULL,
					 (void *)(uintptr_t)'$'));
	cmark_syntax_extension_set_match_inline_func(math, match_math);
	static const char *const extensions[] = {"table", "strikethrough", "autolink"};

	for (size_t i = 0; i < sizeof extensions / sizeof *extensions; i++)
		cmark_parser_attach_syntax_extension(parser,
						     cmark_find_syntax_extension(extensions[i]));
	cmark_parser_attach_syntax_extension(parser, math);
	cmark_parser_feed(parser, pg->text, pg->len);
	if (!(doc = cmark_parser_finish(parser)))
		goto out;
	cmark_consolidate_text_nodes(doc);
	drop_title(doc);
	if (walk(&r, doc, &found) < 0 || check_literals(&r) < 0 || change(&r, &found) < 0 ||
	    (!r.nliterals && append_rest(&r, doc) < 0))
		goto out;
	if (literal)
		*literal = r.nliterals > 0;
	if (!out) {
		rc = 0;
		goto out;
	}
	/* Raw HTML is rendered: what is left is ours or a plain tag, and links are safe. */
	if (!(body = cmark_render_html(doc, CMARK_OPT_UNSAFE | CMARK_OPT_FOOTNOTES |
				       CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES,
				       cmark_parser_get_syntax_extensions(parser))))
		goto out;
	html_page_head_static(out, statement_title(pg->problem, pg->file->lang),
			      pg->file->lang[0] ? pg->file->lang : "en", style);
	limits_line(out, pg->problem);
	fprintf(out, "<main>\n%s</main>\n", body);
	html_page_foot_static(out);
	rc = ferror(out) ? -1 : 0;
out:
	if (rc < 0)
		diag_error(d, pg->file->path, 0, 0, "cannot make its page: %s",
			   errno ? strerror(errno) : "out of memory");
	free(body);
	free(found.items);
	free(r.literals);
	if (doc)
		cmark_node_free(doc);
	if (parser)
		cmark_parser_free(parser);
	if (math)
		cmark_syntax_extension_free(cmark_get_default_mem_allocator(), math);
	return rc;
}
