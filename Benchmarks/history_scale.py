"""The history commands on a million sessions, wall-clock (issue "performance").

A history of `BENCH_SESSIONS` sessions (default 1,000,000, 95 s apart: the 3 years before now,
as startup.py's; every 10th an AMRAP with a score, so 100,000 scored) is written with SQL after
takt made the schema, as `scripts/budget` writes its smaller one. Then each command runs `BENCH_RUNS` times (default 11) against it and the script
prints min, median and max wall time:

    stats --json, history --limit 20 --json   read only
    log cindy 7+3                             a row more each run
    history delete ID --yes, history restore ID   alternately, the same session

Then the same million spread over 15 years instead of 3 for `stats --json` beside the 3 years':
its first run after the history was written reads every quarter hour and keeps what the days
before the heatmap hold for the streaks (StreakHorizon); the runs after it read half a year of
quarter hours, so their cost does not grow with the span (the ratio 15 y / 3 y is printed).

Targets: stats --json < 100 ms over either span, history --limit 20 --json < 50 ms, log, delete and
restore < 150 ms (medians). Uses the release build (`TAKT_BIN` to use another).
"""

import importlib.machinery
import importlib.util
import os
import shutil
import sqlite3
import sys

import benchlib as b

RUNS = int(os.environ.get("BENCH_RUNS", "11"))
SESSIONS = int(os.environ.get("BENCH_SESSIONS", "1000000"))

TARGETS = {
    "stats --json": 100,
    "stats --json, 15 years": 100,
    "history --limit 20 --json": 50,
    "log cindy 7+3": 150,
    "history delete": 150,
    "history restore": 150,
}


def budget_module():
    """scripts/budget, whose history writer this reuses with another size."""
    path = os.path.join(b.ROOT, "scripts", "budget")
    loader = importlib.machinery.SourceFileLoader("budget", path)
    spec = importlib.util.spec_from_loader("budget", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def timed(argv, env):
    walls = []
    for _ in range(RUNS):
        result = b.measure(argv, env)
        if result.status != 0:
            sys.exit(f"{' '.join(argv[1:])} failed ({result.status}): {result.output[:2000].decode(errors='replace')}")
        walls.append(result.wall)
    return walls


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
    home = b.fresh_home("history-scale")
    try:
        print(f"making a history of {SESSIONS:,} sessions ({SESSIONS // budget.SCORED_EVERY:,} scored) …", flush=True)
        budget.make_history(b.TAKT, home, sessions=SESSIONS, spacing=3 * 365.25 * 86_400 / SESSIONS)
        env = budget.environment(home)
        print(f"load average before: {b.machine_load()}")
        forget_streaks(home)
        first = timed_once([b.TAKT, "stats", "--json"], env)[0]
        print(f"{'stats --json, first run':28} {first * 1000:7.1f} ms (reads every quarter hour, keeps the streaks)")
        three_years = timed([b.TAKT, "stats", "--json"], env)
        report("stats --json", three_years)
        report("history --limit 20 --json", timed([b.TAKT, "history", "--limit", "20", "--json"], env))
        report("log cindy 7+3", timed([b.TAKT, "log", "cindy", "7+3"], env))
        deletes, restores = [], []
        for _ in range(RUNS):
            deletes += timed_once([b.TAKT, "history", "delete", "00000005", "--yes"], env)
            restores += timed_once([b.TAKT, "history", "restore", "00000005"], env)
        report("history delete", deletes)
        report("history restore", restores)
        print(f"load average after: {b.machine_load()}")
    finally:
        shutil.rmtree(home, ignore_errors=True)
    fifteen_years(budget, three_years)


def fifteen_years(budget, three_years):
    """`stats --json` over the same number of sessions spread over 15 years."""
    home = b.fresh_home("history-scale-15y")
    try:
        budget.make_history(b.TAKT, home, sessions=SESSIONS, spacing=15 * 365.25 * 86_400 / SESSIONS)
        env = budget.environment(home)
        forget_streaks(home)
        first = timed_once([b.TAKT, "stats", "--json"], env)[0]
        print(f"{'stats --json, 15 y, first':28} {first * 1000:7.1f} ms (reads every quarter hour, keeps the streaks)")
        walls = timed([b.TAKT, "stats", "--json"], env)
        report("stats --json, 15 years", walls)
        ratio = b.median(walls) / b.median(three_years)
        print(f"{'15 years / 3 years':28} {ratio:7.2f}   target < 1.25: {b.verdict(ratio < 1.25)}")
    finally:
        shutil.rmtree(home, ignore_errors=True)


def forget_streaks(home):
    """The history as after an old session was edited: nothing kept of the days before the heatmap."""
    db = sqlite3.connect(os.path.join(home, "history.sqlite"))
    db.execute("DELETE FROM stats_streak")
    db.commit()
    db.close()


def timed_once(argv, env):
    result = b.measure(argv, env)
    if result.status != 0:
        sys.exit(f"{' '.join(argv[1:])} failed ({result.status}): {result.output[:2000].decode(errors='replace')}")
    return [result.wall]


if __name__ == "__main__":
    main()
