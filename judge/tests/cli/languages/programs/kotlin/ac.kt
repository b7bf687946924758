// Accepted: reads all of standard input at once through a buffered reader, sums the n numbers
// after the count in a Long.
fun main() {
    val words = System.`in`.bufferedReader().readText().split(' ', '\t', '\n', '\r', '\u000b', '\u000c')
        .filter { it.isNotEmpty() }
    val n = words.firstOrNull()?.toInt() ?: 0
    var sum = 0L
    for (i in 1..n)
        sum += words[i].toLong()
    println(sum)
}
