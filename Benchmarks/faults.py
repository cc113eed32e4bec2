"""Fault injection: kill -9 during history writes, and signals sent to a session in a terminal.

1. Many `takt run --speed 2000 --log` processes write the same history at once; a random half are
   killed with SIGKILL at random moments of their short lives. Afterwards the database must pass
   `PRAGMA integrity_check`, hold no duplicate ids, hold only complete rows, and hold a row for
   every session whose events file says it was logged.
2. `takt run` in a tmux pane (keys in raw mode) gets SIGINT, SIGTERM, SIGHUP or SIGQUIT; `stty -a`
   of the pane must be the same after as before (and different while it ran, or the check means nothing).

Exit status 1 when any check fails.
"""

import os
import random
import shutil
import sqlite3
import subprocess
import sys
import time
import uuid

import benchlib as b

PROCESSES = int(os.environ.get("BENCH_KILL_PROCESSES", "200"))
PARALLEL = 8
SIGNALS = ["INT", "TERM", "HUP", "QUIT"]
failures = []


def check(ok, text):
    print(f"  {text}: {b.verdict(ok)}")
    if not ok:
        failures.append(text)


def lifetime(env):
    result = b.measure([b.TAKT, "run", "faults", "--speed", "2000", "--plain", "--log"], env)
    return result.wall


def kill_during_writes():
    print(f"== kill -9 during history writes: {PROCESSES} sessions, {PARALLEL} at a time ==")
    home = b.fresh_home("kill")
    try:
        # 30 s of program time (logged: over 3 s), 15 ms of real time at speed 2000.
        b.write_program(home, b.interval_program("faults", 0, 3, 6, 4), "faults")
        env = b.environment(home)
        life = sorted(lifetime(env) for _ in range(5))[2]
        print(f"  one session lives {life * 1000:.0f} ms (median of 5); kills land uniformly in [0, {life * 1200:.0f}] ms")
        rng = random.Random(9)
        running, killed, finished = [], 0, 0
        events_files = []
        for n in range(PROCESSES):
            events = os.path.join(home, f"events-{n}.jsonl")
            events_files.append(events)
            argv = [b.TAKT, "run", "faults", "--speed", "2000", "--plain", "--log", "--events", events]
            child = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL)
            deadline = time.monotonic() + rng.uniform(0, life * 1.2) if rng.random() < 0.5 else None
            running.append((child, deadline))
            while len(running) >= PARALLEL or (n == PROCESSES - 1 and running):
                now = time.monotonic()
                still = []
                for child, deadline in running:
                    if child.poll() is not None:
                        finished += child.returncode == 0
                        continue
                    if deadline is not None and now >= deadline:
                        child.kill()
                        child.wait()
                        killed += child.returncode == -9
                        continue
                    still.append((child, deadline))
                running = still
                time.sleep(0.0005)
        logged = 0
        for path in events_files:
            if os.path.exists(path):
                logged += any('"event":"end"' in line and '"logged":true' in line for line in open(path))
        print(f"  {killed} killed by SIGKILL, {finished} finished normally, {logged} said they were logged")
        broken = [f for f in os.listdir(home) if ".broken-" in f]
        check(not broken, f"no database was set aside as broken ({broken})")
        db = sqlite3.connect(os.path.join(home, "history.sqlite"))
        integrity = db.execute("PRAGMA integrity_check").fetchall()
        check(integrity == [("ok",)], f"PRAGMA integrity_check = {integrity[0][0]}")
        # The stats aggregates are kept by triggers in each insert's transaction: a kill never splits them.
        kept = db.execute("SELECT sessions, kcal FROM session_totals").fetchone()
        scanned = db.execute("SELECT COUNT(*), TOTAL(MAX(0, kcal)) FROM session").fetchone()
        check(kept[0] == scanned[0] and abs(kept[1] - scanned[1]) < 1e-6,
              f"stats totals kept by triggers match the rows ({kept[0]} sessions, {kept[1]:.1f} kcal)")
        rows = db.execute("SELECT * FROM session").fetchall()
        ids = [r[1] for r in rows]
        check(len(ids) == len(set(ids)), f"no duplicate ids among {len(rows)} rows")
        complete = all(
            all(v is not None for v in r)
            and uuid.UUID(r[1]).version == 4
            and r[2] == "faults"
            and r[5] >= r[4]
            and 0 <= r[8] <= r[9] == 5
            and r[10] in ("finished", "stopped", "interrupted")
            and r[11] >= 0
            for r in rows
        )
        check(complete, "every row is complete (no NULL, v4 UUID, end ≥ start, phases ≤ total, known reason)")
        check(logged <= len(rows) <= PROCESSES, f"every logged session has its row ({logged} ≤ {len(rows)} ≤ {PROCESSES})")
        db.close()
        again = b.measure([b.TAKT, "history", "--limit", "3"], env)
        check(again.status == 0, "takt history still reads the database")
    finally:
        b.remove(home)


