"""Readable at arm's length: every lab screen (the notebooks' too), in both languages and every camera
state, draws what a player reads at MIN_READABLE canvas px or more (16 px in a 1280x720 window), with one
label size in the menu, the revealed note clear of the results, and the finished game called finished."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from games.alchemists.lab.ui.flows import FLOWS  # noqa: E402
from games.alchemists.lab.ui.join import MESSAGE_RECT, JoinScene  # noqa: E402
from games.alchemists.lab.ui.menu import LABEL_SIZE, REVEALED_NOTE_RECT, LabMenuScene  # noqa: E402
from games.alchemists.lab.ui.notebook_showcase import NOTEBOOK_SCREENS, open_notebook_screen  # noqa: E402
from games.alchemists.lab.ui.scan_demo import ScriptedScanner, card_items, status_snapshot, synthetic_snapshot  # noqa: E402
from games.alchemists.lab.ui.scenes import LabHomeScene  # noqa: E402
from games.alchemists.lab.ui.showcase import SCREENS, open_screen, tap  # noqa: E402
from games.app.kit import text as text_module  # noqa: E402
from games.app.kit import theme  # noqa: E402
from games.app.testing.headless import Harness  # noqa: E402
from games.app.kit.widgets import layout_text_box  # noqa: E402
from scanner.worker import ScanSnapshot  # noqa: E402

LANGUAGES = ("de", "en")
FLOW_KEYS = {"student": "1", "drink": "2", "sell": "3", "debunk-apprentice": "4", "debunk-master": "4", "exhibit": "5"}
FIRST_PICKS = {"potion": "1", "pair": "1", "single": "1", "colour": "1"}


@pytest.fixture
def overflowing(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Texts that a text box could not fit even at its smallest size (they would spill over)."""
    found: list[str] = []
    layout = text_module.layout_text_box

    def watched(fonts, text: str, *args, **kwargs):  # type: ignore[no-untyped-def]
        result = layout(fonts, text, *args, **kwargs)
        if not result[2]:
            found.append(text)
        return result

    monkeypatch.setattr(text_module, "layout_text_box", watched)
    return found


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("screen", SCREENS)
def test_every_lab_screen_is_readable(screen: str, language: str, overflowing: list[str]) -> None:
    with Harness(language) as h:
        open_screen(h, screen)
        assert h.small_texts() == {}
        assert h.ctx.tr.missing == set()
        assert overflowing == []


def open_flow_step(h: Harness, flow: str, step: int) -> None:
    """The chooser of `flow` at its step number `step` (0 = first), in a fresh game of the flow's variant."""
    h.push(LabHomeScene())
    tap(h, ("new",))
    h.key("2" if flow == "debunk-master" else "1")
    h.confirm()
    h.key(FLOW_KEYS[flow])
    for done in FLOWS[flow].steps[:step]:
        for key in ("1", "2") if done == "pair" else (FIRST_PICKS[done],):
            h.key(key)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("flow", "step"), [(f, s) for f, flow in FLOWS.items() for s in range(len(flow.steps))])
def test_every_step_of_every_flows_chooser_is_readable(flow: str, step: int, language: str,
                                                     overflowing: list[str]) -> None:
    with Harness(language) as h:
        open_flow_step(h, flow, step)
        assert h.top.step == FLOWS[flow].steps[step]
        assert h.small_texts() == {}
        assert overflowing == []


