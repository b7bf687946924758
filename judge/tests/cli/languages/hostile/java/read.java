// Hostile: reads files outside the view (the case's .ans by relative paths and through
// /proc/*/cwd, /root, /home, /etc/shadow); prints ESCAPED only if one was read.
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class Read {
	public static void main(String[] args) throws IOException {
		System.in.readAllBytes();
		List<String> paths = new ArrayList<>(List.of("languages/testdata/sum/big.ans",
			"../../testdata/sum/big.ans", "../testdata/sum/big.ans", "/root/.bashrc",
			"/root/.profile", "/etc/shadow"));
		File[] procs = new File("/proc").listFiles((d, name) -> name.matches("[0-9]+"));
		for (File p : procs != null ? procs : new File[0])
			paths.add(p + "/cwd/languages/testdata/sum/big.ans");
		List<String> got = new ArrayList<>();
		for (String p : paths) {
			try {
				Files.readAllBytes(Path.of(p));
				got.add(p);
			} catch (IOException | SecurityException e) {
				// not read: what we hope for
			}
		}
		for (String folder : new String[] { "/home", "/root" }) {
			String[] names = new File(folder).list();
			if (names != null && names.length > 0)
				got.add(folder + "/");
		}
		System.out.println(got.isEmpty() ? "blocked read" : "ESCAPED read: " + String.join(", ", got));
	}
}
