"""The board game's screens brought to a chosen moment by playing through them (seeded, instant
computers): shared by the text-size test and the screenshot script (`python -m
tests.alchemists.board.ui.scenarios DIR` writes every screen and dialog at 1920×1080 and 1280×720 in
German and English; `--readme` rewrites the README's pictures, assets/screenshots/alchemists-*.png)."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Iterator

from games.alchemists.board import actions as A
from games.alchemists.board.view import View
from games.alchemists.board.ui.board_scene import TableScene
from games.alchemists.board.ui.end_scene import EndScene
from games.alchemists.board.ui.rules_scene import rules_scene
from games.app.kit.common_scenes import CurtainScene
from games.app.table.event_log import EventLogScene
from games.app.testing.headless import Harness
from games.app.start_scene import StartScene
from tests.alchemists.board.ui.screens import Wanted, harness, open_setup, perform, play_turns, start_match, tap

README = {("en", "publish"): "alchemists-board-en", ("de", "sell"): "alchemists-sell-de",
          ("de", "revelation"): "alchemists-revelation-de", ("en", "sheet"): "alchemists-sheet-en"}
SCREENSHOT_DIR = Path(__file__).resolve().parents[4] / "assets" / "screenshots"
WANTED = ("exhibit", "sell", "publish", "debunk", "buy", "student", "forage", "transmute", "drink")


def steering(view: View, legal: list[A.Action], rng: random.Random) -> A.Action:
    """A scripted player that declares a bit of everything and then acts, so every kind of decision comes up."""
    if view.task is not None and view.task.kind == "declare":
        own = view.own()
        for space in WANTED:
            if A.Declare(space) in legal and not own.declared[list(_spaces()).index(space)]:
                return A.Declare(space)
        return A.DONE if A.DONE in legal else legal[0]
    real = [a for a in legal if a not in (A.PASS, A.DONE) and not isinstance(a, A.PlayFavor)]
    return rng.choice(real) if real else legal[0]


def _spaces() -> tuple[str, ...]:
    from games.alchemists.board.components import SPACES

    return SPACES


def play_until(h: Harness, board: TableScene, wanted: Wanted, limit: int = 4000, seed: int = 3) -> bool:
    """Play the humans' decisions (steering, on the strip's buttons) until the board waits for one that
    `wanted` accepts; False when the game ended first."""
    play_turns(h, board, steering, seed, limit, ("buttons",), until=wanted)
    return not isinstance(h.top, EndScene)


def task_is(kind: str, space: str = "") -> Wanted:
    return lambda view, legal: (view.task is not None and view.task.kind == kind
                                and (not space or view.task.space == space))


def has(kind: type) -> Wanted:
    return lambda view, legal: any(isinstance(a, kind) for a in legal)


def moments(language: str) -> Iterator[tuple[str, Harness]]:
    """Every screen and dialog in turn, as (name, harness with it on top)."""
    with harness(language, seed=11) as h:  # a walk that meets a sale, a publication and a debunk
        h.push(StartScene())
        yield "start", h
        open_setup(h)
        yield "setup", h
        board = start_match(h, ["human", "bot:easy", "bot:strong"], variant="apprentice")
        play_until(h, board, task_is("keep-favor"))
        yield "keep-favor", h
        tap(h, ("part", board.choice.options()[0]))
        yield "favor-card", h
        h.back()
        play_until(h, board, task_is("order"))
        yield "order", h
        play_until(h, board, task_is("declare"))
        perform(h, board, A.Declare("forage"), "buttons")
        play_until(h, board, task_is("declare"))
        yield "declare", h
        play_until(h, board, task_is("act", "forage"))
        yield "forage", h
        tap_board(h, board, "artifact")
        yield "artifact-card", h
        tap_board(h, board, "player", 1)
        yield "seat-card", h
        tap_board(h, board, "info")
        if play_until(h, board, has(A.Sell)):
            sell = next(a for a in board.session.legal_actions() if isinstance(a, A.Sell))
            tap(h, ("part", ("wish", sell.potion)))
            yield "sell", h
            h.back()
            tap_board(h, board, "sheet")
            for name in ("cell", 0, 0), ("cell", 5, 1), ("cell", 5, 1), "hint":
                tap(h, name)
            yield "sheet", h
            tap(h, "close")
        if play_until(h, board, has(A.Publish)):
            publish = next(a for a in board.session.legal_actions() if isinstance(a, A.Publish))
            tap(h, ("part", ("theory", publish.ingredient)))
            yield "publish", h
            h.back()
        if play_until(h, board, has(A.DebunkAspect)):
            debunk = next(a for a in board.session.legal_actions() if isinstance(a, A.DebunkAspect))
            tap(h, ("part", ("theory", debunk.ingredient)))
            yield "debunk", h
            tap(h, ("part", ("aspect", debunk.colour)))
            tap(h, "confirm")
            h.step(0.3)
            yield "narration", h
        h.push(rules_scene())
        yield "rules", h
        h.key(str(len(h.top.book.sections) + 1))
        yield "rules-house", h
        h.back()
        tap(h, "log")
        assert isinstance(h.top, EventLogScene)
        yield "log", h
        h.back()
        play_turns(h, board, steering, limit=20000, ways=("buttons",))
        assert isinstance(h.top, EndScene)
        yield "revelation", h
        tap(h, "skip")
        yield "scores", h
    with harness(language, seed=12) as h:
        board = start_match(h, ["human", "human"], variant="master")
        for _ in range(50):
            h.step(0.25)
            if isinstance(h.top, CurtainScene):
                break
        yield "curtain", h
        tap(h, "ready")
        play_until(h, board, has(A.DebunkMix))
        yield "debunk-master", h
        h.push(open_setup_again(h))
        tap(h, "start")
        yield "replace-guard", h


def tap_board(h: Harness, board: TableScene, kind: str, index: int = 0) -> None:
    """Tap the `index`-th thing of `kind` drawn on the table (an artifact card, a seat strip, an open card)."""
    h.render()
    rects = [hit.rect for hit in board.hits if hit.target[0] == kind]
    h.click(rects[index].center)


def open_setup_again(h: Harness):  # type: ignore[no-untyped-def]
    from games.alchemists.board.ui.scenes import start_scene

    return start_scene(h.ctx)


def write_all(directory: Path) -> list[Path]:
    """Every moment in both languages at both sizes."""
    paths = []
    for language in ("en", "de"):
        for index, (name, h) in enumerate(moments(language)):
            stem = f"{index:02d}-{name}-{language}"
            paths.append(h.save(directory / f"{stem}-1920.png"))
            paths.append(h.save(directory / f"{stem}-1280.png", window=(1280, 720)))
    return paths


def write_readme(directory: Path = SCREENSHOT_DIR) -> list[Path]:
    """The README's pictures of the board game (README: moment and language -> file name)."""
    paths = []
    for language in ("en", "de"):
        for name, h in moments(language):
            target = README.get((language, name))
            if target:
                paths.append(h.save(directory / f"{target}.png"))
    return paths


if __name__ == "__main__":
    if sys.argv[1:] == ["--readme"]:
        written = write_readme()
    else:
        written = write_all(Path(sys.argv[1] if len(sys.argv) > 1 else "shots"))
    for path in written:
        print(path)
