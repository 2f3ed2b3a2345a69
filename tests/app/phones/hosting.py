"""A `python main.py host ...` process for tests: started on 127.0.0.1, its announcement read, stopped."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

ROOT = Path(__file__).resolve().parents[3]


@contextmanager
def hosted(data_dir: Path, *args: str) -> Iterator[tuple[dict[str, Any], subprocess.Popen]]:
    """Run the host tool with `args`; yield its announcement and the process; SIGTERM at the end."""
    env = dict(os.environ, ATHANOR_DATA_DIR=str(data_dir), PYTHONUNBUFFERED="1")
    process = subprocess.Popen([sys.executable, "main.py", "host", *args], cwd=ROOT, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = process.stdout.readline() if process.stdout else ""
        if not line:
            raise AssertionError(f"host printed nothing; stderr: {process.stderr.read() if process.stderr else ''}")
        yield json.loads(line), process
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def request(url: str, body: dict | None = None, headers: dict[str, str] | None = None,
            data: bytes | None = None) -> tuple[int, Any]:
    """GET (or POST `body` as JSON) `url`; the status and the decoded JSON (or text)."""
    payload = data if data is not None else (json.dumps(body).encode() if body is not None else None)
    req = urllib.request.Request(url, data=payload, headers={"Content-Type": "application/json", **(headers or {})},
                                 method="POST" if payload is not None else "GET")
    try:
        with urllib.request.urlopen(req, timeout=30) as response:
            status, raw = response.status, response.read()
    except urllib.error.HTTPError as error:
        status, raw = error.code, error.read()
    try:
        return status, json.loads(raw)
    except ValueError:
        return status, raw.decode(errors="replace")


def wait_for(predicate: Any, timeout: float = 20.0) -> None:
    """Poll until `predicate()` is true (AssertionError after `timeout` seconds)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.05)
    raise AssertionError("timed out waiting")
