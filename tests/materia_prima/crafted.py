"""Board screens at hand-made moments (a research to keep, a full pool, a burning tower, a
sacrifice, an event day with points, the choice to play on, equipment in the tower, the carrying
over), for tests and screenshots: `crafted_board(state)` puts a BoardScene on a session whose
table is `state` (the record is not replayable; these scenes are looked at, not resumed)."""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from games.app.bot_worker import BotWorker
from games.app.match_session import MatchSession
from games.app.scene import Storage
from games.kernel.play import Match
from games.kernel.record import MatchRecord
from games.materia_prima.rules import RULES
from games.materia_prima.state import State
from games.materia_prima.ui.board_scene import BoardScene
from games.materia_prima.ui.end_scene import EndScene
from tests.materia_prima.helpers import (
    add_inquisitor, agenda, at, change, first_outcome, give_homunculus, inquisition, open_cards, play, run_forced,
    table, turn,
)


def crafted_session(state: State, storage: Storage, seats: tuple[str, ...] = ("human", "human")) -> MatchSession:
    """A session whose table is `state`."""
    record = MatchRecord("materia-prima", RULES.rules_version, seats, 1, [], {"players": len(seats)})
    return MatchSession("materia-prima", Match(RULES, record, [state]), storage, worker=BotWorker(threaded=False))


def crafted_board(state: State, storage: Storage) -> BoardScene:
    return BoardScene(crafted_session(state, storage), "campaign-0")


def research_keep() -> State:
    state = turn(change(table(2), "yellow", field="1,-3"), "yellow")
    state = play(state, "research yellow equipment")
    return first_outcome(first_outcome(state))


def research_trim() -> State:
    return play(research_keep(), f"keep {next(a for a in RULES.legal_actions(research_keep())).recipe}")  # type: ignore[attr-defined]


def burning_tower() -> State:
    state = table(2, scenario=3)
    state = change(state, "yellow", storage=["gold", "platinum", "copper"])
    state = open_cards(add_inquisitor(state, "D1", "1,-3"), "D1")
    state = run_forced(inquisition(state))
    return play(state, "die 2")


def sacrifice() -> State:
    state = give_homunculus(give_homunculus(table(2, scenario=2), "yellow", "aeribos"), "yellow", "branos")
    return agenda(state, ("sacrifice", 0, "homunculi"))


def event_day() -> State:
    return agenda(replace(table(2, scenario=1), day=4, orders_won=(3, 12)), ("event",))


def play_on() -> State:
    return agenda(replace(table(2), day=12, days=12), ("extend",))


def equip() -> State:
    state = change(table(2), "yellow", worn=("dolch",), stored=("tasche", "lederwams"), storage=["water", "gold"],
                   carried=["iron", "air"])
    return play(turn(state, "yellow"), "equip yellow")


def fight() -> State:
    state = open_cards(add_inquisitor(table(2), "A1", "2,-4"), "A1", "A3")
    return turn(state, "yellow")


def carry_over() -> State:
    state = give_homunculus(table(2), "yellow", "aeribos")
    state = change(state, "yellow", fragments=("fragment-1a",), upgrades=("zinnen", "lager"), worn=("dolch",))
    state = agenda(state, ("verdict", "passed", "objective"))
    return play(state, "verdict passed objective")


def crafted_end(state: State, storage: Storage) -> EndScene:
    return EndScene(crafted_session(state, storage), "campaign-0")


MOMENTS: dict[str, Callable[[], State]] = {
    "research-keep": research_keep, "research-trim": research_trim, "destroy": burning_tower,
    "sacrifice": sacrifice, "event": event_day, "extend": play_on, "equip": equip, "fight": fight,
}
__all__ = ["MOMENTS", "at", "carry_over", "crafted_board", "crafted_end", "crafted_session"]
