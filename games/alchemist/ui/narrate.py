"""What just happened, in words: Alchemist's narrate for the shared event log.

Each applied action becomes a few lines in reading order, built from the engine's facts
(games.alchemist.events.event_of) on the viewer's views before and after it, so the log says only
what the viewer may know: another seat's drawn cubes and school stay secret, and a viewer who is
no player (computers watched) is told no seat's cubes. The deal is told once per seat, not cube by
cube. Also: why undo is not possible now, in this game's words.
"""

from __future__ import annotations

from typing import Callable, Sequence

from games.alchemist import events as E
from games.alchemist.actions import Draw
from games.alchemist.components import KIND_IDS, Counts
from games.alchemist.state import DEAL, DRAW
from games.alchemist.view import View
from games.app.table.match_session import Happening
from games.kernel.undo import Blocker

Tr = Callable[..., str]


def colour_name(tr: Tr, colour: str) -> str:
    """A player colour in words: "Purple"."""
    return tr(f"alchemist.colour.{colour}")


def kind_name(tr: Tr, kind: int) -> str:
    """An ingredient in words: "troll eyes"."""
    return tr(f"alchemist.kind.{KIND_IDS[kind]}")


def school_name(tr: Tr, kind: int) -> str:
    """A school in words: "School of the Spiders"."""
    return tr(f"alchemist.school.{KIND_IDS[kind]}")


def cubes_text(tr: Tr, counts: Counts) -> str:
    """Cubes in words: "2× mushrooms, 1× troll eyes" ("nothing" for none)."""
    parts = [f"{n}× {kind_name(tr, kind)}" for kind, n in enumerate(counts) if n]
    return ", ".join(parts) if parts else tr("alchemist.event.nothing")


def describe(h: Happening, tr: Tr, may_see_own: bool = True) -> list[str]:
    """The log lines of one happening; `may_see_own` is False when the viewer is nobody at the
    table (computers watched), so even the viewing seat's own secrets stay out."""
    before, after = h.before, h.after
    event = E.event_of(h.action, before, after)
    if not may_see_own and event.kind in (E.DRAW, E.SCHOOL):
        event = E.Event(event.kind, event.colour, round_over=event.round_over, game_over=event.game_over)
    who = colour_name(tr, event.colour)
    if event.kind == E.DRAW:
        lines = _draw_lines(h, tr, who, event.cubes if may_see_own else None)
    elif event.kind == E.SCHOOL:
        lines = ([tr("alchemist.event.school_own", player=who, school=school_name(tr, event.school))]
                 if event.school is not None else [tr("alchemist.event.school_other", player=who)])
    elif event.kind == E.START:
        lines = [tr("alchemist.event.start", player=who)]
    else:
        lines = _turn_lines(event, tr, who, after)
    return lines + _table_news(before, after, event, tr)


def _draw_lines(h: Happening, tr: Tr, who: str, cubes: Counts | None) -> list[str]:
    """The deal is told when a seat's twelfth cube is drawn; a bag draw only to the one drawing."""
    before, after = h.before, h.after
    if before.phase == DEAL:
        done = after.phase != DEAL or after.acting != before.acting
        if not done:
            return []
        if cubes is not None and isinstance(h.action, Draw):
            return [tr("alchemist.event.deal_own", player=who, cubes=cubes_text(tr, after.screen))]
        return [tr("alchemist.event.deal_other", player=who)]
    if before.phase == DRAW and cubes is not None:
        return [tr("alchemist.event.draw_own", player=who, cubes=cubes_text(tr, cubes))]
    return []


def _turn_lines(event: E.Event, tr: Tr, who: str, after: View) -> list[str]:
    if event.kind == E.INVENT:
        assert event.cauldron is not None and event.cubes is not None
        return [tr("alchemist.event.invent", player=who, n=event.cauldron + 1, cubes=cubes_text(tr, event.cubes),
                   fame=event.fame), _byproducts_line(event, tr)]
    if event.kind == E.COPY:
        assert event.cauldron is not None and event.tribute is not None and event.inventor is not None
        inventor = colour_name(tr, event.inventor)
        return [tr("alchemist.event.copy", player=who, inventor=inventor, n=event.cauldron + 1, fame=event.fame),
                tr("alchemist.event.tribute", inventor=inventor, cube=kind_name(tr, event.tribute),
                   out=cubes_text(tr, event.out)),
                _byproducts_line(event, tr)]
    if event.kind == E.PASS_SUPPLY:
        assert event.cubes is not None
        return [tr("alchemist.event.pass_supply", player=who, cube=kind_name(tr, event.cubes.index(1)))]
    if event.kind == E.PASS_BAG:
        return [tr("alchemist.event.pass_bag", player=who, count=after.pending)]
    return [tr("alchemist.event.pass_empty", player=who)]


def _byproducts_line(event: E.Event, tr: Tr) -> str:
    if any(event.byproducts):
        return tr("alchemist.event.byproducts", cubes=cubes_text(tr, event.byproducts))
    return tr("alchemist.event.no_byproducts")


def _table_news(before: View, after: View, event: E.Event, tr: Tr) -> list[str]:
    """Kinds running out, the last round beginning, a round or the game ending."""
    lines = [tr("alchemist.event.kind_gone", kind=kind_name(tr, kind), count=after.kinds_gone())
             for kind in range(len(after.supply)) if before.supply[kind] and not after.supply[kind]]
    if event.game_over:
        return lines + [tr("alchemist.event.game_over")]
    if after.ends_after_this_round() and not before.ends_after_this_round() and after.round > 0:
        lines.append(tr("alchemist.event.last_round"))
    if event.round_over:
        lines.append(tr("alchemist.event.round_over", n=before.round))
    return lines


def narrator(tr: Tr, is_human: Callable[[int], bool]) -> Callable[[Happening], Sequence[str]]:
    """The event log's narrate for a session: the viewer's own secrets only when the viewer plays."""
    return lambda h: describe(h, tr, may_see_own=is_human(h.before.seat))


def undo_reason(blocker: Blocker, tr: Tr) -> str | None:
    """Why undo is blocked, in this game's words (None: the general wording)."""
    if blocker.kind == "chance" and isinstance(blocker.action, Draw):
        return tr("alchemist.undo.drawn")
    return None
