"""The Alchemists board game on a phone (games.app.phones.words.PhoneWords): the seat's hand, favors,
seals and results, the log as the seat may read it, each action as its labelled steps, the
deduction sheet fed by the seat's own results, and the public part of a view for the table."""

from __future__ import annotations

from typing import Any

from games.alchemists.board.components import FAVORS, SEALS
from games.alchemists.board.knowledge import sheet_facts
from games.alchemists.board.view import View
from games.alchemists.components import INGREDIENTS
from games.alchemists.deduction import Contradiction, WorldSet, shown_percent
from games.alchemists.board.ui import words as W
from games.alchemists.board.ui.choice import parts_of
from games.alchemists.board.ui.narrate import narrator
from games.app.phones.words import PhoneWords, Section, Tr

PUBLIC_FIELDS = ("players", "variant", "round", "phase", "to_move", "start_player", "play_order", "row",
                 "deck_size", "discard_size", "adventurer", "next_adventurer", "sold", "bids", "artifacts_for_sale",
                 "conflicts", "grants_left", "exhibited", "student_fee", "seats")


def steps(tr: Tr, view: View, action: Any) -> list[str]:
    """The action as the option buttons put it together: "Sell · Healing (R+) · Right sign (3) · …"."""
    return [W.word_label(tr, view, part) for part in parts_of(action)[0]]


def private(tr: Tr, view: View) -> list[Section]:
    """What only this seat sees: its ingredients, favors, seals in stock and its bid."""
    hand = [f"{W.ingredient(tr, i)} × {n}" if n > 1 else W.ingredient(tr, i) for i, n in enumerate(view.hand) if n]
    favors = [W.favor(tr, FAVORS[i]) + (f" × {n}" if n > 1 else "") for i, n in enumerate(view.favors) if n]
    seals = [f"{tr(f'alchemists_play.seal.{SEALS[i]}')} × {n}" for i, n in enumerate(view.seals) if n]
    own = view.own()
    purse = [tr("alchemists_play.gold", count=own.gold), f"{tr('phone.reputation')}: {own.reputation}"]
    return [
        {"title": tr("phone.alchemists.hand"), "items": hand or [tr("phone.none")]},
        {"title": tr("phone.alchemists.favors"), "items": favors or [tr("phone.none")]},
        {"title": tr("phone.alchemists.seals"), "items": seals or [tr("phone.none")]},
        {"title": tr("phone.alchemists.purse"), "items": purse},
    ]


def share_text(worlds: int, count: int) -> str:
    """A cell's share of the solutions left as the board's sheet says it: a whole percentage rounded half
    up (1 of 8 is "13 %"), never rounded to a certainty it is not ("<1 %", ">99 %"); "" when ruled out or
    certain (the cell says so itself)."""
    if worlds == 0 or worlds == count:
        return ""
    kind, percent = shown_percent(worlds, count)
    return {"below": "<", "above": ">"}.get(kind, "") + f"{percent} %"


def sheet(tr: Tr, view: View) -> dict[str, Any]:
    """The deduction sheet as the board's: per ingredient and alchemical ruled out, certain or open with
    its share of the solutions left (from what the seat knows: its own results, every debunk, its glimpses)."""
    try:
        worlds = WorldSet.of(sheet_facts(view))
    except Contradiction:
        worlds = WorldSet()
    counts, count = worlds.cell_counts, worlds.count
    size = range(len(INGREDIENTS))
    cells = [["out" if counts[i][n] == 0 else "sure" if counts[i][n] == count else "open" for n in size] for i in size]
    return {"title": tr("phone.alchemists.sheet"), "rows": [W.ingredient(tr, i) for i in size],
            "columns": [str(n + 1) for n in size], "cells": cells,
            "shares": [[share_text(int(counts[i][n]), count) for n in size] for i in size],
            "legend": tr("phone.alchemists.legend", worlds=count)}


def public(view: View) -> dict[str, Any]:
    """The open board: what every seat's view shows alike (theories without their seals' kinds)."""
    from games.app.phones.jsonview import to_json

    data = {name: to_json(getattr(view, name)) for name in PUBLIC_FIELDS}
    data["theories"] = [{"ingredient": t.ingredient, "alchemical": t.alchemical,
                         "seals": [seat for seat, _ in t.seals], "conflicted": t.conflicted} for t in view.theories]
    return data


WORDS = PhoneWords(narrate=lambda tr, seat: narrator(tr, lambda viewer: True), steps=steps, private=private,
                   public=public, sheet=sheet, prompt=W.task_prompt)
