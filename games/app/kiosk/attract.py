"""The kiosk's attract screen: an untouched start screen comes alive for people walking past.

The shell pushes `AttractScene` over the start screen once nobody has touched anything there for
the organiser's time (Settings `kiosk_attract_seconds`; 0 = never). Behind a "Tap to play" ribbon a
computer-vs-computer Kupferkessel match plays quietly at the relaxed pace, on the real board screen,
with a storage that keeps nothing (the players' saved games are never touched); when it ends a new
one begins. Should that game not load, the games' pictures with a line each stand there instead.
Any touch, key or scanned card returns to the start screen without starting anything (the finger's
click is swallowed with its press).
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

import pygame

from games import GAMES
from games.app.kit import theme
from games.app.kit.emblems import draw_emblem
from games.app.table.match_session import MatchSession, session_options
from games.app.scene import Context, Intent, Pop, Scene, Transition
from games.app.kit.widgets import dim, draw_panel, draw_text, draw_text_box, fit_font

ATTRACT_GAME = "kupferkessel"
ATTRACT_SEATS = ("bot:easy", "bot:strong")
RIBBON = pygame.Rect(0, 800, theme.CANVAS_W, 220)
DISMISSING = frozenset({"click", "key", "text", "back", "confirm", "scroll", "card", "code"})
MAX_MATCHES_SEED = 1_000_000


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
    """A computer match behind "Tap to play" (module docstring)."""

    animating = True
    max_fps = 20  # it plays all evening: a calm frame rate spares the machine
    idle_role = "attract"  # the shell's idle timer leaves it alone

    def __init__(self, seed: int = 1) -> None:
        self.seed = seed
        self.board: Scene | None = None
        self.pressed = False
        self.clock = 0.0

    def enter(self, ctx: Context) -> None:
        if self.board is None:
            self.board = self._new_board(ctx)

    def _new_board(self, ctx: Context) -> Scene | None:
        """The board screen of a fresh computer match, or None (then the pictures are shown)."""
        try:
            from games.kupferkessel.ui.board_scene import BoardScene

            options = {"seed": self.seed, **session_options(ctx)}
            session = MatchSession.new(ATTRACT_GAME, list(ATTRACT_SEATS), NullStorage(), **options)  # type: ignore[arg-type]
            board = BoardScene(session)
            board.enter(ctx)
            return board
        except Exception:  # no Kupferkessel: the pictures will do
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
        if self.board is None:
            return None
        try:
            finished = self.board.update(dt, ctx) is not None  # the scores (or anything else): the end
        except Exception:
            finished = True  # a failing board: start another match
        if finished:
            self._end_board(ctx)
            self.seed = (self.seed * 7919 + 1) % MAX_MATCHES_SEED
            self.board = self._new_board(ctx)
        return None

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        if self.board is not None:
            self.board.draw(canvas, ctx)
            dim(canvas, 110)
        else:
            draw_pictures(canvas, ctx)
        draw_ribbon(canvas, ctx, self.clock)


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


def draw_pictures(canvas: pygame.Surface, ctx: Context) -> None:
    """The games' emblems with a line each, when no computer match can be shown."""
    from games.app.kit.widgets import draw_background

    draw_background(canvas)
    games = [info for info in GAMES.values() if info.ui_entry]
    width = (theme.CANVAS_W - 2 * theme.MARGIN) // max(1, len(games))
    for index, info in enumerate(games):
        card = pygame.Rect(theme.MARGIN + index * width + 12, 90, width - 24, 320)
        draw_panel(canvas, card)
        emblem = pygame.Rect(0, 0, 200, 200)
        emblem.midtop = (card.centerx, card.y + 20)
        draw_emblem(canvas, info.id, emblem)
        draw_text_box(canvas, ctx.fonts, ctx.tr(info.title_key), pygame.Rect(card.x + 12, emblem.bottom, card.w - 24, 90),
                      theme.INK_TEXT, theme.TEXT_BODY, min_size=24, bold=True, align="center", valign="center")
        blurb = pygame.Rect(card.x, 700, card.w, 300)
        draw_text_box(canvas, ctx.fonts, ctx.tr(info.blurb_key), blurb, theme.TEXT_LIGHT, theme.TEXT_BODY - 4,
                      min_size=24, align="center")
