"""The rules help every game opens: sections as tabs, the page scrolls, house rules marked.

    book = RulesBook(
        title="Rules of Kupferkessel Co.",
        sections=(RulesSection("The idea", text), RulesSection("Symbols", text, picture=draw_cards, picture_w=240)),
        house=HouseRules("House rules", intro="Where the printed rules are silent ...", tag="House rule",
                         texts=[ctx.tr(rule.text_key) for rule in HOUSE_RULES]),
        keys=RulesSection("Playing on screen", text))
    Push(RulesHelpScene(lambda ctx: make_book(ctx), section=0, badge="Code KABC"))
    RulesSection("What the lab does", "", terms=[("Test on student", "Choose two ingredients ...")])

    book_of(ctx, "kupferkessel", ("goal", "turn"), house_rule_keys, {"symbols": (draw_cards, 240)})
                                          # the same book from the texts "<domain>.rules.<section>.title/text"

The game gives its words (already translated; the book is rebuilt in `enter`, so a language
change shows at once) and, per section, an optional picture drawn at the right of the text and
optional terms (a name in bold, its explanation below; e.g. the lab's flows). The
house rules — the game's HOUSE_RULES, our decisions where the printed rules are silent — get a
tab of their own, each with a "House rule" badge. Text is laid out at the largest size from
TEXT_SIZES that fits the page; what still does not fit scrolls (wheel, Up/Down, PageUp/PageDown,
the ▲ ▼ buttons). Tabs: a tap, Left/Right, or the digit keys.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

import pygame

from games.app.kit import theme
from games.app.scene import Context, Intent, Pop, Scene, Transition
from games.app.kit.text import Fonts, wrap_text
from games.app.kit.widgets import (
    Button, ButtonGroup, TitleBar, draw_background, draw_button, draw_panel, draw_text, fit_font,
)

Drawing = Callable[[pygame.Surface, pygame.Rect], None]
TEXT_SIZES = (36, 34, 32, 30, 28)
TABS = pygame.Rect(48, 176, 420, 860)
PAGE = pygame.Rect(500, 176, 1372, 860)
TAB_GAP = 16
BADGE_W = 210
SCROLL_W = 90
PARAGRAPH_GAP = 0.6  # of a line, between paragraphs


@dataclass(frozen=True)
class RulesSection:
    """One tab: its title, its text (paragraphs separated by newlines), an optional picture, and
    optional terms below the text: (name, explanation) pairs, each name in bold above its text."""

    title: str
    text: str
    picture: Drawing | None = None
    picture_w: int = 0  # room the picture takes at the right of the text
    terms: Sequence[tuple[str, str]] = ()


@dataclass(frozen=True)
class HouseRules:
    """The house rules tab: an introduction and one text per house rule, each badged `tag`."""

    title: str
    intro: str
    tag: str
    texts: Sequence[str]


@dataclass(frozen=True)
class RulesBook:
    """The whole help: the game's sections, then its house rules, then how to play on screen."""

    title: str
    sections: Sequence[RulesSection]
    house: HouseRules | None = None
    keys: RulesSection | None = None

    def tabs(self) -> list[str]:
        """The tab titles in order."""
        titles = [section.title for section in self.sections]
        if self.house is not None:
            titles.append(self.house.title)
        if self.keys is not None:
            titles.append(self.keys.title)
        return titles


@dataclass
class _Line:
    text: str
    y: int
    badge: str | None = None  # the house-rule badge drawn at the left of this line
    muted: bool = False
    bold: bool = False  # a term's name


@dataclass
class _Page:
    """A section laid out at one size: its lines with their y, and the total height."""

    size: int
    lines: list[_Line] = field(default_factory=list)
    height: int = 0


def _layout_paragraphs(fonts: Fonts, section: RulesSection, width: int, size: int) -> _Page:
    font, bold = fonts.get(size), fonts.get(size, bold=True)
    step = font.get_linesize()
    page, y = _Page(size), 0
    paragraphs = [("", text) for text in section.text.split("\n") if text or not section.terms]
    for name, text in [*paragraphs, *section.terms]:
        for line in wrap_text(bold, name, width) if name else []:
            page.lines.append(_Line(line, y, bold=True))
            y += step
        for line in wrap_text(font, text, width):
            page.lines.append(_Line(line, y))
            y += step
        y += int(step * PARAGRAPH_GAP)
    page.height = y - int(step * PARAGRAPH_GAP)
    return page


