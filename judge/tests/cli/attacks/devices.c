/*
 * A solution of packages/legacy-sum that first tries the devices a sandbox must not give
 * (a file system of its own, a network interface): exit 3 when it can open one.
 */
#include <fcntl.h>
#include <stdio.h>

int
main(void)
{
	const char *devices[] = {"/dev/fuse", "/dev/net/tun"};
	long long a, b;

	for (int i = 0; i < 2; i++)
		if (open(devices[i], O_RDWR) >= 0) {
			fprintf(stderr, "opened %s\n", devices[i]);
			return 3;
		}
	if (scanf("%lld %lld", &a, &b) != 2)
		return 1;
	printf("%lld\n", a + b);
	return 0;
}
