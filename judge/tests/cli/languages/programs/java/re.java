// Run-time error: reads the input, then throws an exception nobody catches (exit code 1).
import java.io.IOException;

public class Crash {
	public static void main(String[] args) throws IOException {
		byte[] all = System.in.readAllBytes();
		throw new IllegalStateException("giving up after " + all.length + " bytes");
	}
}
