"""Kupferkessel's first screen (the registry entry `start_scene`): choose who plays each colour
(two players at one screen, against the computer easy or strong in either colour, or two
computers to watch), continue the saved game, or read the rules."""

from __future__ import annotations

import pygame

from games.app import theme
from games.app.common_scenes import MessageScene
from games.app.match_session import HUMAN, MatchSession, session_options
from games.app.scene import Context, Intent, Pop, Push, Scene, Transition
from games.app.widgets import (
    Button, ButtonGroup, TitleBar, draw_background, draw_panel, draw_text, draw_text_box, fit_font,
)
from games.kernel.errors import CorruptRecordError
from games.kupferkessel.components import SEAT_COLOURS
from games.kupferkessel.ui import card_art
from games.kupferkessel.ui.board_scene import BoardScene

GAME_ID = "kupferkessel"
SEAT_CHOICES = (HUMAN, "bot:easy", "bot:strong")
SETUP_NAME = "kupferkessel-setup.json"
LEFT = pygame.Rect(64, 176, 1130, 860)
RIGHT = pygame.Rect(1236, 176, 620, 860)
ROW_TOP = LEFT.y + 290  # the first row of seat buttons (its label sits above)
ROW_GAP = 220
OPTION_W = 336
OPTION_GAP = 29
# Both seats see the same table (the pile's order and the cards below each cauldron's top are
# hidden from both alike), so hot-seat players need no "pass the screen" curtain between turns.
PRIVATE_VIEWS = False


def start_scene(ctx: Context) -> Scene:
    """The first scene of Kupferkessel Co. (the entry in games.GAMES)."""
    stored = ctx.storage.load(SETUP_NAME) or {}
    seats = stored.get("seats")
    valid = isinstance(seats, list) and len(seats) == 2 and all(s in SEAT_CHOICES for s in seats)
    return SetupScene(tuple(seats) if valid else (HUMAN, "bot:easy"))


def _seat_label(ctx: Context, kind: str) -> str:
    return ctx.tr(f"kupferkessel.seat.{'human' if kind == HUMAN else kind.partition(':')[2]}")


