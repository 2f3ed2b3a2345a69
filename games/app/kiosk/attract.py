"""The kiosk's attract screen: an untouched start screen comes alive for people walking past.

The shell pushes `AttractScene` over the start screen once nobody has touched anything there for
the organiser's time (Settings `kiosk_attract_seconds`; 0 = never). Behind a "Tap to play" ribbon it
shows every game of the registry in turn: a game whose first screen is the shared seat setup plays a
computer-vs-computer match quietly at the relaxed pace on its real board screen (its default seats,
every one the weakest computer, with a storage that keeps nothing: the players' saved games are never
touched) until it ends or has had its time; a game without one (the lab, a campaign) stands there as
its picture with its line. A game that fails to load is logged and counted (`failures`) and shown as
its picture. Any touch, key or scanned card returns to the start screen without starting anything
(the finger's click is swallowed with its press).
"""

from __future__ import annotations

import logging
import math
from dataclasses import replace
from functools import lru_cache
from typing import Any

import pygame

from games import GAMES, GameInfo, resolve
from games.app.kit import theme
from games.app.kit.emblems import draw_emblem
from games.app.table.match_session import MatchSession, session_options
from games.app.scene import Context, Intent, Pop, Scene, Transition
from games.app.table.seat_setup import SeatSetupScene
from games.app.table.seat_plan import default_plan
from games.app.table.seats import BOT_PREFIX
from games.app.kit.widgets import dim, draw_panel, draw_text, draw_text_box, fit_font

LOG = logging.getLogger(__name__)
FAILURES: list[str] = []  # every failure of this process, newest last: the test suite fails a test that adds one
RIBBON = pygame.Rect(0, 800, theme.CANVAS_W, 220)
DISMISSING = frozenset({"click", "key", "text", "back", "confirm", "scroll", "card", "code"})
MAX_MATCHES_SEED = 1_000_000
MATCH_SECONDS = 240.0  # a match plays this long at most, then the next game's turn
PICTURE_SECONDS = 15.0  # a game without a computer match stands this long


class NullStorage:
    """A storage that keeps nothing: the attract match must never replace a player's save."""

    failing: dict[str, str] = {}

    def save(self, name: str, data: dict) -> bool:
        return True

    def load(self, name: str, shape: Any = None, what: str = "file") -> dict | None:
        return None

    def set_aside(self, name: str, reason: str, what: str = "game", kind: str = "damaged") -> str | None:
        return None

    def delete(self, name: str) -> bool:
        return True


class AttractScene(Scene):
    """Every game in turn behind "Tap to play" (module docstring)."""

    animating = True
    max_fps = 20  # it plays all evening: a calm frame rate spares the machine
    idle_role = "attract"  # the shell's idle timer leaves it alone

    def __init__(self, seed: int = 1) -> None:
        self.seed = seed
        self.games: list[GameInfo] = [info for info in GAMES.values() if info.ui_entry]
        self.index = 0  # the game shown now
        self.board: Scene | None = None
        self.pressed = False
        self.clock = 0.0
        self.since = 0.0  # when the game shown now began
        self.failures: list[str] = []  # games that could not be shown, with the reason

    @property
    def game(self) -> GameInfo:
        return self.games[self.index % len(self.games)]

    def enter(self, ctx: Context) -> None:
        if self.board is None and self.since == 0.0:
            self.board = self._new_board(ctx)

    def _new_board(self, ctx: Context) -> Scene | None:
        """The board screen of a fresh computer match of the game shown now, or None (its picture)."""
        try:
            return demo_board(self.game, ctx, self.seed)
        except Exception as error:  # loud: logged and counted, then the game's picture stands in
            LOG.exception("attract screen: %s cannot show a computer match", self.game.id)
            self._failed(f"{self.game.id}: {type(error).__name__}: {error}")
            return None

    def _end_board(self, ctx: Context) -> None:
        if self.board is not None:
            self.board.on_removed(ctx)
        self.board = None

    def on_removed(self, ctx: Context) -> None:
        self._end_board(ctx)

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "press":
            self.pressed = True  # the click that follows closes this, and opens nothing below
            return None
        return Pop() if intent.kind in DISMISSING else None

    def update(self, dt: float, ctx: Context) -> Transition | None:
        self.clock += dt
        shown = self.clock - self.since
        if self.board is None:
            if shown >= PICTURE_SECONDS:
                self._next(ctx)
            return None
        try:
            finished = self.board.update(dt, ctx) is not None  # the scores (or anything else): the end
        except Exception as error:
            LOG.exception("attract screen: the %s match failed", self.game.id)
            self._failed(f"{self.game.id}: {type(error).__name__}: {error}")
            finished = True
        if finished or shown >= MATCH_SECONDS:
            self._next(ctx)
        return None

    def _failed(self, what: str) -> None:
        """Count a game that could not show its match (logged by the caller)."""
        self.failures.append(what)
        FAILURES.append(what)

    def _next(self, ctx: Context) -> None:
        """The next game of the registry (and a new seed for its match)."""
        self._end_board(ctx)
        self.index = (self.index + 1) % len(self.games)
        self.seed = (self.seed * 7919 + 1) % MAX_MATCHES_SEED
        self.since = self.clock
        self.board = self._new_board(ctx)

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        if self.board is not None:
            self.board.draw(canvas, ctx)
            dim(canvas, 110)
        else:
            draw_picture(canvas, ctx, self.game)
        draw_ribbon(canvas, ctx, self.clock)


