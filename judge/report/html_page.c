/* The shared parts of the HTML reports: head, style, script, colours, SVG bar charts, the file. */
#include "html_page.h"

#include <errno.h>
#include <string.h>

#include "base/escape.h"
#include "base/fsutil.h"

/*
 * Sorts each table.cases by a column when its heading is clicked, and at
 * load by the column that "#sort=KEY" or "#sort=KEY-desc" names (data-key).
 * Cells sort by their data-v attribute when they have one, else their text.
 */
static const char script[] =
	"(function () {\n"
	"\t\"use strict\";\n"
	"\tfunction key(cell, num) {\n"
	"\t\tvar v = cell.getAttribute(\"data-v\");\n"
	"\t\tif (v === null)\n"
	"\t\t\tv = cell.textContent;\n"
	"\t\treturn num ? parseFloat(v) : v.toLowerCase();\n"
	"\t}\n"
	"\tfunction sort(table, col, dir) {\n"
	"\t\tvar heads = table.tHead.rows[0].cells, num = heads[col].hasAttribute(\"data-num\");\n"
	"\t\tvar body = table.tBodies[0], rows = Array.prototype.slice.call(body.rows);\n"
	"\t\trows.sort(function (a, b) {\n"
	"\t\t\tvar x = key(a.cells[col], num), y = key(b.cells[col], num);\n"
	"\t\t\treturn (x < y ? -1 : x > y ? 1 : 0) * dir;\n"
	"\t\t});\n"
	"\t\trows.forEach(function (r) { body.appendChild(r); });\n"
	"\t\tfor (var i = 0; i < heads.length; i++)\n"
	"\t\t\theads[i].removeAttribute(\"aria-sort\");\n"
	"\t\theads[col].setAttribute(\"aria-sort\", dir > 0 ? \"ascending\" : \"descending\");\n"
	"\t}\n"
	"\tvar tables = document.querySelectorAll(\"table.cases\");\n"
	"\tvar want = /^#sort=([a-z]+)(-desc)?$/.exec(location.hash);\n"
	"\tArray.prototype.forEach.call(tables, function (t) {\n"
	"\t\tArray.prototype.forEach.call(t.tHead.rows[0].cells, function (th, i) {\n"
	"\t\t\tvar b = document.createElement(\"button\");\n"
	"\t\t\tb.type = \"button\";\n"
	"\t\t\tb.textContent = th.textContent;\n"
	"\t\t\tth.textContent = \"\";\n"
	"\t\t\tth.appendChild(b);\n"
	"\t\t\tb.addEventListener(\"click\", function () {\n"
	"\t\t\t\tsort(t, i, th.getAttribute(\"aria-sort\") === \"ascending\" ? -1 : 1);\n"
	"\t\t\t});\n"
	"\t\t\tif (want && th.getAttribute(\"data-key\") === want[1])\n"
	"\t\t\t\tsort(t, i, want[2] ? -1 : 1);\n"
	"\t\t});\n"
	"\t});\n"
	"})();\n"

	;

/* The script's SHA-256 (base64): the only script the page's policy lets run. */
static const char script_hash[] = "j87NVeRj5lZDQmsM9ZacrDy954FhYzjB1v7JBmO2hDc=";

