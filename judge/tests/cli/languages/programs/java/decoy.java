// Accepted: the public class is Answer (public final); decoys in comments and strings name
// others: public class Decoy { } must not be taken for it.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

/* public class Commented { public static void main(String[] a) {} } */
class Words {
	static final String DECOY = "public class InString {";
	private final BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
	private StringTokenizer words = new StringTokenizer("");

	long next() throws IOException {
		while (!words.hasMoreTokens()) {
			String line = in.readLine();
			if (line == null)
				return 0;
			words = new StringTokenizer(line);
		}
		return Long.parseLong(words.nextToken());
	}
}

public final class Answer {
	public static void main(String[] args) throws IOException {
		Words words = new Words();
		long n = words.next(), sum = 0;
		for (long i = 0; i < n; i++)
			sum += words.next();
		System.out.println(sum);
	}
}
