"""The result screens the whole table reads, and the one-line description of a history entry.

A result screen shows only what is public: the potion of a test or drink (never the ingredients),
only the quality class of a sale (never the potion), the sign of a debunked aspect, yes/no.
The answer is a moment (brewing.py): the cauldron bubbles, a potion's flask fills, and a chime by the
answer's sign sounds; a tap or key shows it at once, and the setting "animations" turns it off.
When the table keeps notebooks, the Done button becomes "whose experiment was it?" (whose.py): one
tap notes the result (with the ingredients the chooser passed in `pair`) in that player's notebook.
Nothing from a notebook is ever drawn here.
"""

from __future__ import annotations

import pygame

from games.alchemists.facts import Fact
from games.alchemists.lab.notebook import fact_from_lab
from games.alchemists.lab.session import HistoryEntry
from games.alchemists.lab.ui import layout
from games.alchemists.lab.ui.base import DoneScreen
from games.alchemists.lab.ui.brewing import BREW_SECONDS, BUBBLE_SOUND, Brewing, chime_for, draw_cauldron
from games.alchemists.ui.icons import IconCache
from games.alchemists.lab.ui.lab_state import LabSession
from games.alchemists.lab.ui.whose import NOBODY, draw_whose, whose_buttons, whose_key
from games.alchemists.lab.ui.tiles import Picture, draw_colour_disc, draw_parchment, draw_picture, draw_quality_mark
from games.app.kit import theme
from games.app.kit.icons import draw_icon
from games.app.scene import Context, Intent, Pop, Transition
from games.app.kit.sound import play_sound, stop_sound
from games.app.kit.widgets import Button, draw_text, draw_text_box, fit_font

HERO = 150  # the size of the answer text
SKIP_KINDS = ("click", "key", "confirm", "text")  # what shows the answer at once while it brews
STAGE = pygame.Rect(layout.CONTENT.left, layout.CONTENT.top, layout.CONTENT.width,
                    layout.DONE_RECT.top - layout.CONTENT.top - theme.GAP - 40)  # where the answer is drawn


