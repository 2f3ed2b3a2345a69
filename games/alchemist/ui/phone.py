"""Alchemist (Amigo) on a phone (games.app.phones.words.PhoneWords): the seat's screen and school, the
log as the seat may read it, and each action as labelled steps."""

from __future__ import annotations

from typing import Any

from games.alchemist.actions import Copy, Invent, PassBag, PassSupply
from games.alchemist.components import kinds_in
from games.alchemist.state import NO_SCHOOL
from games.alchemist.ui.narrate import cubes_text, kind_name, narrator, school_name
from games.alchemist.view import View
from games.app.phones.words import PhoneWords, Section, Tr


def steps(tr: Tr, view: View, action: Any) -> list[str]:
    """"Invent · Cauldron 8 · spiders + spiders · 8 fame", "Pass · take 1× spiders", ..."""
    if isinstance(action, Invent):
        recipe = " + ".join(kind_name(tr, kind) for kind in kinds_in(action.recipe))
        return [tr("phone.alchemist.invent"), tr("phone.alchemist.cauldron", n=action.cauldron + 1), recipe,
                tr("phone.alchemist.fame", fame=action.fame)]
    if isinstance(action, Copy):
        return [tr("phone.alchemist.copy"), tr("phone.alchemist.cauldron", n=action.cauldron + 1),
                tr("phone.alchemist.tribute", kind=kind_name(tr, action.tribute))]
    if isinstance(action, PassSupply):
        return [tr("phone.alchemist.pass"), tr("phone.alchemist.take_supply", kind=kind_name(tr, action.kind))]
    if isinstance(action, PassBag):
        return [tr("phone.alchemist.pass"), tr("phone.alchemist.draw_bag")]
    return [tr("phone.alchemist.pass")] if str(action) == "pass" else str(action).split()


def private(tr: Tr, view: View) -> list[Section]:
    """Behind the seat's screen: its cubes and its school; and its fame."""
    school = school_name(tr, view.school) if view.school != NO_SCHOOL else tr("phone.none")
    return [
        {"title": tr("phone.alchemist.screen"), "items": [cubes_text(tr, view.screen)]},
        {"title": tr("phone.alchemist.school"), "items": [school]},
        {"title": tr("phone.alchemist.fame_title"), "items": [str(view.fame[view.seat])]},
    ]


def public(view: View) -> dict[str, Any]:
    """The open table: supply, bag size, cauldrons, fame, seals and screen sizes."""
    from games.app.phones.jsonview import to_json

    names = ("phase", "round", "first", "supply", "bag_size", "out", "cauldrons", "seals", "fame", "screen_sizes")
    return {name: to_json(getattr(view, name)) for name in names}


WORDS = PhoneWords(narrate=lambda tr, seat: narrator(tr, lambda viewer: True), steps=steps, private=private,
                   public=public)
