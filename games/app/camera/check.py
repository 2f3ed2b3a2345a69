"""The camera check, reached from Settings: is this camera, this light, this distance good enough?

Left the live preview with the codes read outlined; right what the camera delivers (resolution,
frame rate, brightness, whether the card in view is big enough) and a button that saves what the
camera saw in the last 10 seconds for a bug report; below the preview the verdict for full cards
and for stickers in words, with what would help (more light, closer, a 720p camera). What matters
most (no camera, dim or dark light) heads that board as a warning plate: larger bold ink on ember
with a warning sign. The verdict comes from scanner.quality; the numbers from the scanner
service's snapshot.
"""

from __future__ import annotations

import os
from pathlib import Path

import pygame

from games.app.kit import theme
from games.app.kit.icons import draw_icon
from games.app.camera.live_preview import set_preview
from games.app.camera.preview import snapshot_surface
from games.app.camera.service import OFF
from games.app.scene import Context, Intent, Pop, Scene, Transition, Translator
from games.app.kit.widgets import Button, ButtonGroup, TitleBar, draw_background, draw_panel, draw_text, draw_text_box
from scanner.quality import assess
from scanner.worker import ScanSnapshot

CONTENT_TOP = theme.TITLE_BAR_H + 36
PREVIEW = pygame.Rect(theme.MARGIN, CONTENT_TOP, 960, 540)
VERDICT = pygame.Rect(theme.MARGIN, PREVIEW.bottom + theme.GAP, PREVIEW.width, theme.CANVAS_H - PREVIEW.bottom
                      - theme.GAP - 36)
FACTS = pygame.Rect(PREVIEW.right + theme.GAP + 8, CONTENT_TOP, theme.CANVAS_W - PREVIEW.right - theme.GAP - 8
                    - theme.MARGIN, 480)
SAVE = pygame.Rect(FACTS.x, FACTS.bottom + theme.GAP + 8, FACTS.width, theme.BUTTON_H)
SAVE_NOTE = pygame.Rect(FACTS.x, SAVE.bottom + 20, FACTS.width, theme.CANVAS_H - SAVE.bottom - 56)
LABEL_SIZE = 26  # outline labels in the preview
LINE_SIZE = theme.TEXT_BODY - 4  # the verdict's lines
WARNING_SIZE = theme.TEXT_BODY  # the warning plate: larger than the lines, bold
WARNING_PAD = 12
WARNING_GAP = 10  # between the plate and the first line
LINE_ROW_MAX = 64  # a line's row is at most this high; the block is centred on the board
WARNING_ICON = 64
WARNING_PLATE, WARNING_INK = theme.EMBER_LIGHT, theme.INK  # contrast 9 : 1


def facts(snapshot: ScanSnapshot, tr: Translator) -> list[tuple[str, str]]:
    """(label, value) rows: resolution, frame rate, brightness and the card in view."""
    quality = snapshot.quality
    unknown = tr("scanner.check.unknown")
    if quality is None or snapshot.frame is None:
        return [(tr(f"scanner.check.{key}"), unknown) for key in ("resolution", "rate", "brightness", "code")]
    verdict = assess(quality)
    fps = f"{quality.fps:.0f}" if quality.fps else unknown
    light = tr(f"scanner.check.light.{verdict.light}")
    return [
        (tr("scanner.check.resolution"), f"{quality.width} × {quality.height}"),
        (tr("scanner.check.rate"), tr("scanner.check.rate_value", fps=fps)),
        (tr("scanner.check.brightness"), f"{quality.brightness / 2.55:.0f} % · {light}"),
        (tr("scanner.check.code"), tr(f"scanner.check.code.{verdict.code or 'none'}")),
    ]


def verdict_warning(snapshot: ScanSnapshot, tr: Translator) -> str | None:
    """What matters most, for the warning plate: no camera or no picture, dim or dark light."""
    if snapshot.quality is None or snapshot.frame is None:  # the preview's banner says why too
        return tr("scanner.check.off" if snapshot.status == "off" else "scanner.check.no_frames")
    light = assess(snapshot.quality).light
    return None if light == "good" else tr(f"scanner.check.{light}")  # says that more light helps


