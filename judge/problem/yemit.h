/*
 * A YAML node written back as text the way ruamel.yaml's round trip writes
 * it with BAPCtools' settings (block style unless written in brackets, maps
 * indented 2, lists 4 with the dash at 2, quotes kept, no line width): what
 * `bt generate` writes for a case's yaml: and a folder's test_group.yaml:.
 * The text yemit_ruamel() returns is the caller's (free()).
 */
#ifndef JUDGE_YEMIT_H
#define JUDGE_YEMIT_H

#include "ydoc.h"

/*
 * n as a document: a mapping or a list, its scalars with their quotes, each
 * plain scalar as written (a null as nothing).  Comments are not kept (ruamel
 * keeps them).  Returns the text, ending in a newline, or NULL when out of
 * memory.
 */
char *yemit_ruamel(const struct ynode *n);

#endif
