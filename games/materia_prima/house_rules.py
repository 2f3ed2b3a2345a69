"""Our decisions where the rulebook is silent ([D] on the reference page, and the ones this program
had to make on top): each has German and English text in assets/i18n/materia-prima.json under
"house.<id>", shown in the rules help marked as a house rule."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


TOPICS: Final[tuple[str, ...]] = ("board", "actions", "alarm", "inquisition", "scenarios", "campaign")


@dataclass(frozen=True)
class HouseRule:
    """A decision of ours, with the rules-help topic it belongs to; `text_key` is its translation key."""

    id: str
    topic: str
    against_rulebook: bool = False  # it changes what the rulebook says (the help text says so first)

    @property
    def text_key(self) -> str:
        """The translation key of its text ("materia-prima.house.<id>")."""
        return f"materia-prima.house.{self.id}"


HOUSE_RULES: Final[tuple[HouseRule, ...]] = (
    # board
    HouseRule("board-tiles", "board"),
    HouseRule("board-arrangement", "board"),
    HouseRule("harbours", "board"),
    HouseRule("towers", "board"),
    HouseRule("alchemist-values", "board"),
    HouseRule("no-soul-stone", "board"),
    HouseRule("supply", "board"),
    HouseRule("dice", "board"),
    HouseRule("prologue-difficulty", "board", against_rulebook=True),
    # actions
    HouseRule("move", "actions"),
    HouseRule("inquisitor-fields", "actions"),
    HouseRule("mine", "actions"),
    HouseRule("drop", "actions"),
    HouseRule("empty-exchange", "actions"),
    HouseRule("trade", "actions"),
    HouseRule("equip", "actions"),
    HouseRule("convert", "actions"),
    HouseRule("transmute", "actions"),
    HouseRule("recipes", "actions"),
    HouseRule("homunculus-limit", "actions"),
    HouseRule("research", "actions"),
    HouseRule("notebook", "actions"),
    HouseRule("buy", "actions"),
    HouseRule("upgrades", "actions"),
    HouseRule("free-actions", "actions"),
    HouseRule("sail", "actions"),
    HouseRule("city-orders", "actions"),
    HouseRule("homunculi-actions", "actions"),
    HouseRule("observatorium", "actions"),
    # alarm
    HouseRule("alarm-cards", "alarm"),
    HouseRule("markers", "alarm"),
    HouseRule("alarms", "alarm"),
    HouseRule("alarm-deck", "alarm"),
    HouseRule("placement", "alarm"),
    HouseRule("figure-symbols", "alarm"),
    HouseRule("card-places", "alarm"),
    HouseRule("inquisitor-types", "alarm"),
    HouseRule("empty-pile", "alarm"),
    # inquisition
    HouseRule("target-distance", "inquisition"),
    HouseRule("most-targets", "inquisition"),
    HouseRule("paths", "inquisition"),
    HouseRule("destruction", "inquisition"),
    HouseRule("beaten", "inquisition"),
    HouseRule("defeated-cards", "inquisition"),
    HouseRule("loot", "inquisition"),
    # scenarios
    HouseRule("event-decision", "scenarios"),
    HouseRule("event-effects", "scenarios"),
    HouseRule("scenario-cards", "scenarios"),
    HouseRule("objectives", "scenarios"),
    HouseRule("guards", "scenarios"),
    HouseRule("opus-magnum-types", "scenarios"),
    HouseRule("extension", "scenarios"),
    HouseRule("difficulty", "scenarios", against_rulebook=True),
    HouseRule("tower-relic", "scenarios"),
    # campaign
    HouseRule("carry-over", "campaign"),
    HouseRule("failed-scenarios", "campaign"),
    HouseRule("no-soul-stones-left", "campaign", against_rulebook=True),
)
