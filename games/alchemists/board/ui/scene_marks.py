"""What the board scene lights up: the places a running clip's action used, and the board targets that
stand for a part of the decision in the making."""

from __future__ import annotations

from games.alchemists.board import actions as A
from games.alchemists.board.ui.targets import CHOSEN
from games.app.table.match_session import Happening


def clip_marks(h: Happening, actor: int) -> dict[tuple, str]:
    """What a running clip lights up: the acting seat's strip and the place its action used."""
    marks: dict[tuple, str] = {("player", actor): CHOSEN} if actor >= 0 else {}
    action, wishes = h.action, h.before.adventurer
    place: tuple | None = None
    if isinstance(action, A.Declare):
        place = ("space", action.space)
    elif isinstance(action, A.ChooseOrder):
        place = ("order", action.space)
    elif isinstance(action, (A.Publish, A.Endorse, A.DebunkAspect)):
        place = ("theory", action.ingredient)
    elif isinstance(action, A.DebunkMix):
        marks[("theory", action.a)] = CHOSEN
        place = ("theory", action.b)
    elif isinstance(action, A.Sell) and action.potion in wishes:
        place = ("wish", wishes.index(action.potion))
    elif isinstance(action, A.Buy):
        place = ("artifact", action.artifact)
    elif h.before.task is not None and h.before.task.kind == "act":
        place = ("space", h.before.task.space)
    if place is not None:
        marks[place] = CHOSEN
    return marks


def targets_of(slot: str, value: object, wishes: tuple[str, ...]) -> tuple[tuple, ...]:
    """The board targets that stand for a part (a wish by its place on the adventurer)."""
    if slot == "deck":
        return (("deck",),)
    if slot == "wish":
        return tuple(("wish", i) for i, wish in enumerate(wishes) if wish == value)
    if slot == "word":
        return ()
    return ((slot, value),)
