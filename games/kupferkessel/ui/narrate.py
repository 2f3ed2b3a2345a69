"""What just happened, in words: the game's narrate for the shared event log (one or two lines per
applied action, in reading order, from the views before and after it, so the text says only what
the viewer could see), and why undo is not possible now."""

from __future__ import annotations

from typing import Callable, Sequence

from games.app.table.match_session import Happening
from games.kernel.protocol import CHANCE
from games.kernel.undo import Blocker
from games.kupferkessel import actions as A
from games.kupferkessel.components import EXPLOSION, HAT, KINDS, TRACK, kind_of, symbol_of, value_of
from games.kupferkessel.state import DEAL, LAST, REFILL, START
from games.kupferkessel.view import View

Tr = Callable[..., str]


def card_label(tr: Tr, card: int) -> str:
    """A card in words: "Bat wing 2"."""
    kind = tr(f"kupferkessel.kind.{KINDS[kind_of(card)].id}")
    return tr("kupferkessel.card.name", kind=kind, value=value_of(card))


def steps_walked(before: View, after: View, seat: int) -> int:
    """How many counted steps `seat`'s figure walked (the other figure's space not counted)."""
    position, steps, other = before.figures[seat], 0, before.figures[1 - seat]
    while position != after.figures[seat]:
        position = (position + 1) % len(TRACK)
        if position != other:
            steps += 1
    return steps


def exploded(h: Happening) -> bool:
    """True when a take made the opponent's cauldron lose its top card."""
    if not isinstance(h.action, A.Take) or h.seat == CHANCE:
        return False
    opponent = 1 - h.seat
    return h.after.cauldron_sizes[opponent] < h.before.cauldron_sizes[opponent]


def extra_turn_starts(h: Happening) -> bool:
    """True for the walk that begins a hat's extra turn."""
    return isinstance(h.action, A.Move) and h.before.turns_in_row == 2


def describe(h: Happening, tr: Tr, names: Sequence[str]) -> list[str]:
    """The lines the log shows for `h`, in reading order."""
    action, before, after = h.action, h.before, h.after
    if isinstance(action, A.Draw):
        return _describe_draw(action, before, tr, names)
    player = names[h.seat]
    if isinstance(action, A.Move):
        return _describe_move(h, tr, player)
    if isinstance(action, A.Take):
        return _describe_take(h, tr, names)
    card = before.pending
    if isinstance(action, A.Keep):
        return [tr("kupferkessel.event.keep", player=player, card=card_label(tr, card)), tr("kupferkessel.event.game_over")]
    return [tr("kupferkessel.event.decline", player=player), tr("kupferkessel.event.game_over")]


def _describe_draw(action: A.Draw, before: View, tr: Tr, names: Sequence[str]) -> list[str]:
    if before.phase == DEAL:
        return []
    if before.phase == START:
        return [tr("kupferkessel.event.start_card", player=names[before.to_move], card=card_label(tr, action.card))]
    if before.phase == REFILL:
        return [tr("kupferkessel.event.refill", card=card_label(tr, action.card))]
    return []


def _describe_move(h: Happening, tr: Tr, player: str) -> list[str]:
    lines = [tr("kupferkessel.event.extra_turn", player=player)] if extra_turn_starts(h) else []
    steps = steps_walked(h.before, h.after, h.seat)
    key = "kupferkessel.event.walk_one" if steps == 1 else "kupferkessel.event.walk"
    lines.append(tr(key, player=player, n=steps))
    if TRACK[h.after.figures[h.seat]] is None:
        lines.append(tr("kupferkessel.event.corner", player=player))
    return lines


def _describe_take(h: Happening, tr: Tr, names: Sequence[str]) -> list[str]:
    action, before, after = h.action, h.before, h.after
    assert isinstance(action, A.Take)
    card = before.grid[action.cell]
    player, opponent = names[h.seat], names[1 - h.seat]
    lines = [tr("kupferkessel.event.take", player=player, card=card_label(tr, card))]
    if after.phase == LAST:
        return lines + [tr("kupferkessel.event.symbol_void")] if symbol_of(card) else lines
    if symbol_of(card) == EXPLOSION:
        lost = before.cauldron_tops[1 - h.seat]
        if not exploded(h):
            lines.append(tr("kupferkessel.event.explosion_spared", player=opponent))
        elif after.pile_size > before.pile_size:
            lines.append(tr("kupferkessel.event.explosion", player=opponent, card=card_label(tr, lost)))
        else:
            lines.append(tr("kupferkessel.event.explosion_out", player=opponent, card=card_label(tr, lost)))
    if symbol_of(card) == HAT and before.turns_in_row >= 2:
        lines.append(tr("kupferkessel.event.extra_turn_spent"))
    if before.pile_size == 0:
        lines.append(tr("kupferkessel.event.no_refill"))
    return lines


def undo_reason(blocker: Blocker, tr: Tr) -> str | None:
    """Why undo is blocked, in this game's words (None: the general wording)."""
    if blocker.kind == "chance":
        return tr("kupferkessel.undo.card_revealed")
    if blocker.kind == "reveal" and isinstance(blocker.action, A.Take):
        return tr("kupferkessel.undo.explosion")
    return None
