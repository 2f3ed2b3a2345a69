"""Decisions outside the turn's actions, offered as buttons in the controls box: spending scenario
points on an event day, what to sacrifice, which element a burning tower loses, which researched
card to keep or which pool card to put back, and whether to play on at an easier difficulty."""

from __future__ import annotations

import pygame

from games.app.scene import Context
from games.app.kit.widgets import Button
from games.materia_prima import actions as A
from games.materia_prima.components import SCENARIOS
from games.materia_prima.state import Roll, State
from games.materia_prima.ui import words as W
from games.materia_prima.ui.controls import BOTTOM_H
from games.materia_prima.ui.inquisition_panel import effect_text
from games.materia_prima.ui.narrate import who

ROW_H, GAP, PROMPT_H = 84, 8, 150


def decision_kind(state: State) -> str:
    """The task that asks: "act", "exchange", "event", "sacrifice", "destroy", "research-keep", ..."""
    return state.agenda[0][0] if state.agenda else ""


def choice_prompt(tr: W.Tr, state: State) -> str:
    """What is to be decided, and for whom, in words."""
    kind = decision_kind(state)
    if kind == "event":
        event = SCENARIOS[state.scenario].event_on(state.day)
        assert event is not None
        return W.t(tr, "choice_prompt.event", day=state.day, points=event.points_needed(state.alchemist_count),
                   good=effect_text(tr, event.alchemists), bad=effect_text(tr, event.inquisition))
    if kind == "destroy":
        roll = state.pending
        stage = roll.faces[0] + 1 if isinstance(roll, Roll) and roll.faces else 1
        return W.t(tr, "choice_prompt.destroy", colour=W.colour_name(tr, state.alchemists[state.agenda[0][1]].colour),
                   stage=stage)
    if kind == "sacrifice":
        return W.t(tr, "choice_prompt.sacrifice", figure=who(tr, state.alchemists[state.agenda[0][1]].colour),
                   deck=W.t(tr, f"deck.{state.agenda[0][2]}"))
    if kind == "extend":
        return W.t(tr, "choice_prompt.extend", day=state.day)
    return W.t(tr, f"choice_prompt.{kind}")


def choice_label(tr: W.Tr, state: State, action: A.Action) -> str:
    """A decision's button words."""
    if isinstance(action, A.EventSide):
        return W.t(tr, f"choice_label.event_{action.side}")
    if isinstance(action, (A.Sacrifice, A.Keep, A.Discard)):
        return W.thing_name(tr, getattr(action, "thing", None) or getattr(action, "recipe"))
    if isinstance(action, A.LoseElement):
        return W.element_name(tr, action.element)
    if isinstance(action, A.Extend):
        return W.t(tr, "choice_label.extend", difficulty=W.difficulty_name(tr, action.difficulty))
    if isinstance(action, A.Finish):
        return W.t(tr, "choice_label.finish")
    return str(action)


def choice_buttons(ctx: Context, state: State, legal: list[A.Action], box: pygame.Rect) -> list[Button]:
    """One button per legal action, two to a row, below the prompt."""
    buttons = []
    width = (box.w - 32 - GAP) // 2
    for index, action in enumerate(legal):
        column, row = index % 2, index // 2
        rect = pygame.Rect(box.x + 16 + column * (width + GAP), box.y + PROMPT_H + row * (ROW_H + GAP), width, ROW_H)
        kind = "primary" if isinstance(action, (A.Extend, A.EventSide)) and index == 0 else "secondary"
        buttons.append(Button(rect, choice_label(ctx.tr, state, action), ("play", action), kind=kind))
    return buttons


def choice_height(legal: list[A.Action]) -> int:
    """The controls' height these choices need: the prompt, the rows of choices, and the bottom row
    where Undo (and Skip) sit, as `TurnControls.height` reserves it."""
    return PROMPT_H + ((len(legal) + 1) // 2) * (ROW_H + GAP) + BOTTOM_H + 24
