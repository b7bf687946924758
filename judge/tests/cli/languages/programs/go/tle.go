// Time limit: reads the input, then spins forever on the CPU.
package main

import (
	"io"
	"os"
)

var spin uint64

func main() {
	io.ReadAll(os.Stdin)
	for {
		spin++
	}
}