def verdict_lines(snapshot: ScanSnapshot, tr: Translator) -> list[tuple[str, bool]]:
    """The rest of the verdict in words, as (line, alarm): how far cards and stickers read (not in
    the dark), then what else would help. At most four lines."""
    if snapshot.quality is None or snapshot.frame is None:
        return []
    verdict = assess(snapshot.quality)
    lines = [] if verdict.light == "dark" else [(tr("scanner.check.cards", cm=verdict.card_cm), False),
                                                (tr("scanner.check.stickers", cm=verdict.sticker_cm), False)]
    return lines + [(tr(f"scanner.check.hint.{hint}"), hint == "closer") for hint in verdict.hints
                    if hint != "more-light"]


def verdict_layout(warning: bool, lines: int) -> tuple[pygame.Rect | None, list[pygame.Rect]]:
    """The warning plate (when there is a warning, room for two lines of its text) and one box per
    line under it, as one block centred on the verdict board."""
    inner = VERDICT.inflate(-2 * theme.PAD, -theme.PAD)
    plate_h = WARNING_SIZE * 12 // 5 + 2 * WARNING_PAD if warning else 0
    above = plate_h + WARNING_GAP if warning and lines else plate_h
    row_h = min(LINE_ROW_MAX, (inner.height - above) // max(1, lines))
    top = inner.centery - (above + lines * row_h) // 2
    plate = pygame.Rect(inner.x, top, inner.width, plate_h) if warning else None
    return plate, [pygame.Rect(inner.x, top + above + index * row_h, inner.width, row_h) for index in range(lines)]


def recordings_folder(ctx: Context) -> Path:
    """Where saved camera recordings go: "recordings" in Athanor's data folder."""
    path = getattr(ctx.storage, "path", None)
    return path("recordings") if callable(path) else Path("recordings")


class CameraCheckScene(Scene):
    """Live preview, the camera's figures and a verdict; see the module docstring."""

    def __init__(self) -> None:
        self.buttons = ButtonGroup()
        self.title_bar: TitleBar | None = None
        self.snapshot: ScanSnapshot = OFF
        self.note: tuple[str, bool] | None = None  # what the last save said, and whether it failed
        self._picture: tuple[int, str, pygame.Surface] | None = None

    def enter(self, ctx: Context) -> None:
        set_preview(ctx, True)
        self.snapshot = self._service_snapshot(ctx)
        self.layout(ctx)

    def layout(self, ctx: Context) -> None:
        """The title bar and the save button in the current language."""
        self.title_bar = TitleBar(ctx.tr("scanner.check.title"), ctx.tr("app.back"))
        self.buttons.set([Button(SAVE, ctx.tr("scanner.check.save"), "save", kind="primary", icon="camera",
                                 enabled=self.snapshot.frame is not None)])

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "back" or (self.title_bar is not None and self.title_bar.handle(intent)):
            set_preview(ctx, False)
            return Pop()
        if intent.kind == "scan" and isinstance(intent.data, ScanSnapshot):
            self.snapshot = intent.data
            self.layout(ctx)  # the save button needs frames
            return None
        pressed = self.buttons.handle(intent)
        if pressed is not None and pressed.action == "save":
            self.save(ctx)
        return None

    def save(self, ctx: Context) -> None:
        """Save what the camera saw and say where (or why not)."""
        saver = getattr(ctx.services.get("scanner"), "save_recording", None)
        try:
            folder = saver(recordings_folder(ctx)) if callable(saver) else None
        except OSError as error:
            self.note = (ctx.tr("scanner.check.not_saved", error=error.strerror or str(error)), True)
            return
        if folder is None:
            self.note = (ctx.tr("scanner.check.nothing_saved"), True)
        else:
            self.note = (ctx.tr("scanner.check.saved", folder=f"{folder.parent}{os.sep}\n{folder.name}"), False)

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_background(canvas)
        self._draw_preview(canvas, ctx)
        self._draw_facts(canvas, ctx)
        self._draw_verdict(canvas, ctx)
        self.buttons.draw(canvas, ctx.fonts)
        note = self.note or (ctx.tr("scanner.check.save_hint"), False)
        draw_text_box(canvas, ctx.fonts, note[0], SAVE_NOTE, theme.DANGER_LIGHT if note[1] else theme.TEXT_MUTED,
                      theme.TEXT_BODY - 4, min_size=24)
        if self.title_bar is not None:
            self.title_bar.draw(canvas, ctx.fonts)

    def _service_snapshot(self, ctx: Context) -> ScanSnapshot:
        """The scanner's snapshot right now ("off" without a scanner)."""
        snapshot = getattr(ctx.services.get("scanner"), "snapshot", None)
        return snapshot() if callable(snapshot) else OFF

    def _draw_preview(self, canvas: pygame.Surface, ctx: Context) -> None:
        """The live frame with outlines (cached per snapshot version), a brass rim."""
        key = (self.snapshot.version, ctx.tr.language)
        if self._picture is None or self._picture[:2] != key:
            font = ctx.fonts.get(LABEL_SIZE, bold=True, serif=False)
            self._picture = (*key, snapshot_surface(self.snapshot, PREVIEW.inflate(-8, -8).size, ctx.tr, font))
        canvas.blit(self._picture[2], PREVIEW.inflate(-8, -8))
        pygame.draw.rect(canvas, theme.BRASS_DARK, PREVIEW, 4, border_radius=theme.RADIUS)

    def _draw_facts(self, canvas: pygame.Surface, ctx: Context) -> None:
        """The parchment panel with one fact per row: label above, value below."""
        draw_panel(canvas, FACTS)
        row_h = (FACTS.height - 2 * theme.PAD) // 4
        for index, (label, value) in enumerate(facts(self.snapshot, ctx.tr)):
            top = FACTS.y + theme.PAD + index * row_h
            draw_text(canvas, label, ctx.fonts.get(theme.TEXT_BODY - 6), theme.INK_MUTED,
                      (FACTS.x + theme.PAD, top + 6))
            draw_text_box(canvas, ctx.fonts, value, pygame.Rect(FACTS.x + theme.PAD, top + 44, FACTS.w - 2 * theme.PAD,
                                                                row_h - 48), theme.INK_TEXT, theme.TEXT_LABEL,
                          min_size=26, bold=True)

    def _draw_verdict(self, canvas: pygame.Surface, ctx: Context) -> None:
        """The warning plate and the verdict lines on a wood board under the preview."""
        draw_panel(canvas, VERDICT, "wood")
        warning = verdict_warning(self.snapshot, ctx.tr)
        lines = verdict_lines(self.snapshot, ctx.tr)
        plate, boxes = verdict_layout(warning is not None, len(lines))
        if plate is not None and warning is not None:
            draw_warning(canvas, ctx, warning, plate)
        size = common_size(ctx, [text for text, _ in lines], VERDICT.width - 2 * theme.PAD)
        for box, (text, alarm) in zip(boxes, lines):
            draw_text_box(canvas, ctx.fonts, text, box, theme.EMBER_LIGHT if alarm else theme.TEXT_LIGHT,
                          size, min_size=24, valign="center", line_spacing=1.0)


def common_size(ctx: Context, texts: list[str], width: int) -> int:
    """The largest size up to LINE_SIZE at which each of `texts` fits `width` on one line (one size
    for all, so no line looks less important than its neighbours)."""
    for size in range(LINE_SIZE, 24, -2):
        font = ctx.fonts.get(size)
        if all(font.size(text)[0] <= width for text in texts):
            return size
    return 24


def draw_warning(canvas: pygame.Surface, ctx: Context, text: str, plate: pygame.Rect) -> None:
    """`text` in bold ink on an ember plate with a warning sign at its left."""
    pygame.draw.rect(canvas, WARNING_PLATE, plate, border_radius=theme.RADIUS // 2)
    pygame.draw.rect(canvas, theme.EMBER_DARK, plate, 3, border_radius=theme.RADIUS // 2)
    icon = pygame.Rect(plate.x + WARNING_PAD, plate.centery - WARNING_ICON // 2, WARNING_ICON, WARNING_ICON)
    draw_icon(canvas, "warning", icon, WARNING_INK)
    box = pygame.Rect(icon.right + WARNING_PAD, plate.y + WARNING_PAD, plate.right - icon.right - 2 * WARNING_PAD,
                      plate.height - 2 * WARNING_PAD)
    draw_text_box(canvas, ctx.fonts, text, box, WARNING_INK, WARNING_SIZE, min_size=LINE_SIZE, bold=True,
                  serif=False, valign="center", line_spacing=1.0)
