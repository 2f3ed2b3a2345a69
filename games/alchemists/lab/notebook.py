"""The players' deduction notebooks in the lab: the facts each one noted, and what follows.

A Notebook holds the players at the table (2–4 colours of PLAYER_COLOURS, in seat order) and a Page
for each: the facts in the order they were noted, each with its source — "experiment" (the player's
own lab result, noted automatically) or "hand" (public information the player typed in) — and
whether the table allows the "best next experiment" hint. Notebooks are immutable; add, remove,
with_players and with_hint return new ones. A page keeps every fact even when they contradict each
other, so that a lab result is never dropped: its `contradiction` then names the facts involved until
the player removes the wrong one (`shown_worlds` are the worlds of the notes before it). Before noting
a fact by hand, `Page.check` says whether it would contradict the page. to_json/from_json save a
notebook with the lab game; from_json checks the shape and every fact and raises CorruptRecordError
naming what is wrong.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any, Literal

from games.alchemists.lab import session
from games.alchemists.components import PLAYER_COLOURS
from games.alchemists.deduction import Contradiction, WorldSet
from games.alchemists.facts import AspectSign, Fact, Made, NotMade, Sold, parse_fact
from games.kernel.errors import CorruptRecordError, IllegalActionError, RulesError

Source = Literal["experiment", "hand"]
SOURCES: tuple[str, ...] = ("experiment", "hand")
FORMAT = 1
KIND = "alchemists-notebook"
MIN_PLAYERS, MAX_PLAYERS = 2, 4


@dataclass(frozen=True)
class Note:
    """One noted fact and where it came from."""

    fact: Fact
    source: Source


@dataclass(frozen=True)
class Page:
    """One player's notes, oldest first."""

    colour: str
    notes: tuple[Note, ...] = ()

    @cached_property
    def _outcome(self) -> tuple[WorldSet, Contradiction | None, int | None]:
        """The worlds of the notes up to the first contradiction, that contradiction, and its note index."""
        worlds = WorldSet()
        for index, note in enumerate(self.notes):
            try:
                worlds = worlds.add(note.fact)
            except Contradiction as contradiction:
                return worlds, contradiction, index
        return worlds, None, None

    @property
    def worlds(self) -> WorldSet | None:
        """The worlds the notes leave; None while they contradict each other."""
        worlds, contradiction, _ = self._outcome
        return worlds if contradiction is None else None

    @property
    def contradiction(self) -> Contradiction | None:
        """The first note that left no world and the earlier notes it conflicts with; None if consistent."""
        return self._outcome[1]

    @property
    def contradiction_index(self) -> int | None:
        """The number (0 = oldest) of the first note that left no world; None if consistent."""
        return self._outcome[2]

    @property
    def shown_worlds(self) -> WorldSet:
        """What a grid shows: the worlds of all notes, or of the notes before the first contradiction."""
        return self._outcome[0]

    def check(self, fact: Fact) -> Contradiction | None:
        """What noting `fact` would contradict (None if it fits, or if the page already contradicts itself)."""
        worlds = self.worlds
        if worlds is None:
            return None
        try:
            worlds.add(fact)
        except Contradiction as contradiction:
            return contradiction
        return None


@dataclass(frozen=True)
class Notebook:
    """The pages of the players at the table, in seat order, and whether the table allows the hint."""

    pages: tuple[Page, ...]
    hint: bool = False  # show the best next experiment (some tables consider it cheating)

    @property
    def colours(self) -> tuple[str, ...]:
        """The players' colours in seat order."""
        return tuple(page.colour for page in self.pages)

    def page(self, colour: str) -> Page:
        """The page of the player with `colour`."""
        for page in self.pages:
            if page.colour == colour:
                return page
        raise IllegalActionError(f"no player {colour!r} at this table ({', '.join(self.colours)})")

    def add(self, colour: str, fact: Fact, source: Source = "hand") -> Notebook:
        """The notebook with `fact` noted on `colour`'s page (kept even if it contradicts the page)."""
        if source not in SOURCES:
            raise IllegalActionError(f"unknown source {source!r}: use experiment or hand")
        page = self.page(colour)
        return self._replace(Page(colour, page.notes + (Note(fact, source),)))

    def remove(self, colour: str, index: int) -> Notebook:
        """The notebook without note number `index` (0 = oldest) on `colour`'s page."""
        page = self.page(colour)
        if not 0 <= index < len(page.notes):
            raise IllegalActionError(f"{colour} has no note number {index} (notes 0..{len(page.notes) - 1})")
        return self._replace(Page(colour, page.notes[:index] + page.notes[index + 1 :]))

    def with_players(self, colours: tuple[str, ...] | list[str]) -> Notebook:
        """The notebook for the players `colours` (seat order): pages of players still at the table
        are kept, new players get empty pages, pages of players who left are dropped."""
        table = new_notebook(colours)
        kept = {page.colour: page for page in self.pages}
        return Notebook(tuple(kept.get(page.colour, page) for page in table.pages), self.hint)

    def with_hint(self, hint: bool) -> Notebook:
        """The notebook with the best-next-experiment hint allowed (True) or not."""
        return Notebook(self.pages, bool(hint))

    def _replace(self, new: Page) -> Notebook:
        return Notebook(tuple(new if page.colour == new.colour else page for page in self.pages), self.hint)


