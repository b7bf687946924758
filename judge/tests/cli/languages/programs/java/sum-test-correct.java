// Accepted: no public class, and the file is not named after a class; the class that
// declares main is the one to run (Main), as DOMjudge runs its boolfind-test-correct.java
// and the package tools find it. Reader is a helper class before it.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

class Reader {
	static long sum(BufferedReader in) throws IOException {
		StringTokenizer words = new StringTokenizer("");
		long n = -1, sum = 0;
		for (String line; (line = in.readLine()) != null;) {
			words = new StringTokenizer(line);
			while (words.hasMoreTokens()) {
				long x = Long.parseLong(words.nextToken());
				if (n < 0)
					n = x;
				else
					sum += x;
			}
		}
		return sum;
	}
}

class Main {
	public static void main(String[] args) throws IOException {
		BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
		System.out.println(Reader.sum(in));
	}
}
