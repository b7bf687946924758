/* Writing the files of a conversion, each failure an error in its diag. */
#include "outdir.h"

#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <string.h>

#include "base/fsutil.h"
#include "convert.h"

void
outdir_fail(struct outdir *o, int rc)
{
	if (rc < o->rc)
		o->rc = rc;
}

/* Makes the folders of dir/rel; 0, or -1 after an error. */
static int
parents(struct outdir *o, const char *rel)
{
	char path[PATH_MAX], err[PATH_MAX + 64];

	snprintf(path, sizeof path, "%s/%s", o->dir, rel);
	*strrchr(path, '/') = '\0';
	if (fs_mkdirs(path, 0777, err, sizeof err) == 0)
		return 0;
	diag_error(o->d, NULL, 0, 0, "%s", err);
	outdir_fail(o, CONVERT_UNWRITTEN);
	return -1;
}

FILE *
outdir_create(struct outdir *o, const char *rel)
{
	char path[PATH_MAX];
	FILE *f;

	if (parents(o, rel) < 0)
		return NULL;
	snprintf(path, sizeof path, "%s/%s", o->dir, rel);
	if (!(f = fopen(path, "wx"))) {
		diag_error(o->d, path, 0, 0, "cannot create: %s", strerror(errno));
		outdir_fail(o, CONVERT_UNWRITTEN);
	}
	return f;
}

void
outdir_finish(struct outdir *o, FILE *f, const char *rel)
{
	int bad = ferror(f);

	if (fclose(f) != 0 || bad) {
		diag_error(o->d, NULL, 0, 0, "cannot write '%s/%s': %s", o->dir, rel,
			   strerror(errno ? errno : EIO));
		outdir_fail(o, CONVERT_UNWRITTEN);
	}
}

void
outdir_copy(struct outdir *o, const char *from, const char *rel)
{
	char path[PATH_MAX], err[2 * PATH_MAX + 64];

	if (parents(o, rel) < 0)
		return;
	snprintf(path, sizeof path, "%s/%s", o->dir, rel);
	if (fs_copy(o->from, from, path, err, sizeof err) < 0) {
		/* What the package rule refuses is the package's fault, not the disk's. */
		bool refused = errno == EXDEV || errno == EINVAL || errno == ELOOP;

		diag_error(o->d, NULL, 0, 0, "%s", err);
		outdir_fail(o, refused ? CONVERT_INVALID : CONVERT_UNWRITTEN);
	}
}
