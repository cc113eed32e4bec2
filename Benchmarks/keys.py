"""Key-to-redraw latency of a scored block: Enter written to the pseudo-terminal, the frame read back.

An AMRAP of 5 burpees, 10 squats runs in the live view (80×24, speed 1); every 50 ms one Enter is
written and the time until the redrawn frame names the task after the next ("Next: …", which
changes with every Enter) has been read from the terminal is measured. Standard library only.

Target: p99 < 5 ms (issue 25).
"""

import fcntl
import os
import pty
import select
import signal
import struct
import termios
import time

import benchlib as b

PRESSES = 200
PROGRAM = """id: keys
title: {en: Keys, de: Keys}
getReady: 0
blocks:
  - format: amrap
    cap: 30m
    exercises:
      - {exercise: burpees, reps: 5}
      - {exercise: squats, reps: 10}
"""


def read_until(fd, marker, deadline):
    """Reads from `fd` until `marker` has been seen; returns the time it was, or None at the deadline."""
    seen = b""
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], max(0.0, deadline - time.monotonic()))
        if not ready:
            continue
        data = os.read(fd, 65536)
        if not data:
            return None
        seen += data
        if marker in seen:
            return time.monotonic()
    return None


def main():
    print("== Key to redraw (a scored block) ==")
    home = b.fresh_home("keys")
    try:
        path = b.write_program(home, PROGRAM, "keys")
        pid, fd = pty.fork()
        if pid == 0:
            env = b.environment(home, TERM="xterm-256color")
            os.execve(b.TAKT, [b.TAKT, "run", path, "--no-log"], env)
        os.set_blocking(fd, True)
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        # The first frame: burpees to do, squats next.
        read_until(fd, b"Next: 10 Squats", time.monotonic() + 5)
        latencies = []
        missed = 0
        for press in range(PRESSES):
            # After an odd number of Enters squats are due and burpees come next, and the other way round.
            marker = b"Next: 5 Burpees" if press % 2 == 0 else b"Next: 10 Squats"
            time.sleep(0.05)
            sent = time.monotonic()
            os.write(fd, b"\r")
            seen = read_until(fd, marker, sent + 1.0)
            if seen is None:
                missed += 1
            else:
                latencies.append((seen - sent) * 1000)
        os.write(fd, b"q")
        time.sleep(0.2)
        try:
            os.kill(pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        os.waitpid(pid, 0)
    finally:
        b.remove(home)
    latencies.sort()
    p50 = b.median(latencies)
    p99 = b.percentile(latencies, 0.99)
    print(f"{len(latencies)} Enters into an AMRAP's live view (80x24), {missed} frames not seen within 1 s:")
    print(f"  median {p50:.2f} ms, p99 {p99:.2f} ms, max {latencies[-1]:.2f} ms   target p99 < 5 ms: "
          f"{b.verdict(missed == 0 and p99 < 5)}   load {b.machine_load()}")


if __name__ == "__main__":
    main()
