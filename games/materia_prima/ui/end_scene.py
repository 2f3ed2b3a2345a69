"""The end of a scenario: passed or failed and why, how the objective and the events went, and what
goes into the chronicle — each alchemist's soul stone and the choices of what to carry on (per
level one homunculus or equipment with a stone fragment of that level, and one tower upgrade).
Computer alchemists choose by themselves. Once everyone has chosen, the scenario is written into
the campaign's chronicle (once) and the campaign goes on from its chronicle."""

from __future__ import annotations

import pygame

from games.app.kit import theme
from games.app.table.bot_pacing import pace_of
from games.app.table.match_session import MatchSession
from games.app.scene import Context, Intent, Pop, Scene, Transition
from games.app.kit.widgets import Button, ButtonGroup, draw_background, draw_panel, draw_text, draw_text_box, fit_font
from games.materia_prima.ui.buttons import draw_group
from games.materia_prima import actions as A
from games.materia_prima.components import DIFFICULTY_LETTERS, RECIPES, UPGRADES
from games.materia_prima.end import played_difficulty
from games.materia_prima.scenarios import objective_by_alchemist
from games.materia_prima.state import OVER, State
from games.materia_prima.ui import art
from games.materia_prima.ui import words as W
from games.materia_prima.ui.campaign_store import CampaignShelf
from games.materia_prima.ui.chips import flow_chips
from games.materia_prima.ui.narrate import who

SUMMARY = pygame.Rect(40, 40, 820, 1000)
CARRY = pygame.Rect(890, 40, 990, 860)
ROW_H = 100
CHOSEN_H = 46  # the line of chosen things above the choosing alchemist's "choose" line
CHIPS_DY, LINE_DY, BUTTONS_DY = 48, 50, 92  # a row: name at its top, then chips or a line, then buttons


def carry_label(tr: W.Tr, action: A.Action, chosen: bool = True) -> str:
    """A carry-over choice in words (Done reads "carry nothing on" while nothing is `chosen`)."""
    if isinstance(action, A.CarryDone):
        return W.t(tr, "end.carry_done" if chosen else "end.carry_nothing")
    assert isinstance(action, A.Carry)
    if action.thing in UPGRADES:
        return W.t(tr, "end.carry_upgrade", thing=W.thing_name(tr, action.thing))
    return W.t(tr, "end.carry_item", thing=W.thing_name(tr, action.thing), level=RECIPES[action.thing].level)


