"""Touch alone: every screen of every game the random walk reaches has touch targets at least 48 px
in a 1280 x 720 window (72 px of the canvas), and pointing at a target shows no text that is not
on the screen without pointing (nothing is told only on hover). The kiosk's own screens, the
on-screen keyboards (a name, a game code) and the continue offer are checked directly."""

from __future__ import annotations

import pygame
import pytest

from games import GAMES
from games.alchemists.lab.ui.join import JoinScene
from games.app.kiosk import last_game
from games.app.kiosk.attract import AttractScene
from games.app.testing.headless import Harness
from games.app.testing.random_input import RandomInput, kiosk_harness, pause_now_and_then, quick_options
from games.app.start_scene import StartScene
from games.app.kiosk.still_playing import StillPlayingScene
from games.app.kit.text_entry import TextEntryScene
from games.app.testing.touch_targets import MIN_CANVAS_PX, targets, too_small
from tests.app.testing.test_random_input import games_reached

EVENTS = 2500
HOVER_TARGETS = 10  # targets pointed at per screen


def hover_only_texts(h: Harness) -> set[str]:
    """Texts drawn while the pointer rests on one of the top scene's targets but never without it.

    The harness records every text drawn since it started (keep recording on), so a label a scene
    drew once and keeps as a picture counts as shown."""
    top = h.top
    h.move((0, 0))
    h.render()
    shown = set(h.ctx.fonts.recorded())
    extra: set[str] = set()
    for button in targets(top)[:HOVER_TARGETS]:
        if h.top is not top:
            break
        h.move(button.rect.center)
        h.render()
        extra |= set(h.ctx.fonts.recorded()) - shown
    return extra


@pytest.mark.parametrize("language, seed", [("de", 5), ("en", 6)])
def test_every_screen_reached_is_usable_by_finger(language: str, seed: int) -> None:
    from games.alchemist.ui import art

    for cached in (art.label, art.text_block, art.button_image):  # pictures an earlier test drew unrecorded
        cached.cache_clear()
    with kiosk_harness(language) as h:
        trial = RandomInput(h, seed, visit_every=100, draw_every=0, step=pause_now_and_then)
        small: dict[str, list] = {}
        hover: dict[str, set[str]] = {}
        screens: set[str] = set()
        for _ in range(EVENTS):
            trial.one()
            top = h.top
            name = f"{type(top).__module__}.{type(top).__qualname__}"
            if too_small(top):
                small[name] = too_small(top)
            if name not in screens:
                screens.add(name)
                if targets(top):
                    extra = hover_only_texts(h)
                    if extra:
                        hover[name] = extra
        assert small == {}
        assert hover == {}
        assert games_reached(screens) == {key for key, info in GAMES.items() if info.ui_entry}
        assert len(screens) >= 20, sorted(screens)
        assert not h.stack.crashes


def kiosk_screens(h: Harness) -> list[object]:
    """The kiosk's own screens and the keyboards, each pushed over the start screen."""
    return [StillPlayingScene(30), AttractScene(), TextEntryScene("Name", "", lambda ctx, text: None), JoinScene()]


@pytest.mark.parametrize("language", ["de", "en"])
def test_kiosk_screens_and_keyboards_have_finger_sized_targets(language: str) -> None:
    with Harness(language, kiosk=True, services={"match_session_options": quick_options(3)}) as h:
        start = h.push(StartScene(kiosk=True))
        for scene in kiosk_screens(h):
            h.push(scene)
            if isinstance(scene, (StillPlayingScene, TextEntryScene, JoinScene)):
                assert targets(scene), type(scene).__name__
            assert too_small(scene) == [], type(scene).__name__
            assert hover_only_texts(h) == set(), type(scene).__name__
            h.stack.home()
        offer_ready(h)
        h.stack.home()
        h.push(AttractScene())
        h.stack.home()
        assert start.offer is not None
        assert too_small(start) == [] and min(min(b.rect.size) for b in targets(start)) >= MIN_CANVAS_PX


def offer_ready(h: Harness) -> None:
    """A Kupferkessel game left behind."""
    from games.app.table.match_session import MatchSession

    MatchSession.new("kupferkessel", ["human", "bot:easy"], h.ctx.storage, seed=3).close()
    last_game.note_running(h.ctx, "kupferkessel")
    last_game.note_left(h.ctx)


def test_the_countdown_is_answered_by_its_button_at_1280x720() -> None:
    """A finger on "Keep playing" in a 1280 x 720 window closes the countdown (raw finger events)."""
    from games.app.input import InputMapper, Viewport

    with Harness(kiosk=True) as h:
        h.push(StartScene(kiosk=True))
        game = h.push(TextEntryScene("Name", "", lambda ctx, text: None))
        countdown = h.push(StillPlayingScene(30))
        button = targets(countdown)[0]
        viewport, mapper = Viewport((1280, 720)), InputMapper()
        x, y = button.rect.center[0] * 1280 / 1920 / 1280, button.rect.center[1] * 720 / 1080 / 720
        for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
            for intent in mapper.translate(pygame.event.Event(kind, x=x, y=y, finger_id=0), viewport):
                h.send(intent)
        assert h.top is game and game.text == ""


class TooltipScene(TextEntryScene):
    """A screen that tells something only while the pointer rests on a key (what the check finds)."""

    def draw(self, canvas: pygame.Surface, ctx) -> None:  # type: ignore[no-untyped-def]
        super().draw(canvas, ctx)
        if any(self.buttons.hovered(b) for b in self.buttons.buttons):
            ctx.fonts.get(30).render("only on hover", True, (0, 0, 0))


def test_the_hover_check_finds_a_tooltip() -> None:
    with Harness() as h:
        h.push(TooltipScene("Name", "", lambda ctx, text: None))
        assert hover_only_texts(h) == {"only on hover"}
