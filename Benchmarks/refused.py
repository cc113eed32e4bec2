"""Refused files: how fast takt says no, and what a refused file in the programs folder costs others.

- Each kind of file takt refuses (over the size limit, an alias bomb, nesting too deep, too many
  phases, broken YAML) is refused by `validate` within 2 s (median of N runs), exit status 1.
- The same file in the programs folder beside 20 valid programs: `list` costs < 50 ms more than
  without it (median against median); `show ID`, `info` and `history` (commands that do not list
  programs) cost nothing more, within the noise of a 20 ms command (target < 10 ms more).
"""

import os
import shutil
import sys

import benchlib as b

RUNS = int(os.environ.get("BENCH_RUNS", "9"))


def refused_files():
    """(name, YAML text) for every kind of refusal."""
    size = "title: big\ndescription: '" + "x" * (1 << 20) + "'\nblocks: []\n"
    # Nine levels of ten aliases each: 10^9 nodes if composed; refused before composing.
    bomb = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for level in range(1, 10):
        bomb.append(f"a{level}: &a{level} [" + ", ".join([f"*a{level - 1}"] * 10) + "]")
    bomb += ["title: bomb", "blocks: []"]
    deep = "title: deep\nblocks: " + "[" * 20_000 + "]" * 20_000 + "\n"
    exercises = "\n".join("      - {exercise: burpees, work: 1, rest: 1}" for _ in range(12))
    phases = f"title: phases\nblocks:\n  - rounds: 1000\n    exercises:\n{exercises}\n"
    broken = "title: [unclosed\nblocks:\n  - exercises: {\n" * 2000
    return [("size", size), ("alias-bomb", "\n".join(bomb) + "\n"), ("depth", deep), ("phases", phases),
            ("broken", broken)]


def timed(argv, env, expect):
    walls = []
    for _ in range(RUNS):
        result = b.measure(argv, env)
        if result.status != expect:
            sys.exit(f"{' '.join(argv[1:])}: exit {result.status}, expected {expect}: {result.output[:400]!r}")
        walls.append(result.wall)
    return b.median(walls), max(walls)


def main():
    print(f"refused files (median of {RUNS} runs)")
    failed = False
    home = b.fresh_home("refused")
    try:
        env = b.environment(home)
        for n in range(20):
            b.write_program(home, b.interval_program(f"user-{n:02d}", 5, 4, 20, 10), f"user-{n:02d}")
        commands = {
            "list": ([b.TAKT, "list"], 0),
            "show user-03": ([b.TAKT, "show", "user-03"], 0),
            "info burpees": ([b.TAKT, "info", "burpees"], 0),
            "history": ([b.TAKT, "history"], 0),
        }
        baseline = {name: timed(argv, env, code)[0] for name, (argv, code) in commands.items()}
        for kind, text in refused_files():
            path = b.write_program(home, text, f"refused-{kind}")
            refused, worst = timed([b.TAKT, "validate", path], env, 1)
            ok = worst < 2.0
            failed |= not ok
            print(f"  validate {kind:<11} median {refused * 1000:7.1f} ms, max {worst * 1000:7.1f} ms"
                  f"   target < 2000 ms: {b.verdict(ok)}   (load {b.machine_load()})")
            for name, (argv, code) in commands.items():
                cost = timed(argv, env, code)[0] - baseline[name]
                limit = 50 if name == "list" else 10
                ok = cost < limit / 1000
                failed |= not ok
                print(f"    + in the folder: {name:<13} {cost * 1000:+7.1f} ms   target < {limit} ms: {b.verdict(ok)}")
            os.remove(path)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
