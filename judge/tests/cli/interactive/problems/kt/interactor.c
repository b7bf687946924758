/*
 * A guessing game's interactor in both protocols: Kattis (input answer
 * feedback_dir/: exit 42 or 43, judgemessage.txt) or testlib (input output
 * answer: exit 0, 1 or 3, the message on stderr), told apart by the third
 * argument's final '/'.  The input is "MODE N": play N answers each guess
 * with "lower", "higher" or "correct" and allows 20; the other modes break
 * the rules on purpose (see the comments below).
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int kattis;
static FILE *message;

static void
finish(int accepted, const char *text)
{
	fprintf(message, "%s\n", text);
	fclose(message);
	exit(kattis ? (accepted ? 42 : 43) : (accepted ? 0 : 1));
}

int
main(int argc, char **argv)
{
	char mode[32], path[4096];
	int secret, guess;

	if (argc < 4)
		return 3;
	kattis = argv[3][strlen(argv[3]) - 1] == '/';
	if (kattis) {
		snprintf(path, sizeof path, "%sjudgemessage.txt", argv[3]);
		message = fopen(path, "w");
	} else {
		message = stderr;
		FILE *out = fopen(argv[2], "w"); /* testlib's output file: it can be written */
		if (!out || fclose(out) != 0)
			return 3;
	}
	FILE *in = fopen(argv[1], "r");
	if (!message || !in || fscanf(in, "%31s %d", mode, &secret) != 2)
		return 3;
	if (!strcmp(mode, "wa-first"))
		finish(0, "rejected before a word was said");
	if (!strcmp(mode, "greet"))  /* 1 MiB the program may never read, then the game */
		for (int i = 0; i < 16384; i++)
			printf("%063d\n", i);
	if (!strcmp(mode, "spin"))   /* over its own CPU limit: JE */
		for (volatile unsigned long i = 0;; i++)
			;
	for (int turn = 1;; turn++) {
		if (scanf("%d", &guess) != 1) {
			if (!strcmp(mode, "linger")) /* never ends once the program has: JE */
				pause();
			finish(0, "no guess: the input ended");
		}
		if (!strcmp(mode, "crash"))
			raise(SIGSEGV);
		if (!strcmp(mode, "exit7"))
			exit(7);
		if (!strcmp(mode, "ac-first"))
			finish(1, "accepted at the first guess");
		if (turn > 20)
			finish(0, "more than 20 guesses");
		printf("%s\n", guess < secret ? "higher" : guess > secret ? "lower" : "correct");
		fflush(stdout);
		if (guess == secret && kattis && !strncmp(mode, "score-", 6)) {
			/* score-bad: not a number; score-big: more than any case is worth: JE */
			snprintf(path, sizeof path, "%sscore.txt", argv[3]);
			FILE *score = fopen(path, "w");
			const char *text = strcmp(mode, "score-bad") ? "1000\n" : "lots\n";

			if (!score || fputs(text, score) < 0 || fclose(score) != 0)
				return 3;
		}
		if (guess == secret)
			finish(1, "guessed");
	}
}
