"""The headless command line (`python main.py play alchemist ...`): the issue's JSON contract, bad
input, and the golden transcript of seed 7.

The golden file is regenerated only on purpose: ATHANOR_REGEN_GOLDEN=1 pytest tests/alchemist.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from games.alchemist.components import COLOURS, CUBES_PER_KIND, KIND_IDS, PAIRS
from games.tools import play as play_cli
from tests.golden import golden_text

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).with_name("golden") / "seed-7-easy-strong-easy.json"
SEATS = "bot:easy,bot:strong,bot:easy"


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONHASHSEED": "random"}
    command = [sys.executable, "main.py", "play", "alchemist", *args]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120, env=env)


def cli_json(*args: str) -> dict:
    result = run_cli(*args, "--json")
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("\n") == 1  # one JSON object on one line
    return json.loads(result.stdout)


@pytest.fixture(scope="module")
def seed_7() -> dict:
    return cli_json("--seats", SEATS, "--seed", "7")


def test_golden_transcript_of_seed_7(seed_7: dict) -> None:
    if os.environ.get("ATHANOR_REGEN_GOLDEN") == "1":
        GOLDEN.parent.mkdir(exist_ok=True)
        GOLDEN.write_text(golden_text(seed_7, {"actions": 1, "end": 2}), encoding="utf-8")
    assert seed_7 == json.loads(GOLDEN.read_text(encoding="utf-8"))


def check_contract(data: dict, seed: int, colours: list[str], schools: bool) -> None:
    """Every field the issue names, with the right shape and values that add up."""
    assert data["game"] == "alchemist" and data["seed"] == seed
    assert list(data["seats"]) == colours and all(seat.startswith("bot:") for seat in data["seats"].values())
    assert isinstance(data["winner"], list) and data["winner"] and set(data["winner"]) <= set(colours)
    scores, breakdown, end = data["scores"], data["breakdown"], data["end"]
    assert list(scores) == colours and all(type(s) is int for s in scores.values())
    best = max(scores.values())
    assert all(scores[c] == best for c in data["winner"])
    for colour in colours:
        b = breakdown[colour]
        assert b["total"] == scores[colour] == b["fame"] + b["screen_points"] + b["school_points"]
        assert b["screen_cubes"] == sum(end["screens"][colour].values()) and b["screen_points"] == b["screen_cubes"] // 2
        if schools:
            assert b["school"] in KIND_IDS and b["school_rank"] >= 1
        else:
            assert b["school"] is None and b["school_rank"] is None and b["school_points"] == 0
    places = [end["supply"], end["bag"], end["out"], *end["screens"].values()]
    for cauldron in end["compendium"]:
        if cauldron["recipe"] is not None:
            places.append(cauldron["recipe"])
    assert {kind: sum(p.get(kind, 0) for p in places) for kind in KIND_IDS} == {k: CUBES_PER_KIND for k in KIND_IDS}
    assert sum(1 for n in end["supply"].values() if n == 0) >= 3
    assert [c["forbidden"] for c in end["compendium"]] == [[KIND_IDS[a], KIND_IDS[b]] for a, b in PAIRS]
    fame = {colour: 0 for colour in colours}
    for cauldron in end["compendium"]:
        assert set(cauldron) >= {"forbidden", "recipe", "fame", "inventor", "copied_by"}
        if cauldron["recipe"] is None:
            assert cauldron["fame"] is None and cauldron["inventor"] is None and cauldron["copied_by"] == []
            continue
        assert cauldron["inventor"] in colours and 1 <= cauldron["fame"] <= 10
        assert not set(cauldron["recipe"]) & set(cauldron["forbidden"]) and cauldron["inventor"] not in cauldron["copied_by"]
        for colour in [cauldron["inventor"], *cauldron["copied_by"]]:
            fame[colour] += cauldron["fame"]
    assert fame == {colour: breakdown[colour]["fame"] for colour in colours}
    assert data["actions"][0].startswith("draw white ") and data["actions"][-1].split()[0] in ("invent", "copy", "pass", "draw")


def test_cli_json_fields_are_exact(seed_7: dict) -> None:
    check_contract(seed_7, 7, ["white", "black", "brown"], schools=True)


def test_cli_json_with_the_schools_off_and_five_seats() -> None:
    data = cli_json("--seats", "bot:easy,bot:easy,bot:strong,bot:random,bot:easy", "--seed", "11", "--schools", "off")
    check_contract(data, 11, list(COLOURS), schools=False)
    assert not any(action.startswith("school ") for action in data["actions"])


def test_cli_same_seed_gives_the_same_json(seed_7: dict) -> None:
    assert cli_json("--seats", SEATS, "--seed", "7") == seed_7


def test_cli_text_output_names_the_winners() -> None:
    result = run_cli("--seats", "bot:easy,bot:easy", "--seed", "3")
    assert result.returncode == 0 and "winner:" in result.stdout and "scores: white" in result.stdout


@pytest.mark.parametrize(
    "argv, message",
    [
        (["alchemist", "--seats", "human,bot:easy", "--seed", "1"], "seat white is 'human'"),
        (["alchemist", "--seats", "bot:easy"], "played by 2 to 5 alchemists, got 1"),
        (["alchemist", "--seats", ",".join(["bot:easy"] * 6)], "played by 2 to 5 alchemists, got 6"),
        (["alchemist", "--seats", ",".join(["bot:easy"] * 5), "--max-players", "4"], "2 to 4 alchemists, got 5"),
        (["alchemist", "--seats", "bot:easy,bot:easy", "--schools", "maybe"], "--schools: invalid choice"),
        (["alchemist", "--seats", "bot:easy,bot:genius"], "unknown seat 'bot:genius' for black"),
        (["kupferkessel", "--seats", "bot:easy,bot:easy", "--schools", "off"], "unrecognized arguments"),
    ],
)
def test_cli_bad_input_exits_2_with_one_line(argv: list[str], message: str, capsys) -> None:
    assert play_cli.main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and err.startswith("athanor play: ")


def test_cli_help_lists_the_games_options(capsys) -> None:
    with pytest.raises(SystemExit):
        play_cli.main(["alchemist", "--help"])
    out = capsys.readouterr().out
    assert "--schools {on,off}" in out and "--max-players {5,4}" in out
