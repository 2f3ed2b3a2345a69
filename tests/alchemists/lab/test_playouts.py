"""Seeded random lab games: invariants after every step, and the history hides the ingredients."""

from __future__ import annotations

import itertools
import random

import pytest

from games.alchemists import codes, mixing as lab
from games.alchemists.lab import session
from games.alchemists.components import COLOURED_POTIONS, COLOURS, INGREDIENTS, POTIONS
from games.alchemists.lab.session import LabGame
from games.kernel.errors import IllegalActionError


def random_step(game: LabGame, rng: random.Random) -> tuple[LabGame, object, object]:
    """One random flow of the game's variant: (new game, its answer, the answer lab.py expects)."""
    def pick(options: tuple[str, ...]) -> str:
        return options[int(rng.random() * len(options))]

    a, b = pick(INGREDIENTS), pick(INGREDIENTS)
    secret = game.assignment
    flow = pick(("student", "drink", "sell", "debunk", "exhibit"))
    if a == b and flow != "debunk":
        with pytest.raises(IllegalActionError):
            game.student(a, b)
        return game, None, None
    if flow in ("student", "drink"):
        new, answer = game.student(a, b) if flow == "student" else game.drink(a, b)
        return new, answer, lab.mix(secret, a, b)
    if flow == "sell":
        wanted = pick(COLOURED_POTIONS)
        return (*game.sell(wanted, a, b), lab.sell_quality(secret, wanted, a, b))
    if flow == "exhibit":
        potion = pick(COLOURED_POTIONS)
        return (*game.exhibit(potion, a, b), lab.mix(secret, a, b) == potion)
    if game.variant == "apprentice":
        colour = pick(COLOURS)
        return (*game.debunk_apprentice(a, colour), lab.debunk_aspect(secret, a, colour))
    if a == b:
        return game, None, None
    potion = pick(POTIONS)
    return (*game.debunk_master(a, b, potion), lab.mix(secret, a, b) == potion)


@pytest.mark.parametrize("seed", range(120))
def test_seeded_playout_keeps_its_invariants(seed: int) -> None:
    rng = random.Random(seed)
    variant = "master" if seed % 2 else "apprentice"
    game = session.new_game(codes.code_from_uniform(rng.random()), variant)  # type: ignore[arg-type]
    for _ in range(12):
        before = len(game.history)
        game, answer, expected = random_step(game, rng)
        assert answer == expected
        assert len(game.history) == before + (answer is not None)
        assert session.from_json(session.to_json(game)) == game
    game, solution = game.reveal()
    assert solution == lab.solution(game.assignment) and game.revealed
    assert session.from_json(session.to_json(game)) == game


def test_the_history_is_the_same_whichever_ingredients_gave_the_answers() -> None:
    secret = codes.decode("DEMO")
    pairs = list(itertools.combinations(INGREDIENTS, 2))
    healing = [p for p in pairs if lab.mix(secret, *p) == "R+"]
    signs = [p for p in pairs if lab.sell_quality(secret, "G+", *p) == "sign"]
    assert len(healing) == 4 and len(signs) == 8

    def played(first: tuple[str, str], second: tuple[str, str]) -> dict:
        game = session.new_game("DEMO", "apprentice")
        game, _ = game.student(*first)
        game, _ = game.drink(*first)
        game, _ = game.exhibit("R+", *first)
        game, _ = game.sell("G+", *second)
        return session.to_json(game)

    saves = [played(h, s) for h, s in zip(healing * 2, signs)]
    assert all(save == saves[0] for save in saves)
