/* --keep: a failing case's files left on disk for inspection. */
#include "case.h"

#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "base/fsutil.h"

/* Copies what fd holds from its start into path. */
static int
copy_fd_to(int fd, const char *path)
{
	int out = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (out < 0)
		return -1;
	char buf[65536];
	ssize_t n;
	off_t off = 0;
	while ((n = pread(fd, buf, sizeof buf, off)) > 0) {
		if (write(out, buf, (size_t)n) != n)
			break;
		off += n;
	}
	return close(out) == 0 && n == 0 ? 0 : -1;
}

static int
write_data_to(const struct case_data *d, const char *path)
{
	if (d->path) {
		int fd = open(d->path, O_RDONLY | O_CLOEXEC);
		if (fd < 0)
			return -1;
		int rc = copy_fd_to(fd, path);
		close(fd);
		return rc;
	}
	FILE *f = fopen(path, "wb");
	if (!f)
		return -1;
	fwrite(d->text, 1, d->len, f);
	return fclose(f);
}

void
keep_case(const char *dir, const char *problem, int stdout_fd, const char *transcript,
	  const struct testcase *tc, struct case_result *cr)
{
	char path[4096], err[256];
	snprintf(path, sizeof path, "%s/%s/%s", dir, problem, tc->name);
	size_t base = strlen(path);
	int rc = fs_mkdirs(path, 0755, err, sizeof err);
	snprintf(path + base, sizeof path - base, "/input");
	rc |= write_data_to(&tc->input, path);
	snprintf(path + base, sizeof path - base, "/answer");
	rc |= write_data_to(&tc->output, path);
	if (transcript) {
		snprintf(path + base, sizeof path - base, "/interaction");
		FILE *t = fopen(path, "wb");
		rc |= !t || fputs(transcript, t) < 0;
		rc |= t && fclose(t) != 0;
		snprintf(cr->transcript_path, sizeof cr->transcript_path, "%s", path);
	} else {
		snprintf(path + base, sizeof path - base, "/output");
		rc |= copy_fd_to(stdout_fd, path);
	}
	snprintf(path + base, sizeof path - base, "/stderr");
	FILE *f = fopen(path, "wb");
	if (f) {
		fputs(cr->stderr_head, f);
		rc |= fclose(f);
	}
	if (rc != 0 && strlen(cr->message) < sizeof cr->message - 40)
		strcat(cr->message, cr->message[0] ? " (could not keep its files)"
						   : "could not keep its files");
}

void
keep_forget(const char *dir, const char *problem, const struct testcase *tc,
	    struct case_result *cr)
{
	char path[4096];

	snprintf(path, sizeof path, "%s/%s/%s", dir, problem, tc->name);
	if (fs_remove_tree(path) < 0 && strlen(cr->message) < sizeof cr->message - 40)
		strcat(cr->message, cr->message[0] ? " (could not remove its kept passes)"
						   : "could not remove its kept passes");
}
