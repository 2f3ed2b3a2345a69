"""The chooser of every flow: ingredient, potion and colour tiles, the selection, and Confirm.

Input: tap/click a tile, number keys for the tiles on screen, Backspace to take back the last
choice, Enter to confirm, and `Intent(kind="card", data=<ingredient id>)` - a scanned card picks
that ingredient exactly as a tap does. With the setting `auto_confirm`, a choice completed by a
scanned card confirms itself once it has stayed unchanged (and the scanner without warnings) for
AUTO_CONFIRM_SECONDS; any tap in between cancels that. `preview_rect` shows the live camera with the
recognised codes outlined, and the camera's status in words; the scanner's warnings ("two of the
same ingredient", "remove one card") replace the prompt. Tapping always works, camera or not.
"""

from __future__ import annotations

import pygame

from games.alchemists.components import INGREDIENTS
from games.alchemists.lab.ui import layout
from games.alchemists.lab.ui.base import LabScreen, draw_focus
from games.alchemists.lab.ui.camera import CameraPanel
from games.alchemists.lab.ui.flows import VALUE_STEPS, Choice, Flow, Step, perform
from games.alchemists.ui.icons import IconCache
from games.alchemists.lab.ui.lab_state import LabSession
from games.alchemists.lab.ui.results import ResultScene
from games.alchemists.lab.ui.tiles import (
    Picture,
    draw_caption_row,
    draw_message_strip,
    draw_parchment,
    draw_picture_tile,
)
from games.app.kit import theme
from games.app.scene import Context, Intent, Replace, Transition
from games.app.kit.widgets import Button, draw_button, draw_text, draw_text_box
from games.kernel.errors import RulesError

TILE_KINDS = ("ingredient", *VALUE_STEPS)
AUTO_CONFIRM_SECONDS = 0.6  # a scanned, complete choice confirms itself after staying this long unchanged
REMOVE_HINT_H = 64  # two lines of the hint below the selection


