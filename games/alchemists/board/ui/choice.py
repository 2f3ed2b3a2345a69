"""Putting one decision together from its parts: the legal actions of the seat to move, narrowed
step by step by taps (on the board or on the option buttons) or keys.

Every action is a short sequence of parts, a part being (slot, value):

    order two-favors            ("order", 5)
    declare sell                ("space", "sell")
    play associate sell         ("favor", "associate"), ("space", "sell")
    forage toad / forage deck   ("row", 2) / ("deck", -1)
    transmute toad, discard     ("ingredient", 2)
    sell B+ sign fern toad      ("wish", "B+"), ("guarantee", "sign"), ("ingredient", 1), ("ingredient", 2)
    buy periscope               ("artifact", "periscope")
    debunk toad red             ("theory", 2), ("aspect", "red")
    debunk fern toad R+         ("theory", 1), ("theory", 2), ("potion", "R+")
    publish toad 3 gold         ("theory", 2), ("alchemical", 2), ("seal", "gold")
    endorse toad hedge-red      ("theory", 2), ("seal", "hedge-red")
    student / drink / cap a b   ("ingredient", a), ("ingredient", b)
    exhibit R+ a b              ("potion", "R+"), ("ingredient", a), ("ingredient", b)
    bid 2, altar 3, grant 2     ("bid", 2), ("gold", 3), ("grant", 1)
    keep assistant              ("favor", "assistant")
    pass, done, boots ...       ("word", "pass")

A pair of ingredients may be tapped in either order (each pair action is listed both ways). A step
with a single option after the first is taken at once; when one action is left and all its parts are
chosen, it is ready to confirm. Pure: no pygame, no clock.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from games.alchemists.board import actions as A

Part = tuple[str, object]


def parts_of(action: A.Action) -> tuple[tuple[Part, ...], ...]:
    """The ways of putting `action` together (two for an action with a pair of ingredients)."""
    if isinstance(action, A.Word):
        return ((("word", action.word),),)
    if isinstance(action, A.ChooseOrder):
        return ((("order", action.space),),)
    if isinstance(action, A.Declare):
        return ((("space", action.space),),)
    if isinstance(action, A.PlayFavor):
        return ((("favor", action.favor),) + ((("space", action.space),) if action.space else ()),)
    if isinstance(action, A.KeepFavor):
        return ((("favor", action.favor),),)
    if isinstance(action, A.Forage):
        return (((("deck", A.DECK) if action.ingredient == A.DECK else ("row", action.ingredient)),),)
    if isinstance(action, (A.Transmute, A.Discard)):
        return ((("ingredient", action.ingredient),),)
    if isinstance(action, A.Bid):
        return ((("bid", action.discount),),)
    if isinstance(action, A.Buy):
        return ((("artifact", action.artifact),),)
    if isinstance(action, A.DebunkAspect):
        return ((("theory", action.ingredient), ("aspect", action.colour)),)
    if isinstance(action, A.Publish):
        return ((("theory", action.ingredient), ("alchemical", action.alchemical), ("seal", action.seal)),)
    if isinstance(action, A.Endorse):
        return ((("theory", action.ingredient), ("seal", action.seal)),)
    if isinstance(action, A.Altar):
        return ((("gold", action.gold),),)
    if isinstance(action, A.TakeGrant):
        return ((("grant", action.grant),),)
    if isinstance(action, A.Sell):
        return _both_ways((("wish", action.potion), ("guarantee", action.guarantee)), "ingredient", action.a, action.b)
    if isinstance(action, A.DebunkMix):
        return tuple(p + (("potion", action.potion),) for p in _both_ways((), "theory", action.a, action.b))
    if isinstance(action, A.Mix):
        return _both_ways((), "ingredient", action.a, action.b)
    if isinstance(action, A.Exhibit):
        return _both_ways((("potion", action.potion),), "ingredient", action.a, action.b)
    raise TypeError(f"no parts for {action!r}")


def _both_ways(head: tuple[Part, ...], slot: str, a: int, b: int) -> tuple[tuple[Part, ...], ...]:
    return head + ((slot, a), (slot, b)), head + ((slot, b), (slot, a))


Way = tuple[tuple[Part, ...], A.Action]


@dataclass(frozen=True)
class Choice:
    """A decision in the making: the ways of the legal actions that fit the parts chosen so far."""

    ways: tuple[Way, ...]
    chosen: tuple[Part, ...] = ()

    @property
    def legal(self) -> tuple[A.Action, ...]:
        """The actions still possible (each once)."""
        return tuple(dict.fromkeys(action for _, action in self.ways))

    def options(self) -> list[Part]:
        """The parts that may be chosen next, in the order of the legal actions (no repeats)."""
        n = len(self.chosen)
        return list(dict.fromkeys(way[n] for way, _ in self.ways if len(way) > n))

    def ready(self) -> A.Action | None:
        """The action when the chosen parts name exactly one whole action, else None."""
        n = len(self.chosen)
        done = {action for way, action in self.ways if len(way) == n}
        if len(done) != 1 or any(len(way) > n for way, _ in self.ways):
            return None
        return next(iter(done))

    def pick(self, part: Part) -> "Choice":
        """Choose `part` (it must be one of the options), then any step with a single option."""
        if part not in self.options():
            raise ValueError(f"{part!r} cannot be chosen now")
        choice = self._with(part)
        while True:
            options = choice.options()
            if len(options) != 1 or choice.ready() is not None:
                return choice
            choice = choice._with(options[0])

    def _with(self, part: Part) -> "Choice":
        n = len(self.chosen)
        return Choice(tuple(w for w in self.ways if len(w[0]) > n and w[0][n] == part), self.chosen + (part,))

    def back(self, legal: Sequence[A.Action]) -> "Choice":
        """Take back the last part chosen (over the decision's `legal` actions)."""
        choice = start(legal)
        for part in self.chosen[:-1]:
            choice = choice._with(part)
        return choice

    @property
    def started(self) -> bool:
        """True once anything was chosen."""
        return bool(self.chosen)

    def slot(self) -> str | None:
        """The slot the next step asks for when all options share one, else None (mixed)."""
        slots = {slot for slot, _ in self.options()}
        return slots.pop() if len(slots) == 1 else None


def start(legal: Sequence[A.Action]) -> Choice:
    """A new decision over `legal`."""
    return Choice(tuple((way, action) for action in legal for way in parts_of(action)))


TARGET_SLOTS: dict[str, tuple[str, ...]] = {  # a board target's kind -> the slots a tap on it may choose
    "order": ("order",),
    "space": ("space",),
    "row": ("row",),
    "deck": ("deck",),
    "ingredient": ("ingredient",),
    "hand": ("ingredient",),
    "theory": ("theory",),
    "alchemical": ("alchemical",),
    "seal": ("seal",),
    "favor": ("favor",),
    "artifact": ("artifact",),
    "wish": ("wish",),
    "potion": ("wish", "potion"),
    "grant": ("grant",),
}


def part_for_target(choice: Choice, target: tuple) -> Part | None:
    """The option a tap on a board target chooses now, or None."""
    if not target:
        return None
    kind, value = target[0], (target[1] if len(target) > 1 else A.DECK)
    for slot in TARGET_SLOTS.get(kind, ()):
        if (slot, value) in choice.options():
            return (slot, value)
    return None
