/* Did-you-mean: the known words nearest to a mistyped one.  Nothing owned; words are borrowed. */
#ifndef JUDGE_SUGGEST_H
#define JUDGE_SUGGEST_H

#include <stddef.h>

/*
 * Finds the words of words[0..n) nearest to word, if they are near enough to be
 * a typo of it: at most two edits away (an edit changes, adds or removes a
 * character, or swaps two next to each other; case does not count) and fewer
 * edits than word has characters, or one of the two starting with the other,
 * the shorter with three characters or more ("time_limit" for "time").
 * Writes the nearest, up to max of them in their order in words, to out, and
 * returns how many it wrote: 0 when no word is near enough.
 */
size_t suggest(const char *word, const char *const *words, size_t n, const char **out,
	       size_t max);

#endif
