"""The result is a moment: the cauldron bubbles, a potion's flask fills, a chime by the answer's sign;
a tap or key shows the answer at once, the setting turns it off; the sign on a flask cannot be
mistaken for a label."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import numpy  # noqa: E402
import pygame  # noqa: E402
import pytest  # noqa: E402

from games.alchemists import codes, mixing as lab  # noqa: E402
from games.alchemists.components import INGREDIENTS, POTIONS  # noqa: E402
from games.alchemists.lab.session import HistoryEntry  # noqa: E402
from games.alchemists.lab.ui.brewing import BREW_SECONDS, FILL_SECONDS, Brewing, chime_for  # noqa: E402
from games.alchemists.ui.icons import ASPECT_COLOURS, IconCache, render_potion  # noqa: E402
from games.alchemists.lab.ui.menu import LabMenuScene  # noqa: E402
from games.alchemists.lab.ui.results import ResultScene  # noqa: E402
from games.alchemists.lab.ui.scenes import LabHomeScene  # noqa: E402
from games.alchemists.lab.ui.showcase import tap  # noqa: E402
from games.app.testing.headless import Harness  # noqa: E402

SECRET = codes.decode("DEMO")


def pair_making(potion: str) -> tuple[str, str]:
    """Two ingredients that make `potion` in the DEMO game."""
    return next((a, b) for a in INGREDIENTS for b in INGREDIENTS if a < b and lab.mix(SECRET, a, b) == potion)


class Recorder:
    """A sound service that remembers what it was asked."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, str]] = []

    def play(self, name: str, volume: float) -> bool:
        self.calls.append(("play", name))
        return True

    def stop(self, name: str) -> None:
        self.calls.append(("stop", name))


def student_result(h: Harness, potion: str = "R+") -> ResultScene:
    """Join DEMO (Apprentice) and test the pair that makes `potion` on the student."""
    h.push(LabHomeScene())
    tap(h, ("join",))
    tap(h, ("demo",))
    tap(h, ("join",))
    tap(h, ("flow", "student"))
    for ingredient in pair_making(potion):
        tap(h, ("ingredient", ingredient))
    tap(h, ("confirm",))
    assert isinstance(h.top, ResultScene)
    return h.top


def drawn_texts(h: Harness) -> dict[str, int]:
    h.forget_texts()
    h.render()
    return h.ctx.fonts.recorded()


def test_the_answer_brews_then_fills_then_shows_with_its_chime() -> None:
    sound = Recorder()
    with Harness("en", services={"sound": sound}) as h:
        scene = student_result(h, "R-")
        assert scene.animating and scene.brewing.phase(h.ctx.now())[0] == "brew"
        assert sound.calls == [("play", "bubble")]
        texts = drawn_texts(h)
        assert "The lab is brewing …" in texts and "Poison" not in texts, "the answer stays hidden while it brews"
        h.step(BREW_SECONDS + FILL_SECONDS / 2)
        phase, level = scene.brewing.phase(h.ctx.now())
        assert phase == "fill" and 0.3 < level < 0.7
        assert "Poison" not in drawn_texts(h)
        h.step(FILL_SECONDS / 2 + 0.1)
        assert not scene.animating and "Poison" in drawn_texts(h)
        assert sound.calls == [("play", "bubble"), ("stop", "bubble"), ("play", "chime-sour")]
        h.confirm()
        assert isinstance(h.top, LabMenuScene)


@pytest.mark.parametrize("how", ["click", "key", "confirm"])
def test_a_tap_or_key_shows_the_answer_at_once_and_does_nothing_else(how: str) -> None:
    sound = Recorder()
    with Harness("de", services={"sound": sound}) as h:
        scene = student_result(h, "R+")
        h.step(0.2)
        done = next(b for b in scene.buttons.buttons if b.action == "done")
        {"click": lambda: h.click(done.rect.center), "key": lambda: h.key("space"), "confirm": h.confirm}[how]()
        assert h.top is scene and not scene.animating
        assert "Heiltrank" in drawn_texts(h)
        assert sound.calls == [("play", "bubble"), ("stop", "bubble"), ("play", "chime-pleasant")]
        h.step(2.0)
        assert sound.calls.count(("play", "chime-pleasant")) == 1, "the chime sounds once"
        h.click(done.rect.center)
        assert isinstance(h.top, LabMenuScene)


def test_with_animations_off_the_answer_is_there_at_once_with_its_chime() -> None:
    sound = Recorder()
    with Harness("en", services={"sound": sound}) as h:
        h.ctx.settings.animations = False
        scene = student_result(h, "N")
        assert not scene.animating and scene.brewing.phase(h.ctx.now())[0] == "shown"
        assert "Neutral potion" in drawn_texts(h)
        assert sound.calls == [("stop", "bubble"), ("play", "chime-neutral")]
        h.confirm()
        assert isinstance(h.top, LabMenuScene)


