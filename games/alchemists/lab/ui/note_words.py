"""The notebook in words: facts, notes, shares, counts and the hint as the players read them (de/en).

Every function takes the Context for its translator; the texts live in
assets/i18n/alchemists_notebook.json. Facts are worded from their parts (ingredient, potion, colour,
sign and alchemical names), never shown as the notation alone.
"""

from __future__ import annotations

from games.alchemists.components import ALCHEMICALS, INGREDIENTS
from games.alchemists.deduction import Contradiction, Experiment, shown_percent
from games.alchemists.facts import AspectSign, Fact, Known, Made, NotMade, OneOf, Sold
from games.alchemists.lab.notebook import Note
from games.app.scene import Context

KEY = "alchemists_notebook."


def signs_text(number: int) -> str:
    """The signs of alchemical `number` (1..8) as the table writes them, red green blue: "+ − −"."""
    return " ".join("+" if sign > 0 else "−" for sign in ALCHEMICALS[number - 1].signs)


def alchemical_name(ctx: Context, number: int) -> str:
    """"Alchemical 3" / "Element 3"."""
    return ctx.tr(KEY + "alchemical", number=number)


def fact_text(ctx: Context, fact: Fact) -> str:
    """One fact as a sentence, e.g. "Toad + Fern made Healing"."""
    def name(kind: str, value: object) -> str:
        return ctx.tr(f"alchemists.{kind}.{value}")

    if isinstance(fact, (Made, NotMade, Sold)):
        pair = {"first": name("ingredient", fact.a), "second": name("ingredient", fact.b)}
        if isinstance(fact, Sold):
            return ctx.tr(KEY + "fact.sold", **pair, wanted=name("potion", fact.wanted),
                          quality=name("quality", fact.quality))
        key = "fact.made" if isinstance(fact, Made) else "fact.not_made"
        return ctx.tr(KEY + key, **pair, potion=name("potion", fact.potion))
    ingredient = name("ingredient", fact.ingredient)
    if isinstance(fact, AspectSign):
        return ctx.tr(KEY + "fact.aspect", ingredient=ingredient, aspect=ctx.tr(KEY + f"aspect.{fact.colour}"),
                      sign=ctx.tr(f"alchemists.result.sign.{fact.sign}"))
    if isinstance(fact, OneOf):
        *head, last = map(str, fact.numbers)
        numbers = f"{', '.join(head)} {ctx.tr(KEY + 'fact.or')} {last}"
        return ctx.tr(KEY + "fact.one_of", ingredient=ingredient, numbers=numbers)
    assert isinstance(fact, Known)
    return ctx.tr(KEY + "fact.known", ingredient=ingredient, alchemical=alchemical_name(ctx, fact.number),
                  signs=signs_text(fact.number))


def quoted(ctx: Context, text: str) -> str:
    """`text` in the language's quotation marks: “...” / „...“."""
    return ctx.tr(KEY + "quoted", text=text)


def source_text(ctx: Context, note: Note) -> str:
    """Where a note came from: "your experiment" / "noted by hand"."""
    return ctx.tr(KEY + f"source.{note.source}")


def count_text(ctx: Context, count: int) -> str:
    """An integer with the language's thousands separator: 40,320 / 40.320."""
    separator = "." if ctx.tr.language == "de" else ","
    return f"{count:,}".replace(",", separator)


def percent_text(ctx: Context, worlds: int, count: int) -> str:
    """`worlds` of `count` solutions as a whole percentage (half up), never rounded to a certainty it
    is not: "< 1 %", "> 99 %"."""
    kind, percent = shown_percent(worlds, count)
    return ctx.tr(KEY + ("percent" if kind == "exact" else f"percent_{kind}"), percent=percent)


def worlds_text(ctx: Context, count: int) -> str:
    """"120 possible solutions" (or "Solved" for one)."""
    if count == 1:
        return ctx.tr(KEY + "solved")
    return ctx.tr(KEY + "worlds", number=count_text(ctx, count))


def cell_text(ctx: Context, ingredient: int, number: int, worlds: int, count: int) -> str:
    """What a tapped square says: the ingredient holds the alchemical in `worlds` of `count` solutions."""
    values = {"ingredient": ctx.tr(f"alchemists.ingredient.{INGREDIENTS[ingredient]}"),
              "alchemical": alchemical_name(ctx, number), "signs": signs_text(number)}
    if worlds == 0:
        return ctx.tr(KEY + "cell.ruled_out", **values)
    if worlds == count:
        return ctx.tr(KEY + "cell.certain", **values)
    return ctx.tr(KEY + "cell.possible", **values, percent=percent_text(ctx, worlds, count),
                  worlds=count_text(ctx, worlds), total=count_text(ctx, count))


def hint_text(ctx: Context, experiment: Experiment, count: int) -> str:
    """The best next experiment and the solutions it leaves on average."""
    first, second = (ctx.tr(f"alchemists.ingredient.{i}") for i in experiment.pair)
    return ctx.tr(KEY + "hint.best", first=first, second=second,
                  expected=count_text(ctx, round(experiment.expected_worlds)), total=count_text(ctx, count))


def contradiction_text(ctx: Context, contradiction: Contradiction) -> str:
    """Which note cannot be true together with which earlier ones."""
    fact = fact_text(ctx, contradiction.fact)
    if not contradiction.conflicts:
        return ctx.tr(KEY + "contradiction.alone", fact=fact)
    conflicts = "; ".join(quoted(ctx, fact_text(ctx, c)) for c in contradiction.conflicts)
    return ctx.tr(KEY + "contradiction.with", fact=fact, conflicts=conflicts)
