// Compile error: a variable declared and never used, and an import never used.
package main

import (
	"fmt"
	"os"
)

func main() {
	total := 0
}
