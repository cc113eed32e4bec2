"""The lifts' records and `stats MOVEMENT` over a million logged sets, wall-clock (issue 44).

A history of `BENCH_SESSIONS` sessions (default 200,000, written as scripts/budget writes its
own) gets `BENCH_SETS_PER_SESSION` lifted sets in every one (default 5: 1,000,000 sets, three
movements, the first set of each session a warm-up). Then each command runs `BENCH_RUNS` times
(default 11) and the script prints min, median and max wall time:

    stats back-squats --json    the movement's records and each of its sessions' top set and e1RM
    stats back-squats           the same as the chart
    stats --json                every total, and every movement's records
    log back-squats 5x100       a session more each run, then the movement's records

Targets: each < 100 ms, but `log` < 150 ms as history_scale.py's (medians). Uses the release
build (`TAKT_BIN` to use another).
"""

import os
import shutil
import sys

import benchlib as b
from history_scale import budget_module, timed

RUNS = int(os.environ.get("BENCH_RUNS", "11"))
SESSIONS = int(os.environ.get("BENCH_SESSIONS", "200000"))
PER_SESSION = int(os.environ.get("BENCH_SETS_PER_SESSION", "5"))

TARGETS = {
    "stats back-squats --json": 100,
    "stats back-squats": 100,
    "stats --json": 100,
    "log back-squats 5x100": 150,
}


def report(name, walls):
    walls = sorted(walls)
    median = b.median(walls) * 1000
    target = TARGETS[name]
    print(
        f"{name:28} min {walls[0] * 1000:7.1f} ms  median {median:7.1f} ms  max {walls[-1] * 1000:7.1f} ms"
        f"   target < {target} ms: {b.verdict(median < target)}"
    )


def main():
    budget = budget_module()
    home = b.fresh_home("lifts")
    try:
        print(f"making a history of {SESSIONS:,} sessions with {SESSIONS * PER_SESSION:,} sets …", flush=True)
        budget.make_history(b.TAKT, home, sessions=SESSIONS, spacing=3 * 365.25 * 86_400 / SESSIONS)
        budget.add_sets(home, every=1, per_session=PER_SESSION)
        env = budget.environment(home)
        print(f"load average before: {b.machine_load()}")
        for name in TARGETS:
            argv = [b.TAKT, *name.split()]
            if name.startswith("log"):
                argv += ["--on", "2030-01-06"]
            report(name, timed(argv, env))
        print(f"load average after: {b.machine_load()}")
    finally:
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
