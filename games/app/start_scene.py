"""The start screen: the Athanor title, one large card per game, Settings and Quit.

A card opens its game by tap, click, number key or keyboard focus + Enter: the game's entry
(`games.resolve(info.ui_entry)(ctx)`) returns its first scene, which is pushed. A game whose module
is missing or fails to load shows a message instead. In kiosk mode Quit is hidden and Esc does
nothing here; the game opened is noted as running (games.app.kiosk.last_game), and a game the idle
countdown left behind is offered between the bottom buttons ("Continue: Kupferkessel Co. · 12 min
ago", the saved game in words below) until the organiser's time has passed.

Kiosk mode (games.app.kiosk.organiser): guests play and switch the language (the button at the top right);
Settings and the organiser's menu (the Organiser button where Quit would be) ask for the organiser's
PIN. A kiosk restarted by its watchdog opens the game that was running (`reopen_running`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from games import GAMES, GameInfo, resolve
from games.app.kiosk import last_game
from games.app.kit import theme
from games.app.kit.common_scenes import MessageScene
from games.app.crash import short_reason
from games.app.kit.emblems import draw_emblem
from games.app.kit.icons import draw_icon
from games.app.camera.live_preview import set_preview
from games.app.kiosk.organiser import organiser_only
from games.app.scene import Context, Intent, Push, Quit, Scene, Transition
from games.app.kit.widgets import (
    Button, ButtonGroup, draw_background, draw_button, draw_panel, draw_text, draw_text_box, fit_font,
)

if TYPE_CHECKING:
    from games.app.stack import SceneStack

CARDS_TOP = 292
CARD_H = 604
CARD_MAX_W = 780
CARD_GAP = 80
MAX_IN_A_ROW = 3  # more games stand in two rows of wide, low cards
ROW_GAP = 24
CARDS_TOP_MANY, CARD_H_MANY = 264, 662  # five or six games: three to a row, a little more height
COMPACT_W = 700  # a wide card narrower than this stacks title, blurb and a bottom row of emblem and play
BOTTOM_Y = theme.CANVAS_H - 40 - theme.BUTTON_H


def card_rects(count: int) -> list[pygame.Rect]:
    """The games' cards: tall ones side by side and centred, or two rows of wide ones."""
    count = max(1, count)
    if count <= MAX_IN_A_ROW:
        width = min(CARD_MAX_W, (theme.CANVAS_W - 2 * theme.MARGIN - (count - 1) * CARD_GAP) // count)
        left = (theme.CANVAS_W - (count * width + (count - 1) * CARD_GAP)) // 2
        return [pygame.Rect(left + i * (width + CARD_GAP), CARDS_TOP, width, CARD_H) for i in range(count)]
    per_row = (count + 1) // 2
    width = (theme.CANVAS_W - 2 * theme.MARGIN - (per_row - 1) * CARD_GAP // 2) // per_row
    top, total = (CARDS_TOP, CARD_H) if per_row <= 2 else (CARDS_TOP_MANY, CARD_H_MANY)
    height = (total - ROW_GAP) // 2
    return [pygame.Rect(theme.MARGIN + (i % per_row) * (width + CARD_GAP // 2),
                        top + (i // per_row) * (height + ROW_GAP), width, height) for i in range(count)]


class StartScene(Scene):
    """The first screen: choose a game."""

    def __init__(self, kiosk: bool = False, games: dict[str, GameInfo] | None = None) -> None:
        self.kiosk = kiosk
        self.games = {key: info for key, info in (GAMES if games is None else games).items() if info.ui_entry}
        self.buttons = ButtonGroup()
        self._glow: tuple[str, pygame.Surface] | None = None
        self.entered = False
        self.offer: tuple[last_game.LastGame, str] | None = None  # the game left behind and its summary

    def enter(self, ctx: Context) -> None:
        if self.kiosk:
            self.offer = self._find_offer(ctx, again=self.entered)
        self.entered = True
        self.buttons.set(self.card_buttons(ctx) + self.bottom_buttons(ctx))
        set_preview(ctx, False)  # back at the start (also after a kiosk timeout): no camera on screen

    @staticmethod
    def _find_offer(ctx: Context, again: bool) -> tuple[last_game.LastGame, str] | None:
        """The game left behind with its summary; back here by hand from a running game forgets
        that game (the first visit keeps a running record for a restart to bring back)."""
        record = last_game.read(ctx)
        if record is not None and record.state == last_game.RUNNING and again:
            last_game.clear(ctx)
            return None
        record = last_game.offer(ctx)
        if record is None:
            return None
        try:
            summary = last_game.saved_summary(ctx, record.game, record.where)
        except Exception:  # a game that cannot say what it saved cannot be continued from here
            summary = None
        if summary is None:
            last_game.clear(ctx)
            return None
        return record, summary

    def card_buttons(self, ctx: Context) -> list[Button]:
        """One button per game: up to three tall cards side by side, more in two rows of wide cards."""
        return [Button(rect, ctx.tr(info.title_key), action=info, kind="secondary")
                for rect, info in zip(card_rects(len(self.games)), self.games.values())]

    def bottom_buttons(self, ctx: Context) -> list[Button]:
        """Settings at the left, Quit at the right; a kiosk has the organiser's button instead of Quit
        and a language button at the top right; the offer to continue in the middle."""
        buttons = [Button(pygame.Rect(theme.MARGIN * 2, BOTTOM_Y, 420, theme.BUTTON_H), ctx.tr("app.settings"),
                          "settings", kind="quiet", icon="gear")]
        right = pygame.Rect(theme.CANVAS_W - theme.MARGIN * 2 - 340, BOTTOM_Y, 340, theme.BUTTON_H)
        if not self.kiosk:
            buttons.append(Button(right, ctx.tr("app.quit"), "quit", kind="quiet", icon="power"))
        else:
            buttons.append(Button(right, ctx.tr("kiosk.organiser"), "organiser", kind="quiet", icon="hand"))
            buttons.append(Button(pygame.Rect(theme.CANVAS_W - theme.MARGIN - 300, 40, 300, theme.BUTTON_H),
                                  ctx.tr("kiosk.language_switch"), "language", kind="quiet", icon="globe"))
        if self.offer is not None:
            left = buttons[0].rect.right + theme.GAP
            buttons.append(Button(pygame.Rect(left, BOTTOM_Y, theme.CANVAS_W - 2 * left, theme.BUTTON_H),
                                  self.offer_title(ctx), "continue", kind="primary", icon="play"))
        return buttons

    def offer_title(self, ctx: Context) -> str:
        """"Continue: Kupferkessel Co. · 12 min ago"."""
        assert self.offer is not None
        record = self.offer[0]
        minutes = last_game.minutes_ago(ctx, record)
        if minutes < 1:
            ago = ctx.tr("idle.just_now")
        elif minutes < 60:
            ago = ctx.tr("idle.minutes_ago", count=minutes)
        else:
            ago = ctx.tr("idle.hours_ago", count=minutes // 60, minutes=minutes % 60)
        return ctx.tr("idle.continue", game=ctx.tr(GAMES[record.game].title_key)) + " · " + ago

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "back":
            return None if self.kiosk else Quit()
        if intent.kind == "key" and intent.key and intent.key.isdigit():
            index = int(intent.key) - 1
            infos = list(self.games.values())
            return self.open_game(infos[index], ctx) if 0 <= index < len(infos) else None
        pressed = self.buttons.handle(intent)
        if pressed is None:
            return None
        if isinstance(pressed.action, GameInfo):
            return self.open_game(pressed.action, ctx)
        if pressed.action == "settings":
            from games.app.settings_scene import SettingsScene

            return organiser_only(ctx, "settings", lambda ctx: Push(SettingsScene(kiosk=self.kiosk)))
        if pressed.action == "organiser":
            from games.app.kiosk.organiser_menu import OrganiserMenuScene

            return organiser_only(ctx, "organiser", lambda ctx: Push(OrganiserMenuScene()))
        if pressed.action == "language":
            self.switch_language(ctx)
        if pressed.action == "quit":
            return Quit()
        if pressed.action == "continue" and self.offer is not None:
            return self.continue_offer(ctx)
        return None

    def switch_language(self, ctx: Context) -> None:
        """Guests may switch between German and English (saved like the settings screen does)."""
        from games.app.store.settings import save_settings

        ctx.settings.language = "en" if ctx.settings.language == "de" else "de"
        set_language = getattr(ctx.tr, "set_language", None)
        if set_language is not None:
            set_language(ctx.settings.language)
        else:
            ctx.tr.language = ctx.settings.language
        save_settings(ctx.storage, ctx.settings)
        self._glow = None
        self.enter(ctx)

    def continue_offer(self, ctx: Context) -> Transition | None:
        """Open the game left behind where it was."""
        assert self.offer is not None
        game, where = self.offer[0].game, self.offer[0].where
        try:
            transition = last_game.continue_transition(ctx, game, where)
        except Exception as error:
            return self._unavailable(GAMES[game], short_reason(error), ctx)
        last_game.note_running(ctx, game, where)
        return transition

    def open_game(self, info: GameInfo, ctx: Context) -> Transition:
        """Push the game's first scene, or a message saying why it cannot start."""
        try:
            scene = resolve(info.ui_entry)(ctx)  # type: ignore[operator]
        except ModuleNotFoundError as error:
            reason = ctx.tr("app.game_missing") if error.name and info.ui_entry.startswith(error.name) else short_reason(error)
            return self._unavailable(info, reason, ctx)
        except Exception as error:  # a broken game must not take the start screen with it
            return self._unavailable(info, short_reason(error), ctx)
        if not isinstance(scene, Scene):
            return self._unavailable(info, f"{info.ui_entry} returned {type(scene).__name__}", ctx)
        if self.kiosk:
            last_game.note_running(ctx, info.id)
        return Push(scene)

    def _unavailable(self, info: GameInfo, reason: str, ctx: Context) -> Transition:
        title = ctx.tr("app.game_unavailable_title")
        body = ctx.tr("app.game_unavailable_body", game=ctx.tr(info.title_key), reason=reason)
        return Push(MessageScene(title, body, icon="warning"))

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_background(canvas)
        self.draw_title(canvas, ctx)
        for number, button in enumerate(self.buttons.buttons, start=1):
            if isinstance(button.action, GameInfo):
                self.draw_card(canvas, ctx, button, number)
        for button in self.buttons.buttons:
            if button.action == "continue":
                self.draw_offer(canvas, ctx, button)
            elif not isinstance(button.action, GameInfo):
                draw_button(canvas, ctx.fonts, button, hovered=self.buttons.hovered(button),
                            focused=self.buttons.focused(button))
        if self.offer is None:
            self.draw_hints(canvas, ctx)

    def draw_offer(self, canvas: pygame.Surface, ctx: Context, button: Button) -> None:
        """The continue button: the game and when it was left, the saved game in words below."""
        plate = Button(button.rect, "", kind=button.kind)
        draw_button(canvas, ctx.fonts, plate, hovered=self.buttons.hovered(button), focused=self.buttons.focused(button))
        ink = theme.TEXT_LIGHT
        icon = pygame.Rect(button.rect.x + theme.PAD, button.rect.centery - 32, 64, 64)
        draw_icon(canvas, "play", icon, ink)
        room = button.rect.right - theme.PAD - (icon.right + theme.PAD)
        title = self.offer_title(ctx)
        draw_text(canvas, title, fit_font(ctx.fonts, title, room, theme.TEXT_LABEL - 2, min_size=24, bold=True, serif=False),
                  ink, (icon.right + theme.PAD, button.rect.y + 30), "midleft")
        summary = self.offer[1] if self.offer is not None else ""
        draw_text(canvas, summary, fit_font(ctx.fonts, summary, room, theme.TEXT_SMALL - 2, min_size=24, serif=False),
                  ink, (icon.right + theme.PAD, button.rect.bottom - 28), "midleft")

    def draw_hints(self, canvas: pygame.Surface, ctx: Context) -> None:
        """What to do, between the bottom buttons."""
        bottom = [b.rect for b in self.buttons.buttons if not isinstance(b.action, GameInfo) and b.rect.y == BOTTOM_Y]
        left = max(rect.right for rect in bottom if rect.centerx < theme.CANVAS_W // 2) + theme.GAP
        right = min((rect.left for rect in bottom if rect.centerx > theme.CANVAS_W // 2),
                    default=theme.CANVAS_W - left) - theme.GAP
        hint = ctx.tr("app.choose_game")
        font = fit_font(ctx.fonts, hint, right - left, theme.TEXT_BODY - 2, min_size=24)
        draw_text(canvas, hint, font, theme.TEXT_MUTED, ((left + right) // 2, bottom[0].centery), "center")

    def draw_title(self, canvas: pygame.Surface, ctx: Context) -> None:
        """"Athanor" large in brass with an ember glow, the tagline below."""
        centre = theme.CANVAS_W // 2
        font = ctx.fonts.get(theme.TEXT_HERO, bold=True)
        title = ctx.tr("app.title")
        if self._glow is None or self._glow[0] != title:
            glow = font.render(title, True, theme.EMBER)
            glow = pygame.transform.smoothscale_by(pygame.transform.smoothscale_by(glow, 0.125), 8)
            glow.set_alpha(150)
            self._glow = (title, glow)
        glow = self._glow[1]
        canvas.blit(glow, glow.get_rect(center=(centre, 138)))
        draw_text(canvas, title, font, theme.BRASS_LIGHT, (centre, 138), "center", shadow=theme.INK)
        tagline = ctx.tr("app.tagline")
        draw_text(canvas, tagline, ctx.fonts.get(theme.TEXT_HEADING - 6, serif=True), theme.TEXT_MUTED, (centre, 236),
                  "center")

    @staticmethod
    def card_layout(rect: pygame.Rect) -> dict[str, pygame.Rect]:
        """Where the parts of a game card go: emblem, title line, blurb box, play strip (a wide, low
        card: emblem and play strip at the left, title and blurb at the right)."""
        if rect.h < rect.w < COMPACT_W:
            pad, side = theme.PAD, 64
            title = pygame.Rect(rect.x + 84, rect.y + pad - 4, rect.w - 84 - pad, 48)
            emblem = pygame.Rect(rect.x + pad, rect.bottom - pad - side, side, side)
            play = pygame.Rect(emblem.right + 16, emblem.y, rect.right - pad - emblem.right - 16, side)
            blurb = pygame.Rect(rect.x + pad, title.bottom + 4, rect.w - 2 * pad, play.top - title.bottom - 8)
            return {"emblem": emblem, "title": title, "blurb": blurb, "play": play}
        if rect.w > rect.h:
            column = pygame.Rect(rect.x + 2 * theme.PAD, rect.y + theme.PAD, 260, rect.h - 2 * theme.PAD)
            play = pygame.Rect(column.x, column.bottom - 80, column.w, 80)
            emblem = pygame.Rect(0, 0, play.top - column.y - 12, play.top - column.y - 12)
            emblem.midtop = (column.centerx, column.y)
            title = pygame.Rect(column.right + 2 * theme.PAD, column.y, rect.right - 2 * theme.PAD - column.right
                                - 2 * theme.PAD, 64)
            blurb = pygame.Rect(title.x, title.bottom + 8, title.w, column.bottom - title.bottom - 8)
            return {"emblem": emblem, "title": title, "blurb": blurb, "play": play}
        inner_w = rect.w - 4 * theme.PAD
        emblem = pygame.Rect(0, 0, 190, 190)
        emblem.midtop = (rect.centerx, rect.y + theme.PAD)
        title = pygame.Rect(rect.x + 2 * theme.PAD, emblem.bottom + 8, inner_w, 76)
        play = pygame.Rect(rect.x + 2 * theme.PAD, rect.bottom - 40 - 84, inner_w, 84)
        blurb = pygame.Rect(title.x, title.bottom + 4, inner_w, play.top - title.bottom - 4 - 16)
        return {"emblem": emblem, "title": title, "blurb": blurb, "play": play}

    def draw_card(self, canvas: pygame.Surface, ctx: Context, button: Button, number: int) -> None:
        """A parchment card: number badge, emblem, title, blurb and a play strip."""
        info: GameInfo = button.action  # type: ignore[assignment]
        hovered = self.buttons.hovered(button)
        rect = button.rect.move(0, -8) if hovered else button.rect
        parts = self.card_layout(rect)
        draw_panel(canvas, rect)
        if hovered:
            pygame.draw.rect(canvas, theme.EMBER, rect, theme.BORDER + 2, border_radius=theme.RADIUS)
        draw_emblem(canvas, info.id, parts["emblem"])
        compact = rect.h < rect.w < COMPACT_W
        badge = (rect.x + 58, rect.y + 58) if rect.w <= rect.h else (rect.x + 46, rect.y + 46)
        radius = 38
        if compact:  # a smaller badge, clear of the blurb below the title
            badge, radius = (rect.x + 40, rect.y + 38), 29
        pygame.draw.circle(canvas, theme.BRASS_DARK, badge, radius)
        pygame.draw.circle(canvas, theme.BRASS, badge, radius - 4)
        draw_text(canvas, str(number), ctx.fonts.get(44 if not compact else 36, bold=True, serif=False), theme.INK_TEXT,
                  badge, "center")
        font = fit_font(ctx.fonts, button.label, parts["title"].w, 58, min_size=36, bold=True)
        draw_text(canvas, button.label, font, theme.INK_TEXT, parts["title"].center, "center")
        wide = rect.w > rect.h
        draw_text_box(canvas, ctx.fonts, ctx.tr(info.blurb_key), parts["blurb"], theme.INK_MUTED, theme.TEXT_BODY,
                      min_size=28, align="left" if wide else "center")
        play = Button(parts["play"], ctx.tr("app.play"), kind="primary", icon="play")
        draw_button(canvas, ctx.fonts, play, hovered=hovered)
        if self.buttons.focused(button):
            pygame.draw.rect(canvas, theme.FOCUS, button.rect.inflate(20, 20), theme.FOCUS_WIDTH,
                             border_radius=theme.RADIUS + 8)


def reopen_running(stack: "SceneStack", ctx: Context) -> bool:
    """Open the game the last-game record says was running when the window went down (the first
    entry of the start screen keeps that record) and continue its saved game where it was; False
    when there was none."""
    record = last_game.read(ctx)
    root = stack.scenes[0] if stack.scenes else None
    if record is None or record.state != last_game.RUNNING or not isinstance(root, StartScene) \
            or record.game not in root.games:
        return False
    stack.apply(last_game.continue_transition(ctx, record.game, record.where))
    last_game.note_running(ctx, record.game, record.where)
    return stack.top is not root
