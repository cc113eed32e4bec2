"""Start-up and scale: wall time (median of N runs) and peak memory (max RSS) of one-shot commands.

- `takt --version` and `takt help` in an empty home: at most 3x the floor of a Swift process, a
  Foundation hello-world built as the package builds takt (static standard library, -O), timed
  in the same run (the ratio is printed); `takt list` for reference.
- With 1,000 user programs: `list` warm (nothing changed since the last call, the compiled-program
  cache in use) < 100 ms; `list` cold (the cache removed before every run) < 400 ms; `show` of one
  of them < 50 ms; `validate` of all 1,000 for reference.
- `stats` and `history --limit 20` with 1,000,000 logged sessions: target < 300 ms.
"""

import os
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import uuid

import benchlib as b

RUNS = int(os.environ.get("BENCH_RUNS", "15"))


def timed(argv, env, runs=RUNS, before=None):
    """(first wall, median wall, median CPU, max RSS KiB) over `runs` runs; every run must exit 0.

    `before` runs before each measured run (not timed): to remove the cache for a cold start.
    """
    walls, cpus, rss = [], [], 0
    for _ in range(runs):
        if before:
            before()
        result = b.measure(argv, env)
        if result.status != 0:
            sys.exit(f"{' '.join(argv[1:])} failed ({result.status}): {result.output[:2000].decode(errors='replace')}")
        walls.append(result.wall)
        cpus.append(result.cpu)
        rss = max(rss, result.max_rss_kib)
    return walls[0], b.median(walls), b.median(cpus), rss


def report(label, first, med, cpu, rss, target_ms=None):
    target = ""
    if target_ms is not None:
        target = f"   target < {target_ms} ms: {b.verdict(med * 1000 < target_ms)}"
    print(
        f"  {label:<42} first {first * 1000:6.1f} ms, median {med * 1000:6.1f} ms (CPU {cpu * 1000:6.1f} ms),"
        f" max RSS {rss / 1024:5.1f} MiB{target}   (load {b.machine_load()})"
    )


def write_user_programs(home, count, folder=None):
    """`count` varied valid programs: 1 to 4 blocks, catalog and custom exercises, sets and reps.

    Written to `folder`, by default the programs folder of `home`.
    """
    rng = random.Random(8)
    keys = ["burpees", "squats", "push-ups", "lunges", "plank", "mountain-climbers", "jumping-jacks", "high-knees"]
    folder = folder or os.path.join(home, "programs")
    os.makedirs(folder, exist_ok=True)
    paths = []
    for n in range(count):
        lines = [
            f"id: user-{n:04d}",
            f"title: {{en: User program {n}, de: Benutzerprogramm {n}}}",
            f"description: {{en: Generated for the benchmark, de: Für den Benchmark erzeugt}}",
            f"tags: [bench, t{n % 7}]",
            f"level: {rng.choice(['beginner', 'intermediate', 'advanced'])}",
            f"getReady: {rng.randint(0, 15)}",
            f"defaults: {{work: {rng.randint(10, 45)}, rest: {rng.randint(5, 20)}}}",
            "blocks:",
        ]
        for block in range(rng.randint(1, 4)):
            lines += [f"  - title: Block {block + 1}", f"    rounds: {rng.randint(1, 8)}", "    restAfter: 30", "    exercises:"]
            for _ in range(rng.randint(1, 4)):
                kind = rng.random()
                if kind < 0.6:
                    lines.append(f"      - {{exercise: {rng.choice(keys)}, work: {rng.randint(10, 60)}s}}")
                elif kind < 0.8:
                    lines.append(f"      - exercise: {rng.choice(keys)}")
                    lines.append("        sets:")
                    for order in rng.sample(range(1, 6), 3):
                        lines.append(f"          - {{order: {order}, work: {rng.randint(10, 40)}, rest: {rng.randint(0, 30)}}}")
                else:
                    lines.append(f"      - {{name: {{en: Custom {n}, de: Eigene {n}}}, met: 6.5, reps: {rng.randint(5, 20)}}}")
        path = os.path.join(folder, f"user-{n:04d}.yaml")
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
        paths.append(path)
    return paths


