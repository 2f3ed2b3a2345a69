"""Each logged action becomes a short clip on the board: how long it shows (at normal speed) and
what the board marks while it runs — a figure walking, a field flashing, an inquisitor's way to
its target, the dice of a roll against the value to reach.

Durations are chosen so that every step of the alarm and Inquisition phases can be followed at
the relaxed pace; the table's pace (games.app.table.bot_pacing) speeds up everything the players did not
do themselves, and Skip plays the rest of the queue at once."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from games.app.table.match_session import Happening
from games.materia_prima import actions as A
from games.materia_prima.figures import figure_field
from games.materia_prima.inquisition import planned_path
from games.materia_prima.state import Roll, State

SECONDS: Final[dict[type, float]] = {
    A.Day: 1.2, A.DrawAlarm: 1.6, A.Peek: 1.0, A.Marker: 0.45, A.Alarm: 1.0, A.DrawInquisitor: 1.2, A.Place: 0.8,
    A.Guard: 0.4, A.Turn: 0.7, A.Activate: 0.8, A.Target: 1.6, A.Step: 0.45, A.Attack: 1.0, A.Destroy: 1.0,
    A.Forfeit: 1.2, A.Die: 0.6, A.Result: 1.3, A.Loot: 0.9, A.EventSide: 2.0, A.Verdict: 2.0, A.LoseElement: 0.8,
    A.Move: 0.35, A.Fight: 0.5, A.FightOrder: 0.5, A.Sail: 0.5, A.Portal: 0.5, A.EndTurn: 0.3,
    A.DrawRecipe: 0.8, A.DrawOrder: 0.8, A.DrawUpgrade: 0.8,
}
QUIET = 0.15  # actions without their own clip (give, take, keep ...)


@dataclass
class Clip:
    """One action on screen (played by games.app.table.playback): the happening, how long it runs, and
    what the board marks meanwhile."""

    happening: Happening
    duration: float
    flash: dict[int, str] = field(default_factory=dict)
    moving: tuple[str, int, int] | None = None  # figure, from field, to field

    @property
    def state(self) -> State:
        """The table after the action (the board shows it while the clip runs)."""
        return self.happening.after.state

    @property
    def roll(self) -> Roll | None:
        """The roll this clip shows: the dice thrown so far, or the finished roll at its result."""
        before, after = self.happening.before.state.pending, self.state.pending
        if isinstance(after, Roll):
            return after
        return before if isinstance(before, Roll) and before.faces else None


def duration_of(happening: Happening) -> float:
    """Seconds a clip runs at normal speed (setup draws pass at once)."""
    if happening.before.state.phase == "setup":
        return 0.0
    return SECONDS.get(type(happening.action), QUIET)


def make_clip(happening: Happening) -> Clip:
    """The clip of one happening with its board marks."""
    clip = Clip(happening, duration_of(happening))
    action, before, after = happening.action, happening.before.state, happening.after.state
    if isinstance(action, (A.Move, A.Step)):
        figure = getattr(action, "figure", None) or getattr(action, "inquisitor")
        start = figure_field(before, figure)
        if start is not None:
            clip.moving = (figure, start, after.board.index_of(action.to))
    elif isinstance(action, A.Target) and action.target != "none":
        spot = target_spot(after, action.target)
        if spot is not None:
            clip.flash[spot] = "target"
    elif isinstance(action, (A.Marker, A.Alarm, A.Place, A.Guard)):
        spot = after.board.index_of(getattr(action, "at"))
        clip.flash[spot] = "alarm" if isinstance(action, (A.Marker, A.Alarm)) else "target"
    elif isinstance(action, (A.Attack, A.Fight, A.Destroy)):
        attacker = getattr(action, "inquisitor", None) if not isinstance(action, A.Fight) else action.figure
        target = action.inquisitor if isinstance(action, A.Fight) else getattr(action, "target", None)
        if isinstance(action, A.Destroy):
            tower = after.by_colour(action.colour)
            clip.flash[tower.tower] = "alarm" if tower else "target"  # type: ignore[union-attr]
        for figure in (attacker, target):
            spot = figure_field(before, figure) if figure else None
            if spot is not None:
                clip.flash[spot] = "target"
    return clip


def target_spot(state: State, target: str) -> int | None:
    """The field of an inquisitor's target (a figure, or a tower "tower-<colour>")."""
    if target.startswith("tower-"):
        alchemist = state.by_colour(target[len("tower-"):])
        return alchemist.tower if alchemist else None
    return figure_field(state, target)


def path_after(happening: Happening, current: tuple[int, ...]) -> tuple[int, ...]:
    """An inquisitor's way as the board shows it after `happening`: planned when its target is
    announced, shortened with each step, gone when its turn ends."""
    action, after = happening.action, happening.after.state
    if isinstance(action, A.Target):
        return planned_path(after, action.inquisitor) if action.target != "none" else ()
    if isinstance(action, A.Step):
        spot = after.board.index_of(action.to)
        return current[current.index(spot) + 1:] if spot in current else current
    if after.active is None or isinstance(action, A.Activate):
        return ()
    return current
