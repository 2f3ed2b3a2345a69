"""The campaign book through its screens: a new campaign (name typed on the screen's keys, players,
characters, tiles dragged and turned, towers), several campaigns side by side, continuing one,
deleting one only after asking, and a damaged campaign file set aside with a clear message."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.app.table.bot_worker import BotWorker
from games.app.kit.common_scenes import ConfirmScene, MessageScene
from games.app.testing.headless import Harness
from games.app.kit.text_entry import TextEntryScene
from games.materia_prima.chronicle import chronicle_to_json
from games.materia_prima.components import DEFAULT_LAYOUT
from games.materia_prima.ui.board_scene import BoardScene
from games.materia_prima.ui.board_setup import BoardPlanner
from games.materia_prima.ui.book_scene import BookScene
from games.materia_prima.ui.campaign_store import CAMPAIGNS, CampaignShelf
from games.materia_prima.ui.chronicle_scene import ChronicleScene
from games.materia_prima.ui.hexgeo import grid_in
from games.materia_prima.ui.board_setup import BOARD_BOX
from games.materia_prima.ui.new_campaign import NewCampaignScene
from games.materia_prima.ui.scenario_choice import ScenarioChoiceScene

OPTIONS = {"match_session_options": {"seed": 3, "worker": BotWorker(threaded=False)}}


def harness(language: str = "en", directory: Path | None = None) -> Harness:
    return Harness(language, storage_dir=directory, services=dict(OPTIONS))


def press(h: Harness, action: object) -> None:
    """Tap the top scene's enabled button with `action`."""
    button = next(b for b in h.top.buttons.buttons if b.action == action and b.enabled)  # type: ignore[attr-defined]
    h.click(button.rect.center)


def type_on_screen(h: Harness, text: str) -> None:
    """Clear the text entry and type `text` with the on-screen keys, then OK."""
    entry = h.top
    assert isinstance(entry, TextEntryScene)
    for _ in range(len(entry.text)):
        press(h, "erase")
    for char in text:
        if char.isupper() != entry.shift and char.isalpha():
            press(h, "shift")
        press(h, ("char", char))
    press(h, "ok")


def new_campaign(h: Harness, name: str = "Anna and Ben", players: int = 2, seats: tuple[str, ...] = ()) -> str:
    """Create a campaign through the screens (book, page 1, page 2); its id."""
    h.push(BookScene())
    press(h, "new")
    press(h, "name")
    type_on_screen(h, name)
    press(h, ("players", players))
    for seat, kind in enumerate(seats):
        press(h, ("seat", seat, kind))
    press(h, "next")
    press(h, "create")
    assert isinstance(h.top, ChronicleScene)
    return h.top.cid


def test_a_new_campaign_takes_its_name_players_characters_board_and_towers_from_the_screens() -> None:
    with harness() as h:
        h.push(BookScene())
        press(h, "new")
        press(h, "name")
        type_on_screen(h, "Die Gilde")
        press(h, ("players", 3))
        press(h, ("character", 0))  # Sejlon -> the next free character: Wilka (Lenka and Piot are taken)
        press(h, ("seat", 2, "bot:alchemist"))
        press(h, "next")
        page = h.top
        assert isinstance(page, NewCampaignScene) and isinstance(page.planner, BoardPlanner)
        planner = page.planner
        grid = grid_in(BOARD_BOX)
        board_centre = grid.pixel((0, 0))  # slot 0 (the temple tile)
        top_tile = grid.pixel((1, -3))  # slot 1 (Tristigis)
        h.drag(board_centre, top_tile)  # drag: the two tiles change places
        assert planner.layout[:2] == (DEFAULT_LAYOUT[1], DEFAULT_LAYOUT[0])
        h.click(top_tile)  # tap the temple tile, now in slot 1 ...
        press(h, "turn")  # ... and turn it once
        assert planner.layout[1] == (4, 1)
        press(h, ("tower", 0, 4))
        press(h, "create")
        cid = h.top.cid  # type: ignore[attr-defined]
        chronicle = CampaignShelf(h.ctx.storage).load(cid).chronicle  # type: ignore[union-attr]
        assert chronicle.campaign == "Die Gilde" and chronicle.players == ("Player 1", "Player 2", "Player 3")
        assert [m.character for m in chronicle.members] == ["wilka", "lenka", "piot"]
        assert [m.site for m in chronicle.members] == [4, 2, 3]
        assert chronicle.layout[:2] == ((1, 0), (4, 1)) and chronicle.next_scenario() == 0
        assert CampaignShelf(h.ctx.storage).load(cid).seats == ("human", "human", "bot:alchemist")  # type: ignore[union-attr]


def test_solo_plays_two_alchemists_of_one_player() -> None:
    with harness("de") as h:
        cid = new_campaign(h, "Solo", players=1, seats=("human", "bot:alchemist"))
        campaign = CampaignShelf(h.ctx.storage).load(cid)
        assert campaign is not None and campaign.chronicle.players == ("Spieler 1",)
        assert [m.player for m in campaign.chronicle.members] == ["Spieler 1", "Spieler 1"]
        assert campaign.seats == ("human", "bot:alchemist")


