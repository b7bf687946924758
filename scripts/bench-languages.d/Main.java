public class Main {
	public static void main(String[] args) throws java.io.IOException {
		java.io.BufferedReader in = new java.io.BufferedReader(new java.io.InputStreamReader(System.in));
		System.out.println(Integer.parseInt(in.readLine().trim()));
	}
}
