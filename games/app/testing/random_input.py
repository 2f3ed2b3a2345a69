"""Random input for robustness trials: a seeded stream of raw window events over every screen.

`RandomInput(harness, seed)` makes pygame events the way a window gets them — taps and drags by
finger and mouse, keys, typed text (umlauts, emoji, control characters), the wheel, window resizes
and focus changes — and sends them through the real InputMapper and the shell, so they reach the
scenes exactly as players' input does. Half the taps land on a touch target of the screen up
(games.app.testing.touch_targets), so the trial walks deep into the games; the rest land anywhere. Every
`visit_every` events it goes home and opens the next game of the start screen, so each game gets
its share (one turn in each round stays on the start screen, in a kiosk until its attract screen
comes up). Time moves between events (bots think, animations run); every `draw_every`-th event the
stack is drawn (scaled to the current window now and then).

    with Harness(kiosk=True, services={"match_session_options": quick_options(7)}) as h:
        h.push(StartScene(kiosk=True))
        trial = RandomInput(h, seed=7, step=pause_now_and_then)
        trial.run(10_000)
        assert not h.stack.crashes
        trial.screens                  # every scene class pushed meanwhile

`quick_options(seed)` lets computers of the quickest level think without a thread, so a trial
depends on its seed alone.

Used by tests/app/testing/test_random_input.py, bench/random_input_bench.py and bench/kiosk_soak.py.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

import pygame

from games.app.table.bot_worker import BotWorker
from games.app.input import InputMapper, Viewport
from games.app.scene import Intent
from games.app.table.seats import bot_table, make_bot
from games.app.testing.touch_targets import targets

if TYPE_CHECKING:
    from games.app.testing.headless import Harness

KEYS = (
    "tab", "left", "right", "up", "down", "return", "escape", "backspace", "space", "delete", "home", "end",
    "page up", "page down", "1", "2", "3", "4", "5", "6", "7", "8", "a", "f", "l", "r", "u", "n", "y", "z", "q",
    "f1", "f11", "keypad enter",
)
TEXTS = ("a", "Z", "ä", "ß", "Ö", "7", " ", "KABC", "DEMO", "Anna", "é", "🙂", "\t", "\x7f", "ATHANOR:KABC:MASTER",
         "x" * 40)
WINDOWS = ((1280, 720), (1920, 1080), (800, 600), (1024, 768), (2560, 1080), (640, 1136), (1366, 768))
KINDS = (("tap", 40), ("target", 34), ("drag", 6), ("key", 8), ("text", 4), ("wheel", 3), ("resize", 2),
         ("focus", 2), ("back", 1))


def pause_now_and_then(rng: random.Random) -> float:
    """App seconds between two events: mostly a moment, now and then long enough for the kiosk's
    countdown or the attract screen."""
    return rng.choices((0.0, 0.05, 0.3, 1.5, 200.0), (40, 30, 20, 9, 1))[0]


def quick_bot(game: str, kind: str) -> object:
    """The game's quickest computer ("easy" or "novice"), whatever level the seat asked for."""
    level = next((level for level in ("easy", "novice") if level in bot_table(game)), kind.partition(":")[2])
    return make_bot(game, f"bot:{level}")


def quick_options(seed: int) -> dict[str, object]:
    """Match-session options for trials: seeded, the quickest computers, no thread."""
    return {"seed": seed, "worker": BotWorker(threaded=False), "bot_factory": quick_bot}


def kiosk_harness(language: str, seed: int = 3) -> "Harness":
    """A kiosk-mode Harness with the start screen up and quick, seeded computers."""
    from games.app.testing.headless import Harness
    from games.app.start_scene import StartScene

    harness = Harness(language, kiosk=True, services={"match_session_options": quick_options(seed)})
    harness.push(StartScene(kiosk=True))
    return harness


@dataclass
class Tally:
    """What was sent, by kind, and how many frames were drawn."""

    sent: dict[str, int] = field(default_factory=dict)
    frames: int = 0
    visits: int = 0

    def add(self, kind: str) -> None:
        self.sent[kind] = self.sent.get(kind, 0) + 1


