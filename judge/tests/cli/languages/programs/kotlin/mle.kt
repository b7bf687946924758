// Memory limit: allocates 1 GiB in 16 MiB arrays, writing every byte and keeping every array
// (with -Xmx below that, the heap runs out: OutOfMemoryError, or first the memory limit's kill).
fun main() {
    System.`in`.readBytes()
    val kept = ArrayList<ByteArray>()
    for (i in 0 until 64)
        kept.add(ByteArray(16 shl 20) { (i + 1).toByte() })
    println(kept.map { it[it.size - 1].toLong() }.sum())
}
