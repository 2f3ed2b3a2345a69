"""Every game's phone words: seeded matches played through the hosted table from each seat's JSON,
checking labels, steps, private sections and the log on the way (both languages)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from games import GAMES
from games.app.table.bot_worker import BotWorker
from games.app.table.match_session import MatchSession
from games.app.table.seats import rules_of
from games.app.store.storage import Storage
from games.app.phones.table import HostedTable
from games.app.phones.translate import translator_for
from games.app.phones.words import words_of
from games.kernel.protocol import seat_names_of, table_config

HOSTED_GAMES = sorted(g for g, info in GAMES.items() if info.rules)


@pytest.mark.parametrize("game_id", HOSTED_GAMES)
def test_a_match_played_from_the_seats_json_to_the_end(game_id: str, tmp_path: Path) -> None:
    rules = rules_of(game_id)
    count = len(seat_names_of(rules, table_config(rules, 2, None)))
    session = MatchSession.new(game_id, ["human"] * count, Storage(tmp_path), seed=2, worker=BotWorker(threaded=False))
    table = HostedTable(session, words_of(game_id), translator_for)
    rng = random.Random(1)
    for step in range(3000):
        if session.is_over:
            break
        seat = session.to_move
        lang = ("de", "en")[step % 2]
        data = table.seat_json(seat, lang)
        json.dumps(data)  # plain JSON
        assert data["your_turn"] and len(data["legal"]) == len(data["steps"]) == len(data["labels"])
        assert all(steps and all(isinstance(s, str) and s for s in steps) for steps in data["steps"])
        assert len({tuple(s) for s in data["steps"]}) == len(data["steps"]), "two actions read the same"
        assert "{" not in " ".join(data["labels"]) and game_id not in data["status"]
        for section in data["private"]:
            assert section["title"] and not section["title"].startswith("phone.")
        played = table.submit(seat, data["legal"][rng.randrange(len(data["legal"]))])
        table.pump()
        assert played.result(timeout=0).status == 200
    assert session.is_over
    final = table.seat_json(0, "en")
    assert final["over"] and "outcome" in final and not any("phone." in line for e in final["log"] for line in e)
