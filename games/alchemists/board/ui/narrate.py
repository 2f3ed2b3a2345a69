"""What just happened, in words: the board game's narrate for the shared event log.

The engine writes the public story of a match as events (games.alchemists.board.state.Event: what
happened, every change of gold and reputation with its reason). Each applied action is told by
the events it added, seen in the viewer's views, so the log says only what the viewer may know;
the viewer's own secrets (the card drawn, the two ingredients mixed) are added from the viewer's
own view, and never when nobody at the table plays (computers watched).
"""

from __future__ import annotations

from typing import Callable

from games.alchemists.board import actions as A
from games.alchemists.board.components import ADVENTURERS
from games.alchemists.board.state import Event
from games.alchemists.board.view import View
from games.alchemists.board.ui import words as W
from games.app.table.match_session import Happening
from games.kernel.undo import Blocker

Tr = Callable[..., str]
QUIET = frozenset({"declared-all", "bid-placed"})  # told by their neighbours or not worth a line
TOLD_GOLD = frozenset({"artifact"})  # gold changes the action's own line already tells


def narrator(tr: Tr, is_human: Callable[[int], bool]) -> Callable[[Happening], list[str]]:
    """The event log's narrate: a happening -> its lines."""
    return lambda h: describe(h, tr, is_human(h.after.seat))


def describe(h: Happening, tr: Tr, may_see_own: bool = True) -> list[str]:
    """The lines of one happening (see the module docstring)."""
    before, after = h.before, h.after
    lines: list[str] = []
    for event in after.events[len(before.events):]:
        line = event_line(tr, event, after, may_see_own)
        if line:
            lines.append(line)
    private = own_line(tr, h, may_see_own)
    if private:
        lines.append(private)
    return lines


def who(tr: Tr, view: View, seat: int) -> str:
    return W.player(tr, view.seats[seat].colour) if 0 <= seat < view.players else ""


def event_line(tr: Tr, e: Event, view: View, may_see_own: bool) -> str:
    """One event in words ("" for events not worth a line)."""
    kind = e.kind
    if kind in QUIET:
        return ""
    p = who(tr, view, e.seat)
    t = lambda key, **values: tr(f"alchemists_play.event.{key}", player=p, **values)  # noqa: E731
    if kind == "reputation":
        return t("reputation", change=_signed(e.get("change")), now=e.get("now"), why=reason(tr, e))
    if kind == "gold":
        if e.get("reason") in TOLD_GOLD:
            return ""
        return t("gold", change=_signed(e.get("change")), why=tr(f"alchemists_play.why.{e.get('reason')}"))
    if kind == "round":
        return t("round", number=e.get("number"))
    if kind == "adventurer":
        wishes = ", ".join(W.potion_short(tr, p) for p in ADVENTURERS[e.get("index")])
        return t("adventurer", wishes=wishes)
    if kind == "order":
        return t("order", space=W.order_space(tr, _order_index(e.get("space"))))
    if kind == "declared":
        return t("declared", space=W.space(tr, e.get("space")))
    if kind == "favor":
        return t("favor", favor=W.favor(tr, e.get("favor")))
    if kind == "pass":
        return t("pass", space=W.space(tr, e.get("space")))
    if kind == "forage":
        card = e.get("card")
        return t("forage_deck") if card is None else t("forage", ingredient=W.ingredient(tr, card))
    if kind == "bids":
        bids = ", ".join(tr("alchemists_play.event.bid_of", player=who(tr, view, s), discount=d, smileys=m)
                         for s, d, m in e.get("bids"))
        return t("bids", bids=bids)
    if kind == "sold":
        return t("sold", potion=W.potion_short(tr, e.get("potion")), guarantee=tr(f"alchemists_play.guarantee.{e.get('guarantee')}"),
                 quality=tr(f"alchemists.quality.{e.get('quality')}"),
                 result=tr(f"alchemists_play.event.sale_{'kept' if e.get('kept') else 'broken'}", price=e.get("price")))
    if kind == "bought":
        return t("bought", artifact=W.artifact(tr, e.get("artifact")), price=e.get("price"))
    if kind == "experiment":
        return experiment_line(tr, e, view, p)
    if kind == "debunked":
        return t("debunked", ingredient=W.ingredient(tr, e.get("ingredient")), alchemical=W.alchemical(tr, e.get("alchemical")))
    if kind == "conflict":
        a, b = e.get("ingredients")
        return t("conflict", a=W.ingredient(tr, a), b=W.ingredient(tr, b))
    if kind in ("published", "endorsed"):
        words = {"ingredient": W.ingredient(tr, e.get("ingredient"))}
        if kind == "published":
            words["alchemical"] = W.alchemical(tr, e.get("alchemical"))
        return t(kind, **words)
    if kind == "effect":
        return t(f"effect_{e.get('effect')}")
    if kind == "grant":
        return t("grant", grant=W.grant(tr, e.get("grant")))
    if kind == "unused-cubes":
        return t("unused", cubes=e.get("cubes"), count=e.get("favors")) if e.get("cubes") else ""
    if kind == "month":
        seats = e.get("seats") or ()
        return t("month", players=", ".join(who(tr, view, s) for s in seats)) if seats else t("month_nobody")
    if kind == "conference":
        return t("conference", number=e.get("round"), needs=e.get("needs"))
    if kind in ("reshuffle", "nothing-to-draw"):
        return t(f"{kind}.{e.get('pile')}")
    if kind in ("drew", "discarded"):
        return t(kind, count=e.get("cards", 1))
    if kind == "boots":
        return t("boots", space=W.space(tr, e.get("space")))
    return t(kind)