class ChooseScene(LabScreen):
    """Pick what a flow needs, see it summarised at the right, and confirm."""

    def __init__(self, lab: LabSession, flow: Flow, icons: IconCache | None = None) -> None:
        super().__init__(icons)
        self.lab = lab
        self.flow = flow
        self.choice = Choice()
        self.picks: list[tuple[str, str]] = []  # (kind, value) in the order chosen, for Backspace
        self.message: tuple[str, dict[str, object]] | None = None  # a refused choice, explained
        self.preview_rect = pygame.Rect(layout.PREVIEW_RECT)
        self.selection_rect = pygame.Rect(layout.SELECTION_RECT)  # the chosen so far (taller without a camera)
        self.badge_code = lab.game.code
        self.camera = CameraPanel()
        self.auto_since: float | None = None  # when a scanned card completed the choice (auto-confirm armed)
        self.auto_choice: tuple[object, ...] | None = None  # the choice at that moment

    # --- state ----------------------------------------------------------------------------------

    @property
    def step(self) -> Step:
        """The step whose tiles are on screen."""
        return self.choice.current_step(self.flow)

    def tile_values(self) -> tuple[str, tuple[str, ...]]:
        """The kind and values of the tiles for the current step."""
        step = self.step
        return ("ingredient" if step in ("pair", "single") else step), self.flow.values(step)

    def pick_ingredient(self, ingredient: str, ctx: Context) -> None:
        """Add `ingredient`, or explain why not (the same one twice, or already enough)."""
        name = ctx.tr(f"alchemists.ingredient.{ingredient}")
        if ingredient in self.choice.ingredients:
            self.message = ("alchemists.choose.same_twice", {"name": name})
            return
        if len(self.choice.ingredients) >= self.flow.ingredient_count:
            if self.flow.ingredient_count > 1:
                self.message = ("alchemists.choose.full", {"name": name})
                return
            self.unpick("ingredient", self.choice.ingredients[0])
        self.choice.ingredients.append(ingredient)
        self.picks.append(("ingredient", ingredient))
        self.message = None

    def pick(self, kind: str, value: str, ctx: Context) -> None:
        """Choose the tile `value` of `kind`."""
        if kind == "ingredient":
            self.pick_ingredient(value, ctx)
            return
        self.unpick(kind, self.choice.value(kind))  # type: ignore[arg-type]
        self.choice.set_value(kind, value)  # type: ignore[arg-type]
        self.picks.append((kind, value))
        self.message = None

    def unpick(self, kind: str, value: str | None) -> None:
        """Take back one choice."""
        if value is None:
            return
        if kind == "ingredient" and value in self.choice.ingredients:
            self.choice.ingredients.remove(value)
        elif kind != "ingredient":
            self.choice.set_value(kind, None)  # type: ignore[arg-type]
        if (kind, value) in self.picks:
            self.picks.remove((kind, value))
        self.message = None

    # --- buttons --------------------------------------------------------------------------------

    def title(self, ctx: Context) -> str:
        return ctx.tr(f"alchemists.flow.{self.flow.id}")

    def build(self, ctx: Context) -> list[Button]:
        kind, values = self.tile_values()
        area = layout.TILE_AREA if len(values) > 4 else layout.TILE_AREA.inflate(0, 520 - layout.TILE_AREA.height)
        cells = layout.grid(area, len(values), layout.tile_columns(len(values)))
        buttons = [Button(cell, "", (kind, value)) for cell, value in zip(cells, values)]
        for rect, (slot_kind, value) in zip(self.slot_rects(), self.slots()):
            buttons.append(Button(rect, "", ("slot", slot_kind, value), enabled=value is not None))
        complete = self.choice.complete(self.flow)
        buttons.append(Button(layout.CONFIRM_RECT, ctx.tr("alchemists.choose.confirm"), ("confirm",),
                              enabled=complete, kind="primary", icon="check"))
        return buttons

    def slots(self) -> list[tuple[str, str | None]]:
        """The rows of the selection panel: (kind, chosen value or None), in step order."""
        rows: list[tuple[str, str | None]] = []
        for step in self.flow.steps:
            if step in VALUE_STEPS:
                rows.append((step, self.choice.value(step)))
            else:
                chosen = self.choice.ingredients
                rows += [("ingredient", chosen[i] if i < len(chosen) else None) for i in range(self.flow.ingredient_count)]
        return rows

    def slot_rects(self) -> list[pygame.Rect]:
        """Where the selection rows are drawn (and tapped to take a choice back)."""
        inner = self.selection_rect.inflate(-2 * theme.PAD, -2 * theme.PAD)
        inner.top += 56
        inner.height -= 56 + REMOVE_HINT_H
        count = len(self.slots())
        height = min(118, (inner.height - (count - 1) * 8) // max(1, count))
        return [pygame.Rect(inner.left, inner.top + i * (height + 8), inner.width, height) for i in range(count)]

    # --- input ----------------------------------------------------------------------------------

    def on_button(self, action: object, ctx: Context) -> Transition | None:
        assert isinstance(action, tuple)
        if action[0] == "confirm":
            return self.confirm(ctx)
        self.disarm()
        if action[0] == "slot":
            self.unpick(action[1], action[2])
        else:
            self.pick(action[0], action[1], ctx)
        self.refresh(ctx)
        return None

    def on_intent(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "card":
            self.card(intent.data, ctx)
            self.arm(ctx)
        elif intent.kind == "confirm" and self.choice.complete(self.flow):
            return self.confirm(ctx)
        elif intent.kind == "key" and intent.key in ("backspace", "delete") and self.picks:
            self.disarm()
            self.unpick(*self.picks[-1])
        elif intent.kind == "key" and intent.key is not None and intent.key.isdigit():
            self.disarm()
            self.number_key(int(intent.key), ctx)
        else:
            return None
        self.refresh(ctx)
        return None

    # --- auto-confirm ---------------------------------------------------------------------------

    def choice_key(self) -> tuple[object, ...]:
        """The current choice as a comparable value."""
        return (tuple(self.choice.ingredients), *(self.choice.value(step) for step in VALUE_STEPS))

    def arm(self, ctx: Context) -> None:
        """After a scanned card: start the auto-confirm wait if the setting is on and the choice complete."""
        if ctx.settings.auto_confirm and self.choice.complete(self.flow):
            self.auto_since = ctx.now()
            self.auto_choice = self.choice_key()
            self.animating = True
        else:
            self.disarm()

    def disarm(self) -> None:
        """Cancel a pending auto-confirm."""
        self.auto_since = None
        self.auto_choice = None
        self.animating = False

    def update(self, dt: float, ctx: Context) -> Transition | None:
        """Confirm an armed choice once it stayed unchanged long enough; warnings restart the wait."""
        if self.auto_since is None:
            return None
        if self.auto_choice != self.choice_key() or not self.choice.complete(self.flow):
            self.disarm()
            return None
        if self.camera is not None and self.camera.warnings:
            self.auto_since = ctx.now()
            return None
        if ctx.now() - self.auto_since >= AUTO_CONFIRM_SECONDS:
            self.disarm()
            return self.confirm(ctx)
        return None

    def card(self, data: object, ctx: Context) -> None:
        """A scanned ingredient card: the same as tapping its tile."""
        if isinstance(data, str) and data in INGREDIENTS:
            self.pick_ingredient(data, ctx)
        else:
            self.message = ("alchemists.choose.unknown_card", {})

    def number_key(self, number: int, ctx: Context) -> None:
        """Keys 1..n pick the n-th tile on screen."""
        kind, values = self.tile_values()
        if 1 <= number <= len(values):
            self.pick(kind, values[number - 1], ctx)

    def confirm(self, ctx: Context) -> Transition | None:
        """Ask the lab, save, and show the result to the table."""
        try:
            entry = perform(self.flow, self.choice, self.lab)
        except RulesError as error:
            self.message = ("alchemists.choose.refused", {"reason": str(error)})
            self.refresh(ctx)
            return None
        pair = (self.choice.ingredients[0], self.choice.ingredients[1]) if self.flow.ingredient_count == 2 else None
        return Replace(ResultScene(self.lab, entry, self.icons, pair))

    # --- drawing --------------------------------------------------------------------------------

    def prompt(self, ctx: Context) -> str:
        """The instruction for the current step."""
        if self.auto_since is not None:
            return ctx.tr("alchemists.choose.auto_confirming")
        if self.choice.complete(self.flow):
            return ctx.tr("alchemists.choose.confirm_hint")
        return ctx.tr(self.flow.prompt_key(self.step))

    def draw_content(self, canvas: pygame.Surface, ctx: Context) -> None:
        if self.message is not None:
            key, values = self.message
            draw_message_strip(canvas, ctx, layout.PROMPT_RECT, ctx.tr(key, **values), alarm=True)
        elif self.camera is not None and self.camera.warnings:
            draw_message_strip(canvas, ctx, layout.PROMPT_RECT, ctx.tr(f"scanner.{self.camera.warnings[0]}"), alarm=True)
        else:
            draw_message_strip(canvas, ctx, layout.PROMPT_RECT, self.prompt(ctx), alarm=False)
        if self.camera is not None:
            self.camera.draw(canvas, ctx, self.preview_rect)
        self.draw_selection(canvas, ctx)

    def draw_selection(self, canvas: pygame.Surface, ctx: Context) -> None:
        """The parchment panel listing what is chosen so far."""
        panel = self.selection_rect
        draw_parchment(canvas, panel)
        heading = ctx.fonts.get(theme.TEXT_HEADING - 6, bold=True)
        draw_text(canvas, ctx.tr("alchemists.choose.selection"), heading, theme.INK_TEXT,
                  (panel.left + theme.PAD, panel.top + theme.PAD - 4))
        number = 0
        for rect, (kind, value) in zip(self.slot_rects(), self.slots()):
            if kind == "ingredient":
                number += 1
                label = ctx.tr("alchemists.choose.slot_ingredient", number=number)
            else:
                label = ctx.tr(f"alchemists.choose.slot_{kind}")
            text = self.value_name(kind, value, ctx) if value else ctx.tr("alchemists.choose.empty_slot")
            picture: Picture = (kind, value) if value else ("none", None)  # type: ignore[assignment]
            draw_caption_row(canvas, ctx, self.icons, rect, picture, label, text, muted=value is None)
        hint = pygame.Rect(panel.left + theme.PAD, panel.bottom - theme.PAD - REMOVE_HINT_H, panel.width - 2 * theme.PAD,
                           REMOVE_HINT_H)
        draw_text_box(canvas, ctx.fonts, ctx.tr("alchemists.choose.remove_hint"), hint, theme.INK_MUTED, 26,
                      min_size=24, serif=False, align="center", valign="center", line_spacing=1.0)

    def value_name(self, kind: str, value: str, ctx: Context) -> str:
        """The translated name of a chosen ingredient, potion, colour, quality, sign or alchemical."""
        if kind == "alchemical":
            return ctx.tr("alchemists.choose.alchemical_name", number=value)
        return ctx.tr(f"alchemists.{kind}.{value}")

    def draw_buttons(self, canvas: pygame.Surface, ctx: Context) -> None:
        chosen = {("ingredient", i) for i in self.choice.ingredients}
        chosen |= {(step, self.choice.value(step)) for step in VALUE_STEPS}
        for index, button in enumerate(self.buttons.buttons):
            action = button.action
            if not (isinstance(action, tuple) and action[0] in TILE_KINDS):
                continue
            kind, value = action
            state = "chosen" if (kind, value) in chosen else ("hover" if self.buttons.hovered(button) else "normal")
            picture: Picture = (kind, value)  # type: ignore[assignment]
            draw_picture_tile(canvas, ctx, self.icons, button.rect, picture, self.value_name(kind, value, ctx),
                              str(index + 1), state)
            if self.buttons.focused(button):
                draw_focus(canvas, button.rect)
        for button in self.buttons.buttons:
            if button.action and button.action[0] == "confirm":  # type: ignore[index]
                draw_button(canvas, ctx.fonts, button, hovered=self.buttons.hovered(button),
                            focused=self.buttons.focused(button))
            elif button.action and button.action[0] == "slot" and self.buttons.focused(button):  # type: ignore[index]
                draw_focus(canvas, button.rect)
