"""Joining by code: keyboard and on-screen letters, DEMO, a scanned QR, and every problem explained."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from games.alchemists.lab.ui.join import MESSAGE_RECT, JoinScene  # noqa: E402
from games.alchemists.lab.ui.lab_state import SAVE_NAME  # noqa: E402
from games.alchemists.lab.ui.menu import LabMenuScene  # noqa: E402
from games.alchemists.lab.ui.scenes import LabHomeScene  # noqa: E402
from games.alchemists.lab.ui.showcase import tap  # noqa: E402
from games.app.kit import theme  # noqa: E402
from games.app.testing.headless import Harness  # noqa: E402
from games.app.kit.widgets import layout_text_box  # noqa: E402


def open_join(h: Harness) -> JoinScene:
    h.push(LabHomeScene())
    tap(h, ("join",))
    assert isinstance(h.top, JoinScene)
    return h.top


def test_demo_button_and_variant_join_the_demo_game() -> None:
    with Harness(language="en") as h:
        open_join(h)
        tap(h, ("demo",))
        tap(h, ("variant", "master"))
        tap(h, ("join",))
        assert isinstance(h.top, LabMenuScene)
        assert (h.top.lab.game.code, h.top.lab.game.variant) == ("DEMO", "master")
        assert h.ctx.storage.load(SAVE_NAME)["code"] == "DEMO"


def test_physical_keyboard_letters_backspace_and_enter() -> None:
    with Harness(language="en") as h:
        scene = open_join(h)
        h.key("k"), h.text("k"), h.text("a"), h.text("x")
        assert scene.code == "KAX", "a key intent for a letter must not type it twice"
        h.key("backspace")
        h.text("bc")
        assert scene.code == "KABC" and scene.valid
        h.confirm()
        assert isinstance(h.top, LabMenuScene) and h.top.lab.game.code == "KABC"


def test_on_screen_letters_and_the_erase_and_clear_buttons() -> None:
    with Harness(language="de") as h:
        scene = open_join(h)
        for letter in "QZD":
            tap(h, ("letter", letter))
        tap(h, ("backspace",))
        assert scene.code == "QZ"
        tap(h, ("clear",))
        assert scene.code == ""


def test_a_code_ending_f_to_z_is_refused_with_the_reason() -> None:
    with Harness(language="en") as h:
        scene = open_join(h)
        h.text("ABCZ")
        assert scene.message == ("alchemists.join.error.newer", {"code": "ABCZ", "letter": "Z"})
        h.confirm()
        assert h.top is scene and h.ctx.storage.load(SAVE_NAME) is None
        text = h.ctx.tr(*scene.message[:1], **scene.message[1])
        assert "F to Z" in text and "official app" in text


@pytest.mark.parametrize(
    "typed,expected,kept",
    [
        ("AB7", ("alchemists.join.error.characters", {"chars": "7"}), "AB"),
        ("AÄ", ("alchemists.join.error.characters", {"chars": "Ä"}), "A"),
        ("ABCDE", ("alchemists.join.error.long", {}), "ABCD"),
    ],
)
def test_wrong_characters_and_too_many_letters_are_named(typed: str, expected: tuple, kept: str) -> None:
    with Harness(language="de") as h:
        scene = open_join(h)
        h.text(typed)
        assert scene.message == expected
        assert scene.code == kept


@pytest.mark.parametrize("typed,count", [("", 0), ("KA", 2)])
def test_joining_with_too_few_letters_names_the_problem(typed: str, count: int) -> None:
    with Harness(language="en") as h:
        scene = open_join(h)
        h.text(typed)
        tap(h, ("join",))
        key = "alchemists.join.error.empty" if count == 0 else "alchemists.join.error.short"
        assert scene.message is not None and scene.message[0] == key
        assert h.top is scene


def test_a_scanned_game_code_qr_fills_in_the_code() -> None:
    with Harness(language="en") as h:
        scene = open_join(h)
        h.code("KABC")
        assert scene.code == "KABC" and scene.valid and h.top is scene, "without the variant the player chooses it"
        h.code("ABCZ", "master")
        assert h.top is scene and scene.code == "ABCZ" and scene.message[0] == "alchemists.join.error.newer"


def test_a_scanned_qr_with_the_variant_joins_at_once() -> None:
    with Harness(language="en") as h:
        scene = open_join(h)
        h.text("XY")
        h.code("DEMO", "master")
        assert isinstance(h.top, LabMenuScene)
        assert (h.top.lab.game.code, h.top.lab.game.variant) == ("DEMO", "master")
        assert h.ctx.storage.load(SAVE_NAME)["variant"] == "master"
        assert scene not in h.scenes


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_join_message_fits_its_strip(language: str) -> None:
    values = {"chars": "Ä", "count": 3, "code": "ABCZ", "letter": "Z"}
    keys = ["empty", "short", "long", "characters", "newer"]
    with Harness(language=language) as h:
        width = MESSAGE_RECT.width - 100
        for key in keys:
            text = h.ctx.tr(f"alchemists.join.error.{key}", **values)
            _, _, fits = layout_text_box(h.ctx.fonts, text, (width, MESSAGE_RECT.height - 12), theme.TEXT_LABEL,
                                         min_size=26, bold=True, serif=False)
            assert fits, f"{language} {key} does not fit: {text}"


def test_a_game_code_qr_shown_to_the_lab_home_opens_join_with_the_code() -> None:
    with Harness(language="en") as h:
        h.push(LabHomeScene())
        h.code("DEMO")
        assert isinstance(h.top, JoinScene) and h.top.code == "DEMO" and h.top.valid


def test_a_game_code_qr_with_the_variant_shown_to_the_lab_home_enters_the_lab() -> None:
    with Harness(language="de") as h:
        h.push(LabHomeScene())
        h.code("KABC", "apprentice")
        assert isinstance(h.top, LabMenuScene) and len(h.scenes) == 2
        assert (h.top.lab.game.code, h.top.lab.game.variant) == ("KABC", "apprentice")
