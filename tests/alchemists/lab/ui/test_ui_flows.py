"""The lab screens driven by scripted input under SDL's dummy driver, as a player would use them.

new game -> mix -> result -> reveal in both languages (screenshots written and checked), the sale
that never shows the potion, scanned cards, refused choices, and every flow's answer against the
pure core.
"""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from games.alchemists import codes, mixing as lab  # noqa: E402
from games.alchemists.lab.ui import layout  # noqa: E402
from games.alchemists.lab.ui.choose import ChooseScene  # noqa: E402
from games.alchemists.lab.ui.code_screen import CodeScene  # noqa: E402
from games.alchemists.lab.ui.menu import LabMenuScene  # noqa: E402
from games.alchemists.lab.ui.results import ResultScene  # noqa: E402
from games.alchemists.lab.ui.reveal import RevealScene  # noqa: E402
from games.alchemists.lab.ui.scenes import LabHomeScene  # noqa: E402
from games.alchemists.lab.ui.showcase import SCREENS, SEED, open_screen, tap, wait_for_answer  # noqa: E402
from games.app.kit.common_scenes import ConfirmScene  # noqa: E402
from games.app.table.event_log import EventLogScene  # noqa: E402
from games.app.testing.headless import Harness  # noqa: E402


def assert_picture(surface: pygame.Surface, colours: int = 120) -> None:
    """A real screen: full canvas size, many colours (more than `colours`), no huge blank area."""
    assert surface.get_size() == (1920, 1080)
    samples = [surface.get_at((x, y))[:3] for x in range(0, 1920, 24) for y in range(0, 1080, 24)]
    assert len(set(samples)) > colours, "the screen looks nearly blank"
    most_common = max(samples.count(c) for c in set(samples))
    assert most_common < len(samples) * 0.75, "three quarters of the screen are one flat colour"


def join_demo(h: Harness, variant: str = "apprentice") -> None:
    """From the lab home: join the DEMO game (mushroom + toad = Healing) in `variant`."""
    tap(h, ("join",))
    tap(h, ("demo",))
    tap(h, ("variant", variant))
    tap(h, ("join",))
    assert isinstance(h.top, LabMenuScene)


def choose(h: Harness, *picks: tuple[str, str]) -> None:
    """Tap the chooser tiles (kind, value) in order."""
    for pick in picks:
        tap(h, pick)


def current_game(h: Harness):
    return h.top.lab.game  # type: ignore[union-attr]


@pytest.mark.parametrize("language", ["en", "de"])
def test_new_game_mix_result_reveal(language: str, tmp_path) -> None:
    with Harness(language=language) as h:
        h.push(LabHomeScene(rng=random.Random(SEED)))
        assert_picture(pygame.image.load(str(h.save(tmp_path / "home.png"))))
        tap(h, ("new",))
        tap(h, ("variant", "master"))
        assert isinstance(h.top, CodeScene)
        expected_code = codes.code_from_uniform(random.Random(SEED).random())
        assert h.top.lab.game.code == expected_code and expected_code[-1] in "ABCDE"
        assert h.top.lab.game.variant == "master"
        assert_picture(pygame.image.load(str(h.save(tmp_path / "code.png"))))

        h.confirm()
        assert isinstance(h.top, LabMenuScene)
        tap(h, ("flow", "student"))
        choose(h, ("ingredient", "mushroom"), ("ingredient", "scorpion"))
        assert_picture(pygame.image.load(str(h.save(tmp_path / "choose.png"))))
        tap(h, ("confirm",))

        assert isinstance(h.top, ResultScene)
        game = h.top.lab.game
        assert h.top.entry.result == lab.mix(game.assignment, "mushroom", "scorpion")
        wait_for_answer(h)
        assert_picture(pygame.image.load(str(h.save(tmp_path / "result.png"))))
        h.confirm()

        tap(h, ("reveal",))
        assert isinstance(h.top, ConfirmScene)
        h.confirm()
        assert isinstance(h.top, ConfirmScene)
        assert not h.scenes[-2].lab.game.revealed, "one press must not reveal the solution"
        h.step(1.0)
        h.confirm()
        assert isinstance(h.top, RevealScene)
        assert h.top.lab.game.revealed
        assert h.ctx.storage.load("alchemists-lab")["revealed"] is True
        assert_picture(pygame.image.load(str(h.save(tmp_path / "reveal.png"))))
        h.back()
        assert isinstance(h.top, LabMenuScene)
        flow_buttons = [b for b in h.top.buttons.buttons if b.action[0] == "flow"]
        assert flow_buttons and not any(b.enabled for b in flow_buttons), "no results after the reveal"
        assert h.ctx.tr.missing == set()
        assert h.stack.crashes == []