class ResultScene(DoneScreen):
    """The answer of one flow, large, for everyone at the table; Done returns to the lab menu."""

    def __init__(self, lab: LabSession, entry: HistoryEntry, icons: IconCache | None = None,
                 pair: tuple[str, str] | None = None) -> None:
        super().__init__(icons)
        self.lab = lab
        self.entry = entry
        self.fact: Fact | None = fact_from_lab(entry, pair) if lab.notebook is not None else None
        self.number = len(lab.game.history)
        self.badge_code = lab.game.code
        self.brewing = Brewing(fills=entry.action in ("student", "drink"))
        self.chimed = False

    def title(self, ctx: Context) -> str:
        return ctx.tr("alchemists.result.title", flow=ctx.tr(f"alchemists.flow.{self.entry.action}"))

    # --- whose experiment -----------------------------------------------------------------------

    @property
    def asks_whose(self) -> bool:
        """Whether the table keeps notebooks, so the result may go into one."""
        return self.fact is not None and self.lab.notebook is not None

    def build(self, ctx: Context) -> list[Button]:
        if not self.asks_whose:
            return super().build(ctx)
        assert self.lab.notebook is not None
        return whose_buttons(ctx, self.lab.notebook.colours)

    def on_button(self, action: object, ctx: Context) -> Transition | None:
        if isinstance(action, tuple) and action[0] == "whose":
            return self.belongs_to(action[1])
        return super().on_button(action, ctx)

    def on_intent(self, intent: Intent, ctx: Context) -> Transition | None:
        if not self.asks_whose:
            return super().on_intent(intent, ctx)
        assert self.lab.notebook is not None
        answer = whose_key(intent, self.lab.notebook.colours)
        return self.belongs_to(answer) if answer is not None else None

    def belongs_to(self, colour: str) -> Transition:
        """The result was `colour`'s experiment (or NOBODY's): note it, back to the lab."""
        if colour != NOBODY and self.fact is not None:
            self.lab.note(colour, self.fact, "experiment")
        return Pop()

    def draw_buttons(self, canvas: pygame.Surface, ctx: Context) -> None:
        if not self.asks_whose:
            super().draw_buttons(canvas, ctx)
        elif self.brewing.phase(ctx.now())[0] == "shown":
            draw_whose(canvas, ctx, self.buttons)

    # --- the moment -----------------------------------------------------------------------------

    def enter(self, ctx: Context) -> None:
        super().enter(ctx)
        if self.brewing.started is not None or self.chimed:
            return
        if self.brewing.fills:  # render the flask's layers now, not in the frame the filling begins
            self.icons.potion_layers(self.entry.result, STAGE.height)
        if ctx.settings.animations:
            self.brewing.start(ctx.now())
            self.animating = True
            play_sound(ctx, BUBBLE_SOUND)
        else:
            self.show_answer(ctx)

    def show_answer(self, ctx: Context) -> None:
        """End the brewing (if any) and sound the answer's chime, once."""
        self.brewing.skip()
        self.animating = False
        if not self.chimed:
            self.chimed = True
            stop_sound(ctx, BUBBLE_SOUND)
            play_sound(ctx, chime_for(self.entry))

    def update(self, dt: float, ctx: Context) -> Transition | None:
        if self.brewing.phase(ctx.now())[0] == "shown":
            self.show_answer(ctx)
        return None

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        """While it brews, a tap or key shows the answer (and does nothing else)."""
        if self.animating and intent.kind in SKIP_KINDS:
            self.show_answer(ctx)
            return None
        return super().handle(intent, ctx)

    # --- drawing --------------------------------------------------------------------------------

    def draw_content(self, canvas: pygame.Surface, ctx: Context) -> None:
        stage = STAGE
        phase, progress = self.brewing.phase(ctx.now())
        action = self.entry.action
        if phase == "brew":
            self.draw_brewing(canvas, ctx, stage, progress)
        elif action in ("student", "drink"):
            self.draw_potion_result(canvas, ctx, stage)
        elif action == "sell":
            self.draw_sell_result(canvas, ctx, stage)
        elif action == "debunk-apprentice":
            self.draw_aspect_result(canvas, ctx, stage)
        else:
            self.draw_yes_no_result(canvas, ctx, stage)
        if phase != "shown":
            hint = ctx.tr("alchemists.result.skip_hint")
            draw_text(canvas, hint, ctx.fonts.get(theme.TEXT_BODY, serif=False), theme.TEXT_MUTED,
                      (layout.CANVAS.centerx, layout.DONE_RECT.top - 16), "midbottom")
            return
        note = ctx.tr("alchemists.result.saved", number=self.number)
        if self.lab.save_error:
            note = ctx.tr("alchemists.home.save_failed", reason=self.lab.save_error)
        draw_text(canvas, note, ctx.fonts.get(theme.TEXT_SMALL, serif=False), theme.TEXT_MUTED,
                  (layout.CANVAS.centerx, layout.DONE_RECT.top - 16), "midbottom")

    def draw_brewing(self, canvas: pygame.Surface, ctx: Context, stage: pygame.Rect, progress: float) -> None:
        """The cauldron bubbling over its fire, and what is going on."""
        seconds = progress * BREW_SECONDS
        pot = draw_cauldron(canvas, (stage.centerx, stage.top + stage.height // 2), 460, seconds)
        words = ctx.tr("alchemists.result.brewing")
        draw_text(canvas, words, ctx.fonts.get(theme.TEXT_TITLE, bold=True), theme.BRASS_LIGHT,
                  (stage.centerx, min(stage.bottom, pot.bottom + 20)), "midtop", shadow=theme.INK)

    def draw_potion_result(self, canvas: pygame.Surface, ctx: Context, stage: pygame.Rect) -> None:
        """The potion huge, with its name and colour, centred as a group; a drink adds its effect.

        While the flask fills, only the flask is drawn, filling up; the words come when it is full."""
        potion = self.entry.result
        name = ctx.tr(f"alchemists.potion.{potion}")
        kind = ctx.tr(f"alchemists.potion_kind.{potion}")
        art_side = stage.height
        font = fit_font(ctx.fonts, name, stage.width - art_side - 60, HERO, min_size=60, bold=True)
        kind_font = ctx.fonts.get(theme.TEXT_TITLE)
        words_width = max(font.size(name)[0], kind_font.size(kind)[0])
        if self.entry.action == "drink":
            words_width = max(words_width, 760)
        left = stage.centerx - (art_side + 60 + words_width) // 2
        phase, level = self.brewing.phase(ctx.now())
        flask = self.icons.potion_layers(potion, art_side)
        flask.draw(canvas, (left, stage.top), level, marks=phase == "shown")
        if phase != "shown":
            return
        words = pygame.Rect(left + art_side + 60, stage.top, min(words_width, stage.right - left - art_side - 60), stage.height)
        top = words.top + (40 if self.entry.action == "drink" else words.height // 2 - 150)
        draw_text(canvas, name, font, theme.BRASS_LIGHT, (words.left, top), shadow=theme.INK)
        draw_text(canvas, kind, kind_font, theme.TEXT_LIGHT, (words.left, top + font.get_linesize() + 4))
        if self.entry.action == "drink":
            panel = pygame.Rect(words.left, words.bottom - 330, words.width, 310)
            draw_effect_panel(canvas, ctx, panel, self.entry.details.get("effect"))

    def draw_sell_result(self, canvas: pygame.Surface, ctx: Context, stage: pygame.Rect) -> None:
        """Only the quality class, on the ladder of all four classes."""
        quality = self.entry.result
        heading = ctx.tr("alchemists.result.sell_heading")
        draw_text(canvas, heading, ctx.fonts.get(theme.TEXT_HEADING), theme.TEXT_LIGHT, (stage.centerx, stage.top + 10), "midtop")
        name = ctx.tr(f"alchemists.quality.{quality}")
        font = fit_font(ctx.fonts, name, stage.width - 200, HERO, min_size=60, bold=True)
        draw_text(canvas, name, font, theme.BRASS_LIGHT,
                  (stage.centerx, stage.top + 90), "midtop", shadow=theme.INK)
        hint = ctx.tr(f"alchemists.quality_hint.{quality}")
        draw_text(canvas, hint, ctx.fonts.get(theme.TEXT_HEADING), theme.TEXT_LIGHT,
                  (stage.centerx, stage.top + 110 + font.get_linesize()), "midtop")
        ladder = pygame.Rect(stage.left + 80, stage.bottom - 200, stage.width - 160, 190)
        for cell, step in zip(layout.row(ladder, 4), ("exact", "sign", "neutral", "wrong")):
            draw_quality_step(canvas, ctx, cell, step, step == quality)

    def draw_aspect_result(self, canvas: pygame.Surface, ctx: Context, stage: pygame.Rect) -> None:
        """The debunked ingredient and the true sign of the chosen aspect, as a big disc."""
        ingredient, colour = self.entry.details["ingredient"], self.entry.details["colour"]
        sign = self.entry.result
        art, words = layout.split_left(stage, 560)
        draw_picture(canvas, self.icons, ("ingredient", ingredient), layout.square_in(art, 40), on_dark=True)
        line = ctx.tr("alchemists.result.aspect", ingredient=ctx.tr(f"alchemists.ingredient.{ingredient}"),
                      colour=ctx.tr(f"alchemists.colour_adj.{colour}"))
        text_box = pygame.Rect(words.left, words.top + 20, words.width, 150)
        draw_text_box(canvas, ctx.fonts, line, text_box, theme.TEXT_LIGHT, theme.TEXT_TITLE, min_size=36)
        disc = pygame.Rect(words.left, text_box.bottom + 30, 320, 320)
        draw_colour_disc(canvas, colour, disc, sign)
        answer = ctx.tr(f"alchemists.result.sign.{sign}")
        font = fit_font(ctx.fonts, answer, words.right - disc.right - 40, HERO, min_size=50, bold=True)
        draw_text(canvas, answer, font, theme.BRASS_LIGHT, (disc.right + 40, disc.centery), "midleft", shadow=theme.INK)

    def draw_yes_no_result(self, canvas: pygame.Surface, ctx: Context, stage: pygame.Rect) -> None:
        """Master debunk and exhibition: the public question and a big yes or no."""
        details, yes = self.entry.details, self.entry.result == "yes"
        potion = details["potion"]
        potion_name = ctx.tr(f"alchemists.potion.{potion}")
        question = pygame.Rect(stage.left, stage.top, stage.width, 330)
        pictures: list[Picture] = [("potion", potion)]
        if self.entry.action == "debunk-master":
            first, second = details["ingredients"]
            pictures = [("ingredient", first), ("ingredient", second), ("potion", potion)]
        draw_question_row(canvas, ctx, self.icons, question, pictures)
        if self.entry.action == "debunk-master":
            sentence = ctx.tr("alchemists.result.makes" if yes else "alchemists.result.not_makes", potion=potion_name)
        else:
            sentence = ctx.tr("alchemists.result.exhibit_made" if yes else "alchemists.result.exhibit_failed", potion=potion_name)
        plate = pygame.Rect(0, 0, 520, 190)
        plate.midtop = (stage.centerx, question.bottom + 20)
        draw_answer_plate(canvas, ctx, plate, yes)
        box = pygame.Rect(stage.left + 100, plate.bottom + 20, stage.width - 200, stage.bottom - plate.bottom - 20)
        draw_text_box(canvas, ctx.fonts, sentence, box, theme.TEXT_LIGHT, theme.TEXT_HEADING, min_size=30, align="center")


def draw_question_row(canvas: pygame.Surface, ctx: Context, icons: IconCache, rect: pygame.Rect, pictures: list[Picture]) -> None:
    """Pictures joined by + and an arrow before the last one: "A + B -> potion?"."""
    side = rect.height - 20
    gap = 110
    width = len(pictures) * side + (len(pictures) - 1) * gap
    x = rect.centerx - width // 2
    font = ctx.fonts.get(96, bold=True, serif=False)
    for index, picture in enumerate(pictures):
        draw_picture(canvas, icons, picture, pygame.Rect(x, rect.top + 10, side, side), on_dark=True)
        if index < len(pictures) - 1:
            symbol = "→" if index == len(pictures) - 2 else "+"
            draw_text(canvas, symbol, font, theme.BRASS_LIGHT, (x + side + gap // 2, rect.centery), "center")
        x += side + gap
    draw_text(canvas, "?", font, theme.BRASS_LIGHT, (x - gap + 40, rect.centery), "center")


def draw_answer_plate(canvas: pygame.Surface, ctx: Context, rect: pygame.Rect, yes: bool) -> None:
    """A big green YES with a tick, or a big red NO with a cross."""
    fill = theme.SUCCESS if yes else theme.DANGER
    pygame.draw.rect(canvas, theme.INK, rect.move(0, 8), border_radius=theme.RADIUS + 6)
    pygame.draw.rect(canvas, fill, rect, border_radius=theme.RADIUS + 6)
    pygame.draw.rect(canvas, theme.BRASS_LIGHT, rect, theme.BORDER + 2, border_radius=theme.RADIUS + 6)
    icon = pygame.Rect(rect.left + 40, rect.centery - 60, 120, 120)
    draw_icon(canvas, "check" if yes else "cross", icon, theme.TEXT_LIGHT)
    word = ctx.tr("alchemists.result.yes" if yes else "alchemists.result.no")
    font = fit_font(ctx.fonts, word, rect.right - icon.right - 60, 130, min_size=60, bold=True, serif=False)
    draw_text(canvas, word, font, theme.TEXT_LIGHT, ((icon.right + rect.right) // 2, rect.centery), "center")


def draw_quality_step(canvas: pygame.Surface, ctx: Context, rect: pygame.Rect, quality: str, reached: bool) -> None:
    """One class of the sale ladder; the class reached is lit, the others are quiet."""
    fill, rim, ink = (theme.BRASS_LIGHT, theme.EMBER, theme.INK_TEXT) if reached else (theme.WOOD, theme.BRASS_DARK, theme.TEXT_MUTED)
    pygame.draw.rect(canvas, fill, rect, border_radius=theme.RADIUS)
    pygame.draw.rect(canvas, rim, rect, theme.BORDER * (2 if reached else 1), border_radius=theme.RADIUS)
    draw_quality_mark(canvas, quality, pygame.Rect(rect.centerx - 30, rect.top + 32, 60, 60), ink)
    name = ctx.tr(f"alchemists.quality.{quality}")
    font = fit_font(ctx.fonts, name, rect.width - 24, theme.TEXT_LABEL, min_size=24, bold=True, serif=False)
    draw_text(canvas, name, font, ink, (rect.centerx, rect.bottom - 40), "center")


def draw_effect_panel(canvas: pygame.Surface, ctx: Context, rect: pygame.Rect, effect: object) -> None:
    """What drinking did to the drinker (or that it did nothing)."""
    draw_parchment(canvas, rect)
    key = f"alchemists.effect.{effect}" if effect else "alchemists.effect.none"
    inner = rect.inflate(-2 * theme.PAD - 20, -2 * theme.PAD)
    if effect:
        icon = pygame.Rect(inner.left, inner.centery - 50, 100, 100)
        draw_icon(canvas, "warning", icon, theme.DANGER)
        inner = pygame.Rect(icon.right + theme.PAD, inner.top, inner.right - icon.right - theme.PAD, inner.height)
    draw_text_box(canvas, ctx.fonts, ctx.tr(key), inner, theme.INK_TEXT, theme.TEXT_HEADING, min_size=30,
                  bold=bool(effect), valign="center")


def describe(entry: HistoryEntry, ctx: Context) -> tuple[Picture, str]:
    """A small picture and one public line for a history entry."""
    def name(kind: str, value: object) -> str:
        return ctx.tr(f"alchemists.{kind}.{value}")

    action, result, details = entry.action, entry.result, entry.details
    if action == "student":
        return ("potion", result), name("potion", result)
    if action == "drink":
        effect = details.get("effect")
        if not effect:
            return ("potion", result), name("potion", result)
        short = ctx.tr(f"alchemists.history.effect_short.{effect}")
        return ("potion", result), ctx.tr("alchemists.history.drink_effect", potion=name("potion", result), effect=short)
    if action == "sell":
        text = ctx.tr("alchemists.history.wanted", potion=name("potion", details["wanted"]), quality=name("quality", result))
        return ("potion", details["wanted"]), text
    if action == "debunk-apprentice":
        text = ctx.tr("alchemists.history.aspect", ingredient=name("ingredient", details["ingredient"]),
                      colour=name("colour", details["colour"]), sign="+" if result == "+" else "−")
        return ("ingredient", details["ingredient"]), text
    if action == "debunk-master":
        first, second = details["ingredients"]
        text = ctx.tr("alchemists.history.master", first=name("ingredient", first), second=name("ingredient", second),
                      potion=name("potion", details["potion"]), answer=name("result", result).lower())
        return ("potion", details["potion"]), text
    if action == "exhibit":
        answer = ctx.tr("alchemists.history.made" if result == "yes" else "alchemists.history.not_made")
        return ("potion", details["potion"]), ctx.tr("alchemists.history.exhibit", potion=name("potion", details["potion"]), answer=answer)
    return ("icon", "eye-closed"), ctx.tr("alchemists.history.revealed")
