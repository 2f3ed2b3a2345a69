"""`python main.py play materia-prima ...` and a golden transcript per scenario.

The golden files are regenerated only on purpose: ATHANOR_REGEN_GOLDEN=1 pytest tests/materia_prima.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from games.tools import play as play_cli
from games.materia_prima.chronicle import FIELDS, chronicle_from_json
from tests.golden import golden_text

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).with_name("golden")
OPEN_LEVELS = {"actions": 1, "events": 1, "fights": 1, "chronicle": 1, "orders_fulfilled": 1}
CONTRACT = ("game", "seed", "scenario", "difficulty", "seats", "result", "days", "soul_stones", "events", "fights",
            "chronicle", "actions")


def play_json(capsys, *argv: str) -> dict:  # type: ignore[no-untyped-def]
    assert play_cli.main(["materia-prima", *argv, "--json"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1  # one JSON object on one line
    return json.loads(out)


@pytest.mark.parametrize("scenario", range(5))
def test_golden_transcript_of_each_scenario(scenario: int, capsys) -> None:  # type: ignore[no-untyped-def]
    data = play_json(capsys, "--seats", "bot,bot", "--scenario", str(scenario), "--difficulty", "normal", "--seed", "7")
    path = GOLDEN / f"scenario-{scenario}-seed-7.json"
    if os.environ.get("ATHANOR_REGEN_GOLDEN") == "1":
        path.parent.mkdir(exist_ok=True)
        path.write_text(golden_text(data, OPEN_LEVELS), encoding="utf-8")
    assert data == json.loads(path.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def four_bots() -> dict:
    result = subprocess.run([sys.executable, "main.py", "play", "materia-prima", "--seats", "bot,bot,bot,bot",
                             "--scenario", "0", "--difficulty", "easy", "--seed", "5", "--json"],
                            cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_the_json_has_the_issues_fields(four_bots: dict) -> None:
    assert all(key in four_bots for key in CONTRACT)
    assert four_bots["game"] == "materia-prima" and four_bots["seed"] == 5 and four_bots["scenario"] == 0
    assert four_bots["difficulty"] == "easy" and four_bots["result"] in ("passed", "failed")
    assert four_bots["seats"] == {"yellow": "bot", "brown": "bot", "grey": "bot", "green": "bot"}
    assert "winner" not in four_bots and "scores" not in four_bots  # a co-op game has no winner
    assert 1 <= four_bots["days"] <= 20 and set(four_bots["soul_stones"].values()) <= {0, 1}
    assert list(four_bots["chronicle"]) == list(FIELDS)
    chronicle_from_json(four_bots["chronicle"])


def test_events_name_the_day_the_points_and_the_side(four_bots: dict) -> None:
    days = [e["day"] for e in four_bots["events"]]
    assert days == [d for d in (4, 8, 12, 16) if d <= four_bots["days"]]
    for event in four_bots["events"]:
        assert event["side"] in ("alchemists", "inquisition") and event["points_needed"] >= 1
        assert event["points_spent"] == 0 or event["points_spent"] >= event["points_needed"]


def test_fights_give_dice_target_and_success_in_both_directions(capsys) -> None:  # type: ignore[no-untyped-def]
    fights = []
    for seed in range(3):
        fights += play_json(capsys, "--seats", "bot,bot,bot", "--scenario", "2", "--difficulty", "hard",
                            "--seed", str(seed))["fights"]
    by_inquisitors = [f for f in fights if f["attacker"][0].isupper()]
    by_alchemists = [f for f in fights if not f["attacker"][0].isupper()]
    assert by_inquisitors and by_alchemists
    for fight in fights:
        assert set(fight) == {"day", "attacker", "defender", "dice", "target", "success"}
        assert all(face in (0, 1, 2) for face in fight["dice"]) and fight["dice"]
        assert fight["success"] == (sum(fight["dice"]) >= fight["target"])
    # an alchemist's target is the defence + 1: guards of type C have defence 3 or more
    assert all(f["target"] >= 4 for f in by_alchemists if f["defender"].startswith("C"))


def test_solo_plays_two_alchemists_for_one_seat(capsys) -> None:  # type: ignore[no-untyped-def]
    data = play_json(capsys, "--seats", "bot", "--difficulty", "hard", "--seed", "2")
    assert data["seats"] == {"yellow": "bot", "brown": "bot"} and data["chronicle"]["players"] == ["Player 1"]


def test_the_same_seed_plays_the_same_scenario(capsys) -> None:  # type: ignore[no-untyped-def]
    argv = ("--seats", "bot:alchemist,bot:novice", "--scenario", "1", "--difficulty", "hard", "--seed", "4")
    assert play_json(capsys, *argv) == play_json(capsys, *argv)


def test_text_output_tells_the_result(capsys) -> None:  # type: ignore[no-untyped-def]
    assert play_cli.main(["materia-prima", "--seats", "bot,bot", "--difficulty", "hard", "--seed", "1"]) == 0
    assert capsys.readouterr().out.rstrip().splitlines()[-1] in ("result: passed", "result: failed")


@pytest.mark.parametrize("argv, message", [
    (["--seats", "human,bot"], "seat yellow is 'human'"),
    (["--seats", "bot,bot,bot,bot,bot"], "'players' must be one of"),
    (["--seats", "bot,bot", "--scenario", "5"], "invalid choice: 5"),
    (["--seats", "bot,bot", "--difficulty", "brutal"], "invalid choice: 'brutal'"),
    (["--seats", "bot,bot:genius"], "unknown seat 'bot:genius' for brown"),
])
def test_bad_input_exits_2_with_one_clear_line(argv: list[str], message: str, capsys) -> None:  # type: ignore[no-untyped-def]
    assert play_cli.main(["materia-prima", *argv]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and err.startswith("athanor play: ")


def test_a_human_seat_as_a_process_exits_2_without_a_traceback() -> None:
    result = subprocess.run([sys.executable, "main.py", "play", "materia-prima", "--seats", "human"],
                            cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and "Traceback" not in result.stderr and result.stderr.count("\n") == 1
