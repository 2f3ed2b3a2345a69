"""Scripted walks to every notebook screen, for the tests, the benchmark and the README picture.

`open_notebook_screen(harness, name)` drives a fresh headless harness from the lab home to the
screen `name` (one of NOTEBOOK_SCREENS) with real intents and a fixed random generator: a new
Apprentice game whose table keeps notebooks for Red and Blue, and a few results noted in them.
`NOTE_STEPS` names every step of every hand-entry flow ("note-sold-2" = the sale's third step).
`write_notebook_screenshots(directory)` writes the README picture lab-notebook-en.png (regenerate with
`python bench/lab_ui_bench.py --screenshots`).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING

from games.alchemists.lab.ui.notebook_entry import NOTE_FLOWS, NOTE_KINDS
from games.alchemists.lab.ui.scenes import LabHomeScene
from games.alchemists.lab.ui.showcase import SEED, mix, new_game, tap, write_readme_screenshots
from games.app.scene import Intent

if TYPE_CHECKING:
    from games.app.testing.headless import Harness

NOTE_STEPS: tuple[str, ...] = tuple(f"note-{kind}-{step}" for kind in NOTE_KINDS
                                    for step in range(len(NOTE_FLOWS[kind].steps)))
NOTEBOOK_SCREENS: tuple[str, ...] = (
    "table-new", "table-change", "table-leave-question", "menu-notebooks", "result-whose", "curtain",
    "notebook-empty", "notebook", "notebook-cell", "notebook-hint", "notebook-contradiction", "notebook-scrolled",
    "remove-question", "note-kind", "note-kind-public", "note-warning", *NOTE_STEPS,
)
RESULTS: tuple[tuple[tuple[str, ...], str], ...] = (  # (keys of a flow, whose key): Red, Red, Red, Blue
    (("1", "1", "3"), "1"), (("2", "2", "5"), "1"), (("3", "1", "4", "6"), "1"), (("4", "4", "1"), "2"),
)
FIRST_PICKS = {"potion": ("1",), "pair": ("1", "2"), "single": ("1",), "colour": ("1",), "quality": ("1",),
               "sign": ("1",), "alchemical": ("1",)}


def keep_notebooks(harness: Harness, keys: tuple[str, ...] = ("1", "3"), hint: bool = False) -> None:
    """From the lab menu: the table set-up, the players of `keys` (1 Red ... 4 Yellow), Keep."""
    tap(harness, ("notebooks",))
    for key in keys:
        harness.key(key)
    if hint:
        harness.key("h")
    harness.confirm()


def play_results(harness: Harness) -> None:
    """From the lab menu: four results, each noted in its player's notebook."""
    for keys, whose in RESULTS:
        mix(harness, *keys)
        harness.key(whose)


def open_red_notebook(harness: Harness) -> None:
    """From the lab menu: Red's plate, then "I am Red" on the curtain."""
    tap(harness, ("notebook", "red"))
    harness.confirm()


def open_notebook_screen(harness: Harness, name: str) -> None:
    """Walk a fresh harness from the lab home to notebook screen `name`."""
    if name not in NOTEBOOK_SCREENS:
        raise ValueError(f"unknown notebook screen {name!r}; expected one of {', '.join(NOTEBOOK_SCREENS)}")
    harness.push(LabHomeScene(rng=random.Random(SEED)))
    new_game(harness)
    if name == "table-new":
        tap(harness, ("notebooks",))
        harness.key("1")
        return
    keep_notebooks(harness, hint=name == "notebook-hint")
    if name == "menu-notebooks":
        return
    if name == "result-whose":
        mix(harness, "1", "1", "3")
        return
    if name != "notebook-empty":
        play_results(harness)
    if name.startswith("table-"):
        tap(harness, ("notebooks",))
        harness.key("2")
        harness.key("3")
        if name == "table-leave-question":
            harness.confirm()
        return
    if name == "curtain":
        tap(harness, ("notebook", "red"))
        return
    open_red_notebook(harness)
    _walk_in_notebook(harness, name)
    harness.send(Intent("move", pos=(0, 0)))


def _walk_in_notebook(harness: Harness, name: str) -> None:
    """From Red's open notebook to `name`."""
    if name == "notebook-cell":
        tap(harness, ("cell", 2, 2))
    elif name in ("notebook-contradiction", "notebook-scrolled"):
        _note_by_hand(harness, "made", ("1", "3", "1"))  # mushroom + toad made healing: contradicts result 1
        for keys in (("known", ("5", "8")), ("aspect", ("3", "2", "1")), ("sold", ("2", "1", "2", "3"))):
            if name == "notebook-scrolled":
                _note_by_hand(harness, *keys)
        if name == "notebook-scrolled":
            tap(harness, ("scroll", 1))
    elif name == "remove-question":
        tap(harness, ("remove", harness.top.visible_notes()[0]))  # type: ignore[union-attr]
    elif name.startswith("note-"):
        tap(harness, ("add",))
        _walk_in_entry(harness, name)


def _walk_in_entry(harness: Harness, name: str) -> None:
    """From the note-kind screen to `name`."""
    if name == "note-kind-public":
        return
    if name == "note-kind":
        tap(harness, ("public", harness.top.public_results()[0][1]))  # type: ignore[union-attr]
        tap(harness, ("add",))
        return
    if name == "note-warning":
        harness.key("1")
        for key in ("1", "3", "1"):
            harness.key(key)
        harness.confirm()
        return
    kind, step = name[len("note-"):].rsplit("-", 1)
    harness.key(str(NOTE_KINDS.index(kind) + 1))
    for done in NOTE_FLOWS[kind].steps[: int(step)]:
        for key in FIRST_PICKS[done]:
            harness.key(key)


def _note_by_hand(harness: Harness, kind: str, keys: tuple[str, ...]) -> None:
    """In the open notebook: Add a note, the kind, the tiles by `keys`, Confirm (twice if it warns)."""
    tap(harness, ("add",))
    harness.key(str(NOTE_KINDS.index(kind) + 1))
    for key in keys:
        harness.key(key)
    harness.confirm()
    if type(getattr(harness.top, "inner", None)).__name__ == "NoteChooseScene":
        harness.confirm()

README_SHOTS: dict[str, tuple[str, str]] = {"lab-notebook-en.png": ("notebook-cell", "en")}


def write_notebook_screenshots(directory: Path) -> list[Path]:
    """Render the README pictures of the notebooks into `directory`; returns the files written."""
    return write_readme_screenshots(directory, README_SHOTS, open_notebook_screen)
