// Wrong answer: the right sum plus one, on every case.
fun main() {
    val text = System.`in`.bufferedReader().readText().trim()
    val words = text.split(Regex("\\s+")).map { it.toLong() }
    println(words.drop(1).take(words[0].toInt()).sum() + 1)
}
