"""scripts/budget never passes by accident: each way it must fail, it fails, with a message that says why.

    python3 Tests/Checkers/check_budget.py     # after scripts/budget made .build/budget (scripts/test)

Runs only the start-up workload (a few seconds under callgrind) against budgets files written
here: every budget cut to 1, no file, a damaged line, a workload without a budget, a tolerance
that is no number, and valgrind missing from PATH. Standard library only; exit status 1 on the
first check that does not hold.
"""

import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "scripts", "budget")
BUDGETS = os.path.join(ROOT, "Benchmarks", "budgets")


def run(budgets, path=None, only="startup"):
    env = dict(os.environ)
    env.setdefault("TAKT_BIN", os.path.join(ROOT, ".build", "release", "takt"))
    if path is not None:
        env["PATH"] = path
    result = subprocess.run(
        [sys.executable, SCRIPT, "--budgets", budgets, "--only", only], env=env, capture_output=True, text=True
    )
    return result.returncode, result.stdout + result.stderr


def expect(name, outcome, status, words):
    code, output = outcome
    if code != status or any(word not in output for word in words):
        print(f"check_budget: {name}: expected exit {status} and {words}, got {code}:\n{output}", file=sys.stderr)
        sys.exit(1)
    print(f"check_budget: {name}: exit {code} as expected")


def main():
    with open(BUDGETS) as f:
        real = f.read().splitlines()
    folder = tempfile.mkdtemp(prefix="takt-check-budget-")
    try:
        def write(name, lines):
            path = os.path.join(folder, name)
            with open(path, "w") as f:
                f.write("\n".join(lines) + "\n")
            return path

        cut = [
            line if line.startswith(("#", "tolerance")) or not line.strip() else f"{line.split()[0]} 1"
            for line in real
        ]
        expect("every budget cut to 1", run(write("cut", cut)), 1, ["OVER BUDGET", "startup"])
        expect("no budgets file", run(os.path.join(folder, "missing")), 2, ["no budgets file"])
        damaged = real + ["startup twelve"]
        expect("a damaged line", run(write("damaged", damaged)), 2, ["damaged:" + str(len(damaged)), "startup"])
        short = [line for line in real if not line.startswith("history ")]
        expect("a workload without a budget", run(write("short", short)), 2, ["no budget for history"])
        loose = [line if not line.startswith("tolerance") else "tolerance lots" for line in real]
        expect("a tolerance that is no number", run(write("loose", loose)), 2, ["tolerance"])
        tools = os.path.join(folder, "bin")
        os.makedirs(tools)
        for tool in ["strip"]:
            os.symlink(shutil.which(tool), os.path.join(tools, tool))
        expect("valgrind missing", run(BUDGETS, path=tools), 2, ["apt-get install valgrind"])
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
