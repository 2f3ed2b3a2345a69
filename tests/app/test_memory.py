"""The allocator setting the App makes for a flat memory over a long evening."""

from __future__ import annotations

import sys

from games.app.memory import return_large_blocks_to_system


def test_large_blocks_go_back_to_the_system_on_linux() -> None:
    assert return_large_blocks_to_system() is sys.platform.startswith("linux")


def test_elsewhere_nothing_changes(monkeypatch) -> None:
    monkeypatch.setattr(sys, "platform", "darwin")
    assert return_large_blocks_to_system() is False


def test_free_memory_goes_back_once_every_minute_of_the_loop() -> None:
    from games.app.memory import MemoryKeeper

    clock = [100.0]
    given: list[float] = []
    keeper = MemoryKeeper(lambda: clock[0], every=60.0, give_back=lambda: given.append(clock[0]) or True)
    for _ in range(3000):  # 150 seconds of frames at 20 per second
        clock[0] += 0.05
        keeper.tick()
    assert [round(t, 2) for t in given] == [160.0, 220.0] and keeper.times == 2


def test_giving_back_free_memory_works_on_linux_and_is_harmless_elsewhere(monkeypatch) -> None:
    from games.app.memory import _libc, give_back_free_memory

    blocks = [bytearray(1000) for _ in range(20_000)]  # 20 MB of small blocks in the heap, then freed
    del blocks
    assert give_back_free_memory() is (_libc() is not None)  # glibc: free pages were there to give back
    monkeypatch.setattr(sys, "platform", "darwin")
    assert give_back_free_memory() is False
