"""The "what happened" log every game shows: derived from the match record, never saved on its own.

    log = EventLog(narrate)               # narrate(happening) -> the game's lines for one action
    log.rebuild(session.history())        # entering the board, after an undo, for a new viewer
    log.add(happening)                    # as the screen shows each new action (its clip starts)
    panel = EventLogPanel(rect)           # a box on the board: the newest lines at the bottom
    panel.handle(intent, log)             # -> "scroll" (wheel, PageUp/PageDown, ▲ ▼) or "open" (a tap)
    panel.draw(canvas, ctx, log, title)
    Push(EventLogScene(log, title))       # the whole log on one large page, for reading back

    log = EventLog(narrate, picture=draw_of)  # draw_of(item) -> Drawing | None: a picture at the left
                                          # of the item's lines (the lab's flasks and ingredients)

`narrate` is the game's `narrate(action, before, after)`, handed the whole Happening (action, the
viewer's views before and after, the seat that acted) and returning the lines in reading order.
Any item with an `index` (its place in the record) may be narrated: the lab logs its results.
Because the log is rebuilt from the record (MatchSession.history()), it is the same after a
restart, follows an undo, and never says more than the viewer may see. Entries are listed oldest
first; each entry's lines stay in the game's order. Text is drawn at LOG_TEXT_SIZE canvas px or
more (readable in a 1280 x 720 window).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Literal, Protocol, Sequence

import pygame

from games.app.kit import theme
from games.app.scene import Context, Intent, Pop, Scene, Transition
from games.app.kit.text import Fonts, wrap_text
from games.app.kit.widgets import Button, ButtonGroup, dim, draw_button, draw_panel, draw_text, fit_font

LOG_TEXT_SIZE = 26  # canvas px in the board's panel (17 px in a 1280 x 720 window)
PAGE_TEXT_SIZE = 34  # on the full page
TEXT_TOP = 48  # the lines start this far below the panel's top: under its title (12 + 31 px)
SCROLL_W = 76  # the ▲ ▼ buttons' width: a finger's target in a 1280 x 720 window
PICTURE_ROWS = 2  # a picture is as tall as two lines and as wide as it is tall
Drawing = Callable[[pygame.Surface, pygame.Rect], None]
PanelAction = Literal["scroll", "open"]


class Numbered(Protocol):
    """What the log narrates: a Happening, or any item that knows its place in the record."""

    @property
    def index(self) -> int: ...


Narrate = Callable[[Any], Sequence[str]]
PictureOf = Callable[[Any], "Drawing | None"]


@dataclass(frozen=True)
class LogEntry:
    """The lines one action added, and its place in the match log."""

    index: int
    lines: tuple[str, ...]
    picture: Drawing | None = field(default=None, compare=False)


class EventLog:
    """The narrated entries of a match, oldest first; `version` changes with every change."""

    def __init__(self, narrate: Narrate, picture: PictureOf | None = None) -> None:
        self.narrate = narrate
        self.picture = picture
        self.entries: list[LogEntry] = []
        self.version = 0

    def rebuild(self, happenings: Sequence[Numbered]) -> None:
        """Narrate a whole history afresh."""
        self.entries = []
        for happening in happenings:
            self._append(happening)
        self.version += 1

    def add(self, happening: Numbered) -> None:
        """Narrate one more action (those with nothing to say add nothing)."""
        if self._append(happening):
            self.version += 1

    def _append(self, happening: Numbered) -> bool:
        lines = tuple(line for line in self.narrate(happening) if line)
        if lines:
            picture = self.picture(happening) if self.picture is not None else None
            self.entries.append(LogEntry(happening.index, lines, picture))
        return bool(lines)

    @property
    def has_pictures(self) -> bool:
        """Whether any entry carries a picture (its lines then leave room at the left)."""
        return any(entry.picture is not None for entry in self.entries)

    @property
    def lines(self) -> list[str]:
        """Every line in reading order."""
        return [line for entry in self.entries for line in entry.lines]


@dataclass(frozen=True)
class _Row:
    text: str
    entry: int  # position of its entry in the log
    starts_entry: bool
    picture: Drawing | None = None  # drawn at the left of an entry's first row


class _Scroller:
    """The log's wrapped rows for one width and size, and how far they are scrolled up."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.rows: list[_Row] = []
        self.key: tuple[int, int, int] | None = None  # (log identity, version, width)
        self.offset = 0  # rows hidden below the window: 0 follows the newest line
        self.visible = 1
        self.gutter = 0  # room at the left for the entries' pictures

    def layout(self, fonts: Fonts, log: EventLog, width: int, height: int) -> None:
        """Wrap the log's lines to `width` (only when the log or width changed)."""
        font = fonts.get(self.size, serif=True)
        self.visible = max(1, height // font.get_linesize())
        key = (id(log), log.version, width)
        if key == self.key:
            return
        self.gutter = PICTURE_ROWS * font.get_linesize() + theme.GAP if log.has_pictures else 0
        rows: list[_Row] = []
        for number, entry in enumerate(log.entries):
            for line_number, line in enumerate(entry.lines):
                for part, text in enumerate(wrap_text(font, line, width - self.gutter)):
                    first = line_number == 0 and part == 0
                    rows.append(_Row(text, number, first, entry.picture if first else None))
        if self.key is not None and self.key[0] == id(log) and self.offset > 0:
            self.offset += max(0, len(rows) - len(self.rows))  # keep the lines being read in place
        self.rows, self.key = rows, key
        self.scroll(0)

    def scroll(self, rows: int) -> None:
        """Move the window `rows` up (positive) or down, within the log."""
        self.offset = max(0, min(self.offset + rows, max(0, len(self.rows) - self.visible)))

    @property
    def can_scroll_up(self) -> bool:
        return self.offset < len(self.rows) - self.visible

    @property
    def can_scroll_down(self) -> bool:
        return self.offset > 0

    def window(self) -> list[_Row]:
        """The rows that fit, the newest at the bottom, starting with the first line of an entry when
        one starts in the window (an entry taller than the window shows as much of it as fits)."""
        end = len(self.rows) - self.offset
        rows = self.rows[max(0, end - self.visible):end]
        first = next((i for i, row in enumerate(rows) if row.starts_entry), 0)
        return rows[first:]

    def draw(self, canvas: pygame.Surface, fonts: Fonts, box: pygame.Rect, newest: int, bold_newest: bool,
             from_top: bool = False) -> None:
        """The window's rows at the bottom of `box` (at its top when `from_top` and the whole log fits);
        the newest entry in dark ink, rules between entries."""
        font = fonts.get(self.size)
        bold = fonts.get(self.size, bold=True)
        step = font.get_linesize()
        rows = self.window()
        fits = len(self.rows) <= self.visible
        y = box.y if from_top and fits else max(box.y, box.bottom - len(rows) * step)
        clip = canvas.get_clip()
        canvas.set_clip(box.clip(clip))
        for row in rows:
            latest = row.entry == newest
            if row.starts_entry and row is not rows[0]:
                pygame.draw.line(canvas, theme.PARCHMENT_DARK, (box.x, y + 1), (box.right, y + 1), 2)
            if row.picture is not None:
                side = PICTURE_ROWS * step - 12
                row.picture(canvas, pygame.Rect(box.x, y + 6, side, side))
            draw_text(canvas, row.text, bold if latest and bold_newest else font,
                      theme.INK_TEXT if latest else theme.INK_MUTED, (box.x + self.gutter, y + 2))
            y += step
        canvas.set_clip(clip)


def _scroll_amount(intent: Intent, page: int) -> int | None:
    """Rows to scroll for a wheel or key intent (positive = back in time); None for others."""
    if intent.kind == "scroll" and isinstance(intent.data, int):
        return 3 * intent.data
    keys = {"pageup": page, "pagedown": -page, "home": 10**6, "end": -10**6}
    return keys.get(intent.key or "") if intent.kind == "key" else None


class EventLogPanel:
    """The log in a box of the board: title, the newest lines at the bottom, ▲ ▼ to scroll."""

    def __init__(self, rect: pygame.Rect, size: int = LOG_TEXT_SIZE) -> None:
        self.rect = rect
        self.scroller = _Scroller(size)
        self.up = Button(pygame.Rect(rect.right - SCROLL_W - 8, rect.y + 8, SCROLL_W, (rect.h - 24) // 2), "",
                         "up", kind="quiet", icon="up")
        self.down = Button(pygame.Rect(self.up.rect.x, self.up.rect.bottom + 8, SCROLL_W, self.up.rect.h), "",
                           "down", kind="quiet", icon="down")
        self.text_box = pygame.Rect(rect.x + 16, rect.y + TEXT_TOP, self.up.rect.x - rect.x - 28, rect.h - TEXT_TOP - 6)

    def handle(self, intent: Intent) -> PanelAction | None:
        """Scroll on the wheel, PageUp/PageDown/Home/End and the ▲ ▼ buttons; "open" for a tap on
        the lines; None when the intent is not the panel's."""
        amount = _scroll_amount(intent, max(1, self.scroller.visible - 1))
        if amount is not None:
            self.scroller.scroll(amount)
            return "scroll"
        if intent.kind != "click":
            return None
        if intent.pos is None or not self.rect.collidepoint(intent.pos):
            return None
        for button, direction in ((self.up, 1), (self.down, -1)):
            if button.rect.collidepoint(intent.pos):
                self.scroller.scroll(direction * max(1, self.scroller.visible - 1))
                return "scroll"
        return "open"

    def draw(self, canvas: pygame.Surface, ctx: Context, log: EventLog, title: str) -> None:
        """Parchment box, title, the log's window and the scroll buttons."""
        pygame.draw.rect(canvas, theme.PARCHMENT, self.rect, border_radius=14)
        pygame.draw.rect(canvas, theme.BRASS, self.rect, 3, border_radius=14)
        font = fit_font(ctx.fonts, title, self.text_box.w, LOG_TEXT_SIZE, min_size=24, bold=True, serif=False)
        draw_text(canvas, title, font, theme.INK_MUTED, (self.text_box.x, self.rect.y + 12))
        self.scroller.layout(ctx.fonts, log, self.text_box.w, self.text_box.h)
        self.scroller.draw(canvas, ctx.fonts, self.text_box, len(log.entries) - 1, bold_newest=False)
        self.up.enabled, self.down.enabled = self.scroller.can_scroll_up, self.scroller.can_scroll_down
        for button in (self.up, self.down):
            draw_button(canvas, ctx.fonts, button)


class EventLogScene(Scene):
    """The whole log on a large page over the board (a log that fits starts at the top): scroll with the
    wheel, keys or ▲ ▼; Back closes."""

    overlay = True
    PAGE = pygame.Rect(200, 60, 1520, 960)

    def __init__(self, log: EventLog, title: str, empty: str = "") -> None:
        self.log = log
        self.title = title
        self.empty = empty  # said on the page while the log has no entry
        self.scroller = _Scroller(PAGE_TEXT_SIZE)
        self.buttons = ButtonGroup()

    def enter(self, ctx: Context) -> None:
        page = self.PAGE
        close = pygame.Rect(page.right - 360 - theme.PAD, page.bottom - theme.BUTTON_H - theme.PAD, 360, theme.BUTTON_H)
        side = pygame.Rect(page.right - 120 - theme.PAD, page.y + 120, 120, (close.y - page.y - 120 - 3 * theme.GAP) // 2)
        self.buttons.set([
            Button(side, "", "up", kind="quiet", icon="up"),
            Button(side.move(0, side.h + theme.GAP), "", "down", kind="quiet", icon="down"),
            Button(close, ctx.tr("app.close"), "close", kind="primary", icon="check"),
        ])

    def _text_box(self) -> pygame.Rect:
        """The lines' room: left of the ▲ ▼ buttons, above Close."""
        page = self.PAGE
        bottom = page.bottom - theme.BUTTON_H - 2 * theme.PAD - 8
        return pygame.Rect(page.x + 2 * theme.PAD, page.y + 120, page.w - 4 * theme.PAD - 150, bottom - page.y - 120)

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind in ("back", "confirm"):
            return Pop()
        page = max(1, self.scroller.visible - 1)
        amount = _scroll_amount(intent, page)
        if amount is None and intent.kind == "key" and intent.key in ("up", "down"):
            amount = 1 if intent.key == "up" else -1
        if amount is not None:
            self.scroller.scroll(amount)
            return None
        pressed = self.buttons.handle(intent)
        if pressed is None:
            return None
        if pressed.action == "close":
            return Pop()
        self.scroller.scroll(page if pressed.action == "up" else -page)
        return None

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        dim(canvas)
        draw_panel(canvas, self.PAGE)
        font = fit_font(ctx.fonts, self.title, self.PAGE.w - 4 * theme.PAD, theme.TEXT_TITLE - 8, min_size=36, bold=True)
        draw_text(canvas, self.title, font, theme.INK_TEXT, (self.PAGE.x + 2 * theme.PAD, self.PAGE.y + 30))
        box = self._text_box()
        if not self.log.entries and self.empty:
            draw_text(canvas, self.empty, ctx.fonts.get(PAGE_TEXT_SIZE), theme.INK_MUTED, box.topleft)
        self.scroller.layout(ctx.fonts, self.log, box.w, box.h)
        self.scroller.draw(canvas, ctx.fonts, box, len(self.log.entries) - 1, bold_newest=True, from_top=True)
        self.buttons.buttons[0].enabled = self.scroller.can_scroll_up
        self.buttons.buttons[1].enabled = self.scroller.can_scroll_down
        self.buttons.draw(canvas, ctx.fonts)