def test_campaigns_live_side_by_side_and_each_continues_its_own_scenario() -> None:
    with harness() as h:
        first = new_campaign(h, "First")
        press(h, "choose")
        press(h, ("difficulty", "hard"))
        press(h, "start")
        board = h.top
        assert isinstance(board, BoardScene) and board.cid == first
        h.back()
        h.back()
        h.back()
        second = new_campaign(h, "Second")
        assert second != first
        shelf = CampaignShelf(h.ctx.storage)
        assert [c.chronicle.campaign for c in shelf.campaigns()] == ["First", "Second"]
        assert shelf.saved_match(first) is not None and shelf.saved_match(second) is None
        h.back()
        book = h.top
        assert isinstance(book, BookScene)
        press(h, ("open", first))  # the card continues the scenario in progress
        assert isinstance(h.top, BoardScene) and h.top.session.state.scenario == 0
        assert h.top.session.match.record.config["difficulty"] == "hard"


def test_deleting_a_campaign_asks_first_and_takes_its_scenario_with_it() -> None:
    with harness() as h:
        cid = new_campaign(h, "Doomed")
        press(h, "choose")
        press(h, "start")
        h.back()
        h.back()
        h.back()
        assert isinstance(h.top, BookScene)
        press(h, ("delete", cid))
        assert isinstance(h.top, ConfirmScene)
        h.back()  # cancelled: nothing is lost
        assert CampaignShelf(h.ctx.storage).load(cid) is not None
        press(h, ("delete", cid))
        press(h, "confirm")
        h.step(0.5)
        press(h, "confirm")  # the second tap confirms
        shelf = CampaignShelf(h.ctx.storage)
        assert shelf.load(cid) is None and shelf.saved_match(cid) is None and shelf.campaigns() == []


@pytest.mark.parametrize("damage", ["{ not json", json.dumps({"format": 1, "id": "campaign-1", "seats": ["human"],
                                                                  "chronicle": {"campaign": "x"}})])
def test_a_damaged_campaign_file_is_set_aside_with_a_message_and_the_others_stay(tmp_path: Path, damage: str) -> None:
    with harness(directory=tmp_path) as h:
        good = new_campaign(h, "Good")
        bad = tmp_path / CAMPAIGNS / "campaign-7.json"
        bad.write_text(damage, encoding="utf-8")
        h.back()  # back to the book, which reads the files again: the shell tells about the damaged one
        assert isinstance(h.top, MessageScene) and "campaign-7" in h.top.text
        h.confirm()
        book = h.top
        assert isinstance(book, BookScene) and [c.id for c in book.campaigns()] == [good]
        assert not bad.exists() and (tmp_path / CAMPAIGNS / "campaign-7.json.corrupt-1").exists()


def test_a_scenario_record_that_does_not_replay_is_set_aside_and_the_campaign_stays(tmp_path: Path) -> None:
    with harness(directory=tmp_path) as h:
        cid = new_campaign(h, "Broken")
        press(h, "choose")
        press(h, "start")
        h.back()
        h.back()
        h.back()
        record = tmp_path / "materia-prima" / "matches" / cid / "saves" / "match-materia-prima.json"
        data = json.loads(record.read_text(encoding="utf-8"))
        data["actions"].append("move yellow 9,9")
        record.write_text(json.dumps(data), encoding="utf-8")
        press(h, ("open", cid))
        assert isinstance(h.top, MessageScene) and "match-materia-prima" in h.top.text
        h.confirm()
        assert isinstance(h.top, BookScene) and CampaignShelf(h.ctx.storage).load(cid) is not None
        assert CampaignShelf(h.ctx.storage).saved_match(cid) is None


def test_the_chronicle_sheet_and_resume_survive_a_restart(tmp_path: Path) -> None:
    with harness(directory=tmp_path) as h:
        cid = new_campaign(h, "Kept")
        press(h, "choose")
        press(h, "start")
        board = h.top
        assert isinstance(board, BoardScene)
        for _ in range(200):
            h.key("s")
            h.step(0.5)
            if board.idle() and board.session.human_to_move():
                break
        move = next(a for a in board.session.legal_actions() if str(a).startswith("move"))
        board.play([move], h.ctx)
        state = board.session.state
    with harness(directory=tmp_path) as h:
        h.push(BookScene())
        press(h, ("open", cid))
        resumed = h.top
        assert isinstance(resumed, BoardScene) and resumed.session.state == state
        assert any("moves" in line for line in resumed.log.lines)  # the log is rebuilt from the record
        chronicle = CampaignShelf(h.ctx.storage).load(cid).chronicle  # type: ignore[union-attr]
        assert chronicle_to_json(chronicle)["campaign"] == "Kept"


def test_the_scenario_choice_starts_the_chosen_scenario_and_difficulty_and_replaces_only_after_asking() -> None:
    with harness() as h:
        new_campaign(h, "Choosy")
        press(h, "choose")
        press(h, ("scenario", 2))
        press(h, ("difficulty", "easy"))
        press(h, "start")
        board = h.top
        assert isinstance(board, BoardScene)
        assert board.session.state.scenario == 2 and board.session.state.days == 20
        h.back()
        assert isinstance(h.top, ScenarioChoiceScene)
        press(h, "start")
        assert isinstance(h.top, ConfirmScene)  # a scenario is in progress: replacing it is asked first
