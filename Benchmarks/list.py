"""`takt list` with 1,000 user programs, warm: the time is the table (or the JSON), not loading.

1,000 varied programs (the generator of `startup.py`) go to a temporary folder named by
`TAKT_PROGRAMS`; one `list` fills the compiled-program cache, then `takt list` and
`takt list --json` run `BENCH_RUNS` times each (default 21) with the cache in use. Prints min,
median and max wall time and the median CPU. Target: `list` < 50 ms at the median.
"""

import os
import shutil
import sys
import tempfile
import time

import benchlib as b
from startup import write_user_programs

RUNS = int(os.environ.get("BENCH_RUNS", "21"))


def timed(argv, env):
    """Wall times and CPU times of `RUNS` runs; every run must exit 0 and list every program."""
    walls, cpus = [], []
    for _ in range(RUNS):
        result = b.measure(argv, env)
        if result.status != 0:
            sys.exit(f"{' '.join(argv[1:])} failed ({result.status}): {result.output[:2000].decode(errors='replace')}")
        if result.output.count(b"user-") < 1000:
            sys.exit(f"{' '.join(argv[1:])} did not list the 1,000 programs")
        walls.append(result.wall)
        cpus.append(result.cpu)
    return walls, cpus


def report(label, walls, cpus, target_ms=None):
    target = ""
    if target_ms is not None:
        target = f"   target median < {target_ms} ms: {b.verdict(b.median(walls) * 1000 < target_ms)}"
    print(
        f"  {label:<34} min {min(walls) * 1000:6.1f} ms, median {b.median(walls) * 1000:6.1f} ms,"
        f" max {max(walls) * 1000:6.1f} ms (median CPU {b.median(cpus) * 1000:6.1f} ms){target}"
        f"   (load {b.machine_load()})"
    )


def main():
    print(f"== list with 1,000 user programs, warm (release binary, {RUNS} runs each) ==")
    home = b.fresh_home("list")
    programs = tempfile.mkdtemp(prefix="takt-bench-list-programs-")
    try:
        env = b.environment(home, TAKT_PROGRAMS=programs)
        write_user_programs(home, 1000, folder=programs)
        # A file is cached only once its last change is a second old (its stamp could repeat).
        time.sleep(1.1)
        warm = b.measure([b.TAKT, "list"], env)
        if warm.status != 0:
            sys.exit(f"list failed: {warm.output[:2000].decode(errors='replace')}")
        cache = os.path.join(home, "cache", "programs.cache")
        with open(cache) as f:
            cached = sum(1 for line in f if "user-" in line)
        print(f"  (1,000 programs in TAKT_PROGRAMS, {cached} in the cache)")
        report("takt list", *timed([b.TAKT, "list"], env), target_ms=50)
        report("takt list --json", *timed([b.TAKT, "list", "--json"], env))
    finally:
        b.remove(home)
        shutil.rmtree(programs, ignore_errors=True)


if __name__ == "__main__":
    main()
