// Accepted: a buffered word scanner over standard input, sums the n numbers after the count.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
)

func main() {
	in := bufio.NewScanner(bufio.NewReaderSize(os.Stdin, 1<<16))
	in.Buffer(make([]byte, 1<<16), 1<<20)
	in.Split(bufio.ScanWords)
	next := func() int64 {
		if !in.Scan() {
			return 0
		}
		v, err := strconv.ParseInt(in.Text(), 10, 64)
		if err != nil {
			panic(err)
		}
		return v
	}
	n := next()
	var sum int64
	for i := int64(0); i < n; i++ {
		sum += next()
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	fmt.Fprintln(out, sum)
}
