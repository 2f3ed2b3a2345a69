"""Nothing a player made vanishes without asking: New game, Join and a scanned code of another game ask
before the saved lab game is replaced; Back on a new game's code screen keeps the old game."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from games.alchemists.lab import session  # noqa: E402
from games.alchemists.lab.ui.code_screen import CodeScene  # noqa: E402
from games.alchemists.lab.ui.join import JoinScene  # noqa: E402
from games.alchemists.lab.ui.lab_state import PREVIOUS_NAME, SAVE_NAME  # noqa: E402
from games.alchemists.lab.ui.menu import LabMenuScene  # noqa: E402
from games.alchemists.lab.ui.scenes import LabHomeScene, VariantScene  # noqa: E402
from games.alchemists.lab.ui.showcase import SEED, confirm_twice, tap  # noqa: E402
from games.app.kit.common_scenes import ConfirmScene  # noqa: E402
from games.app.testing.headless import Harness  # noqa: E402
from games.app.store.storage import Storage  # noqa: E402


def master_game_with_two_results() -> dict:
    """The saved game of the table test: KABC, Master, two results."""
    game = session.new_game("KABC", "master")
    game, _ = game.student("mushroom", "toad")
    game, _ = game.sell("R+", "fern", "flower")
    return session.to_json(game)


@pytest.fixture
def saved(tmp_path) -> dict:
    data = master_game_with_two_results()
    Storage(tmp_path).save(SAVE_NAME, data)
    return data


def home(h: Harness) -> LabHomeScene:
    scene = h.push(LabHomeScene(rng=random.Random(SEED)))
    assert isinstance(scene, LabHomeScene) and scene.saved.game is not None
    return scene


def agree_to(h: Harness, button: str) -> None:
    """From the lab home with a saved game: press New game or Join and say yes, deliberately."""
    home(h)
    tap(h, (button,))
    assert isinstance(h.top, ConfirmScene)
    confirm_twice(h)


@pytest.mark.parametrize(("language", "words"), [("en", ("KABC", "Master", "2 results")),
                                                  ("de", ("KABC", "Meister", "2 Ergebnisse"))])
@pytest.mark.parametrize("button", ["new", "join"])
def test_new_game_and_join_ask_naming_the_saved_game_and_its_results(
        tmp_path, saved: dict, button: str, language: str, words: tuple[str, ...]) -> None:
    with Harness(language=language, storage_dir=tmp_path) as h:
        home(h)
        tap(h, (button,))
        dialog = h.top
        assert isinstance(dialog, ConfirmScene)
        assert all(word in dialog.consequence for word in words), dialog.consequence
        h.render()
        assert h.ctx.tr.missing == set()
        tap(h, "cancel")
        assert isinstance(h.top, LabHomeScene)
        assert h.ctx.storage.load(SAVE_NAME) == saved


def test_the_question_says_one_result_in_the_singular(tmp_path) -> None:
    game, _ = session.new_game("KABC", "apprentice").student("mushroom", "toad")
    Storage(tmp_path).save(SAVE_NAME, session.to_json(game))
    with Harness(language="en", storage_dir=tmp_path) as h:
        home(h)
        tap(h, ("new",))
        assert "1 result so far" in h.top.consequence and "1 results" not in h.top.consequence


def test_joining_demo_replaces_the_master_game_only_after_a_deliberate_yes(tmp_path, saved: dict) -> None:
    with Harness(language="en", storage_dir=tmp_path) as h:
        agree_to(h, "join")
        assert isinstance(h.top, JoinScene) and h.ctx.storage.load(SAVE_NAME) == saved, "nothing replaced yet"
        tap(h, ("demo",))
        tap(h, ("join",))
        assert isinstance(h.top, LabMenuScene) and h.top.lab.game.code == "DEMO"
        assert [type(s) for s in h.scenes] == [LabHomeScene, LabMenuScene]
        assert h.ctx.storage.load(PREVIOUS_NAME) == saved


def test_new_game_after_yes_then_back_on_the_code_screen_keeps_the_old_game(tmp_path, saved: dict) -> None:
    with Harness(language="de", storage_dir=tmp_path) as h:
        agree_to(h, "new")
        assert isinstance(h.top, VariantScene)
        h.key("1")
        assert isinstance(h.top, CodeScene) and h.top.lab.game.code != "KABC"
        h.back()
        assert isinstance(h.top, LabHomeScene) and len(h.scenes) == 1
        assert h.ctx.storage.load(SAVE_NAME) == saved
        assert h.top.saved.game == session.from_json(saved)


@pytest.mark.parametrize("leave", ["escape", "back-button"])
def test_back_on_the_first_game_code_screen_leaves_no_game(leave: str) -> None:
    with Harness(language="en") as h:
        h.push(LabHomeScene(rng=random.Random(SEED)))
        tap(h, ("new",))
        h.key("2")
        assert isinstance(h.top, CodeScene) and h.ctx.storage.load(SAVE_NAME) is not None
        if leave == "escape":
            h.back()
        else:
            h.click(h.top.title_bar.back.rect.center)
        assert isinstance(h.top, LabHomeScene) and h.top.saved.game is None
        assert h.ctx.storage.load(SAVE_NAME) is None


def test_to_the_lab_from_the_code_screen_keeps_the_new_game(tmp_path, saved: dict) -> None:
    with Harness(language="en", storage_dir=tmp_path) as h:
        agree_to(h, "new")
        h.key("2")
        code = h.top.lab.game.code
        h.confirm()
        assert isinstance(h.top, LabMenuScene)
        h.back()
        assert h.top.saved.game is not None and h.top.saved.game.code == code


def test_without_a_saved_game_nothing_is_asked() -> None:
    with Harness(language="en") as h:
        h.push(LabHomeScene())
        tap(h, ("new",))
        assert isinstance(h.top, VariantScene)
        h.back()
        tap(h, ("join",))
        assert isinstance(h.top, JoinScene)


def test_a_scanned_qr_of_another_game_asks_first(tmp_path, saved: dict) -> None:
    with Harness(language="en", storage_dir=tmp_path) as h:
        home(h)
        h.code("DEMO", "apprentice")
        assert isinstance(h.top, ConfirmScene) and "KABC" in h.top.consequence
        h.back()
        assert isinstance(h.top, LabHomeScene) and h.ctx.storage.load(SAVE_NAME) == saved
        h.code("DEMO", "apprentice")
        confirm_twice(h)
        assert isinstance(h.top, LabMenuScene) and h.top.lab.game.code == "DEMO"
        assert len(h.scenes) == 2


@pytest.mark.parametrize("variant", ["master", None])
def test_the_qr_of_the_saved_game_continues_it(tmp_path, saved: dict, variant: str | None) -> None:
    with Harness(language="en", storage_dir=tmp_path) as h:
        home(h)
        h.code("KABC", variant)
        assert isinstance(h.top, LabMenuScene) and len(h.top.lab.game.history) == 2


def test_joining_the_saved_game_by_its_code_continues_it(tmp_path, saved: dict) -> None:
    with Harness(language="en", storage_dir=tmp_path) as h:
        agree_to(h, "join")
        h.text("kabc")
        tap(h, ("variant", "master"))
        h.confirm()
        assert isinstance(h.top, LabMenuScene) and len(h.top.lab.game.history) == 2
        assert h.ctx.storage.load(SAVE_NAME) == saved
