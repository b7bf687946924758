/* Zip archives of packages, written and extracted with every entry checked (libzip). */
#include "zipfile.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <zip.h>

bool
zipfile_detect(const char *path)
{
	unsigned char magic[4];
	struct stat st;
	FILE *f;
	bool zip = false;

	if (stat(path, &st) < 0 || !S_ISREG(st.st_mode) || !(f = fopen(path, "rb")))
		return false;
	if (fread(magic, 1, 4, f) == 4)
		zip = magic[0] == 'P' && magic[1] == 'K' &&
		      ((magic[2] == 3 && magic[3] == 4) || (magic[2] == 5 && magic[3] == 6));
	fclose(f);
	return zip;
}

/*
 * Why the entry name cannot be a file of the package, or NULL: an absolute
 * path, a component that is empty, '.' or '..', a backslash or control byte,
 * too long or too deep.
 */
static const char *
bad_name(const char *name)
{
	size_t len = strlen(name), depth = 0;

	if (!len)
		return "an empty name";
	if (len > 4096)
		return "a name over 4096 bytes";
	if (name[0] == '/')
		return "an absolute path";
	for (const unsigned char *s = (const unsigned char *)name; *s; s++)
		if (*s < 0x20 || *s == 0x7f || *s == '\\')
			return "a control byte or a backslash in its name";
	for (const char *c = name; *c;) {
		size_t n = strcspn(c, "/");

		if (!n && c[n])
			return "an empty folder name ('//')";
		if ((n == 1 && c[0] == '.') || (n == 2 && c[0] == '.' && c[1] == '.'))
			return "a path out of the archive ('.' or '..')";
		if (++depth > ZIPFILE_MAX_DEPTH)
			return "folders nested over 32 deep";
		c += n + (c[n] == '/');
	}
	return NULL;
}

/*
 * The folder of entry name's last component, opened under root (its folders
 * made, never through a link): a descriptor, with *base at that component;
 * -1 with errno.  A name ending in '/' is a folder: it is made too.
 */
static int
open_parent(int root, const char *name, const char **base)
{
	char part[4097];
	int fd = dup(root);

	for (const char *c = name; fd >= 0;) {
		size_t n = strcspn(c, "/");

		if (!c[n]) {
			*base = c;
			return fd;
		}
		snprintf(part, sizeof part, "%.*s", (int)n, c);
		if (mkdirat(fd, part, 0755) < 0 && errno != EEXIST) {
			close(fd);
			return -1;
		}
		int next = openat(fd, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);

		close(fd);
		fd = next;
		c += n + 1;
		if (!*c) {
			*base = c;
			return fd;
		}
	}
	return -1;
}

