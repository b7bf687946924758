// Memory limit: allocates 1 GiB in 16 MiB arrays, writing every byte and keeping every array
// (with -Xmx below that, the heap runs out: OutOfMemoryError, or first the memory limit's kill).
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Hog {
	public static void main(String[] args) throws IOException {
		System.in.readAllBytes();
		List<byte[]> kept = new ArrayList<>();
		for (int i = 0; i < 64; i++) {
			byte[] chunk = new byte[16 << 20];
			Arrays.fill(chunk, (byte) (i + 1));
			kept.add(chunk);
		}
		long total = 0;
		for (byte[] c : kept)
			total += c[c.length - 1];
		System.out.println(total);
	}
}