def fill_history(home, env, count):
    """Lets takt create and migrate its database, then inserts `count` sessions over ~3 years."""
    created = b.measure([b.TAKT, "stats"], env)
    if created.status != 0:
        sys.exit(f"takt stats failed: {created.output.decode(errors='replace')}")
    path = os.path.join(home, "history.sqlite")
    db = sqlite3.connect(path)
    columns = [row[1] for row in db.execute("PRAGMA table_info(session)")]
    expected = ["rowid", "id", "programID", "programTitle", "startedAt", "endedAt", "pausedSeconds", "activeSeconds",
                "phasesDone", "phasesTotal", "endReason", "kcal", "language", "bodyMassKilograms", "bodyMassIsDefault"]
    # Later migrations add columns with defaults (speed, skips, plan, timing): the first ones stay.
    if columns[:len(expected)] != expected:
        sys.exit(f"the history schema changed: {columns}")
    rng = random.Random(100)
    import time as clock
    now = clock.time()
    # Logged as they happen: oldest first. Rows are generated, never held in a list: the max RSS
    # that wait4 reports for a child includes what this Python process held when it forked.
    starts = sorted(now - rng.uniform(0, 3 * 365 * 86400) for _ in range(count))

    def rows():
        for n, start in enumerate(starts):
            active = rng.uniform(60, 1800)
            paused = rng.choice([0.0, 0.0, rng.uniform(0, 120)])
            total = rng.randint(8, 200)
            yield (
                str(uuid.UUID(int=rng.getrandbits(128))), f"program-{n % 50}", f"Program {n % 50}", start,
                start + active * 1.5 + paused, paused, active, rng.randint(1, total), total,
                rng.choice(["finished", "finished", "stopped", "interrupted"]), rng.uniform(20, 400),
                rng.choice(["en", "de"]), 70.0, 1,
            )

    db.executemany(f"INSERT INTO session ({', '.join(expected[1:])}) VALUES ({', '.join('?' * 14)})", rows())
    db.commit()
    # takt's own appends keep the WAL short (SQLite checkpoints every 1,000 pages): leave it so.
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    return path


def static_hello(folder):
    """A Foundation hello-world linked as the Debian package links takt: the floor of a Swift process."""
    source = os.path.join(folder, "hello.swift")
    with open(source, "w") as f:
        f.write('import Foundation\nprint("takt \\(ProcessInfo.processInfo.arguments.count)")\n')
    binary = os.path.join(folder, "hello")
    swiftc = shutil.which("swiftc") or "/opt/swift/usr/bin/swiftc"
    subprocess.run([swiftc, "-O", "-static-stdlib", source, "-o", binary], check=True, cwd=folder)
    return binary


def report_ratio(label, med, floor):
    ratio = med / floor
    print(f"  {label:<42} {ratio:4.1f}x the static hello-world   target <= 3x: {b.verdict(ratio <= 3)}")


def main():
    print(f"== Start-up and scale (release binary, median of {RUNS} runs) ==")
    print(f"load average before: {b.machine_load()}")
    home = b.fresh_home("startup")
    scratch = tempfile.mkdtemp(prefix="takt-hello-")
    try:
        env = b.environment(home)
        hello = timed([static_hello(scratch)], env)
        report("static Foundation hello-world (the floor)", *hello)
        version = timed([b.TAKT, "--version"], env)
        report("takt --version", *version, target_ms=15)
        report_ratio("takt --version", version[1], hello[1])
        helped = timed([b.TAKT, "help"], env)
        report("takt help", *helped, target_ms=15)
        report_ratio("takt help", helped[1], hello[1])
        report("takt list (bundled programs only)", *timed([b.TAKT, "list"], env))
        report("takt list --json (bundled programs only)", *timed([b.TAKT, "list", "--json"], env))
    finally:
        b.remove(home)
        shutil.rmtree(scratch, ignore_errors=True)

    home = b.fresh_home("programs")
    try:
        env = b.environment(home)
        paths = write_user_programs(home, 1000)
        # The cache leaves out files changed in the last second (their time could repeat).
        import time
        time.sleep(1.1)
        listed = b.measure([b.TAKT, "list", "--json"], env)
        import json
        count = sum(1 for p in json.loads(listed.output) if p["id"].startswith("user-"))
        print(f"  (1,000 user programs written, {count} listed by `list --json`)")
        cache = os.path.join(home, "cache")
        report("takt list, 1,000 user programs, warm", *timed([b.TAKT, "list"], env), target_ms=100)
        report("takt list --json, 1,000 user programs, warm", *timed([b.TAKT, "list", "--json"], env))
        report(
            "takt list, 1,000 user programs, cold",
            *timed([b.TAKT, "list"], env, before=lambda: b.remove(cache)), target_ms=400)
        b.measure([b.TAKT, "list"], env)
        report("takt show user-0500 (of 1,000)", *timed([b.TAKT, "show", "user-0500"], env), target_ms=50)
        report("takt validate (1,000 files in one call)", *timed([b.TAKT, "validate", *paths], env))
    finally:
        b.remove(home)

    home = b.fresh_home("history")
    try:
        env = b.environment(home)
        path = fill_history(home, env, 1_000_000)
        print(f"  (1,000,000 sessions inserted; database {os.path.getsize(path) / 1e6:.1f} MB)")
        b.measure([b.TAKT, "stats"], env)
        report("takt stats, 1,000,000 sessions", *timed([b.TAKT, "stats"], env), target_ms=300)
        report("takt stats --json, 1,000,000 sessions", *timed([b.TAKT, "stats", "--json"], env), target_ms=300)
        report(
            "takt history --limit 20, 1,000,000 sessions",
            *timed([b.TAKT, "history", "--limit", "20"], env), target_ms=300)
    finally:
        b.remove(home)


if __name__ == "__main__":
    main()
