/* A checker with a syntax error. */
int
main(void)
{
	return 0
}
