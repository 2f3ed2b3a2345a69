"""What an action did, as one seat may know it: the facts a sentence or an animation needs
("Red invents 2 mushrooms and 1 troll eyes in cauldron 4 for 9 fame and gets 1 snake venom and 1
spider"), without words or drawing. A screen turns an Event into text with its translations.

`event_of(action, before, after)` takes the raw action from the match log and the viewer's views
before and after it; another seat's secret draw or school comes out without its kind.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.alchemist import actions as A
from games.alchemist.checks import byproducts
from games.alchemist.components import NO_CUBES, Counts, minus, one
from games.alchemist.state import OVER
from games.alchemist.view import Hidden, View, public_action

INVENT, COPY, PASS_SUPPLY, PASS_BAG, PASS = "invent", "copy", "pass-supply", "pass-bag", "pass"
DRAW, SCHOOL, START = "draw", "school", "start"


@dataclass(frozen=True)
class Event:
    """One action's facts. `kind` is one of the constants above; cube counts are per kind."""

    kind: str
    colour: str  # who acted, drew or was dealt
    cauldron: int | None = None  # invent / copy: the cauldron (0-based; notation c1..c10)
    cubes: Counts | None = None  # the recipe paid, the cube taken or drawn; None when secret
    fame: int = 0  # fame gained
    byproducts: Counts = NO_CUBES  # cubes gained from the supply for inventing or copying
    tribute: int | None = None  # copy: the kind the inventor got
    inventor: str | None = None  # copy: the inventor's colour
    out: Counts = NO_CUBES  # copy: the cubes that left the game
    school: int | None = None  # the school dealt (None when secret)
    round_over: bool = False  # the action closed a round
    game_over: bool = False  # ... and with it the game


def event_of(action: A.Action, before: View, after: View) -> Event:
    """The facts of `action` as the seat of `before` and `after` may know them."""
    shown = public_action(action, before.colours[before.seat])
    ends = (after.round > before.round > 0) or (after.phase == OVER and before.phase != OVER)
    closing = {"round_over": ends, "game_over": after.phase == OVER and before.phase != OVER}
    if isinstance(shown, Hidden):
        return Event(shown.what, shown.colour, **closing)
    if isinstance(shown, A.Draw):
        return Event(DRAW, shown.colour, cubes=one(shown.kind), **closing)
    if isinstance(shown, A.DealSchool):
        return Event(SCHOOL, shown.colour, school=shown.kind)
    if isinstance(shown, A.Start):
        return Event(START, shown.colour)
    colour = before.colours[before.acting]
    if isinstance(shown, A.Invent):
        gained = byproducts(before.supply, shown.cauldron)
        return Event(INVENT, colour, shown.cauldron, shown.recipe, shown.fame, gained, **closing)
    if isinstance(shown, A.Copy):
        cauldron = before.cauldrons[shown.cauldron]
        assert cauldron.recipe is not None
        return Event(COPY, colour, shown.cauldron, cauldron.recipe, cauldron.fame,
                     byproducts(before.supply, shown.cauldron), shown.tribute, before.colours[cauldron.inventor],
                     minus(cauldron.recipe, one(shown.tribute)), **closing)
    if isinstance(shown, A.PassSupply):
        return Event(PASS_SUPPLY, colour, cubes=one(shown.kind), **closing)
    if isinstance(shown, A.PassBag):
        return Event(PASS_BAG, colour)
    return Event(PASS, colour, **closing)
