"""The board screen: the match in progress, drawn from the viewer's view.

The scene owns a MatchSession. Whatever the session applied (a human's take, the forced walk, a
card from the pile, a bot's move) comes back as news and is played as clips one after another;
bots are asked only while no clip runs, so every step can be followed. The computers keep the
table's pace (games.app.table.bot_pacing): the least time they seem to think and how fast their moves
animate. The event log, the undo control and the hot-seat curtain are the shared pieces of
games.app. Input: click or tap a card of the glowing line; keys 1-6 or the arrows choose a card,
Enter takes it; U undoes, R opens the rules, L the whole log (PageUp/PageDown and the wheel
scroll it), F changes the pace, Esc goes back to the menu (the match is saved after every action).
"""

from __future__ import annotations

import pygame

from games.app.kit import theme
from games.app.table.bot_pacing import pace_label, pace_of
from games.app.table.event_log import EventLog
from games.app.table.hotseat import pass_screen, screen_hidden
from games.app.table.match_board import BOARD_ACTIONS, MatchBoard
from games.app.table.match_session import MatchSession
from games.app.scene import Context, Intent, Push, Scene, Transition
from games.app.kit.widgets import Button, ButtonGroup, dim, draw_background, draw_text, fit_font
from games.kupferkessel import actions as A
from games.kupferkessel.components import SEAT_COLOURS
from games.kupferkessel.state import EMPTY, LAST, TAKE
from games.kupferkessel.ui import panel_draw as panels
from games.kupferkessel.ui.animation import (
    Clip, Frame, clip_for, draw_burst, draw_counter, draw_sprites,
)
from games.kupferkessel.ui.board_draw import Scenery, cell_at, draw_board, draw_table
from games.kupferkessel.ui.last_card import LastCardLayout, draw_last_card
from games.kupferkessel.ui.narrate import describe, undo_reason


def seat_names(ctx: Context) -> list[str]:
    """"White" and "Black" in the current language."""
    return [ctx.tr(f"kupferkessel.player.{colour}") for colour in SEAT_COLOURS]


def seat_role(ctx: Context, session: MatchSession, seat: int) -> str:
    """"You", "Player" (two humans) or "Computer (easy/strong)"."""
    kind = session.seats[seat]
    if kind == "human":
        return ctx.tr("kupferkessel.player.you") if len(session.humans) == 1 else ctx.tr("kupferkessel.player.human")
    return ctx.tr(f"kupferkessel.player.computer_{kind.partition(':')[2]}")


