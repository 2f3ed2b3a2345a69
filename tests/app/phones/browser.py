"""A real headless browser for the phone tests: Debian's chromium driven by Playwright.

`chromium()` yields a launched browser, or skips the test with the reason when chromium or
Playwright is missing — except under CI (CI=true), where the README's test command installs both
and a missing browser is a failure."""

from __future__ import annotations

import os
import shutil
from contextlib import contextmanager
from typing import Any, Iterator

import pytest

CHROMIUM_PATHS = ("/usr/bin/chromium", "/usr/bin/chromium-browser")
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"]


def chromium_path() -> str | None:
    """Where the system's chromium is, or None."""
    for path in CHROMIUM_PATHS:
        if os.path.exists(path):
            return path
    found = shutil.which("chromium")
    return found


def _unavailable(reason: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(f"{reason}: the test command installs it (.ci/setup_system.sh)")
    pytest.skip(reason)


@contextmanager
def chromium() -> Iterator[Any]:
    """A headless chromium (skipped, or failed under CI, when it is not installed)."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("Playwright is not installed")
    path = chromium_path()
    if path is None:
        _unavailable("chromium is not installed")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=path, args=FLAGS)
        try:
            yield browser
        finally:
            browser.close()
