"""The entry of the Alchemists lab: `start_scene(ctx)` (registry "games.alchemists.lab.ui.scenes:start_scene").

Screens: lab home (resume the saved game, new game, join) -> variant choice -> the code (huge, with
QR) -> the lab menu (menu.py) with its flows (choose.py, results.py), history and reveal. Join by
code is join.py. The running game is saved after every result and offered here after a restart.
The lab home shows the live camera: holding up another Athanor's game-code QR joins its game at
once when the QR names the variant, else opens join with the code filled in. New game, Join and a
scanned code of another game first ask (games.app.table.replace_guard) before they replace the saved game.
"""

from __future__ import annotations

import random
from typing import Callable

import pygame

from games.alchemists import codes
from games.alchemists.components import INGREDIENTS, VARIANTS
from games.alchemists.lab.session import LabGame, Variant
from games.alchemists.lab.ui import layout
from games.alchemists.lab.ui.base import LabScreen, draw_focus
from games.alchemists.lab.ui.camera import CameraPanel
from games.alchemists.lab.ui.code_screen import CodeScene, draw_letter_tile
from games.alchemists.ui.icons import IconCache
from games.alchemists.lab.ui.join import JoinScene
from games.alchemists.lab.ui.lab_state import LabSession, SavedGame, draw_new_code, is_saved_game, join_game, load_saved
from games.alchemists.lab.ui.menu import LabMenuScene
from games.alchemists.lab.ui.tiles import draw_parchment, draw_picture, draw_tile_plate
from games.app.kit import theme
from games.app.kit.fonts import MIN_READABLE
from games.app.scene import Context, Intent, Push, Replace, Scene, Transition
from games.app.table.replace_guard import ask_before_losing
from games.app.kit.widgets import Button, draw_text, draw_text_box, fit_font
from games.kernel.errors import RulesError

RESUME_RECT = pygame.Rect(layout.CONTENT.left, layout.CONTENT.top + 110, 1040, 560)
CHOICES_RECT = pygame.Rect(RESUME_RECT.right + 60, RESUME_RECT.top, layout.CONTENT.right - RESUME_RECT.right - 60, 560)
SHELF_RECT = pygame.Rect(layout.CONTENT.left + 40, layout.CONTENT.bottom - 150, layout.CONTENT.width - 80, 150)
HOME_BUTTONS_RECT = pygame.Rect(CHOICES_RECT.left, CHOICES_RECT.top, CHOICES_RECT.width, 264)
HOME_HINT_RECT = pygame.Rect(CHOICES_RECT.left, HOME_BUTTONS_RECT.bottom + 8, CHOICES_RECT.width, 84)
HOME_PREVIEW_RECT = pygame.Rect(CHOICES_RECT.left, HOME_HINT_RECT.bottom + 6, CHOICES_RECT.width,
                                CHOICES_RECT.bottom - HOME_HINT_RECT.bottom - 6)
VARIANT_CARDS = pygame.Rect(layout.CONTENT.left + 60, layout.CONTENT.top + 150, layout.CONTENT.width - 120, 680)


def start_scene(ctx: Context) -> Scene:
    """The first screen of the Alchemists lab."""
    return LabHomeScene()


