"""Raw pygame events become Intents here, and only here.

Pointer positions are mapped from window pixels to canvas pixels through the `Viewport` (the
canvas is scaled to fit and letterboxed); a press on the black bars is ignored. Mouse button 1 and
one finger give "press" when they go down (for screens that let things be dragged; a tap needs
only the "click" that follows), "click" on release (and "move" while moving), button 3 gives "back", the wheel
gives "scroll". Esc (and the Android back key) is "back"; Enter, keypad Enter and Space are
"confirm" (key says which, so a text field can tell Space apart); every other key is "key" with
pygame's key name (keypad digits are reported as plain digits); TEXTINPUT is "text". Mouse events
that SDL synthesises from touches are dropped: the finger events already carry them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import pygame

from games.app.scene import CANVAS_SIZE, Intent

ShellCommand = Literal["quit", "window_close", "toggle_fullscreen", "force_quit"]
CONFIRM_KEYS = {pygame.K_RETURN: "return", pygame.K_KP_ENTER: "enter", pygame.K_SPACE: "space"}
BACK_KEYS = {pygame.K_ESCAPE, pygame.K_AC_BACK}
MODIFIER_KEYS = {
    pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT,
    pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK, pygame.K_NUMLOCKCLEAR, pygame.K_MODE,
}
KEYPAD_DIGITS = {getattr(pygame, f"K_KP{d}"): str(d) for d in range(10)}


@dataclass(frozen=True)
class Viewport:
    """Where the canvas sits in the window: `scale` and the destination rectangle (x, y, w, h)."""

    window: tuple[int, int]
    canvas: tuple[int, int] = CANVAS_SIZE

    @property
    def scale(self) -> float:
        """Window pixels per canvas pixel (aspect kept)."""
        width, height = self.window
        return max(1e-6, min(width / self.canvas[0], height / self.canvas[1]))

    @property
    def rect(self) -> tuple[int, int, int, int]:
        """The canvas' place in the window, centred with bars left/right or top/bottom."""
        width = max(1, round(self.canvas[0] * self.scale))
        height = max(1, round(self.canvas[1] * self.scale))
        return ((self.window[0] - width) // 2, (self.window[1] - height) // 2, width, height)

    def to_canvas(self, pos: tuple[float, float]) -> tuple[int, int] | None:
        """Canvas coordinates of window position `pos`; None when it lies on a letterbox bar."""
        x, y, width, height = self.rect
        cx = (pos[0] - x) * self.canvas[0] / width
        cy = (pos[1] - y) * self.canvas[1] / height
        if not (0 <= cx < self.canvas[0] and 0 <= cy < self.canvas[1]):
            return None
        return (int(cx), int(cy))

    def from_normalized(self, x: float, y: float) -> tuple[int, int] | None:
        """Canvas coordinates of a touch given as fractions (0..1) of the window."""
        return self.to_canvas((x * self.window[0], y * self.window[1]))


def shell_command(event: pygame.event.Event) -> ShellCommand | None:
    """Events the shell itself answers: quit, window close, F11, Ctrl+Alt+Q (quits even a kiosk).

    SDL sends QUIT both after the window's close button (preceded by WINDOWCLOSE) and on SIGTERM or
    SIGINT (without it); a kiosk ignores the first and obeys the second.
    """
    if event.type == pygame.QUIT:
        return "quit"
    if event.type == pygame.WINDOWCLOSE:
        return "window_close"
    if event.type == pygame.KEYDOWN:
        if event.key == pygame.K_F11:
            return "toggle_fullscreen"
        if event.key == pygame.K_q and event.mod & pygame.KMOD_CTRL and event.mod & pygame.KMOD_ALT:
            return "force_quit"
    return None


class InputMapper:
    """Turns pygame events into intents; remembers which button or finger is down."""

    def __init__(self) -> None:
        self.mouse_down = False
        self.finger: int | None = None

    def translate(self, event: pygame.event.Event, viewport: Viewport) -> list[Intent]:
        """The intents `event` means (often none)."""
        handler = self._handlers.get(event.type)
        return handler(self, event, viewport) if handler else []

    def _mouse_down(self, event: pygame.event.Event, viewport: Viewport) -> list[Intent]:
        if getattr(event, "touch", False):
            return []
        if event.button != 1:
            return []
        pos = viewport.to_canvas(event.pos)
        self.mouse_down = pos is not None
        return [Intent("press", pos=pos)] if pos is not None else []

    def _mouse_up(self, event: pygame.event.Event, viewport: Viewport) -> list[Intent]:
        if getattr(event, "touch", False):
            return []
        if event.button == 3:
            return [Intent("back")]
        if event.button != 1 or not self.mouse_down:
            return []
        self.mouse_down = False
        pos = viewport.to_canvas(event.pos)
        return [Intent("click", pos=pos)] if pos is not None else []

    def _mouse_motion(self, event: pygame.event.Event, viewport: Viewport) -> list[Intent]:
        if getattr(event, "touch", False):
            return []
        pos = viewport.to_canvas(event.pos)
        return [Intent("move", pos=pos)] if pos is not None else []

    def _wheel(self, event: pygame.event.Event, viewport: Viewport) -> list[Intent]:
        if getattr(event, "touch", False) or event.y == 0:
            return []
        return [Intent("scroll", data=1 if event.y > 0 else -1)]

    def _finger_down(self, event: pygame.event.Event, viewport: Viewport) -> list[Intent]:
        if self.finger is not None:
            return []
        pos = viewport.from_normalized(event.x, event.y)
        if pos is None:
            return []
        self.finger = event.finger_id
        return [Intent("move", pos=pos), Intent("press", pos=pos)]

    def _finger_motion(self, event: pygame.event.Event, viewport: Viewport) -> list[Intent]:
        if event.finger_id != self.finger:
            return []
        pos = viewport.from_normalized(event.x, event.y)
        return [Intent("move", pos=pos)] if pos is not None else []

    def _finger_up(self, event: pygame.event.Event, viewport: Viewport) -> list[Intent]:
        if event.finger_id != self.finger:
            return []
        self.finger = None
        pos = viewport.from_normalized(event.x, event.y)
        return [Intent("click", pos=pos)] if pos is not None else []

    def _key(self, event: pygame.event.Event, viewport: Viewport) -> list[Intent]:
        if event.key in BACK_KEYS:
            return [Intent("back")]
        if event.key in CONFIRM_KEYS:
            return [Intent("confirm", key=CONFIRM_KEYS[event.key])]
        if event.key in MODIFIER_KEYS or shell_command(event) is not None:
            return []
        if event.key in KEYPAD_DIGITS:
            return [Intent("key", key=KEYPAD_DIGITS[event.key])]
        name = pygame.key.name(event.key)
        return [Intent("key", key=name)] if name else []

    def _text(self, event: pygame.event.Event, viewport: Viewport) -> list[Intent]:
        return [Intent("text", text=event.text)] if event.text else []

    _handlers = {
        pygame.MOUSEBUTTONDOWN: _mouse_down,
        pygame.MOUSEBUTTONUP: _mouse_up,
        pygame.MOUSEMOTION: _mouse_motion,
        pygame.MOUSEWHEEL: _wheel,
        pygame.FINGERDOWN: _finger_down,
        pygame.FINGERMOTION: _finger_motion,
        pygame.FINGERUP: _finger_up,
        pygame.KEYDOWN: _key,
        pygame.TEXTINPUT: _text,
    }
