/* Never finishes: TLE under any limit. */
int
main(void)
{
	for (volatile int i = 0;; i = i + 1)
		;
}
