/* What a submission defines. */
long long add(long long a, long long b);
