"""The start and settings screens in both languages: every text fits its box, targets are large enough."""

from __future__ import annotations

import pygame
import pytest

from games import GAMES, GameInfo
from games.app.kit import theme
from games.app.kit.common_scenes import ConfirmScene, CurtainScene, ErrorScene, MessageScene
from games.app.testing.headless import Harness
from games.app.scene import Scene
from games.app.settings_scene import SECTIONS, SettingsScene
from games.app.start_scene import StartScene
from games.app.kit.text import layout_text_box
from games.app.kit.widgets import Button

READABLE_LABEL = 28  # smallest label size we accept on a button after shrinking


def label_fits(h: Harness, button: Button) -> bool:
    """True when the button label fits its plate in one or two lines at a readable size."""
    inner = button.rect.inflate(-2 * theme.PAD, -theme.PAD)
    if button.icon:
        side = min(inner.height, 64)
        inner.width -= side + theme.PAD // 2
    _, lines, fits = layout_text_box(h.ctx.fonts, button.label, inner.size, theme.TEXT_LABEL,
                                     min_size=READABLE_LABEL, bold=True, serif=False, line_spacing=1.0)
    return fits and len(lines) <= 2


def assert_targets_are_sound(h: Harness, buttons: list[Button]) -> None:
    canvas = pygame.Rect(0, 0, theme.CANVAS_W, theme.CANVAS_H)
    for button in buttons:
        assert canvas.contains(button.rect), button.label
        assert min(button.rect.size) >= theme.TOUCH_MIN, button.label
        assert label_fits(h, button), f"{h.ctx.tr.language}: {button.label!r} overflows {button.rect}"
    for i, a in enumerate(buttons):
        for b in buttons[i + 1:]:
            assert not a.rect.colliderect(b.rect), (a.label, b.label)


@pytest.mark.parametrize("language", ["en", "de"])
def test_start_screen(language: str, tmp_path) -> None:
    with Harness(language) as h:
        scene = h.push(StartScene())
        assert_targets_are_sound(h, scene.buttons.buttons)
        games = [b for b in scene.buttons.buttons if isinstance(b.action, GameInfo)]
        assert [b.action.id for b in games] == [g for g, info in GAMES.items() if info.ui_entry]
        for button in games:
            parts = StartScene.card_layout(button.rect)
            assert all(button.rect.contains(part) for part in parts.values())
            blurb = h.ctx.tr(button.action.blurb_key)
            assert layout_text_box(h.ctx.fonts, blurb, parts["blurb"].size, theme.TEXT_BODY, min_size=30)[2], blurb
            title = h.ctx.tr(button.action.title_key)
            assert h.ctx.fonts.get(36, bold=True).size(title)[0] <= parts["title"].w, title  # the card shrinks to 36
            play = Button(parts["play"], h.ctx.tr("app.play"), icon="play")
            assert label_fits(h, play)
        h.save(tmp_path / f"start_{language}.png")
        assert not {k for k in h.ctx.tr.missing if k.startswith("app.")}
        assert not h.stack.crashes


@pytest.mark.parametrize("section", list(SECTIONS))
@pytest.mark.parametrize("language", ["en", "de"])
def test_settings_screen(language: str, section: str, tmp_path) -> None:
    with Harness(language) as h:
        scene = h.push(SettingsScene(section=section))
        assert scene.title_bar is not None
        assert_targets_are_sound(h, scene.buttons.buttons + [scene.title_bar.back])
        for _, label_key, _ in scene.rows(h.ctx):
            key = scene.label_key(label_key)
            assert h.ctx.tr.has(key) and h.ctx.tr.has(f"{key}_hint")
            label = h.ctx.tr(key)
            assert h.ctx.fonts.get(theme.TEXT_BODY, bold=True).size(label)[0] <= 640 - 2 * theme.PAD, label
        h.save(tmp_path / f"settings_{language}_{section}.png")
        assert not h.ctx.tr.missing and not h.stack.crashes


@pytest.mark.parametrize("language", ["en", "de"])
def test_common_scenes_render_and_fit(language: str, tmp_path) -> None:
    with Harness(language) as h:
        h.push(Scene())
        for scene in (ErrorScene("ValueError: x"), ConfirmScene("?", "!"), CurtainScene("Maximilian-Alexander"),
                      MessageScene("Title", "Text", icon="flask")):
            h.push(scene)
            assert_targets_are_sound(h, scene.buttons.buttons)
            h.save(tmp_path / f"{type(scene).__name__}_{language}.png")
        assert not h.ctx.tr.missing and not h.stack.crashes


def test_rendered_screen_is_a_picture_not_a_blank(tmp_path) -> None:
    with Harness("en") as h:
        h.push(StartScene())
        surface = h.render()
        sample = {surface.get_at((x, y))[:3] for x in range(0, 1920, 97) for y in range(0, 1080, 89)}
        assert len(sample) > 30
        title_pixels = [surface.get_at((x, 138))[:3] for x in range(700, 1220, 4)]
        assert any(p[0] > 200 and p[1] > 170 for p in title_pixels)  # the brass title is there
