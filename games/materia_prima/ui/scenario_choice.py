"""Choose the campaign's next scenario and its difficulty: each scenario's introduction and
objective, its inquisitors and days; who plays each alchemist this time (a person or the
computer). Starting replaces a scenario in progress only after asking."""

from __future__ import annotations

from dataclasses import replace

import pygame

from games.app.kit import theme
from games.app.table.replace_guard import ask_before_losing
from games.app.scene import Context, Pop, Transition
from games.app.kit.widgets import (
    Button, TitleBar, draw_panel, draw_text, draw_text_box, fit_font,
)
from games.materia_prima.components import CHARACTERS, DIFFICULTIES, SCENARIOS
from games.materia_prima.ui import art
from games.materia_prima.ui import words as W
from games.materia_prima.ui.buttons import draw_group
from games.materia_prima.ui.campaign_store import SEAT_KINDS, Campaign, CampaignShelf
from games.materia_prima.ui.chronicle_scene import start_scenario
from games.materia_prima.ui.page import PageScene

LIST = pygame.Rect(40, 160, 520, 900)
CARD = pygame.Rect(590, 160, 1290, 560)
SEATS = pygame.Rect(590, 740, 1290, 200)


class ScenarioChoiceScene(PageScene):
    """The next scenario of campaign `cid` (see the module docstring)."""

    def __init__(self, cid: str) -> None:
        super().__init__()
        self.cid = cid
        self.campaign: Campaign | None = None
        self.scenario = 0
        self.difficulty = "normal"
        self.started = False  # a scenario was started from here: once it is over, back to the chronicle
        self.leave = False

    @property
    def animating(self) -> bool:  # type: ignore[override]
        return self.leave

    def update(self, dt: float, ctx: Context) -> Transition | None:
        if self.leave:
            self.leave = False
            return Pop()
        return None

    def enter(self, ctx: Context) -> None:
        if self.started and CampaignShelf(ctx.storage).saved_match(self.cid) is None:
            self.leave = True
            return
        if self.campaign is None:
            self.campaign = CampaignShelf(ctx.storage).load(self.cid)
            if self.campaign is not None:
                self.scenario = self.campaign.chronicle.next_scenario()
        self.title_bar = TitleBar(W.t(ctx.tr, "choice.title"), ctx.tr("app.back"))
        self._build(ctx)

    def _status(self, ctx: Context, number: int) -> str:
        assert self.campaign is not None
        chronicle = self.campaign.chronicle
        results = [p for p in chronicle.played if p.number == number]
        if any(p.result == "passed" for p in results):
            return W.t(ctx.tr, "choice.passed")
        if number == chronicle.next_scenario():
            return W.t(ctx.tr, "choice.suggested")
        return W.t(ctx.tr, "choice.failed") if results else ""

    def _build(self, ctx: Context) -> None:
        if self.campaign is None:
            self.buttons.set([])
            return
        buttons = []
        for row, number in enumerate(SCENARIOS):
            rect = pygame.Rect(LIST.x, LIST.y + row * 126, LIST.w, 112)
            buttons.append(Button(rect, "", ("scenario", number), kind="selected" if number == self.scenario else "quiet"))
        width = (CARD.w - 64 - 2 * 16) // 3
        for index, difficulty in enumerate(DIFFICULTIES):
            rect = pygame.Rect(CARD.x + 32 + index * (width + 16), CARD.bottom - 120, width, 96)
            buttons.append(Button(rect, W.difficulty_name(ctx.tr, difficulty), ("difficulty", difficulty),
                                  kind="selected" if difficulty == self.difficulty else "quiet"))
        column = (SEATS.w - 64) // len(self.campaign.seats)
        for seat, kind in enumerate(self.campaign.seats):
            rect = pygame.Rect(SEATS.x + 32 + seat * column, SEATS.y + 100, column - 24, 84)
            following = SEAT_KINDS[(SEAT_KINDS.index(kind) + 1) % len(SEAT_KINDS)]
            buttons.append(Button(rect, W.seat_kind_label(ctx, kind), ("seat", seat, following), kind="quiet"))
        buttons.append(Button(pygame.Rect(SEATS.right - 560, SEATS.bottom + 20, 560, theme.BUTTON_H + 8),
                              W.t(ctx.tr, "choice.start"), "start", kind="primary", icon="play"))
        self.buttons.set(buttons)

    def press(self, action: object, ctx: Context) -> Transition | None:
        if self.campaign is None:
            return None
        if action == "start":
            return self._ask_to_start(ctx)
        kind, *rest = action  # type: ignore[misc]
        if kind == "scenario":
            self.scenario = rest[0]
        elif kind == "difficulty":
            self.difficulty = rest[0]
        elif kind == "seat":
            seats = list(self.campaign.seats)
            seats[rest[0]] = rest[1]
            self.campaign = replace(self.campaign, seats=tuple(seats))
            CampaignShelf(ctx.storage).save(self.campaign)
        self._build(ctx)
        return None

    def _ask_to_start(self, ctx: Context) -> Transition | None:
        assert self.campaign is not None
        campaign, scenario, difficulty = self.campaign, self.scenario, self.difficulty
        loses = W.match_progress(ctx.tr, CampaignShelf(ctx.storage).saved_match(self.cid))

        def begin(inner: Context) -> Transition:
            self.started = True
            return start_scenario(inner, campaign, scenario, difficulty)

        return ask_before_losing(ctx, W.t(ctx.tr, "choice.replace_question"), loses, begin)

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        self.draw_frame(canvas, ctx)
        if self.campaign is None:
            return
        draw_panel(canvas, CARD)
        draw_panel(canvas, SEATS, "wood")
        draw_group(canvas, ctx.fonts, self.buttons, size=40)
        for button in self.buttons.buttons:
            if isinstance(button.action, tuple) and button.action[0] == "scenario":
                self._draw_scenario_button(canvas, ctx, button.rect, button.action[1], button.kind == "selected")
        self._draw_card(canvas, ctx)
        self._draw_seats(canvas, ctx)

    def _draw_scenario_button(self, canvas: pygame.Surface, ctx: Context, rect: pygame.Rect, number: int,
                              selected: bool) -> None:
        ink = theme.INK_TEXT if selected else theme.TEXT_LIGHT
        title = W.scenario_label(ctx.tr, number)
        draw_text(canvas, title, fit_font(ctx.fonts, title, rect.w - 48, 34, min_size=24, bold=True), ink,
                  (rect.x + 24, rect.y + 14))
        status = self._status(ctx, number)
        if status:
            draw_text(canvas, status, ctx.fonts.get(26, serif=False), theme.INK_MUTED if selected else theme.TEXT_MUTED,
                      (rect.x + 24, rect.y + 62))

    def _draw_card(self, canvas: pygame.Surface, ctx: Context) -> None:
        tr, number = ctx.tr, self.scenario
        inner = CARD.inflate(-64, -48)
        title = W.scenario_label(tr, number)
        draw_text(canvas, title, fit_font(ctx.fonts, title, inner.w, 54, min_size=32, bold=True), theme.INK_TEXT,
                  inner.topleft)
        types = ", ".join(f"{W.t(tr, f'inquisitor.{letter}')} ({letter})" for letter in SCENARIOS[number].types)
        days = W.t(tr, "choice.days", days=DIFFICULTIES[self.difficulty])
        text = "\n".join([W.t(tr, f"scenario.{number}.intro"),
                          W.t(tr, "choice.objective", objective=W.t(tr, f"scenario.{number}.objective")),
                          W.t(tr, "choice.inquisitors", types=types) + " · " + days])
        box = pygame.Rect(inner.x, inner.y + 76, inner.w, CARD.bottom - 140 - inner.y - 76)
        draw_text_box(canvas, ctx.fonts, text, box, theme.INK_TEXT, theme.TEXT_BODY, min_size=24)

    def _draw_seats(self, canvas: pygame.Surface, ctx: Context) -> None:
        assert self.campaign is not None
        heading = W.t(ctx.tr, "choice.seats")
        draw_text(canvas, heading, ctx.fonts.get(30, bold=True), theme.TEXT_LIGHT, (SEATS.x + 32, SEATS.y + 14))
        column = (SEATS.w - 64) // len(self.campaign.seats)
        for seat, member in enumerate(self.campaign.chronicle.members):
            x = SEATS.x + 32 + seat * column
            canvas.blit(art.alchemist_figure(CHARACTERS[member.character].colour, 44), (x, SEATS.y + 52))
            name = f"{W.character_name(ctx.tr, member.character).split(' ')[0]} · {member.player}"
            draw_text(canvas, name, fit_font(ctx.fonts, name, column - 80, 28, min_size=24), theme.TEXT_LIGHT,
                      (x + 52, SEATS.y + 58))
