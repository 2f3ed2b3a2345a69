"""The board screen: an Alchemists match in progress, drawn from the viewer's view.

The scene owns a MatchSession (games.app.table.match_session) through the shared MatchBoard: whatever
the session applied — a human's decision, a computer's, the cards the driver dealt — comes back as
news and is played as clips at the table's pace, its narration entering the event log as it
starts; the hot-seat curtain hands the screen from human to human (nothing private is drawn
before it lifts); undo, the log, the rules and the pace are MatchBoard's.

The human to move puts a decision together (games.alchemists.board.ui.choice) from the legal actions:
a tap on the board (an order space, an action space, a card of the row or of the hand, a theory
column, an alchemical, a seal, a favor, an artifact, a wish) or on an option button of the strip
chooses the next part; Confirm plays it. Keys: 1-9 and 0 the strip's options, Enter confirms,
Backspace takes the last part back, Esc cancels (or, with nothing chosen, leaves), Tab and the
arrows move the focus over every button, U undo, R rules, L the log, P the pace.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.alchemists.board.view import View
from games.alchemists.board.ui import controls as C
from games.alchemists.board.ui import choice as CH
from games.alchemists.board.ui.card_info import CLOSE, card_target, draw_card_info
from games.alchemists.board.ui.narrate import narrator, undo_reason
from games.alchemists.board.ui.scene_marks import clip_marks, targets_of
from games.alchemists.board.ui.targets import CHOSEN, FOCUS, OPTION, Hit
from games.alchemists.board.ui.draw import draw_table
from games.alchemists.board.ui.layout import table_layout
from games.alchemists.board.ui.words import chosen_text, player, space, step_prompt, task_prompt
from games.app.kit import theme
from games.app.table.event_log import EventLog
from games.app.table.hotseat import pass_screen, screen_hidden
from games.app.table.match_board import BOARD_ACTIONS, MatchBoard
from games.app.table.match_session import Happening, MatchSession
from games.app.scene import Context, Intent, Push, Scene, Transition
from games.app.kit.text import draw_text_box
from games.app.kit.widgets import ButtonGroup, draw_background
from games.kernel.errors import IllegalActionError
from games.kernel.protocol import CHANCE

SHORTCUTS = {"u": "undo", "r": "rules", "l": "log", "p": "pace", "backspace": "back"}
CLIP_SECONDS = 1.1  # a decision's clip at normal speed
LINE_SECONDS = 0.35  # ... and more for each further line of narration


@dataclass(frozen=True)
class Clip:
    """One applied action on screen: the board after it, its narration, how long it shows."""

    happening: Happening
    duration: float


def clip_for(h: Happening) -> Clip:
    """Chance steps that tell nothing new pass at once; decisions show a moment, longer for more news."""
    news = len(h.after.events) - len(h.before.events)
    if h.seat == CHANCE and news == 0:
        return Clip(h, 0.0)
    return Clip(h, CLIP_SECONDS + LINE_SECONDS * max(0, news - 1))


class TableScene(MatchBoard):
    """An Alchemists match on screen."""

    def __init__(self, session: MatchSession) -> None:
        self.layout = table_layout((theme.CANVAS_W, theme.CANVAS_H))
        undo = self.layout.undo  # widened over the free room at its right, so its reason fits on one line
        super().__init__(session, clip_for, pygame.Rect(undo.x, undo.y, self.layout.buttons.right - undo.x, undo.h),
                         self.layout.log)
        self.strip = C.strip_of(self.layout.command)
        self.choice: CH.Choice | None = None
        self.refused = False  # the last tap chose nothing
        self.buttons = ButtonGroup()
        self.hits: list[Hit] = []
        self.info: tuple | None = None  # the artifact, favor or seat whose card a tap opened
        self._view: tuple[object, int, View] | None = None

    # -- life cycle -----------------------------------------------------------------------------

    def enter(self, ctx: Context) -> None:
        self.log = EventLog(narrator(ctx.tr, self._may_see_own))
        self.log.rebuild(self.session.history()[:self.shown])
        self._refresh(ctx)

    def _may_see_own(self, seat: int) -> bool:
        return self.session.is_human(seat)

    def _refresh(self, ctx: Context) -> None:
        """Rebuild the decision in the making, the buttons and the undo control."""
        self.undo.refresh(ctx, self.session, lambda blocker: undo_reason(blocker, ctx.tr))
        deciding = self.deciding()
        if deciding and self.choice is None:
            self.choice = CH.start(self.session.legal_actions())
        elif not deciding:
            self.choice = None
        view = self.view()
        buttons = []
        if self.choice is not None:
            buttons += C.option_buttons(ctx, view, self.choice, self.strip, self.layout) + C.decision_buttons(ctx, self.choice, self.strip)
        over = self.session.is_over and self._idle()
        buttons += C.board_buttons(ctx, self.layout.buttons, self.strip, over=over)
        self.buttons.set(buttons)
        self._keep_focus()

    def _keep_focus(self) -> None:
        """With the keyboard in use, the focus goes to Confirm once a whole action is chosen, else to
        the first option of the next step."""
        if self.buttons.focus is None or self.choice is None:
            return
        actions = [b.action for b in self.buttons.buttons]
        wanted = "confirm" if "confirm" in actions else next((a for a in actions if C.is_option(a)), None)
        if wanted is not None:
            self.buttons.focus = actions.index(wanted)

    # -- what the screen shows -------------------------------------------------------------------

    def view(self) -> View:
        """The viewer's view now (computed once per position)."""
        state, viewer = self.session.match.state, self.session.viewer
        if self._view is None or self._view[0] is not state or self._view[1] != viewer:
            self._view = (state, viewer, self.session.view())
        return self._view[2]

    def deciding(self) -> bool:
        """True while the human holding the screen must decide (no clip running, no curtain due)."""
        session = self.session
        return (self._idle() and session.human_to_move() and session.handover_to() is None
                and self.view().seat == session.to_move)

    def marks(self) -> dict[tuple, str]:
        """Board targets to highlight: what may be tapped now ("option") and what was chosen."""
        if self.choice is None:
            return {}
        marks: dict[tuple, str] = {}
        wishes = self.view().adventurer
        for slot, value in self.choice.options():
            for target in targets_of(slot, value, wishes):
                marks[target] = OPTION
        for slot, value in self.choice.chosen:
            for target in targets_of(slot, value, wishes):
                marks[target] = CHOSEN
        focused = self._focused_part()
        if focused is not None:  # the keyboard's focus on an option: its place on the board shows it too
            for target in targets_of(*focused, wishes):
                marks[target] = FOCUS
        return marks

    def _focused_part(self) -> tuple[str, object] | None:
        """The part of the option button holding the keyboard focus, if one does."""
        focus, buttons = self.buttons.focus, self.buttons.buttons
        if focus is None or not 0 <= focus < len(buttons) or not C.is_option(buttons[focus].action):
            return None
        return buttons[focus].action[1]

    # -- input ----------------------------------------------------------------------------------

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "back" and self.info is not None:  # Esc closes an open card first
            self.info = None
            return None
        if intent.kind == "click":
            self.info = None  # any tap closes an open card (a tap on another one opens that)
        if intent.kind == "back":
            if self.choice is not None and self.choice.started:
                return self._activate("cancel", ctx)
            return self._leave()
        if intent.kind == "key":
            return self._key(intent.key or "", ctx)
        if intent.kind == "move":
            self.buttons.handle(intent)
            self.undo.pressed(intent)
            return None
        if intent.kind == "confirm" and self.buttons.focus is None:
            return self._activate("confirm", ctx)
        used = self._shared_controls(intent, ctx, self.buttons)
        if used is not False:
            return used
        if intent.kind == "click" and intent.pos is not None:
            return self._tap_board(intent.pos, ctx)
        return None

    def _key(self, key: str, ctx: Context) -> Transition | None:
        if key in SHORTCUTS:
            return self._activate(SHORTCUTS[key], ctx)
        if key.isdigit() and self.choice is not None:
            options = self.choice.options()
            index = (int(key) - 1) % 10
            return self._activate(("part", options[index]), ctx) if index < len(options) else None
        if key in ("pageup", "pagedown", "home", "end"):
            self.log_panel.handle(Intent("key", key=key))
            return None
        self.buttons.handle(Intent("key", key=key))
        return None

    def _tap_board(self, pos: tuple[int, int], ctx: Context) -> Transition | None:
        """A tap on the drawn table: the option it stands for, if any; an artifact, a favor or a seat
        also opens its card (what it does)."""
        tapped = [hit.target for hit in reversed(self.hits) if hit.rect.collidepoint(pos)]
        if tapped[:1] == [CLOSE]:
            return None
        self.info = next((card for card in map(self._card_of, tapped) if card is not None), None)
        if self.choice is None:
            return None
        wishes = self.view().adventurer
        for target in tapped:
            if target[0] == "wish" and target[1] < len(wishes):  # the table names a wish by its place
                target = ("wish", wishes[target[1]])
            part = CH.part_for_target(self.choice, target)
            if part is not None:
                return self._activate(("part", part), ctx)
        self.refused = self.info is None
        return None

    def _card_of(self, target: tuple) -> tuple | None:
        return card_target(target, self.session.is_human(self.view().seat))

    def _activate(self, action: object, ctx: Context) -> Transition | None:
        if action in BOARD_ACTIONS:
            return self._board_action(action, ctx)
        if self.deciding() and self.choice is not None:
            self._decide(action, ctx)
        self._refresh(ctx)
        return None

    def _decide(self, action: object, ctx: Context) -> None:
        """One tap (or key) of the human to move on the decision in the making."""
        choice = self.choice
        assert choice is not None
        self.refused = False
        if action == "confirm":
            ready = choice.ready()
            if ready is not None:
                self._play(ready, ctx)
            return
        if action == "back":
            self.choice = choice.back(self.session.legal_actions())
        elif action == "cancel":
            self.choice = CH.start(self.session.legal_actions())
        elif isinstance(action, tuple) and action[0] == "part":
            self.choice = choice.pick(action[1])

    def _play(self, action: object, ctx: Context) -> None:
        try:
            self.session.play(action)  # type: ignore[arg-type]
        except IllegalActionError:  # built from the legal actions: should not happen
            self.refused = True
            return
        self.choice = None
        self._pull_news(ctx)

    def _taken_back(self, ctx: Context) -> None:
        self._view, self.choice = None, None
        super()._taken_back(ctx)

    # -- the shared board's hooks ------------------------------------------------------------------

    def _curtain(self, ctx: Context) -> Push | None:
        names = [player(ctx.tr, seat.colour) for seat in self.view().seats]
        return pass_screen(self.session, names, on_handed_over=lambda seat: self._handed_over(ctx))

    def _handed_over(self, ctx: Context) -> None:
        self._view, self.choice, self.info = None, None, None
        self.enter(ctx)

    def _score_scene(self) -> Scene:
        from games.alchemists.board.ui.end_scene import EndScene

        return EndScene(self.session)

    def _rules_scene(self) -> Scene:
        from games.alchemists.board.ui.rules_scene import rules_scene

        return rules_scene()

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        if screen_hidden(self.session):
            draw_background(canvas)
            return
        clip = self.playback.clip
        view = clip.happening.after if clip is not None else self.view()
        private = self.session.is_human(view.seat)  # computers watched: nobody's cards are shown
        marks = self.marks() if clip is None else clip_marks(clip.happening, self.playback.actor)
        self.hits = draw_table(canvas, self.layout, view, ctx, marks, private=private)
        self._draw_strip(canvas, ctx, view)
        pictures = clip is None and self.choice is not None and C.pictured(self.choice) is not None
        if pictures:
            self.hits += C.draw_pictures(canvas, self.layout, ctx, view, self.choice, self.strip, marks)
        self.log_panel.draw(canvas, ctx, self.log, ctx.tr("app.log_title"))
        self.undo.draw(canvas, ctx)
        C.draw_buttons(canvas, ctx, self.buttons, pictures)
        card = self.shown_card() if clip is None else None
        if card is not None:
            self.hits.append(draw_card_info(canvas, self.layout, ctx, view, card, self._anchor(card)))

    def shown_card(self) -> tuple | None:
        """The card to show: the one a tap opened, else the artifact or favor holding the keyboard's
        focus, else the one last chosen in the decision in the making."""
        if self.info is not None:
            return self.info
        parts = [self._focused_part()] + list(reversed(self.choice.chosen if self.choice is not None else ()))
        return next((card for card in map(self._card_of, filter(None, parts)) if card is not None), None)

    def _anchor(self, card: tuple) -> pygame.Rect:
        """What the card stands next to: its place on the board, else its option button, else the strip."""
        for hit in self.hits:
            if hit.target == card:
                return hit.rect
        for button in self.buttons.buttons:
            if button.action == ("part", card):
                return button.rect
        return self.strip.area

    def _draw_strip(self, canvas: pygame.Surface, ctx: Context, view: View) -> None:
        """The choice strip: what happens now, or what the player to move is asked."""
        strip = self.strip
        pygame.draw.rect(canvas, theme.WOOD_DARK, strip.area, border_radius=12)
        pygame.draw.rect(canvas, theme.BRASS_DARK, strip.area, 3, border_radius=12)
        lines = self.playback.lines if self.playback.clip is not None else []
        if lines:
            box = pygame.Rect(strip.prompt.x, strip.prompt.y + 4, strip.prompt.w, strip.area.bottom - strip.prompt.y - 16)
            draw_text_box(canvas, ctx.fonts, "\n".join(lines[:4]), box, theme.TEXT_LIGHT, 30, min_size=24,
                          line_spacing=1.05)
            self._draw_progress(canvas, strip.area)
            return
        draw_text_box(canvas, ctx.fonts, self._prompt(ctx, view), strip.prompt, theme.BRASS_LIGHT, 28, min_size=24,
                      bold=True, valign="center")
        if self.session.bot_to_move() and not self.session.is_over:
            self._draw_thinking(canvas, strip.area, ctx.now())

    def _draw_progress(self, canvas: pygame.Surface, area: pygame.Rect) -> None:
        """How far the running clip has played: a brass line along the strip's foot."""
        clip = self.playback.clip
        if clip is None or clip.duration <= 0:
            return
        done = min(1.0, self.playback.time / clip.duration)
        bar = pygame.Rect(area.x + 12, area.bottom - 10, area.w - 24, 4)
        pygame.draw.rect(canvas, theme.WOOD_LIGHT, bar, border_radius=2)
        pygame.draw.rect(canvas, theme.BRASS_LIGHT, pygame.Rect(bar.x, bar.y, round(bar.w * done), bar.h), border_radius=2)

    def _draw_thinking(self, canvas: pygame.Surface, area: pygame.Rect, now: float) -> None:
        """A computer is thinking: a brass segment runs along the strip's foot."""
        bar = pygame.Rect(area.x + 12, area.bottom - 10, area.w - 24, 4)
        width = bar.w // 6
        left = bar.x + round((now * 0.6 % 1.0) * (bar.w - width))
        pygame.draw.rect(canvas, theme.WOOD_LIGHT, bar, border_radius=2)
        pygame.draw.rect(canvas, theme.BRASS_LIGHT, pygame.Rect(left, bar.y, width, bar.h), border_radius=2)

    def _prompt(self, ctx: Context, view: View) -> str:
        tr = ctx.tr
        if self.session.is_over:
            return tr("alchemists_play.board.over")
        if self.choice is None:
            seat = self.session.to_move
            if seat < 0 or seat >= view.players:
                return tr("alchemists_play.board.round", round=max(1, view.round))
            name = player(tr, view.seats[seat].colour)
            key = "waiting_bot" if seat in self.session.bots else "waiting_human"
            return tr(f"alchemists_play.board.{key}", player=name)
        task = view.task
        if self.choice.started and task is not None and task.kind == "act":
            text = f"{player(tr, view.own().colour)}: {space(tr, task.space)}  —  {chosen_text(tr, self.choice)}"
        else:
            text = f"{player(tr, view.own().colour)}: {task_prompt(tr, view)}"
            if self.choice.started:
                text += "  —  " + chosen_text(tr, self.choice)
        step = step_prompt(tr, self.choice)
        if step:
            text += "  —  " + step
        if self.refused:
            text += "  —  " + tr("alchemists_play.board.not_now")
        return text
