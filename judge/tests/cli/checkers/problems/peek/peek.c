/*
 * A hostile testlib checker: besides its own input, output and answer, it
 * tries to read the folder of its input (the test data), another case's
 * answer there (b.ans), the judge's TMPDIR (two folders above its working
 * directory: anything but the sandboxes' folders) and the homes, and accepts
 * with the message "could read:" and what it could, or "nothing".  Given
 * "slow" as its input's first word, it first waits a second (see snoop).
 */
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/*
 * Does the folder path list an entry named name, or with name NULL any
 * entry but "." and ".." and the sandboxes' judge-sandbox-* folders?
 */
static int
lists(const char *path, const char *name)
{
	DIR *d = opendir(path);
	struct dirent *e;
	int found = 0;

	while (d && !found && (e = readdir(d)))
		found = name ? !strcmp(e->d_name, name)
			     : strcmp(e->d_name, ".") && strcmp(e->d_name, "..") &&
				       strncmp(e->d_name, "judge-sandbox-", 14);
	if (d)
		closedir(d);
	return found;
}

int
main(int argc, char **argv)
{
	char real[4096], other[4200], tmp[4096] = "", word[16] = "", c;
	ssize_t n;
	FILE *in;
	int fd;

	if (argc != 4)
		return 3;
	/* The input's own path: given, or behind a descriptor. */
	n = readlink(argv[1], real, sizeof real - 1);
	if (n > 0 && real[0] == '/')
		real[n] = '\0';
	else
		snprintf(real, sizeof real, "%s", argv[1]);
	in = fopen(argv[1], "r");
	if (!in || fscanf(in, "%15s", word) != 1)
		return 3;
	fclose(in);
	if (!strcmp(word, "slow"))
		nanosleep(&(struct timespec){ 1, 0 }, NULL);
	*strrchr(real, '/') = '\0';
	/* The working directory is TMPDIR/judge-sandbox-.../run. */
	if (!getcwd(tmp, sizeof tmp) || !strrchr(tmp, '/'))
		tmp[0] = '\0';
	for (int up = 0; up < 2 && strrchr(tmp, '/'); up++)
		*strrchr(tmp, '/') = '\0';
	snprintf(other, sizeof other, "%s/b.ans", real);
	fd = open(other, O_RDONLY);
	snprintf(other, sizeof other, "%s%s%s%s", lists(real, "b.ans") ? " testdata" : "",
		 fd >= 0 && read(fd, &c, 1) == 1 ? " other-answer" : "",
		 *tmp && lists(tmp, NULL) ? " tmp" : "",
		 lists("/root", NULL) || lists("/home", NULL) ? " home" : "");
	fprintf(stderr, "could read:%s\n", *other ? other : " nothing");
	return 0;
}