class LabHomeScene(LabScreen):
    """Resume the saved game, start a new one, or join one by its code."""

    def __init__(self, rng: random.Random | None = None, icons: IconCache | None = None) -> None:
        super().__init__(icons)
        self.rng = rng
        self.saved = SavedGame(None)
        self.camera = CameraPanel("join")

    def enter(self, ctx: Context) -> None:
        self.saved = load_saved(ctx.storage)  # a damaged save is set aside and the shell tells the player
        super().enter(ctx)

    def build(self, ctx: Context) -> list[Button]:
        buttons = []
        if self.saved.game is not None:
            resume = pygame.Rect(RESUME_RECT.left + 40, RESUME_RECT.bottom - 150, RESUME_RECT.width - 80, 116)
            buttons.append(Button(resume, ctx.tr("alchemists.home.resume"), ("resume",), kind="primary", icon="check"))
        new_kind = "secondary" if self.saved.game is not None else "primary"
        new, join = layout.column(HOME_BUTTONS_RECT, 2, 34)
        buttons.append(Button(new, ctx.tr("alchemists.home.new"), ("new",), kind=new_kind, icon="flask"))
        buttons.append(Button(join, ctx.tr("alchemists.home.join"), ("join",), kind="secondary", icon="barcode"))
        return buttons

    def on_button(self, action: object, ctx: Context) -> Transition | None:
        assert isinstance(action, tuple)
        if action[0] == "resume" and self.saved.game is not None:
            return self.resume(ctx)
        if action[0] == "new":
            return self.replacing(ctx, "new", lambda ctx: VariantScene(self.rng, self.icons))
        return self.replacing(ctx, "join", lambda ctx: JoinScene(self.icons))

    def on_intent(self, intent: Intent, ctx: Context) -> Transition | None:
        """A scanned game-code QR: its game at once when it names the variant, else join with the code."""
        if intent.kind != "code" or not intent.text:
            return None
        code, variant = intent.text.strip().upper(), intent.data if intent.data in VARIANTS else None
        if is_saved_game(self.saved.game, code, variant):
            return self.resume(ctx)
        if variant is not None and _is_classic(code):
            return self.replacing(ctx, "join", lambda ctx: LabMenuScene(join_game(code, variant, ctx.storage), self.icons))

        def join_screen(ctx: Context) -> Scene:
            join = JoinScene(self.icons)
            join.set_code(code)
            join.variant = variant or join.variant
            return join

        return self.replacing(ctx, "join", join_screen)

    def saved_summary(self, ctx: Context, where: str | None = None) -> str | None:
        """The saved game in words ("KABC · Master · 2 results so far"), None when there is none
        (games.app.kiosk.last_game's hook)."""
        game = load_saved(ctx.storage).game
        return f"{game.code} · {saved_details(ctx, game)}" if game is not None else None

    def continue_saved(self, ctx: Context, where: str | None = None) -> Transition | None:
        """Into the saved game at once (games.app.kiosk.last_game's hook); None when there is none."""
        self.saved = load_saved(ctx.storage)
        return self.resume(ctx) if self.saved.game is not None else None

    def resume(self, ctx: Context) -> Transition:
        """Into the lab menu of the saved game."""
        assert self.saved.game is not None
        return Push(LabMenuScene(LabSession(self.saved.game, ctx.storage, self.saved.notebook), self.icons))

    def replacing(self, ctx: Context, purpose: str, open_next: Callable[[Context], Scene]) -> Transition | None:
        """Open the screen `open_next` makes; when a game is saved, only after the player agreed to replace it."""
        saved = self.saved.game
        loses = ctx.tr("alchemists.replace.loses", code=saved.code, details=saved_details(ctx, saved)) if saved else None
        keep = ctx.tr("alchemists.replace.keep", code=saved.code) if saved else None
        return ask_before_losing(ctx, ctx.tr(f"alchemists.replace.question_{purpose}"), loses,
                                 lambda ctx: Push(open_next(ctx)), keep=keep)

    def draw_content(self, canvas: pygame.Surface, ctx: Context) -> None:
        heading = ctx.tr("alchemists.home.heading")
        font = fit_font(ctx.fonts, heading, layout.CONTENT.width, theme.TEXT_TITLE, min_size=40, bold=True)
        draw_text(canvas, heading, font, theme.BRASS_LIGHT, (layout.CANVAS.centerx, layout.CONTENT.top + 10), "midtop",
                  shadow=theme.INK)
        draw_parchment(canvas, RESUME_RECT)
        self.draw_resume(canvas, ctx)
        draw_text_box(canvas, ctx.fonts, ctx.tr("alchemists.home.scan_hint"), HOME_HINT_RECT, theme.TEXT_LIGHT,
                      theme.TEXT_LABEL, min_size=MIN_READABLE, serif=False, align="center", valign="center")
        if self.camera is not None:
            self.camera.draw(canvas, ctx, HOME_PREVIEW_RECT)
        for cell, ingredient in zip(layout.row(SHELF_RECT, len(INGREDIENTS), 40), INGREDIENTS):
            draw_picture(canvas, self.icons, ("ingredient", ingredient), cell, on_dark=True)

    def draw_resume(self, canvas: pygame.Surface, ctx: Context) -> None:
        """The saved game: its code, variant and number of results (or a word on what to do)."""
        inner = RESUME_RECT.inflate(-80, -60)
        game = self.saved.game
        if game is None:
            draw_text_box(canvas, ctx.fonts, ctx.tr("alchemists.home.no_game"), inner, theme.INK_TEXT, theme.TEXT_HEADING,
                          min_size=30, valign="center")
            return
        heading = "alchemists.home.finished_heading" if game.revealed else "alchemists.home.resume_heading"
        draw_text(canvas, ctx.tr(heading), ctx.fonts.get(theme.TEXT_HEADING, bold=True), theme.INK_TEXT, inner.topleft)
        letters = pygame.Rect(inner.left, inner.top + 80, 4 * 130 + 3 * 20, 160)
        for cell, letter in zip(layout.row(letters, 4, 20), game.code):
            draw_letter_tile(canvas, ctx, cell, letter)
        draw_text(canvas, saved_details(ctx, game), ctx.fonts.get(theme.TEXT_HEADING - 4), theme.INK_TEXT,
                  (inner.left, letters.bottom + 26))


