"""Join a game by its code: physical keyboard or on-screen letters, Backspace, DEMO, and the variant.

Problems are explained in place, naming what is wrong: too few or too many letters, characters
other than A-Z, or a code ending F-Z (the official app's newer generator, which is refused).
A scanned game-code QR (`Intent(kind="code")`) fills in the code and is judged exactly like a
typed one; when the QR names the variant as well, a valid code is joined at once. The live camera
preview sits beside the letters, with a hint to hold the other Athanor's QR code up to it.
Joining the game already saved on this device continues it; the lab home asked before any other
saved game is replaced.
"""

from __future__ import annotations

import string

import pygame

from games.alchemists import codes
from games.alchemists.components import VARIANTS
from games.alchemists.lab.session import Variant
from games.alchemists.lab.ui import layout
from games.alchemists.lab.ui.base import LabScreen
from games.alchemists.lab.ui.camera import CameraPanel
from games.alchemists.lab.ui.code_screen import draw_letter_tile
from games.alchemists.ui.icons import IconCache
from games.alchemists.lab.ui.lab_state import join_game
from games.alchemists.lab.ui.menu import LabMenuScene
from games.alchemists.lab.ui.tiles import draw_message_strip
from games.app.kit import theme
from games.app.scene import Context, Intent, Replace, Transition
from games.app.kit.widgets import Button, draw_text_box
from games.kernel.errors import RulesError

CODE_LENGTH = 4
LEFT, RIGHT = layout.CONTENT.left, layout.CONTENT.right
PROMPT_RECT = pygame.Rect(LEFT, layout.CONTENT.top, layout.CONTENT.width, 76)
SLOTS_RECT = pygame.Rect(LEFT, PROMPT_RECT.bottom + 20, 4 * 150 + 3 * 24, 170)
PREVIEW_RECT = pygame.Rect(RIGHT - 480, PROMPT_RECT.bottom + 8, 480, 194)
VARIANT_RECT = pygame.Rect(SLOTS_RECT.right + 48, SLOTS_RECT.top + 33, PREVIEW_RECT.left - SLOTS_RECT.right - 48 - theme.GAP,
                           theme.BUTTON_H)
MESSAGE_RECT = pygame.Rect(LEFT, SLOTS_RECT.bottom + 24, layout.CONTENT.width, 200)
PAD_RECT = pygame.Rect(LEFT, MESSAGE_RECT.bottom + 24, layout.CONTENT.width, 2 * 104 + 16)
BOTTOM_RECT = pygame.Rect(LEFT, PAD_RECT.bottom + 28, layout.CONTENT.width, 108)


