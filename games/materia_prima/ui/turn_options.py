"""An alchemist's turn as the screen offers it: the legal actions sorted by figure and verb, the
target of each action on the board, its words, and the fields a figure can reach with the moves
it has left (a tap there walks the shortest way, one Move action per step). No pygame here."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from games.materia_prima import actions as A
from games.materia_prima.components import CONVERSIONS, DIRECTIONS, UPGRADES
from games.materia_prima.figures import enterable_for, figure_field
from games.materia_prima.odds import success_chance
from games.materia_prima.state import State
from games.materia_prima.stats import figure_attack, inquisitor_values
from games.materia_prima.ui import words as W
from games.materia_prima.ui.narrate import field_words, who

VERBS: Final[tuple[tuple[str, type], ...]] = (
    ("move", A.Move), ("mine", A.Mine), ("drop", A.Drop), ("trade", A.Trade), ("fight", A.Fight),
    ("fight-order", A.FightOrder), ("deliver", A.Deliver), ("convert", A.Convert), ("transmute", A.Transmute),
    ("equip", A.Equip), ("research", A.Research), ("buy", A.Buy), ("sail", A.Sail), ("portal", A.Portal),
)
VERB_OF: Final[dict[type, str]] = {cls: verb for verb, cls in VERBS}
SINGLE: Final[frozenset[str]] = frozenset({"mine", "drop", "equip", "buy", "portal", "fight-order"})
MARK_OF: Final[dict[str, str]] = {"move": "move", "fight": "target", "trade": "partner", "sail": "city"}


@dataclass
class TurnOptions:
    """The legal actions of a turn: per figure (alchemist first, then its homunculi) per verb."""

    by_figure: dict[str, dict[str, list[A.Action]]] = field(default_factory=dict)
    end: A.Action | None = None

    def figures(self) -> list[str]:
        return list(self.by_figure)

    def verbs(self, figure: str) -> list[str]:
        """The verbs `figure` can use now, in the table's order."""
        found = self.by_figure.get(figure, {})
        return [verb for verb, _ in VERBS if verb in found]

    def actions(self, figure: str, verb: str) -> list[A.Action]:
        return self.by_figure.get(figure, {}).get(verb, [])


def sort_turn(state: State, seat: int, legal: list[A.Action]) -> TurnOptions:
    """The turn's legal actions sorted for the screen."""
    options = TurnOptions()
    alchemist = state.alchemists[seat]
    for figure in [alchemist.colour] + [h.id for h in alchemist.homunculi]:
        options.by_figure[figure] = {}
    for action in legal:
        if isinstance(action, A.EndTurn):
            options.end = action
            continue
        verb = VERB_OF.get(type(action))
        figure = getattr(action, "figure", None)
        if verb is not None and figure in options.by_figure:
            options.by_figure[figure].setdefault(verb, []).append(action)
    options.by_figure = {f: verbs for f, verbs in options.by_figure.items() if verbs}
    return options


def target_field(state: State, action: A.Action) -> int | None:
    """The board field an action points at (a field, an inquisitor, a partner, a city)."""
    if isinstance(action, A.Move):
        return state.board.index_of(action.to)
    if isinstance(action, A.Fight):
        figure = state.inquisitor(action.inquisitor)
        return figure.field if figure else None
    if isinstance(action, A.Trade):
        return figure_field(state, action.other)
    if isinstance(action, A.Sail):
        return state.board.city(action.city)
    return None


def fight_chance(state: State, action: A.Fight) -> float:
    """The chance that the attack beats the inquisitor (before any die is rolled)."""
    figure = state.inquisitor(action.inquisitor)
    assert figure is not None
    return success_chance(figure_attack(state, action.figure), inquisitor_values(state, figure.type).defence + 1)


def percent(chance: float) -> str:
    return f"{round(100 * chance)} %"


def action_label(tr: W.Tr, state: State, action: A.Action) -> str:
    """A target button's words ("Water mine", "Bailiff A1 · 56 %", "Sulphur = Water + Earth")."""
    if isinstance(action, A.Move):
        return move_label(tr, state, action)
    if isinstance(action, A.Fight):
        return f"{who(tr, action.inquisitor)} · {percent(fight_chance(state, action))}"
    if isinstance(action, A.Trade):
        return who(tr, action.other)
    if isinstance(action, A.Deliver):
        return W.thing_name(tr, action.thing)
    if isinstance(action, A.Convert):
        a, b = CONVERSIONS[action.element]
        return f"{W.element_name(tr, action.element)} = {W.element_name(tr, a)} + {W.element_name(tr, b)}"
    if isinstance(action, A.Transmute):
        return W.thing_name(tr, action.recipe)
    if isinstance(action, A.Research):
        return W.t(tr, f"deck.{action.deck}")
    if isinstance(action, A.Sail):
        return W.t(tr, f"city.{action.city}")
    return verb_label(tr, state, action)


def move_label(tr: W.Tr, state: State, action: A.Move) -> str:
    """A step in words: its direction and where it leads ("North-east: the Water mine")."""
    start = figure_field(state, action.figure)
    assert start is not None
    here = state.board.fields[start].hex
    step = (action.to[0] - here[0], action.to[1] - here[1])
    direction = next((d for d, offset in DIRECTIONS.items() if offset == step), "")
    where = field_words(tr, state, state.board.index_of(action.to), "nom")
    return W.t(tr, f"direction.{direction}", where=where) if direction else where


def verb_label(tr: W.Tr, state: State, action: A.Action) -> str:
    """The words of a verb that plays at once ("Mine: Water", "Buy: Battlements")."""
    verb = VERB_OF[type(action)]
    figure = getattr(action, "figure", "")
    if isinstance(action, A.Mine):
        spot = figure_field(state, figure)
        return W.t(tr, "verb.mine_what", element=W.element_name(tr, state.board.fields[spot].element))  # type: ignore[index]
    if isinstance(action, A.Buy):
        spot = state.board.fields[figure_field(state, figure)]  # type: ignore[index]
        upgrade = state.city_upgrades["TRG".index(spot.city)]
        return W.t(tr, "verb.buy_what", upgrade=W.thing_name(tr, upgrade)) if upgrade in UPGRADES else W.t(tr, "verb.buy")
    if isinstance(action, A.FightOrder):
        from games.materia_prima.orders import fight_order_at

        found = fight_order_at(state, figure)
        if found is not None:
            chance = success_chance(figure_attack(state, figure), int(found[1].value) + 1)
            return W.t(tr, "verb.fight_order_chance", chance=percent(chance))
    return W.t(tr, f"verb.{verb}")


def reach(state: State, figure: str, steps: int) -> dict[int, list[int]]:
    """Fields `figure` can walk to with `steps` Move actions: field -> the fields stepped on."""
    owner = state.owner_of(figure)
    start = figure_field(state, figure)
    if owner is None or start is None or steps <= 0:
        return {}
    allowed = enterable_for(state, owner.colour)
    paths: dict[int, list[int]] = {start: []}
    frontier = [start]
    for _ in range(steps):
        following = []
        for here in frontier:
            for there in state.board.neighbours[here]:
                if there not in paths and allowed[there]:
                    paths[there] = paths[here] + [there]
                    following.append(there)
        frontier = following
    del paths[start]
    return paths


def moves_left(state: State, figure: str) -> int:
    """How many Move actions `figure` still has this turn."""
    owner = state.owner_of(figure)
    if owner is None:
        return 0
    if owner.colour == figure:
        return owner.actions_left + owner.free_moves
    homunculus = owner.homunculus(figure)
    return homunculus.actions_left if homunculus else 0
