"""The board game's rules help: the idea, a round, the actions, theories, the end, the house rules
of the engine (games.alchemists.board.components.HOUSE_RULES, marked) and how to play on screen,
shown by the shared games.app.table.rules_help."""

from __future__ import annotations

from games.alchemists.board.components import HOUSE_RULES
from games.app.table.rules_help import RulesBook, RulesHelpScene, book_of
from games.app.scene import Context

SECTIONS = ("goal", "round", "actions", "theories", "end")


def rules_scene(section: int = 0) -> RulesHelpScene:
    """The rules help, opened at tab `section`."""
    return RulesHelpScene(rules_book, section)


def rules_book(ctx: Context) -> RulesBook:
    """The rules in the current language."""
    return book_of(ctx, "alchemists_play", SECTIONS, [rule.text_key for rule in HOUSE_RULES])
