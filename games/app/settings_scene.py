"""The settings screen: language, display, camera, scanned cards, kiosk idle time.

Every row is a set of large option buttons; the chosen one glows. A choice applies at once and is
saved (settings.json); the language switches the whole screen immediately.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.app import theme
from games.app.scene import Context, Intent, Pop, Push, Scene, Transition
from games.app.settings import CAMERA_CHOICES, IDLE_CHOICES, save_settings
from games.app.widgets import (
    Button, ButtonGroup, TitleBar, draw_background, draw_panel, draw_text, draw_text_box, fit_font,
)

ROW_LEFT = 110
ROW_W = theme.CANVAS_W - 2 * ROW_LEFT
ROW_H = 150
ROW_GAP = 18
ROWS_TOP = theme.TITLE_BAR_H + 36
LABEL_W = 640
OPTION_GAP = 20
CAMERA_CHECK = "camera-check"
CAMERA_CHECK_RECT = pygame.Rect(theme.CANVAS_W - theme.MARGIN // 2 - 380, (theme.TITLE_BAR_H - theme.BUTTON_H) // 2,
                                380, theme.BUTTON_H)  # on the title bar, opposite Back


@dataclass(frozen=True)
class Choice:
    """One option button: which setting, which value."""

    setting: str
    value: object


class SettingsScene(Scene):
    """Change how Athanor looks and listens; every change is saved at once."""

    def __init__(self, kiosk: bool = False) -> None:
        self.kiosk = kiosk
        self.buttons = ButtonGroup()
        self.title_bar: TitleBar | None = None
        self.saved = True

    def enter(self, ctx: Context) -> None:
        self.layout(ctx)

    def rows(self, ctx: Context) -> list[tuple[str, str, list[tuple[str, object]]]]:
        """(label, hint, [(option label, value)]) per setting, in screen order."""
        tr = ctx.tr
        return [
            ("language", "settings_language", [(tr("app.language_de"), "de"), (tr("app.language_en"), "en")]),
            ("fullscreen", "settings_display", [(tr("app.settings_windowed"), False), (tr("app.settings_fullscreen"), True)]),
            ("camera", "settings_camera", [
                (tr("app.settings_camera_none") if c is None else tr("app.settings_camera_index", index=c), c)
                for c in CAMERA_CHOICES
            ]),
            ("auto_confirm", "settings_auto_confirm", [(tr("app.settings_auto_off"), False), (tr("app.settings_auto_on"), True)]),
            ("kiosk_idle_seconds", "settings_idle", [
                (tr("app.settings_minutes", minutes=seconds // 60), seconds) for seconds in IDLE_CHOICES
            ]),
        ]

    def layout(self, ctx: Context) -> None:
        """Rebuild the title bar and every option button in the current language."""
        self.title_bar = TitleBar(ctx.tr("app.settings"), ctx.tr("app.back"))
        buttons: list[Button] = []
        for row, (setting, _, options) in enumerate(self.rows(ctx)):
            top = ROWS_TOP + row * (ROW_H + ROW_GAP)
            left = ROW_LEFT + LABEL_W
            width = (ROW_W - LABEL_W - theme.PAD - (len(options) - 1) * OPTION_GAP) // len(options)
            current = getattr(ctx.settings, setting)
            for index, (label, value) in enumerate(options):
                rect = pygame.Rect(left + index * (width + OPTION_GAP), top + (ROW_H - theme.BUTTON_H) // 2,
                                   width, theme.BUTTON_H)
                chosen = current == value and type(current) is type(value)
                enabled = not (self.kiosk and setting == "fullscreen")
                buttons.append(Button(rect, label, Choice(setting, value), enabled=enabled,
                                      kind="primary" if chosen else "secondary", icon="check" if chosen and width >= 300 else None))
        buttons.append(Button(CAMERA_CHECK_RECT, ctx.tr("scanner.check.open"), CAMERA_CHECK, kind="quiet", icon="camera"))
        self.buttons.set(buttons)

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "back" or (self.title_bar is not None and self.title_bar.handle(intent)):
            return Pop()
        pressed = self.buttons.handle(intent)
        if pressed is not None and pressed.action == CAMERA_CHECK:
            from games.app.camera_check import CameraCheckScene  # loads OpenCV: only when asked for

            return Push(CameraCheckScene())
        if pressed is not None and isinstance(pressed.action, Choice):
            self.choose(pressed.action, ctx)
        return None

    def choose(self, choice: Choice, ctx: Context) -> None:
        """Apply `choice`, save the settings and redraw the rows."""
        setattr(ctx.settings, choice.setting, choice.value)
        if choice.setting == "language":
            set_language = getattr(ctx.tr, "set_language", None)
            if set_language is not None:
                set_language(choice.value)
            else:
                ctx.tr.language = str(choice.value)
        self.saved = save_settings(ctx.storage, ctx.settings)
        self.layout(ctx)

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_background(canvas)
        for row, (setting, label_key, _) in enumerate(self.rows(ctx)):
            top = ROWS_TOP + row * (ROW_H + ROW_GAP)
            panel = pygame.Rect(ROW_LEFT - theme.PAD, top, ROW_W + theme.PAD, ROW_H)
            draw_panel(canvas, panel, "wood")
            label_box = pygame.Rect(ROW_LEFT + theme.PAD, top + 16, LABEL_W - 2 * theme.PAD, 62)
            font = fit_font(ctx.fonts, ctx.tr(f"app.{label_key}"), label_box.w, theme.TEXT_HEADING - 6, min_size=28,
                            bold=True)
            draw_text(canvas, ctx.tr(f"app.{label_key}"), font, theme.BRASS_LIGHT, label_box.midleft, "midleft")
            hint_box = pygame.Rect(label_box.x, label_box.bottom + 2, label_box.w, ROW_H - 62 - 24)
            draw_text_box(canvas, ctx.fonts, ctx.tr(f"app.{label_key}_hint"), hint_box, theme.TEXT_MUTED,
                          theme.TEXT_BODY - 2, min_size=24)
        if self.title_bar is not None:
            self.title_bar.draw(canvas, ctx.fonts)
        self.buttons.draw(canvas, ctx.fonts)  # after the title bar: the camera check button sits on it
        status = ctx.tr("app.settings_saved") if self.saved else ctx.tr("app.settings_not_saved")
        colour = theme.TEXT_MUTED if self.saved else theme.DANGER_LIGHT
        font = fit_font(ctx.fonts, status, ROW_W, theme.TEXT_SMALL, min_size=22)
        draw_text(canvas, status, font, colour, (theme.CANVAS_W // 2, theme.CANVAS_H - 30), "center")
