"""Materia Prima's rules help (the shared games.app.rules_help): the co-op rules in five sections,
our house rules — every [D] decision of components.HOUSE_RULES, each with its topic and marked as
a house rule — and how to play on screen."""

from __future__ import annotations

from games.app.rules_help import HouseRules, RulesBook, RulesHelpScene, RulesSection
from games.app.scene import Context
from games.materia_prima.components import HOUSE_RULES
from games.materia_prima.ui import words as W

SECTIONS = ("idea", "day", "actions", "fights", "inquisitors")


def rules_scene(section: int = 0) -> RulesHelpScene:
    """The rules help, opened at tab `section`."""
    return RulesHelpScene(rules_book, section)


def rules_book(ctx: Context) -> RulesBook:
    """The rules in the current language."""
    tr = ctx.tr

    def section(name: str) -> RulesSection:
        return RulesSection(W.t(tr, f"rules.{name}.title"), W.t(tr, f"rules.{name}.text"))

    texts = [f"{W.t(tr, f'rules.topic.{rule.topic}')}: {tr(rule.text_key)}" for rule in HOUSE_RULES]
    house = HouseRules(W.t(tr, "rules.house.title"), W.t(tr, "rules.house.intro"), W.t(tr, "rules.house.tag"), texts)
    return RulesBook(W.t(tr, "rules.title"), [section(name) for name in SECTIONS], house, section("keys"))
