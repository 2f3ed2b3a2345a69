"""Every shell test runs on SDL's dummy drivers with its own data directory."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path, monkeypatch):
    """ATHANOR_DATA_DIR points into the test's temporary directory."""
    monkeypatch.setenv("ATHANOR_DATA_DIR", str(tmp_path / "athanor-data"))
    return tmp_path / "athanor-data"