class BoardScene(MatchBoard):
    """A Kupferkessel match on screen."""

    def __init__(self, session: MatchSession) -> None:
        super().__init__(session, clip_for, panels.undo_rect(), panels.log_rect())
        self.selected: int | None = None
        self.hovered: int | None = None
        self.buttons = ButtonGroup()

    # -- life cycle -----------------------------------------------------------------------------

    def enter(self, ctx: Context) -> None:
        names = seat_names(ctx)
        self.log = EventLog(lambda h: describe(h, ctx.tr, names))
        self.log.rebuild(self.session.history()[:self.shown])
        self._refresh(ctx)

    def _refresh(self, ctx: Context) -> None:
        """Rebuild the buttons and the undo control after anything changed."""
        self.undo.refresh(ctx, self.session, lambda blocker: undo_reason(blocker, ctx.tr))
        left, right = panels.panel_rect(0), panels.panel_rect(1)
        top, width = left.y + 18, (left.w - 3 * 18) // 2
        buttons = [
            Button(pygame.Rect(left.x + 18, top, width, theme.TOUCH_MIN), ctx.tr("kupferkessel.board.menu"), "menu",
                   kind="quiet"),
            Button(pygame.Rect(left.x + 36 + width, top, width, theme.TOUCH_MIN), ctx.tr("kupferkessel.board.rules"),
                   "rules", kind="quiet"),
        ]
        if not self.session.humans:
            label = ctx.tr("app.pace_button", pace=pace_label(ctx, pace_of(ctx.settings).id))
            buttons.append(Button(panels.undo_rect(), label, "pace", kind="quiet"))
        if self.awaiting_last_card_choice():
            layout = LastCardLayout()
            buttons.append(Button(layout.keep, ctx.tr("kupferkessel.board.keep"), A.KEEP, kind="primary"))
            buttons.append(Button(layout.decline, ctx.tr("kupferkessel.board.decline"), A.DECLINE, kind="secondary"))
        if self.session.is_over and self._idle():
            box = panels.status_rect(self.session.viewer)
            buttons.append(Button(pygame.Rect(box.x, box.y + 20, box.w, theme.BUTTON_H),
                                  ctx.tr("kupferkessel.board.scores"), "scores", kind="primary"))
        self.buttons.set(buttons)
        if self.awaiting_last_card_choice() and self.buttons.focus is None:
            self.buttons.focus = next(i for i, b in enumerate(buttons) if b.action == A.KEEP)

    # -- input ----------------------------------------------------------------------------------

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "back":
            return self._leave()
        if intent.kind == "move":
            self.hovered = self._takeable(cell_at(intent.pos)) if intent.pos else None
        if intent.kind == "key" and intent.key in ("u", "r", "f", "l"):
            return self._activate({"u": "undo", "r": "rules", "f": "pace", "l": "log"}[intent.key], ctx)
        if intent.kind == "key" and self.awaiting_card() and self._choose_by_key(intent.key or ""):
            return None
        if intent.kind == "confirm" and self.awaiting_card() and self.selected is not None:
            return self._take(self.selected, ctx)
        used = self._shared_controls(intent, ctx, self.buttons)
        if used is not False:
            return used
        if intent.kind == "click" and intent.pos:
            target = self._takeable(cell_at(intent.pos))
            if target is not None:
                return self._take(target, ctx)
        return None

    def _activate(self, action: object, ctx: Context) -> Transition | None:
        if action in BOARD_ACTIONS:
            return self._board_action(action, ctx)
        if isinstance(action, (A.Keep, A.Decline)) and self.awaiting_last_card_choice():
            self.session.play(action)
            self._pull_news(ctx)
        return None

    def _taken_back(self, ctx: Context) -> None:
        super()._taken_back(ctx)
        self.selected = None

    def awaiting_card(self) -> bool:
        """True when the human to move picks a card of the glowing line (no clip running)."""
        return self._idle() and self.session.human_to_move() and self.session.view().phase == TAKE

    def awaiting_last_card_choice(self) -> bool:
        """True when the human to move decides to keep or leave a line's last card."""
        return self._idle() and self.session.human_to_move() and self.session.view().phase == LAST

    def _line(self) -> list[int]:
        view = self.session.view()
        return [c for c in view.beside_line(view.to_move) if view.grid[c] != EMPTY]

    def _takeable(self, index: int | None) -> int | None:
        return index if index is not None and self.awaiting_card() and index in self._line() else None

    def _choose_by_key(self, key: str) -> bool:
        """Digits 1-6 pick a line position, arrows step through the line; True when used."""
        view = self.session.view()
        line = list(view.beside_line(view.to_move))
        cards = self._line()
        if key.isdigit() and 1 <= int(key) <= len(line):
            if line[int(key) - 1] in cards:
                self.selected = line[int(key) - 1]
            return True
        if key in ("up", "down", "left", "right") and cards:
            step = 1 if key in ("down", "right") else -1
            index = cards.index(self.selected) + step if self.selected in cards else (0 if step > 0 else -1)
            self.selected = cards[index % len(cards)]
            return True
        return False

    def _take(self, index: int, ctx: Context) -> Transition | None:
        self.session.play(A.Take(index))
        self.selected = self.hovered = None
        self._pull_news(ctx)
        return None

    # -- time -----------------------------------------------------------------------------------

    def _curtain(self, ctx: Context) -> Push | None:
        return pass_screen(self.session, seat_names(ctx), on_handed_over=lambda seat: self.enter(ctx))

    def _score_scene(self) -> Scene:
        from games.kupferkessel.ui.score_scene import ScoreScene

        return ScoreScene(self.session)

    def _rules_scene(self) -> Scene:
        from games.kupferkessel.ui.rules_scene import rules_scene

        return rules_scene()

    # -- drawing --------------------------------------------------------------------------------

    def current_frame(self) -> Frame:
        """What the board shows now: the running clip's frame, or the viewer's view at rest."""
        clip: Clip | None = self.playback.clip
        if clip is not None:
            return clip.frame(min(self.playback.time, clip.duration))
        view = self.session.view()
        scenery = Scenery(view)
        if self.awaiting_card():
            scenery.glow_cells = tuple(self._line())
            scenery.selected, scenery.hovered, scenery.pulse = self.selected, self.hovered, 0.6
        return Frame(scenery)

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        if screen_hidden(self.session):
            draw_background(canvas)
            return
        draw_table(canvas)
        frame = self.current_frame()
        scenery = frame.scenery
        draw_board(canvas, ctx.fonts, scenery)
        names = seat_names(ctx)
        for seat in (0, 1):
            active = scenery.view.to_move == seat and not self.session.is_over
            caption = panels.SeatCaption(names[seat], seat_role(ctx, self.session, seat))
            panels.draw_player_panel(canvas, ctx, seat, scenery, caption, active,
                                     self._status(ctx, seat, active), 0.6)
        panels.draw_pile(canvas, ctx, scenery.pile())
        self.log_panel.draw(canvas, ctx, self.log, ctx.tr("app.log_title"))
        self.undo.draw(canvas, ctx)
        if scenery.view.phase == LAST and scenery.view.pending != EMPTY:
            draw_last_card(canvas, ctx, scenery.view.pending, LastCardLayout())
        if frame.burst:
            draw_burst(canvas, *frame.burst)
        draw_sprites(canvas, ctx.fonts, frame.sprites)
        if frame.counter:
            draw_counter(canvas, ctx.fonts, *frame.counter)
        if frame.banner:
            self._draw_banner(canvas, ctx, frame.banner)
        self.buttons.draw(canvas, ctx.fonts)

    def _status(self, ctx: Context, seat: int, active: bool) -> str:
        if self.session.is_over:
            return ctx.tr("kupferkessel.board.game_over") if seat == self.session.viewer and not self._idle() else ""
        if not active:
            return ""
        name = seat_names(ctx)[seat]
        if not self._idle():
            return ctx.tr("kupferkessel.board.to_move", player=name)
        if not self.session.is_human(seat):
            return ctx.tr("kupferkessel.board.thinking", player=name)
        if self.session.view().phase == LAST:
            return ctx.tr("kupferkessel.board.to_move", player=name)
        return ctx.tr("kupferkessel.board.take_hint")

    def _draw_banner(self, canvas: pygame.Surface, ctx: Context, banner: str) -> None:
        """A wide ribbon across the board announcing an extra turn or an explosion."""
        clip: Clip | None = self.playback.clip
        player = seat_names(ctx)[clip.h.seat] if clip is not None else ""
        text = (ctx.tr("kupferkessel.board.explosion") if banner == "explosion"
                else ctx.tr("kupferkessel.event.extra_turn", player=player))
        lines = self.playback.lines
        subtitle = lines[1] if banner == "explosion" and len(lines) > 1 else ""
        ribbon = pygame.Rect(0, 0, 1100, 190 if subtitle else 140)
        ribbon.center = (960, 540)
        colour = theme.DANGER if banner == "explosion" else theme.BRASS_DARK
        dim(canvas, 60)
        pygame.draw.rect(canvas, theme.INK, ribbon.move(0, 8), border_radius=22)
        pygame.draw.rect(canvas, colour, ribbon, border_radius=22)
        pygame.draw.rect(canvas, theme.BRASS_LIGHT, ribbon, 5, border_radius=22)
        font = fit_font(ctx.fonts, text, ribbon.w - 60, theme.TEXT_TITLE, min_size=32, bold=True)
        middle = (ribbon.centerx, ribbon.centery - 28) if subtitle else ribbon.center
        draw_text(canvas, text, font, theme.TEXT_LIGHT, middle, "center", shadow=theme.INK)
        if subtitle:
            small = fit_font(ctx.fonts, subtitle, ribbon.w - 60, theme.TEXT_BODY, min_size=24)
            draw_text(canvas, subtitle, small, theme.PARCHMENT_LIGHT, (ribbon.centerx, ribbon.centery + 48), "center")