def _layout_house(fonts: Fonts, house: HouseRules, width: int, size: int) -> _Page:
    font = fonts.get(size)
    step = font.get_linesize()
    page, y = _Page(size), 0
    for line in wrap_text(font, house.intro, width):
        page.lines.append(_Line(line, y, muted=True))
        y += step
    y += step
    for text in house.texts:
        for number, line in enumerate(wrap_text(font, text, width - BADGE_W)):
            page.lines.append(_Line(line, y, badge=house.tag if number == 0 else None))
            y += step
        y += int(step * PARAGRAPH_GAP)
    page.height = y
    return page


def book_of(ctx: Context, domain: str, sections: Sequence[str], house_rule_keys: Sequence[str],
            pictures: dict[str, tuple[Drawing, int]] | None = None) -> RulesBook:
    """A game's book from its translation tables: "<domain>.rules.title", each section's
    "<domain>.rules.<name>.title" and ".text" (optionally with a picture and its width), the house
    rules' texts under "<domain>.rules.house.title/intro/tag", and "<domain>.rules.keys" last."""
    tr, pictures = ctx.tr, pictures or {}

    def section(name: str) -> RulesSection:
        picture, width = pictures.get(name, (None, 0))
        return RulesSection(tr(f"{domain}.rules.{name}.title"), tr(f"{domain}.rules.{name}.text"), picture, width)

    house = HouseRules(tr(f"{domain}.rules.house.title"), tr(f"{domain}.rules.house.intro"),
                       tr(f"{domain}.rules.house.tag"), [tr(key) for key in house_rule_keys])
    return RulesBook(tr(f"{domain}.rules.title"), [section(name) for name in sections], house, section("keys"))


