"""Materia Prima's rules help (the shared games.app.table.rules_help): the co-op rules in five sections,
our house rules — every [D] decision of components.HOUSE_RULES, ordered by topic and each marked as
a house rule — and how to play on screen."""

from __future__ import annotations

from games.app.table.rules_help import RulesBook, RulesHelpScene, book_of
from games.app.scene import Context
from games.materia_prima.components import HOUSE_RULES

SECTIONS = ("idea", "day", "actions", "fights", "inquisitors")


def rules_scene(section: int = 0) -> RulesHelpScene:
    """The rules help, opened at tab `section`."""
    return RulesHelpScene(rules_book, section)


def rules_book(ctx: Context) -> RulesBook:
    """The rules in the current language."""
    return book_of(ctx, "materia-prima", SECTIONS, [rule.text_key for rule in HOUSE_RULES])
