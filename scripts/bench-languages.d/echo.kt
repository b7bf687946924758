fun main() {
	println(readLine()!!.trim().toInt())
}
