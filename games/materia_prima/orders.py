"""City orders (Stadtaufträge): what a figure on a city can deliver, fulfilling an order, and the
refill of a city's order from the face-down pile (a chance step).

Rulebook kinds: fight the order (beat its defence: fights.py), drop the element on the city (it
leaves the game), move a homunculus there (it leaves the game), drop an equipment or a stone
fragment (it leaves the game). [D] Delivering costs one action of the figure on the city; an
equipment must be worn; a delivered homunculus drops what it carried on the city field; a
fulfilled order is worth its points towards scenario events.
"""

from __future__ import annotations


from games.kernel import agenda
from games.materia_prima.actions import DrawOrder
from games.materia_prima.components import CITIES, CITY_ORDERS, CityOrder, RECIPES
from games.materia_prima.elements import add, count, plus
from games.materia_prima.figures import carried, figure_field, set_carried
from games.materia_prima.state import State, Step, Task, replace


def order_at(state: State, field: int) -> tuple[str, CityOrder] | None:
    """(city, open order) of a city field, or None."""
    city = state.board.fields[field].city
    if not city:
        return None
    number = state.city_orders[CITIES.index(city)]
    return (city, CITY_ORDERS[number]) if number else None


def deliverables(state: State, figure: str) -> list[str]:
    """What `figure` could deliver to the order of the city it stands on."""
    field = figure_field(state, figure)
    found = order_at(state, field) if field is not None else None
    if found is None:
        return []
    order = found[1]
    owner = state.owner_of(figure)
    assert owner is not None
    is_alchemist = owner.colour == figure
    if order.kind == "element":
        return [order.value] if count(carried(state, figure), order.value) else []
    if order.kind == "homunculus":
        return [] if is_alchemist else [figure]
    if order.kind == "equipment" and is_alchemist:
        return list(owner.worn)
    if order.kind == "fragment" and is_alchemist:
        return list(owner.fragments)
    return []


def fight_order_at(state: State, figure: str) -> tuple[str, CityOrder] | None:
    """(city, order) when `figure` stands on a city whose open order is a fight."""
    field = figure_field(state, figure)
    found = order_at(state, field) if field is not None else None
    return found if found is not None and found[1].kind == "fight" else None


def hand_over(state: State, figure: str, thing: str) -> State:
    """The delivered thing leaves the game."""
    owner = state.owner_of(figure)
    assert owner is not None
    if thing not in RECIPES:  # an element
        state = set_carried(state, figure, plus(carried(state, figure), thing, -1))
        return replace(state, out=plus(state.out, thing))
    deck = RECIPES[thing].deck
    if deck == "homunculi":
        homunculus = owner.homunculus(thing)
        assert homunculus is not None
        ground = list(state.ground)
        ground[homunculus.field] = add(ground[homunculus.field], homunculus.carried)
        return replace(state.with_alchemist(owner.without_homunculus(thing)), ground=tuple(ground))
    if deck == "equipment":
        return state.with_alchemist(replace(owner, worn=tuple(i for i in owner.worn if i != thing)))
    return state.with_alchemist(replace(owner, fragments=tuple(f for f in owner.fragments if f != thing)))


def fulfil(state: State, city: str) -> State:
    """The city's order is fulfilled: its card counts for scenario points; a new order is drawn
    next (before the current task goes on)."""
    index = CITIES.index(city)
    number = state.city_orders[index]
    orders = state.city_orders[:index] + (0,) + state.city_orders[index + 1:]
    return agenda.push(state, ("order-draw", city), city_orders=orders, orders_won=state.orders_won + (number,),
                     fulfilled=state.fulfilled + ((city, number),))


def step_order_draw(state: State, task: Task) -> Step:
    """A new order for the city from the face-down pile (nothing when it is empty)."""
    if not state.order_pile:
        return agenda.pop(state)
    return agenda.uniform([DrawOrder(number) for number in state.order_pile])


def resolve_order_draw(state: State, task: Task, action: DrawOrder) -> State:
    """The order lies open on its city."""
    index = CITIES.index(task[1])
    orders = state.city_orders[:index] + (action.card,) + state.city_orders[index + 1:]
    return agenda.pop(state, city_orders=orders, order_pile=tuple(o for o in state.order_pile if o != action.card))

