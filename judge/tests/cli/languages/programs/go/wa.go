// Wrong answer: the right sum plus one, on every case.
package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	var n, a, sum int64
	fmt.Fscan(in, &n)
	sum = 1
	for i := int64(0); i < n; i++ {
		fmt.Fscan(in, &a)
		sum += a
	}
	fmt.Println(sum)
}
