"""The settings screen: language, display, camera, scanned cards, kiosk idle time, computer speed,
sound, animations.

The rows are grouped on pages (the table, the camera, the kiosk) chosen by tabs under the title,
so every button stays large enough for a finger. Every row is a set of large option buttons; the
chosen one glows and carries a tick (not colour alone). A choice applies at once and is saved (settings.json); the language switches the
whole screen immediately.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.app.kit import theme
from games.app.table.bot_pacing import pace_choices
from games.app.scene import Context, Intent, Pop, Push, Scene, Transition
from games.app.store.settings import (
    ATTRACT_CHOICES, CAMERA_CHOICES, COUNTDOWN_CHOICES, IDLE_CHOICES, OFFER_CHOICES, SOUND_CHOICES, save_settings,
)
from games.app.kit.widgets import (
    Button, ButtonGroup, TitleBar, draw_background, draw_panel, draw_text, draw_text_box, fit_font,
)

ROW_LEFT = 110
ROW_W = theme.CANVAS_W - 2 * ROW_LEFT
ROW_H = 150  # the most a row takes; with many rows they share the room down to the status line
ROW_GAP = 18
TAB_TOP = theme.TITLE_BAR_H + 28
TAB_W = 420
TAB_GAP = 24
ROWS_TOP = TAB_TOP + theme.BUTTON_H + 36
ROWS_BOTTOM = theme.CANVAS_H - 64  # above the "saved" line
LABEL_W = 640
OPTION_GAP = 20


def row_rect(index: int, count: int) -> pygame.Rect:
    """The wood panel of row `index` when the screen has `count` rows."""
    gap = ROW_GAP if count <= 5 else ROW_GAP // 2
    height = min(ROW_H, (ROWS_BOTTOM - ROWS_TOP + gap) // max(1, count) - gap)
    return pygame.Rect(ROW_LEFT - theme.PAD, ROWS_TOP + index * (height + gap), ROW_W + theme.PAD, height)


SECTIONS: dict[str, tuple[str, ...]] = {  # page -> its settings, in screen order
    "table": ("language", "fullscreen", "bot_speed", "sound_volume", "animations"),
    "camera": ("camera", "auto_confirm"),
    "kiosk": ("kiosk_idle_seconds", "kiosk_countdown_seconds", "kiosk_offer_minutes", "kiosk_attract_seconds",
              "phones_lan"),
}


def section_of(setting: str) -> str:
    """The page that shows `setting`."""
    return next(section for section, settings in SECTIONS.items() if setting in settings)


CAMERA_CHECK = "camera-check"  # the camera page's last row opens the camera check


def camera_check_row(rows: int) -> pygame.Rect:
    """The panel of the camera check row below the camera page's `rows` setting rows."""
    return row_rect(rows, rows + 1)


