"""The lab's rules help, on the shared rules pages (games.app.table.rules_help): what each flow does,
which game codes work, our house rules (each badged as a house rule) and how to play on screen.

    Push(rules_scene(ctx, code))          # from the lab menu ("Rules" or the "?" key)

All texts come from assets/i18n/alchemists.json under "rules.*"; the house rules are those of
games.alchemists.components HOUSE_RULES.
"""

from __future__ import annotations

from games.alchemists.components import HOUSE_RULES
from games.alchemists.lab.ui.base import code_badge
from games.app.scene import Context
from games.app.table.rules_help import HouseRules, RulesBook, RulesHelpScene, RulesSection

FLOW_SECTIONS: tuple[str, ...] = ("student", "drink", "sell", "debunk", "exhibit")
KEY = "alchemists.rules."


def house_rule_keys() -> list[str]:
    """The translation keys of every house rule in the rules data, in order."""
    return [f"{KEY}house.{rule}" for rule in HOUSE_RULES]


def rules_book(ctx: Context) -> RulesBook:
    """The flows (each name in bold with what the lab does), the game codes, the house rules, the keys."""
    tr = ctx.tr
    flows = RulesSection(tr(KEY + "flows_heading"), "",
                         terms=[(tr(f"{KEY}{flow}.name"), tr(f"{KEY}{flow}.text")) for flow in FLOW_SECTIONS])
    codes = RulesSection(tr(KEY + "codes_heading"), tr(KEY + "codes_text"))
    house = HouseRules(tr(KEY + "house.title"), tr(KEY + "house.intro"), tr(KEY + "house.tag"),
                       [tr(key) for key in house_rule_keys()])
    keys = RulesSection(tr(KEY + "keys.title"), tr(KEY + "keys.text"))
    return RulesBook(tr(KEY + "title"), [flows, codes], house, keys)


def rules_scene(ctx: Context, code: str, section: int = 0) -> RulesHelpScene:
    """The lab's rules help with the running game's code in the title bar."""
    return RulesHelpScene(rules_book, section, badge=code_badge(ctx, code))
