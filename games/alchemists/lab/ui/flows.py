"""The lab's flows as data: which choices each asks for, in which order, and how it is answered.

A `Choice` collects what the player picked; `perform` hands it to the game (through the
`LabSession`, which saves) and returns the public history entry the result screens show. The same
chooser (choose.py) serves the notebook's hand entry (notebook_entry.py), whose flows add the steps
quality (of a sale), sign (of an aspect) and alchemical (1..8); each such step is answered by one tile.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from games.alchemists.components import COLOURED_POTIONS, COLOURS, INGREDIENTS, MASTER_DEBUNK_POTIONS, QUALITIES
from games.alchemists.lab.session import HistoryEntry, LabGame
from games.alchemists.lab.ui.lab_state import LabSession

Step = Literal["potion", "pair", "single", "colour", "quality", "sign", "alchemical"]
VALUE_STEPS: tuple[Step, ...] = ("potion", "colour", "quality", "sign", "alchemical")  # one tile answers each
FlowId = Literal["student", "drink", "sell", "debunk-apprentice", "debunk-master", "exhibit"]
STEP_VALUES: dict[str, tuple[str, ...]] = {
    "pair": INGREDIENTS, "single": INGREDIENTS, "colour": COLOURS, "quality": QUALITIES, "sign": ("+", "-"),
    "alchemical": tuple(str(number) for number in range(1, 9)),
}
STEP_PROMPTS: dict[str, str] = {"pair": "alchemists.choose.pair", "single": "alchemists.choose.single",
                                "colour": "alchemists.choose.colour", "quality": "alchemists.choose.quality",
                                "sign": "alchemists.choose.sign", "alchemical": "alchemists.choose.alchemical"}


@dataclass(frozen=True)
class Flow:
    """One flow of the app: its steps in order, the potions it offers, and its prompts.

    `prompts` may give a step its own instruction (a translation key) instead of STEP_PROMPTS."""

    id: str  # a FlowId for the lab's flows
    steps: tuple[Step, ...]
    potions: tuple[str, ...] = ()
    potion_prompt: str = "alchemists.choose.wanted"
    prompts: tuple[tuple[Step, str], ...] = ()

    @property
    def ingredient_count(self) -> int:
        """How many ingredients the flow needs (2 for a pair, 1 for a single)."""
        return 2 if "pair" in self.steps else 1 if "single" in self.steps else 0

    def values(self, step: Step) -> tuple[str, ...]:
        """The tiles that answer `step`."""
        return self.potions if step == "potion" else STEP_VALUES[step]

    def prompt_key(self, step: Step) -> str:
        """The translation key of the instruction for `step`."""
        own = dict(self.prompts)
        if step in own:
            return own[step]
        return self.potion_prompt if step == "potion" else STEP_PROMPTS[step]


FLOWS: dict[str, Flow] = {
    "student": Flow("student", ("pair",)),
    "drink": Flow("drink", ("pair",)),
    "sell": Flow("sell", ("potion", "pair"), COLOURED_POTIONS, "alchemists.choose.wanted"),
    "debunk-apprentice": Flow("debunk-apprentice", ("single", "colour")),
    "debunk-master": Flow("debunk-master", ("pair", "potion"), MASTER_DEBUNK_POTIONS, "alchemists.choose.master_potion"),
    "exhibit": Flow("exhibit", ("potion", "pair"), COLOURED_POTIONS, "alchemists.choose.announce"),
}


def flows_of(variant: str) -> tuple[Flow, ...]:
    """The flows of the variant, in menu order."""
    debunk = "debunk-apprentice" if variant == "apprentice" else "debunk-master"
    return tuple(FLOWS[name] for name in ("student", "drink", "sell", debunk, "exhibit"))


@dataclass
class Choice:
    """What the player has picked so far in a flow."""

    potion: str | None = None
    ingredients: list[str] = field(default_factory=list)
    colour: str | None = None
    quality: str | None = None
    sign: str | None = None
    alchemical: str | None = None

    def value(self, step: Step) -> str | None:
        """The tile chosen for a step answered by one tile (VALUE_STEPS)."""
        assert step in VALUE_STEPS, step
        return getattr(self, step)

    def set_value(self, step: Step, value: str | None) -> None:
        """Choose `value` (None: nothing) for a step answered by one tile."""
        assert step in VALUE_STEPS, step
        setattr(self, step, value)

    def step_done(self, flow: Flow, step: Step) -> bool:
        """Whether `step` of `flow` has its answer."""
        if step in VALUE_STEPS:
            return self.value(step) is not None
        return len(self.ingredients) >= flow.ingredient_count

    def current_step(self, flow: Flow) -> Step:
        """The first step still open; the last step once everything is chosen."""
        for step in flow.steps:
            if not self.step_done(flow, step):
                return step
        return flow.steps[-1]

    def complete(self, flow: Flow) -> bool:
        """Whether every step has its answer."""
        return all(self.step_done(flow, step) for step in flow.steps)


def perform(flow: Flow, choice: Choice, lab: LabSession) -> HistoryEntry:
    """Answer the completed `choice` in the game (saved by `lab`); the new public history entry."""
    potion, colour = choice.potion, choice.colour
    ingredients = list(choice.ingredients)

    def act(game: LabGame) -> tuple[LabGame, object]:
        if flow.id in ("student", "drink"):
            a, b = ingredients
            return game.student(a, b) if flow.id == "student" else game.drink(a, b)
        if flow.id == "sell":
            return game.sell(str(potion), *ingredients)
        if flow.id == "debunk-apprentice":
            return game.debunk_apprentice(ingredients[0], str(colour))
        if flow.id == "debunk-master":
            return game.debunk_master(ingredients[0], ingredients[1], str(potion))
        return game.exhibit(str(potion), *ingredients)

    lab.record(act)
    return lab.game.history[-1]
