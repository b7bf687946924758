/* The other file of attacks/add-main.c's folder solution: copied as '-o.c', a name like gcc's -o. */
long long
add(long long a, long long b)
{
	return a + b;
}
