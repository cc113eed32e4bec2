"""Real-time accuracy: how late each phase starts against its planned deadline, from `--events`.

Lateness is `t - planned` (program seconds) divided by the speed: real milliseconds. Every run
has at least 200 phase starts.
1. Speed 1: 200 phases of 1 s (200 s): median and max against the idle-machine targets, the
   end-of-session error and the CPU of the plain path.
2. Speed 10: 200 phases of 1 s of program time (20 s), the same targets.
3. Speed 10 again with a CPU hog (a busy loop, nice 19) on every core: max < 2 ms.
4. Accumulation: a 1-minute and a 10-minute program at speed 10; the last phases must be no later
   than the first ones.
"""

import os
import subprocess
import sys

import benchlib as b

IDLE_MEDIAN_MS = 0.2
IDLE_MAX_MS = 0.5
LOADED_MAX_MS = 2.0
# get ready 1 s, then 100 × (1 s work, 1 s rest) without the trailing rest: 200 phases, 200 s.
PHASES = dict(get_ready=1, rounds=100, work=1, rest=1)


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


def idle_verdict(late):
    return (
        f"target median < {IDLE_MEDIAN_MS} ms: {b.verdict(b.median(late) < IDLE_MEDIAN_MS)},"
        f" max < {IDLE_MAX_MS} ms (idle machine): {b.verdict(max(late) < IDLE_MAX_MS)}"
    )


def speed_one():
    print(f"load average before: {b.machine_load()}")
    late, end_error, end, result = run_session("accuracy-speed1", speed=1, **PHASES)
    print(f"speed 1, {len(late)} phase starts (real ms late against the planned deadline):")
    print(f"  {describe(late)}")
    print(f"  {idle_verdict(late)}")
    print(f"  end of session: error {end_error:.3f} ms   target < {LOADED_MAX_MS} ms: {b.verdict(abs(end_error) < LOADED_MAX_MS)}")
    print(f"  (min {min(late):.3f} ms: a phase never starts early: {b.verdict(min(late) >= 0)})")
    cpu_share, wakeups, span = result.steady()
    print(
        f"  CPU over the run (plain, stdout a pipe): {cpu_share * 100:.3f} % of one core over {span:.0f} s,"
        f" {wakeups:.1f} voluntary wake-ups/s   target < 0.2 %: {b.verdict(cpu_share < 0.002)}"
    )
    print(f"  load average after: {b.machine_load()}")


def speed_ten():
    print(f"load average before: {b.machine_load()}")
    late, _, _, _ = run_session("accuracy-speed10", speed=10, **PHASES)
    print(f"speed 10, {len(late)} phase starts: {describe(late)}")
    print(f"  {idle_verdict(late)}")
    hogs = [
        subprocess.Popen(["nice", "-n", "19", sys.executable, "-c", "while True: pass"])
        for _ in range(os.cpu_count() or 1)
    ]
    try:
        print(f"  with {len(hogs)} CPU hogs (nice 19), load average {b.machine_load()}:")
        late, _, _, _ = run_session("accuracy-hog", speed=10, **PHASES)
    finally:
        for hog in hogs:
            hog.kill()
            hog.wait()
    print(f"  speed 10 under the hogs, {len(late)} phase starts: {describe(late)}")
    print(f"  target max < {LOADED_MAX_MS} ms with a hog on every core: {b.verdict(max(late) < LOADED_MAX_MS)}")
    print(f"  load average after: {b.machine_load()}")


def accumulation():
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


def main():
    print("== Real-time accuracy ==")
    speed_one()
    speed_ten()
    accumulation()
    print(f"load average after: {b.machine_load()}")


if __name__ == "__main__":
    main()
