/* A validator that does not compile. */
int main(void) { return missing; }
