"""Driving the Alchemists board-game screens by script through the headless harness, as a player
would: taps on the setup's buttons, on the drawn table (order spaces, action spaces, cards, theory
columns, seals ...) or on the strip's option buttons, or keys; Confirm; the curtain. Shared by the
screen tests and the screenshot script."""

from __future__ import annotations

import random
from typing import Callable, Literal, Sequence

from games.alchemists.board import actions as A
from games.alchemists.board.view import View
from games.alchemists.board.ui.board_scene import TableScene
from games.alchemists.board.ui.choice import parts_of
from games.alchemists.board.ui.end_scene import EndScene
from games.alchemists.board.ui.scenes import start_scene
from games.app.kit.common_scenes import CurtainScene
from games.app.testing.headless import Harness
from games.app.table.seat_setup import SeatSetupScene
from tests.match_harness import button, harness, tap  # noqa: F401 (re-exported for the tests)

Pick = Callable[[View, list[A.Action], random.Random], A.Action]
Way = Literal["board", "buttons", "keys"]


def open_setup(h: Harness) -> SeatSetupScene:
    """Push the game's first screen (as the start screen does)."""
    scene = h.push(start_scene(h.ctx))
    assert isinstance(scene, SeatSetupScene)
    return scene


def start_match(h: Harness, kinds: Sequence[str], variant: str = "apprentice") -> TableScene:
    """Choose the variant, the number of players and each seat's kind by tapping, then start."""
    if not isinstance(h.top, SeatSetupScene):
        open_setup(h)
    tap(h, ("option:variant", variant))
    tap(h, ("count", len(kinds)))
    for seat, kind in enumerate(kinds):
        tap(h, ("kind", seat, kind))
    tap(h, "start")
    board = h.top
    if isinstance(board, CurtainScene):
        tap(h, "ready")
        board = h.top
    assert isinstance(board, TableScene), type(board).__name__
    return board


def board_point(h: Harness, board: TableScene, part: tuple) -> tuple[int, int] | None:
    """Where on the drawn table a tap chooses `part` now, or None."""
    from games.alchemists.board.ui.choice import part_for_target

    h.render()
    assert board.choice is not None
    wishes = board.view().adventurer
    for hit in reversed(board.hits):
        target = ("wish", wishes[hit.target[1]]) if hit.target[0] == "wish" else hit.target
        if part_for_target(board.choice, target) == part:
            return hit.rect.center
    return None


def perform(h: Harness, board: TableScene, action: A.Action, way: Way = "board") -> None:
    """Make `action` by choosing its parts (on the table where it can be tapped, else on the strip's
    buttons; or by number keys), then Confirm (Enter with the keys)."""
    for _ in range(12):
        choice = board.choice
        assert choice is not None, "no decision in the making"
        if choice.ready() is not None:
            break
        ways = [w for w in parts_of(action) if w[:len(choice.chosen)] == choice.chosen]
        assert ways, f"{action} cannot follow {choice.chosen}"
        part = ways[0][len(choice.chosen)]
        point = board_point(h, board, part) if way == "board" else None
        if point is not None:
            h.click(point)
        elif way == "keys":
            index = choice.options().index(part)
            if index < 10:
                h.key(str((index + 1) % 10))
            else:  # beyond the number keys: Tab to it and Enter
                board.buttons.focus = None
                for _ in range(index + 1):
                    h.key("tab")
                h.confirm()
        else:
            tap(h, ("part", part))
        assert board.choice is None or board.choice.chosen != choice.chosen, f"{part} was not taken"
    assert board.choice is not None and board.choice.ready() == action, (board.choice, action)
    if way == "keys":
        h.confirm()
    else:
        tap(h, "confirm")


def sensible(view: View, legal: list[A.Action], rng: random.Random) -> A.Action:
    """A scripted player (the rules only, never the bots): mostly the first real choice, now and then
    any, passing seldom; declares two or three things and is done."""
    real = [a for a in legal if a not in (A.PASS, A.DONE)]
    if not real:
        return legal[0]
    if A.DONE in legal and view.own().placed >= 2 and rng.random() < 0.6:
        return A.DONE
    return rng.choice(real)


Wanted = Callable[[View, list[A.Action]], bool]


def play_turns(h: Harness, board: TableScene, pick: Pick = sensible, seed: int = 1, limit: int = 20000,
               ways: Sequence[Way] = ("board", "buttons", "keys"), until: Wanted | None = None) -> int:
    """Play the humans' decisions through the screens (lifting the curtain when it falls) until the
    end scene shows, or until the board waits for a decision `until` accepts; the number of decisions
    made. The way of choosing rotates through `ways`."""
    rng, made = random.Random(seed), 0
    for _ in range(limit):
        if isinstance(h.top, EndScene):
            return made
        if isinstance(h.top, CurtainScene):
            tap(h, "ready")
        elif h.top is board and board.deciding():
            view, legal = board.view(), board.session.legal_actions()
            if until is not None and until(view, legal):
                return made
            perform(h, board, pick(view, legal, rng), ways[made % len(ways)])
            made += 1
        else:
            h.step(0.25)
    raise AssertionError("the match did not reach its end (or the decision wanted)")