def tmux(socket, *args):
    return subprocess.run(["tmux", "-L", socket, *args], check=True, capture_output=True, text=True).stdout


def children(pid):
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
                if int(fields[1]) == pid:
                    found.append(int(entry))
            except (FileNotFoundError, ProcessLookupError):
                pass
    return found


def cmdline(pid):
    try:
        with open(f"/proc/{pid}/cmdline") as f:
            return f.read()
    except (FileNotFoundError, ProcessLookupError):
        return ""


def wait_for(predicate, seconds=10):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.02)
    return None


def signals_restore_terminal():
    print("== Terminal restored after each catchable signal (takt run in a tmux pane) ==")
    if not shutil.which("tmux"):
        check(False, "tmux is installed")
        return
    home = b.fresh_home("signals")
    socket = f"takt-bench-{os.getpid()}"
    try:
        b.write_program(home, b.interval_program("signals", 10, 3, 20, 10), "signals")
        script = os.path.join(home, "pane.sh")
        with open(script, "w") as f:
            f.write(
                f'cd "{home}"\n'
                'stty -a > "before-$1"\n'
                f'"{b.TAKT}" run signals --no-log --events "events-$1"\n'
                'echo $? > "status-$1"\n'
                'stty -a > "after-$1"\n'
                'touch "done-$1"\n'
            )
        env_args = [f"TAKT_HOME={home}", "LANG=C.UTF-8", "TERM=xterm-256color"]
        tmux(socket, "new-session", "-d", "-x", "80", "-y", "24", "env", *env_args, "sh", "-c", "exec sh")
        pane_pid = int(tmux(socket, "display-message", "-p", "#{pane_pid}").strip())
        pane_tty = tmux(socket, "display-message", "-p", "#{pane_tty}").strip()
        for name in SIGNALS:
            tmux(socket, "send-keys", f"sh {script} {name}", "Enter")
            started = wait_for(lambda: os.path.exists(f"{home}/events-{name}") and os.path.getsize(f"{home}/events-{name}"))
            runner = wait_for(lambda: children(pane_pid))
            takt = wait_for(lambda: [p for p in children(runner[0]) if "takt" in cmdline(p)]) if runner else None
            if not (started and takt):
                check(False, f"SIG{name}: the session started")
                continue
            during = subprocess.run(["stty", "-a", "-F", pane_tty], capture_output=True, text=True).stdout
            os.kill(takt[0], getattr(__import__("signal"), f"SIG{name}"))
            if not wait_for(lambda: os.path.exists(f"{home}/done-{name}"), 10):
                check(False, f"SIG{name}: takt ended")
                continue
            before = open(f"{home}/before-{name}").read()
            after = open(f"{home}/after-{name}").read()
            status = open(f"{home}/status-{name}").read().strip()
            events = b.read_events(f"{home}/events-{name}")
            end = [e for e in events if e["event"] == "end"]
            raw = "-icanon" in during and "-echo" in during
            check(raw and before == after,
                  f"SIG{name}: raw while running ({raw}), stty -a identical after (exit {status},"
                  f" end event {end[0]['reason'] if end else 'none'})")
            if before != after:
                diff = sorted(set(after.split()) ^ set(before.split()))
                print(f"    differs: {' '.join(diff)}")
    finally:
        subprocess.run(["tmux", "-L", socket, "kill-server"], capture_output=True)
        b.remove(home)


def main():
    kill_during_writes()
    signals_restore_terminal()
    if failures:
        print(f"FAILED: {len(failures)} check(s)")
        sys.exit(1)
    print("all fault-injection checks passed")


if __name__ == "__main__":
    main()
