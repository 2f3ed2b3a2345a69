"""Secret tally: a toy game for 2-5 seats with private hands, for tests of the shared table pieces.

`register(monkeypatch)` adds it to games.GAMES as "tally" for one test.
"""

from __future__ import annotations

import pytest

from games import GAMES, GameInfo

GAME_ID = "tally"


def register(monkeypatch: pytest.MonkeyPatch) -> str:
    """Put the toy game into the registry for the current test; its id."""
    monkeypatch.setitem(GAMES, GAME_ID, GameInfo(GAME_ID, "app.title", "app.tagline",
                                                 rules="tests.app.toy.rules:RULES"))
    return GAME_ID
