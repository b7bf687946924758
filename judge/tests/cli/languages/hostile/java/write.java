// Hostile: writes files outside its working directory (/tmp, /etc, /root, the parent folders,
// the judge's testdata by relative paths and through /proc/*/cwd); prints ESCAPED only if one
// was written.
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class Write {
	public static void main(String[] args) throws IOException {
		System.in.readAllBytes();
		List<String> targets = new ArrayList<>(List.of("/tmp/pwned-java", "/etc/pwned-java",
			"/root/pwned-java", "../pwned-java", "../../pwned-java",
			"languages/testdata/sum/pwned-java", "../../testdata/sum/pwned-java"));
		File[] procs = new File("/proc").listFiles((d, name) -> name.matches("[0-9]+"));
		for (File p : procs != null ? procs : new File[0])
			targets.add(p + "/cwd/languages/testdata/sum/pwned-java");
		List<String> written = new ArrayList<>();
		for (String t : targets) {
			try {
				Files.writeString(Path.of(t), "pwned\n");
				written.add(t);
			} catch (IOException | SecurityException e) {
				// not written: what we hope for
			}
		}
		System.out.println(written.isEmpty() ? "blocked write"
			: "ESCAPED write: " + String.join(", ", written));
	}
}
