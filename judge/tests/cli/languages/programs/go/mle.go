// Memory limit: allocates 1 GiB in 16 MiB slices, writing every byte and keeping every slice.
package main

import (
	"fmt"
	"io"
	"os"
)

var kept [][]byte

func main() {
	io.ReadAll(os.Stdin)
	for i := 0; i < 64; i++ {
		chunk := make([]byte, 16<<20)
		for j := range chunk {
			chunk[j] = byte(i + 1)
		}
		kept = append(kept, chunk)
	}
	total := 0
	for _, c := range kept {
		total += int(c[len(c)-1])
	}
	fmt.Println(total)
}