def new_notebook(colours: tuple[str, ...] | list[str], hint: bool = False) -> Notebook:
    """Empty pages for the players at the table (2–4 different colours of PLAYER_COLOURS)."""
    colours = tuple(colours)
    if not MIN_PLAYERS <= len(colours) <= MAX_PLAYERS:
        raise IllegalActionError(f"a table has {MIN_PLAYERS}-{MAX_PLAYERS} players, not {len(colours)}")
    unknown = [c for c in colours if c not in PLAYER_COLOURS]
    if unknown:
        raise IllegalActionError(f"unknown player colour {unknown[0]!r}: use {', '.join(PLAYER_COLOURS)}")
    if len(set(colours)) != len(colours):
        raise IllegalActionError(f"each player needs a colour of their own: {', '.join(colours)}")
    return Notebook(tuple(Page(colour) for colour in colours), hint)


def fact_from_lab(entry: session.HistoryEntry, pair: tuple[str, str] | None = None) -> Fact | None:
    """The fact a lab result gives its player; `pair` is the two ingredients the player used (the
    history keeps them only for debunks). None for the reveal."""
    action, result, details = entry.action, entry.result, entry.details
    if action == "debunk-apprentice":
        return AspectSign(details["ingredient"], details["colour"], result)
    if action == "debunk-master":
        a, b = details["ingredients"]
        return (Made if result == session.YES else NotMade)(a, b, details["potion"])
    if action == "reveal":
        return None
    if pair is None:
        raise IllegalActionError(f"a {action} result needs the two ingredients used")
    if action in ("student", "drink"):
        return Made(*pair, result)
    if action == "sell":
        return Sold(*pair, details["wanted"], result)
    if action == "exhibit":
        return (Made if result == session.YES else NotMade)(*pair, details["potion"])
    raise IllegalActionError(f"unknown lab action {action!r}")


def to_json(notebook: Notebook) -> dict:
    """The notebook as a JSON-ready dict with a format version."""
    return {
        "format": FORMAT,
        "kind": KIND,
        "hint": notebook.hint,
        "players": [
            {"colour": page.colour, "notes": [{"fact": str(n.fact), "source": n.source} for n in page.notes]}
            for page in notebook.pages
        ],
    }


def from_json(data: Any) -> Notebook:
    """The notebook a to_json dict describes; CorruptRecordError naming anything wrong or foreign."""
    _expect(isinstance(data, dict), "the saved notebook is not a JSON object")
    fields = sorted(map(str, data))
    _expect(fields == ["format", "hint", "kind", "players"], f"saved notebook has the wrong fields: {fields}")
    _expect(data["kind"] == KIND, f"saved notebook is {data['kind']!r}, not {KIND!r}")
    _expect(type(data["format"]) is int and data["format"] == FORMAT,
            f"saved notebook has format {data['format']!r}; this Athanor reads format {FORMAT}")
    _expect(isinstance(data["hint"], bool), "saved notebook: 'hint' is not true/false")
    players = data["players"]
    _expect(isinstance(players, list) and all(isinstance(p, dict) for p in players),
            "saved notebook: 'players' is not a list of players")
    for number, player in enumerate(players, start=1):
        _expect(set(player) == {"colour", "notes"} and isinstance(player["notes"], list),
                f"saved notebook, player {number}: malformed")
    try:
        notebook = new_notebook([p["colour"] for p in players], data["hint"])
    except IllegalActionError as error:
        raise CorruptRecordError(f"saved notebook: {error}") from None
    for player in players:
        for number, raw in enumerate(player["notes"], start=1):
            fact, source = _note(raw, f"saved notebook, {player['colour']} note {number}")
            notebook = notebook.add(player["colour"], fact, source)
    return notebook


def _note(raw: Any, where: str) -> tuple[Fact, Source]:
    """The fact and source of one saved note."""
    _expect(isinstance(raw, dict) and set(raw) == {"fact", "source"}, f"{where}: malformed")
    _expect(raw["source"] in SOURCES, f"{where}: unknown source {raw['source']!r}")
    _expect(isinstance(raw["fact"], str), f"{where}: the fact is not text")
    try:
        return parse_fact(raw["fact"]), raw["source"]
    except RulesError as error:
        raise CorruptRecordError(f"{where}: {error}") from None


def _expect(condition: bool, message: str) -> None:
    if not condition:
        raise CorruptRecordError(message)