class SetupScene(Scene):
    """New game (seat choice), continue the saved game, rules."""

    def __init__(self, seats: tuple[str, ...] = (HUMAN, "bot:easy")) -> None:
        self.seats = list(seats)
        self.buttons = ButtonGroup()
        self.title_bar: TitleBar | None = None
        self.saved: dict | None = None

    def enter(self, ctx: Context) -> None:
        self.title_bar = TitleBar(ctx.tr("kupferkessel.title"), ctx.tr("app.back"))
        self.saved = MatchSession.saved_record(GAME_ID, ctx.storage)
        self._build(ctx)

    def _build(self, ctx: Context) -> None:
        buttons: list[Button] = []
        for seat in (0, 1):
            for index, kind in enumerate(SEAT_CHOICES):
                rect = pygame.Rect(LEFT.x + 32 + index * (OPTION_W + OPTION_GAP), ROW_TOP + seat * ROW_GAP, OPTION_W,
                                   theme.BUTTON_H + 16)
                chosen = self.seats[seat] == kind
                buttons.append(Button(rect, _seat_label(ctx, kind), ("seat", seat, kind),
                                      kind="selected" if chosen else "quiet"))
        buttons.append(Button(pygame.Rect(LEFT.x + 32, LEFT.bottom - 200, LEFT.w - 64, theme.BUTTON_H + 16),
                              ctx.tr("kupferkessel.start.start"), "start", kind="primary"))
        buttons.append(Button(pygame.Rect(RIGHT.x + 40, RIGHT.y + 290, RIGHT.w - 80, theme.BUTTON_H + 16),
                              ctx.tr("kupferkessel.start.resume"), "resume", kind="primary", enabled=self.saved is not None))
        buttons.append(Button(pygame.Rect(RIGHT.x + 40, RIGHT.bottom - theme.BUTTON_H - 40, RIGHT.w - 80,
                                          theme.BUTTON_H), ctx.tr("kupferkessel.start.rules"), "rules", kind="secondary"))
        self.buttons.set(buttons)

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "back" or (self.title_bar is not None and self.title_bar.handle(intent)):
            return Pop()
        pressed = self.buttons.handle(intent)
        if pressed is None:
            return None
        action = pressed.action
        if isinstance(action, tuple) and action[0] == "seat":
            self.seats[action[1]] = action[2]
            self._build(ctx)
            return None
        if action == "start":
            return self._start(ctx)
        if action == "resume":
            return self._resume(ctx)
        if action == "rules":
            from games.kupferkessel.ui.rules_scene import RulesScene

            return Push(RulesScene())
        return None

    def _start(self, ctx: Context) -> Transition:
        ctx.storage.save(SETUP_NAME, {"seats": list(self.seats)})
        session = MatchSession.new(GAME_ID, self.seats, ctx.storage, private_views=PRIVATE_VIEWS,
                                   **session_options(ctx))
        return Push(BoardScene(session))

    def _resume(self, ctx: Context) -> Transition | None:
        try:
            session = MatchSession.resume(GAME_ID, ctx.storage, private_views=PRIVATE_VIEWS,
                                          **session_options(ctx))
        except CorruptRecordError as error:
            self.saved = None
            self._build(ctx)
            return Push(MessageScene(ctx.tr("kupferkessel.title"),
                                     ctx.tr("kupferkessel.start.corrupt", reason=str(error)), icon="warning"))
        if session is None:
            self.saved = None
            self._build(ctx)
            return None
        return Push(BoardScene(session))

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_background(canvas)
        if self.title_bar is not None:
            self.title_bar.draw(canvas, ctx.fonts)
        draw_panel(canvas, LEFT)
        draw_panel(canvas, RIGHT, "wood")
        self._draw_new_game(canvas, ctx)
        self._draw_saved(canvas, ctx)
        self.buttons.draw(canvas, ctx.fonts)

    def _draw_new_game(self, canvas: pygame.Surface, ctx: Context) -> None:
        inner = LEFT.inflate(-64, -48)
        draw_text(canvas, ctx.tr("kupferkessel.start.new_game"), ctx.fonts.get(theme.TEXT_HEADING, bold=True),
                  theme.INK_TEXT, inner.topleft)
        draw_text_box(canvas, ctx.fonts, ctx.tr("kupferkessel.start.seats_hint"),
                      pygame.Rect(inner.x, inner.y + 70, inner.w, 100), theme.INK_MUTED, theme.TEXT_BODY - 2, min_size=24)
        for seat in (0, 1):
            y = ROW_TOP + seat * ROW_GAP
            canvas.blit(card_art.figure_image(SEAT_COLOURS[seat], 64), (inner.x, y - 70))
            label = ctx.tr("kupferkessel.start.white_seat" if seat == 0 else "kupferkessel.start.black_seat")
            draw_text(canvas, label, ctx.fonts.get(theme.TEXT_BODY, bold=True), theme.INK_TEXT, (inner.x + 76, y - 38),
                      "midleft")
        if self.saved is not None:
            note = ctx.tr("kupferkessel.start.replaces_save")
            font = fit_font(ctx.fonts, note, LEFT.w - 64, theme.TEXT_SMALL, min_size=20)
            draw_text(canvas, note, font, theme.INK_MUTED, (LEFT.centerx, LEFT.bottom - 50), "center")

    def _draw_saved(self, canvas: pygame.Surface, ctx: Context) -> None:
        inner = RIGHT.inflate(-80, -48)
        title = ctx.tr("kupferkessel.start.saved_title")
        font = fit_font(ctx.fonts, title, inner.w, theme.TEXT_HEADING, min_size=30, bold=True)
        draw_text(canvas, title, font, theme.TEXT_LIGHT, inner.topleft, shadow=theme.INK)
        if self.saved is None:
            text = ctx.tr("kupferkessel.start.no_save")
        else:
            seats = self.saved.get("seats") or []
            labels = [_seat_label(ctx, s) if isinstance(s, str) else "?" for s in list(seats)[:2]] + ["?", "?"]
            names = [f"{ctx.tr('kupferkessel.player.' + c)} ({labels[i]})" for i, c in enumerate(SEAT_COLOURS)]
            actions = [a for a in self.saved.get("actions") or [] if isinstance(a, str)]
            turns = sum(1 for a in actions if a == "move")
            text = ctx.tr("kupferkessel.start.resume_info", white=names[0], black=names[1], moves=max(1, turns))
            if actions and actions[-1] in ("keep", "decline"):
                text += "\n" + ctx.tr("kupferkessel.start.resume_over")
        draw_text_box(canvas, ctx.fonts, text, pygame.Rect(inner.x, inner.y + 80, inner.w, 180), theme.TEXT_MUTED,
                      theme.TEXT_BODY, min_size=24)
        fan = [20, 9, 35]
        for i, card in enumerate(fan):
            image = card_art.card_image(ctx.fonts, card, (150, 170))
            rotated = pygame.transform.rotozoom(image, 12 - i * 12, 1.0)
            canvas.blit(rotated, rotated.get_rect(center=(RIGHT.centerx - 150 + i * 150, RIGHT.y + 560)))

