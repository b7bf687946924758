// Wrong answer on the big cases only: adds one when there are more than 1000 numbers.
import java.io.IOException;

public class PlusOne {
	public static void main(String[] args) throws IOException {
		String[] words = new String(System.in.readAllBytes()).trim().split("\\s+");
		int n = Integer.parseInt(words[0]);
		long sum = n > 1000 ? 1 : 0;
		for (int i = 1; i <= n; i++)
			sum += Long.parseLong(words[i]);
		System.out.println(sum);
	}
}