class JoinScene(LabScreen):
    """Type a code, choose the variant, join."""

    def __init__(self, icons: IconCache | None = None) -> None:
        super().__init__(icons)
        self.code = ""
        self.variant: Variant = "apprentice"
        self.message: tuple[str, dict[str, object]] | None = None
        self.valid = False
        self.camera = CameraPanel("join")

    def title(self, ctx: Context) -> str:
        return ctx.tr("alchemists.join.title")

    def build(self, ctx: Context) -> list[Button]:
        keys = layout.grid(PAD_RECT, 26, 13, 14)
        buttons = [Button(rect, letter, ("letter", letter), kind="secondary")
                   for rect, letter in zip(keys, string.ascii_uppercase)]
        for rect, variant in zip(layout.row(VARIANT_RECT, 2), ("apprentice", "master")):
            kind = "selected" if variant == self.variant else "quiet"
            buttons.append(Button(rect, ctx.tr(f"alchemists.variant.{variant}"), ("variant", variant), kind=kind))
        demo, erase, clear, join = _bottom_row()
        buttons += [
            Button(demo, ctx.tr("alchemists.join.demo"), ("demo",), kind="quiet"),
            Button(erase, "", ("backspace",), kind="quiet", icon="back"),
            Button(clear, ctx.tr("alchemists.join.clear"), ("clear",), kind="quiet", icon="cross"),
            Button(join, ctx.tr("alchemists.join.join"), ("join",), kind="primary", icon="check"),
        ]
        return buttons

    # --- editing --------------------------------------------------------------------------------

    def type_text(self, text: str) -> None:
        """Typed or tapped characters: letters fill the code, anything else is explained."""
        for char in text:
            if char.isspace() or char == "-":
                continue
            if not (char.isascii() and char.isalpha()):
                self.message = ("alchemists.join.error.characters", {"chars": char})
                return
            if len(self.code) >= CODE_LENGTH:
                self.message = ("alchemists.join.error.long", {})
                return
            self.code += char.upper()
        self.check()

    def erase(self) -> None:
        """Backspace: remove the last letter."""
        self.code = self.code[:-1]
        self.check()

    def set_code(self, text: str) -> None:
        """Replace the whole code (DEMO, a scanned QR)."""
        self.code = ""
        self.type_text(text)

    def check(self) -> None:
        """Judge a complete code at once; while typing, just clear old complaints."""
        self.valid = False
        self.message = None
        if len(self.code) == CODE_LENGTH:
            self.message = self.problem()
            self.valid = self.message is None
            if self.valid:
                self.message = ("alchemists.join.ok", {"code": self.code})

    def problem(self) -> tuple[str, dict[str, object]] | None:
        """What is wrong with the code as it stands, as a translation key and its values; None if nothing."""
        try:
            codes.decode(self.code)
        except codes.UnsupportedCodeError as error:
            return "alchemists.join.error.newer", {"code": error.code, "letter": error.code[-1]}
        except codes.BadCodeError as error:
            if error.problem == "empty":
                return "alchemists.join.error.empty", {}
            if error.problem == "characters":
                return "alchemists.join.error.characters", {"chars": error.detail}
            count = len(self.code)
            return ("alchemists.join.error.short" if count < CODE_LENGTH else "alchemists.join.error.long"), {"count": count}
        except RulesError as error:
            return "alchemists.home.save_failed", {"reason": str(error)}
        return None

    def join(self, ctx: Context) -> Transition | None:
        """Start the lab for the code, or explain why not."""
        self.message = self.problem()
        if self.message is not None:
            return None
        return Replace(LabMenuScene(join_game(self.code, self.variant, ctx.storage), self.icons))

    # --- input ----------------------------------------------------------------------------------

    def on_button(self, action: object, ctx: Context) -> Transition | None:
        assert isinstance(action, tuple)
        kind = action[0]
        if kind == "join":
            transition = self.join(ctx)
            if transition is not None:
                return transition
        elif kind == "letter":
            self.type_text(action[1])
        elif kind == "variant":
            self.variant = action[1]
        elif kind == "demo":
            self.set_code(codes.DEMO)
        elif kind == "backspace":
            self.erase()
        elif kind == "clear":
            self.set_code("")
        self.refresh(ctx)
        return None

    def on_intent(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "text" and intent.text:
            self.type_text(intent.text)
        elif intent.kind == "key" and intent.key in ("backspace", "delete"):
            self.erase()
        elif intent.kind == "code" and intent.text:
            self.set_code(intent.text)
            if intent.data in VARIANTS:
                self.variant = intent.data  # type: ignore[assignment]
                if self.valid:
                    return self.join(ctx)
            self.refresh(ctx)
        elif intent.kind == "confirm":
            return self.join(ctx)
        return None

    # --- drawing --------------------------------------------------------------------------------

    def draw_content(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_text_box(canvas, ctx.fonts, ctx.tr("alchemists.join.prompt"), PROMPT_RECT, theme.TEXT_LIGHT,
                      theme.TEXT_BODY, min_size=26, valign="center")
        for index, cell in enumerate(layout.row(SLOTS_RECT, CODE_LENGTH, 24)):
            if index < len(self.code):
                draw_letter_tile(canvas, ctx, cell, self.code[index])
            else:
                draw_empty_slot(canvas, cell, active=index == len(self.code))
        if self.message is not None:
            key, values = self.message
            alarm = not self.valid
            draw_message_strip(canvas, ctx, MESSAGE_RECT, ctx.tr(key, **values), alarm=alarm)
        else:
            draw_message_strip(canvas, ctx, MESSAGE_RECT, ctx.tr("alchemists.join.scan_hint"), alarm=False)
        if self.camera is not None:
            self.camera.draw(canvas, ctx, PREVIEW_RECT)


def _bottom_row() -> list[pygame.Rect]:
    """DEMO, Backspace and Clear at the left, a wide Join at the right."""
    widths = (240, 200, 300)
    rects, x = [], BOTTOM_RECT.left
    for width in widths:
        rects.append(pygame.Rect(x, BOTTOM_RECT.top, width, BOTTOM_RECT.height))
        x += width + theme.GAP
    rects.append(pygame.Rect(x + 60, BOTTOM_RECT.top, BOTTOM_RECT.right - x - 60, BOTTOM_RECT.height))
    return rects


def draw_empty_slot(canvas: pygame.Surface, rect: pygame.Rect, active: bool) -> None:
    """A letter place not yet filled; the next one to fill has a glowing rim."""
    pygame.draw.rect(canvas, theme.WOOD_DARK, rect, border_radius=theme.RADIUS)
    colour, width = (theme.EMBER_LIGHT, theme.BORDER + 2) if active else (theme.BRASS_DARK, theme.BORDER)
    pygame.draw.rect(canvas, colour, rect, width, border_radius=theme.RADIUS)
    if active:
        pygame.draw.rect(canvas, theme.EMBER_LIGHT, (rect.left + 30, rect.bottom - 36, rect.width - 60, 8), border_radius=4)
