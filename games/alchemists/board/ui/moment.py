"""A lab answer on the board is a moment, as in the lab: while the clip of a student's test, a drink,
a sale, an exhibition or a debunk plays, its answer stands large over the table — the flask, the
sale's quality mark, yes or no, the debunked sign — with its chime (the lab's CHIMES); a tap skips
it. What is drawn is the public answer only (the event), never the ingredients.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.alchemists.board.state import Event
from games.alchemists.lab.ui.brewing import CHIMES, NEUTRAL
from games.alchemists.ui.icons import IconCache
from games.alchemists.board.ui.layout import TableLayout
from games.alchemists.lab.ui.tiles import draw_colour_disc, draw_glyph_disc
from games.app.kit import theme
from games.app.kit.icons import draw_icon
from games.app.table.match_session import Happening
from games.app.scene import Context
from games.app.kit.widgets import draw_panel, draw_text_box

FLASK = 330  # design px of the answer's picture
FLASK_KINDS = ("student", "drink", "cap")


@dataclass(frozen=True)
class Moment:
    """The answer one happening shows: the experiment event, and the line that tells it."""

    index: int  # the happening's log index
    event: Event
    colour: str = ""  # the aspect of an Apprentice debunk

    @property
    def kind(self) -> str:
        return str(self.event.get("kind"))

    @property
    def answer(self) -> str:
        return str(self.event.get("answer"))

    @property
    def sound(self) -> str:
        """The answer's chime."""
        return CHIMES.get(self.answer, NEUTRAL)


def moment_of(h: Happening | None) -> Moment | None:
    """The lab answer `h` brought (its "experiment" event), or None."""
    if h is None:
        return None
    for event in h.after.events[len(h.before.events):]:
        if event.kind == "experiment":
            number = event.get("index")
            seen = h.after.experiments[number] if isinstance(number, int) and number < len(h.after.experiments) else None
            return Moment(h.index, event, seen.colour if seen is not None else "")
    return None


def moment_rect(layout: TableLayout) -> pygame.Rect:
    """Over the middle of the table: the action spaces and the theory board."""
    area = layout.actions.union(layout.theory)
    side = layout.px(560)
    return pygame.Rect(area.centerx - layout.px(420), area.centery - side // 2, layout.px(840), side)


def draw_moment(canvas: pygame.Surface, ctx: Context, layout: TableLayout, icons: IconCache, moment: Moment,
                line: str) -> None:
    """The answer large on a panel, `line` (the log's words for it) underneath."""
    panel = moment_rect(layout)
    draw_panel(canvas, panel)
    caption = pygame.Rect(panel.x + layout.px(30), panel.bottom - layout.px(140), panel.w - layout.px(60),
                          layout.px(120))
    stage = pygame.Rect(panel.x, panel.y + layout.px(20), panel.w, caption.y - panel.y - layout.px(30))
    side = min(stage.h, layout.px(FLASK))
    picture = pygame.Rect(0, 0, side, side)
    picture.center = stage.center
    kind, answer = moment.kind, moment.answer
    if kind in FLASK_KINDS:
        canvas.blit(icons.potion(answer, side), picture)
    elif kind == "sell":
        draw_glyph_disc(canvas, picture, None, answer)
    elif kind == "debunk-aspect":
        draw_colour_disc(canvas, moment.colour or "red", picture, answer)
    else:  # exhibition or Master debunk: the potion asked for, and yes or no on it
        canvas.blit(icons.potion(str(moment.event.get("asked")), side), picture.move(-side // 3, 0))
        mark = pygame.Rect(0, 0, side // 2, side // 2)
        mark.center = (picture.centerx + side // 2, picture.centery)
        draw_glyph_disc(canvas, mark, None, None)
        draw_icon(canvas, "check" if answer == "yes" else "cross", mark.inflate(-mark.w // 3, -mark.h // 3),
                  theme.SUCCESS if answer == "yes" else theme.DANGER_LIGHT)
    draw_text_box(canvas, ctx.fonts, line, caption, theme.INK_TEXT, 34, min_size=24, bold=True, align="center",
                  valign="center")

