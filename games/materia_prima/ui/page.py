"""The campaign book's screens share their frame — a title bar whose Back (or Esc) leaves the screen,
buttons whose actions the screen answers in `press` — and deleting a campaign after asking."""

from __future__ import annotations

import pygame

from games.app.kiosk.organiser import organiser_only
from games.app.table.replace_guard import ask_before_losing
from games.app.scene import Context, Intent, Pop, Scene, Transition
from games.app.kit.widgets import ButtonGroup, TitleBar, draw_background
from games.materia_prima.ui import words as W
from games.materia_prima.ui.campaign_store import Campaign, CampaignShelf


class PageScene(Scene):
    """A screen with a title bar and buttons (subclasses set `title_bar` and the buttons in `enter`)."""

    def __init__(self) -> None:
        self.buttons = ButtonGroup()
        self.title_bar: TitleBar | None = None

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "back" or (self.title_bar is not None and self.title_bar.handle(intent)):
            return self.back(ctx)
        pressed = self.buttons.handle(intent)
        return self.press(pressed.action, ctx) if pressed is not None else None

    def back(self, ctx: Context) -> Transition | None:
        """Back or Esc: leave the screen."""
        return Pop()

    def press(self, action: object, ctx: Context) -> Transition | None:
        """A button was pressed."""
        return None

    def draw_frame(self, canvas: pygame.Surface, ctx: Context) -> None:
        """The backdrop and the title bar."""
        draw_background(canvas)
        if self.title_bar is not None:
            self.title_bar.draw(canvas, ctx.fonts)


def ask_to_delete(ctx: Context, campaign: Campaign, then: Transition | None = None) -> Transition | None:
    """Delete a campaign and its scenario in progress, after asking (two taps); `then` follows.
    In kiosk mode only the organiser may (the PIN first)."""
    chronicle = campaign.chronicle
    loses = f"„{chronicle.campaign}“ · {W.played_line(ctx.tr, chronicle)}"

    def delete(inner: Context) -> Transition | None:
        CampaignShelf(inner.storage).delete(campaign.id)
        return then

    return organiser_only(ctx, "delete", lambda ctx: ask_before_losing(
        ctx, W.t(ctx.tr, "book.delete_question"), loses, delete, verb="delete"))