def test_back_during_the_brewing_returns_to_the_lab() -> None:
    with Harness("en") as h:
        student_result(h)
        h.back()
        assert isinstance(h.top, LabMenuScene)


@pytest.mark.parametrize(("action", "result", "chime"), [
    ("student", "R+", "chime-pleasant"), ("drink", "G-", "chime-sour"), ("student", "N", "chime-neutral"),
    ("sell", "exact", "chime-pleasant"), ("sell", "sign", "chime-pleasant"), ("sell", "neutral", "chime-neutral"),
    ("sell", "wrong", "chime-sour"), ("debunk-apprentice", "+", "chime-pleasant"), ("debunk-apprentice", "-", "chime-sour"),
    ("debunk-master", "yes", "chime-pleasant"), ("exhibit", "no", "chime-sour"),
])
def test_the_chime_follows_the_sign_of_the_answer(action: str, result: str, chime: str) -> None:
    assert chime_for(HistoryEntry(action, result)) == chime


def test_every_potion_has_its_chime() -> None:
    assert {chime_for(HistoryEntry("student", potion)) for potion in POTIONS} == {
        "chime-pleasant", "chime-sour", "chime-neutral"}


def test_the_timeline() -> None:
    potion, other = Brewing(fills=True), Brewing(fills=False)
    assert potion.phase(5.0) == ("shown", 1.0), "not started: nothing to wait for"
    potion.start(10.0)
    other.start(10.0)
    potion.start(11.0)
    assert potion.phase(10.5) == ("brew", 0.5)
    assert potion.phase(10.0 + BREW_SECONDS + FILL_SECONDS / 4) == ("fill", pytest.approx(0.25))
    assert potion.phase(10.0 + BREW_SECONDS + FILL_SECONDS) == ("shown", 1.0)
    assert other.phase(10.0 + BREW_SECONDS) == ("shown", 1.0)
    other.skip()
    assert other.phase(10.1) == ("shown", 1.0)


def liquid_pixels(surface: pygame.Surface, colour: tuple[int, int, int]) -> int:
    return sum(1 for x in range(0, surface.get_width(), 3) for y in range(0, surface.get_height(), 3)
               if max(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], colour)) < 12)


def test_the_flask_fills_from_empty_to_the_full_picture() -> None:
    with Harness():
        layers = IconCache().potion_layers("B+", 240)
        counts = []
        for level in (0.0, 0.5, 1.0):
            canvas = pygame.Surface((240, 240), pygame.SRCALPHA)
            layers.draw(canvas, (0, 0), level, marks=False)
            counts.append(liquid_pixels(canvas, ASPECT_COLOURS["blue"]))
        assert counts[0] == 0 and 0.3 * counts[2] < counts[1] < 0.7 * counts[2]
        full = pygame.Surface((240, 240), pygame.SRCALPHA)
        layers.draw(full, (0, 0))
        filled = numpy.frombuffer(pygame.image.tobytes(full, "RGBA"), numpy.uint8).astype(int)
        picture = numpy.frombuffer(pygame.image.tobytes(IconCache().potion("B+", 240), "RGBA"), numpy.uint8).astype(int)
        assert numpy.mean(numpy.abs(filled - picture) <= 8) > 0.99, "full is the potion's picture (up to edge smoothing)"


@pytest.mark.parametrize("potion", ["R-", "G-", "B-"])
def test_a_negative_flask_shows_a_minus_on_a_dark_coin_not_a_white_label(potion: str) -> None:
    with Harness():
        picture = render_potion(potion, 240)
        side = picture.get_width()

        def brightness(x: float, y: float) -> int:
            return sum(picture.get_at((round(x * side), round(y * side)))[:3])

        assert brightness(0.5, 0.69) > 600, "the bar itself is white"
        for dx, dy in ((0.0, -0.08), (0.0, 0.08), (-0.13, 0.0), (0.13, 0.0)):
            assert brightness(0.5 + dx, 0.69 + dy) < 150, "the bar sits on a dark coin on every side"


def test_a_positive_flask_has_the_upright_bar_a_negative_one_lacks() -> None:
    with Harness():
        plus, minus = render_potion("R+", 240), render_potion("R-", 240)
        side = plus.get_width()
        above = (side // 2, round(0.62 * side))
        assert sum(plus.get_at(above)[:3]) > 600 and sum(minus.get_at(above)[:3]) < 150
