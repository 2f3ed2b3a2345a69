"""Drawing primitives of the table, in design pixels of the 1920 x 1080 canvas scaled by the layout.

A `Pen` bundles the surface, the layout (for scaling), the context (fonts, `tr`) and the icon
cache, so the region painters stay short: `pen.text(...)`, `pen.fit(...)`, `pen.cube(...)`,
`pen.mark(...)`. Text is never drawn below `MIN_TEXT` design px (24 = 16 px at 1280 x 720).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from games.alchemists.board.ui import printed
from games.alchemists.board.ui.layout import TableLayout
from games.alchemists.board.ui.targets import CHOSEN, FOCUS, OPTION, Hit, Marks, Target
from games.alchemists.ui.icons import IconCache
from games.alchemists.ui.players import PLAYER_INK, PLAYER_RGB
from games.app.kit import theme
from games.app.kit.colour_marks import draw_mark
from games.app.scene import Context
from games.app.kit.text import Anchor, fit_font

MIN_TEXT = 24  # design px: the smallest text a player reads
LABEL = 26  # design px of labels on the board
FIGURE = 30  # design px of numbers that matter (gold, reputation)
TITLE = 26  # design px of region titles
ICONS = IconCache()  # shared: icons are pure functions of their arguments
CUT_TEXTS: set[str] = set()  # texts that had to be cut to fit (tests check it stays empty)

PLATE: theme.Color = (232, 214, 174)  # a board space's parchment
PLATE_DARK: theme.Color = (200, 178, 134)
BOARD: theme.Color = (74, 46, 30)  # the board's wood
BOARD_INNER: theme.Color = (52, 34, 24)
CLOSED: theme.Color = (96, 84, 72)  # a space closed this round


@dataclass
class Pen:
    """Where and how to draw (see the module docstring); collects the hits it is told about."""

    surface: pygame.Surface
    layout: TableLayout
    ctx: Context
    marks: Marks
    hits: list[Hit] = field(default_factory=list)

    def px(self, length: float) -> int:
        """A design length in pixels."""
        return self.layout.px(length)

    def tr(self, key: str, **values: object) -> str:
        """A text of the table's own translation table."""
        return self.ctx.tr(f"alchemists_table.{key}", **values)

    # ---- text ----------------------------------------------------------------------------------
    def font(self, size: float, *, bold: bool = False, serif: bool = False) -> pygame.font.Font:
        """A font of `size` design px (never below MIN_TEXT)."""
        return self.ctx.fonts.get(self.px(max(MIN_TEXT, size)), bold=bold, serif=serif)

    def text(self, text: str, pos: tuple[int, int], size: float = LABEL, colour: theme.Color = theme.INK_TEXT,
             anchor: Anchor = "topleft", *, bold: bool = False, serif: bool = False) -> pygame.Rect:
        """One line of text at `pos` (pixels)."""
        image = self.font(size, bold=bold, serif=serif).render(text, True, colour)
        rect = image.get_rect(**{anchor: pos})
        self.surface.blit(image, rect)
        return rect

    def fit(self, text: str, rect: pygame.Rect, size: float = LABEL, colour: theme.Color = theme.INK_TEXT,
            anchor: Anchor = "center", *, bold: bool = True) -> pygame.Rect:
        """One line shrunk (down to MIN_TEXT, condensed) to fit `rect`'s width, placed at its `anchor`."""
        font = fit_font(self.ctx.fonts, text, rect.width, self.px(max(size, MIN_TEXT)), min_size=self.px(MIN_TEXT),
                        bold=bold, serif=False)
        image = font.render(text, True, colour)
        if image.get_width() > rect.width:  # even the smallest size is too wide: cut it
            CUT_TEXTS.add(text)
            image = image.subsurface(pygame.Rect(0, 0, rect.width, image.get_height()))
        target = image.get_rect(**{anchor: getattr(rect, anchor)})
        self.surface.blit(image, target)
        return target

    def label(self, texts: list[str], rect: pygame.Rect, size: float = LABEL,
              colour: theme.Color = theme.INK_TEXT, *, top: bool = False) -> pygame.Rect:
        """The first of `texts` that fits `rect` on one line or wrapped at spaces (each line shrunk down to
        MIN_TEXT, condensed if need be), centred (or at the top); the last one cut if none fits.
        Returns the rect the lines took."""
        for text in texts:
            lines = self._lines(text, rect, size)
            if lines is not None:
                break
        else:
            lines = [(texts[-1], self.font(MIN_TEXT, bold=True))]
        step = max(font.get_linesize() for _, font in lines)
        y = rect.top if top else rect.centery - step * len(lines) // 2
        used = pygame.Rect(rect.left, y, rect.width, step * len(lines))
        for line, font in lines:
            image = font.render(line, True, colour)
            if image.get_width() > rect.width:
                CUT_TEXTS.add(line)
                image = image.subsurface(pygame.Rect(0, 0, rect.width, image.get_height()))
            self.surface.blit(image, image.get_rect(midtop=(rect.centerx, y)))
            y += step
        return used

    def _lines(self, text: str, rect: pygame.Rect, size: float) -> list[tuple[str, pygame.font.Font]] | None:
        """`text` as the fewest lines (split at spaces) that each fit `rect`'s width and together its height."""
        words = text.split()
        line_h = self.font(MIN_TEXT, bold=True).get_linesize()
        for count in range(1, min(len(words), max(1, rect.height // line_h)) + 1):
            per = -(-len(words) // count)
            parts = [" ".join(words[i:i + per]) for i in range(0, len(words), per)]
            fonts = [fit_font(self.ctx.fonts, part, rect.width, self.px(max(size, MIN_TEXT)),
                              min_size=self.px(MIN_TEXT), bold=True, serif=False) for part in parts]
            for font in sorted(fonts, key=lambda f: -f.get_height()):  # one font for all lines
                if all(font.size(part)[0] <= rect.width for part in parts):
                    return [(part, font) for part in parts]
        return None

    def first_fitting(self, texts: list[str], width: int, size: float = MIN_TEXT) -> str:
        """The first of `texts` that fits `width` on one line (condensed at MIN_TEXT at the least), else the last."""
        return next((text for text in texts if self.fits(text, width, size)), texts[-1])

    def fits(self, text: str, width: int, size: float = MIN_TEXT) -> bool:
        """True when `text` fits `width` on one line (condensed at MIN_TEXT at the least)."""
        font = fit_font(self.ctx.fonts, text, width, self.px(max(size, MIN_TEXT)), min_size=self.px(MIN_TEXT),
                        bold=True, serif=False)
        return font.size(text)[0] <= width

    # ---- pieces --------------------------------------------------------------------------------
    def plate(self, rect: pygame.Rect, fill: theme.Color = PLATE, rim: theme.Color = theme.BRASS_DARK,
              radius: float = 12, width: float = 2) -> None:
        """A rounded plate of printed card with a rim and a soft shadow (printed.plate)."""
        printed.plate(self.surface, rect, fill, rim, self.px(radius), max(1, self.px(width)), self.px(3))

    def cube(self, rect: pygame.Rect, colour: str, *, hollow: bool = False) -> None:
        """An action cube in a seat's colour (hollow: spent)."""
        fill = PLAYER_RGB[colour]
        r = max(2, rect.width // 5)
        mark = rect.inflate(-rect.width * 2 // 5, -rect.height * 2 // 5)
        if hollow:
            pygame.draw.rect(self.surface, fill, rect, max(2, rect.width // 6), border_radius=r)
            draw_mark(self.surface, colour, mark, fill)
            return
        pygame.draw.rect(self.surface, theme.INK, rect.move(0, max(1, rect.height // 10)), border_radius=r)
        pygame.draw.rect(self.surface, fill, rect, border_radius=r)
        draw_mark(self.surface, colour, mark, PLAYER_INK[colour])

    def disc(self, centre: tuple[int, int], radius: int, colour: str, label: str = "") -> None:
        """A seat's marker: a disc in its colour with the seat's mark, or a short label and the mark as a badge."""
        pygame.draw.circle(self.surface, theme.INK, (centre[0], centre[1] + max(1, radius // 6)), radius)
        pygame.draw.circle(self.surface, PLAYER_RGB[colour], centre, radius)
        pygame.draw.circle(self.surface, theme.BRASS_LIGHT, centre, radius, max(1, radius // 7))
        if not label:
            half = max(2, round(radius * 0.55))
            draw_mark(self.surface, colour, pygame.Rect(centre[0] - half, centre[1] - half, 2 * half, 2 * half),
                      PLAYER_INK[colour])
            return
        self.text(label, centre, MIN_TEXT, PLAYER_INK[colour], "center", bold=True)
        badge = max(3, round(radius * 0.55))
        self.mark_badge((centre[0] + radius - badge // 2, centre[1] - radius + badge // 2), badge, colour)

    def mark_badge(self, centre: tuple[int, int], radius: int, colour: str) -> None:
        """A small disc in a seat's colour with its mark, pinned to a piece that carries something else."""
        pygame.draw.circle(self.surface, theme.INK, centre, radius)
        pygame.draw.circle(self.surface, PLAYER_RGB[colour], centre, max(1, radius - max(1, radius // 5)))
        half = max(2, round(radius * 0.6))
        draw_mark(self.surface, colour, pygame.Rect(centre[0] - half, centre[1] - half, 2 * half, 2 * half),
                  PLAYER_INK[colour])

    def icon(self, kind: str, key: object, rect: pygame.Rect) -> None:
        """An ingredient ("ingredient", id), potion or alchemical icon centred in `rect`."""
        side = max(1, min(rect.width, rect.height))
        image = getattr(ICONS, kind)(key, side)
        self.surface.blit(image, image.get_rect(center=rect.center))

    # ---- targets -------------------------------------------------------------------------------
    def target(self, rect: pygame.Rect, target: Target) -> None:
        """Note a hit and draw its mark (an ember glow for options, a thick brass rim for the chosen, and for the
        keyboard's focus the option's glow with a bright ring inside)."""
        self.hits.append(Hit(pygame.Rect(rect), target))
        mark = self.marks.get(target)
        if mark == OPTION:
            glow = rect.inflate(self.px(8), self.px(8))
            pygame.draw.rect(self.surface, theme.EMBER_LIGHT, glow, max(2, self.px(5)), border_radius=self.px(14))
        elif mark == CHOSEN:
            glow = rect.inflate(self.px(8), self.px(8))
            pygame.draw.rect(self.surface, theme.FOCUS, glow, max(3, self.px(8)), border_radius=self.px(14))
        elif mark == FOCUS:
            glow = rect.inflate(self.px(8), self.px(8))
            pygame.draw.rect(self.surface, theme.EMBER_LIGHT, glow, max(2, self.px(5)), border_radius=self.px(14))
            pygame.draw.rect(self.surface, theme.FOCUS, rect.inflate(-self.px(4), -self.px(4)), max(2, self.px(4)),
                             border_radius=self.px(10))

    def marked(self, target: Target) -> str | None:
        """The mark of `target`, if any."""
        return self.marks.get(target)
