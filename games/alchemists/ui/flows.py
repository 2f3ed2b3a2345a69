"""The lab's flows as data: which choices each asks for, in which order, and how it is answered.

A `Choice` collects what the player picked; `perform` hands it to the game (through the
`LabSession`, which saves) and returns the public history entry the result screens show.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from games.alchemists.components import COLOURED_POTIONS, MASTER_DEBUNK_POTIONS
from games.alchemists.session import HistoryEntry, LabGame
from games.alchemists.ui.lab_state import LabSession

Step = Literal["potion", "pair", "single", "colour"]
FlowId = Literal["student", "drink", "sell", "debunk-apprentice", "debunk-master", "exhibit"]


@dataclass(frozen=True)
class Flow:
    """One flow of the app: its steps in order, the potions it offers, and its prompts."""

    id: FlowId
    steps: tuple[Step, ...]
    potions: tuple[str, ...] = ()
    potion_prompt: str = "alchemists.choose.wanted"

    @property
    def ingredient_count(self) -> int:
        """How many ingredients the flow needs (2 for a pair, 1 for a single)."""
        return 2 if "pair" in self.steps else 1 if "single" in self.steps else 0


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

    def step_done(self, flow: Flow, step: Step) -> bool:
        """Whether `step` of `flow` has its answer."""
        if step == "potion":
            return self.potion is not None
        if step == "colour":
            return self.colour is not None
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
