// Compile error: a String assigned to an int.
public class Main {
	public static void main(String[] args) {
		int total = "not a number";
		System.out.println(total);
	}
}
