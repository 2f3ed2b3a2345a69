"""Driving the Alchemist screens by script through the headless harness, as a player would: taps on
the setup's buttons, on cauldrons, cubes, tiles, the supply and the bag, Confirm, the curtain.
Shared by the screen tests and the screenshot script."""

from __future__ import annotations

from typing import Callable, Sequence

from games.alchemist.actions import Action, Copy, Invent, PassBag, PassEmpty, PassSupply
from games.alchemist.components import kinds_in
from games.alchemist.ui.board_scene import BoardScene
from games.alchemist.ui.end_scene import EndScene
from games.alchemist.ui.scenes import start_scene
from games.alchemist.view import View
from games.app.kit.common_scenes import CurtainScene
from games.app.testing.headless import Harness
from games.app.table.seat_setup import SeatSetupScene
from tests.match_harness import button, harness, tap  # noqa: F401 (re-exported for the tests)

Pick = Callable[[View, list[Action]], Action]


def open_setup(h: Harness) -> SeatSetupScene:
    """Push the game's first screen (as the start screen does)."""
    scene = h.push(start_scene(h.ctx))
    assert isinstance(scene, SeatSetupScene)
    return scene


def start_match(h: Harness, kinds: Sequence[str], options: dict[str, object] | None = None) -> BoardScene:
    """Choose the options, the number of players and each seat's kind by tapping, then start."""
    setup = h.top if isinstance(h.top, SeatSetupScene) else open_setup(h)
    for key, value in (options or {}).items():
        tap(h, (f"option:{key}", value))
    tap(h, ("count", len(kinds)))
    for seat, kind in enumerate(kinds):
        tap(h, ("kind", seat, kind))
    tap(h, "start")
    board = h.top
    if isinstance(board, CurtainScene):
        tap(h, "ready")
        board = h.top
    assert isinstance(board, BoardScene), type(board).__name__
    assert setup is not None
    return board


def taps_for(action: Action, view: View) -> list[object]:
    """The targets a player taps to make `action`, Confirm last."""
    if isinstance(action, Invent):
        return [("cauldron", action.cauldron), *(("screen", k) for k in kinds_in(action.recipe)),
                ("tile", action.fame), "confirm"]
    if isinstance(action, Copy):
        recipe = view.cauldrons[action.cauldron].recipe
        single = recipe is not None and sum(1 for n in recipe if n) == 1
        return [("cauldron", action.cauldron)] + ([] if single else [("tribute", action.tribute)]) + ["confirm"]
    if isinstance(action, PassSupply):
        return [("supply", action.kind), "confirm"]
    if isinstance(action, (PassBag, PassEmpty)):
        return [("bag",), "confirm"]
    raise TypeError(action)


def perform(h: Harness, board: BoardScene, action: Action) -> None:
    """Make `action` with taps on the board."""
    for target in taps_for(action, board.session.view()):
        tap(h, target)


def thrifty(view: View, legal: list[Action]) -> Action:
    """A scripted player (rules only, never the bots): the invention of the highest tile with the
    fewest cubes, else the richest copy, else a cube of the fullest supply pile, else the bag."""
    inventions = [a for a in legal if isinstance(a, Invent)]
    if inventions:
        return max(inventions, key=lambda a: (a.fame, -sum(a.recipe), str(a)))
    copies = [a for a in legal if isinstance(a, Copy)]
    if copies:
        return max(copies, key=lambda a: (view.cauldrons[a.cauldron].fame, str(a)))
    takes = [a for a in legal if isinstance(a, PassSupply)]
    return max(takes, key=lambda a: (view.supply[a.kind], -a.kind)) if takes else legal[0]


def play_turns(h: Harness, board: BoardScene, turns: int | None = None, pick: Pick = thrifty,
               limit: int = 6000) -> int:
    """Play the humans' turns by taps (lifting the curtain when it falls) until `turns` were made or
    the match's end scene shows; the number of human turns made."""
    made = 0
    for _ in range(limit):
        if turns is not None and made >= turns:
            return made
        if isinstance(h.top, EndScene):
            return made
        if isinstance(h.top, CurtainScene):
            tap(h, "ready")
        elif h.top is board and board.deciding():
            view = board.session.view()
            perform(h, board, pick(view, view.legal_actions()))
            made += 1
        else:
            h.step(0.25)
    raise AssertionError("the match did not reach its end")
