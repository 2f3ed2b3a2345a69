"""A scanner snapshot drawn with pygame: the camera frame, outlines and labels of the codes read,
the camera's status and the stabiliser's warnings — for the lab screens and `scan --preview`.

`draw_snapshot(surface, rect, snapshot, tr, font)` fits the frame into `rect` (letterboxed) and
draws on top; `snapshot_surface(...)` returns a new Surface of a given size. Labels are translated:
ingredient names from alchemists.json, everything else from scanner.json.
"""

from __future__ import annotations

import time

import cv2
import numpy as np
import pygame

from scanner.pipeline import FrameResult, Outline
from scanner.sources import Frame
from scanner.worker import ScanSnapshot
from games.app.scene import Translator

OUTLINE_COLOURS: dict[str, tuple[int, int, int]] = {
    "card": (70, 220, 110),
    "code": (90, 170, 255),
    "unknown": (190, 190, 190),
}
BACKGROUND = (24, 22, 28)
TEXT = (245, 240, 230)
WARNING_BACK = (170, 40, 30)
STATUS_BACK = (60, 56, 70)
SAVE_KEYS = frozenset({pygame.K_s, pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER})


def outline_label(outline: Outline, tr: Translator) -> str:
    """What a player reads next to a code: the ingredient's name, the game code, or 'not ours'."""
    if outline.kind == "card":
        return tr(f"alchemists.ingredient.{outline.value}")
    if outline.kind == "code":
        return tr("scanner.game_code", code=outline.value)
    return tr("scanner.unknown_code")


def status_text(snapshot: ScanSnapshot, tr: Translator) -> str | None:
    """The line about the camera when it is not simply delivering frames, else None."""
    if snapshot.status == "ok":
        return None
    return tr(f"scanner.status.{snapshot.status}")


def frame_surface(frame: np.ndarray) -> pygame.Surface:
    """An RGB uint8 array (height x width x 3) as a pygame Surface."""
    height, width = frame.shape[:2]
    return pygame.image.frombuffer(np.ascontiguousarray(frame).tobytes(), (width, height), "RGB")


def fit(size: tuple[int, int], rect: pygame.Rect) -> pygame.Rect:
    """The largest rectangle of `size`'s aspect centred in `rect`."""
    scale = min(rect.width / size[0], rect.height / size[1])
    fitted = pygame.Rect(0, 0, max(1, int(size[0] * scale)), max(1, int(size[1] * scale)))
    fitted.center = rect.center
    return fitted


def draw_snapshot(surface: pygame.Surface, rect: pygame.Rect, snapshot: ScanSnapshot, tr: Translator,
                  font: pygame.font.Font) -> None:
    """Draw `snapshot` into `rect` of `surface`."""
    surface.fill(BACKGROUND, rect)
    if snapshot.frame is not None:
        height, width = snapshot.frame.shape[:2]
        target = fit((width, height), rect)
        surface.blit(pygame.transform.smoothscale(frame_surface(snapshot.frame), target.size), target)
        scale = target.width / width
        for outline in snapshot.outlines:
            points = [(target.x + x * scale, target.y + y * scale) for x, y in outline.corners]
            _draw_outline(surface, points, OUTLINE_COLOURS.get(outline.kind, TEXT), outline_label(outline, tr), font)
    status = status_text(snapshot, tr)
    if status:
        _banner(surface, rect, status, font, STATUS_BACK, at_top=snapshot.frame is not None,
                centred=snapshot.frame is None)
    for index, warning in enumerate(snapshot.warnings):
        _banner(surface, rect, tr(f"scanner.{warning}"), font, WARNING_BACK, at_top=False, row=index)


def snapshot_surface(snapshot: ScanSnapshot, size: tuple[int, int], tr: Translator,
                     font: pygame.font.Font) -> pygame.Surface:
    """A new Surface of `size` showing `snapshot`."""
    surface = pygame.Surface(size)
    draw_snapshot(surface, surface.get_rect(), snapshot, tr, font)
    return surface


