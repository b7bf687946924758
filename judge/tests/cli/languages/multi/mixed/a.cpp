// One of a folder of two languages, a file each: which is the program cannot be told.
int main() { return 0; }
