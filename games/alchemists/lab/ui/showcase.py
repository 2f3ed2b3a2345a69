"""Scripted walks to every lab screen, for the benchmark, the tests and the README screenshots.

`open_screen(harness, name)` drives a fresh headless harness (games.app.testing.headless.Harness) from the
lab home to the screen `name` (one of SCREENS) with real intents, using a fixed random generator,
so the pictures are the same on every run. `write_readme_screenshots(directory)` writes
lab-menu-en.png, lab-result-de.png and lab-code-en.png; `write_scan_screenshot(directory)` writes
lab-scan-en.png, the chooser with a live synthetic camera preview of two cards (regenerate all with
`python bench/lab_ui_bench.py --screenshots`).
"""

from __future__ import annotations

import random
from pathlib import Path

from typing import TYPE_CHECKING, Callable

from games.alchemists.lab.ui.scenes import LabHomeScene
from games.app.scene import Intent

if TYPE_CHECKING:
    from games.app.testing.headless import Harness

SEED = 20261123
SCREENS: tuple[str, ...] = (
    "home", "home-saved", "home-finished", "replace", "variant", "code", "join", "join-newer", "menu",
    "menu-revealed", "reveal-question", "choose", "choose-potion", "choose-single", "choose-colour",
    "choose-master", "result-brewing", "result-filling", "result-student", "result-drink", "result-sell",
    "result-debunk", "result-master", "result-exhibit", "history", "reveal", "rules",
)
MOMENTS = {"result-brewing": ("result-drink", 0.5), "result-filling": ("result-drink", 1.4)}  # seconds into the brewing
MASTER_SCREENS = ("result-master", "choose-master")
HOME_AFTER = {"home-saved": "menu", "home-finished": "menu-revealed", "replace": "menu"}
README_SHOTS: dict[str, tuple[str, str]] = {
    "lab-menu-en.png": ("menu", "en"),
    "lab-result-de.png": ("result-student", "de"),
    "lab-code-en.png": ("code", "en"),
}


def tap(harness: Harness, action: object) -> None:
    """Click the centre of the top scene's button whose action is `action`."""
    buttons = getattr(harness.top, "buttons").buttons
    button = next(b for b in buttons if b.action == action)
    harness.click(button.rect.center)


def new_game(harness: Harness, variant_key: str = "1") -> None:
    """From the home screen: New game, choose the variant by its key, go into the lab."""
    tap(harness, ("new",))
    harness.key(variant_key)
    harness.confirm()


def confirm_twice(harness: Harness) -> None:
    """Confirm the ConfirmScene on top deliberately: Enter, a moment, Enter again."""
    from games.app.kit.common_scenes import MIN_SECOND_TAP

    harness.confirm()
    harness.step(MIN_SECOND_TAP + 0.1)
    harness.confirm()


def wait_for_answer(harness: Harness) -> None:
    """On a result screen: let the brewing run to its end, as a patient table would."""
    brewing = getattr(harness.top, "brewing", None)
    if brewing is not None:
        harness.step(brewing.length + 0.1)


def mix(harness: Harness, flow_key: str, *keys: str) -> None:
    """From the lab menu: start the flow with `flow_key`, press `keys`, confirm, wait for the answer."""
    harness.key(flow_key)
    for key in keys:
        harness.key(key)
    harness.confirm()
    wait_for_answer(harness)


def open_screen(harness: Harness, name: str) -> None:
    """Walk a fresh harness from the lab home to screen `name`."""
    if name not in SCREENS:
        raise ValueError(f"unknown lab screen {name!r}; expected one of {', '.join(SCREENS)}")
    harness.push(LabHomeScene(rng=random.Random(SEED)))
    if name == "home":
        return
    if name in ("join", "join-newer"):
        tap(harness, ("join",))
        harness.text("KAB" if name == "join" else "ABCZ")
        return
    tap(harness, ("new",))
    if name == "variant":
        return
    harness.key("2" if name in MASTER_SCREENS else "1")
    if name == "code":
        return
    harness.confirm()
    if name in MOMENTS:
        walk, seconds = MOMENTS[name]
        _walk_in_lab(harness, walk, wait=False)
        harness.step(seconds)
        return
    _walk_in_lab(harness, HOME_AFTER.get(name, name))
    if name in HOME_AFTER:
        harness.back()
    if name == "replace":
        tap(harness, ("new",))
    harness.send(Intent("move", pos=(0, 0)))


