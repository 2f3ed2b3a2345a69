"""Answer time of `python main.py lab ...` (a fresh process per question, as scripts use it).

Prints, for each command, the median and 95th percentile wall time over RUNS runs, the median CPU
time of the child (user + system; steadier than wall time on a busy machine), and the bare
interpreter start-up for comparison. Run: `python bench/lab_cli_bench.py [RUNS]`.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV_PYTHON = ROOT / ".venv" / "bin" / "python"
PYTHON = str(VENV_PYTHON if VENV_PYTHON.exists() else sys.executable)

COMMANDS: dict[str, list[str]] = {
    "python -c pass (baseline)": ["-c", "pass"],
    "lab new --json": ["main.py", "lab", "new", "--json"],
    "lab mix --json": ["main.py", "lab", "--code", "DEMO", "mix", "pilz", "kröte", "--json"],
    "lab sell": ["main.py", "lab", "--code", "DEMO", "sell", "R+", "fern", "toad"],
    "lab debunk (master)": ["main.py", "lab", "--code", "DEMO", "debunk", "1", "2", "N", "--json"],
    "lab reveal --json": ["main.py", "lab", "--code", "DEMO", "reveal", "--json"],
    "lab bad code (exit 2)": ["main.py", "lab", "--code", "KABZ", "mix", "1", "2"],
    "deduce --json (2 facts)": ["main.py", "deduce", "--json", "pilz+kröte=R+", "farn+kröte@R+=sign"],
}


def time_once(args: list[str]) -> tuple[float, float]:
    """Wall and CPU seconds of one run of the interpreter with `args`, start to exit."""
    start = time.perf_counter()
    child = subprocess.Popen(
        [PYTHON, *args], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    _, _, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    child.returncode = 0  # reaped by wait4 above
    return wall, usage.ru_utime + usage.ru_stime


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile of `values` (share in 0..1)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def main(runs: int) -> None:
    print(f"lab CLI answer time, {runs} runs each (ms)")
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    print(f"{'command':<28} {'median':>8} {'p95':>8} {'cpu':>8}")
    for name, args in COMMANDS.items():
        time_once(args)  # warm the file cache
        samples = [time_once(args) for _ in range(runs)]
        wall = [w * 1000 for w, _ in samples]
        cpu = statistics.median(c * 1000 for _, c in samples)
        print(f"{name:<28} {statistics.median(wall):8.1f} {percentile(wall, 0.95):8.1f} {cpu:8.1f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
