#!/bin/bash
# Valid: one line of two whole numbers of at most 9 digits, one space between them.
IFS= read -r line || exit 43
[[ $line =~ ^[1-9][0-9]{0,8}\ [1-9][0-9]{0,8}$ ]] || exit 43
if IFS= read -r -d '' more || [[ -n $more ]]; then exit 43; fi
exit 42
