/* Helpers shared by the fuzz harnesses: a scratch tree and checks on messages. */
#include "fuzz.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/fsutil.h"

static char tree[PATH_MAX];

void
fuzz_fail(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	fputs("fuzz: invariant broken: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	abort();
}

static void
remove_tree(void)
{
	char cmd[PATH_MAX + 16];

	if (!tree[0])
		return;
	/* Only a folder this process made by mkdtemp; the name holds no quotes. */
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", tree);
	if (system(cmd) != 0)
		fprintf(stderr, "fuzz: cannot remove '%s'\n", tree);
}

void
fuzz_write_file(const char *path, const uint8_t *data, size_t size)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);

	if (fd < 0)
		fuzz_fail("cannot create '%s': %s", path, strerror(errno));
	while (size > 0) {
		ssize_t n = write(fd, data, size);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			fuzz_fail("cannot write '%s': %s", path, strerror(errno));
		data += n;
		size -= (size_t)n;
	}
	close(fd);
}

const char *
fuzz_tree_make(const char *const *files)
{
	const char *tmp = getenv("TMPDIR");
	struct stat st;

	/* In memory if possible: every input rewrites a file of the tree. */
	if ((!tmp || !*tmp) && stat("/dev/shm", &st) == 0 && S_ISDIR(st.st_mode) &&
	    access("/dev/shm", W_OK) == 0)
		tmp = "/dev/shm";

	if (tree[0])
		return tree;
	snprintf(tree, sizeof tree, "%s/judge-fuzz-XXXXXX", tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(tree))
		fuzz_fail("cannot make a folder in '%s': %s", tmp ? tmp : "/tmp", strerror(errno));
	atexit(remove_tree);
	for (size_t i = 0; files && files[i]; i += 2) {
		char path[PATH_MAX];
		snprintf(path, sizeof path, "%s/%s", tree, files[i]);
		/* Every folder on the way: the file's, or the whole path when it ends in '/'. */
		char dir[PATH_MAX], err[PATH_MAX + 64];
		snprintf(dir, sizeof dir, "%s", path);
		*strrchr(dir, '/') = '\0';
		if (fs_mkdirs(dir, 0755, err, sizeof err) < 0)
			fuzz_fail("%s", err);
		if (path[strlen(path) - 1] != '/')
			fuzz_write_file(path, (const uint8_t *)files[i + 1], strlen(files[i + 1]));
	}
	return tree;
}

void
fuzz_check_diag(const struct diag *d, const char *path, const uint8_t *data, size_t size)
{
	size_t breaks = 0;

	/* libyaml also breaks lines at CR, NEL (C2 85), LS and PS (E2 80 A8/A9). */
	for (size_t i = 0; i < size; i++)
		if (data[i] == '\n' || data[i] == '\r' || data[i] == 0x85 || data[i] == 0xe2)
			breaks++;
	if (d->errors > d->count)
		fuzz_fail("%zu errors counted but %zu messages", d->errors, d->count);
	for (size_t i = 0; i < d->count; i++) {
		const struct diag_entry *e = &d->entries[i];
		char *text = diag_entry_text(e);
		if (!text)
			fuzz_fail("out of memory");
		if (!e->message || !*e->message)
			fuzz_fail("empty message");
		for (const unsigned char *s = (const unsigned char *)text; *s; s++)
			if (*s < 0x20 || *s == 0x7f)
				fuzz_fail("control character 0x%02x in message '%s'", *s, text);
		if (e->file && strcmp(e->file, path) == 0 && e->line &&
		    ((size_t)e->line > breaks + 1 || (size_t)e->column > size + 1))
			fuzz_fail("location out of the file (%zu bytes, %zu line breaks): '%s'", size,
				  breaks, text);
		free(text);
	}
}