class RecordingTranslator:
    """Wraps the translator and remembers every key asked for."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.language = inner.language
        self.keys: list[str] = []

    def __call__(self, key: str, **values: object) -> str:
        self.keys.append(key)
        return self.inner(key, **values)


@pytest.mark.parametrize("wanted", ["R+", "B-"])
def test_sale_result_shows_only_the_quality_never_the_potion(wanted: str) -> None:
    with Harness(language="en") as h:
        h.push(LabHomeScene())
        join_demo(h)
        tap(h, ("flow", "sell"))
        choose(h, ("potion", wanted), ("ingredient", "mushroom"), ("ingredient", "toad"))
        tap(h, ("confirm",))
        wait_for_answer(h)
        scene = h.top
        assert isinstance(scene, ResultScene)
        assert scene.entry.result == lab.sell_quality(codes.decode("DEMO"), wanted, "mushroom", "toad")
        potions_drawn: list[str] = []
        scene.icons.potion = lambda potion, side: potions_drawn.append(potion) or pygame.Surface((side, side))
        recorder = RecordingTranslator(h.ctx.tr)
        h.ctx.tr = recorder
        scene.refresh(h.ctx)
        h.render()
        assert potions_drawn == []
        named = [key for key in recorder.keys if key.startswith(("alchemists.potion.", "alchemists.potion_kind."))]
        assert named == [], f"the sale screen named a potion: {named}"
        assert f"alchemists.quality.{scene.entry.result}" in recorder.keys


def test_a_scanned_card_selects_the_ingredient_exactly_like_a_tap() -> None:
    with Harness(language="en") as h:
        h.push(LabHomeScene())
        join_demo(h)
        tap(h, ("flow", "student"))
        h.card("mandrake")
        assert h.top.choice.ingredients == ["mandrake"]
        tap(h, ("ingredient", "fern"))
        assert h.top.choice.ingredients == ["mandrake", "fern"]
        h.confirm()
        assert isinstance(h.top, ResultScene)
        assert h.top.entry.result == lab.mix(codes.decode("DEMO"), "mandrake", "fern")


def test_an_unknown_card_is_explained_and_changes_nothing() -> None:
    with Harness(language="de") as h:
        h.push(LabHomeScene())
        join_demo(h)
        tap(h, ("flow", "drink"))
        h.card("grocery-4006381333931")
        assert h.top.choice.ingredients == []
        assert h.top.message == ("alchemists.choose.unknown_card", {})


@pytest.mark.parametrize("how", ["tap", "card", "key"])
def test_the_same_ingredient_twice_is_refused(how: str) -> None:
    with Harness(language="en") as h:
        h.push(LabHomeScene())
        join_demo(h)
        tap(h, ("flow", "student"))
        for _ in range(2):
            {"tap": lambda: tap(h, ("ingredient", "toad")), "card": lambda: h.card("toad"), "key": lambda: h.key("3")}[how]()
        scene = h.top
        assert isinstance(scene, ChooseScene)
        assert scene.choice.ingredients == ["toad"]
        assert scene.message == ("alchemists.choose.same_twice", {"name": "Toad"})
        confirm = next(b for b in scene.buttons.buttons if b.action == ("confirm",))
        assert not confirm.enabled
        h.confirm()
        assert h.top is scene, "Enter must not mix a single ingredient"


def test_a_third_ingredient_is_refused_and_backspace_takes_back_the_last() -> None:
    with Harness(language="en") as h:
        h.push(LabHomeScene())
        join_demo(h)
        tap(h, ("flow", "student"))
        h.key("1"), h.key("2"), h.key("3")
        assert h.top.choice.ingredients == ["mushroom", "fern"]
        assert h.top.message[0] == "alchemists.choose.full"
        h.key("backspace")
        assert h.top.choice.ingredients == ["mushroom"]
        tap(h, ("slot", "ingredient", "mushroom"))
        assert h.top.choice.ingredients == []


def test_every_flow_answers_as_the_core_does() -> None:
    secret = codes.decode("DEMO")
    with Harness(language="en") as h:
        h.push(LabHomeScene())
        join_demo(h, "apprentice")
        answers = []
        steps = [
            ("drink", [("ingredient", "scorpion"), ("ingredient", "raven-feather")]),
            ("sell", [("potion", "G+"), ("ingredient", "fern"), ("ingredient", "flower")]),
            ("debunk-apprentice", [("ingredient", "bird-claw"), ("colour", "blue")]),
            ("exhibit", [("potion", "R+"), ("ingredient", "mushroom"), ("ingredient", "toad")]),
        ]
        for flow, picks in steps:
            tap(h, ("flow", flow))
            choose(h, *picks)
            tap(h, ("confirm",))
            answers.append(h.top.entry)
            wait_for_answer(h)
            h.confirm()
        drink, sell, debunk, exhibit = answers
        assert drink.result == lab.mix(secret, "scorpion", "raven-feather")
        assert sell.result == lab.sell_quality(secret, "G+", "fern", "flower")
        assert debunk.result == lab.debunk_aspect(secret, "bird-claw", "blue")
        assert exhibit.result == "yes"  # DEMO: mushroom + toad make Healing
        assert len(current_game(h).history) == 4


def test_master_debunk_asks_for_two_ingredients_then_any_of_seven_potions() -> None:
    with Harness(language="de") as h:
        h.push(LabHomeScene())
        join_demo(h, "master")
        tap(h, ("flow", "debunk-master"))
        choose(h, ("ingredient", "mushroom"), ("ingredient", "toad"))
        potions = [b.action[1] for b in h.top.buttons.buttons if b.action[0] == "potion"]
        assert potions == ["R+", "R-", "G+", "G-", "B+", "B-", "N"]
        tap(h, ("potion", "G-"))
        tap(h, ("confirm",))
        assert h.top.entry.result == "no"
        assert h.top.entry.details == {"ingredients": ["mushroom", "toad"], "potion": "G-"}


def test_drinking_a_negative_potion_shows_its_effect() -> None:
    secret = codes.decode("DEMO")
    pair = next((a, b) for a in lab.INGREDIENTS for b in lab.INGREDIENTS if a < b and lab.mix(secret, a, b) == "R-")
    with Harness(language="de") as h:
        h.push(LabHomeScene())
        join_demo(h)
        tap(h, ("flow", "drink"))
        choose(h, ("ingredient", pair[0]), ("ingredient", pair[1]))
        tap(h, ("confirm",))
        wait_for_answer(h)
        assert h.top.entry.details == {"effect": "hospital"}
        recorder = RecordingTranslator(h.ctx.tr)
        h.ctx.tr = recorder
        assert_picture(h.render())
        assert "alchemists.effect.hospital" in recorder.keys


def test_the_camera_preview_area_is_kept_free_of_everything_else() -> None:
    with Harness(language="en") as h:
        h.push(LabHomeScene())
        join_demo(h)
        tap(h, ("flow", "sell"))
        scene = h.top
        preview = scene.preview_rect
        assert preview.width >= 400 and preview.height >= 220
        for button in scene.buttons.buttons:
            assert not preview.colliderect(button.rect), f"{button.action} covers the camera preview"
        assert not preview.colliderect(layout.SELECTION_RECT) and not preview.colliderect(layout.PROMPT_RECT)


def test_touch_targets_of_every_lab_screen_are_large() -> None:
    for name in ("home", "join", "menu", "choose", "choose-potion", "result-sell"):
        with Harness(language="de") as h:
            open_screen(h, name)
            for button in h.top.buttons.buttons:
                assert min(button.rect.size) >= 96, f"{name}: {button.action} is {button.rect.size}"


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_lab_screen_renders_with_every_text_translated(language: str) -> None:
    for name in SCREENS:
        with Harness(language=language) as h:
            open_screen(h, name)
            assert_picture(h.render(), 100 if name == "history" else 120)  # the history is a page over the dimmed menu
            assert h.stack.crashes == [], name
            assert h.ctx.tr.missing == set(), f"{name}: {sorted(h.ctx.tr.missing)}"


def test_with_auto_confirm_the_card_completing_the_pair_confirms_it_once_stable() -> None:
    with Harness(language="en") as h:
        h.ctx.settings.auto_confirm = True
        h.push(LabHomeScene())
        join_demo(h)
        tap(h, ("flow", "student"))
        h.card("mushroom")
        assert isinstance(h.top, ChooseScene)
        h.card("toad")
        assert isinstance(h.top, ChooseScene), "auto-confirm waits until the pair has been stable for a moment"
        h.step(0.7)
        assert isinstance(h.top, ResultScene) and h.top.entry.result == "R+"


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_history_is_the_shared_log_page_with_every_result_its_picture_and_answer(language: str) -> None:
    with Harness(language=language) as h:
        open_screen(h, "history")
        page = h.top
        assert isinstance(page, EventLogScene) and page.title == h.ctx.tr("alchemists.history.title")
        entries = page.log.entries
        assert [entry.index for entry in entries] == list(range(10))
        assert all(entry.picture is not None for entry in entries)
        first, last = entries[0].lines, entries[-1].lines
        assert first[0] == f"1. {h.ctx.tr('alchemists.flow.student')}"
        assert last == (f"10. {h.ctx.tr('alchemists.flow.exhibit')}", "Poison: not made" if language == "en"
                        else "Gift: misslungen")
        h.render()
        assert page.scroller.can_scroll_up and not page.scroller.can_scroll_down, "opens at the newest result"
        h.key("pageup")
        assert page.scroller.can_scroll_down
        h.back()
        assert isinstance(h.top, LabMenuScene)


def test_an_empty_history_says_so() -> None:
    with Harness(language="en") as h:
        h.push(LabHomeScene(rng=random.Random(SEED)))
        tap(h, ("new",))
        h.key("1")
        h.confirm()
        tap(h, ("history",))
        assert isinstance(h.top, EventLogScene) and h.top.log.entries == []
        h.forget_texts()
        h.render()
        assert "No results yet." in h.ctx.fonts.recorded()
