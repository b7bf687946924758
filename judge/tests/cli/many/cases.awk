# Prints a testdata file of n inline cases of the sum problem: case <name><i> adds i
# and k; with wrong=r set, the cases whose i % 1000 is r expect a wrong 0.
#	awk -v name=c -v n=3000 -v k=1 [-v wrong=7] -f many/cases.awk
BEGIN {
	print "cases:"
	for (i = 0; i < n; i++)
		printf "  - name: %s%d\n    input: \"%d %d\\n\"\n    output: \"%d\\n\"\n",
		    name, i, i, k, wrong != "" && i % 1000 == wrong ? 0 : i + k
}
