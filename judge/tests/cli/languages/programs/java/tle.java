// Time limit: reads the input, then spins forever on the CPU (a volatile counter).
import java.io.IOException;

public class Main {
	static volatile long spin = 0;

	public static void main(String[] args) throws IOException {
		System.in.readAllBytes();
		for (;;)
			spin++;
	}
}
