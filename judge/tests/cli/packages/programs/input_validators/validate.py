# Valid as validate.sh says; it leaves by exit() and quit(), site's (python -S has neither).
import re
import sys

if re.fullmatch(r"[1-9][0-9]{0,8} [1-9][0-9]{0,8}\n", sys.stdin.read()):
    exit(42)
quit(43)