def camera_check_button_rect(rows: int) -> pygame.Rect:
    """The button of that row, where option buttons sit in the other rows."""
    panel = camera_check_row(rows)
    height = min(theme.BUTTON_H, panel.height - 16)
    return pygame.Rect(ROW_LEFT + LABEL_W, panel.centery - height // 2, ROW_W - LABEL_W - theme.PAD, height)


def kiosk_rows(ctx: Context) -> list[tuple[str, str, list[tuple[str, object]]]]:
    """The organiser's kiosk times: the "Still playing?" countdown, the continue offer, the attract screen."""
    tr = ctx.tr
    offers = [(tr("app.settings_minutes", minutes=m) if m < 60 else tr("idle.settings_hours", count=m // 60), m)
              for m in OFFER_CHOICES]
    attract = [(tr("idle.settings_never") if s == 0 else tr("app.settings_minutes", minutes=s // 60), s)
               for s in ATTRACT_CHOICES]
    return [
        ("kiosk_countdown_seconds", "idle.settings_countdown",
         [(tr("idle.settings_seconds", seconds=s), s) for s in COUNTDOWN_CHOICES]),
        ("kiosk_offer_minutes", "idle.settings_offer", offers),
        ("kiosk_attract_seconds", "idle.settings_attract", attract),
    ]


@dataclass(frozen=True)
class Tab:
    """A page tab under the title bar."""

    section: str


@dataclass(frozen=True)
class Choice:
    """One option button: which setting, which value."""

    setting: str
    value: object


class SettingsScene(Scene):
    """Change how Athanor looks and listens; every change is saved at once."""

    def __init__(self, kiosk: bool = False, section: str = "table") -> None:
        self.kiosk = kiosk
        self.section = section
        self.buttons = ButtonGroup()
        self.title_bar: TitleBar | None = None
        self.saved = True

    def enter(self, ctx: Context) -> None:
        self.layout(ctx)

    def rows(self, ctx: Context) -> list[tuple[str, str, list[tuple[str, object]]]]:
        """(setting, label key, [(option label, value)]) per setting of the open page, in screen order."""
        by_setting = {row[0]: row for row in self.all_rows(ctx)}
        return [by_setting[setting] for setting in SECTIONS[self.section]]

    def all_rows(self, ctx: Context) -> list[tuple[str, str, list[tuple[str, object]]]]:
        """(setting, label key, [(option label, value)]) for every setting."""
        tr = ctx.tr
        return [
            ("language", "settings_language", [(tr("app.language_de"), "de"), (tr("app.language_en"), "en")]),
            ("fullscreen", "settings_display", [(tr("app.settings_windowed"), False), (tr("app.settings_fullscreen"), True)]),
            ("camera", "settings_camera", [
                (tr("app.settings_camera_none") if c is None else tr("app.settings_camera_index", index=c), c)
                for c in CAMERA_CHOICES
            ]),
            ("auto_confirm", "settings_auto_confirm", [(tr("app.settings_auto_off"), False), (tr("app.settings_auto_on"), True)]),
            ("bot_speed", "settings_bot_speed", pace_choices(ctx)),
            ("kiosk_idle_seconds", "settings_idle", [
                (tr("app.settings_minutes", minutes=seconds // 60), seconds) for seconds in IDLE_CHOICES
            ]),
            *kiosk_rows(ctx),
            ("sound_volume", "settings_sound", [(tr(f"app.settings_sound_{volume}"), volume) for volume in SOUND_CHOICES]),
            ("animations", "settings_animations", [(tr("app.settings_animations_off"), False),
                                                   (tr("app.settings_animations_on"), True)]),
            ("phones_lan", "settings_phones", [(tr("app.settings_phones_local"), False),
                                               (tr("app.settings_phones_lan"), True)]),
        ]

    def label_key(self, key: str) -> str:
        """A row's text key: "app.<key>", unless the key names its own domain ("idle.settings_offer")."""
        return key if "." in key else f"app.{key}"

    def layout(self, ctx: Context) -> None:
        """Rebuild the title bar and every option button in the current language."""
        self.title_bar = TitleBar(ctx.tr("app.settings"), ctx.tr("app.back"))
        buttons = self.tab_buttons(ctx)
        rows = self.rows(ctx)
        for row, (setting, _, options) in enumerate(rows):
            panel = row_rect(row, len(rows))
            left = ROW_LEFT + LABEL_W
            width = (ROW_W - LABEL_W - theme.PAD - (len(options) - 1) * OPTION_GAP) // len(options)
            height = min(theme.BUTTON_H, panel.height - 16)
            current = getattr(ctx.settings, setting)
            for index, (label, value) in enumerate(options):
                rect = pygame.Rect(left + index * (width + OPTION_GAP), panel.centery - height // 2, width, height)
                chosen = current == value and type(current) is type(value)
                enabled = not (self.kiosk and setting == "fullscreen")
                buttons.append(Button(rect, label, Choice(setting, value), enabled=enabled,
                                      kind="primary" if chosen else "secondary", icon="check" if chosen else None))
        if self.section == "camera":
            buttons.append(Button(camera_check_button_rect(len(rows)), ctx.tr("scanner.check.open_button"),
                                  CAMERA_CHECK, icon="camera"))
        self.buttons.set(buttons)

    def tab_buttons(self, ctx: Context) -> list[Button]:
        """One tab per page, centred under the title bar; the open one is the primary button."""
        left = (theme.CANVAS_W - len(SECTIONS) * TAB_W - (len(SECTIONS) - 1) * TAB_GAP) // 2
        return [
            Button(pygame.Rect(left + i * (TAB_W + TAB_GAP), TAB_TOP, TAB_W, theme.BUTTON_H),
                   ctx.tr(f"app.settings_page_{section}"), Tab(section),
                   kind="primary" if section == self.section else "quiet")
            for i, section in enumerate(SECTIONS)
        ]

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "back" or (self.title_bar is not None and self.title_bar.handle(intent)):
            return Pop()
        pressed = self.buttons.handle(intent)
        if pressed is not None and pressed.action == CAMERA_CHECK:
            from games.app.camera.check import CameraCheckScene  # loads OpenCV: only when asked for

            return Push(CameraCheckScene())
        if pressed is not None and isinstance(pressed.action, Choice):
            self.choose(pressed.action, ctx)
        elif pressed is not None and isinstance(pressed.action, Tab):
            self.section = pressed.action.section
            self.layout(ctx)
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

    def hint_key(self, setting: str, label_key: str) -> str:
        """The hint under a row's label; a kiosk says why its display row cannot change."""
        if self.kiosk and setting == "fullscreen":
            return "app.settings_display_hint_kiosk"
        return self.label_key(f"{label_key}_hint")

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_background(canvas)
        rows = self.rows(ctx)
        labels = [(row_rect(row, len(rows)), self.label_key(label_key), self.hint_key(setting, label_key))
                  for row, (setting, label_key, _) in enumerate(rows)]
        if self.section == "camera":
            labels.append((camera_check_row(len(rows)), "scanner.check.open", "scanner.check.open_hint"))
        for panel, label_key, hint_key in labels:
            draw_panel(canvas, panel, "wood")
            label_h = min(62, panel.height // 2)
            label_box = pygame.Rect(ROW_LEFT + theme.PAD, panel.top + panel.height // 8, LABEL_W - 2 * theme.PAD, label_h)
            font = fit_font(ctx.fonts, ctx.tr(label_key), label_box.w, min(theme.TEXT_HEADING - 6, label_h - 8),
                            min_size=28, bold=True)
            draw_text(canvas, ctx.tr(label_key), font, theme.BRASS_LIGHT, label_box.midleft, "midleft")
            hint_box = pygame.Rect(label_box.x, label_box.bottom + 2, label_box.w, panel.bottom - label_box.bottom - 8)
            draw_text_box(canvas, ctx.fonts, ctx.tr(hint_key), hint_box, theme.TEXT_MUTED, theme.TEXT_BODY - 2,
                          min_size=24)
        self.buttons.draw(canvas, ctx.fonts)
        if self.title_bar is not None:
            self.title_bar.draw(canvas, ctx.fonts)
        status = ctx.tr("app.settings_saved") if self.saved else ctx.tr("app.settings_not_saved")
        colour = theme.TEXT_MUTED if self.saved else theme.DANGER_LIGHT
        font = fit_font(ctx.fonts, status, ROW_W, theme.TEXT_SMALL, min_size=22)
        draw_text(canvas, status, font, colour, (theme.CANVAS_W // 2, theme.CANVAS_H - 30), "center")
