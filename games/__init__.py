"""The games Athanor has: an explicit registry, no discovery at import time.

Entries name their modules as import paths, so that reading the registry imports neither pygame
nor any game: the command line stays fast, and the shell imports a game's UI only when it starts it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GameInfo:
    """One entry of the start screen and the command line."""

    id: str
    title_key: str  # translation key of the name shown on the start screen
    blurb_key: str  # translation key of a one-line description
    ui_entry: str | None = None  # "module:function" returning the first Scene; None: no screens yet
    rules: str | None = None  # "module:OBJECT" implementing games.kernel.protocol.Rules
    emblem: str = "alembic"  # its drawing on the start screen, a name of games.app.kit.emblems.EMBLEMS
    phone: str | None = None  # "module:WORDS", the game's games.app.phones.words.PhoneWords (plain ones if None)


GAMES: dict[str, GameInfo] = {
    "alchemists-lab": GameInfo(
        id="alchemists-lab",
        title_key="alchemists.title",
        blurb_key="alchemists.blurb",
        ui_entry="games.alchemists.lab.ui.scenes:start_scene",
        emblem="flask-of-aspects",
    ),
    "alchemists": GameInfo(
        id="alchemists",
        title_key="alchemists_play.card_title",
        blurb_key="alchemists_play.blurb",
        ui_entry="games.alchemists.board.ui.scenes:start_scene",
        rules="games.alchemists.board.rules:RULES",
        emblem="seal-and-aspects",
        phone="games.alchemists.board.ui.phone:WORDS",
    ),
    "kupferkessel": GameInfo(
        id="kupferkessel",
        title_key="kupferkessel.title",
        blurb_key="kupferkessel.blurb",
        ui_entry="games.kupferkessel.ui.scenes:start_scene",
        rules="games.kupferkessel.rules:RULES",
        emblem="copper-kettle",
        phone="games.kupferkessel.ui.phone:WORDS",
    ),
    "alchemist": GameInfo(
        id="alchemist",
        title_key="alchemist.title",
        blurb_key="alchemist.blurb",
        ui_entry="games.alchemist.ui.scenes:start_scene",
        rules="games.alchemist.rules:RULES",
        emblem="cubes-and-seal",
        phone="games.alchemist.ui.phone:WORDS",
    ),
    "materia-prima": GameInfo(
        id="materia-prima",
        title_key="materia-prima.card_title",
        blurb_key="materia-prima.blurb",
        ui_entry="games.materia_prima.ui.scenes:start_scene",
        rules="games.materia_prima.rules:RULES",
    ),
}


def resolve(path: str) -> object:
    """Import "module:attribute" and return the attribute."""
    from importlib import import_module

    module_name, _, attribute = path.partition(":")
    return getattr(import_module(module_name), attribute)