class EndScene(Scene):
    """The scenario's end (see the module docstring)."""

    def __init__(self, session: MatchSession, cid: str) -> None:
        self.session = session
        self.cid = cid
        self.recorded = False
        self.buttons = ButtonGroup()

    @property
    def animating(self) -> bool:  # type: ignore[override]
        return self.session.bot_to_move()

    def enter(self, ctx: Context) -> None:
        self._settle(ctx)

    def _settle(self, ctx: Context) -> None:
        """Write the chronicle once the choices are made; lay out the buttons."""
        if self.session.is_over and not self.recorded:
            CampaignShelf(ctx.storage).record_result(self.cid, self.session.state)
            self.recorded = True
        buttons: list[Button] = []
        if self.session.human_to_move():
            buttons = self._carry_buttons(ctx, self.session.to_move)
        if self.session.is_over:
            buttons.append(Button(pygame.Rect(CARRY.right - 600, CARRY.bottom + 40, 600, theme.BUTTON_H + 8),
                                  W.t(ctx.tr, "end.to_chronicle"), "leave", kind="primary", icon="book"))
        self.buttons.set(buttons)

    def deciding(self) -> int | None:
        """The seat of the human choosing now (None while a computer chooses, or once over)."""
        return self.session.to_move if self.session.human_to_move() else None

    def chosen_h(self, seat: int) -> int:
        """Extra room in the choosing alchemist's row for what it has chosen so far."""
        state = self.session.state
        return CHOSEN_H if seat == self.deciding() and state.carried and state.carried[seat] else 0

    def row_tops(self) -> list[int]:
        """Where each alchemist's row of the chronicle panel begins (the one choosing has room for
        what it chose and its buttons)."""
        tops, y = [], CARRY.y + 100
        for seat in range(len(self.session.state.alchemists)):
            tops.append(y)
            buttons = len(self.session.legal_actions()) if seat == self.deciding() else 0
            y += ROW_H + self.chosen_h(seat) + ((buttons + 2) // 3) * 88
        return tops

    def _carry_buttons(self, ctx: Context, seat: int) -> list[Button]:
        """The current alchemist's choices, in its row of the chronicle panel. Done is the main
        button once something is chosen; before, it reads "carry nothing on" and is a plain button,
        so the choices come first. (With nothing left to choose the session plays Done itself.)"""
        legal = self.session.legal_actions()
        chosen = bool(self.session.state.carried[seat])
        top = self.row_tops()[seat] + BUTTONS_DY + self.chosen_h(seat)
        width = (CARRY.w - 48 - 2 * 10) // 3
        return [Button(pygame.Rect(CARRY.x + 24 + (i % 3) * (width + 10), top + (i // 3) * 88, width, 80),
                       carry_label(ctx.tr, action, chosen), ("play", action),
                       kind="primary" if isinstance(action, A.CarryDone) and chosen else "secondary")
                for i, action in enumerate(legal)]

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "back" and self.session.is_over:
            return Pop()
        pressed = self.buttons.handle(intent)
        if pressed is None:
            return None
        if pressed.action == "leave":
            return Pop()
        self.session.play(pressed.action[1])
        self.session.take_news()
        self._settle(ctx)
        return None

    def update(self, dt: float, ctx: Context) -> Transition | None:
        if self.session.bot_to_move() and self.session.poll_bot(ctx.now(), pace_of(ctx.settings).think_seconds):
            self.session.take_news()
            self._settle(ctx)
        return None

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_background(canvas)
        state: State = self.session.state
        self._draw_summary(canvas, ctx, state)
        self._draw_carry(canvas, ctx, state)
        draw_group(canvas, ctx.fonts, self.buttons)

    def _draw_summary(self, canvas: pygame.Surface, ctx: Context, state: State) -> None:
        tr = ctx.tr
        draw_panel(canvas, SUMMARY)
        inner = SUMMARY.inflate(-56, -48)
        title = W.t(tr, f"end.title_{state.result or 'failed'}")
        colour = theme.SUCCESS if state.result == "passed" else theme.DANGER
        draw_text(canvas, title, fit_font(ctx.fonts, title, inner.w, 60, min_size=36, bold=True), colour,
                  inner.topleft)
        lines = [W.scenario_label(tr, state.scenario) + " · " + W.difficulty_name(tr, played_difficulty(state)),
                 W.t(tr, f"reason.{state.reason or 'objective'}"),
                 W.t(tr, "end.days", day=state.day, days=state.days)]
        met = objective_by_alchemist(state)
        lines += [f"{'✔' if ok else '✖'} {who(tr, a.colour)}" for a, ok in zip(state.alchemists, met)]
        lines += [W.t(tr, "end.event", day=e.day, side=W.t(tr, f"side.{e.side}")) for e in state.events]
        wins = sum(1 for f in state.fights if f.success and f.attacker in {a.colour for a in state.alchemists})
        lines.append(W.t(tr, "end.fights", fights=len(state.fights), wins=wins))
        draw_text_box(canvas, ctx.fonts, "\n".join(lines), pygame.Rect(inner.x, inner.y + 90, inner.w, inner.h - 90),
                      theme.INK_TEXT, 34, min_size=24, serif=False)

    def _draw_carry(self, canvas: pygame.Surface, ctx: Context, state: State) -> None:
        tr = ctx.tr
        draw_panel(canvas, CARRY)
        heading = W.t(tr, "end.chronicle_written") if self.recorded else W.t(tr, "end.chronicle")
        draw_text(canvas, heading, fit_font(ctx.fonts, heading, CARRY.w - 48, 40, min_size=28, bold=True),
                  theme.INK_TEXT, (CARRY.x + 24, CARRY.y + 24))
        deciding = self.deciding()
        for seat, (alchemist, y) in enumerate(zip(state.alchemists, self.row_tops())):
            canvas.blit(art.alchemist_figure(alchemist.colour, 70), (CARRY.x + 24, y))
            stone = W.t(tr, "chronicle.stone_yes") if alchemist.soul_stone else W.t(tr, "chronicle.stone_no")
            members = state.campaign.members if state.campaign else ()
            player = members[seat].player if seat < len(members) else ""
            head = " · ".join(part for part in (who(tr, alchemist.colour), player, stone) if part)
            draw_text(canvas, head, fit_font(ctx.fonts, head, CARRY.w - 140, 32, min_size=24, bold=True),
                      theme.INK_TEXT, (CARRY.x + 110, y + 4))
            chosen = state.carried[seat] if state.carried else ()
            if chosen:
                chips = [(W.thing_name(tr, c), theme.BRASS, theme.INK_TEXT) for c in chosen]
                flow_chips(canvas, ctx.fonts, chips, CARRY.x + 110, y + CHIPS_DY, CARRY.w - 140)
            elif seat != deciding:
                note = W.t(tr, "end.carries_nothing") if state.phase == OVER or seat < (deciding or 0) else ""
                if note:
                    draw_text(canvas, note, ctx.fonts.get(26), theme.INK_MUTED, (CARRY.x + 110, y + LINE_DY))
            if seat == deciding:
                draw_text(canvas, W.t(tr, "end.choose"), ctx.fonts.get(26, bold=True), theme.EMBER_DARK,
                          (CARRY.x + 110, y + LINE_DY + self.chosen_h(seat)))
        if state.result:
            entry = W.t(tr, "end.entry", scenario=W.scenario_label(tr, state.scenario),
                        result=W.t(tr, f"chronicle.{state.result}"), letter=DIFFICULTY_LETTERS[played_difficulty(state)])
            draw_text(canvas, entry, fit_font(ctx.fonts, entry, CARRY.w - 48, 30, min_size=24, bold=True),
                      theme.INK_TEXT, (CARRY.x + 24, CARRY.bottom - 60))