def _draw_outline(surface: pygame.Surface, points: list[tuple[float, float]], colour: tuple[int, int, int],
                  label: str, font: pygame.font.Font) -> None:
    """A closed outline with its label on a dark box above the code."""
    pygame.draw.lines(surface, colour, True, points, 4)
    text = font.render(label, True, TEXT)
    box = text.get_rect().inflate(14, 6)
    box.midbottom = (int(sum(p[0] for p in points) / 4), int(min(p[1] for p in points)) - 6)
    box.clamp_ip(surface.get_clip() or surface.get_rect())
    pygame.draw.rect(surface, (0, 0, 0), box, border_radius=6)
    pygame.draw.rect(surface, colour, box, 2, border_radius=6)
    surface.blit(text, text.get_rect(center=box.center))


def _banner(surface: pygame.Surface, rect: pygame.Rect, message: str, font: pygame.font.Font,
            back: tuple[int, int, int], at_top: bool, row: int = 0, centred: bool = False) -> None:
    """A full-width strip with `message`: at the top, the bottom (rows upwards) or the middle of `rect`."""
    text = font.render(message, True, TEXT)
    if text.get_width() > rect.width - 20:
        text = pygame.transform.smoothscale_by(text, (rect.width - 20) / text.get_width())
    strip = pygame.Rect(rect.x, 0, rect.width, text.get_height() + 16)
    if centred:
        strip.centery = rect.centery
    elif at_top:
        strip.top = rect.top + row * strip.height
    else:
        strip.bottom = rect.bottom - row * strip.height
    surface.fill(back, strip)
    surface.blit(text, text.get_rect(center=strip.center))


class PreviewWindow:
    """The window of `python main.py scan --preview`: frames with outlines, for adjusting the light."""

    def __init__(self, title: str, size: tuple[int, int] = (1280, 720), recording: bool = False) -> None:
        from games.app.kit.i18n import Translator as Tables, system_language

        from games.app.no_display import init_display

        init_display()  # no audio: a sound card is not needed (and ALSA would complain without one)
        pygame.font.init()
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.display.set_caption(title)
        self.tr = Tables(system_language())
        self.font = pygame.font.Font(None, max(34, size[1] // 24))
        self.recording = recording  # scan --record: a strip says which keys save
        self._shown_at: float | None = None
        self._video_start: tuple[float, float] | None = None
        self._save_asked = False

    def show(self, frame: Frame, result: FrameResult, warnings: tuple[str, ...]) -> bool:
        """Draw one frame; False once the window was closed or Esc pressed."""
        snapshot = ScanSnapshot(cv2.cvtColor(frame.image, cv2.COLOR_BGR2RGB), result.outlines, "ok", "",
                                warnings, frame.index)
        draw_snapshot(self.screen, self.screen.get_rect(), snapshot, self.tr, self.font)
        if self.recording:
            _banner(self.screen, self.screen.get_rect(), self.tr("scanner.preview.record_hint"), self.font,
                    STATUS_BACK, at_top=True)
        pygame.display.flip()
        return self._wait(frame)

    def _wait(self, frame: Frame) -> bool:
        """Keep pace: a still stays 1.5 s, a video frame waits for its time (a live one is due at once)."""
        if frame.still:
            until = time.monotonic() + 1.5
        else:
            if self._video_start is None:
                self._video_start = (time.monotonic(), frame.time)
            until = self._video_start[0] + frame.time - self._video_start[1]
        while True:
            for event in pygame.event.get():
                if event.type == pygame.QUIT or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
                    return False
                if event.type == pygame.KEYDOWN and event.key in SAVE_KEYS:
                    self._save_asked = True
            if time.monotonic() >= until:
                return True
            time.sleep(0.01)

    def save_asked(self) -> bool:
        """True once after S, Space or Enter was pressed (scan --record saves what the camera saw)."""
        asked, self._save_asked = self._save_asked, False
        return asked

    def close(self) -> None:
        """Close the window."""
        pygame.display.quit()
