"""Plays Materia Prima through its screens on the headless Harness, the way a player would: the
action a human seat takes is chosen by the computer alchemist (so the game goes somewhere), and
then performed with taps — on the board (walking, fighting, trading, sailing), on the buttons of
the controls, in the exchange panel (by tap or by drag), in the recipe pool and on the end screen.
Every performed action is checked to have been played: no action of the game is out of reach.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from games.app.testing.headless import Harness
from games.materia_prima import actions as A
from games.materia_prima.bots import AlchemistBot
from games.materia_prima.ui.board_scene import BoardScene
from games.materia_prima.ui.end_scene import EndScene
from games.materia_prima.ui.layout import TAB_NAMES
from games.materia_prima.ui.turn_options import VERB_OF, target_field
from games.materia_prima.ui.turn_ui import GRID

BOT = AlchemistBot()


def off_figures(h: tuple[int, int]) -> tuple[int, int]:
    """A point of hex `h` away from the figures standing on it (a tap there means the field)."""
    x, y = GRID.pixel(h)
    return x, round(y + GRID.size * 0.7)


@dataclass
class Driver:
    """Scripted intents for one Harness whose top scene is a Materia Prima board or end screen."""

    h: Harness
    played: list[str] = field(default_factory=list)
    ways: dict[str, int] = field(default_factory=dict)  # how actions were performed: "board", "drag", ...
    rng: random.Random = field(default_factory=lambda: random.Random(5))

    @property
    def board(self) -> BoardScene:
        scene = next(s for s in reversed(self.h.scenes) if isinstance(s, BoardScene))
        return scene

    def button(self, action: object) -> tuple[int, int]:
        """The centre of the top scene's button with `action`."""
        found = next(b for b in self.h.top.buttons.buttons if b.action == action and b.enabled)  # type: ignore[attr-defined]
        return found.rect.center

    def wait(self, seconds: float = 600.0, skip: bool = True) -> None:
        """Let clips and computers play until a human at the screen decides (or the end shows)."""
        for _ in range(int(seconds * 4)):
            top = self.h.top
            if isinstance(top, EndScene) and top.session.human_to_move():
                return
            if isinstance(top, EndScene) and top.session.is_over:
                return
            if isinstance(top, BoardScene) and top.idle() and top.session.human_to_move() and not top.animating:
                return
            if isinstance(top, BoardScene) and skip and not top.idle():
                self.h.key("s")
            self.h.step(0.25)
        raise AssertionError("the table did not come to a human decision")

    def step(self) -> str:
        """Choose and perform one human decision; the action's text."""
        top = self.h.top
        session = top.session  # type: ignore[attr-defined]
        seat = session.to_move
        legal = session.legal_actions()
        action = BOT.choose(session.view(), legal, self.rng)
        before = len(session.match.actions)
        self.perform(action)
        assert len(session.match.actions) > before and session.match.actions[before] == action, \
            f"{action} was not played through the screen"
        self.played.append(str(action))
        return f"{seat}: {action}"

    def perform(self, action: A.Action) -> None:
        """The taps that play `action`."""
        top = self.h.top
        if isinstance(top, EndScene):
            self._way("end")
            self.h.click(self.button(("play", action)))
            return
        kind = top.decision  # type: ignore[union-attr]
        if kind == "act":
            self._turn(action)
        elif kind == "exchange":
            self._exchange(action)
        else:
            self._way("choice")
            self.h.click(self.button(("play", action)))

    def _way(self, way: str) -> None:
        self.ways[way] = self.ways.get(way, 0) + 1

    def _turn(self, action: A.Action) -> None:
        board = self.board
        figure = getattr(action, "figure", None)
        if figure is not None and board.controls.figure != figure:
            self.h.click(self.button(("figure", figure)))
        state = board.session.state
        if isinstance(action, A.Move):
            self._way("board-walk")
            self.h.click(off_figures(action.to))
            return
        if isinstance(action, A.Transmute) and self.rng.random() < 0.5:
            self._way("pool")
            self.h.key(str(TAB_NAMES.index("pool") + 1))
            self.h.click(self.button(("play", action)))
            return
        if isinstance(action, (A.Fight, A.Trade, A.Sail)):
            self._way("board-target")
            spot = target_field(state, action)
            assert spot is not None
            where = GRID.pixel(state.board.fields[spot].hex) if isinstance(action, A.Fight) else \
                off_figures(state.board.fields[spot].hex)
            if not isinstance(action, A.Fight):
                self.h.click(self.button(("verb", VERB_OF[type(action)])))
            self.h.click(where)  # a fight shows the chance to win first: a second tap attacks
            if isinstance(action, A.Fight) and board.controls.verb == "fight":
                self.h.click(where)
            return
        self._way("button")
        play = ("play", action)
        if not any(b.action == play for b in self.h.top.buttons.buttons):  # type: ignore[attr-defined]
            self.h.click(self.button(("verb", VERB_OF[type(action)])))
        self.h.click(self.button(play))

    def _exchange(self, action: A.Action) -> None:
        centre = self.button(("play", action))
        if isinstance(action, (A.Give, A.Take)) and self.rng.random() < 0.5:
            from games.materia_prima.ui.exchange_panel import _side_rect

            self._way("drag")
            self.h.drag(centre, _side_rect(isinstance(action, A.Give)).center)
            return
        self._way("exchange-tap")
        self.h.click(centre)

    def play_to_the_end(self, limit: int = 5000) -> None:
        """Decide and wait until the scenario is over and the end screen shows it."""
        for _ in range(limit):
            self.wait()
            top = self.h.top
            if isinstance(top, EndScene) and top.session.is_over:
                return
            self.step()
        raise AssertionError("the scenario did not end")
