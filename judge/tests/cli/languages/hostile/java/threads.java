// Hostile: a thread bomb, 10000 threads alive at once; prints ESCAPED only if all started.
import java.io.IOException;
import java.util.concurrent.CountDownLatch;

public class Threads {
	public static void main(String[] args) throws IOException {
		System.in.readAllBytes();
		CountDownLatch stop = new CountDownLatch(1);
		int started = 0;
		try {
			for (; started < 10000; started++) {
				Thread t = new Thread(() -> {
					try {
						stop.await();
					} catch (InterruptedException e) {
						// ends the thread
					}
				});
				t.setDaemon(true);
				t.start();
			}
		} catch (OutOfMemoryError e) {
			System.err.println("blocked threads: " + started + " started, then " + e);
		}
		stop.countDown();
		System.out.println(started == 10000 ? "ESCAPED threads: 10000" : "blocked threads: " + started);
	}
}
