// Run-time error: reads the input, then indexes past the end of a slice (a panic, exit code 2).
package main

import (
	"fmt"
	"io"
	"os"
)

func main() {
	data, _ := io.ReadAll(os.Stdin)
	fmt.Println(data[len(data)])
}
