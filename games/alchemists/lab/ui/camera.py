"""The live camera window of the lab screens: preview, outlines, status banner, scanner warnings.

`CameraPanel` keeps the newest scanner snapshot (from Intent("scan") or the service itself) and
draws it into a rectangle: the frame with the recognised codes outlined and labelled
(games.app.camera.preview), converted to a Surface only when the snapshot's version changes, and
a banner in the lab's own words when the camera is off, starting, missing or lost. Manual choice
never depends on it. games.app.camera.live_preview.set_preview switches the every-frame preview.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from games.alchemists.lab.ui.tiles import draw_camera_placeholder
from games.app.kit import theme
from games.app.kit.fonts import MIN_READABLE
from games.app.kit.icons import draw_icon
from games.app.camera.preview import snapshot_surface
from games.app.camera.service import OFF
from games.app.scene import Context
from games.app.kit.widgets import draw_text_box
from scanner.worker import ScanSnapshot

BANNERS: dict[str, str] = {  # scanner status -> banner name under "alchemists.camera.<purpose>."
    "off": "off", "closed": "off", "starting": "starting", "no-camera": "missing",
    "lost": "lost", "retrying": "lost", "ended": "lost",
}
ALARMS = frozenset({"missing", "lost"})
BANNER_BACK = (70, 52, 40)
ALARM_BACK = (150, 44, 30)
LABEL_SIZE = MIN_READABLE  # the names on the outlines of recognised codes
EMPTY_ICON_H = 96  # the band for the camera sign above a banner when there is no frame
EMPTY_ICON_SIDE = 64


def current_snapshot(ctx: Context) -> ScanSnapshot:
    """What the scanner shows right now; the "off" snapshot without a scanner."""
    snapshot = getattr(ctx.services.get("scanner"), "snapshot", None)
    return snapshot() if callable(snapshot) else OFF


class CameraPanel:
    """The newest snapshot and its cached picture."""

    def __init__(self, purpose: str = "choose") -> None:
        self.purpose = purpose  # "choose" (cards; tapping continues) or "join" (a code; typing continues)
        self.snapshot: ScanSnapshot = OFF
        self._picture: pygame.Surface | None = None
        self._picture_key: tuple[int, tuple[int, int], str] | None = None

    @property
    def warnings(self) -> tuple[str, ...]:
        """The stabiliser's active warnings ("two-same-ingredient", "too-many-cards")."""
        return self.snapshot.warnings

    def show(self, snapshot: object) -> None:
        """Take a snapshot from an Intent("scan"); anything else is ignored."""
        if isinstance(snapshot, ScanSnapshot):
            self.snapshot = snapshot

    def banner_key(self) -> str | None:
        """The translation key of the status banner, or None while frames simply arrive."""
        if self.snapshot.status == "ok":
            return None
        return f"alchemists.camera.{self.purpose}.{BANNERS.get(self.snapshot.status, 'lost')}"

    def picture(self, size: tuple[int, int], ctx: Context) -> pygame.Surface:
        """The frame with outlines at `size`, rebuilt only when the snapshot version changes."""
        key = (self.snapshot.version, size, ctx.tr.language)
        if self._picture is None or self._picture_key != key:
            plain = replace(self.snapshot, status="ok", warnings=())  # banners are drawn in the lab's words
            font = ctx.fonts.get(LABEL_SIZE, bold=True, serif=False)
            self._picture = snapshot_surface(plain, size, ctx.tr, font)
            self._picture_key = key
        return self._picture

    def draw(self, canvas: pygame.Surface, ctx: Context, rect: pygame.Rect) -> None:
        """The preview in `rect`: live frame or a quiet placeholder, with the status banner."""
        key = self.banner_key()
        if self.snapshot.frame is None and key is None:
            draw_camera_placeholder(canvas, ctx, rect, ctx.tr(f"alchemists.camera.{self.purpose}.waiting"))
            return
        if self.snapshot.frame is None:
            draw_empty_window(canvas, rect)
        else:
            inner = rect.inflate(-6, -6)
            canvas.blit(self.picture(inner.size, ctx), inner)
            pygame.draw.rect(canvas, theme.BRASS_DARK, rect, 3, border_radius=theme.RADIUS)
        if key is not None:
            alarm = key.rsplit(".", 1)[1] in ALARMS
            height = min(96, rect.height // 2) if self.snapshot.frame is not None else rect.height - EMPTY_ICON_H
            draw_banner(canvas, ctx, rect, ctx.tr(key), alarm, height)


def draw_empty_window(canvas: pygame.Surface, rect: pygame.Rect) -> None:
    """The dark camera window with a camera sign above where the banner goes."""
    pygame.draw.rect(canvas, theme.WOOD_DARK, rect, border_radius=theme.RADIUS)
    pygame.draw.rect(canvas, theme.BRASS_DARK, rect, 3, border_radius=theme.RADIUS)
    icon = pygame.Rect(0, 0, EMPTY_ICON_SIDE, EMPTY_ICON_SIDE)
    icon.center = (rect.centerx, rect.top + EMPTY_ICON_H // 2)
    draw_icon(canvas, "camera", icon, theme.TEXT_MUTED)


def draw_banner(canvas: pygame.Surface, ctx: Context, rect: pygame.Rect, text: str, alarm: bool, height: int) -> None:
    """A strip `height` tall across the bottom of `rect` with `text` wrapped to fit."""
    strip = pygame.Rect(rect.left, rect.bottom - height, rect.width, height)
    pygame.draw.rect(canvas, ALARM_BACK if alarm else BANNER_BACK, strip,
                     border_bottom_left_radius=theme.RADIUS, border_bottom_right_radius=theme.RADIUS)
    pygame.draw.line(canvas, theme.EMBER_LIGHT if alarm else theme.BRASS_DARK, strip.topleft, strip.topright, 3)
    draw_text_box(canvas, ctx.fonts, text, strip.inflate(-24, -10), theme.TEXT_LIGHT, theme.TEXT_SMALL,
                  min_size=MIN_READABLE, bold=True, serif=False, align="center", valign="center", line_spacing=1.0)
