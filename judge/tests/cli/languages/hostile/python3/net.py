# Hostile: opens sockets (TCP to 1.1.1.1:53, UDP DNS query, a unix socket to /dev/log); prints
# ESCAPED only if one connected or answered.
import socket
import sys

sys.stdin.buffer.read()
got = []
try:
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.settimeout(3)
    s.connect(("1.1.1.1", 53))
    got.append("tcp 1.1.1.1:53")
except OSError as e:
    print(f"blocked tcp: {e}", file=sys.stderr)
try:
    u = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    u.settimeout(3)
    # A DNS query for example.com, type A.
    u.sendto(b"\x12\x34\x01\x00\x00\x01\x00\x00\x00\x00\x00\x00\x07example\x03com\x00\x00\x01"
             b"\x00\x01", ("1.1.1.1", 53))
    if u.recv(512)[:2] == b"\x12\x34":
        got.append("udp 1.1.1.1:53")
except OSError as e:
    print(f"blocked udp: {e}", file=sys.stderr)
try:
    x = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    x.connect("/dev/log")
    got.append("unix /dev/log")
except OSError as e:
    print(f"blocked unix: {e}", file=sys.stderr)
print("ESCAPED net: " + ", ".join(got) if got else "blocked net")
