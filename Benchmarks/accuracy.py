"""Real-time accuracy: how late each phase starts against its planned deadline, from `--events`.

Lateness is `t - planned` (program seconds) divided by the speed: real milliseconds.
1. A 2-minute program at speed 1: median, p99, max lateness and the end-of-session error.
2. Accumulation: a 1-minute and a 10-minute program at speed 10; the last phases must be no later
   than the first ones.
"""

import os
import sys

import benchlib as b

MAX_LATENESS_MS = 2.0


def run_session(tag, get_ready, rounds, work, rest, speed):
    home = b.fresh_home(tag)
    try:
        b.write_program(home, b.interval_program(tag, get_ready, rounds, work, rest), tag)
        events = os.path.join(home, "events.jsonl")
        argv = [b.TAKT, "run", tag, "--speed", str(speed), "--plain", "--events", events, "--no-log"]
        result = b.measure(argv, b.environment(home), sample_every=0.5)
        if result.status != 0:
            sys.exit(f"takt run failed ({result.status}): {result.output.decode(errors='replace')}")
        lines = b.read_events(events)
        phases = [e for e in lines if e["event"] == "phase"]
        end = [e for e in lines if e["event"] == "end"][-1]
        late = [(e["t"] - e["planned"]) / speed * 1000 for e in phases]
        planned_end = b.planned_seconds(get_ready, rounds, work, rest)
        end_error = (end["t"] - planned_end) / speed * 1000
        return late, end_error, end, result
    finally:
        b.remove(home)


def describe(late):
    return f"median {b.median(late):.3f} ms, p99 {b.percentile(late, 0.99):.3f} ms, max {max(late):.3f} ms"


def main():
    print("== Real-time accuracy ==")
    print(f"load average before: {b.machine_load()}")
    # 2 minutes: get ready 7 s, then 23 × (3 s work, 2 s rest) = 7 + 69 + 44 = 120 s, 46 phases.
    late, end_error, end, result = run_session("accuracy-2min", 7, 23, 3, 2, 1)
    print(f"speed 1, 2-minute program, {len(late)} phase starts (real ms late against the planned deadline):")
    print(f"  {describe(late)}   target max < {MAX_LATENESS_MS} ms: {b.verdict(max(late) < MAX_LATENESS_MS)}")
    print(
        f"  end of session: the end event's t = {end['t']:.4f} s for 120 s planned, error {end_error:.3f} ms"
        f"   target < {MAX_LATENESS_MS} ms: {b.verdict(abs(end_error) < MAX_LATENESS_MS)}"
    )
    print(f"  last phase start: {late[-1]:.3f} ms late; process wall time {result.wall:.3f} s (start-up and exit included)")
    print(f"  (min {min(late):.3f} ms: a phase never starts early: {b.verdict(min(late) >= 0)})")
    cpu_share, wakeups, span = result.steady()
    print(
        f"  CPU over the run (plain, stdout a pipe): {cpu_share * 100:.3f} % of one core over {span:.0f} s,"
        f" {wakeups:.1f} voluntary wake-ups/s   target < 1 %: {b.verdict(cpu_share < 0.01)}"
    )

    print("speed 10, accumulation (each phase 5 s of program time = 0.5 s real):")
    runs = {}
    for tag, rounds in (("accuracy-1min", 6), ("accuracy-10min", 60)):
        late, end_error, _, _ = run_session(tag, 5, rounds, 5, 5, 10)
        runs[tag] = late
        n = max(3, len(late) // 10)
        print(
            f"  {tag}: {len(late)} phases; {describe(late)}; first {n}: median {b.median(late[:n]):.3f} ms,"
            f" last {n}: median {b.median(late[-n:]):.3f} ms; end error {end_error:.3f} ms"
        )
    # Drift would make the end of the long program later than the whole of the short one; medians
    # keep one descheduled wake-up (a busy machine) from deciding it.
    short, tail = b.median(runs["accuracy-1min"]), b.median(runs["accuracy-10min"][-12:])
    print(
        f"  no accumulation: last 12 phases of 10 min {tail:.3f} ms vs all of 1 min {short:.3f} ms (median),"
        f" difference < 0.5 ms: {b.verdict(tail - short < 0.5)}"
    )
    worst = max(max(late) for late in runs.values())
    print(f"  max < {MAX_LATENESS_MS} ms at speed 10: {b.verdict(worst < MAX_LATENESS_MS)} ({worst:.3f} ms)")
    print(f"load average after: {b.machine_load()}")


if __name__ == "__main__":
    main()
