// Hostile: starts a child process (ProcessBuilder, /bin/true and /bin/echo); prints ESCAPED
// only if one ran.
import java.io.IOException;

public class Fork {
	public static void main(String[] args) throws IOException {
		System.in.readAllBytes();
		String ran = null;
		try {
			Process p = new ProcessBuilder("/bin/echo", "child-ran").start();
			String out = new String(p.getInputStream().readAllBytes()).trim();
			if (p.waitFor() == 0 && out.equals("child-ran"))
				ran = "ProcessBuilder /bin/echo";
		} catch (IOException | InterruptedException | Error e) {
			System.err.println("blocked fork: " + e);
		}
		System.out.println(ran != null ? "ESCAPED fork: " + ran : "blocked fork");
	}
}
