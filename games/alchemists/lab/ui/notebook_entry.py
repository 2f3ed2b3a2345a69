"""Noting public information by hand: what kind of note, then the lab's own chooser tiles.

`NoteKindScene` asks what to note (a potion made, not made, a sale, an aspect's sign, an
ingredient's alchemical — e.g. a published theory to test against) and offers this game's public
debunk results for one tap. `NoteChooseScene` is the lab's ChooseScene with the flows of NOTE_FLOWS:
its Confirm notes the fact on the player's page (no camera preview on this private screen; a scanned
card still picks its ingredient). A fact that contradicts the page is not noted at
once: the prompt turns into a warning naming the notes it conflicts with, and Confirm becomes "Note it
anyway" (any change of the choice takes the warning back). Both run inside the notebook's privacy
guard (PrivateScene), so they close with it.
"""

from __future__ import annotations

import pygame

from games.alchemists.components import COLOURED_POTIONS, POTIONS
from games.alchemists.facts import AspectSign, Fact, Known, Made, NotMade, Sold
from games.alchemists.lab.notebook import Page, fact_from_lab
from games.alchemists.lab.session import HistoryEntry
from games.alchemists.lab.ui import layout
from games.alchemists.lab.ui.base import LabScreen, draw_focus
from games.alchemists.lab.ui.choose import ChooseScene
from games.alchemists.lab.ui.flows import Choice, Flow
from games.alchemists.ui.icons import IconCache
from games.alchemists.lab.ui.lab_state import LabSession
from games.alchemists.lab.ui.note_words import KEY, fact_text, quoted
from games.alchemists.ui.players import player_name
from games.alchemists.lab.ui.results import describe
from games.alchemists.lab.ui.tiles import draw_caption_row, draw_key_badge, draw_parchment, draw_picture, draw_tile_plate
from games.app.kit import theme
from games.app.kit.common_scenes import ConfirmScene
from games.app.scene import Context, Intent, Pop, Push, Replace, Transition
from games.app.kit.widgets import Button, draw_button, draw_text, draw_text_box

NOTE_KINDS: tuple[str, ...] = ("made", "not-made", "sold", "aspect", "known")
NOTE_FLOWS: dict[str, Flow] = {
    "made": Flow("note-made", ("pair", "potion"), POTIONS, KEY + "choose.made"),
    "not-made": Flow("note-not-made", ("pair", "potion"), POTIONS, KEY + "choose.not_made"),
    "sold": Flow("note-sold", ("potion", "pair", "quality"), COLOURED_POTIONS, "alchemists.choose.wanted"),
    "aspect": Flow("note-aspect", ("single", "colour", "sign"), prompts=(("single", KEY + "choose.ingredient"),)),
    "known": Flow("note-known", ("single", "alchemical"), prompts=(("single", KEY + "choose.ingredient"),)),
}
KIND_ICONS = {"made": ("potion", "R+"), "not-made": ("icon", "cross"), "sold": ("quality", "sign"),
              "aspect": ("sign", "+"), "known": ("alchemical", "3")}
KIND_AREA = pygame.Rect(layout.CONTENT.left, layout.CONTENT.top, 1060, layout.CONTENT.height)
PUBLIC_RECT = pygame.Rect(KIND_AREA.right + 44, layout.CONTENT.top, layout.CONTENT.right - KIND_AREA.right - 44,
                          layout.CONTENT.height)
PUBLIC_ROW_H = 130
WARNING = KEY + "entry.contradicts"


def fact_of(flow: Flow, choice: Choice) -> Fact:
    """The fact a completed hand-entry choice stands for."""
    first, *rest = choice.ingredients
    if flow.id == "note-made":
        return Made(first, rest[0], str(choice.potion))
    if flow.id == "note-not-made":
        return NotMade(first, rest[0], str(choice.potion))
    if flow.id == "note-sold":
        return Sold(first, rest[0], str(choice.potion), str(choice.quality))
    if flow.id == "note-aspect":
        return AspectSign(first, str(choice.colour), str(choice.sign))
    return Known(first, int(str(choice.alchemical)))


