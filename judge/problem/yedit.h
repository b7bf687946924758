/*
 * Setting one scalar of a YAML file's mappings in place, so that the rest of
 * the text (comments, order, layout, quoting) stays byte for byte.  The text
 * yedit_set() returns is the caller's (free()).
 */
#ifndef JUDGE_YEDIT_H
#define JUDGE_YEDIT_H

#include <stddef.h>

/*
 * Sets the value at keys (n mapping keys from the document's root, such as
 * {"limits", "time"}) to value, written as a plain scalar, in the len bytes
 * of text (path names it in messages).  A scalar already there is replaced
 * where it stands.  A missing key is added to its mapping: a block one gets a
 * line of its own indented as its first key, after its last entry when that
 * is a one-line scalar, else before its first; a flow one gets ", key: value"
 * after its last entry; mappings missing on the way come with it.  The
 * result is parsed again and must hold value at keys.  Returns the new text
 * (NUL-terminated, *outlen bytes), or NULL with err set: text is not YAML, a
 * key on the way holds no mapping, the value there is not a scalar.
 */
char *yedit_set(const char *path, const char *text, size_t len, const char *const *keys,
		size_t n, const char *value, size_t *outlen, char *err, size_t errlen);

#endif