static const char style[] =
	"body{font:14px/1.4 system-ui,sans-serif;margin:1.5em;color:#1b1b1b;background:#fff}\n"
	"h1{font-size:1.5em}h2{font-size:1.25em;margin-top:2em;border-bottom:1px solid #ccc}\n"
	"table{border-collapse:collapse;margin:.5em 0}td,th{padding:2px 8px;text-align:left;"
	"vertical-align:top;border-bottom:1px solid #eee}\n"
	"td.n,th[data-num]{text-align:right;font-variant-numeric:tabular-nums}\n"
	"th button{font:inherit;font-weight:bold;border:0;background:none;cursor:pointer;"
	"padding:0}\n"
	"th[aria-sort=ascending] button::after{content:\" \\25B2\"}"
	"th[aria-sort=descending] button::after{content:\" \\25BC\"}\n"
	"table.summary th{font-weight:normal;color:#555}\n"
	".msg{font-family:ui-monospace,monospace;font-size:12px;white-space:pre-wrap;"
	"word-break:break-all;max-width:50em}\n"
	".v{font-weight:bold;padding:0 4px;border-radius:3px;color:#fff}\n"
	".v-AC{background:#2e7d32}.v-WA{background:#c62828}.v-OLE{background:#8d6e63}"
	".v-MLE{background:#6a1b9a}.v-TLE{background:#ef6c00}.v-RE{background:#ad1457}"
	".v-CE{background:#455a64}.v-JE{background:#212121}.v-none{background:#bdbdbd}\n"
	"svg{display:block;margin:.5em 0 1em;max-width:100%}svg text{font-size:11px}\n"
	".legend span{display:inline-block;margin-right:1em}\n"
	".note{color:#555}.grid td{padding:0;border:1px solid #fff;width:16px;height:16px;"
	"text-align:center;font-size:10px;color:#fff}\n"
	".grid td.bad{outline:3px solid #000;outline-offset:-3px}\n"
	".grid th{font-weight:normal;white-space:nowrap}\n"
	"@media print{th button::after{content:none}}\n";

/* Bar colours in SVG, as the .v-* classes have them. */
static const char *const colour[] = {
	[VERDICT_AC] = "#2e7d32", [VERDICT_WA] = "#c62828", [VERDICT_OLE] = "#8d6e63",
	[VERDICT_MLE] = "#6a1b9a", [VERDICT_TLE] = "#ef6c00", [VERDICT_RE] = "#ad1457",
	[VERDICT_CE] = "#455a64", [VERDICT_JE] = "#212121", [VERDICT_COUNT] = "#bdbdbd",
};

/*
 * The page up to its <h1>: in language lang, under a policy that lets nothing
 * load (no network, no other file, whatever text slipped through) but what
 * allow adds to it, with the shared style and extra (or NULL).
 */
