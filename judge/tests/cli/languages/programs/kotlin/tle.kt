// Time limit: reads the input, then spins forever on the CPU (a volatile counter).
@Volatile
var spin = 0L

fun main() {
    System.`in`.readBytes()
    while (true)
        spin++
}
