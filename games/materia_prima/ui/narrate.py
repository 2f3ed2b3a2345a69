"""What happened, in words: one line per logged action for the shared event log and the caption
above the board — the alchemists' actions, every die against the value to reach, and every step
of the alarm phase and the Inquisition with its reason (which target, by which priority)."""

from __future__ import annotations

from typing import Callable

from games.app.table.match_session import Happening
from games.materia_prima import actions as A
from games.materia_prima.components import ALARM_CARDS, CITY_ORDERS, COLOURS, INQUISITOR_CARDS, SCENARIOS
from games.materia_prima.odds import success_chance
from games.materia_prima.state import Roll, State
from games.materia_prima.stats import inquisitor_values
from games.materia_prima.ui import words as W
from games.materia_prima.ui.inquisition_panel import effect_text, modifier_text

Tr = W.Tr


def field_words(tr: Tr, state: State, field: int, case: str = "acc") -> str:
    """A field as players name it — a city, a mine, the temple, a tower, a plain field — in the
    grammatical case the sentence needs ("acc": going onto it, "dat": lying on it)."""
    spot = state.board.fields[field]
    for alchemist in state.alchemists:
        if alchemist.tower == field:
            return W.t(tr, f"field.tower.{case}", colour=W.colour_name(tr, alchemist.colour))
    if spot.kind == "city":
        return W.t(tr, f"city.{spot.city}")
    if spot.kind == "mine":
        return W.t(tr, f"field.mine.{case}", element=W.element_name(tr, spot.element))
    if spot.kind == "tower-site":
        return W.t(tr, f"field.site.{case}", site=spot.site)
    return W.t(tr, f"field.{'temple' if spot.kind == 'temple' else 'plain'}.{case}")


def who(tr: Tr, figure: str) -> str:
    """A figure's name; an alchemist's with its colour."""
    if figure in COLOURS:
        return f"{W.figure_name(tr, figure)} ({W.colour_name(tr, figure)})"
    return W.figure_name(tr, figure)


def target_words(tr: Tr, target: str) -> str:
    return W.thing_name(tr, target) if target.startswith("tower-") else who(tr, target)


def _roll_line(tr: Tr, roll: Roll, face: int) -> str:
    total = sum(roll.faces) + face
    if roll.kind in ("loot", "destroy"):
        return W.t(tr, f"log.die_{roll.kind}", face=face)
    return W.t(tr, "log.die", face=face, number=len(roll.faces) + 1, dice=roll.dice, total=total, target=roll.target)


def _die(tr: Tr, action: A.Die, before: State, after: State) -> list[str]:
    roll = before.pending
    return [_roll_line(tr, roll, action.face)] if isinstance(roll, Roll) else [W.t(tr, "log.die_plain", face=action.face)]


def _result(tr: Tr, action: A.Result, before: State, after: State) -> list[str]:
    roll = before.pending
    assert isinstance(roll, Roll)
    total = sum(roll.faces)
    if action.verdict in ("hit", "miss") and roll.kind == "order":
        return [W.t(tr, f"log.order_{action.verdict}", figure=who(tr, roll.attacker), total=total, target=roll.target)]
    line = W.t(tr, f"log.{action.verdict}", attacker=target_words(tr, roll.attacker),
               defender=target_words(tr, roll.defender), total=total, target=roll.target)
    if action.verdict == "beaten" and roll.defender in COLOURS:
        line += " " + W.t(tr, "log.beaten_alchemist")
    return [line]


def _fight(tr: Tr, action: A.Fight, before: State, after: State) -> list[str]:
    roll = after.pending
    if not isinstance(roll, Roll):
        return [W.t(tr, "log.fight_plain", figure=who(tr, action.figure), target=who(tr, action.inquisitor))]
    chance = round(100 * success_chance(roll.dice, roll.target))
    return [W.t(tr, "log.fight", figure=who(tr, action.figure), target=who(tr, action.inquisitor), dice=roll.dice,
                needed=roll.target, chance=chance)]


def _fight_order(tr: Tr, action: A.FightOrder, before: State, after: State) -> list[str]:
    roll = after.pending
    dice, needed = (roll.dice, roll.target) if isinstance(roll, Roll) else (0, 0)
    city = before.board.fields[_field(before, action.figure)].city
    return [W.t(tr, "log.fight_order", figure=who(tr, action.figure), city=W.t(tr, f"city.{city}"), dice=dice,
                needed=needed, chance=round(100 * success_chance(dice, needed)))]


def _field(state: State, figure: str) -> int:
    from games.materia_prima.figures import figure_field

    field = figure_field(state, figure)
    assert field is not None
    return field


