"""A check every game's rules help gets: each tab is readable, and the house rules tab shows every
house rule of the game, each with its badge."""

from __future__ import annotations

from typing import Callable, Sequence

from games.app.testing.headless import Harness
from games.app.table.rules_help import RulesHelpScene


def check_every_tab_and_the_house_rules(h: Harness, readable: Callable[[Harness, str], None],
                                        house_rule_keys: Sequence[str]) -> None:
    """With the rules help on top of `h`: `readable` holds for every tab, and the house rules tab
    names every rule of `house_rule_keys` (by its first words) with one badge each."""
    rules = h.top
    assert isinstance(rules, RulesHelpScene) and rules.book is not None
    for tab in range(len(rules.buttons.buttons)):
        h.key(str(tab + 1))
        readable(h, f"rules tab {tab + 1}")
    h.key(str(len(rules.book.sections) + 1))
    h.render()
    assert rules.page is not None
    page = " ".join(line.text for line in rules.page.lines)
    for key in house_rule_keys:
        assert " ".join(h.ctx.tr(key).split()[:4]) in page, key
    assert len([line for line in rules.page.lines if line.badge]) == len(house_rule_keys)
