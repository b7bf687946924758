// Compile error: a string where an integer is expected (type mismatch).
fun main() {
    val total: Int = "not a number"
    println(total)
}