/* One file entry's bytes into base under parent, counted against *total. */
static int
extract_file(zip_t *za, zip_uint64_t i, const zip_stat_t *st, int parent, const char *base,
	     mode_t mode, int64_t *total, const char **why)
{
	int fd = openat(parent, base, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
	zip_file_t *zf = fd >= 0 ? zip_fopen_index(za, i, 0) : NULL;
	char buf[65536];
	int64_t written = 0;
	zip_int64_t n;
	int rc = -1;

	if (fd < 0) {
		*why = errno == EEXIST ? "it is in the archive twice" : strerror(errno);
		return -1;
	}
	if (!zf) {
		*why = zip_strerror(za);
		goto out;
	}
	while ((n = zip_fread(zf, buf, sizeof buf)) > 0) {
		written += n;
		*total += n;
		/* What is written counts, not what the archive says it holds. */
		if (((st->valid & ZIP_STAT_SIZE) && (zip_uint64_t)written > st->size) ||
		    written > ZIPFILE_MAX_FILE_BYTES) {
			*why = "it holds more than its size says, or over 2 GiB";
			goto out;
		}
		if (*total > ZIPFILE_MAX_TOTAL_BYTES) {
			*why = "the archive holds over 8 GiB";
			goto out;
		}
		if (write(fd, buf, (size_t)n) != n) {
			*why = strerror(errno ? errno : EIO);
			goto out;
		}
	}
	if (n < 0) {
		*why = zip_file_strerror(zf);
		goto out;
	}
	rc = 0;
out:
	if (zf)
		zip_fclose(zf);
	if (close(fd) < 0 && rc == 0) {
		*why = strerror(errno);
		rc = -1;
	}
	return rc;
}

int
zipfile_extract(const char *path, const char *dir, struct diag *d)
{
	int code = 0, root = -1, rc = -1;
	zip_t *za = zip_open(path, ZIP_RDONLY | ZIP_CHECKCONS, &code);
	int64_t total = 0;

	if (!za) {
		zip_error_t e;

		zip_error_init_with_code(&e, code);
		diag_error(d, path, 0, 0, "not a zip archive it can read: %s",
			   zip_error_strerror(&e));
		zip_error_fini(&e);
		return -1;
	}
	zip_int64_t n = zip_get_num_entries(za, 0);

	if (n > ZIPFILE_MAX_ENTRIES) {
		diag_error(d, path, 0, 0, "%lld entries, over the %d an archive may have",
			   (long long)n, ZIPFILE_MAX_ENTRIES);
		goto out;
	}
	if ((root = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0) {
		diag_error(d, dir, 0, 0, "cannot open: %s", strerror(errno));
		goto out;
	}
	for (zip_int64_t i = 0; i < n; i++) {
		zip_stat_t st;
		zip_uint8_t opsys;
		zip_uint32_t attr;
		const char *why = NULL, *base;
		mode_t mode = 0;

		if (zip_stat_index(za, (zip_uint64_t)i, ZIP_FL_ENC_RAW, &st) < 0 ||
		    !(st.valid & ZIP_STAT_NAME)) {
			diag_error(d, path, 0, 0, "entry %lld: %s", (long long)i, zip_strerror(za));
			goto out;
		}
		if (zip_file_get_external_attributes(za, (zip_uint64_t)i, 0, &opsys, &attr) == 0 &&
		    opsys == ZIP_OPSYS_UNIX)
			mode = (mode_t)(attr >> 16);
		bool folder = st.name[strlen(st.name) - 1] == '/';

		if (!(why = bad_name(st.name))) {
			if (S_ISLNK(mode))
				why = "a symbolic link";
			else if ((mode & S_IFMT) && !S_ISREG(mode) && !S_ISDIR(mode))
				why = "a special file (a device, a pipe, a socket)";
			else if ((st.valid & ZIP_STAT_ENCRYPTION_METHOD) &&
				 st.encryption_method != ZIP_EM_NONE)
				why = "encrypted";
			else if ((st.valid & ZIP_STAT_SIZE) && st.size > ZIPFILE_MAX_FILE_BYTES)
				why = "over 2 GiB";
		}
		int parent = why ? -1 : open_parent(root, st.name, &base);

		if (!why && parent < 0)
			why = strerror(errno);
		if (!why && !folder)
			extract_file(za, (zip_uint64_t)i, &st, parent, base,
				     mode & S_IXUSR ? 0755 : 0644, &total, &why);
		if (parent >= 0)
			close(parent);
		if (why) {
			diag_error(d, path, 0, 0, "entry '%s': %s; nothing was imported", st.name,
				   why);
			goto out;
		}
	}
	rc = 0;
out:
	if (root >= 0)
		close(root);
	zip_discard(za);
	return rc;
}

/* scandir's filter: what goes into an archive of a package (see zipfile_write()). */
static int
zipped(const struct dirent *de)
{
	return de->d_name[0] != '.' || !strcmp(de->d_name, ".timelimit");
}

/* Adds the folder dir (rel under the archive's top, "" for the top) to za, in name order. */
static int
add_tree(zip_t *za, const char *dir, const char *rel, size_t *count, struct diag *d)
{
	struct dirent **names;
	int n = scandir(dir, &names, zipped, alphasort), rc = 0;

	if (n < 0)
		return diag_error(d, dir, 0, 0, "cannot read: %s", strerror(errno));
	for (int i = 0; i < n; i++) {
		char path[PATH_MAX], name[PATH_MAX];
		struct stat st;

		snprintf(path, sizeof path, "%s/%s", dir, names[i]->d_name);
		snprintf(name, sizeof name, "%s%s", rel, names[i]->d_name);
		if (rc < 0 || lstat(path, &st) < 0) {
			rc = rc < 0 ? rc : diag_error(d, path, 0, 0, "cannot read: %s",
						      strerror(errno));
		} else if (S_ISDIR(st.st_mode)) {
			char folder[PATH_MAX + 1];

			snprintf(folder, sizeof folder, "%s/", name);
			if (zip_dir_add(za, name, ZIP_FL_ENC_UTF_8) < 0)
				rc = diag_error(d, path, 0, 0, "cannot add: %s", zip_strerror(za));
			else
				rc = add_tree(za, path, folder, count, d);
		} else if (!S_ISREG(st.st_mode)) {
			diag_warning(d, path, 0, 0, "not a regular file (a link?): left out of the "
				     "archive");
		} else {
			zip_source_t *src = zip_source_file(za, path, 0, -1);
			zip_int64_t at = src ? zip_file_add(za, name, src, ZIP_FL_ENC_UTF_8) : -1;

			if (at < 0) {
				if (src)
					zip_source_free(src);
				rc = diag_error(d, path, 0, 0, "cannot add: %s", zip_strerror(za));
			} else {
				/* Its Unix mode, for an executable script to stay one. */
				zip_uint32_t mode = (zip_uint32_t)(S_IFREG | (st.st_mode & 0777));

				zip_file_set_external_attributes(za, (zip_uint64_t)at, 0,
								 ZIP_OPSYS_UNIX, mode << 16);
				(*count)++;
			}
		}
		free(names[i]);
	}
	free(names);
	return rc;
}

int
zipfile_write(const char *dir, const char *path, bool replace, size_t *count, struct diag *d)
{
	int code = 0;
	zip_t *za = zip_open(path, ZIP_CREATE | (replace ? ZIP_TRUNCATE : ZIP_EXCL), &code);

	*count = 0;
	if (!za) {
		zip_error_t e;

		zip_error_init_with_code(&e, code);
		diag_error(d, path, 0, 0, "cannot create: %s%s", zip_error_strerror(&e),
			   code == ZIP_ER_EXISTS ? " (--force replaces it)" : "");
		zip_error_fini(&e);
		return -1;
	}
	if (add_tree(za, dir, "", count, d) < 0) {
		zip_discard(za);
		return -1;
	}
	if (zip_close(za) < 0) {
		diag_error(d, path, 0, 0, "cannot write: %s", zip_strerror(za));
		zip_discard(za);
		return -1;
	}
	return 0;
}
