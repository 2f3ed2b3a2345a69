"""Board screens at hand-made moments (a research to keep, a full pool, a burning tower, a
sacrifice, an event day with points, the choice to play on, equipment in the tower), for tests and
screenshots: `crafted_board(state)` puts a BoardScene on a session whose table is `state` (the
record is not replayable; these scenes are looked at, not resumed). The players have names, as a
new campaign gives them.

The carrying over is not made up: `carry_over_match()` is a prologue played by computer alchemists
(seeded) to its end, stopped where the first alchemist chooses what to carry on;
`carry_choices()` is that match with more bought along the way (a worn dagger, two tower
upgrades), so the screen shows a row of choices."""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from games.app.table.bot_worker import BotWorker
from games.app.table.match_session import MatchSession
from games.app.scene import Storage
from games.kernel.play import Match, bot_action, new_match, play_action
from games.kernel.record import MatchRecord
from games.materia_prima.bots import AlchemistBot
from games.materia_prima.rules import RULES
from games.materia_prima.state import State
from games.materia_prima.ui.board_scene import BoardScene
from games.materia_prima.ui.end_scene import EndScene
from tests.materia_prima.helpers import (
    add_inquisitor, agenda, at, change, first_outcome, give_homunculus, inquisition, open_cards, play, run_forced,
    table, turn,
)


NAMES = ("Anna", "Jonas")
CARRY_SEED = 1


def named_table(scenario: int = 0) -> State:
    """Two alchemists of the players Anna and Jonas, set up (see helpers.table)."""
    return table(2, scenario=scenario, names=list(NAMES))


def crafted_session(state: State, storage: Storage, seats: tuple[str, ...] = ("human", "human")) -> MatchSession:
    """A session whose table is `state`."""
    record = MatchRecord("materia-prima", RULES.rules_version, seats, 1, [], {"players": len(seats)})
    return MatchSession("materia-prima", Match(RULES, record, [state]), storage, worker=BotWorker(threaded=False))


def crafted_board(state: State, storage: Storage) -> BoardScene:
    return BoardScene(crafted_session(state, storage), "campaign-0")


def research_keep() -> State:
    state = turn(change(named_table(), "yellow", field="1,-3"), "yellow")
    state = play(state, "research yellow equipment")
    return first_outcome(first_outcome(state))


def research_trim() -> State:
    return play(research_keep(), f"keep {next(a for a in RULES.legal_actions(research_keep())).recipe}")  # type: ignore[attr-defined]


def burning_tower() -> State:
    state = named_table(scenario=3)
    state = change(state, "yellow", storage=["gold", "platinum", "copper"])
    state = open_cards(add_inquisitor(state, "D1", "1,-3"), "D1")
    state = run_forced(inquisition(state))
    return play(state, "die 2")


def sacrifice() -> State:
    state = give_homunculus(give_homunculus(named_table(scenario=2), "yellow", "aeribos"), "yellow", "branos")
    return agenda(state, ("sacrifice", 0, "homunculi"))


def event_day() -> State:
    return agenda(replace(named_table(scenario=1), day=4, orders_won=(3, 12)), ("event",))


def play_on() -> State:
    return agenda(replace(named_table(), day=12, days=12), ("extend",))


def equip() -> State:
    state = change(named_table(), "yellow", worn=("dolch",), stored=("tasche", "lederwams"), storage=["water", "gold"],
                   carried=["iron", "air"])
    return play(turn(state, "yellow"), "equip yellow")


def fight() -> State:
    state = open_cards(add_inquisitor(named_table(), "A1", "2,-4"), "A1", "A3")
    return turn(state, "yellow")


def carry_over_match(seed: int = CARRY_SEED) -> Match:
    """A prologue of Anna and Jonas played by computer alchemists to its end, where the first
    alchemist chooses what to carry on."""
    match = new_match(RULES, ["human", "human"], seed, {"players": 2, "scenario": 0, "names": list(NAMES)})
    bot = AlchemistBot()
    while match.state.agenda and match.state.agenda[0][0] != "carry":
        play_action(match, bot_action(match, bot))
    assert match.state.agenda, "the prologue ended without anyone choosing what to carry on"
    return match


def carry_over() -> State:
    """The table of `carry_over_match()`."""
    return carry_over_match().state


def carry_choices() -> State:
    """The prologue's end as if Sejlon (yellow) had also bought a dagger and two tower upgrades:
    the same match, changed just before its verdict."""
    before = next(s for s in carry_over_match().states if s.agenda and s.agenda[0][0] == "verdict")
    return run_forced(change(before, "yellow", upgrades=("zinnen", "lager"), worn=("dolch",)))


def crafted_end(state: State, storage: Storage) -> EndScene:
    return EndScene(crafted_session(state, storage), "campaign-0")


def played_end(match: Match, storage: Storage) -> EndScene:
    """The end screen on the played `match` itself (its record replays)."""
    return EndScene(MatchSession("materia-prima", match, storage, worker=BotWorker(threaded=False)), "campaign-0")


MOMENTS: dict[str, Callable[[], State]] = {
    "research-keep": research_keep, "research-trim": research_trim, "destroy": burning_tower,
    "sacrifice": sacrifice, "event": event_day, "extend": play_on, "equip": equip, "fight": fight,
}
__all__ = ["MOMENTS", "at", "carry_choices", "carry_over", "carry_over_match", "crafted_board", "crafted_end", "crafted_session",
           "played_end"]
