"""Kupferkessel Co. on a phone (games.app.phones.words.PhoneWords): the log in words, each action as
labelled steps, and the seat's own cauldron (an open-information game: nothing else is private)."""

from __future__ import annotations

from typing import Any

from games.app.phones.words import PhoneWords, Section, Tr
from games.kupferkessel.actions import Decline, Keep, Move, Take
from games.kupferkessel.components import SEAT_COLOURS, SIZE
from games.kupferkessel.state import EMPTY
from games.kupferkessel.ui.narrate import card_label, describe
from games.kupferkessel.view import View

GRID_SIDE = SIZE


def names(tr: Tr) -> list[str]:
    """"White" and "Black" in the language of `tr`."""
    return [tr(f"kupferkessel.player.{colour}") for colour in SEAT_COLOURS]


def steps(tr: Tr, view: View, action: Any) -> list[str]:
    """"Move", "Take · Bat wing 2 (row 1, column 3)", "Keep", "Decline"."""
    if isinstance(action, Take):
        row, col = divmod(action.cell, GRID_SIDE)
        card = view.grid[action.cell]
        where = tr("phone.kk.cell", row=row + 1, column=col + 1)
        return [tr("phone.kk.take"), f"{card_label(tr, card)} ({where})" if card != EMPTY else where]
    if isinstance(action, Move):
        return [tr("phone.kk.move")]
    if isinstance(action, Keep):
        return [tr("phone.kk.keep")]
    if isinstance(action, Decline):
        return [tr("phone.kk.decline")]
    return str(action).split()


def private(tr: Tr, view: View) -> list[Section]:
    """The seat's own cauldron: how many cards and the top one."""
    top = view.cauldron_tops[view.seat]
    items = [tr("phone.kk.cards", count=view.cauldron_sizes[view.seat])]
    if top != EMPTY:
        items.append(tr("phone.kk.top", card=card_label(tr, top)))
    return [{"title": tr("phone.kk.cauldron"), "items": items}]


def public(view: View) -> dict[str, Any]:
    """The open table (everything but the pile's order)."""
    from games.app.phones.jsonview import to_json

    fields = ("phase", "to_move", "grid", "figures", "cauldron_tops", "cauldron_sizes", "pile_size", "pending")
    return {name: to_json(getattr(view, name)) for name in fields}


WORDS = PhoneWords(narrate=lambda tr, seat: (lambda h: describe(h, tr, names(tr))), steps=steps, private=private,
                   public=public)