static void
head(FILE *out, const char *title, const char *lang, const char *allow, const char *extra)
{
	fputs("<!DOCTYPE html>\n<html lang=\"", out);
	escape_html_attribute(out, lang);
	fputs("\">\n<head>\n<meta charset=\"utf-8\">\n"
	      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n", out);
	fprintf(out, "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
		"style-src 'unsafe-inline'; %s\">\n", allow);
	fputs("<title>", out);
	escape_html(out, title);
	fprintf(out, "</title>\n<style>\n%s%s</style>\n</head>\n<body>\n<h1>", style,
		extra ? extra : "");
	escape_html(out, title);
	fputs("</h1>\n", out);
}

void
html_page_head(FILE *out, const char *title, bool complete)
{
	char allow[128];

	snprintf(allow, sizeof allow, "script-src 'sha256-%s'", script_hash);
	head(out, title, "en", allow, NULL);
	if (!complete)
		fputs("<p class=\"v v-JE\" id=\"incomplete\">Interrupted: this report is "
		      "incomplete.</p>\n", out);
}

void
html_page_foot(FILE *out)
{
	fprintf(out, "<script>%s</script>\n</body>\n</html>\n", script);
}

void
html_page_head_static(FILE *out, const char *title, const char *lang, const char *extra_style)
{
	head(out, title, lang, "img-src data:", extra_style);
}

void
html_page_foot_static(FILE *out)
{
	fputs("</body>\n</html>\n", out);
}

const char *
html_verdict_class(enum verdict v)
{
	static const char *const names[] = {
#define X(code, text) [VERDICT_##code] = "v-" #code,
		VERDICTS(X)
#undef X
		[VERDICT_COUNT] = "v-none",
	};
	return names[v];
}

void
html_legend(FILE *out, bool not_run)
{
	fputs("<p class=\"legend\">", out);
	for (int v = 0; v < VERDICT_COUNT; v++)
		fprintf(out, "<span><span class=\"v %s\">%s</span> %s</span>",
			html_verdict_class((enum verdict)v), verdict_name((enum verdict)v),
			verdict_text((enum verdict)v));
	if (not_run)
		fprintf(out, "<span><span class=\"v %s\">-</span> not run</span>",
			html_verdict_class(VERDICT_COUNT));
	fputs("</p>\n", out);
}

/* The chart's drawing area inside its SVG (the left margin holds the axis labels). */
enum { CHART_W = 640, CHART_H = 150, CHART_LEFT = 60, CHART_TOP = 8, CHART_BOTTOM = 20 };

void
html_chart_bars(FILE *out, const char *title, const char *unit, const struct html_bar *bars,
		size_t n, double limit)
{
	double largest = 0;
	for (size_t i = 0; i < n; i++)
		largest = bars[i].value > largest ? bars[i].value : largest;
	/* Bars far below the limit would be flat: then the scale is theirs, the limit above it. */
	bool above = limit > 0 && largest < limit / 4;
	double top = above ? largest * 1.15 : (limit > largest ? limit : largest) * 1.15;
	if (top <= 0)
		top = 1;
	double plot_w = CHART_W - CHART_LEFT - 4, plot_h = CHART_H - CHART_TOP - CHART_BOTTOM;
	double bw = n ? plot_w / (double)n : plot_w;
	double base = CHART_TOP + plot_h;

	fprintf(out, "<figure><figcaption>%s</figcaption>\n<svg role=\"img\" "
		"viewBox=\"0 0 %d %d\" width=\"%d\" height=\"%d\" "
		"xmlns=\"http://www.w3.org/2000/svg\"><title>%s</title>\n", title, CHART_W,
		CHART_H, CHART_W, CHART_H, title);
	fprintf(out, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#888\"/>"
		"<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">0</text>"
		"<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%.4g %s</text>\n", CHART_LEFT, base,
		CHART_W - 4, base, CHART_LEFT - 4, base, CHART_LEFT - 4, CHART_TOP + 10, top, unit);
	for (size_t i = 0; i < n; i++) {
		const struct html_bar *b = &bars[i];
		double h = b->value / top * plot_h;
		fprintf(out, "<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" "
			"fill=\"%s\"><title>", CHART_LEFT + (double)i * bw, base - h,
			bw > 2 ? bw - 1 : bw, h, colour[b->verdict]);
		if (b->first == b->last)
			fprintf(out, "case %zu", b->first);
		else
			fprintf(out, "cases %zu-%zu (the largest)", b->first, b->last);
		fprintf(out, ": %.1f %s %s</title></rect>\n", b->value, unit,
			verdict_name(b->verdict));
	}
	if (above) {
		fprintf(out, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\" fill=\"#c62828\">"
			"limit %.4g %s, off the scale: the largest is %.1f%% of it</text>\n",
			CHART_W - 4, CHART_TOP + 10, limit, unit, largest / limit * 100);
	} else if (limit > 0) {
		double y = base - limit / top * plot_h;
		fprintf(out, "<line x1=\"%d\" y1=\"%.2f\" x2=\"%d\" y2=\"%.2f\" stroke=\"#c62828\" "
			"stroke-dasharray=\"6 3\"/><text x=\"%d\" y=\"%.2f\" text-anchor=\"end\" "
			"fill=\"#c62828\">limit %.4g %s</text>\n", CHART_LEFT, y, CHART_W - 4, y,
			CHART_W - 4, y - 3, limit, unit);
	}
	fputs("<text x=\"60\" y=\"146\">case 1</text>", out);
	if (n)
		fprintf(out, "<text x=\"%d\" y=\"146\" text-anchor=\"end\">case %zu</text>",
			CHART_W - 4, bars[n - 1].last);
	fputs("</svg></figure>\n", out);
}

int
html_page_write(const char *path, int (*write)(FILE *out, void *arg), void *arg, char *err,
		size_t errlen)
{
	if (strcmp(path, "-") == 0) {
		if (write(stdout, arg) < 0 || fflush(stdout) != 0 || ferror(stdout)) {
			snprintf(err, errlen, "cannot write the HTML report to standard output: %s",
				 strerror(errno));
			return -1;
		}
		return 0;
	}
	struct fs_atomic a;
	FILE *f = fs_create(path, &a);
	if (!f || write(f, arg) < 0 || ferror(f) || fs_commit(&a) < 0) {
		int e = errno ? errno : EIO;
		if (f)
			fs_abort(&a);
		snprintf(err, errlen, "cannot write '%s': %s", path, strerror(e));
		return -1;
	}
	return 0;
}
