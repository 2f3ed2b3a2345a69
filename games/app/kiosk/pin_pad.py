"""The organiser's PIN pad: a touch keypad that opens what guests may not (games.app.kiosk.organiser).

Check mode (`PinPadScene(purpose, then)`): the digits show as dots; OK checks the PIN; the right
one makes `then(ctx)` take the pad's place (a Push becomes a Replace; None closes the pad), a wrong
one says so and clears. After MAX_TRIES wrong PINs the pad locks for a while and counts down.
Set mode (`PinPadScene.setting(required)`): the new PIN twice; a `required` pad (the first kiosk
start) cannot be left without setting one. Digit keys, Backspace and Enter work as well as taps;
Back (Esc) cancels.
"""

from __future__ import annotations

import pygame

from games.app.kit import theme
from games.app.kiosk.organiser import LOCK_SECONDS, PIN_LENGTHS, Then, guard_of, set_pin
from games.app.scene import Context, Intent, Pop, Push, Replace, Scene, Transition
from games.app.kit.widgets import Button, ButtonGroup, TitleBar, draw_background, draw_button, draw_text_box

KEY_W, KEY_H, KEY_GAP = 210, 126, 22
PAD_TOP = 404
DOTS_Y = 312
MESSAGE_Y = 230
KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "erase", "0", "ok")