def experiment_line(tr: Tr, e: Event, view: View, p: str) -> str:
    """A lab answer: the student's or the drinker's potion, the exhibition's yes or no, a debunk."""
    kind, answer = e.get("kind"), e.get("answer")
    index = e.get("index")
    seen = view.experiments[index] if index is not None and index < len(view.experiments) else None
    mixed = ""
    if seen is not None and seen.ingredients is not None and len(seen.ingredients) == 2:
        mixed = tr("alchemists_play.event.mixed", a=W.ingredient(tr, seen.ingredients[0]),
                   b=W.ingredient(tr, seen.ingredients[1]))
    if kind in ("student", "drink", "cap"):
        return tr(f"alchemists_play.event.experiment_{kind}", player=p, potion=W.potion_short(tr, answer), mixed=mixed)
    if kind == "exhibit":
        return tr(f"alchemists_play.event.exhibit_{answer}", player=p, potion=W.potion_short(tr, e.get("asked")), mixed=mixed)
    if kind == "debunk" and seen is not None and seen.ingredients:
        a, b = seen.ingredients
        return tr(f"alchemists_play.event.debunk_mix_{answer}", player=p, a=W.ingredient(tr, a), b=W.ingredient(tr, b),
                  potion=W.potion_short(tr, e.get("asked")))
    if kind == "debunk-aspect" and seen is not None and seen.ingredients:
        return tr("alchemists_play.event.debunk_aspect", player=p, ingredient=W.ingredient(tr, seen.ingredients[0]),
                  colour=tr(f"alchemists.colour_adj.{seen.colour}"), sign=answer.replace("-", "−"))
    return ""  # a sale's answer is told by its "sold" event


def own_line(tr: Tr, h: Happening, may_see_own: bool) -> str:
    """What only the viewer learns: the ingredient or favor it drew, the card it discarded or
    transmuted, the favor it kept, the card its periscope saw, its own bid."""
    if not may_see_own:
        return ""
    view, action = h.after, h.action
    mine = W.player(tr, view.own().colour)
    if isinstance(action, A.DrawIngredient) and action.colour == view.own().colour:
        return tr("alchemists_play.own.drew", player=mine, ingredient=W.ingredient(tr, action.ingredient))
    if isinstance(action, A.DrawFavor) and action.colour == view.own().colour:
        return tr("alchemists_play.own.favor", player=mine, favor=W.favor(tr, action.favor))
    if h.seat != view.seat:
        if isinstance(action, A.PeekPick) and any(x.seen for x in view.experiments[-1:]):
            return tr("alchemists_play.own.peek", player=mine, ingredient=W.ingredient(tr, action.ingredient))
        return ""
    if isinstance(action, A.Discard):
        return tr("alchemists_play.own.discard", player=mine, ingredient=W.ingredient(tr, action.ingredient))
    if isinstance(action, A.Transmute):
        return tr("alchemists_play.own.transmute", player=mine, ingredient=W.ingredient(tr, action.ingredient))
    if isinstance(action, A.KeepFavor):
        return tr("alchemists_play.own.keep", player=mine, favor=W.favor(tr, action.favor))
    if isinstance(action, A.Bid):
        return tr("alchemists_play.own.bid", player=mine, count=action.discount)
    if isinstance(action, (A.Publish, A.Endorse)):
        return tr("alchemists_play.own.seal", player=mine, seal=tr(f"alchemists_play.seal.{action.seal}"))
    return ""


def reason(tr: Tr, e: Event) -> str:
    """Why a reputation changed, with the zone's or the robe's part when it changed the printed amount."""
    text = tr(f"alchemists_play.why.{e.get('reason')}")
    change, printed = e.get("change"), e.get("printed")
    if printed is not None and change != printed:
        text += " " + tr("alchemists_play.why.adjusted", printed=_signed(printed))
    return text


def undo_reason(blocker: Blocker, tr: Tr) -> str | None:
    """Why undo is not possible now, in this game's words (None: the shared wording)."""
    if blocker.kind == "chance" and isinstance(blocker.action, (A.DrawIngredient, A.DrawFavor, A.DealRow)):
        return tr("alchemists_play.undo.drawn")
    if blocker.kind == "reveal":
        return tr("alchemists_play.undo.revealed")
    return None


def _signed(value: object) -> str:
    return f"{value:+d}".replace("-", "−") if isinstance(value, int) else str(value)


def _order_index(space_id: str) -> int:
    from games.alchemists.board.components import ORDER_TRACK

    ids = [s.id for s in ORDER_TRACK]
    return ids.index(space_id) if space_id in ids else len(ids)
