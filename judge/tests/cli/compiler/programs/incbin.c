/* Prints the answer embedded at compile time, read from the testdata by a relative path. */
#include <stdio.h>

__asm__(".section .rodata\n"
	"answer: .incbin \"compiler/testdata/leak/one.ans\"\n"
	"answer_end:\n"
	".previous\n");
extern const char answer[], answer_end[];

int
main(void)
{
	fwrite(answer, 1, (size_t)(answer_end - answer), stdout);
	return 0;
}
