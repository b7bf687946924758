/* Makes the compiler read an endless file: it must be stopped by its limits. */
#include "/dev/urandom"
