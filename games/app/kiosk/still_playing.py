"""The kiosk's polite idle timeout: "Still playing?" counts down before everyone is sent home.

The shell pushes `StillPlayingScene` over a game once nobody has touched anything for the
organiser's idle time (Settings `kiosk_idle_seconds`). It counts down `kiosk_countdown_seconds`
(30 s by default) with a shrinking ring; any touch, key or scanned card closes it and play goes on
(the touch itself is swallowed, so it never plays a card by accident). When the time runs out the
game is noted as left behind (games.app.kiosk.last_game: its save stays, the start screen offers it) and
the stack returns to the start screen.
"""

from __future__ import annotations

import math

import pygame

from games.app.kiosk import last_game
from games.app.kit import theme
from games.app.scene import Context, Home, Intent, Pop, Scene, Transition
from games.app.kit.widgets import Button, ButtonGroup, dim, draw_button, draw_panel, draw_text, draw_text_box, fit_font

PANEL = pygame.Rect(460, 250, 1000, 580)
RING_CENTRE = (PANEL.centerx, PANEL.y + 250)
RING_RADIUS = 90
KEEP = pygame.Rect(PANEL.x + 160, PANEL.bottom - theme.BUTTON_H - 40, PANEL.w - 320, theme.BUTTON_H + 8)
DISMISSING = frozenset({"click", "key", "text", "back", "confirm", "scroll", "card", "code"})


class StillPlayingScene(Scene):
    """A dialog that counts down to going home; any touch keeps playing (module docstring)."""

    overlay = True
    animating = True
    max_fps = 15  # a ring and a number: a few frames a second are plenty
    idle_role = "countdown"  # the shell leaves its own idle timer alone while this is up

    def __init__(self, seconds: float) -> None:
        self.seconds = max(1.0, float(seconds))
        self.deadline: float | None = None
        self.pressed = False
        self.buttons = ButtonGroup()

    def enter(self, ctx: Context) -> None:
        if self.deadline is None:
            self.deadline = ctx.now() + self.seconds
        self.buttons.set([Button(KEEP, ctx.tr("idle.keep_playing"), "keep", kind="primary", icon="play")])

    def left(self, ctx: Context) -> float:
        """Seconds until going home."""
        return max(0.0, (self.deadline or ctx.now()) - ctx.now())

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "press":
            self.pressed = True  # wait for the finger to lift, so its click does not reach the game
            return None
        if intent.kind in DISMISSING:
            return Pop()
        return None

    def update(self, dt: float, ctx: Context) -> Transition | None:
        if self.left(ctx) > 0:
            return None
        last_game.note_left(ctx)
        return Home()

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        dim(canvas, 190)
        draw_panel(canvas, PANEL)
        title = ctx.tr("idle.still_playing")
        draw_text(canvas, title, fit_font(ctx.fonts, title, PANEL.w - 80, theme.TEXT_TITLE, min_size=40, bold=True),
                  theme.INK_TEXT, (PANEL.centerx, PANEL.y + 70), "center")
        left = self.left(ctx)
        draw_ring(canvas, left / self.seconds)
        draw_text(canvas, str(math.ceil(left)), ctx.fonts.get(theme.TEXT_TITLE + 8, bold=True, serif=False),
                  theme.INK_TEXT, RING_CENTRE, "center")
        body = pygame.Rect(PANEL.x + 60, RING_CENTRE[1] + RING_RADIUS + 16, PANEL.w - 120,
                           KEEP.y - RING_CENTRE[1] - RING_RADIUS - 28)
        draw_text_box(canvas, ctx.fonts, ctx.tr("idle.going_home", seconds=math.ceil(left)), body, theme.INK_MUTED,
                      theme.TEXT_BODY, min_size=26, align="center", valign="center")
        draw_button(canvas, ctx.fonts, self.buttons.buttons[0], hovered=self.buttons.hovered(self.buttons.buttons[0]))


def draw_ring(canvas: pygame.Surface, share: float) -> None:
    """The countdown's ring: the part still left in ember, the part gone in parchment."""
    pygame.draw.circle(canvas, theme.PARCHMENT_DARK, RING_CENTRE, RING_RADIUS, 14)
    if share <= 0:
        return
    rect = pygame.Rect(0, 0, 2 * RING_RADIUS, 2 * RING_RADIUS)
    rect.center = RING_CENTRE
    start = math.pi / 2
    pygame.draw.arc(canvas, theme.EMBER, rect, start, start + 2 * math.pi * min(1.0, share), 14)
