"""Icons, emblems and text helpers draw what they promise."""

from __future__ import annotations

import pygame
import pytest

from games.app.kit import theme
from games.app.kit.emblems import EMBLEMS, draw_emblem
from games.app.testing.headless import Harness, init_pygame_headless
from games.app.kit.icons import PAINTERS, draw_icon, icon_surface
from games.app.kit.text import fit_font, wrap_text

init_pygame_headless()


@pytest.mark.parametrize("name", sorted(PAINTERS))
def test_every_icon_paints_inside_its_square(name: str) -> None:
    surface = icon_surface(name, 96, theme.INK_TEXT)
    assert surface.get_size() == (96, 96)
    opaque = sum(1 for x in range(0, 96, 3) for y in range(0, 96, 3) if surface.get_at((x, y)).a > 128)
    assert 20 < opaque < 32 * 32


def test_unknown_icon_draws_the_question_mark() -> None:
    assert pygame.image.tobytes(icon_surface("no-such-icon", 48, theme.BRASS), "RGBA") == pygame.image.tobytes(
        icon_surface("unknown", 48, theme.BRASS), "RGBA")


@pytest.mark.parametrize("game", [*EMBLEMS, "future-game"])
def test_emblems_draw_centred(game: str) -> None:
    canvas = pygame.Surface((300, 300))
    canvas.fill((0, 0, 0))
    draw_emblem(canvas, game, pygame.Rect(50, 50, 200, 200))
    assert canvas.get_at((150, 150))[:3] != (0, 0, 0)
    assert canvas.get_at((20, 20))[:3] == (0, 0, 0)


def test_draw_icon_fills_the_smaller_side() -> None:
    canvas = pygame.Surface((200, 100), pygame.SRCALPHA)
    draw_icon(canvas, "play", pygame.Rect(0, 0, 200, 100), (255, 0, 0))
    assert canvas.get_at((100, 50)).r > 240 and canvas.get_at((100, 50)).a > 240
    assert canvas.get_at((10, 50)).a == 0


def test_wrap_text_breaks_at_spaces_and_cuts_long_words() -> None:
    with Harness() as h:
        font = h.ctx.fonts.get(36)
        lines = wrap_text(font, "Donaudampfschifffahrtsgesellschaftskapitän fährt", 300)
        assert all(font.size(line)[0] <= 300 for line in lines)
        assert "".join(lines).replace(" ", "") == "Donaudampfschifffahrtsgesellschaftskapitänfährt"
        assert wrap_text(font, "eins\nzwei", 1000) == ["eins", "zwei"]


def test_fit_font_shrinks_and_switches_to_condensed() -> None:
    with Harness() as h:
        text = "Zum Bestätigen erneut tippen"
        roomy = fit_font(h.ctx.fonts, text, 2000, 40, bold=True, serif=False)
        assert roomy is h.ctx.fonts.get(40, bold=True, serif=False)
        tight = fit_font(h.ctx.fonts, text, 420, 40, min_size=24, bold=True, serif=False)
        assert tight.size(text)[0] <= 420
