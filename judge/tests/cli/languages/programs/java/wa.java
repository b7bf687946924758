// Wrong answer: the right sum plus one, on every case (StreamTokenizer reads numbers as doubles,
// exact for these).
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;

public class Main {
	public static void main(String[] args) throws IOException {
		StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
		in.nextToken();
		long n = (long) in.nval, sum = 1;
		for (long i = 0; i < n; i++) {
			in.nextToken();
			sum += (long) in.nval;
		}
		System.out.println(sum);
	}
}
