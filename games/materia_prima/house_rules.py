"""Our decisions where the rulebook is silent ([D] on the reference page, and the ones this program
had to make on top): each has German and English text in assets/i18n/materia-prima.json under
"house.<id>", shown in the rules help marked as a house rule."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True)
class HouseRule:
    """A decision of ours; `text_key` is its translation key."""

    id: str

    @property
    def text_key(self) -> str:
        """The translation key of its text ("materia-prima.house.<id>")."""
        return f"materia-prima.house.{self.id}"


HOUSE_RULES: Final[tuple[HouseRule, ...]] = ()
