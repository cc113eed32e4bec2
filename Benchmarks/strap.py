"""A session with a heart-rate strap keeps section 5's lateness (issue 48).

scripts/bluez-mock starts a private bus with BlueZoo and a strap that notifies every 250 ms
(4 a second, as some straps do); `takt run --hr` reads it beside the timer. The same 200 phases
(speed 10) run without the strap and with it, side by side in one run, and their lateness is
compared with the idle-machine targets of Benchmarks/accuracy.py; the events file must hold the
strap's bpm. Needs what scripts/test installs for HeartRateStrapTests (dbus, python3-dbus,
python3-gi, BlueZoo in .build/ci-venv).
"""

import os
import subprocess
import sys
import time

import benchlib as b
from accuracy import IDLE_MAX_MS, IDLE_MEDIAN_MS, PHASES, describe

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SPEED = 10


def start_mock():
    """scripts/bluez-mock, its strap at 4 notifications a second; returns (process, bus address)."""
    env = dict(os.environ, HR_STRAP_INTERVAL_MS="250")
    mock = subprocess.Popen(
        ["bash", os.path.join(ROOT, "scripts", "bluez-mock")],
        env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    address = None
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        line = mock.stdout.readline()
        if not line:
            break
        if line.startswith("address="):
            address = line.strip().split("=", 1)[1]
        if line.strip() == "ready":
            return mock, address
    mock.kill()
    sys.exit("scripts/bluez-mock did not get ready (see scripts/test for what it needs)")


def session(tag, extra_args, extra_env):
    home = b.fresh_home(tag)
    try:
        b.write_program(home, b.interval_program(tag, **PHASES), tag)
        events = os.path.join(home, "events.jsonl")
        argv = [b.TAKT, "run", tag, "--speed", str(SPEED), "--plain", "--events", events, "--no-log", *extra_args]
        result = b.measure(argv, b.environment(home, **extra_env), sample_every=0.5)
        if result.status != 0:
            sys.exit(f"takt run failed ({result.status}): {result.output.decode(errors='replace')}")
        lines = b.read_events(events)
        late = [(e["t"] - e["planned"]) / SPEED * 1000 for e in lines if e["event"] == "phase"]
        beats = [e for e in lines if e["event"] == "hr" and e.get("bpm") is not None]
        return late, beats, result
    finally:
        b.remove(home)


def main():
    print("== A session with a heart-rate strap (4 notifications a second) ==")
    print(f"load average before: {b.machine_load()}")
    plain, _, plain_run = session("strap-without", [], {})
    mock, address = start_mock()
    try:
        late, beats, run = session("strap-with", ["--hr"], {"DBUS_SYSTEM_BUS_ADDRESS": address})
    finally:
        mock.stdin.close()
        mock.wait(timeout=30)
    print(f"  without a strap, {len(plain)} phase starts at speed {SPEED}: {describe(plain)}")
    print(f"  with the strap,  {len(late)} phase starts at speed {SPEED}: {describe(late)}")
    worst = sorted(range(len(late)), key=lambda i: late[i])[-3:]
    print(f"  latest starts with the strap: " + ", ".join(f"phase {i + 1} {late[i]:.3f} ms" for i in reversed(worst)))
    print(f"  bpm lines in the events file: {len(beats)}   target > 0: {b.verdict(len(beats) > 0)}")
    print(
        f"  target median < {IDLE_MEDIAN_MS} ms: {b.verdict(b.median(late) < IDLE_MEDIAN_MS)},"
        f" max < {IDLE_MAX_MS} ms (idle machine): {b.verdict(max(late) < IDLE_MAX_MS)}"
    )
    print(f"  max RSS without {plain_run.max_rss_kib / 1024:.1f} MiB, with the strap {run.max_rss_kib / 1024:.1f} MiB")
    print(f"load average after: {b.machine_load()}")


if __name__ == "__main__":
    main()