def demo_board(info: GameInfo, ctx: Context, seed: int) -> Scene | None:
    """A computer match of `info` on its board screen, or None for a game whose first screen is not
    the shared seat setup. The seats are the setup's default ones, each the weakest computer (the
    lightest on the machine); nothing is saved."""
    start = resolve(str(info.ui_entry))(ctx)  # type: ignore[operator]
    if not isinstance(start, SeatSetupScene):
        return None
    setup = start.make_setup(ctx)
    weakest = next(kind for kind, _ in setup.kinds if kind.startswith(BOT_PREFIX))  # it plays all evening: spare the machine
    plan = default_plan(setup)
    plan = replace(plan, kinds=(weakest,) * len(plan.kinds))
    options = {"seed": seed, **session_options(ctx)}
    session = MatchSession.new(setup.game_id, list(plan.kinds), NullStorage(), config=setup.config(plan) or None,  # type: ignore[arg-type]
                               private_views=False, **options)
    board = setup.board(session)
    board.enter(ctx)
    return board


def draw_ribbon(canvas: pygame.Surface, ctx: Context, clock: float) -> None:
    """"Tap to play" on a dark ribbon across the middle, gently pulsing."""
    canvas.blit(_band(), RIBBON)
    pygame.draw.line(canvas, theme.BRASS, RIBBON.topleft, RIBBON.topright, 4)
    pygame.draw.line(canvas, theme.BRASS, RIBBON.bottomleft, RIBBON.bottomright, 4)
    glow = 0.5 + 0.5 * math.sin(clock * 2.0)
    colour = tuple(int(a + (b - a) * glow) for a, b in zip(theme.BRASS_LIGHT, theme.EMBER_LIGHT))
    title = ctx.tr("idle.tap_to_play")
    draw_text(canvas, title, fit_font(ctx.fonts, title, RIBBON.w - 200, theme.TEXT_HERO - 40, min_size=60, bold=True),
              colour, (RIBBON.centerx, RIBBON.y + 92), "center", shadow=theme.INK)
    line = ctx.tr("idle.attract_line")
    draw_text(canvas, line, fit_font(ctx.fonts, line, RIBBON.w - 200, theme.TEXT_BODY, min_size=26),
              theme.TEXT_LIGHT, (RIBBON.centerx, RIBBON.bottom - 42), "center")


@lru_cache(maxsize=1)
def _band() -> pygame.Surface:
    """The ribbon's dark, slightly see-through band."""
    band = pygame.Surface(RIBBON.size, pygame.SRCALPHA)
    band.fill((*theme.INK, 215))
    return band


def draw_picture(canvas: pygame.Surface, ctx: Context, info: GameInfo) -> None:
    """A game without a computer match to show: its emblem, name and line, large."""
    from games.app.kit.widgets import draw_background

    draw_background(canvas)
    card = pygame.Rect(0, 0, 1100, 640)
    card.midtop = (theme.CANVAS_W // 2, 90)
    draw_panel(canvas, card)
    emblem = pygame.Rect(0, 0, 300, 300)
    emblem.midtop = (card.centerx, card.y + 40)
    draw_emblem(canvas, info.emblem, emblem)
    draw_text_box(canvas, ctx.fonts, ctx.tr(info.title_key), pygame.Rect(card.x + 40, emblem.bottom + 10, card.w - 80, 100),
                  theme.INK_TEXT, theme.TEXT_HEADING, min_size=36, bold=True, align="center", valign="center")
    draw_text_box(canvas, ctx.fonts, ctx.tr(info.blurb_key), pygame.Rect(card.x + 60, emblem.bottom + 120, card.w - 120, 150),
                  theme.INK_MUTED, theme.TEXT_BODY, min_size=28, align="center")
