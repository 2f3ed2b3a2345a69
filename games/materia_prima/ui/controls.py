"""The controls of a human alchemist's turn: which figure acts, the verbs it can use, the targets of
the chosen verb, End turn. The board shows the same targets (and the fields the figure can reach);
a tap there or on a button, or Tab/arrows and Enter, play the action.

`TurnControls.buttons(...)` lays out the buttons in the controls box; `press(action)` and
`tap_field(field)` turn a button or a board tap into a list of actions to play (a walk over
several fields is several Move actions), or change what is shown.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.app.scene import Context
from games.app.kit.widgets import Button
from games.materia_prima import actions as A
from games.materia_prima.state import State
from games.materia_prima.ui import words as W
from games.materia_prima.ui.board_draw import BoardMarks
from games.materia_prima.ui.turn_options import (
    MARK_OF, SINGLE, TurnOptions, action_label, fight_chance, moves_left, percent, reach, target_field, verb_label,
)

ROW_H, GAP = 74, 8
PROMPT_H = 100
BOTTOM_H = 110


@dataclass
class TurnControls:
    """The selected figure and verb of the human to move."""

    figure: str | None = None
    verb: str | None = None

    def refresh(self, options: TurnOptions) -> None:
        """Keep the selection where it is still possible, else the first figure that can act."""
        figures = options.figures()
        if self.figure not in figures:
            self.figure = figures[0] if figures else None
            self.verb = None
        if self.figure is not None and self.verb not in options.verbs(self.figure):
            self.verb = None

    # -- the board ------------------------------------------------------------------------------

    def marks(self, state: State, options: TurnOptions) -> BoardMarks:
        """Targets of the chosen verb (with the chance to win on each inquisitor), else the
        fields the selected figure reaches with its moves."""
        marks = BoardMarks(selected=self.figure)
        if self.figure is None:
            return marks
        if self.verb is not None and self.verb in MARK_OF:
            for action in options.actions(self.figure, self.verb):
                spot = target_field(state, action)
                if spot is not None:
                    marks.targets[spot] = MARK_OF[self.verb]
                    if isinstance(action, A.Fight):
                        marks.labels[spot] = percent(fight_chance(state, action))
            return marks
        if "move" in options.verbs(self.figure):
            for spot, path in reach(state, self.figure, moves_left(state, self.figure)).items():
                marks.targets[spot] = "move" if len(path) == 1 else "reach"
        return marks

    def tap_field(self, state: State, options: TurnOptions, spot: int, touched: list[str]) -> list[A.Action]:
        """What a tap on board field `spot` does: play the chosen verb's target there, select the own
        figure `touched` (tapped right on it), open the fight odds on an inquisitor, or walk there.
        The actions to play."""
        if self.figure is None:
            return []
        if self.verb is not None:
            chosen = [a for a in options.actions(self.figure, self.verb) if target_field(state, a) == spot]
            if chosen:
                return chosen[:1]
        for figure in touched:
            if figure != self.figure:
                self.figure, self.verb = figure, None
                return []
        fights = [a for a in options.actions(self.figure, "fight") if target_field(state, a) == spot]
        if fights:
            self.verb = "fight"
            return []
        path = reach(state, self.figure, moves_left(state, self.figure)).get(spot)
        if path and "move" in options.verbs(self.figure):
            return [A.Move(self.figure, state.board.fields[step].hex) for step in path]
        return []

    # -- the buttons ----------------------------------------------------------------------------

    def height(self, options: TurnOptions) -> int:
        """The height the controls need now."""
        rows = self._rows(options)
        figure_row = ROW_H + GAP if len(options.figures()) > 1 else 0
        return PROMPT_H + figure_row + rows * (ROW_H + GAP) + BOTTOM_H + 24

    def _rows(self, options: TurnOptions) -> int:
        if self.figure is None:
            return 0
        count = len(options.actions(self.figure, self.verb)) + 1 if self.verb else len(options.verbs(self.figure))
        return (count + 1) // 2

    def buttons(self, ctx: Context, state: State, options: TurnOptions, box: pygame.Rect) -> list[Button]:
        """Figures, verbs or targets, and End turn (Undo sits beside it: `undo_rect`)."""
        buttons: list[Button] = []
        y = box.y + PROMPT_H
        figures = options.figures()
        if len(figures) > 1:
            width = (box.w - 32 - (len(figures) - 1) * GAP) // len(figures)
            for index, figure in enumerate(figures):
                rect = pygame.Rect(box.x + 16 + index * (width + GAP), y, width, ROW_H)
                buttons.append(Button(rect, W.figure_name(ctx.tr, figure), ("figure", figure),
                                      kind="selected" if figure == self.figure else "quiet"))
            y += ROW_H + GAP
        for index, (label, action, kind) in enumerate(self._choices(ctx, state, options)):
            column, row = index % 2, index // 2
            width = (box.w - 32 - GAP) // 2
            rect = pygame.Rect(box.x + 16 + column * (width + GAP), y + row * (ROW_H + GAP), width, ROW_H)
            buttons.append(Button(rect, label, action, kind=kind))  # type: ignore[arg-type]
        if options.end is not None:
            buttons.append(Button(self.end_rect(box), W.t(ctx.tr, "verb.end"), ("play", options.end), kind="primary"))
        return buttons

    def _choices(self, ctx: Context, state: State, options: TurnOptions) -> list[tuple[str, object, str]]:
        tr = ctx.tr
        if self.figure is None:
            return []
        if self.verb is not None:
            targets = [(action_label(tr, state, a), ("play", a), "secondary")
                       for a in options.actions(self.figure, self.verb)]
            return targets + [(W.t(tr, "verb.back"), ("verb", None), "quiet")]
        choices = []
        for verb in options.verbs(self.figure):
            actions = options.actions(self.figure, verb)
            if verb in SINGLE or len(actions) == 1 and verb not in MARK_OF:
                choices.append((verb_label(tr, state, actions[0]), ("play", actions[0]), "secondary"))
            else:
                choices.append((W.t(tr, f"verb.{verb}"), ("verb", verb), "quiet"))
        return choices

    @staticmethod
    def end_rect(box: pygame.Rect) -> pygame.Rect:
        width = (box.w - 32 - GAP) // 2
        return pygame.Rect(box.x + 16 + width + GAP, box.bottom - BOTTOM_H - 12, width, BOTTOM_H)

    @staticmethod
    def undo_rect(box: pygame.Rect) -> pygame.Rect:
        width = (box.w - 32 - GAP) // 2
        return pygame.Rect(box.x + 16, box.bottom - BOTTOM_H - 12, width, BOTTOM_H)

    def press(self, action: object) -> list[A.Action]:
        """A controls button: choose a figure or verb (nothing to play yet), or the actions to play."""
        kind, value = action  # type: ignore[misc]
        if kind == "figure":
            self.figure, self.verb = value, None
        elif kind == "verb":
            self.verb = value
        elif kind == "play":
            self.verb = None
            return [value]
        return []


def prompt(ctx: Context, state: State, seat: int, controls: TurnControls) -> str:
    """What the player to move may do now, in words."""
    alchemist = state.alchemists[seat]
    free = alchemist.free_moves + alchemist.free_converts + alchemist.free_transmutes
    name = W.figure_name(ctx.tr, alchemist.colour)
    head = W.t(ctx.tr, "turn.head", name=name, left=alchemist.actions_left)
    if free:
        head += " " + W.t(ctx.tr, "turn.free", free=free)
    if controls.verb is not None:
        return head + " " + W.t(ctx.tr, f"turn.choose_{controls.verb}")
    return head + " " + W.t(ctx.tr, "turn.choose")

