"""The organiser's menu in kiosk mode (behind the PIN): settings, clear saved games, change the
PIN, leave kiosk mode, quit Athanor.

Clearing deletes every stored game — the running matches, the lab's game, the Materia Prima
campaigns and the "last running game" record — after a deliberate second tap; settings, the PIN,
the seat choices, the logs and set-aside copies of damaged files stay.
"""

from __future__ import annotations

import os
from pathlib import Path

import pygame

from games.app.kit import theme
from games.app.kit.common_scenes import ConfirmScene
from games.app.kiosk.organiser import PIN_FILE, guard_of
from games.app.scene import Context, Home, Intent, Pop, Push, Scene, Storage, Transition
from games.app.store.settings import SETTINGS_FILE
from games.app.kit.widgets import Button, ButtonGroup, TitleBar, draw_background, draw_text_box

KEPT_NAMES = {SETTINGS_FILE, PIN_FILE}
KEPT_FOLDERS = {"logs"}
ACTIONS = ("settings", "clear", "pin", "leave", "quit")
ICONS = {"settings": "gear", "clear": "cross", "pin": "hand", "leave": "screen", "quit": "power"}


def stored_games(storage: Storage) -> list[str]:
    """The storage names of every saved game (see the module docstring for what stays)."""
    root = Path(getattr(storage, "directory", ""))
    names: list[str] = []
    for folder, subfolders, files in os.walk(root):
        relative = Path(folder).relative_to(root)
        subfolders[:] = [s for s in subfolders if not s.startswith(".") and not (relative == Path(".") and s in KEPT_FOLDERS)]
        for name in files:
            path = (relative / name).as_posix()
            if _is_game_file(path, name):
                names.append(path)
    return sorted(names)


def _is_game_file(path: str, name: str) -> bool:
    return not (path in KEPT_NAMES or name.startswith(".") or ".corrupt-" in name or name.endswith("-setup.json"))


def clear_saved_games(storage: Storage) -> int:
    """Delete every saved game; how many files went."""
    return sum(1 for name in stored_games(storage) if storage.delete(name))


class OrganiserMenuScene(Scene):
    """Five large buttons, one per organiser action, and a line on how many games are saved."""

    def __init__(self) -> None:
        self.buttons = ButtonGroup()
        self.title_bar: TitleBar | None = None
        self.saved = 0

    def enter(self, ctx: Context) -> None:
        self.title_bar = TitleBar(ctx.tr("kiosk.menu_title"), ctx.tr("app.back"))
        self.saved = len(stored_games(ctx.storage))
        width, height, gap = 900, 118, 26
        top = theme.TITLE_BAR_H + 190
        self.buttons.set([
            Button(pygame.Rect((theme.CANVAS_W - width) // 2, top + i * (height + gap), width, height),
                   ctx.tr(f"kiosk.menu_{action}"), action, icon=ICONS[action],
                   kind="danger" if action == "quit" else "secondary",
                   enabled=action != "clear" or self.saved > 0)
            for i, action in enumerate(ACTIONS)
        ])

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "back" or (self.title_bar is not None and self.title_bar.handle(intent)):
            return Pop()
        pressed = self.buttons.handle(intent)
        return self.choose(str(pressed.action), ctx) if pressed is not None else None

    def choose(self, action: str, ctx: Context) -> Transition | None:
        """Carry out one of ACTIONS (the PIN was given to open this menu)."""
        guard = guard_of(ctx)
        if action == "settings":
            from games.app.settings_scene import SettingsScene

            return Push(SettingsScene(kiosk=guard is not None and guard.active))
        if action == "clear":
            return Push(ConfirmScene(ctx.tr("kiosk.clear_question"), ctx.tr("kiosk.clear_consequence", count=self.saved),
                                     lambda inner: self._cleared(inner), confirm_label=ctx.tr("app.loss_delete")))
        if action == "pin":
            from games.app.kiosk.pin_pad import PinPadScene

            return Push(PinPadScene.setting())
        if guard is not None and action == "leave":
            guard.leave()
            return Home()
        if guard is not None and action == "quit":
            guard.quit_requested = True
        return None

    def _cleared(self, ctx: Context) -> Transition:
        clear_saved_games(ctx.storage)
        return Pop()

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_background(canvas)
        if self.title_bar is not None:
            self.title_bar.draw(canvas, ctx.fonts)
        line = pygame.Rect(theme.MARGIN * 2, theme.TITLE_BAR_H + 40, theme.CANVAS_W - 4 * theme.MARGIN, 120)
        draw_text_box(canvas, ctx.fonts, ctx.tr("kiosk.menu_intro", count=self.saved), line, theme.TEXT_LIGHT,
                      theme.TEXT_BODY, min_size=28, align="center", valign="center")
        self.buttons.draw(canvas, ctx.fonts)
