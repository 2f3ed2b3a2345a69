"""The board screen: an Alchemist match in progress, drawn from the viewer's view.

The scene owns a MatchSession. Whatever the session applied (a human's decision, a computer's, the
cubes drawn from the bag) comes back as news and is played as clips, one after another, at the
table's pace (games.app.table.bot_pacing); computers are asked only while no clip runs. The event log,
the undo control and the hot-seat curtain are the shared pieces of games.app.

The human to move puts a decision together (games.alchemist.ui.plan) and confirms it:
- invent: tap an empty cauldron, then cubes of the own screen (tap, or drag them into the
  cauldron; tap a cube of the recipe to take it back), then a free fame tile; Confirm;
- copy: tap a written cauldron, choose the tribute (a cube of its recipe); Confirm;
- pass: tap a pile of the open supply, or the bag; Confirm.
What may not be done is faded, and a tap on it says why in the engine's words.

Keys: 1-9 and 0 choose cauldron 1-10; A S D F G the five kinds (into the recipe, as tribute, or
from the supply); B the bag; T the next fame tile; Backspace takes the last cube back; Enter
confirms; Esc cancels the decision (or, with none, goes back to the menu); Tab and the arrows
move the focus over everything, Enter uses it; U undo, R rules, L the whole log, P the
computers' pace.
"""

from __future__ import annotations

import pygame

from games.alchemist.components import kinds_in
from games.alchemist.ui import action_bar, art, panels
from games.alchemist.ui import layout as L
from games.alchemist.ui import plan as P
from games.alchemist.ui.board_draw import Scenery, draw_compendium, draw_table
from games.alchemist.ui.clips import Clip, Frame, clip_for, draw_flying
from games.alchemist.ui.narrate import narrator, undo_reason
from games.alchemist.ui.targets import Targets, drop_target
from games.alchemist.ui.words import caption, confirm_label, plan_words, seat_names, waiting_words
from games.alchemist.view import View
from games.app.table.event_log import EventLog
from games.app.table.hotseat import pass_screen, screen_hidden
from games.app.table.match_board import BOARD_ACTIONS, MatchBoard
from games.app.table.match_session import MatchSession
from games.app.scene import Context, Intent, Push, Scene, Transition
from games.app.kit.widgets import draw_background
from games.kernel.errors import IllegalActionError

KIND_KEYS = ("a", "s", "d", "f", "g")
SHORTCUTS = {"u": "undo", "r": "rules", "l": "log", "p": "pace", "b": ("bag",), "t": "next-tile",
             "backspace": "take-back"}


