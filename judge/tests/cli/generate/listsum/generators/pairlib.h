/* What pair.c prints. */
static void
print_list(int a, int b)
{
	printf("2\n%d %d\n", a, b);
}