def warning_values(ctx: Context, page: Page, fact: Fact) -> dict[str, object] | None:
    """What the contradiction warning names, or None when `fact` fits the page."""
    conflict = page.check(fact)
    if conflict is None:
        return None
    names = "; ".join(quoted(ctx, fact_text(ctx, c)) for c in conflict.conflicts)
    return {"conflicts": names or ctx.tr(KEY + "entry.nothing"), "count": max(1, len(conflict.conflicts))}


class NoteChooseScene(ChooseScene):
    """The lab's chooser noting a fact on the page of `colour` (see the module docstring)."""

    def __init__(self, lab: LabSession, colour: str, flow: Flow, icons: IconCache | None = None) -> None:
        super().__init__(lab, flow, icons)
        self.colour = colour
        self.camera = None  # a private screen: no live picture; a scanned card still picks its tile
        self.selection_rect = self.selection_rect.union(self.preview_rect)

    def title(self, ctx: Context) -> str:
        kind = next(kind for kind, flow in NOTE_FLOWS.items() if flow is self.flow)
        return ctx.tr(KEY + f"kind.{kind}.title", player=player_name(ctx, self.colour))

    @property
    def warned(self) -> bool:
        """Whether the player has been warned that the current choice contradicts the page."""
        return self.message is not None and self.message[0] == WARNING

    def build(self, ctx: Context) -> list[Button]:
        buttons = super().build(ctx)
        if self.warned:
            for button in buttons:
                if button.action == ("confirm",):
                    button.label, button.kind = ctx.tr(KEY + "entry.anyway"), "danger"
        return buttons

    def confirm(self, ctx: Context) -> Transition | None:
        """Note the fact; warn first (once) when it contradicts the page."""
        assert self.lab.notebook is not None
        fact = fact_of(self.flow, self.choice)
        if not self.warned:
            values = warning_values(ctx, self.lab.notebook.page(self.colour), fact)
            if values is not None:
                self.message = (WARNING, values)
                self.disarm()
                self.refresh(ctx)
                return None
        self.lab.note(self.colour, fact)
        return Pop()


