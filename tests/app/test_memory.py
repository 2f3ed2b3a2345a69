"""The allocator setting the App makes for a flat memory over a long evening."""

from __future__ import annotations

import sys

from games.app.memory import return_large_blocks_to_system


def test_large_blocks_go_back_to_the_system_on_linux() -> None:
    assert return_large_blocks_to_system() is sys.platform.startswith("linux")


def test_elsewhere_nothing_changes(monkeypatch) -> None:
    monkeypatch.setattr(sys, "platform", "darwin")
    assert return_large_blocks_to_system() is False