def key_rects() -> dict[str, pygame.Rect]:
    """The twelve keys, three columns centred under the dots."""
    left = (theme.CANVAS_W - 3 * KEY_W - 2 * KEY_GAP) // 2
    return {key: pygame.Rect(left + (i % 3) * (KEY_W + KEY_GAP), PAD_TOP + (i // 3) * (KEY_H + KEY_GAP), KEY_W, KEY_H)
            for i, key in enumerate(KEYS)}


class PinPadScene(Scene):
    """Enter the organiser's PIN (or set a new one); see the module docstring."""

    def __init__(self, purpose: str, then: Then | None = None, *, mode: str = "check", required: bool = False) -> None:
        self.purpose = purpose
        self.then = then
        self.mode = mode  # "check", "set" (first entry) or "repeat" (the new PIN again)
        self.required = required
        self.digits = ""
        self.first = ""
        self.message: tuple[str, bool] | None = None  # (translation key, is a warning)
        self.buttons = ButtonGroup()
        self.title_bar: TitleBar | None = None
        self._locked = 0.0

    @classmethod
    def setting(cls, required: bool = False) -> "PinPadScene":
        """A pad that sets a new PIN (entered twice)."""
        return cls("set", None, mode="set", required=required)

    @property
    def idle_role(self) -> str | None:
        """The first kiosk start's pad keeps its time (no "Still playing?" over it; games.app.shell)."""
        return "first-pin" if self.required else None

    @property
    def animating(self) -> bool:  # type: ignore[override]
        return self._locked > 0  # the lock counts down

    def enter(self, ctx: Context) -> None:
        self.title_bar = TitleBar(ctx.tr("kiosk.pin_title"), ctx.tr("app.cancel"))
        if self.required:  # nothing to cancel to: the bar keeps its title, the button goes off the canvas
            self.title_bar.back.rect = pygame.Rect(-theme.CANVAS_W, 0, 10, 10)
            self.title_bar.back.enabled = False
        self._build(ctx)

    def _build(self, ctx: Context) -> None:
        enabled = self._locked <= 0
        buttons = []
        for key, rect in key_rects().items():
            if key == "erase":
                buttons.append(Button(rect, "", key, kind="quiet", icon="back", enabled=enabled and bool(self.digits)))
            elif key == "ok":
                buttons.append(Button(rect, ctx.tr("app.ok"), key, kind="primary",
                                      enabled=enabled and len(self.digits) >= min(PIN_LENGTHS)))
            else:
                buttons.append(Button(rect, key, key, kind="secondary", enabled=enabled))
        self.buttons.set(buttons)

    # -- input ----------------------------------------------------------------------------------

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "back" or (self.title_bar is not None and self.title_bar.handle(intent)):
            return None if self.required else Pop()
        if self._locked > 0:
            return None
        if intent.kind == "key" and intent.key is not None:
            key = intent.key if intent.key.isdigit() else "erase" if intent.key in ("backspace", "delete") else None
            return self.press(key, ctx) if key else None
        if intent.kind == "confirm" and self.buttons.focus is None:
            return self.press("ok", ctx)
        pressed = self.buttons.handle(intent)
        return self.press(str(pressed.action), ctx) if pressed is not None else None

    def press(self, key: str, ctx: Context) -> Transition | None:
        """One key of the pad."""
        if key.isdigit() and len(self.digits) < max(PIN_LENGTHS):
            self.digits += key
        elif key == "erase":
            self.digits = self.digits[:-1]
        elif key == "ok" and len(self.digits) >= min(PIN_LENGTHS):
            digits, self.digits = self.digits, ""
            transition = self.check(digits, ctx) if self.mode == "check" else self.choose(digits, ctx)
            self._build(ctx)
            return transition
        self._build(ctx)
        return None

    def check(self, digits: str, ctx: Context) -> Transition | None:
        """The right PIN opens what was asked for; a wrong one is told (and counted)."""
        guard = guard_of(ctx)
        if guard is None or guard.try_pin(digits, ctx.now()):
            result = self.then(ctx) if self.then is not None else None
            return Replace(result.scene) if isinstance(result, Push) else result if result is not None else Pop()
        self._locked = guard.locked_for(ctx.now())
        self.message = ("kiosk.pin_locked" if self._locked > 0 else "kiosk.pin_wrong", True)
        return None

    def choose(self, digits: str, ctx: Context) -> Transition | None:
        """Set mode: remember the first entry, compare the second, then store the PIN."""
        if self.mode == "set":
            self.first, self.mode, self.message = digits, "repeat", ("kiosk.pin_repeat", False)
            return None
        if digits != self.first:
            self.first, self.mode, self.message = "", "set", ("kiosk.pin_mismatch", True)
            return None
        if not set_pin(ctx.storage, digits):
            self.first, self.mode, self.message = "", "set", ("kiosk.pin_not_saved", True)
            return None
        return Pop()

    def update(self, dt: float, ctx: Context) -> Transition | None:
        guard = guard_of(ctx)
        self._locked = guard.locked_for(ctx.now()) if guard is not None else 0.0
        if self._locked <= 0:
            self.message = None
            self._build(ctx)
        return None

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_background(canvas)
        if self.title_bar is not None:
            self.title_bar.draw(canvas, ctx.fonts)
        self.draw_prompt(canvas, ctx)
        self.draw_dots(canvas)
        for button in self.buttons.buttons:
            digit = str(button.action).isdigit()
            draw_button(canvas, ctx.fonts, button, hovered=self.buttons.hovered(button),
                        focused=self.buttons.focused(button), font_size=64 if digit else theme.TEXT_LABEL)

    def draw_prompt(self, canvas: pygame.Surface, ctx: Context) -> None:
        """What the PIN is for, or the last message (wrong, locked, repeat)."""
        if self.message is not None:
            key, warning = self.message
            text = ctx.tr(key, seconds=max(1, round(self._locked)))
        else:
            key = {"set": "kiosk.pin_new", "repeat": "kiosk.pin_repeat"}.get(self.mode, f"kiosk.pin_for_{self.purpose}")
            text, warning = ctx.tr(key), False
        box = pygame.Rect(theme.MARGIN * 2, theme.TITLE_BAR_H + 24, theme.CANVAS_W - 4 * theme.MARGIN, 124)
        colour = theme.DANGER_LIGHT if warning else theme.TEXT_LIGHT
        draw_text_box(canvas, ctx.fonts, text, box, colour, theme.TEXT_HEADING - 6, min_size=30, align="center",
                      valign="center", bold=warning)
        if self._locked > 0:
            self.draw_lock_bar(canvas)

    def draw_lock_bar(self, canvas: pygame.Surface) -> None:
        """How much of the lock time is left, as a bar that empties."""
        bar = pygame.Rect(0, 0, 3 * KEY_W + 2 * KEY_GAP, 20)
        bar.center = (theme.CANVAS_W // 2, DOTS_Y + 50)
        pygame.draw.rect(canvas, theme.WOOD_DARK, bar, border_radius=10)
        left = bar.copy()
        left.w = max(0, round(bar.w * min(1.0, self._locked / LOCK_SECONDS)))
        pygame.draw.rect(canvas, theme.EMBER, left, border_radius=10)

    def draw_dots(self, canvas: pygame.Surface) -> None:
        """One filled dot per digit typed, empty rings up to the shortest PIN."""
        count = max(min(PIN_LENGTHS), len(self.digits))
        step = 64
        left = theme.CANVAS_W // 2 - (count - 1) * step // 2
        for index in range(count):
            centre = (left + index * step, DOTS_Y)
            if index < len(self.digits):
                pygame.draw.circle(canvas, theme.BRASS_LIGHT, centre, 20)
            else:
                pygame.draw.circle(canvas, theme.BRASS_DARK, centre, 20, 4)
