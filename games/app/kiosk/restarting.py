"""The calm "Athanor is restarting" screen the watchdog shows while it waits to start the window
again (games.app.kiosk.watchdog), instead of the bare desktop.

    python main.py --restarting-screen [--lang de|en] [--wait SECONDS]

It loads nothing but pygame, the theme and the texts, draws a quiet screen with a slowly turning
ring of dots (the wait shows progress), and runs until the watchdog sends SIGTERM (or, with
--wait, until that many seconds have passed). The language is the stored setting's.
"""

from __future__ import annotations

import math
import time

import pygame

from games.app.kit import theme
from games.app.scene import Context, Scene
from games.app.kit.widgets import draw_background, draw_text, draw_text_box, fit_font

DOTS = 12
TURN_SECONDS = 3.0


class RestartingScene(Scene):
    """A title, one line of reassurance, a turning ring; optionally the seconds left."""

    animating = True

    def __init__(self, wait: float | None = None) -> None:
        self.elapsed = 0.0
        self.wait = wait

    def update(self, dt: float, ctx: Context) -> None:
        self.elapsed += dt

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_background(canvas)
        centre = theme.CANVAS_W // 2
        title = ctx.tr("kiosk.restarting_title")
        font = fit_font(ctx.fonts, title, theme.CANVAS_W - 4 * theme.MARGIN, theme.TEXT_TITLE + 16, min_size=48, bold=True)
        draw_text(canvas, title, font, theme.BRASS_LIGHT, (centre, 300), "center", shadow=theme.INK)
        box = pygame.Rect(0, 0, 1300, 180)
        box.midtop = (centre, 390)
        draw_text_box(canvas, ctx.fonts, ctx.tr("kiosk.restarting_body"), box, theme.TEXT_LIGHT, theme.TEXT_HEADING - 6,
                      min_size=32, align="center")
        self.draw_ring(canvas, (centre, 720))
        if self.wait is not None:
            left = max(0, math.ceil(self.wait - self.elapsed))
            text = ctx.tr("kiosk.restarting_wait", seconds=left)
            draw_text(canvas, text, ctx.fonts.get(theme.TEXT_BODY), theme.TEXT_MUTED, (centre, 900), "center")

    def draw_ring(self, canvas: pygame.Surface, centre: tuple[int, int]) -> None:
        """Twelve dots on a circle; the bright one goes round once every TURN_SECONDS."""
        lead = int(self.elapsed / TURN_SECONDS * DOTS) % DOTS
        for index in range(DOTS):
            angle = 2 * math.pi * index / DOTS - math.pi / 2
            x = centre[0] + round(90 * math.cos(angle))
            y = centre[1] + round(90 * math.sin(angle))
            age = (lead - index) % DOTS
            colour = theme.EMBER_LIGHT if age == 0 else theme.BRASS if age < 3 else theme.BRASS_DARK
            pygame.draw.circle(canvas, colour, (x, y), 16 if age == 0 else 12)


def run(language: str | None, windowed: tuple[int, int] | None, wait: float | None) -> int:
    """Show the screen full screen (or in a window of `windowed` size) until SIGTERM or `wait`."""
    from games.app.display import Display
    from games.app.kit.fonts import FontBook
    from games.app.kit.i18n import Translator
    from games.app.no_display import init_display
    from games.app.store.settings import SETTINGS_FILE, SETTINGS_SHAPE, settings_from_dict
    from games.app.store.storage import LoadProblem, default_data_dir, read_json

    try:
        stored = read_json(default_data_dir() / SETTINGS_FILE, SETTINGS_SHAPE)
    except LoadProblem:
        stored = None  # the window itself sets a damaged file aside and says so
    settings = settings_from_dict(stored, language)
    if language:
        settings.language = language
    init_display()
    pygame.font.init()
    display = Display(windowed or (1280, 720), fullscreen=windowed is None)
    display.open()
    pygame.mouse.set_visible(False)
    ctx = Context(settings=settings, tr=Translator(settings.language), fonts=FontBook(), storage=None,  # type: ignore[arg-type]
                  now=time.monotonic)
    scene = RestartingScene(wait)
    canvas = pygame.Surface((theme.CANVAS_W, theme.CANVAS_H)).convert()
    clock = pygame.time.Clock()
    started = last = time.monotonic()
    while wait is None or time.monotonic() - started < wait:
        if any(event.type == pygame.QUIT for event in pygame.event.get()):
            break
        now = time.monotonic()
        scene.update(now - last, ctx)
        last = now
        scene.draw(canvas, ctx)
        display.present(canvas)
        clock.tick(12)  # a slow ring needs few frames
    pygame.quit()
    return 0
