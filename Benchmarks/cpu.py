"""CPU and wake-ups while a session runs at speed 1 in a pseudo-terminal (the live terminal path).

Samples utime+stime from /proc/PID/stat and voluntary context switches of every thread from
/proc/PID/task/*/status twice a second; the first second (start-up) is left out of the share.
The plain path (stdout a pipe) is measured by accuracy.py over its 2-minute run.
"""

import os

import benchlib as b


def main():
    print("== CPU while a session runs (speed 1, in a pseudo-terminal, 80×24) ==")
    print(f"load average before: {b.machine_load()}")
    home = b.fresh_home("cpu")
    try:
        # 60 s: 10 s get ready, then 4 × (8 s work, 6 s rest) without the trailing rest: 10 + 32 + 18.
        b.write_program(home, b.interval_program("cpu", 10, 4, 8, 6), "cpu")
        events = os.path.join(home, "events.jsonl")
        argv = [b.TAKT, "run", "cpu", "--events", events, "--no-log"]
        result = b.measure_in_pty(argv, b.environment(home, TERM="xterm-256color"), sample_every=0.5)
        share, wakeups, span = result.steady()
        phases = [e for e in b.read_events(events) if e["event"] == "phase"]
        late = [(e["t"] - e["planned"]) * 1000 for e in phases]
        print(f"  exit status {result.status}, wall {result.wall:.3f} s, {len(result.output)} bytes drawn")
        print(
            f"  CPU {share * 100:.3f} % of one core over {span:.0f} s (whole life incl. start-up:"
            f" {result.cpu * 1000:.0f} ms = {result.cpu / result.wall * 100:.3f} %)   target < 0.2 %: {b.verdict(share < 0.002)}"
        )
        # The countdown changes once a second: a redraw a second, plus the few cues and phase ends.
        print(
            f"  wake-ups: {wakeups:.1f} voluntary context switches/s (all threads)"
            f"   target the few per second a redraw needs (< 5/s): {b.verdict(wakeups < 5)}"
        )
        print(f"  max RSS {result.max_rss_kib / 1024:.1f} MiB")
        print(f"  phase-start lateness in the terminal: median {b.median(late):.3f} ms, max {max(late):.3f} ms")
    finally:
        b.remove(home)


if __name__ == "__main__":
    main()