def saved_details(ctx: Context, game: LabGame) -> str:
    """"Master · 2 results so far" (or "· solution revealed") for a saved game."""
    key = "alchemists.home.resume_revealed" if game.revealed else "alchemists.home.resume_details"
    return ctx.tr(key, variant=ctx.tr(f"alchemists.variant.{game.variant}"), count=len(game.history))


def _is_classic(code: str) -> bool:
    """Whether `code` is a game code Athanor can play (a scanned one may still end F-Z)."""
    try:
        codes.decode(code)
    except RulesError:
        return False
    return True


class VariantScene(LabScreen):
    """Apprentice or Master; choosing draws the secret and shows its code."""

    VARIANTS: tuple[Variant, Variant] = ("apprentice", "master")

    def __init__(self, rng: random.Random | None = None, icons: IconCache | None = None) -> None:
        super().__init__(icons)
        self.rng = rng

    def title(self, ctx: Context) -> str:
        return ctx.tr("alchemists.variant.title")

    def build(self, ctx: Context) -> list[Button]:
        cards = layout.row(VARIANT_CARDS, 2, 80)
        return [Button(card, ctx.tr(f"alchemists.variant.{variant}"), ("variant", variant))
                for card, variant in zip(cards, self.VARIANTS)]

    def on_button(self, action: object, ctx: Context) -> Transition | None:
        assert isinstance(action, tuple)
        return self.start(action[1], ctx)

    def on_intent(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "key" and intent.key in ("1", "2"):
            return self.start(self.VARIANTS[int(intent.key) - 1], ctx)
        return None

    def start(self, variant: Variant, ctx: Context) -> Transition:
        """Draw a secret uniformly at random, save the new game, show its code."""
        code = draw_new_code(self.rng or random.Random())
        lab = LabSession.start(code, variant, ctx.storage)
        return Replace(CodeScene(lab, self.icons, next_scene=LabMenuScene(lab, self.icons)))

    def draw_content(self, canvas: pygame.Surface, ctx: Context) -> None:
        prompt = pygame.Rect(layout.CONTENT.left, layout.CONTENT.top, layout.CONTENT.width, 110)
        draw_text_box(canvas, ctx.fonts, ctx.tr("alchemists.variant.prompt"), prompt, theme.TEXT_LIGHT, theme.TEXT_HEADING - 6,
                      min_size=28, align="center", valign="center")

    def draw_buttons(self, canvas: pygame.Surface, ctx: Context) -> None:
        for number, button in enumerate(self.buttons.buttons, start=1):
            variant = button.action[1]  # type: ignore[index]
            draw_variant_card(canvas, ctx, self.icons, button.rect, variant, str(number), self.buttons.hovered(button))
            if self.buttons.focused(button):
                draw_focus(canvas, button.rect)


def draw_variant_card(canvas: pygame.Surface, ctx: Context, icons: IconCache, rect: pygame.Rect, variant: str,
                      key: str, hovered: bool) -> None:
    """A big card: the variant's name, a picture of its debunk, and what that debunk does."""
    draw_tile_plate(canvas, rect, "hover" if hovered else "normal")
    name = ctx.tr(f"alchemists.variant.{variant}")
    draw_text(canvas, f"{key}  {name}", ctx.fonts.get(theme.TEXT_TITLE + 8, bold=True), theme.INK_TEXT,
              (rect.centerx, rect.top + 40), "midtop")
    art = pygame.Rect(rect.left, rect.top + 150, rect.width, 240)
    if variant == "apprentice":
        pictures = [icons.ingredient("toad", 220), icons.alchemical(1, 220)]
    else:
        pictures = [icons.ingredient("toad", 200), icons.ingredient("fern", 200), icons.potion("R+", 200)]
    total = sum(p.get_width() for p in pictures) + 40 * (len(pictures) - 1)
    x = art.centerx - total // 2
    for picture in pictures:
        canvas.blit(picture, (x, art.centery - picture.get_height() // 2))
        x += picture.get_width() + 40
    hint = pygame.Rect(rect.left + 50, art.bottom + 30, rect.width - 100, rect.bottom - art.bottom - 60)
    draw_text_box(canvas, ctx.fonts, ctx.tr(f"alchemists.variant_hint.{variant}"), hint, theme.INK_TEXT,
                  theme.TEXT_HEADING - 8, min_size=28, align="center")
