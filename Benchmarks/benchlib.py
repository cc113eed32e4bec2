"""Shared helpers for the takt benchmarks: the binary, throwaway homes, programs, measuring children.

Standard library only. Every measurement runs takt with TAKT_HOME in a fresh temporary folder,
so no benchmark ever touches a real user's files.
"""

import json
import os
import pty
import resource
import select
import shutil
import statistics
import subprocess
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
TAKT = os.environ.get("TAKT_BIN", os.path.join(ROOT, ".build", "release", "takt"))


def fresh_home(tag):
    """A new empty TAKT_HOME; removed by the caller with shutil.rmtree when done."""
    return tempfile.mkdtemp(prefix=f"takt-bench-{tag}-")


def environment(home, **extra):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env.update({"TAKT_HOME": home, "LANG": "C.UTF-8", "NO_COLOR": "1"})
    env.update(extra)
    return env


def interval_program(program_id, get_ready, rounds, work, rest, exercises=("burpees",)):
    """YAML for a simple program: get ready, then `rounds` × (work, rest); the trailing rest is dropped."""
    lines = [
        f"id: {program_id}",
        f"title: {{en: Bench {program_id}, de: Bench {program_id}}}",
        f"getReady: {get_ready}",
        "blocks:",
        f"  - rounds: {rounds}",
        "    exercises:",
    ]
    for key in exercises:
        lines.append(f"      - {{exercise: {key}, work: {work}, rest: {rest}}}")
    return "\n".join(lines) + "\n"


def planned_seconds(get_ready, rounds, work, rest, count=1):
    return get_ready + rounds * count * work + (rounds * count - 1) * rest


def write_program(home, yaml_text, name):
    folder = os.path.join(home, "programs")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, name + ".yaml")
    with open(path, "w") as f:
        f.write(yaml_text)
    return path


def read_events(path):
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def percentile(values, fraction):
    """Nearest-rank percentile: the smallest value with at least `fraction` of the values at or below it."""
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    rank = max(1, int(-(-fraction * len(ordered) // 1)))
    return ordered[min(rank, len(ordered)) - 1]


def median(values):
    return statistics.median(values) if values else float("nan")


class ProcStat:
    """CPU ticks and voluntary context switches of a live process, summed over its threads."""

    TICK = os.sysconf("SC_CLK_TCK")

    @staticmethod
    def sample(pid):
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            # After the command: state is field 3, so utime (14) and stime (15) are at 11 and 12.
            cpu = (int(fields[11]) + int(fields[12])) / ProcStat.TICK
            switches = 0
            for task in os.listdir(f"/proc/{pid}/task"):
                with open(f"/proc/{pid}/task/{task}/status") as f:
                    for line in f:
                        if line.startswith("voluntary_ctxt_switches"):
                            switches += int(line.split()[1])
            return time.monotonic(), cpu, switches
        except (FileNotFoundError, ProcessLookupError, IndexError):
            return None


class Result:
    """What one measured child did: wall time, CPU, max RSS, steady-state samples, its output."""

    def __init__(self):
        self.wall = 0.0
        self.status = None
        self.cpu = 0.0
        self.max_rss_kib = 0
        self.voluntary_switches = 0
        self.samples = []
        self.output = b""

    def steady(self, skip_seconds=1.0):
        """CPU share and wake-ups per second between the first sample after `skip_seconds` and the last."""
        if not self.samples:
            return float("nan"), float("nan"), 0.0
        start = self.samples[0][0]
        window = [s for s in self.samples if s[0] - start >= skip_seconds] or self.samples
        first, last = window[0], self.samples[-1]
        span = last[0] - first[0]
        if span <= 0:
            return float("nan"), float("nan"), 0.0
        return (last[1] - first[1]) / span, (last[2] - first[2]) / span, span


def _account(result, pid, started):
    _, status, usage = os.wait4(pid, 0)
    result.wall = time.monotonic() - started
    result.status = os.waitstatus_to_exitcode(status)
    result.cpu = usage.ru_utime + usage.ru_stime
    result.max_rss_kib = usage.ru_maxrss
    result.voluntary_switches = usage.ru_nvcsw


def measure(argv, env, sample_every=None, stdin=subprocess.DEVNULL, cwd=None):
    """Runs argv with stdout to a pipe; rusage from wait4, optional /proc samples every `sample_every` s."""
    result = Result()
    started = time.monotonic()
    child = subprocess.Popen(argv, env=env, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, cwd=cwd)
    chunks = []
    fd = child.stdout.fileno()
    os.set_blocking(fd, False)
    next_sample = started
    while True:
        timeout = None if sample_every is None else max(0.0, next_sample - time.monotonic())
        ready, _, _ = select.select([fd], [], [], timeout)
        if ready:
            data = os.read(fd, 65536)
            if not data:
                break
            chunks.append(data)
        if sample_every is not None and time.monotonic() >= next_sample:
            sample = ProcStat.sample(child.pid)
            if sample:
                result.samples.append(sample)
            next_sample += sample_every
    _account(result, child.pid, started)
    child.returncode = result.status
    result.output = b"".join(chunks)
    return result


def measure_in_pty(argv, env, sample_every=None, rows=24, cols=80, keys=None):
    """Runs argv as the session leader of a new pseudo-terminal, draining its screen output.

    `keys` is an optional list of (seconds after start, bytes) typed into the terminal.
    """
    import fcntl
    import struct
    import termios

    result = Result()
    started = time.monotonic()
    pid, master = pty.fork()
    if pid == 0:
        try:
            os.execve(argv[0], argv, env)
        finally:
            os._exit(127)
    fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    pending = sorted(keys or [])
    chunks = []
    next_sample = started
    while True:
        deadlines = []
        if sample_every is not None:
            deadlines.append(next_sample)
        if pending:
            deadlines.append(started + pending[0][0])
        timeout = max(0.0, min(deadlines) - time.monotonic()) if deadlines else None
        ready, _, _ = select.select([master], [], [], timeout)
        if ready:
            try:
                data = os.read(master, 65536)
            except OSError:  # EIO: the child closed its side
                break
            if not data:
                break
            chunks.append(data)
        now = time.monotonic()
        while pending and now >= started + pending[0][0]:
            os.write(master, pending.pop(0)[1])
        if sample_every is not None and now >= next_sample:
            sample = ProcStat.sample(pid)
            if sample:
                result.samples.append(sample)
            next_sample += sample_every
    _account(result, pid, started)
    os.close(master)
    result.output = b"".join(chunks)
    return result


def verdict(ok):
    return "ok" if ok else "FAIL"


def machine_load():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def remove(path):
    shutil.rmtree(path, ignore_errors=True)


def self_rusage():
    return resource.getrusage(resource.RUSAGE_CHILDREN)