def _exchange_step(tr: Tr, action: A.Action, before: State, after: State) -> list[str]:
    ex = before.pending
    other = getattr(ex, "other", "ground")
    figure = who(tr, getattr(ex, "figure", ""))
    if isinstance(action, (A.Give, A.Take)):
        side = "ground" if other == "ground" else "tower" if other == "tower" else "figure"
        verb = "give" if isinstance(action, A.Give) else "take"
        return [W.t(tr, f"log.{verb}_{side}", figure=figure, element=W.element_name(tr, action.element),
                    other=who(tr, other) if side == "figure" else "")]
    if isinstance(action, (A.Wear, A.Stow)):
        return [W.t(tr, f"log.{action.verb}", figure=figure, item=W.thing_name(tr, action.item))]
    return []


def _target(tr: Tr, action: A.Target, before: State, after: State) -> list[str]:
    if action.target == "none":
        return [W.t(tr, "log.no_target", inquisitor=who(tr, action.inquisitor))]
    return [W.t(tr, "log.target", inquisitor=who(tr, action.inquisitor), target=target_words(tr, action.target),
                reason=W.t(tr, f"priority.{action.priority}"))]


def _activate(tr: Tr, action: A.Activate, before: State, after: State) -> list[str]:
    figure = after.inquisitor(action.inquisitor)
    values = inquisitor_values(after, figure.type) if figure else None
    if values is None:
        return []
    return [W.t(tr, "log.activate", inquisitor=who(tr, action.inquisitor), actions=values.actions,
                attack=values.attack, defence=values.defence)]


def _draw_alarm(tr: Tr, action: A.DrawAlarm, before: State, after: State) -> list[str]:
    card = ALARM_CARDS[action.card]
    modifier = modifier_text(tr, card.modifier) if card.modifier else W.t(tr, "modifier.none")
    order = ", ".join(W.colour_name(tr, after.alchemists[seat].colour) for seat in after.turn_order)
    return [W.t(tr, "log.alarm_card", number=card.number, city=W.t(tr, f"city.{card.city}"), modifier=modifier,
                order=order)]


def _draw_inquisitor(tr: Tr, action: A.DrawInquisitor, before: State, after: State) -> list[str]:
    card = INQUISITOR_CARDS[action.card]
    return [W.t(tr, "log.inquisitor_card", card=action.card, kind=W.t(tr, f"inquisitor.{card.type}"),
                modifier=modifier_text(tr, card.modifier))]


def _event(tr: Tr, action: A.EventSide, before: State, after: State) -> list[str]:
    record = after.events[-1]
    event = SCENARIOS[after.scenario].event_on(action.day)
    assert event is not None
    chosen = event.alchemists if action.side == "alchemists" else event.inquisition
    return [W.t(tr, "log.event", day=action.day, side=W.t(tr, f"side.{action.side}"), spent=record.points_spent,
                needed=record.points_needed, effect=effect_text(tr, chosen))]


def _simple(key: str, **fields: Callable[[Tr, A.Action, State, State], str]) -> Callable[..., list[str]]:
    """A narrator of one line from `key` whose values come from the given functions."""
    def narrate(tr: Tr, action: A.Action, before: State, after: State) -> list[str]:
        return [W.t(tr, key, **{name: get(tr, action, before, after) for name, get in fields.items()})]
    return narrate


def _fig(tr: Tr, a: A.Action, b: State, c: State) -> str:
    return who(tr, getattr(a, "figure", "") or getattr(a, "colour", "") or getattr(a, "inquisitor", ""))


def _to(tr: Tr, a: A.Action, b: State, c: State) -> str:
    return field_words(tr, c, c.board.index_of(getattr(a, "to", None) or getattr(a, "at")))


def _on(tr: Tr, a: A.Action, b: State, c: State) -> str:
    return field_words(tr, c, c.board.index_of(getattr(a, "at")), "dat")


