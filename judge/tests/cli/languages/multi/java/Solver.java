// Accepted, in two files: the class with main is Solver, the second file by name.
public class Solver {
	public static void main(String[] args) throws java.io.IOException {
		System.out.println(Alpha.sum());
	}
}
