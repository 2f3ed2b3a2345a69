"""What the board's drawing (board_view) and its turn controls (turn_ui) read: plain values, never
the board screen, so both are functions of what the player at the screen may see.

    view = TableView(state=..., display=..., to_move=..., ...)   # made by BoardScene.table_view()
    parts = Widgets(buttons=..., controls=..., ...)              # the screen's own controls
    turn_ui.layout(view, parts, ctx) -> Layout                  # the buttons for this moment
    turn_ui.handle(view, parts, intent, ctx) -> Command | None   # what the screen should do
    board_view.draw(view, parts, canvas, ctx)

`TableView` is the table as the viewer sees it (the session's view, the moment a clip shows, whose
turn it is, the choices of the human to move); `Widgets` holds the screen's controls that turn_ui
lays out and board_view draws (buttons, the turn's selection, the exchange panel, undo, the log).
Neither module calls back into the screen: turn_ui returns a Layout or a Command and the screen
(games.materia_prima.ui.board_scene) applies it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from games.app.table.seats import HUMAN
from games.materia_prima import actions as A
from games.materia_prima.state import State
from games.materia_prima.ui.choices import decision_kind

if TYPE_CHECKING:  # names for the annotations only; none of these modules imports this one back
    import pygame

    from games.app.kit.widgets import Button, ButtonGroup
    from games.app.table.event_log import EventLog, EventLogPanel
    from games.app.table.undo_control import UndoControl
    from games.materia_prima.ui.chrome import Chrome
    from games.materia_prima.ui.clips import Clip
    from games.materia_prima.ui.controls import TurnControls
    from games.materia_prima.ui.exchange_panel import ExchangePanel
    from games.materia_prima.ui.turn_options import TurnOptions


@dataclass(frozen=True)
class TableView:
    """The board screen's table as the player at the screen may see it, at this moment."""

    state: State  # the table now, as the viewer sees it
    display: State  # the table as the board shows it: a running clip's, the one before the next clip, or `state`
    to_move: int
    seats: tuple[str, ...]  # each seat's kind: "human", "bot:<level>", ...
    legal: tuple[A.Action, ...]  # the choices of the human to move when nothing plays, else ()
    human_to_move: bool
    bot_to_move: bool
    idle: bool  # no clip runs or waits
    clip: "Clip | None"
    clip_time: float
    path: tuple[int, ...]  # the acting inquisitor's way, as far as it is still to go
    clip_lines: tuple[str, ...]  # the running clip's log lines
    last_line: tuple[str, ...]  # the log's newest line (none when the log is empty)
    tab: str  # the right column's open tab
    opened: int | None  # the team card tapped open

    def is_human(self, seat: int) -> bool:
        """True for a seat played at the screen."""
        return 0 <= seat < len(self.seats) and self.seats[seat] == HUMAN

    @property
    def decision(self) -> str:
        """What the human at the screen decides now ("" while nobody at the screen must)."""
        if not self.idle or not self.human_to_move:
            return ""
        return decision_kind(self.state)


@dataclass(frozen=True)
class Widgets:
    """The board screen's own controls: laid out by turn_ui, drawn by board_view."""

    buttons: "ButtonGroup"
    controls: "TurnControls"
    exchange: "ExchangePanel"
    undo: "UndoControl"
    log: "EventLog"
    log_panel: "EventLogPanel | None"  # below the team, when there is room
    chrome: "Chrome"
    options: "TurnOptions | None"  # the turn's actions when a human alchemist acts now
    body_rect: "pygame.Rect"  # the open tab's panel
    controls_rect: "pygame.Rect"  # the controls box below it


@dataclass(frozen=True)
class Layout:
    """The screen's buttons and boxes for one moment (turn_ui.layout)."""

    buttons: "list[Button]"
    body_rect: "pygame.Rect"
    controls_rect: "pygame.Rect"
    options: "TurnOptions | None"
    undo_rect: "pygame.Rect"


@dataclass(frozen=True)
class Command:
    """What the screen does after an intent (turn_ui.handle): play `play`, run the screen command
    `activate`, or lay the buttons out anew (showing `tab` when given)."""

    play: tuple[A.Action, ...] = ()
    activate: object = None
    tab: str | None = None
