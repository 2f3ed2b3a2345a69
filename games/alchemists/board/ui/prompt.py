"""What the choice strip's prompt line says: whose turn it is, or what the player to move is asked,
what is chosen so far, the next step, and why a declaration would pass (games.alchemists.board.ui.why)."""

from __future__ import annotations

from typing import Callable, Collection

from games.alchemists.board import actions as A
from games.alchemists.board.view import View
from games.alchemists.board.ui.choice import Choice
from games.alchemists.board.ui.why import declare_warning
from games.alchemists.board.ui.words import chosen_text, player, space, step_prompt, task_prompt

Tr = Callable[..., str]


def waiting_prompt(tr: Tr, view: View, to_move: int, over: bool, bots: Collection[int]) -> str:
    """No decision in the making: the match is over, a round runs, or whom the table waits for."""
    if over:
        return tr("alchemists_play.board.over")
    if to_move < 0 or to_move >= view.players:
        return tr("alchemists_play.board.round", round=max(1, view.round))
    key = "waiting_bot" if to_move in bots else "waiting_human"
    return tr(f"alchemists_play.board.{key}", player=player(tr, view.seats[to_move].colour))


def choice_prompt(tr: Tr, view: View, choice: Choice, refused: bool) -> str:
    """The decision in the making: the task, the parts chosen, the next step, warnings."""
    task = view.task
    if choice.started and task is not None and task.kind == "act":
        text = f"{player(tr, view.own().colour)}: {space(tr, task.space)}  —  {chosen_text(tr, choice)}"
    else:
        text = f"{player(tr, view.own().colour)}: {task_prompt(tr, view)}"
        if choice.started:
            text += "  —  " + chosen_text(tr, choice)
    step = step_prompt(tr, choice)
    if step:
        text += "  —  " + step
    if refused:
        text += "  —  " + tr("alchemists_play.board.not_now")
    ready = choice.ready()
    warning = declare_warning(view, ready.space) if isinstance(ready, A.Declare) else None
    if warning is not None:
        text += "  —  " + tr("alchemists_play.declare_warning", why=tr(f"alchemists_play.why_pass.{warning}"))
    return text
