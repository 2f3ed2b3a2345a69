"""The board game's words: names of seats, ingredients, potions, favors, artifacts, the labels of
the choice buttons and what the player to move is asked to do (German and English, games.app.kit.i18n).

Texts of this screen live under "alchemists_play.*"; names the lab already has (ingredients,
potions, aspect colours) are the lab's "alchemists.*"; the house rules are the engine's
"alchemists_board.*".
"""

from __future__ import annotations

from typing import Callable

from games.alchemists.board.components import ARTIFACT_BY_ID, FAVOR_NAMES, GRANTS, ORDER_TRACK
from games.alchemists.board.view import View
from games.alchemists.components import ALCHEMICALS, COLOURS, INGREDIENTS
from games.alchemists.board.ui.choice import Choice, Part

Tr = Callable[..., str]
SIGN = {1: "+", -1: "−"}


def player(tr: Tr, colour: str) -> str:
    """A seat colour in words: "Green"."""
    return tr(f"alchemists_play.player.{colour}")


def ingredient(tr: Tr, index: int) -> str:
    """An ingredient (0..7) in words: "Toad"."""
    return tr(f"alchemists.ingredient.{INGREDIENTS[index]}")


def potion(tr: Tr, name: str) -> str:
    """A potion ("R+") in words: "Healing"."""
    return tr(f"alchemists.potion.{name}")


def potion_short(tr: Tr, name: str) -> str:
    """A potion with its sign: "Healing (R+)"."""
    return f"{potion(tr, name)} ({name.replace('-', '−')})"


def favor(tr: Tr, name: str) -> str:
    """A favor card in words (the engine's names, German or English)."""
    names = FAVOR_NAMES[name]
    return names.get(tr.language, names["en"]) if hasattr(tr, "language") else names["en"]


def artifact(tr: Tr, name: str) -> str:
    """An artifact in words (the engine's names)."""
    card = ARTIFACT_BY_ID[name]
    return card.de if getattr(tr, "language", "en") == "de" else card.en


def alchemical(tr: Tr, index: int) -> str:
    """An alchemical (0..7) by grid number and signs: "3: R+G−B−"."""
    signs = "".join(f"{c[0].upper()}{SIGN[s]}" for c, s in zip(COLOURS, ALCHEMICALS[index].signs))
    return tr("alchemists_play.alchemical", number=index + 1, signs=signs)


def space(tr: Tr, name: str) -> str:
    """An action space in words (the table's own names, as printed on the board)."""
    return tr(f"alchemists_table.space.{name}")


def order_space(tr: Tr, index: int) -> str:
    """A play-order space (index into ORDER_TRACK; one past it: the paralysed space)."""
    name = ORDER_TRACK[index].id if 0 <= index < len(ORDER_TRACK) else "paralysed"
    return tr(f"alchemists_play.order.{name}")


def grant(tr: Tr, index: int) -> str:
    """A grant tile with its three ingredients."""
    names = ", ".join(ingredient(tr, i) for i in GRANTS[index])
    return tr("alchemists_play.grant", number=index + 1, ingredients=names)


def part_label(tr: Tr, part: Part) -> str:
    """The label of one option button."""
    slot, value = part
    if slot == "word":
        return tr(f"alchemists_play.word.{value}")
    if slot == "order":
        return order_space(tr, int(value))  # type: ignore[arg-type]
    if slot == "space":
        return space(tr, str(value))
    if slot == "favor":
        return favor(tr, str(value))
    if slot in ("row", "ingredient", "theory"):
        return ingredient(tr, int(value))  # type: ignore[arg-type]
    if slot == "deck":
        return tr("alchemists_play.deck")
    if slot in ("wish", "potion"):
        return potion_short(tr, str(value))
    if slot == "guarantee":
        return tr(f"alchemists_play.guarantee.{value}")
    if slot == "aspect":
        return tr(f"alchemists.colour.{value}")
    if slot == "alchemical":
        return alchemical(tr, int(value))  # type: ignore[arg-type]
    if slot == "seal":
        return tr(f"alchemists_play.seal.{value}")
    if slot == "artifact":
        return artifact(tr, str(value))
    if slot == "bid":
        return tr("alchemists_play.bid", count=value)
    if slot == "gold":
        return tr("alchemists_play.gold", count=value)
    if slot == "grant":
        return grant(tr, int(value))  # type: ignore[arg-type]
    return str(value)


def word_label(tr: Tr, view: View, part: Part) -> str:
    """A word option in the task's sense: "pass" is "No" where the question is yes or no."""
    if part == ("word", "pass") and view.task is not None and view.task.kind in (
            "boots", "periscope", "feather", "publish-now", "altar"):
        return tr("alchemists_play.word.no")
    return part_label(tr, part)


def task_prompt(tr: Tr, view: View) -> str:
    """What the seat to move is asked to do, in one line."""
    task = view.task
    if task is None:
        return ""
    if task.kind == "act":
        return tr(f"alchemists_play.act.{task.space}")
    if task.kind == "declare":
        own = view.own()
        return tr("alchemists_play.task.declare", left=max(0, own.cubes - own.placed))
    return tr(f"alchemists_play.task.{task.kind}")


def step_prompt(tr: Tr, choice: Choice) -> str:
    """What the next tap chooses ("choose the guarantee"), empty when the options are mixed."""
    slot = choice.slot()
    if slot is None or slot == "word" or not choice.started:
        return ""
    return tr("alchemists_play.pick", what=tr(f"alchemists_play.slot.{slot}"))


def chosen_text(tr: Tr, choice: Choice) -> str:
    """The parts chosen so far: "Healing (R+) · Right sign (3) · Toad"."""
    return " · ".join(part_label(tr, part) for part in choice.chosen)



