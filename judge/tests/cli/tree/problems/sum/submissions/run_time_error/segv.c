/* Run-time error: a segmentation fault. */
int
main(void)
{
	volatile int *p = (int *)16;
	*p = 1;
	return 0;
}
