"""What the board's drawing (board_view) and its turn controls (turn_ui) read and call on the board
screen: a Protocol, so neither imports the board scene (games.materia_prima.ui.board_scene), which
imports them. `BoardScene` is the one screen that has all of it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:  # names for the annotations only; none of these modules imports this one back
    import pygame

    from games.app.scene import Context, Transition
    from games.app.table.event_log import EventLog, EventLogPanel
    from games.app.table.match_session import MatchSession
    from games.app.table.playback import Playback
    from games.app.table.undo_control import UndoControl
    from games.app.kit.widgets import ButtonGroup
    from games.materia_prima import actions as A
    from games.materia_prima.state import State
    from games.materia_prima.ui.chrome import Chrome
    from games.materia_prima.ui.clips import Clip
    from games.materia_prima.ui.controls import TurnControls
    from games.materia_prima.ui.exchange_panel import ExchangePanel
    from games.materia_prima.ui.turn_options import TurnOptions


class TableScreen(Protocol):
    """The board screen of a Materia Prima match, as its drawing and controls see it."""

    session: "MatchSession"
    buttons: "ButtonGroup"
    controls: "TurnControls"
    exchange: "ExchangePanel"
    options: "TurnOptions | None"
    undo: "UndoControl"
    log: "EventLog"
    log_panel: "EventLogPanel | None"
    playback: "Playback"
    chrome: "Chrome"
    tab: str
    opened: int | None
    path: tuple[int, ...]
    body_rect: "pygame.Rect"
    controls_rect: "pygame.Rect"

    @property
    def clip(self) -> "Clip | None": ...

    @property
    def clip_time(self) -> float: ...

    @property
    def display(self) -> "State": ...

    def idle(self) -> bool: ...

    def activate(self, action: object, ctx: "Context") -> "Transition | None": ...

    def play(self, actions: "list[A.Action]", ctx: "Context") -> None: ...

    def log_panel_for(self, rect: "pygame.Rect") -> "EventLogPanel": ...

    def undo_words(self, ctx: "Context") -> None: ...
