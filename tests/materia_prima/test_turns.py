"""The alchemists' phase: base actions, tower actions, city actions, abilities and their limits.

Default board: yellow = Sejlon (extra Move) on tower site 1 at 1,-4; brown = Lenka (mines one
more) on site 2 at 1,2; city T at 1,-3, R at 2,1, G at -3,2.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.kernel.errors import IllegalActionError
from games.materia_prima.components import CITIES, DECKS, RECIPES
from games.materia_prima.elements import bag_of, count
from games.materia_prima.rules import RULES
from tests.materia_prima.helpers import (
    add_inquisitor, alchemist, at, change, give_homunculus, legal, outcomes, play, table, turn,
)


def moves(state) -> set[str]:  # type: ignore[no-untyped-def]
    return {a for a in legal(state) if a.startswith("move yellow")}


def test_a_move_goes_to_a_neighbouring_field() -> None:
    assert moves(turn(table(2), "yellow")) == {"move yellow 2,-4", "move yellow 0,-3", "move yellow 1,-3"}


def test_sejlons_extra_move_costs_no_action() -> None:
    state = play(turn(table(2), "yellow"), "move yellow 1,-3")
    yellow = alchemist(state, "yellow")
    assert yellow.field == at(state, "1,-3") and yellow.actions_left == 3 and yellow.free_moves == 0
    state = play(state, "move yellow 1,-2")
    assert alchemist(state, "yellow").actions_left == 2


def test_a_move_never_goes_onto_another_colours_figure() -> None:
    state = change(table(2), "brown", field="1,-3")
    assert "move yellow 1,-3" not in moves(turn(state, "yellow"))


def test_a_move_never_goes_onto_another_colours_tower() -> None:
    state = change(table(2), "yellow", field="1,1")
    assert "move yellow 1,2" not in moves(turn(state, "yellow"))


def test_a_move_never_goes_onto_an_inquisitor() -> None:
    state = add_inquisitor(table(2), "A1", "2,-4")
    assert "move yellow 2,-4" not in moves(turn(state, "yellow"))


def test_own_homunculi_may_share_a_field_with_their_alchemist() -> None:
    state = give_homunculus(table(2), "yellow", "aeribos", field="2,-4")
    assert "move yellow 2,-4" in moves(turn(state, "yellow"))


def test_mine_takes_one_element_of_the_mines_kind() -> None:
    state = play(turn(change(table(2), "yellow", field="2,-3"), "yellow"), "mine yellow")
    yellow = alchemist(state, "yellow")
    assert yellow.carried == bag_of(["water"]) and yellow.actions_left == 2
    assert count(state.supply, "water") == 19


def test_lenka_mines_one_element_more() -> None:
    state = play(turn(change(table(2), "brown", field="1,1"), "brown"), "mine brown")
    assert alchemist(state, "brown").carried == bag_of(["fire", "fire"])


def test_mine_is_limited_by_the_carrying_limit() -> None:
    full = change(table(2), "yellow", field="2,-3", carried=["iron"] * 4)
    assert "mine yellow" not in legal(turn(full, "yellow"))


def test_mine_is_limited_by_the_supply() -> None:
    state = change(table(2), "yellow", field="2,-3")
    state = replace(state, supply=tuple(0 if i == 0 else n for i, n in enumerate(state.supply)))
    assert "mine yellow" not in legal(turn(state, "yellow"))


def test_drop_puts_elements_down_on_the_field() -> None:
    state = turn(change(table(2), "yellow", field="0,0", carried=["water", "fire"]), "yellow")
    state = play(state, "drop yellow", "give water", "done")
    assert state.ground[at(state, "0,0")] == bag_of(["water"])
    assert alchemist(state, "yellow").carried == bag_of(["fire"]) and alchemist(state, "yellow").actions_left == 2


def test_drop_also_picks_up_what_lies_on_the_field() -> None:
    state = change(table(2), "yellow", field="0,0")
    state = replace(state, ground=tuple(bag_of(["gold"]) if f == at(state, "0,0") else g for f, g in enumerate(state.ground)))
    state = play(turn(state, "yellow"), "drop yellow", "take gold", "done")
    assert alchemist(state, "yellow").carried == bag_of(["gold"]) and not any(state.ground[at(state, "0,0")])


def test_in_one_exchange_an_element_never_moves_back() -> None:
    state = turn(change(table(2), "yellow", field="0,0", carried=["water"]), "yellow")
    state = play(state, "drop yellow", "give water")
    assert "take water" not in legal(state) and legal(state) == ["done"]


def test_drop_on_the_own_tower_field_stores_on_the_tower_tableau() -> None:
    state = play(turn(change(table(2), "yellow", carried=["water"]), "yellow"), "drop yellow", "give water", "done")
    assert alchemist(state, "yellow").storage == bag_of(["water"])


def test_the_tower_tableau_holds_eight_elements() -> None:
    state = change(table(2), "yellow", carried=["water"], storage=["iron"] * 8)
    state = play(turn(state, "yellow"), "drop yellow")
    assert "give water" not in legal(state)


def test_trade_with_a_neighbouring_alchemist_within_its_carrying_limit() -> None:
    state = change(change(table(2), "yellow", field="0,0", carried=["water"]), "brown", field="1,0")
    state = play(turn(state, "yellow"), "trade yellow brown", "give water", "done")
    assert alchemist(state, "brown").carried == bag_of(["water"])
    full = change(change(table(2), "yellow", field="0,0", carried=["water"]), "brown", field="1,0", carried=["iron"] * 5)
    assert "give water" not in legal(play(turn(full, "yellow"), "trade yellow brown"))


def test_no_trade_with_a_figure_two_fields_away() -> None:
    state = change(change(table(2), "yellow", field="0,0", carried=["water"]), "brown", field="2,0")
    assert "trade yellow brown" not in legal(turn(state, "yellow"))


def test_convert_makes_one_element_of_the_next_stage_from_two() -> None:
    state = turn(change(table(2), "yellow", storage=["water", "earth"]), "yellow")
    state = play(state, "convert yellow sulphur")
    assert alchemist(state, "yellow").storage == bag_of(["sulphur"])
    assert count(state.supply, "sulphur") == 11 and count(state.supply, "water") == 21


def test_convert_only_in_the_tower() -> None:
    state = turn(change(table(2), "yellow", field="0,0", carried=["water", "earth"]), "yellow")
    assert not [a for a in legal(state) if a.startswith("convert")]


def pooled(state, *cards: str):  # type: ignore[no-untyped-def]
    """The state with exactly `cards` in the pool (the former pool cards back in their decks)."""
    decks = [tuple(sorted(c for c in set(d) | {p for p in state.pool if RECIPES[p].deck == name} if c not in cards))
             for name, d in zip(DECKS, state.decks)]
    return replace(state, pool=cards, decks=tuple(decks))


def test_transmute_a_homunculus_from_the_shared_pool() -> None:
    state = pooled(table(2), "aeribos")
    state = play(turn(change(state, "yellow", storage=["air"], carried=["air"]), "yellow"), "transmute yellow aeribos")
    yellow = alchemist(state, "yellow")
    assert [h.id for h in yellow.homunculi] == ["aeribos"] and yellow.homunculi[0].field == yellow.tower
    assert state.pool == () and yellow.made == ("aeribos",) and not any(yellow.storage) and not any(yellow.carried)


def test_transmuted_equipment_is_worn_when_its_slot_is_free_else_stored() -> None:
    state = pooled(change(table(2), "yellow", storage=["iron"] * 4, worn=()), "dolch")
    state = play(turn(state, "yellow"), "transmute yellow dolch")
    assert alchemist(state, "yellow").worn == ("dolch",)
    state = change(pooled(state, "schwert"), "yellow", storage=["copper", "mercury"])
    state = play(state, "transmute yellow schwert")
    assert alchemist(state, "yellow").stored == ("schwert",)


def test_transmute_outside_the_tower_only_for_wilka() -> None:
    base = pooled(table(2, characters=["sejlon", "wilka"]), "aeribos")
    wilka = turn(change(base, "green", field="0,0", carried=["air", "air"]), "green")
    assert "transmute green aeribos" in legal(wilka)
    sejlon = turn(change(base, "yellow", field="0,0", carried=["air", "air"]), "yellow")
    assert "transmute yellow aeribos" not in legal(sejlon)


def test_at_most_three_homunculi() -> None:
    state = table(2)
    for hid in ("limmex", "branos", "glys"):
        state = give_homunculus(state, "yellow", hid)
    state = pooled(change(state, "yellow", storage=["air", "air"]), "aeribos")
    assert "transmute yellow aeribos" not in legal(turn(state, "yellow"))
    state = change(state, "yellow", upgrades=("brutkessel",))
    assert "transmute yellow aeribos" in legal(turn(state, "yellow"))


def test_transmuted_things_cannot_be_given_to_another_player() -> None:
    state = give_homunculus(change(change(table(2), "yellow", field="0,0"), "brown", field="1,0"), "yellow", "aeribos", "0,0")
    texts = legal(turn(state, "yellow"))
    assert not any(t.startswith("give aeribos") for t in texts)


def test_research_draws_two_and_keeps_one_for_the_shared_pool() -> None:
    state = turn(change(pooled(table(2), "aeribos"), "yellow", field="1,-3"), "yellow")
    state = play(state, "research yellow homunculi")  # the pool has room: nothing goes back
    assert outcomes(state)[0][0].startswith("recipe ")
    state = play(state, "recipe glys", "recipe taikos")
    assert legal(state) == ["keep glys", "keep taikos"]
    state = play(state, "keep taikos")
    assert state.pool == ("aeribos", "taikos") and "glys" in state.decks[0] and state.pending is None


def test_piot_draws_four_and_keeps_two() -> None:
    state = table(2, characters=["piot", "lenka"])
    state = turn(change(pooled(state, "aeribos"), "grey", field="1,-3"), "grey")
    state = play(state, "research grey homunculi", "recipe glys", "recipe taikos", "recipe branos", "recipe welfis")
    state = play(state, "keep glys", "keep welfis")
    assert state.pool == ("aeribos", "glys", "welfis")


def test_research_happens_in_a_city() -> None:
    assert not [a for a in legal(turn(change(table(2), "yellow", field="0,0"), "yellow")) if a.startswith("research")]
    assert "research yellow equipment" in legal(turn(change(table(2), "yellow", field="1,-3"), "yellow"))


def test_a_kept_card_that_overflows_the_pool_sends_a_pool_card_of_choice_back() -> None:
    state = turn(change(table(2), "yellow", field="1,-3"), "yellow")
    assert len(state.pool) == 6  # full: 3 per alchemist
    state = play(state, "research yellow homunculi", "recipe liska", "recipe welfis", "keep liska")
    assert sorted(legal(state)) == sorted(f"discard {c}" for c in state.pool)
    state = play(state, "discard branos")
    assert len(state.pool) == 6 and "liska" in state.pool and "branos" in state.decks[0] and state.pending is None


def test_buy_the_citys_upgrade_for_its_price() -> None:
    state = table(2)
    index = CITIES.index("T")
    state = replace(state, city_upgrades=state.city_upgrades[:index] + ("athanor",) + state.city_upgrades[index + 1:],
                    upgrade_pile=tuple(sorted(state.upgrade_pile[1:] + (state.city_upgrades[index],))))
    state = change(state, "yellow", field="1,-3", carried=["fire", "iron", "water"])
    state = play(turn(state, "yellow"), "buy yellow")
    assert alchemist(state, "yellow").upgrades == ("athanor",)
    assert alchemist(state, "yellow").carried == bag_of(["water"]) and state.city_upgrades[index] == ""
    assert state.agenda[0] == ("upgrade-draw", "T")


def test_no_buying_without_the_price() -> None:
    state = change(table(2), "yellow", field="1,-3")
    assert "buy yellow" not in legal(turn(state, "yellow"))


def test_sail_between_connected_harbour_cities() -> None:
    from_t = [a for a in legal(turn(change(table(2), "yellow", field="1,-3"), "yellow")) if a.startswith("sail")]
    assert from_t == ["sail yellow G", "sail yellow R"]
    from_r = [a for a in legal(turn(change(table(2), "yellow", field="2,1"), "yellow")) if a.startswith("sail")]
    assert from_r == ["sail yellow T"]
    state = play(turn(change(table(2), "yellow", field="2,1"), "yellow"), "sail yellow T")
    assert alchemist(state, "yellow").field == at(state, "1,-3")


def test_the_portal_takes_the_alchemist_back_into_its_tower() -> None:
    state = change(table(2), "yellow", field="-2,4", upgrades=("portal",))
    state = play(turn(state, "yellow"), "portal yellow")
    assert alchemist(state, "yellow").in_tower


def test_equip_puts_on_and_takes_off_one_item_per_slot() -> None:
    state = change(table(2), "yellow", worn=("dolch",), stored=("schwert", "lederwams"))
    state = play(turn(state, "yellow"), "equip yellow")
    assert set(legal(state)) == {"done", "wear lederwams", "stow dolch"}
    state = play(state, "stow dolch", "wear lederwams")
    assert "wear schwert" in legal(state)


def set_order(state, city: str, number: int):  # type: ignore[no-untyped-def]
    index = CITIES.index(city)
    pile = tuple(sorted(o for o in state.order_pile + (state.city_orders[index],) if o != number))
    return replace(state, city_orders=state.city_orders[:index] + (number,) + state.city_orders[index + 1:], order_pile=pile)


def test_delivering_an_element_fulfils_the_order_and_removes_the_element() -> None:
    state = change(set_order(table(2), "T", 5), "yellow", field="1,-3", carried=["glass"])
    state = play(turn(state, "yellow"), "deliver yellow glass")
    assert count(state.out, "glass") == 1 and state.orders_won == (5,) and state.fulfilled == (("T", 5),)
    assert state.agenda[0] == ("order-draw", "T")


def test_a_homunculus_delivers_itself() -> None:
    state = give_homunculus(set_order(table(2), "T", 11), "yellow", "aeribos", "1,-3", carried=["fire"])
    state = play(turn(state, "yellow"), "deliver aeribos aeribos")
    assert not alchemist(state, "yellow").homunculi and state.ground[at(state, "1,-3")] == bag_of(["fire"])


def test_homunculi_act_in_their_owners_turn_with_their_own_actions() -> None:
    state = give_homunculus(table(2), "yellow", "aeribos", "0,0")
    state = turn(state, "yellow")
    assert alchemist(state, "yellow").homunculi[0].actions_left == 3  # Aeribos: 3 actions
    state = play(state, "move aeribos 1,0")
    assert alchemist(state, "yellow").homunculi[0].actions_left == 2 and alchemist(state, "yellow").actions_left == 3


def test_when_the_actions_are_used_up_only_the_end_of_the_turn_is_left() -> None:
    state = turn(change(table(2), "yellow", field="0,0"), "yellow")
    state = play(state, "move yellow 1,0", "move yellow 2,0", "move yellow 3,0", "move yellow 3,-1")
    assert legal(state) == ["end"]
    state = play(state, "end")
    assert state.agenda == ()


def test_an_illegal_action_names_the_seat_and_the_phase() -> None:
    state = turn(table(2), "yellow")
    with pytest.raises(IllegalActionError, match="yellow in phase 'alchemists'"):
        RULES.apply(state, RULES.parse_action("mine yellow"))