class NoteKindScene(LabScreen):
    """What to note: five kinds of fact, or one of this game's public debunk results."""

    def __init__(self, lab: LabSession, colour: str, icons: IconCache | None = None) -> None:
        super().__init__(icons)
        self.lab = lab
        self.colour = colour
        self.badge_code = lab.game.code

    def title(self, ctx: Context) -> str:
        return ctx.tr(KEY + "entry.title", player=player_name(ctx, self.colour))

    def public_results(self) -> list[tuple[HistoryEntry, Fact]]:
        """This game's debunks (public, with all their choices) not on the page yet, newest first."""
        assert self.lab.notebook is not None
        noted = {note.fact for note in self.lab.notebook.page(self.colour).notes}
        found = []
        for entry in reversed(self.lab.game.history):
            if entry.action in ("debunk-apprentice", "debunk-master"):
                fact = fact_from_lab(entry)
                if fact is not None and fact not in noted and fact not in [f for _, f in found]:
                    found.append((entry, fact))
        return found[: (PUBLIC_RECT.height - 120) // PUBLIC_ROW_H]

    def build(self, ctx: Context) -> list[Button]:
        cells = layout.column(KIND_AREA, len(NOTE_KINDS), 20)
        buttons = [Button(cell, ctx.tr(KEY + f"kind.{kind}.name"), ("kind", kind)) for cell, kind in zip(cells, NOTE_KINDS)]
        top = PUBLIC_RECT.top + 110
        for row, (_, fact) in enumerate(self.public_results()):
            rect = pygame.Rect(PUBLIC_RECT.left + theme.PAD, top + row * PUBLIC_ROW_H, PUBLIC_RECT.width - 2 * theme.PAD,
                               PUBLIC_ROW_H - 14)
            buttons.append(Button(rect, "", ("public", fact), kind="secondary"))
        return buttons

    def on_button(self, action: object, ctx: Context) -> Transition | None:
        assert isinstance(action, tuple)
        if action[0] == "kind":
            return Replace(NoteChooseScene(self.lab, self.colour, NOTE_FLOWS[action[1]], self.icons))
        return self.note_public(action[1], ctx)

    def on_intent(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "key" and intent.key in [str(n) for n in range(1, len(NOTE_KINDS) + 1)]:
            return self.on_button(("kind", NOTE_KINDS[int(intent.key) - 1]), ctx)
        return None

    def note_public(self, fact: Fact, ctx: Context) -> Transition | None:
        """Note a public result; when it contradicts the page, only after the player agreed."""
        assert self.lab.notebook is not None
        values = warning_values(ctx, self.lab.notebook.page(self.colour), fact)
        if values is None:
            self.lab.note(self.colour, fact)
            return Pop()

        def note_anyway(ctx: Context) -> None:
            self.lab.note(self.colour, fact)

        return Push(ConfirmScene(ctx.tr(KEY + "entry.contradicts_question"),
                                 ctx.tr(WARNING, **values) + "\n" + quoted(ctx, fact_text(ctx, fact)),
                                 on_confirm=note_anyway, confirm_label=ctx.tr(KEY + "entry.anyway")))

    def draw_content(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_parchment(canvas, PUBLIC_RECT)
        inner = PUBLIC_RECT.inflate(-2 * theme.PAD, -2 * theme.PAD)
        draw_text_box(canvas, ctx.fonts, ctx.tr(KEY + "entry.public"), pygame.Rect(inner.left, inner.top, inner.width, 80),
                      theme.INK_TEXT, theme.TEXT_HEADING - 10, min_size=30, bold=True)
        if not self.public_results():
            box = pygame.Rect(inner.left, inner.top + 100, inner.width, 300)
            draw_text_box(canvas, ctx.fonts, ctx.tr(KEY + "entry.no_public"), box, theme.INK_MUTED, theme.TEXT_BODY - 4,
                          min_size=24, serif=False)

    def draw_buttons(self, canvas: pygame.Surface, ctx: Context) -> None:
        results = dict((fact, entry) for entry, fact in self.public_results())
        number = 0
        for button in self.buttons.buttons:
            hovered, focused = self.buttons.hovered(button), self.buttons.focused(button)
            action = button.action
            assert isinstance(action, tuple)
            if action[0] == "kind":
                number += 1
                self.draw_kind(canvas, ctx, button.rect, action[1], str(number), hovered)
            else:
                draw_button(canvas, ctx.fonts, button, hovered=hovered)
                entry = results[action[1]]
                picture, text = describe(entry, ctx)
                label = ctx.tr(f"alchemists.flow.{entry.action}")
                draw_caption_row(canvas, ctx, self.icons, button.rect.inflate(-16, -16), picture, label, text)
            if focused:
                draw_focus(canvas, button.rect)

    def draw_kind(self, canvas: pygame.Surface, ctx: Context, rect: pygame.Rect, kind: str, key: str, hovered: bool) -> None:
        """One kind of note: its picture, name and when it is used."""
        draw_tile_plate(canvas, rect, "hover" if hovered else "normal")
        draw_key_badge(canvas, ctx, rect, key)
        art = pygame.Rect(rect.left + 84, rect.top + 14, rect.height - 28, rect.height - 28)
        draw_picture(canvas, self.icons, KIND_ICONS[kind], art)  # type: ignore[arg-type]
        words = pygame.Rect(art.right + theme.PAD, rect.top + 10, rect.right - art.right - 2 * theme.PAD, rect.height - 20)
        name = ctx.fonts.get(theme.TEXT_LABEL, bold=True, serif=False)
        draw_text(canvas, ctx.tr(KEY + f"kind.{kind}.name"), name, theme.INK_TEXT, words.topleft)
        usage = pygame.Rect(words.left, words.top + name.get_linesize(), words.width, words.height - name.get_linesize())
        draw_text_box(canvas, ctx.fonts, ctx.tr(KEY + f"kind.{kind}.usage"), usage, theme.INK_MUTED, 28, min_size=24,
                      serif=False)
