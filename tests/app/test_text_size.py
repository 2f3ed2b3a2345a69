"""Readable at arm's length: every text the shell's own screens draw is at least MIN_READABLE canvas px.

Games add their screens to the same check in their own test modules with `Harness.small_texts()`.
"""

from __future__ import annotations

import pytest

from games.app.kit.common_scenes import ConfirmScene, CurtainScene, ErrorScene, MessageScene
from games.app.kit.fonts import MIN_READABLE, FontBook
from games.app.testing.headless import Harness
from games.app.settings_scene import SECTIONS, SettingsScene
from games.app.start_scene import StartScene

LANGUAGES = ("de", "en")


def test_the_book_notes_each_text_with_its_smallest_size() -> None:
    with Harness():
        book = FontBook()
        book.start_recording()
        book.get(30).render("Kessel", True, (0, 0, 0))
        book.get(18, bold=True, serif=False).render("Kessel", True, (0, 0, 0))
        book.get(40).render("Gold", True, (0, 0, 0))
        assert book.recorded() == {"Kessel": 18, "Gold": 40}
        book.stop_recording()
        book.get(10).render("later", True, (0, 0, 0))
        assert book.recorded() == {}


def test_small_texts_names_what_is_too_small() -> None:
    with Harness() as h:
        h.push(MessageScene("Title", "body"))
        h.render()
        h.ctx.fonts.get(MIN_READABLE - 6).render("tiny", True, (0, 0, 0))
        assert h.small_texts() == {"tiny": MIN_READABLE - 6}
        assert h.small_texts(exempt=["tiny"]) == {}


@pytest.mark.parametrize("language", LANGUAGES)
def test_start_and_settings_are_readable(language: str) -> None:
    with Harness(language) as h:
        h.push(StartScene())
        assert h.small_texts() == {}
        for section in SECTIONS:
            h.forget_texts()
            h.push(SettingsScene(section=section))
            assert h.small_texts() == {}, section


@pytest.mark.parametrize("language", LANGUAGES)
def test_dialogs_are_readable(language: str) -> None:
    scenes = [
        ErrorScene("KeyError: 'x'"),
        ConfirmScene("Replace the saved game?", "The game ABCD with 2 results will be gone."),
        CurtainScene("Green"),
        MessageScene("Saved", "Everything is kept."),
    ]
    for scene in scenes:
        with Harness(language) as h:
            h.push(StartScene())
            h.forget_texts()
            h.push(scene)
            assert h.small_texts() == {}, type(scene).__name__
