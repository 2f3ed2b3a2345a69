""""Join with your phone": one QR code per phone seat that has not joined (or whose phone went
quiet), over the board. It closes by itself once every phone is there; "Continue" closes it too
(the phone seats' turns wait for their phones); "Play here" moves a seat back to this screen,
behind the hot-seat curtain. The board pushes it (games.app.table.match_board)."""

from __future__ import annotations

from typing import Callable

import pygame

from games.app.kit.qr_code import QrMatrix, draw_matrix, qr_matrix
from games.app.kit import theme
from games.app.scene import Context, Intent, Pop, Scene, Transition
from games.app.kit.text import draw_text_box
from games.app.kit.widgets import Button, ButtonGroup, dim, draw_panel
from games.app.phones.link import PhoneLink

PANEL = pygame.Rect(80, 60, theme.CANVAS_W - 160, theme.CANVAS_H - 120)
URL_TEXT = 26


class PhoneJoinScene(Scene):
    """The QR codes of the phone seats still to join (see the module docstring)."""

    overlay = True
    animating = True  # notices by itself when a phone joins

    def __init__(self, link: PhoneLink, seat_name: Callable[[Context, int], str],
                 on_take: Callable[[int], None]) -> None:
        self.link = link
        self.seat_name = seat_name
        self.on_take = on_take
        self.waiting: tuple[int, ...] = ()
        self.codes: dict[int, tuple[str, QrMatrix]] = {}  # seat -> its address and QR modules (made once)
        self.buttons = ButtonGroup()

    def enter(self, ctx: Context) -> None:
        self._rebuild(ctx)

    def _rebuild(self, ctx: Context) -> None:
        self.waiting = self.link.waiting()
        for seat in self.waiting:
            if seat not in self.codes:
                url = self.link.url(seat)
                self.codes[seat] = (url, qr_matrix(url))
        cards = self._cards()
        buttons = [Button(pygame.Rect(card.x + 20, card.bottom - theme.BUTTON_H - 20, card.w - 40, theme.BUTTON_H),
                          ctx.tr("app.phone_play_here"), ("here", seat)) for seat, card in zip(self.waiting, cards)]
        done = pygame.Rect(0, 0, 520, theme.BUTTON_H)
        done.midbottom = (PANEL.centerx, PANEL.bottom - theme.PAD)
        buttons.append(Button(done, ctx.tr("app.phone_continue"), "continue", kind="primary", icon="check"))
        self.buttons.set(buttons)

    def _cards(self) -> list[pygame.Rect]:
        """One column per waiting seat, side by side."""
        count = max(1, len(self.waiting))
        top, bottom = PANEL.y + 190, PANEL.bottom - theme.BUTTON_H - 2 * theme.PAD
        width = (PANEL.w - 2 * theme.PAD - (count - 1) * theme.GAP) // count
        return [pygame.Rect(PANEL.x + theme.PAD + i * (width + theme.GAP), top, width, bottom - top)
                for i in range(len(self.waiting))]

    def update(self, dt: float, ctx: Context) -> Transition | None:
        if self.link.waiting() != self.waiting:
            self._rebuild(ctx)
        return Pop() if not self.waiting else None

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "back":
            return Pop()
        pressed = self.buttons.handle(intent)
        if pressed is None:
            return None
        if pressed.action == "continue":
            return Pop()
        _, seat = pressed.action  # type: ignore[misc]
        self.on_take(seat)
        self._rebuild(ctx)
        return Pop() if not self.waiting else None

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        dim(canvas)
        draw_panel(canvas, PANEL)
        head = pygame.Rect(PANEL.x + theme.PAD * 2, PANEL.y + theme.PAD, PANEL.w - theme.PAD * 4, 80)
        draw_text_box(canvas, ctx.fonts, ctx.tr("app.phone_title"), head, theme.INK_TEXT, theme.TEXT_TITLE, bold=True,
                      min_size=40, valign="center")
        where = "app.phone_lan" if self.link.address != "127.0.0.1" else "app.phone_local"
        note = pygame.Rect(head.x, head.bottom + 6, head.w, 76)
        draw_text_box(canvas, ctx.fonts, ctx.tr(where), note, theme.INK_TEXT, theme.TEXT_SMALL, min_size=24)
        for seat, card in zip(self.waiting, self._cards()):
            self._draw_seat(canvas, ctx, seat, card)
        self.buttons.draw(canvas, ctx.fonts)

    def _draw_seat(self, canvas: pygame.Surface, ctx: Context, seat: int, card: pygame.Rect) -> None:
        pygame.draw.rect(canvas, theme.PARCHMENT, card, border_radius=16)
        name = pygame.Rect(card.x + 16, card.y + 10, card.w - 32, 60)
        draw_text_box(canvas, ctx.fonts, self.seat_name(ctx, seat), name, theme.INK_TEXT, theme.TEXT_HEADING,
                      bold=True, min_size=30, valign="center")
        url, matrix = self.codes[seat]
        side = min(card.w - 40, card.h - 60 - 90 - theme.BUTTON_H - 40)
        box = pygame.Rect(0, 0, side, side)
        box.midtop = (card.centerx, name.bottom + 10)
        draw_matrix(canvas, matrix, box)
        text = pygame.Rect(card.x + 16, box.bottom + 8, card.w - 32, 80)
        draw_text_box(canvas, ctx.fonts, url, text, theme.INK_TEXT, URL_TEXT, min_size=24)
