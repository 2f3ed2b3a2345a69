"""The public history of the game, on the shared event log page: every result in order, its picture,
its flow and its answer, never private cards (games.app.table.event_log).

    Push(history_scene(ctx, lab, icons))

Each result is one entry ("3. Sell potion" / "wanted Healing: right sign") with a small picture at its
left; the newest is at the bottom and in dark ink. It scrolls with the wheel, the arrow keys,
PageUp / PageDown and the ▲ ▼ buttons; Back, Enter or Close returns to the lab menu.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.alchemists.lab.ui.lab_state import LabSession
from games.alchemists.lab.ui.results import describe
from games.alchemists.lab.ui.tiles import Picture, draw_picture
from games.alchemists.ui.icons import IconCache
from games.app.scene import Context
from games.app.table.event_log import Drawing, EventLog, EventLogScene


@dataclass(frozen=True)
class NumberedResult:
    """One result of the game as the history shows it: its place (0 = the first), flow, picture and line."""

    index: int
    action: str
    picture: Picture
    text: str


def history_log(ctx: Context, lab: LabSession, icons: IconCache) -> EventLog:
    """The game's results as an event log, in the current language."""
    def narrate(result: NumberedResult) -> list[str]:
        return [f"{result.index + 1}. {ctx.tr('alchemists.flow.' + result.action)}", result.text]

    def picture(result: NumberedResult) -> Drawing:
        return lambda canvas, rect: draw_picture(canvas, icons, result.picture, rect)

    log = EventLog(narrate, picture)
    log.rebuild([NumberedResult(index, entry.action, *describe(entry, ctx))
                 for index, entry in enumerate(lab.game.history)])
    return log


def history_scene(ctx: Context, lab: LabSession, icons: IconCache) -> EventLogScene:
    """The history page over the lab menu."""
    return EventLogScene(history_log(ctx, lab, icons), ctx.tr("alchemists.history.title"),
                         empty=ctx.tr("alchemists.history.empty"))
