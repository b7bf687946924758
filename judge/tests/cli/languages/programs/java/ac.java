// Accepted: a buffered byte reader (the helper class, not public, first in the file) and a
// public class whose name is not the file's.
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;

class Reader {
	private final InputStream in;
	private final byte[] buf = new byte[1 << 16];
	private int len = 0, pos = 0;

	Reader(InputStream in) {
		this.in = new DataInputStream(in);
	}

	private int read() throws IOException {
		if (pos == len) {
			len = in.read(buf, 0, buf.length);
			pos = 0;
			if (len <= 0)
				return -1;
		}
		return buf[pos++];
	}

	long nextLong() throws IOException {
		int c = read();
		while (c != -1 && c <= ' ')
			c = read();
		boolean negative = c == '-';
		if (negative)
			c = read();
		long value = 0;
		while (c >= '0' && c <= '9') {
			value = value * 10 + (c - '0');
			c = read();
		}
		return negative ? -value : value;
	}
}

public class Sum {
	public static void main(String[] args) throws IOException {
		Reader reader = new Reader(System.in);
		long n = reader.nextLong(), sum = 0;
		for (long i = 0; i < n; i++)
			sum += reader.nextLong();
		System.out.println(sum);
	}
}
