"""Side by side: the same 60 s interval program in takt and in countdown-cli (PyPI), both in a pty.

The program: 10 s get ready, 20 s work, 10 s rest, 20 s work. countdown-cli runs one countdown
per call, so the peer runs the four phases as four calls chained by one shell; wait4 on that
shell counts the CPU and peak memory of every call. The peer is installed into a throwaway venv
under /tmp by this script; its code is never part of the repository.
"""

import os
import subprocess
import sys

import benchlib as b

PEER = "countdown-cli==2.2.1"
VENV = os.environ.get("BENCH_PEER_VENV", "/tmp/takt-bench-peer-venv")


def install_peer():
    countdown = os.path.join(VENV, "bin", "countdown")
    if not os.path.exists(countdown):
        subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
        subprocess.run([os.path.join(VENV, "bin", "pip"), "install", "--quiet", PEER], check=True)
    return countdown


def row(name, result):
    return (
        f"  {name:<40} wall {result.wall:7.3f} s   CPU {result.cpu * 1000:7.1f} ms"
        f" ({result.cpu / result.wall * 100:5.2f} %)   max RSS {result.max_rss_kib / 1024:6.1f} MiB"
        f"   exit {result.status}"
    )


def main():
    print("== Side by side: 60 s program (10 s get ready, 20 s work, 10 s rest, 20 s work), in a pty ==")
    print(f"load average before: {b.machine_load()}")
    countdown = install_peer()
    home = b.fresh_home("peer")
    try:
        b.write_program(home, b.interval_program("peer", 10, 2, 20, 10), "peer")
        env = b.environment(home, TERM="xterm-256color")
        takt = b.measure_in_pty([b.TAKT, "run", "peer", "--no-log"], env)
        chain = " && ".join(f"{countdown} {s}s" for s in (10, 20, 10, 20))
        peer = b.measure_in_pty(["/bin/sh", "-c", chain], env)
    finally:
        b.remove(home)
    print(row("takt run peer (live view)", takt))
    print(row(f"{PEER} ×4 (one per phase)", peer))
    print(
        f"  ratio peer / takt: wall {peer.wall / takt.wall:.3f}×, CPU {peer.cpu / max(takt.cpu, 1e-9):.1f}×,"
        f" max RSS {peer.max_rss_kib / max(takt.max_rss_kib, 1):.2f}×"
    )
    takt_error, peer_error = takt.wall - 60, peer.wall - 60
    print(f"  length error against 60 s: takt {takt_error * 1000:+.0f} ms, peer {peer_error * 1000:+.0f} ms")
    print(
        f"  ratios peer / takt: length error {abs(peer_error) / max(abs(takt_error), 1e-6):.0f}×,"
        f" CPU seconds {peer.cpu / max(takt.cpu, 1e-9):.1f}× (load {b.machine_load()})"
    )


if __name__ == "__main__":
    main()