class BoardScene(MatchBoard):
    """An Alchemist match on screen."""

    def __init__(self, session: MatchSession) -> None:
        super().__init__(session, lambda h: clip_for(h, self._own_seat(h.before)), L.UNDO,
                         L.log_rect(len(session.seats)))
        self.plan: P.Plan = P.NOTHING
        self.refusal: str | None = None  # why the last tap was refused (an engine problem id)
        self.targets = Targets()
        self._playable: tuple[tuple, tuple[frozenset[int], frozenset[int]]] | None = None
        self._view: tuple[tuple, View] | None = None

    # -- life cycle -----------------------------------------------------------------------------

    def enter(self, ctx: Context) -> None:
        self.log = EventLog(narrator(ctx.tr, self.session.is_human))
        self.log.rebuild(self.session.history()[:self.shown])
        self._refresh(ctx)

    def _refresh(self, ctx: Context) -> None:
        """Rebuild the targets and the undo control after anything changed."""
        self.undo.refresh(ctx, self.session, lambda blocker: undo_reason(blocker, ctx.tr))
        view = self.view()
        status = P.status(view, self.plan) if self.deciding() else None
        self.targets.build(ctx, self._scenery(view), status, deciding=self.deciding(),
                           watching=not self.session.humans, over=self.session.is_over and self._idle(),
                           confirm=confirm_label(ctx, status.action) if status and status.action else None)

    # -- what the screen shows -------------------------------------------------------------------

    def view(self) -> View:
        """The viewer's view of the match now (asked for many times a frame: computed once)."""
        key = self._position()
        if self._view is None or not self._same(self._view[0], key):
            self._view = (key, self.session.view())
        return self._view[1]

    def _position(self) -> tuple:
        """The match's current state (the object itself, so a cache holding it stays true) and the viewer."""
        return self.session.match.state, self.session.viewer

    @staticmethod
    def _same(a: tuple, b: tuple) -> bool:
        return a[0] is b[0] and a[1] == b[1]

    def _own_seat(self, view: View) -> int | None:
        """The viewer's seat when a human plays it at this screen (its screen may be shown open)."""
        return view.seat if self.session.is_human(view.seat) else None

    def deciding(self) -> bool:
        """True while the human holding the screen must decide (no clip running)."""
        return self._idle() and self.session.human_to_move() and self.view().seat == self.session.to_move

    def _playable_now(self, view: View) -> tuple[frozenset[int], frozenset[int]]:
        """Cauldrons where the viewer can invent / copy now (computed once per position)."""
        key = self._position()
        if self._playable is None or not self._same(self._playable[0], key):
            self._playable = (key, P.playable_cauldrons(view))
        return self._playable[1]

    def _scenery(self, view: View | None = None) -> Scenery:
        view = view or self.view()
        own = self._own_seat(view) is not None
        if not self.deciding():
            return Scenery(view, own_visible=own)
        invent, copy = self._playable_now(view)
        return Scenery(view, self.plan, own, invent if self.plan.mode == P.NONE else frozenset(),
                       copy if self.plan.mode == P.NONE else frozenset())

    def current_frame(self) -> tuple[Scenery, Frame | None]:
        """What the board shows now: the running clip's moment, or the viewer's view at rest."""
        clip: Clip | None = self.playback.clip
        if clip is None:
            return self._scenery(), None
        h = clip.happening
        frame = clip.frame(min(self.playback.time, clip.duration))
        scenery = Scenery(h.after, own_visible=self._own_seat(h.after) is not None, cauldrons=frame.cauldrons,
                          fame=frame.fame, flash_cauldron=frame.flash_cauldron, flash_seat=frame.flash_seat)
        return scenery, frame

    # -- input ----------------------------------------------------------------------------------

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "back":
            return self._cancel(ctx) if self.plan != P.NOTHING else self._leave()
        if intent.kind == "key":
            return self._key(intent.key or "", ctx)
        if intent.kind == "press":
            self.targets.press(intent.pos if self.deciding() else None, self.plan)
            return None
        if intent.kind == "move":
            self.targets.move(intent.pos)
            self.undo.pressed(intent)
            self.targets.buttons.handle(intent)
            return None
        if intent.kind == "click":
            dragged = self.targets.release()
            if dragged is not None:
                return self._drop(dragged, intent.pos, ctx)
        if intent.kind == "confirm" and self.targets.buttons.focus is None:
            return self._activate("confirm", ctx)
        used = self._shared_controls(intent, ctx, self.targets.buttons)
        return None if used is False else used

    def _key(self, key: str, ctx: Context) -> Transition | None:
        if key in SHORTCUTS:
            return self._activate(SHORTCUTS[key], ctx)
        if key.isdigit():
            return self._activate(("cauldron", (int(key) - 1) % 10), ctx)
        if key in KIND_KEYS:
            kind = KIND_KEYS.index(key)
            mode = self.plan.mode
            target = "screen" if mode == P.INVENT else ("tribute" if mode == P.COPY else "supply")
            return self._activate((target, kind), ctx)
        if key in ("pageup", "pagedown", "home", "end"):
            self.log_panel.handle(Intent("key", key=key))
            return None
        self.targets.buttons.handle(Intent("key", key=key))
        return None

    def _drop(self, drag: tuple[str, int] | None, pos: tuple[int, int] | None, ctx: Context) -> Transition | None:
        """A cube dragged from the screen into a cauldron (or out of the recipe) lands."""
        if drag is None:
            return None
        source, kind = drag
        where = drop_target(pos)
        if source == "screen" and where is not None and where != ("screen",):
            cauldron = where[1] if where[0] == "cauldron" else self.plan.cauldron
            if cauldron is not None and self.view().cauldrons[cauldron].is_empty:
                self._activate(("cauldron", cauldron), ctx, toggle=False)
                return self._activate(("screen", kind), ctx)
            if cauldron is not None:
                self.refusal = "cauldron-taken"
                self._refresh(ctx)
        if source == "draft" and where != ("draft",):
            return self._activate(("draft", kind), ctx)
        return None

    def _activate(self, action: object, ctx: Context, toggle: bool = True) -> Transition | None:
        if action in BOARD_ACTIONS:
            return self._board_action(action, ctx)
        if self.deciding():
            self._decide(action, ctx, toggle)
        self._refresh(ctx)
        return None

    def _decide(self, action: object, ctx: Context, toggle: bool) -> None:
        """One tap (or key) of the human to move, on the plan."""
        view, plan, problem = self.view(), self.plan, None
        if action == "confirm":
            self._confirm(view, ctx)
            return
        if action == "cancel":
            self.plan, self.refusal = P.NOTHING, None
            return
        if action == "take-back":
            cubes = kinds_in(plan.recipe)
            plan = P.remove_cube(plan, cubes[-1]) if cubes else plan
        elif action == "next-tile":
            plan = P.next_tile(view, plan)
        elif isinstance(action, tuple):
            target, *rest = action
            if target == "cauldron":
                chosen = P.choose_cauldron(view, plan, rest[0])
                plan = P.NOTHING if toggle and chosen is plan and plan.mode != P.NONE else chosen
            elif target == "screen":
                plan, problem = P.add_cube(view, plan, rest[0]) if plan.mode == P.INVENT else (plan, "choose-cauldron")
            elif target == "draft":
                plan = P.remove_cube(plan, rest[0])
            elif target == "tile":
                plan, problem = P.choose_tile(view, plan, rest[0])
            elif target == "tribute":
                plan, problem = P.choose_tribute(view, plan, rest[0])
            elif target == "supply":
                plan = P.choose_supply(view, rest[0])
            elif target == "bag":
                plan = P.choose_bag(view)
        self.plan, self.refusal = plan, problem

    def _confirm(self, view: View, ctx: Context) -> None:
        status = P.status(view, self.plan)
        if status.action is None:
            return
        try:
            self.session.play(status.action)
        except IllegalActionError:  # the plan was checked with the engine's own checks: should not happen
            self.refusal = status.problem or "must-take"
            return
        self.plan, self.refusal = P.NOTHING, None
        self._pull_news(ctx)

    def _cancel(self, ctx: Context) -> Transition | None:
        self.plan, self.refusal = P.NOTHING, None
        self._refresh(ctx)
        return None

    def _taken_back(self, ctx: Context) -> None:
        self._view = self._playable = None
        self.plan, self.refusal = P.NOTHING, None
        super()._taken_back(ctx)

    # -- time -----------------------------------------------------------------------------------

    def _curtain(self, ctx: Context) -> Push | None:
        colours = self.view().colours
        return pass_screen(self.session, seat_names(ctx, colours), on_handed_over=lambda seat: self.enter(ctx),
                           emblem=lambda seat: art.seal_drawing(colours[seat]))

    def _score_scene(self) -> Scene:
        from games.alchemist.ui.end_scene import EndScene

        return EndScene(self.session)

    def _rules_scene(self) -> Scene:
        from games.alchemist.ui.rules_scene import rules_scene

        return rules_scene()

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        if screen_hidden(self.session):
            draw_background(canvas)
            return
        scenery, frame = self.current_frame()
        draw_table(canvas, ctx.fonts, scenery.view.players, panels.paint_fixtures)
        draw_compendium(canvas, ctx.fonts, scenery)
        panels.draw_tiles_heading(canvas, ctx)
        view = scenery.view
        names = [caption(ctx, self.session, seat, view.colours) for seat in range(view.players)]
        panels.draw_own_screen(canvas, ctx, scenery)
        panels.draw_supply(canvas, ctx, scenery)
        acting = view.acting if view.acting >= 0 and not self.session.is_over else None
        for seat in range(view.players):
            panels.draw_player(canvas, ctx, scenery, seat, names[seat], seat == acting)
        self.log_panel.draw(canvas, ctx, self.log, ctx.tr("app.log_title"))
        self.undo.draw(canvas, ctx)
        action_bar.draw_bar(canvas, ctx, scenery, self._bar_words(ctx, view))
        self.targets.draw(canvas, ctx)
        if frame is not None:
            draw_flying(canvas, frame)
        self.targets.draw_drag(canvas)

    def _bar_words(self, ctx: Context, view: View) -> action_bar.BarWords:
        lines = self.playback.lines
        if self.playback.clip is not None and lines:
            return action_bar.BarWords(lines[0], " ".join(lines[1:]))
        if self.deciding():
            return plan_words(ctx, view, self.plan, P.status(view, self.plan), self.refusal,
                              len(self.session.humans) > 1)
        return waiting_words(ctx, self.session, view)
