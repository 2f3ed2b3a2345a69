"""The public history of the game, on the shared event log page: every result in order, its picture,
its flow and its answer, never private cards (games.app.table.event_log).

    Push(history_scene(ctx, lab, icons))

Each result is one entry ("3. Sell potion" / "wanted Healing: right sign") with a small picture at its
left; the newest is at the bottom and in dark ink. It scrolls with the wheel, the arrow keys,
PageUp / PageDown and the ▲ ▼ buttons; Back, Enter or Close returns to the lab menu.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.alchemists.lab.session import HistoryEntry
from games.alchemists.lab.ui.lab_state import LabSession
from games.alchemists.lab.ui.results import describe
from games.alchemists.lab.ui.tiles import draw_picture
from games.alchemists.ui.icons import IconCache
from games.app.scene import Context
from games.app.table.event_log import Drawing, EventLog, EventLogScene


@dataclass(frozen=True)
class NumberedResult:
    """One result of the game and its place in the history (0 = the first)."""

    index: int
    entry: HistoryEntry


def history_log(ctx: Context, lab: LabSession, icons: IconCache) -> EventLog:
    """The game's results as an event log, in the current language."""
    def narrate(result: NumberedResult) -> list[str]:
        return [f"{result.index + 1}. {ctx.tr('alchemists.flow.' + result.entry.action)}", describe(result.entry, ctx)[1]]

    def picture(result: NumberedResult) -> Drawing:
        shown = describe(result.entry, ctx)[0]
        return lambda canvas, rect: draw_picture(canvas, icons, shown, rect)

    log = EventLog(narrate, picture)
    log.rebuild([NumberedResult(index, entry) for index, entry in enumerate(lab.game.history)])
    return log


def history_scene(ctx: Context, lab: LabSession, icons: IconCache) -> EventLogScene:
    """The history page over the lab menu."""
    return EventLogScene(history_log(ctx, lab, icons), ctx.tr("alchemists.history.title"),
                         empty=ctx.tr("alchemists.history.empty"))
