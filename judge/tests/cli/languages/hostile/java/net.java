// Hostile: opens sockets (TCP to 1.1.1.1:53, a UDP DNS query); prints ESCAPED only if one
// connected or answered.
import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetSocketAddress;
import java.net.Socket;

public class Net {
	public static void main(String[] args) throws IOException {
		System.in.readAllBytes();
		StringBuilder got = new StringBuilder();
		try (Socket s = new Socket()) {
			s.connect(new InetSocketAddress("1.1.1.1", 53), 3000);
			got.append(" tcp 1.1.1.1:53");
		} catch (IOException | Error e) {
			System.err.println("blocked tcp: " + e);
		}
		byte[] query = {0x12, 0x34, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0,
			7, 'e', 'x', 'a', 'm', 'p', 'l', 'e', 3, 'c', 'o', 'm', 0, 0, 1, 0, 1};
		try (DatagramSocket u = new DatagramSocket()) {
			u.setSoTimeout(3000);
			u.send(new DatagramPacket(query, query.length, new InetSocketAddress("1.1.1.1", 53)));
			DatagramPacket answer = new DatagramPacket(new byte[512], 512);
			u.receive(answer);
			if (answer.getData()[0] == 0x12 && answer.getData()[1] == 0x34)
				got.append(" udp 1.1.1.1:53");
		} catch (IOException | Error e) {
			System.err.println("blocked udp: " + e);
		}
		System.out.println(got.length() > 0 ? "ESCAPED net:" + got : "blocked net");
	}
}