class RandomInput:
    """A seeded stream of raw events into a Harness (see the module docstring)."""

    def __init__(self, harness: object, seed: int, *, visit_every: int = 250, draw_every: int = 25,
                 step: Callable[[random.Random], float] | None = None, on_frame: Callable[[], None] | None = None) -> None:
        self.h = harness
        self.rng = random.Random(seed)
        self.mapper = InputMapper()
        self.viewport = Viewport((1280, 720))
        self.visit_every = visit_every
        self.draw_every = draw_every
        self.step = step or (lambda rng: rng.choice((0.0, 0.0, 0.05, 0.2, 0.7, 2.0)))
        self.on_frame = on_frame
        self.tally = Tally()
        self.count = 0
        self._kinds = [kind for kind, _ in KINDS]
        self._weights = [weight for _, weight in KINDS]
        self.screens: set[type] = set()  # every scene class pushed while the trial runs
        push = harness.stack.push  # type: ignore[attr-defined]

        def noting_push(scene: object) -> None:
            self.screens.add(type(scene))
            push(scene)

        harness.stack.push = noting_push  # type: ignore[attr-defined]

    # -- the loop ---------------------------------------------------------------------------------

    def run(self, events: int) -> Tally:
        """Send `events` random events (some expand into several raw events) with time in between."""
        for _ in range(events):
            self.one()
        return self.tally

    def one(self) -> None:
        """One random event, the time after it, and now and then a frame."""
        if self.visit_every and self.count % self.visit_every == 0:
            self.visit_next_game()
        kind = self.rng.choices(self._kinds, self._weights)[0]
        getattr(self, f"_{kind}")()
        self.tally.add(kind)
        self.count += 1
        seconds = self.step(self.rng)
        if seconds > 0:
            self.h.step(seconds, fps=max(1, round(2 / seconds)))  # two updates per step: cheap, still moving
        if self.draw_every and self.count % self.draw_every == 0:
            self.frame()

    def frame(self) -> None:
        """Draw the stack (as the window shows it, now and then at its size)."""
        canvas = self.h.render()
        if self.tally.frames % 10 == 0:
            pygame.transform.smoothscale(canvas, self.viewport.rect[2:])
        self.tally.frames += 1
        if self.on_frame is not None:
            self.on_frame()

    def visit_next_game(self) -> None:
        """Home, then the next game card of the start screen (round robin; one turn in each round
        stays on the start screen)."""
        self.h.stack.home()
        root = self.h.stack.top
        cards = [b for b in targets(root) if hasattr(b.action, "ui_entry")]
        turn = self.tally.visits % (len(cards) + 1)
        if turn < len(cards):
            self.h.click(cards[turn].rect.center)
        elif self.h.shell.kiosk and self.h.ctx.settings.kiosk_attract_seconds > 0:
            self.h.step(self.h.ctx.settings.kiosk_attract_seconds + 5, fps=1)  # somebody walks past
        self.tally.visits += 1

    # -- raw events ---------------------------------------------------------------------------------

    def post(self, event: pygame.event.Event) -> None:
        """Send one raw event as the window would: through the mapper to the shell."""
        if event.type == pygame.VIDEORESIZE:
            self.viewport = Viewport(event.size)
        for intent in self.mapper.translate(event, self.viewport):
            self.h.send(intent)

    def _window_pos(self, canvas_pos: tuple[int, int] | None = None) -> tuple[float, float]:
        x, y, width, height = self.viewport.rect
        if canvas_pos is None:
            return (self.rng.uniform(0, self.viewport.window[0] - 1), self.rng.uniform(0, self.viewport.window[1] - 1))
        return (x + (canvas_pos[0] + 0.5) * width / 1920, y + (canvas_pos[1] + 0.5) * height / 1080)

    def _touch(self, start: tuple[float, float], end: tuple[float, float], moves: int = 0) -> None:
        """A finger (or, one time in three, the mouse) down at `start`, along, and up at `end`."""
        if self.rng.random() < 1 / 3:
            self.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False))
            for step in range(1, moves + 1):
                self.post(pygame.event.Event(pygame.MOUSEMOTION, pos=_between(start, end, step / moves), touch=False))
            self.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=False))
            return
        w, h = self.viewport.window
        finger = self.rng.randrange(3)
        self.post(pygame.event.Event(pygame.FINGERDOWN, x=start[0] / w, y=start[1] / h, finger_id=finger))
        for step in range(1, moves + 1):
            x, y = _between(start, end, step / moves)
            self.post(pygame.event.Event(pygame.FINGERMOTION, x=x / w, y=y / h, finger_id=finger))
        self.post(pygame.event.Event(pygame.FINGERUP, x=end[0] / w, y=end[1] / h, finger_id=finger))

    def _tap(self) -> None:
        pos = self._window_pos()
        self._touch(pos, pos)

    def _target(self) -> None:
        found = targets(self.h.stack.top) if self.h.stack.top is not None else []
        if not found:
            return self._tap()
        rect = self.rng.choice(found).rect
        pos = self._window_pos((self.rng.randint(rect.left, rect.right - 1), self.rng.randint(rect.top, rect.bottom - 1)))
        self._touch(pos, pos)

    def _drag(self) -> None:
        self._touch(self._window_pos(), self._window_pos(), moves=self.rng.randint(1, 6))

    def _key(self) -> None:
        name = self.rng.choice(KEYS)
        key = pygame.key.key_code(name)
        self.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        self.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))

    def _text(self) -> None:
        self.post(pygame.event.Event(pygame.TEXTINPUT, text=self.rng.choice(TEXTS)))

    def _wheel(self) -> None:
        self.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=self.rng.choice((-3, -1, 1, 2)), touch=False))

    def _resize(self) -> None:
        size = self.rng.choice(WINDOWS)
        self.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        self.h.shell.dirty = True

    def _focus(self) -> None:
        kind = self.rng.choice((pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.WINDOWMINIMIZED,
                                pygame.WINDOWRESTORED))
        self.post(pygame.event.Event(kind))

    def _back(self) -> None:
        self.h.send(Intent("back"))


def _between(start: tuple[float, float], end: tuple[float, float], share: float) -> tuple[float, float]:
    return (start[0] + (end[0] - start[0]) * share, start[1] + (end[1] - start[1]) * share)
