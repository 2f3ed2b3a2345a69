"""Base actions of alchemists and homunculi: Move, Mine, Drop, Fight, Trade (rulebook), and
delivering to a city order.

[D] Move goes to one adjacent field. Mine takes one element of the mine's kind (Lenka: one more),
as far as the figure has room and the supply has it. Drop opens an exchange with the field (on
the own tower field: with the tower tableau) in which elements are put down and picked up; Trade
opens one with a figure on the same or a neighbouring field (exchange.py). Fight attacks an
inquisitor on a neighbouring field (fights.py).
"""

from __future__ import annotations


from games.materia_prima.acting import can_act, spend
from games.materia_prima.actions import Action, Deliver, Drop, Fight, FightOrder, Mine, Move, Trade
from games.materia_prima.components import CHARACTERS, MINE_YIELD
from games.materia_prima.elements import count, plus, size
from games.materia_prima.exchange import can_open, open_exchange
from games.materia_prima.figures import carried, enterable_for, figure_field, move_figure, player_figures, set_carried
from games.materia_prima.fights import start_attack, start_order_fight
from games.materia_prima.orders import deliverables, fight_order_at, fulfil, hand_over
from games.materia_prima.state import State, replace
from games.materia_prima.stats import figure_room


def mine_yield(state: State, figure: str) -> int:
    """Elements a Mine action of `figure` on its field yields now (0: not possible)."""
    field = figure_field(state, figure)
    assert field is not None
    spot = state.board.fields[field]
    if spot.kind != "mine":
        return 0
    owner = state.owner_of(figure)
    assert owner is not None
    bonus = 1 if owner.colour == figure and CHARACTERS[owner.character].ability == "extra-mine" else 0
    room = figure_room(state, figure, size(carried(state, figure)))
    return min(MINE_YIELD + bonus, room, count(state.supply, spot.element))


def trade_partners(state: State, figure: str) -> list[str]:
    """Alchemists and homunculi on the same or a neighbouring field."""
    field = figure_field(state, figure)
    assert field is not None
    return [fid for fid, _, there in player_figures(state)
            if fid != figure and (there == field or state.board.adjacent(field, there))]


def base_actions(state: State, figure: str, enterable: list[bool]) -> list[Action]:
    """The base actions `figure` can take now."""
    field = figure_field(state, figure)
    assert field is not None
    board = state.board
    actions: list[Action] = []
    if can_act(state, figure, "move"):
        actions += [Move(figure, board.fields[n].hex) for n in board.neighbours[field] if enterable[n]]
    if not can_act(state, figure):
        return actions
    if mine_yield(state, figure):
        actions.append(Mine(figure))
    if can_open(state, figure, "ground"):
        actions.append(Drop(figure))
    actions += [Trade(figure, other) for other in trade_partners(state, figure) if can_open(state, figure, other)]
    actions += [Fight(figure, i.id) for i in state.inquisitors if board.adjacent(field, i.field)]
    if fight_order_at(state, figure):
        actions.append(FightOrder(figure))
    actions += [Deliver(figure, thing) for thing in deliverables(state, figure)]
    return actions


def resolve_move(state: State, action: Move) -> State:
    """One step to a neighbouring field."""
    state = spend(state, action.figure, "move")
    return move_figure(state, action.figure, state.board.index_of(action.to))


def resolve_mine(state: State, action: Mine) -> State:
    """Elements from the mine into the figure's hands; a sealed mine (scenario 2) counts as mined."""
    amount = mine_yield(state, action.figure)
    field = figure_field(state, action.figure)
    assert field is not None
    element = state.board.fields[field].element
    state = spend(state, action.figure)
    state = set_carried(state, action.figure, plus(carried(state, action.figure), element, amount))
    sealed = tuple(f for f in state.sealed if f != field)
    return replace(state, supply=plus(state.supply, element, -amount), sealed=sealed)


def resolve_drop(state: State, action: Drop, seat: int) -> State:
    """Open the exchange with the field (or the own tower tableau)."""
    return open_exchange(spend(state, action.figure), seat, action.figure, "ground")


def resolve_trade(state: State, action: Trade, seat: int) -> State:
    """Open the exchange with a neighbouring figure."""
    return open_exchange(spend(state, action.figure), seat, action.figure, action.other)


def resolve_fight(state: State, action: Fight) -> State:
    """Attack an inquisitor: the dice follow."""
    return start_attack(spend(state, action.figure), action.figure, action.inquisitor)


def resolve_fight_order(state: State, action: FightOrder) -> State:
    """Fight the city's order: the dice follow."""
    found = fight_order_at(state, action.figure)
    assert found is not None
    return start_order_fight(spend(state, action.figure), action.figure, found[0], found[1])


def resolve_deliver(state: State, action: Deliver) -> State:
    """The thing leaves the game and the order is fulfilled."""
    field = figure_field(state, action.figure)
    assert field is not None
    city = state.board.fields[field].city
    state = spend(state, action.figure)
    return fulfil(hand_over(state, action.figure, action.thing), city)


def enterable(state: State, figure: str) -> list[bool]:
    """Per field: may `figure` move there?"""
    owner = state.owner_of(figure)
    assert owner is not None
    return enterable_for(state, owner.colour)
