"""Materia Prima's things in the player's words: names of elements, figures, recipes, scenarios,
campaigns and seats, from assets/i18n/materia-prima.json."""

from __future__ import annotations

from typing import Callable

from games.app.scene import Context
from games.materia_prima.chronicle import Chronicle
from games.materia_prima.components import (
    CHARACTERS, COLOURS, DIFFICULTIES, DIFFICULTY_LETTERS, DIFFICULTY_LEVELS, RECIPES, UPGRADES,
)

Tr = Callable[..., str]
DOMAIN = "materia-prima"


def t(tr: Tr, key: str, **values: object) -> str:
    """The text of `key` in this game's table."""
    return tr(f"{DOMAIN}.{key}", **values)


def element_name(tr: Tr, element: str) -> str:
    return t(tr, f"element.{element}")


def colour_name(tr: Tr, colour: str) -> str:
    return t(tr, f"colour.{colour}")


def character_name(tr: Tr, character: str) -> str:
    return t(tr, f"character.{character}")


def character_of_colour(colour: str) -> str:
    """The character who plays `colour`."""
    return next(c.id for c in CHARACTERS.values() if c.colour == colour)


def thing_name(tr: Tr, thing: str) -> str:
    """A recipe (homunculus, equipment, fragment), a tower upgrade or an element by name."""
    if thing in UPGRADES:
        return t(tr, f"upgrade.{thing}")
    if thing in RECIPES:
        recipe = RECIPES[thing]
        if recipe.deck == "fragments":
            return t(tr, "fragment", level=recipe.level, letter=thing[-1].upper())
        if recipe.deck == "homunculi":
            return thing.capitalize()
        return t(tr, f"recipe.{thing}")
    if thing.startswith("tower-"):
        return t(tr, "tower_of", colour=colour_name(tr, thing[len("tower-"):]))
    return element_name(tr, thing)


def figure_name(tr: Tr, figure: str) -> str:
    """An alchemist (by character), a homunculus or an inquisitor ("Büttel A1")."""
    if figure in COLOURS:
        return character_name(tr, character_of_colour(figure)).split(" ")[0]
    if len(figure) == 2 and figure[0] in "ABCDEF" and figure[1].isdigit():
        return f"{t(tr, f'inquisitor.{figure[0]}')} {figure}"
    return thing_name(tr, figure)


def scenario_title(tr: Tr, number: int) -> str:
    return t(tr, f"scenario.{number}.title")


def scenario_label(tr: Tr, number: int) -> str:
    """"1 · Escape from Tristigis" (the prologue has no number)."""
    title = scenario_title(tr, number)
    return title if number == 0 else f"{number} · {title}"


def difficulty_name(tr: Tr, difficulty: str) -> str:
    return t(tr, f"difficulty.{difficulty}")


def seat_kind_label(ctx: Context, kind: str) -> str:
    """"Human", "Computer", "Computer (novice)"."""
    return t(ctx.tr, f"seat.{kind.replace(':', '-')}")


def signed(tr: Tr, key: str, amount: int, **values: object) -> str:
    """The "_less", "_more" or "_same" form of `key` for a change of `amount`."""
    form = "less" if amount < 0 else "more" if amount > 0 else "same"
    return t(tr, f"{key}_{form}", **values)


def difficulty_words(tr: Tr, difficulty: str) -> str:
    """What a difficulty changes, in words [D]: "Easy (E): 20 days, each tower starts with …"."""
    level = DIFFICULTY_LEVELS[difficulty]
    start = (t(tr, "difficulty.start", elements=", ".join(element_name(tr, e) for e in level.start_elements))
             if level.start_elements else t(tr, "difficulty.start_none"))
    escalation = (t(tr, "difficulty.escalation", days=level.escalation_every) if level.escalation_every
                  else t(tr, "difficulty.escalation_none"))
    changes = [t(tr, "choice.days", days=DIFFICULTIES[difficulty]), start,
               signed(tr, "difficulty.events", level.event_points, count=abs(level.event_points)), escalation,
               signed(tr, "difficulty.alarm", level.alarm_cards, count=abs(level.alarm_cards))]
    if level.extra_attack:
        changes.append(t(tr, "difficulty.attack", count=level.extra_attack))
    name = t(tr, f"difficulty.{difficulty}").split(" (")[0]
    return t(tr, "difficulty.words", name=name, letter=DIFFICULTY_LETTERS[difficulty], changes=", ".join(changes))


PLAYED_SHOWN = 2  # scenarios the campaign book names on a campaign's card


def played_line(tr: Tr, chronicle: Chronicle) -> str:
    """The last scenarios played in words: "Prologue passed (Normal) · 1 failed (Hard)" — the two
    latest, after "…" when there were more — or that none was."""
    if not chronicle.played:
        return t(tr, "book.none_played")
    letters = {letter: name for name, letter in DIFFICULTY_LETTERS.items()}
    parts = [f"{scenario_label(tr, p.number) if p.number == 0 else p.number} {t(tr, f'chronicle.{p.result}')} "
             f"({t(tr, f'difficulty.{letters[p.difficulty]}').split(' (')[0]})" for p in chronicle.played[-PLAYED_SHOWN:]]
    return t(tr, "book.played", scenarios=" · ".join(["…"] * (len(chronicle.played) > PLAYED_SHOWN) + parts))


def team_line(tr: Tr, chronicle: Chronicle) -> str:
    """Who plays whom: "Anna: Sejlon, Lenka · Ben: Piot"."""
    parts = []
    for player in chronicle.players:
        names = [character_name(tr, m.character).split(" ")[0] for m in chronicle.members if m.player == player]
        parts.append(f"{player}: {', '.join(names)}")
    return " · ".join(parts)


def match_progress(tr: Tr, record: dict | None) -> str | None:
    """The scenario in progress in words ("Prologue, day 5 of 16"), from a saved match record."""
    if not isinstance(record, dict):
        return None
    config = record.get("config") if isinstance(record.get("config"), dict) else {}
    scenario = config.get("scenario", 0)
    actions = [a for a in record.get("actions") or [] if isinstance(a, str)]
    days = [int(a.split()[1]) for a in actions if a.startswith("day ") and a.split()[1].isdigit()]
    title = scenario_title(tr, scenario) if scenario in range(5) else "?"
    return t(tr, "book.in_progress", scenario=title, day=days[-1] if days else 1)
