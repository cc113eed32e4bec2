"""Fault injection: kill -9 during history writes, and signals sent to a session in a terminal.

1. Many `takt run --speed 2000 --log` processes write the same history at once; a random half are
   killed with SIGKILL at random moments of their short lives. Afterwards the database must pass
   `PRAGMA integrity_check`, hold no duplicate ids, hold only complete rows, and hold a row for
   every session whose events file says it was logged.
2. `takt run` in a tmux pane (keys in raw mode) gets SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1,
   SIGUSR2 or SIGALRM; `stty -a` of the pane must be the same after as before (and different while
   it ran, or the check means nothing).
3. The store's faults (SPEC section 6): takt killed while it creates the history (a hot journal),
   a hot journal made directly, the history locked past the end of a session, a read-only data
   folder, a spool replayed twice, tampered rows, exports to /dev/full and FIFOs, an events FIFO
   nobody reads, export then import, and each added ending signal logging one row.

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
SIGNALS = ["INT", "TERM", "HUP", "QUIT", "USR1", "USR2", "ALRM"]
CREATION_KILLS = int(os.environ.get("BENCH_CREATION_KILLS", "60"))
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
        rows = db.execute("SELECT * FROM session").fetchall()
        ids = [r[1] for r in rows]
        check(len(ids) == len(set(ids)), f"no duplicate ids among {len(rows)} rows")
        complete = all(
            all(v is not None for v in r[:17])  # planID, planWeek, planDay are NULL outside a plan
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


def takt(env, *args, stdout=subprocess.PIPE, user=None):
    """Runs takt to its end: (status, stdout, stderr). `user` runs it as that uid (needs root)."""
    prefix = ["setpriv", f"--reuid={user}", f"--regid={user}", "--clear-groups"] if user is not None else []
    done = subprocess.run(prefix + [b.TAKT, *args], env=env, stdin=subprocess.DEVNULL, stdout=stdout,
                          stderr=subprocess.PIPE, text=True, timeout=120)
    return done.returncode, done.stdout or "", done.stderr


SESSION = ["run", "faults", "--speed", "2000", "--plain", "--log"]


def faults_home(tag):
    home = b.fresh_home(tag)
    b.write_program(home, b.interval_program("faults", 0, 3, 6, 4), "faults")
    return home, b.environment(home)


def rows(home):
    path = os.path.join(home, "history.sqlite")
    if not os.path.exists(path):
        return 0
    db = sqlite3.connect(path)
    try:
        return db.execute("SELECT COUNT(*) FROM session").fetchone()[0]
    finally:
        db.close()


def killed_while_creating():
    print(f"== kill -9 while the history is created, then one more session: {CREATION_KILLS} homes ==")
    rng = random.Random(13)
    saved, spooled, lost, hot = 0, 0, 0, 0
    home, env = faults_home("life")
    life = sorted(lifetime(env) for _ in range(5))[2]
    b.remove(home)
    print(f"  one first session lives {life * 1000:.0f} ms; kills land uniformly in [0, {life * 1000:.0f}] ms")
    for _ in range(CREATION_KILLS):
        home, env = faults_home("create")
        try:
            child = subprocess.Popen([b.TAKT, *SESSION], env=env, stdin=subprocess.DEVNULL,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(rng.uniform(0, life))
            child.kill()
            child.wait()
            hot += os.path.exists(os.path.join(home, "history.sqlite-journal"))
            status, out, _ = takt(env, *SESSION)
            saved += status == 0 and "· saved" in out
            spooled += status == 0 and "· kept in" in out
            lost += status != 0 or "not saved" in out
        finally:
            b.remove(home)
    print(f"  {hot} kills left a journal; next session: {saved} saved, {spooled} kept in the spool, {lost} lost")
    check(saved == CREATION_KILLS, f"every next session saved ({saved} of {CREATION_KILLS})")


def crafted_hot_journal():
    print("== A hot journal made directly (SIGKILL between journal write and commit) ==")
    home, env = faults_home("journal")
    try:
        path = os.path.join(home, "history.sqlite")
        db = sqlite3.connect(path, isolation_level=None)
        db.execute("CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        db.close()
        pid = os.fork()
        if pid == 0:
            db = sqlite3.connect(path, isolation_level=None)
            db.execute("PRAGMA cache_size = 1")
            db.execute("BEGIN")
            db.execute("CREATE TABLE filler (x)")
            for _ in range(3000):
                db.execute("INSERT INTO filler VALUES (?)", ("x" * 200,))
            os.kill(os.getpid(), 9)
        os.waitpid(pid, 0)
        journal = os.path.exists(path + "-journal")
        status, out, err = takt(env, *SESSION)
        check(journal and status == 0 and "· saved" in out and rows(home) == 1,
              f"journal left ({journal}); the next session saved (exit {status}, {rows(home)} row)")
    finally:
        b.remove(home)


def locked_past_the_end():
    print("== The history locked by another process past the end of a session ==")
    home, env = faults_home("lock")
    try:
        takt(env, "stats")
        db = sqlite3.connect(os.path.join(home, "history.sqlite"), isolation_level=None)
        db.execute("BEGIN EXCLUSIVE")
        started = time.monotonic()
        status, out, _ = takt(env, *SESSION)
        waited = time.monotonic() - started
        db.execute("ROLLBACK")
        db.close()
        spool = os.listdir(os.path.join(home, "spool")) if os.path.isdir(os.path.join(home, "spool")) else []
        check(status == 0 and "· kept in" in out and len(spool) == 1,
              f"kept in the spool after {waited:.1f} s of retries (exit {status}, {len(spool)} file)")
        status, _, err = takt(env, "history")
        status2, _, err2 = takt(env, "history")
        check(status == 0 and "Added 1 session" in err and "Added" not in err2 and rows(home) == 1,
              f"the next command added it, said so once ({rows(home)} row)")
    finally:
        b.remove(home)


def read_only_folder():
    print("== A data folder takt may not write ==")
    home, env = faults_home("readonly")
    try:
        os.makedirs(os.path.join(home, "spool"))
        os.chmod(os.path.join(home, "spool"), 0o777)
        os.chmod(home, 0o555)
        user = 65534 if os.getuid() == 0 and shutil.which("setpriv") else None
        status, out, _ = takt(env, *SESSION, user=user)
        check(status == 0 and "· kept in" in out, f"the session was kept in the spool (exit {status})")
        status, _, err = takt(env, "history", user=user)
        check(status == 1 and "history.sqlite" in err and "writable" in err and "error 4874" not in err,
              "the message names the file and what to do")
        os.chmod(home, 0o755)
        status, _, err = takt(env, "history")
        check(status == 0 and "Added 1 session" in err and rows(home) == 1, "added once the folder is writable")
    finally:
        os.chmod(home, 0o755)
        b.remove(home)


def spool_replayed_twice():
    print("== A spool file replayed twice (a replay cut off after its commit) ==")
    home, env = faults_home("replay")
    try:
        takt(env, "stats")
        db = sqlite3.connect(os.path.join(home, "history.sqlite"), isolation_level=None)
        db.execute("BEGIN EXCLUSIVE")
        takt(env, *SESSION)
        db.execute("ROLLBACK")
        db.close()
        folder = os.path.join(home, "spool")
        name = os.listdir(folder)[0]
        saved = open(os.path.join(folder, name), "rb").read()
        takt(env, "history")
        with open(os.path.join(folder, name), "wb") as f:
            f.write(saved)
        takt(env, "history")
        check(rows(home) == 1 and not os.listdir(folder), f"one row after two replays ({rows(home)})")
    finally:
        b.remove(home)


def tampered_rows():
    print("== Tampered rows: history, stats and export skip them with one warning ==")
    home, env = faults_home("tamper")
    try:
        for _ in range(3):
            takt(env, *SESSION)
        db = sqlite3.connect(os.path.join(home, "history.sqlite"), isolation_level=None)
        ids = [r[0] for r in db.execute("SELECT id FROM session")]
        db.execute("UPDATE session SET startedAt = 1e300 WHERE id = ?", (ids[0],))
        db.execute("UPDATE session SET kcal = 'lots' WHERE id = ?", (ids[1],))
        db.close()
        for args in (["history"], ["history", "--json"], ["stats"], ["export", "--format", "csv"]):
            status, out, err = takt(env, *args)
            check(status == 0 and err.count("damaged row") == 1 and "2 damaged rows" in err and out,
                  f"{' '.join(args)}: exit {status}, one warning")
    finally:
        b.remove(home)


def checked_writes():
    print("== Exports whose writes fail, and FIFOs ==")
    home, env = faults_home("writes")
    try:
        takt(env, *SESSION)
        if os.path.exists("/dev/full"):
            with open("/dev/full", "w") as full:
                status, _, err = takt(env, "export", "--format", "json", stdout=full)
            check(status == 1 and "the disk is full" in err, f"export > /dev/full: exit {status}")
            status, _, err = takt(env, "export", "--format", "json", "-o", "/dev/full")
            check(status == 1 and os.path.exists("/dev/full") and not os.path.isfile("/dev/full"),
                  f"export -o /dev/full: exit {status}, still a device")
        fifo = os.path.join(home, "events.fifo")
        os.mkfifo(fifo)
        started = time.monotonic()
        status, out, err = takt(env, *SESSION, "--events", fifo)
        check(status == 0 and "nothing is reading" in err and time.monotonic() - started < 10,
              f"--events FIFO without a reader: told, session ran (exit {status})")
    finally:
        b.remove(home)


def export_then_import():
    print("== Export, then import on a fresh home ==")
    home, env = faults_home("export")
    fresh, fresh_env = faults_home("import")
    try:
        for _ in range(5):
            takt(env, *SESSION)
        out_file = os.path.join(home, "all.json")
        takt(env, "export", "--format", "json", "-o", out_file)
        status, out, _ = takt(fresh_env, "import", out_file)
        again, out2, _ = takt(fresh_env, "import", out_file)
        same = all(takt(env, *a)[1] == takt(fresh_env, *a)[1]
                   for a in (["export", "--format", "json"], ["export", "--format", "csv"], ["history", "--json"]))
        check(status == 0 and again == 0 and "Imported 5" in out and "Imported 0" in out2 and same,
              "the same history, byte for byte; a second import adds nothing")
    finally:
        b.remove(home)
        b.remove(fresh)


def added_signals_log():
    print("== SIGUSR1, SIGUSR2 and SIGALRM end a session through the one end path ==")
    import signal as signals
    for name in ["USR1", "USR2", "ALRM"]:
        home, env = faults_home("signal")
        try:
            child = subprocess.Popen([b.TAKT, "run", "faults", "--speed", "5", "--plain", "--log"], env=env,
                                     stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
            child.stdout.readline()
            time.sleep(1)
            number = getattr(signals, f"SIG{name}")
            child.send_signal(number)
            child.communicate()
            check(child.returncode == 128 + number and rows(home) == 1,
                  f"SIG{name}: exit {child.returncode}, {rows(home)} row")
        finally:
            b.remove(home)


def main():
    kill_during_writes()
    signals_restore_terminal()
    killed_while_creating()
    crafted_hot_journal()
    locked_past_the_end()
    read_only_folder()
    spool_replayed_twice()
    tampered_rows()
    checked_writes()
    export_then_import()
    added_signals_log()
    if failures:
        print(f"FAILED: {len(failures)} check(s)")
        sys.exit(1)
    print("all fault-injection checks passed")


if __name__ == "__main__":
    main()
