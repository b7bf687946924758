/* Ends at once, cleanly, without a guess. */
int
main(void)
{
	return 0;
}
