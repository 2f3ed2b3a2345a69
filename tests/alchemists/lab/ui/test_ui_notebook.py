"""The notebooks in the lab window: the table set-up, whose experiment it was, the private page behind
its curtain, the grid, noting by hand, removing a note, the contradiction warning, saving and resuming."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from games.alchemists import codes  # noqa: E402
from games.alchemists.deduction import WorldSet  # noqa: E402
from games.alchemists.facts import AspectSign, Known, Made, NotMade, Sold  # noqa: E402
from games.alchemists.lab.notebook import Note, new_notebook  # noqa: E402
from games.alchemists.lab.ui.lab_state import NOTEBOOK_PART_NAME, SAVE_NAME, load_saved  # noqa: E402
from games.alchemists.lab.ui.menu import LabMenuScene  # noqa: E402
from games.alchemists.lab.ui.notebook_entry import NOTE_FLOWS, NoteChooseScene, NoteKindScene  # noqa: E402
from games.alchemists.lab.ui.notebook_screen import IDLE_SECONDS, NotebookScene  # noqa: E402
from games.alchemists.lab.ui.notebook_showcase import (  # noqa: E402
    keep_notebooks, open_notebook_screen, open_red_notebook, play_results,
)
from games.alchemists.lab.ui.notebook_table import NotebookTableScene  # noqa: E402
from games.alchemists.lab.ui.results import ResultScene  # noqa: E402
from games.alchemists.lab.ui.scenes import LabHomeScene  # noqa: E402
from games.alchemists.lab.ui.showcase import SEED, confirm_twice, mix, new_game, tap  # noqa: E402
from games.app.kit.common_scenes import ConfirmScene, CurtainScene, MessageScene  # noqa: E402
from games.app.testing.headless import Harness  # noqa: E402
from games.app.table.private_screen import PrivateScene  # noqa: E402
from games.app.store.storage import Storage  # noqa: E402


def lab_with_notebooks(h: Harness, keys: tuple[str, ...] = ("1", "3")) -> LabMenuScene:
    """A new Apprentice game whose table keeps notebooks for the players of `keys`."""
    h.push(LabHomeScene(rng=random.Random(SEED)))
    new_game(h)
    keep_notebooks(h, keys)
    assert isinstance(h.top, LabMenuScene)
    return h.top


def red_notebook_after_four_results(h: Harness) -> LabMenuScene:
    """Red's notebook open after the showcase's four results (three Red's, the debunk Blue's)."""
    menu = lab_with_notebooks(h)
    play_results(h)
    open_red_notebook(h)
    return menu


def inner(h: Harness) -> object:
    """The top scene, unwrapped from its privacy guard."""
    top = h.top
    return top.inner if isinstance(top, PrivateScene) else top


def drawn_texts(h: Harness) -> set[str]:
    """Every text (line) drawn in a fresh frame."""
    for scene in h.scenes:  # a private screen keeps its picture: draw it afresh
        if isinstance(scene, PrivateScene):
            scene.changed = True
    h.forget_texts()
    h.render()
    return set(h.ctx.fonts.recorded())


def shows_sentence(h: Harness, sentence: str) -> bool:
    """Whether every word of `sentence` is drawn (a text box draws it line by line)."""
    words = {word for text in drawn_texts(h) for word in text.split()}
    return set(sentence.split()) <= words


# --- the table -----------------------------------------------------------------------------------


def test_the_table_is_asked_once_and_each_player_gets_a_plate_in_the_menu() -> None:
    with Harness("en") as h:
        h.push(LabHomeScene(rng=random.Random(SEED)))
        new_game(h)
        menu = h.top
        assert menu.lab.notebook is None
        assert [b.action for b in menu.buttons.buttons][-1] == ("notebooks",)
        tap(h, ("notebooks",))
        table = h.top
        assert isinstance(table, NotebookTableScene)
        h.key("2")
        keep = next(b for b in table.buttons.buttons if b.action == ("keep",))
        assert not keep.enabled, "one player is not a table"
        h.confirm()
        assert h.top is table
        h.key("4")
        h.key("2")
        h.key("3")
        h.key("1")
        h.confirm()
        assert h.top is menu
        assert menu.lab.notebook == new_notebook(["red", "blue", "yellow"])
        plates = [b.action for b in menu.buttons.buttons if b.action[0] == "notebook"]
        assert plates == [("notebook", "red"), ("notebook", "blue"), ("notebook", "yellow")]
        assert load_saved(h.ctx.storage).notebook == menu.lab.notebook


def test_back_leaves_the_table_as_it_was() -> None:
    with Harness("de") as h:
        menu = lab_with_notebooks(h)
        tap(h, ("notebooks",))
        h.key("2")
        h.key("h")
        h.back()
        assert h.top is menu and menu.lab.notebook == new_notebook(["red", "blue"])


def test_a_player_with_notes_leaves_the_table_only_after_asking() -> None:
    with Harness("en") as h:
        menu = lab_with_notebooks(h)
        play_results(h)
        before = menu.lab.notebook
        tap(h, ("notebooks",))
        h.key("2")  # green joins
        h.key("3")  # blue (one note) leaves
        h.confirm()
        dialog = h.top
        assert isinstance(dialog, ConfirmScene) and "Blue's notebook (1 note)" in dialog.consequence
        tap(h, "cancel")
        assert menu.lab.notebook == before and isinstance(h.top, NotebookTableScene)
        h.confirm()
        confirm_twice(h)
        h.step(0.1)
        assert h.top is menu
        assert menu.lab.notebook.colours == ("red", "green")
        assert menu.lab.notebook.page("red") == before.page("red")


def test_ending_the_notebooks_asks_first_and_names_every_page_with_notes() -> None:
    with Harness("en") as h:
        menu = lab_with_notebooks(h)
        play_results(h)
        tap(h, ("notebooks",))
        tap(h, ("end",))
        assert "Red's notebook (3 notes), Blue's notebook (1 note)" in h.top.consequence
        confirm_twice(h)
        h.step(0.1)
        assert h.top is menu and menu.lab.notebook is None
        assert [b.action for b in menu.buttons.buttons][-1] == ("notebooks",)
        assert "notebook" not in h.ctx.storage.load(SAVE_NAME)


# --- whose experiment ----------------------------------------------------------------------------


@pytest.mark.parametrize(("keys", "fact"), [
    (("1", "1", "3"), Made("mushroom", "toad", "G-")),
    (("2", "2", "5"), Made("fern", "flower", "G+")),
    (("3", "1", "4", "6"), Sold("bird-claw", "mandrake", "R+", "sign")),
    (("4", "4", "1"), AspectSign("bird-claw", "red", "+")),
    (("5", "1", "1", "3"), NotMade("mushroom", "toad", "R+")),
])
def test_one_tap_on_whose_experiment_notes_it_in_that_notebook_only(keys: tuple[str, ...], fact: object) -> None:
    with Harness("en") as h:
        menu = lab_with_notebooks(h, ("1", "3", "4"))
        assert fact.holds(codes.decode(menu.lab.game.code))  # type: ignore[attr-defined]
        mix(h, *keys)
        result = h.top
        assert isinstance(result, ResultScene)
        assert [b.label for b in result.buttons.buttons] == ["1  Red", "2  Blue", "3  Yellow", "0  Nobody"]
        tap(h, ("whose", "blue"))
        assert h.top is menu
        book = menu.lab.notebook
        assert book.page("blue").notes == (Note(fact, "experiment"),)  # type: ignore[arg-type]
        assert book.page("red").notes == () and book.page("yellow").notes == ()
        assert load_saved(h.ctx.storage).notebook == book


def test_nobody_keeps_the_result_out_of_every_notebook_by_tap_and_by_key() -> None:
    with Harness("de") as h:
        menu = lab_with_notebooks(h)
        mix(h, "1", "1", "3")
        assert h.top.buttons.buttons[-1].label == "0  Niemand"
        tap(h, ("whose", "nobody"))
        mix(h, "2", "2", "5")
        h.key("0")
        h.key("9")  # no such player: nothing happens
        assert all(not page.notes for page in menu.lab.notebook.pages)
        assert len(menu.lab.game.history) == 2 and h.top is menu


def test_keys_pick_the_player_and_enter_alone_does_not_guess() -> None:
    with Harness("en") as h:
        menu = lab_with_notebooks(h)
        mix(h, "1", "1", "3")
        result = h.top
        h.confirm()
        assert h.top is result, "Enter without a chosen player does not decide whose it was"
        h.key("2")
        assert h.top is menu and len(menu.lab.notebook.page("blue").notes) == 1


def test_without_notebooks_the_result_has_its_done_button() -> None:
    with Harness("en") as h:
        h.push(LabHomeScene(rng=random.Random(SEED)))
        new_game(h)
        mix(h, "1", "1", "3")
        assert [b.action for b in h.top.buttons.buttons] == ["done"]
        h.confirm()
        assert isinstance(h.top, LabMenuScene)


def test_while_it_brews_a_tap_on_a_plate_only_shows_the_answer() -> None:
    with Harness("en") as h:
        menu = lab_with_notebooks(h)
        h.key("1")
        h.key("1")
        h.key("3")
        h.confirm()
        result = h.top
        tap(h, ("whose", "red"))
        assert h.top is result and menu.lab.notebook.page("red").notes == ()
        tap(h, ("whose", "red"))
        assert h.top is menu and len(menu.lab.notebook.page("red").notes) == 1


# --- the private page ----------------------------------------------------------------------------


def test_a_notebook_opens_only_behind_its_curtain_and_not_now_opens_nothing() -> None:
    with Harness("en") as h:
        menu = lab_with_notebooks(h)
        play_results(h)
        tap(h, ("notebook", "red"))
        curtain = h.top
        assert isinstance(curtain, CurtainScene) and curtain.player == "Red"
        texts = drawn_texts(h)
        assert "Pass the screen to Red" in texts
        assert not any("Mushroom" in text or "notebook" in text for text in texts)
        tap(h, "cancel")
        assert h.top is menu
        open_red_notebook(h)
        page = inner(h)
        assert isinstance(page, NotebookScene) and page.colour == "red" and isinstance(h.top, PrivateScene)
        assert "Mushroom + Toad made Paralysis" in drawn_texts(h)


def test_the_notebook_closes_itself_when_left_alone_and_a_touch_keeps_it_open() -> None:
    with Harness("de") as h:
        menu = lab_with_notebooks(h)
        open_red_notebook(h)
        assert shows_sentence(h, f"Schließt in {IDLE_SECONDS} s, wenn niemand tippt")
        h.step(IDLE_SECONDS - 10)
        assert shows_sentence(h, "Schließt in 10 s, wenn niemand tippt")
        tap(h, ("cell", 0, 0))
        h.step(IDLE_SECONDS - 1)
        assert isinstance(inner(h), NotebookScene)
        h.step(1.5)
        assert h.top is menu


def test_the_notebook_closes_when_the_next_experiment_starts() -> None:
    with Harness("en") as h:
        menu = lab_with_notebooks(h)
        open_red_notebook(h)
        h.card("toad")
        assert h.top is menu


def test_the_idle_close_reaches_through_the_hand_entry_and_the_remove_question() -> None:
    with Harness("en") as h:
        menu = red_notebook_after_four_results(h)
        tap(h, ("add",))
        h.key("1")
        h.key("1")
        assert isinstance(inner(h), NoteChooseScene)
        h.step(IDLE_SECONDS + 0.5)
        assert h.top is menu
        open_red_notebook(h)
        tap(h, ("remove", 0))
        assert isinstance(inner(h), ConfirmScene)
        h.step(IDLE_SECONDS + 0.5)
        assert h.top is menu and len(menu.lab.notebook.page("red").notes) == 3


def test_the_grid_shows_what_the_notes_leave_and_a_tap_gives_the_percentage() -> None:
    with Harness("en") as h:
        menu = red_notebook_after_four_results(h)
        page = inner(h)
        worlds = WorldSet.of(note.fact for note in menu.lab.notebook.page("red").notes)
        assert "384 possible solutions left" in drawn_texts(h) and worlds.count == 384
        tap(h, ("cell", 2, 2))  # toad, alchemical 3
        share = worlds.cell_counts[2, 2] / worlds.count
        assert page.selected == (2, 2) and share == 0.25
        assert "25 %" in drawn_texts(h)
        assert shows_sentence(h, "Toad holds alchemical 3 (+ − −) in 25 % of the solutions left (96 of 384).")
        tap(h, ("cell", 0, 0))  # mushroom, alchemical 1: ruled out by Paralysis
        assert worlds.cell_counts[0, 0] == 0
        assert shows_sentence(h, "Mushroom cannot hold alchemical 1 (− + −): ruled out.")


def test_arrow_keys_walk_the_grid_and_enter_shows_the_square() -> None:
    with Harness("en") as h:
        lab_with_notebooks(h)
        open_red_notebook(h)
        page = inner(h)
        h.key("down")  # the focus enters the grid at its first square
        h.key("down")
        h.key("right")
        h.key("right")
        h.key("left")
        h.confirm()
        assert page.selected == (1, 1)
        h.key("up")
        h.key("up")
        h.key("left")
        h.confirm()
        assert page.selected == (0, 7)


def test_the_hint_shows_only_when_the_table_allows_it() -> None:
    with Harness("en") as h:
        open_notebook_screen(h, "notebook")
        assert not any(t.startswith("Hint:") for t in drawn_texts(h))
    with Harness("en") as h:
        open_notebook_screen(h, "notebook-hint")
        worlds = inner(h).page.shown_worlds
        best = worlds.best_experiment
        assert best.pair == ("bird-claw", "scorpion") and round(best.expected_worlds) == 68
        assert any(t.startswith("Hint: mix Bird claw + Scorpion next") for t in drawn_texts(h))


# --- by hand, removing, contradictions -------------------------------------------------------------


@pytest.mark.parametrize(("kind", "keys", "fact"), [
    ("made", ("7", "8", "5"), Made("scorpion", "raven-feather", "B+")),
    ("not-made", ("8", "7", "7"), NotMade("scorpion", "raven-feather", "N")),
    ("sold", ("2", "5", "6", "4"), Sold("flower", "mandrake", "R-", "wrong")),
    ("aspect", ("6", "3", "2"), AspectSign("mandrake", "blue", "-")),
    ("known", ("7", "4"), Known("scorpion", 4)),
])
def test_public_information_is_noted_by_hand_with_the_labs_tiles(kind: str, keys: tuple[str, ...], fact: object) -> None:
    with Harness("en") as h:
        menu = lab_with_notebooks(h)
        open_red_notebook(h)
        tap(h, ("add",))
        assert isinstance(inner(h), NoteKindScene)
        tap(h, ("kind", kind))
        chooser = inner(h)
        assert isinstance(chooser, NoteChooseScene) and chooser.flow is NOTE_FLOWS[kind]
        for key in keys:
            h.key(key)
        h.confirm()
        assert isinstance(inner(h), NotebookScene)
        assert menu.lab.notebook.page("red").notes == (Note(fact, "hand"),)  # type: ignore[arg-type]
        assert menu.lab.notebook.page("blue").notes == ()


def test_a_debunk_of_the_game_is_noted_with_one_tap() -> None:
    with Harness("en") as h:
        menu = lab_with_notebooks(h)
        play_results(h)  # the debunk was Blue's
        open_red_notebook(h)
        tap(h, ("add",))
        kinds = inner(h)
        assert [fact for _, fact in kinds.public_results()] == [AspectSign("bird-claw", "red", "+")]
        tap(h, ("public", AspectSign("bird-claw", "red", "+")))
        assert isinstance(inner(h), NotebookScene)
        assert menu.lab.notebook.page("red").notes[-1] == Note(AspectSign("bird-claw", "red", "+"), "hand")
        tap(h, ("add",))
        assert inner(h).public_results() == []


def test_a_contradicting_entry_is_warned_naming_the_note_and_kept_only_when_confirmed_again() -> None:
    with Harness("en") as h:
        menu = red_notebook_after_four_results(h)
        tap(h, ("add",))
        tap(h, ("kind", "made"))
        chooser = inner(h)
        for key in ("1", "3", "1"):  # mushroom + toad made healing; they made paralysis
            h.key(key)
        h.confirm()
        assert chooser.warned and h.top.inner is chooser
        warning = h.ctx.tr(*chooser.message[:1], **chooser.message[1])
        assert "contradicts your note “Mushroom + Toad made Paralysis”" in warning
        assert any(b.label == "Note it anyway" for b in chooser.buttons.buttons)
        assert len(menu.lab.notebook.page("red").notes) == 3
        h.key("backspace")  # a change takes the warning back
        assert not chooser.warned
        h.key("1")
        h.confirm()
        assert chooser.warned
        h.confirm()
        page = menu.lab.notebook.page("red")
        assert page.notes[-1] == Note(Made("mushroom", "toad", "R+"), "hand") and page.contradiction is not None
        assert shows_sentence(h, "Your notes contradict each other")


def test_removing_a_note_asks_first_and_takes_only_that_note() -> None:
    with Harness("de") as h:
        menu = red_notebook_after_four_results(h)
        before = menu.lab.notebook.page("red").notes
        tap(h, ("remove", 1))
        dialog = inner(h)
        assert isinstance(dialog, ConfirmScene)
        assert dialog.question == "Diese Notiz entfernen?"
        assert "„Farn + Blume ergaben Schnelligkeitstrank“ (dein Experiment)" in dialog.consequence
        h.back()
        assert menu.lab.notebook.page("red").notes == before
        tap(h, ("remove", 1))
        confirm_twice(h)
        assert isinstance(inner(h), NotebookScene)
        assert menu.lab.notebook.page("red").notes == (before[0], before[2])
        assert load_saved(h.ctx.storage).notebook == menu.lab.notebook


# --- saving ----------------------------------------------------------------------------------------


def test_notebooks_are_saved_with_the_game_and_come_back_with_it(tmp_path) -> None:
    with Harness("en", storage_dir=tmp_path) as first:
        menu = lab_with_notebooks(first, ("1", "2", "3"))
        play_results(first)
        book, game = menu.lab.notebook, menu.lab.game
    with Harness("de", storage_dir=tmp_path) as second:
        home = second.push(LabHomeScene())
        assert home.saved.notebook == book and home.saved.game == game
        tap(second, ("resume",))
        assert second.top.lab.notebook == book
        open_red_notebook(second)
        assert "Pilz + Kröte ergaben Lähmungstrank" in drawn_texts(second)
    with Harness("en", storage_dir=tmp_path) as third:
        third.push(LabHomeScene())
        tap(third, ("join",))
        confirm_twice(third)  # joining asks first, as a game is saved; the very same game continues
        for letter in game.code:
            third.text(letter)
        third.confirm()
        assert isinstance(third.top, LabMenuScene) and third.top.lab.notebook == book


def test_a_new_game_starts_without_notebooks_and_back_on_its_code_brings_them_back(tmp_path) -> None:
    with Harness("en", storage_dir=tmp_path) as h:
        menu = lab_with_notebooks(h)
        play_results(h)
        book = menu.lab.notebook
        h.back()
        tap(h, ("new",))
        confirm_twice(h)
        h.key("1")
        assert h.top.lab.notebook is None
        h.back()  # withdraw the new game
        home = h.top
        assert isinstance(home, LabHomeScene) and load_saved(h.ctx.storage).notebook == book


def test_a_damaged_notebook_part_is_set_aside_and_reported_and_the_game_is_kept(tmp_path) -> None:
    with Harness("en", storage_dir=tmp_path) as first:
        menu = lab_with_notebooks(first)
        play_results(first)
        game = menu.lab.game
    storage = Storage(tmp_path)
    data = storage.load(SAVE_NAME)
    data["notebook"]["players"][0]["notes"][0]["fact"] = "mushroom+mushroom=R+"
    storage.save(SAVE_NAME, data)
    with Harness("de", storage_dir=tmp_path) as second:
        home = second.push(LabHomeScene())
        second.step(0.05)  # the shell tells the player once
        assert home.saved.game == game and home.saved.notebook is None
        notice = second.top
        assert isinstance(notice, MessageScene) and notice.title == "Die Notizbücher waren beschädigt"
        assert "Der Notizbuch-Teil des gespeicherten Spiels war beschädigt" in notice.text
        assert f"{NOTEBOOK_PART_NAME}.corrupt-1" in notice.text
        second.confirm()
        aside = storage.load(f"{NOTEBOOK_PART_NAME}.corrupt-1")
        assert aside["notebook"]["players"][0]["notes"][0]["fact"] == "mushroom+mushroom=R+"
        assert "red note 1" in aside["reason"] and aside["code"] == game.code
        assert "notebook" not in storage.load(SAVE_NAME)
        tap(second, ("resume",))
        assert second.top.lab.game == game and second.top.lab.notebook is None


# --- what the table sees ---------------------------------------------------------------------------

SECRET_NOTES = (Known("raven-feather", 8), Made("scorpion", "raven-feather", "N"), Sold("fern", "flower", "B-", "exact"),
                AspectSign("mandrake", "green", "-"), NotMade("bird-claw", "toad", "R-"))
PUBLIC_SCREENS = [  # (variant key, what to do from the menu, the words the table must see there)
    ("1", ("1", "1", "3"), "Paralysis"), ("1", ("2", "2", "5"), "Speed"), ("1", ("3", "1", "4", "6"), "Right sign"),
    ("1", ("4", "4", "1"), "positive (+)"), ("1", ("5", "1", "1", "3"), "Healing"), ("2", ("4", "1", "3", "1"), "NO"),
    ("1", ("menu",), "Latest results"), ("1", ("history",), "History"),
]


def public_picture(variant: str, walk: tuple[str, ...], with_notes: bool) -> tuple[bytes, set[str]]:
    """The screen the table sees after `walk`, with Red's and Blue's notebooks full or empty."""
    import pygame

    with Harness("en") as h:
        h.push(LabHomeScene(rng=random.Random(SEED)))
        new_game(h, variant)
        keep_notebooks(h)
        lab = h.top.lab
        for fact in SECRET_NOTES if with_notes else ():
            lab.note("red", fact)
            lab.note("blue", fact, "experiment")
        if walk == ("history",):
            tap(h, ("history",))
        elif walk != ("menu",):
            mix(h, *walk)
        h.move((0, 0))
        return pygame.image.tobytes(h.render(), "RGB"), drawn_texts(h)


@pytest.mark.parametrize(("variant", "walk", "public"), PUBLIC_SCREENS)
def test_what_the_table_sees_never_shows_notebook_content(variant: str, walk: tuple[str, ...], public: str) -> None:
    empty, empty_texts = public_picture(variant, walk, with_notes=False)
    full, full_texts = public_picture(variant, walk, with_notes=True)
    assert any(public in text for text in full_texts)
    assert full == empty, "a notebook's notes changed what the table sees"
    assert not any(word in text for text in full_texts for word in ("Raven", "Scorpion", "alchemical", "notebook"))
