/*
 * Takes gcc several seconds at -O2 (about 5 s and 400MiB here): 4096 functions of
 * 128 statements each, made by macros.
 */
#include <stdio.h>

#define S1 x = x * 3 + (x >> 7);
#define S2 S1 S1
#define S3 S2 S2
#define S4 S3 S3
#define S5 S4 S4
#define S6 S5 S5
#define S7 S6 S6
#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)
#define F1 unsigned CAT(f, __COUNTER__)(unsigned x) { S7 return x; }
#define F2 F1 F1
#define F3 F2 F2
#define F4 F3 F3
#define F5 F4 F4
#define F6 F5 F5
#define F7 F6 F6
#define F8 F7 F7
#define F9 F8 F8
#define F10 F9 F9
#define F11 F10 F10
#define F12 F11 F11

F12

int
main(void)
{
	printf("%u\n", f0(1));
	return 0;
}
