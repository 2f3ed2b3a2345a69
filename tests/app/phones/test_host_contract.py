"""`python main.py host`: the headless contract other tools depend on (see games/tools/host.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from tests.app.phones.hosting import ROOT, hosted, request

SEATS = "human,human,bot:strong"


def test_announcement_names_the_game_port_table_and_every_seat(tmp_path: Path) -> None:
    with hosted(tmp_path, "alchemists", "--seats", SEATS, "--seed", "3") as (info, process):
        assert info["game"] == "alchemists" and isinstance(info["port"], int)
        assert urlsplit(info["table"]).hostname == "127.0.0.1"
        assert list(info["seats"]) == ["red", "green", "blue"]
        assert [seat["kind"] for seat in info["seats"].values()] == ["human", "human", "bot:strong"]
        assert info["seats"]["blue"]["url"] is None
        tokens = [urlsplit(info["seats"][c]["url"]).path.split("/")[2] for c in ("red", "green")]
        assert len(set(tokens)) == 2 and all(len(token) >= 22 for token in tokens)  # >= 128 bits in base64
        status, table = request(info["table"])
        assert status == 200 and table["to_move"] in ("red", "green", "blue") and "public" in table


def test_only_the_seat_to_move_acts_and_illegal_actions_are_refused_with_a_reason(tmp_path: Path) -> None:
    with hosted(tmp_path, "alchemists", "--seats", "human,human", "--seed", "5") as (info, _):
        urls = {colour: seat["url"] for colour, seat in info["seats"].items()}
        views = {colour: request(url + "/view.json")[1] for colour, url in urls.items()}
        mover = next(c for c, v in views.items() if v["your_turn"])
        other = next(c for c in urls if c != mover)
        assert views[mover]["to_move"] == mover and views[mover]["legal"]
        assert "legal" not in views[other]
        action = views[mover]["legal"][0]
        assert request(urls[other] + "/act", {"action": action})[0] == 409
        status, answer = request(urls[mover] + "/act", {"action": "sell nothing at all"})
        assert status == 400 and answer["error"]
        status, answer = request(urls[mover] + "/act", {"action": "declare nowhere"})
        assert status == 400 and answer["error"]
        assert request(urls[mover] + "/act", {"action": action})[0] == 200
        assert request(urls[mover] + "/view.json")[1]["version"] > views[mover]["version"]


def test_a_wrong_token_gets_404_and_tokens_change_with_every_match(tmp_path: Path) -> None:
    with hosted(tmp_path, "alchemists", "--seats", "human,human", "--seed", "5") as (first, _):
        base = first["table"].rsplit("/", 1)[0]
        url = first["seats"]["red"]["url"]
        assert request(base + "/seat/" + "A" * 32 + "/view.json")[0] == 404
        assert request(url[:-1] + ("B" if url[-1] != "B" else "C") + "/view.json")[0] == 404
        assert request(base + "/seat/" + "A" * 32 + "/act", {"action": "pass"})[0] == 404
    with hosted(tmp_path, "alchemists", "--seats", "human,human", "--seed", "5") as (second, _):
        assert second["seats"]["red"]["url"].rsplit("/", 1)[1] != url.rsplit("/", 1)[1]


def test_sigterm_ends_the_host_with_status_0(tmp_path: Path) -> None:
    with hosted(tmp_path, "kupferkessel", "--seats", "human,bot:easy", "--seed", "1") as (_, process):
        process.terminate()
        assert process.wait(timeout=10) == 0


@pytest.mark.parametrize("args", [
    ["nosuchgame", "--seats", "human,human"],
    ["alchemists", "--seats", "human,robot"],
    ["alchemists", "--seats", "bot:easy,bot:strong"],
    ["alchemists", "--seats", "human,human", "--port", "70000"],
    ["alchemists", "--seats", "human,human", "--seed", "-1"],
    ["alchemists", "--seats", "human"],
    ["alchemists"],
])
def test_bad_arguments_exit_2_with_one_line(args: list[str], tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "main.py", "host", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=60, env={"ATHANOR_DATA_DIR": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1 and done.stderr.startswith("athanor host:")