CAMERA_STATES = {
    "off": status_snapshot("off"),
    "starting": status_snapshot("starting"),
    "no-camera": status_snapshot("no-camera"),
    "lost": status_snapshot("lost"),
    "placeholder": ScanSnapshot(None, (), "ok", "", (), 1),
}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("state", sorted(CAMERA_STATES))
@pytest.mark.parametrize("screen", ["home", "choose", "join"])
def test_every_camera_banner_and_hint_is_readable(screen: str, state: str, language: str,
                                                 overflowing: list[str]) -> None:
    with Harness(language, services={"scanner": ScriptedScanner(CAMERA_STATES[state])}) as h:
        open_screen(h, screen)
        h.step(0.05)
        assert h.top.camera.snapshot is CAMERA_STATES[state]
        assert h.small_texts() == {}
        assert overflowing == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_names_on_a_live_preview_are_readable(language: str) -> None:
    with Harness(language, services={"scanner": ScriptedScanner(synthetic_snapshot(card_items("toad", "fern")))}) as h:
        open_screen(h, "choose")
        h.step(0.05)
        assert len(h.top.camera.snapshot.outlines) == 2
        assert h.small_texts() == {}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_join_problem_fits_in_at_most_three_large_lines(language: str) -> None:
    values = {"chars": "Ä", "count": 3, "code": "ABCZ", "letter": "Z"}
    with Harness(language) as h:
        for key in ["empty", "short", "long", "characters", "newer"]:
            text = h.ctx.tr(f"alchemists.join.error.{key}", **values)
            font, lines, fits = layout_text_box(h.ctx.fonts, text, (MESSAGE_RECT.width - 104, MESSAGE_RECT.height - 12),
                                                theme.TEXT_LABEL, min_size=26, bold=True, serif=False)
            assert fits and len(lines) <= 3 and font.get_height() >= 38, f"{key}: {len(lines)} lines: {text}"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("screen", ["menu", "menu-revealed"])
def test_every_menu_label_is_drawn_at_one_size(screen: str, language: str) -> None:
    with Harness(language) as h:
        open_screen(h, screen)
        h.forget_texts()
        h.render()
        drawn = h.ctx.fonts.recorded()
        for button in h.top.buttons.buttons:
            pieces = {text: size for text, size in drawn.items() if text in button.label}
            assert set(" ".join(pieces).split()) == set(button.label.split()), (button.label, pieces)
            assert set(pieces.values()) == {LABEL_SIZE}, (button.label, pieces)


@pytest.mark.parametrize("language", LANGUAGES)
def test_after_the_reveal_the_note_is_clear_of_the_latest_results(language: str) -> None:
    with Harness(language) as h:
        open_screen(h, "menu-revealed")
        assert isinstance(h.top, LabMenuScene) and h.top.lab.game.revealed
        h.render()
        rows = h.top.recent_rects
        assert len(rows) >= 4, "the latest results are still listed"
        assert all(row.bottom < REVEALED_NOTE_RECT.top for row in rows)


@pytest.mark.parametrize(("language", "finished", "running"), [("en", "Finished game", "Game in progress"),
                                                               ("de", "Beendetes Spiel", "Laufendes Spiel")])
def test_lab_home_calls_a_revealed_game_finished(language: str, finished: str, running: str) -> None:
    with Harness(language) as h:
        open_screen(h, "home-finished")
        assert isinstance(h.top, LabHomeScene) and h.top.saved.game.revealed
        h.forget_texts()
        h.render()
        drawn = h.ctx.fonts.recorded()
        assert finished in drawn and running not in drawn


def test_join_screen_keeps_its_letter_keys_large_enough_to_touch() -> None:
    with Harness("en") as h:
        open_screen(h, "join")
        assert isinstance(h.top, JoinScene)
        smallest = min(min(b.rect.width, b.rect.height) for b in h.top.buttons.buttons)
        assert smallest * 720 / 1080 >= 48


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("screen", NOTEBOOK_SCREENS)
def test_every_notebook_screen_is_readable_and_big_enough_to_touch(screen: str, language: str,
                                                                   overflowing: list[str]) -> None:
    with Harness(language) as h:
        open_notebook_screen(h, screen)
        assert h.small_texts() == {}
        assert h.ctx.tr.missing == set()
        assert overflowing == []
        top = getattr(h.top, "inner", h.top)
        smallest = min(min(b.rect.size) for b in top.buttons.buttons)
        assert smallest * 720 / 1080 >= 48, f"{screen}: a touch target of {smallest} canvas px"