NARRATORS: dict[type, Callable[[Tr, A.Action, State, State], list[str]]] = {
    A.Move: _simple("log.move", figure=_fig, to=_to),
    A.Mine: _simple("log.mine", figure=_fig, element=lambda tr, a, b, c: W.element_name(
        tr, c.board.fields[_field(b, a.figure)].element)),
    A.Drop: _simple("log.drop", figure=_fig),
    A.Trade: _simple("log.trade", figure=_fig, other=lambda tr, a, b, c: who(tr, a.other)),
    A.Equip: _simple("log.equip", figure=_fig),
    A.Fight: _fight, A.FightOrder: _fight_order,
    A.Deliver: _simple("log.deliver", figure=_fig, thing=lambda tr, a, b, c: W.thing_name(tr, a.thing)),
    A.Convert: _simple("log.convert", figure=_fig, element=lambda tr, a, b, c: W.element_name(tr, a.element)),
    A.Transmute: _simple("log.transmute", figure=_fig, recipe=lambda tr, a, b, c: W.thing_name(tr, a.recipe)),
    A.Research: _simple("log.research", figure=_fig, deck=lambda tr, a, b, c: W.t(tr, f"deck.{a.deck}")),
    A.Buy: _simple("log.buy", figure=_fig, upgrade=lambda tr, a, b, c: W.thing_name(
        tr, next(u for u in c.by_colour(a.figure).upgrades if u not in b.by_colour(a.figure).upgrades))),
    A.Sail: _simple("log.sail", figure=_fig, city=lambda tr, a, b, c: W.t(tr, f"city.{a.city}")),
    A.Portal: _simple("log.portal", figure=_fig),
    A.EndTurn: _simple("log.end", figure=lambda tr, a, b, c: who(tr, b.alchemists[b.agenda[0][1]].colour)),
    A.Give: _exchange_step, A.Take: _exchange_step, A.Wear: _exchange_step, A.Stow: _exchange_step,
    A.Keep: _simple("log.keep", recipe=lambda tr, a, b, c: W.thing_name(tr, a.recipe)),
    A.Discard: _simple("log.discard", recipe=lambda tr, a, b, c: W.thing_name(tr, a.recipe)),
    A.EventSide: _event,
    A.Sacrifice: _simple("log.sacrifice", figure=_fig, thing=lambda tr, a, b, c: W.thing_name(tr, a.thing)),
    A.LoseElement: lambda tr, a, b, c: [W.t(tr, "log.lose_none" if a.element == "none" else "log.lose",
                                            colour=W.colour_name(tr, a.colour), element=W.thing_name(tr, a.element))],
    A.Extend: _simple("log.extend", difficulty=lambda tr, a, b, c: W.difficulty_name(tr, a.difficulty)),
    A.Finish: _simple("log.finish"),
    A.Carry: _simple("log.carry", figure=_fig, thing=lambda tr, a, b, c: W.thing_name(tr, a.thing)),
    A.CarryDone: _simple("log.carry_done", figure=_fig),
    A.Die: _die, A.Result: _result,
    A.DrawAlarm: _draw_alarm,
    A.Peek: _simple("log.peek", card=lambda tr, a, b, c: str(a.card)),
    A.DrawInquisitor: _draw_inquisitor,
    A.DrawRecipe: lambda tr, a, b, c: [] if b.phase == "setup" else [W.t(tr, "log.recipe", recipe=W.thing_name(tr, a.recipe))],
    A.DrawOrder: lambda tr, a, b, c: [] if b.phase == "setup" else [W.t(tr, "log.order", order=_order_text(tr, a.card))],
    A.DrawUpgrade: lambda tr, a, b, c: [] if b.phase == "setup" else [W.t(tr, "log.upgrade", upgrade=W.thing_name(tr, a.upgrade))],
    A.Day: lambda tr, a, b, c: [W.t(tr, "log.day", day=a.day, days=c.days)],
    A.Marker: _simple("log.marker", at=_on, source=lambda tr, a, b, c: who(tr, a.source)),
    A.Alarm: _simple("log.alarm", at=_on),
    A.Place: _simple("log.place", figure=_fig, at=_on),
    A.Guard: _simple("log.guard", figure=_fig, at=_to),
    A.Turn: _simple("log.turn", figure=lambda tr, a, b, c: who(tr, a.colour)),
    A.Activate: _activate, A.Target: _target,
    A.Step: _simple("log.step", figure=_fig, to=_to),
    A.Attack: _simple("log.attack", figure=_fig, target=lambda tr, a, b, c: target_words(tr, a.target),
                      value=lambda tr, a, b, c: str(c.pending.target if isinstance(c.pending, Roll) else "?")),
    A.Destroy: _simple("log.destroy", figure=_fig, colour=lambda tr, a, b, c: W.colour_name(tr, a.colour)),
    A.Forfeit: _simple("log.forfeit", figure=_fig),
    A.Loot: lambda tr, a, b, c: [W.t(tr, "log.loot_none" if a.element == "none" else "log.loot",
                                     figure=who(tr, a.figure), element=W.thing_name(tr, a.element))],
    A.Verdict: lambda tr, a, b, c: [W.t(tr, f"log.verdict_{a.result}", reason=W.t(tr, f"reason.{a.reason}"))],
}


def _order_text(tr: Tr, number: int) -> str:
    from games.materia_prima.ui.table_panel import order_text

    return order_text(tr, number) if number in CITY_ORDERS else str(number)


def narrate(tr: Tr, happening: Happening) -> list[str]:
    """The lines of one logged action (none for bookkeeping the table shows by itself)."""
    action = happening.action
    narrator = NARRATORS.get(type(action))
    if narrator is None:
        return []
    return narrator(tr, action, happening.before.state, happening.after.state)