def _walk_in_lab(harness: Harness, name: str, wait: bool = True) -> None:
    """From the lab menu to `name`, with a few results in the history first where useful; a result
    screen is shown once its brewing is over, unless `wait` is False."""
    if name in ("menu", "menu-revealed", "reveal-question", "history", "reveal", "rules"):
        rounds = 2 if name == "history" else 1  # the history shows more than one page fits
        for keys in (("1", "1", "3"), ("2", "7", "8"), ("3", "1", "5", "6"), ("4", "4", "1"), ("5", "2", "3", "4")) * rounds:
            mix(harness, *keys)
            harness.confirm()
    walks: dict[str, tuple[str, ...]] = {
        "choose": ("1", "1"),
        "choose-potion": ("3",),
        "choose-single": ("4",),
        "choose-colour": ("4", "4"),
        "choose-master": ("4", "1", "3"),
        "result-student": ("1", "1", "3"),
        "result-drink": ("2", "7", "8"),
        "result-sell": ("3", "2", "5", "6"),
        "result-debunk": ("4", "4", "1"),
        "result-master": ("4", "1", "3", "1"),
        "result-exhibit": ("5", "2", "3", "4"),
    }
    if name in walks:
        keys = walks[name]
        for key in keys:
            harness.key(key)
        if name.startswith("result"):
            harness.confirm()
            if wait:
                wait_for_answer(harness)
        if name == "choose":
            harness.card("toad")
    elif name == "history":
        tap(harness, ("history",))
    elif name == "rules":
        tap(harness, ("rules",))
    elif name in ("reveal", "menu-revealed", "reveal-question"):
        tap(harness, ("reveal",))
        if name == "reveal-question":
            return
        confirm_twice(harness)
        if name == "menu-revealed":
            harness.back()


def write_readme_screenshots(directory: Path, shots: dict[str, tuple[str, str]] | None = None,
                             opener: Callable[[Harness, str], None] = open_screen) -> list[Path]:
    """Render README pictures (file name -> (screen, language); the lab's by default) into `directory`,
    each screen reached by `opener`; returns the files written."""
    from games.app.testing.headless import Harness

    written = []
    for file_name, (screen, language) in (README_SHOTS if shots is None else shots).items():
        with Harness(language=language) as harness:
            opener(harness, screen)
            written.append(harness.save(Path(directory) / file_name))
    return written


SCAN_SHOT = "lab-scan-en.png"


def open_scan_chooser(harness: Harness) -> None:
    """The student test in the chooser with mushroom and toad held up to a (synthetic) camera and scanned.

    The harness must have been made with a ScriptedScanner (games.alchemists.lab.ui.scan_demo) as its
    "scanner" service.
    """
    from games.alchemists.lab.ui.scan_demo import ScriptedScanner, card_items, synthetic_snapshot

    scanner = harness.ctx.services["scanner"]
    assert isinstance(scanner, ScriptedScanner)
    scanner.show(synthetic_snapshot(card_items("mushroom", "toad"), seed=3))
    harness.push(LabHomeScene(rng=random.Random(SEED)))
    new_game(harness)
    harness.key("1")
    harness.step(0.1)  # a typed key is held back briefly (handheld-reader check) before it opens the flow
    for ingredient in ("mushroom", "toad"):
        scanner.read_card(ingredient)
    harness.step(0.1)
    harness.send(Intent("move", pos=(0, 0)))


def write_scan_screenshot(directory: Path) -> Path:
    """Render lab-scan-en.png (the chooser with a live preview of two cards) into `directory`."""
    from games.alchemists.lab.ui.scan_demo import ScriptedScanner
    from games.app.testing.headless import Harness

    with Harness(language="en", services={"scanner": ScriptedScanner()}) as harness:
        open_scan_chooser(harness)
        return harness.save(Path(directory) / SCAN_SHOT)
