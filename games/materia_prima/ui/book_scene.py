"""The campaign book: Materia Prima's first screen. Every campaign on a card (its players, the
scenarios played, a scenario in progress), a new campaign, the rules. A card opens the campaign's
chronicle or continues its scenario; deleting asks first (games.app.table.replace_guard). A damaged
campaign file is set aside by the storage and the shell tells the player once; the others stay as
they are."""

from __future__ import annotations

import pygame

from games.app.kit import theme
from games.app.scene import Context, Push, Transition
from games.app.kit.widgets import (
    Button, TitleBar, draw_panel, draw_text, draw_text_box, fit_font,
)
from games.materia_prima.ui import words as W
from games.materia_prima.ui.art import alchemist_figure
from games.materia_prima.ui.buttons import draw_group
from games.materia_prima.ui.campaign_store import Campaign, CampaignShelf
from games.materia_prima.ui.page import PageScene, ask_to_delete
from games.materia_prima.components import CHARACTERS

LIST = pygame.Rect(56, 170, 1200, 880)
SIDE = pygame.Rect(1290, 170, 574, 880)
CARD_H, CARD_GAP = 206, 18
PER_PAGE = 4


class BookScene(PageScene):
    """Choose a campaign, start a new one, or read the rules."""

    def __init__(self) -> None:
        super().__init__()
        self.entries: list[Campaign] = []
        self.page = 0

    def enter(self, ctx: Context) -> None:
        self.title_bar = TitleBar(W.t(ctx.tr, "title"), ctx.tr("app.back"))
        self.entries = CampaignShelf(ctx.storage).campaigns()
        self.page = min(self.page, max(0, (len(self.campaigns()) - 1) // PER_PAGE))
        self._build(ctx)

    def campaigns(self) -> list[Campaign]:
        return self.entries

    def visible(self) -> list[Campaign]:
        return self.campaigns()[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]

    def _build(self, ctx: Context) -> None:
        shelf = CampaignShelf(ctx.storage)
        buttons = [
            Button(pygame.Rect(theme.CANVAS_W - 330, (theme.TITLE_BAR_H - theme.BUTTON_H) // 2, 300, theme.BUTTON_H),
                   ctx.tr("app.setup_rules"), "rules", kind="quiet", icon="book"),
            Button(pygame.Rect(SIDE.x + 32, SIDE.y + 32, SIDE.w - 64, 130), W.t(ctx.tr, "book.new"), "new",
                   kind="primary", icon="play"),
        ]
        for row, entry in enumerate(self.visible()):
            card = self.card_rect(row)
            in_progress = shelf.saved_match(entry.id) is not None
            label = W.t(ctx.tr, "book.continue") if in_progress else W.t(ctx.tr, "book.open")
            buttons.append(Button(pygame.Rect(card.right - 300, card.y + 20, 276, 96), label, ("open", entry.id),
                                  kind="primary" if in_progress else "secondary", icon="play" if in_progress else "book"))
            buttons.append(Button(pygame.Rect(card.right - 300, card.y + 128, 276, 72), W.t(ctx.tr, "book.delete"),
                                  ("delete", entry.id), kind="quiet", icon="cross"))
        pages = (len(self.campaigns()) + PER_PAGE - 1) // PER_PAGE
        if pages > 1:
            bottom = LIST.bottom - 90
            buttons.append(Button(pygame.Rect(LIST.x, bottom, 280, 84), W.t(ctx.tr, "book.earlier"), "earlier",
                                  kind="quiet", icon="up", enabled=self.page > 0))
            buttons.append(Button(pygame.Rect(LIST.right - 280, bottom, 280, 84), W.t(ctx.tr, "book.later"), "later",
                                  kind="quiet", icon="down", enabled=self.page < pages - 1))
        self.buttons.set(buttons)

    @staticmethod
    def card_rect(row: int) -> pygame.Rect:
        return pygame.Rect(LIST.x, LIST.y + row * (CARD_H + CARD_GAP), LIST.w, CARD_H)

    # -- input ----------------------------------------------------------------------------------

    def press(self, action: object, ctx: Context) -> Transition | None:
        if action == "rules":
            from games.materia_prima.ui.rules_scene import rules_scene

            return Push(rules_scene())
        if action == "new":
            from games.materia_prima.ui.new_campaign import NewCampaignScene

            return Push(NewCampaignScene())
        if action in ("earlier", "later"):
            self.page += -1 if action == "earlier" else 1
            self._build(ctx)
            return None
        kind, cid = action  # type: ignore[misc]
        if kind == "delete":
            return ask_to_delete(ctx, next(c for c in self.entries if c.id == cid))
        return self.open(ctx, cid)

    def _in_progress(self, ctx: Context, where: str | None) -> Campaign | None:
        """The campaign `where` if its scenario is in progress, else the first one that is."""
        shelf = CampaignShelf(ctx.storage)
        going = [c for c in shelf.campaigns() if shelf.saved_match(c.id) is not None]
        return next((c for c in going if c.id == where), going[0] if going else None)

    def saved_summary(self, ctx: Context, where: str | None = None) -> str | None:
        """The campaign in progress in words, None when none is (games.app.kiosk.last_game's hook)."""
        campaign = self._in_progress(ctx, where)
        if campaign is None:
            return None
        progress = W.match_progress(ctx.tr, CampaignShelf(ctx.storage).saved_match(campaign.id))
        return f"{campaign.chronicle.campaign} · {progress}" if progress else campaign.chronicle.campaign

    def continue_saved(self, ctx: Context, where: str | None = None) -> Transition | None:
        """Continue the scenario in progress at once (games.app.kiosk.last_game's hook): the campaign
        `where`, or the first with a scenario in progress."""
        campaign = self._in_progress(ctx, where)
        return self.open(ctx, campaign.id) if campaign is not None else None

    def open(self, ctx: Context, cid: str) -> Transition | None:
        """Continue the campaign's scenario in progress, or open its chronicle."""
        from games.materia_prima.ui.chronicle_scene import ChronicleScene, resume_scenario

        shelf = CampaignShelf(ctx.storage)
        if shelf.saved_match(cid) is not None:
            return resume_scenario(ctx, cid)
        return Push(ChronicleScene(cid))

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        self.draw_frame(canvas, ctx)
        shelf = CampaignShelf(ctx.storage)
        if not self.campaigns():
            box = LIST.inflate(-40, -300)
            draw_panel(canvas, box, "wood")
            draw_text_box(canvas, ctx.fonts, W.t(ctx.tr, "book.empty"), box.inflate(-80, -80), theme.TEXT_LIGHT,
                          theme.TEXT_HEADING - 6, min_size=30, align="center", valign="center")
        for row, entry in enumerate(self.visible()):
            self._draw_card(canvas, ctx, self.card_rect(row), entry, shelf.saved_match(entry.id))
        draw_panel(canvas, SIDE, "wood")
        info = pygame.Rect(SIDE.x + 40, SIDE.y + 200, SIDE.w - 80, SIDE.h - 240)
        draw_text_box(canvas, ctx.fonts, W.t(ctx.tr, "book.about"), info, theme.TEXT_LIGHT, theme.TEXT_BODY - 2,
                      min_size=26)
        draw_group(canvas, ctx.fonts, self.buttons, size=40)

    def _draw_card(self, canvas: pygame.Surface, ctx: Context, card: pygame.Rect, entry: Campaign,
                   record: dict | None) -> None:
        chronicle = entry.chronicle
        draw_panel(canvas, card)
        x = card.x + 28
        for number, member in enumerate(chronicle.members):
            colour = CHARACTERS[member.character].colour
            canvas.blit(alchemist_figure(colour, 64), (x + number * 52, card.y + 18))
        left = x + len(chronicle.members) * 52 + 36
        room = card.right - 330 - left
        draw_text(canvas, chronicle.campaign, fit_font(ctx.fonts, chronicle.campaign, room, 44, min_size=30, bold=True),
                  theme.INK_TEXT, (left, card.y + 22))
        lines = [W.team_line(ctx.tr, chronicle), W.played_line(ctx.tr, chronicle)]
        progress = W.match_progress(ctx.tr, record)
        lines.append(progress if progress else W.t(ctx.tr, "book.next", scenario=W.scenario_label(
            ctx.tr, chronicle.next_scenario())))
        for number, line in enumerate(lines):
            colour = theme.EMBER_DARK if number == 2 and progress else theme.INK_MUTED if number else theme.INK_TEXT
            font = fit_font(ctx.fonts, line, card.right - 330 - x, 30, min_size=24, bold=number == 2)
            draw_text(canvas, line, font, colour, (x, card.y + 90 + number * 38))
