// Hostile: spawns a shell (Runtime.exec of sh -c); prints ESCAPED only if the shell ran.
import java.io.IOException;

public class Shell {
	public static void main(String[] args) throws IOException {
		System.in.readAllBytes();
		boolean ran = false;
		try {
			Process p = Runtime.getRuntime().exec(new String[] { "sh", "-c", "exit 42" });
			ran = p.waitFor() == 42;
		} catch (IOException | InterruptedException | Error e) {
			System.err.println("blocked shell: " + e);
		}
		System.out.println(ran ? "ESCAPED shell: Runtime.exec sh -c" : "blocked shell");
	}
}
