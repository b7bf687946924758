// The helper of the two-file Java solution: first by name, but without main.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Alpha {
	public static long sum() throws IOException {
		BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
		StringTokenizer words = new StringTokenizer("");
		long n = -1, sum = 0;
		for (String line; (line = in.readLine()) != null;) {
			words = new StringTokenizer(line);
			while (words.hasMoreTokens()) {
				long a = Long.parseLong(words.nextToken());
				if (n < 0)
					n = a;
				else if (n-- > 0)
					sum += a;
			}
		}
		return sum;
	}
}
