/* Compilation error whose message quotes terminal escapes from the source. */
#error "[2J[H"