class RulesHelpScene(Scene):
    """One section at a time; `make_book(ctx)` gives the book in the current language; `badge` is a
    plate at the right of the title bar (e.g. the running game's code)."""

    def __init__(self, make_book: Callable[[Context], RulesBook], section: int = 0, badge: str | None = None) -> None:
        self.make_book = make_book
        self.badge = badge
        self.index = section
        self.book: RulesBook | None = None
        self.buttons = ButtonGroup()
        self.title_bar: TitleBar | None = None
        self.scroll = 0  # pixels of the page scrolled out at the top
        self.page: _Page | None = None
        self.up = Button(pygame.Rect(PAGE.right - SCROLL_W - 20, PAGE.y + 110, SCROLL_W, 220), "", "up", kind="quiet",
                         icon="up")
        self.down = Button(self.up.rect.move(0, self.up.rect.h + 20), "", "down", kind="quiet", icon="down")

    def enter(self, ctx: Context) -> None:
        self.book = self.make_book(ctx)
        self.index = max(0, min(self.index, len(self.book.tabs()) - 1))
        self.title_bar = TitleBar(self.book.title, ctx.tr("app.back"), self.badge)
        self._build_tabs()
        self.page = None

    def _build_tabs(self) -> None:
        titles = self.book.tabs() if self.book else []
        tab_h = min(theme.BUTTON_H, (TABS.h - TAB_GAP * (len(titles) - 1)) // max(1, len(titles)))
        self.buttons.set([
            Button(pygame.Rect(TABS.x, TABS.y + i * (tab_h + TAB_GAP), TABS.w, tab_h), title, i,
                   kind="selected" if i == self.index else "quiet")
            for i, title in enumerate(titles)
        ])

    @property
    def section(self) -> int:
        """The index of the tab shown."""
        return self.index

    def show(self, index: int) -> None:
        """Switch to tab `index` (wrapping round), at its top."""
        count = len(self.buttons.buttons)
        self.index = index % count if count else 0
        self.scroll = 0
        self.page = None
        self._build_tabs()

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "back" or (self.title_bar is not None and self.title_bar.handle(intent)):
            return Pop()
        if intent.kind == "key" and intent.key in ("left", "right"):
            self.show(self.index + (1 if intent.key == "right" else -1))
            return None
        if intent.kind == "key" and intent.key and intent.key.isdigit() and 1 <= int(intent.key) <= len(self.buttons.buttons):
            self.show(int(intent.key) - 1)
            return None
        amount = self._scroll_amount(intent)
        if amount:
            self._scroll_by(amount)
            return None
        pressed = self.buttons.handle(intent)
        if pressed is not None:
            self.show(int(pressed.action))  # type: ignore[arg-type]
        return None

    def _scroll_amount(self, intent: Intent) -> int:
        page = PAGE.h - 200
        if intent.kind == "scroll" and isinstance(intent.data, int):
            return -120 * intent.data
        if intent.kind == "key":
            return {"up": -80, "down": 80, "pageup": -page, "pagedown": page}.get(intent.key or "", 0)
        if intent.kind == "click" and self.scrollable:
            if self.up.rect.collidepoint(intent.pos or (-1, -1)):
                return -page
            if self.down.rect.collidepoint(intent.pos or (-1, -1)):
                return page
        return 0

    def _scroll_by(self, pixels: int) -> None:
        room = self._body().h
        most = max(0, (self.page.height if self.page else 0) - room)
        self.scroll = max(0, min(most, self.scroll + pixels))

    @property
    def scrollable(self) -> bool:
        """True when the section is taller than the page at the smallest size."""
        return self.page is not None and self.page.height > self._body().h

    # -- layout and drawing ------------------------------------------------------------------------

    def _body(self) -> pygame.Rect:
        inner = PAGE.inflate(-96, -72)
        return pygame.Rect(inner.x, inner.y + 96, inner.w, inner.h - 96)

    def _current(self) -> RulesSection | HouseRules:
        book = self.book
        assert book is not None
        sections: list[RulesSection | HouseRules] = list(book.sections)
        if book.house is not None:
            sections.append(book.house)
        if book.keys is not None:
            sections.append(book.keys)
        return sections[self.index]

    def _lay_out(self, fonts: Fonts) -> _Page:
        """The section at the largest size that fits (the smallest one scrolls)."""
        body = self._body()
        current = self._current()
        for size in TEXT_SIZES:
            width = body.w - self._picture_w(current) - (SCROLL_W + 30 if size == TEXT_SIZES[-1] else 0)
            page = (_layout_house(fonts, current, width, size) if isinstance(current, HouseRules)
                    else _layout_paragraphs(fonts, current, width, size))
            if page.height <= body.h:
                return page
        return page

    @staticmethod
    def _picture_w(current: RulesSection | HouseRules) -> int:
        return current.picture_w if isinstance(current, RulesSection) and current.picture is not None else 0

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_background(canvas)
        if self.title_bar is not None:
            self.title_bar.draw(canvas, ctx.fonts)
        self.buttons.draw(canvas, ctx.fonts)
        draw_panel(canvas, PAGE)
        if self.book is None:
            return
        if self.page is None:
            self.page = self._lay_out(ctx.fonts)
            self._scroll_by(0)
        current = self._current()
        inner = PAGE.inflate(-96, -72)
        title = current.title
        draw_text(canvas, title, fit_font(ctx.fonts, title, inner.w, theme.TEXT_TITLE - 6, min_size=32, bold=True),
                  theme.INK_TEXT, inner.topleft)
        body = self._body()
        if isinstance(current, RulesSection) and current.picture is not None:
            current.picture(canvas, pygame.Rect(body.right - current.picture_w, body.y, current.picture_w, body.h))
        self._draw_lines(canvas, ctx, body)
        if self.scrollable:
            self.up.enabled, self.down.enabled = self.scroll > 0, self.scroll < self.page.height - body.h
            draw_button(canvas, ctx.fonts, self.up)
            draw_button(canvas, ctx.fonts, self.down)

    def _draw_lines(self, canvas: pygame.Surface, ctx: Context, body: pygame.Rect) -> None:
        page = self.page
        assert page is not None
        font, bold = ctx.fonts.get(page.size), ctx.fonts.get(page.size, bold=True)
        tag_font = fit_font(ctx.fonts, self._tag(), BADGE_W - 30, 26, min_size=24, bold=True, serif=False)
        for line in page.lines:
            y = body.y + line.y - self.scroll
            if y < body.y or y + font.get_height() > body.bottom:  # only whole lines: the rest scrolls
                continue
            x = body.x
            if line.badge is not None:
                badge = pygame.Rect(x, y + (font.get_height() - 40) // 2, BADGE_W - 24, 40)
                pygame.draw.rect(canvas, theme.BRASS_DARK, badge, border_radius=20)
                draw_text(canvas, line.badge, tag_font, theme.TEXT_LIGHT, badge.center, "center")
            if self._badged_page() and not line.muted:
                x += BADGE_W
            draw_text(canvas, line.text, bold if line.bold else font, theme.INK_MUTED if line.muted else theme.INK_TEXT,
                      (x, y))

    def _tag(self) -> str:
        return self.book.house.tag if self.book is not None and self.book.house is not None else ""

    def _badged_page(self) -> bool:
        return isinstance(self._current(), HouseRules)
