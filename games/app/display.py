"""The real window: windowed (resizable) or full screen, showing the 1920 x 1080 canvas scaled to fit.

The canvas keeps its aspect ratio; the rest of the window is filled with the ink colour
(letterbox). Scaling is smooth; when the window is exactly canvas-sized the canvas is copied as is.
"""

from __future__ import annotations

import pygame

from games.app.kit import theme
from games.app.kit.icons import icon_surface
from games.app.input import Viewport
from games.app.scene import CANVAS_SIZE

DEFAULT_WINDOW_SIZE = (1280, 720)


class Display:
    """Owns the pygame window and presents the canvas on it."""

    def __init__(self, windowed_size: tuple[int, int] = DEFAULT_WINDOW_SIZE, fullscreen: bool = False) -> None:
        self.windowed_size = windowed_size
        self.fullscreen = fullscreen
        self.window: pygame.Surface | None = None
        self.viewport = Viewport(windowed_size)
        self._scaled: pygame.Surface | None = None

    def open(self) -> None:
        """Create the window in the current mode."""
        pygame.display.set_caption("Athanor")
        try:
            pygame.display.set_icon(icon_surface("flask", 64, theme.BRASS))
        except pygame.error:
            pass
        self._set_mode()

    def _set_mode(self) -> None:
        """Apply windowed or full-screen mode and remember the window size."""
        if self.fullscreen:
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.window = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        self.resized()

    def set_fullscreen(self, fullscreen: bool) -> None:
        """Switch between window and full screen (no-op when already there)."""
        if fullscreen == self.fullscreen and self.window is not None:
            return
        self.fullscreen = fullscreen
        self._set_mode()

    def resized(self) -> None:
        """Re-read the window size after the player or the system changed it."""
        surface = pygame.display.get_surface()
        if surface is not None:
            self.window = surface
            self.viewport = Viewport(surface.get_size())
            if not self.fullscreen:
                self.windowed_size = surface.get_size()

    def present(self, canvas: pygame.Surface) -> None:
        """Show `canvas` scaled into the window and flip."""
        window = pygame.display.get_surface()
        if window is None:
            return
        if window.get_size() != self.viewport.window:
            self.resized()
        x, y, width, height = self.viewport.rect
        if (width, height) == CANVAS_SIZE:
            window.blit(canvas, (x, y))
        else:
            if self._scaled is None or self._scaled.get_size() != (width, height):
                self._scaled = pygame.Surface((width, height)).convert()
            pygame.transform.smoothscale(canvas, (width, height), self._scaled)
            window.fill(theme.INK)
            window.blit(self._scaled, (x, y))
        pygame.display.flip()
