"""A tour of every Materia Prima screen and dialog, for the readability test and the screenshots:
`tour(h, visit)` walks a Harness through the campaign book, a new campaign, the chronicle, the
scenario choice, a scenario played through the screens (every decision panel, every tab, the dice
and Inquisition clips as they come) and its end, calling `visit(name)` at each new sight."""

from __future__ import annotations

from typing import Callable

from games.app.table.bot_pacing import set_pace
from games.app.table.event_log import EventLogScene
from games.app.testing.headless import Harness
from games.app.kit.picture_cache import PICTURES
from games.app.table.rules_help import RulesHelpScene
from games.materia_prima.ui.board_scene import BoardScene
from games.materia_prima.ui.book_scene import BookScene
from games.materia_prima.ui.end_scene import EndScene
from games.materia_prima.ui.layout import TAB_NAMES
from tests.materia_prima.ui.ui_driver import Driver

Visit = Callable[[str], None]
CLIPS = ("Day", "DrawAlarm", "Marker", "Alarm", "DrawInquisitor", "Place", "Activate", "Target", "Step", "Attack",
         "Die", "Result", "Loot", "EventSide", "Forfeit", "Destroy")


def press(h: Harness, action: object) -> None:
    button = next(b for b in h.top.buttons.buttons if b.action == action and b.enabled)  # type: ignore[attr-defined]
    h.click(button.rect.center)


def forget_drawings() -> None:
    """Drop cached text and panels, so every text is rendered (and measured) again."""
    PICTURES.clear()


def book_and_setup(h: Harness, visit: Visit, players: int = 3) -> None:
    """The book (empty), a new campaign's two pages, its chronicle and the scenario choice."""
    h.push(BookScene())
    visit("book-empty")
    press(h, "new")
    press(h, ("players", 1))
    visit("new-solo")
    press(h, ("players", 4))
    visit("new-four")
    press(h, "name")
    visit("name-entry")
    h.back()
    press(h, ("players", players))
    press(h, ("seat", players - 1, "bot:alchemist"))
    press(h, "next")
    visit("board-setup")
    press(h, "create")
    visit("chronicle-new")
    press(h, "choose")
    visit("scenario-choice")


def rules_pages(h: Harness, visit: Visit) -> None:
    """Every tab of the rules help."""
    h.key("r")
    assert isinstance(h.top, RulesHelpScene)
    for index in range(len(h.top.book.tabs())):  # type: ignore[union-attr]
        h.top.show(index)  # type: ignore[attr-defined]
        visit(f"rules-{index}")
        while h.top.scrollable:  # type: ignore[attr-defined]
            before = h.top.scroll  # type: ignore[attr-defined]
            h.key("pagedown")
            if h.top.scroll == before:  # type: ignore[attr-defined]
                break
            visit(f"rules-{index}-scrolled")
    h.back()


def play(h: Harness, visit: Visit, scenario: int = 0, enough: frozenset[str] = frozenset(), limit: int = 30000) -> None:
    """Start a scenario and play it through the screens, visiting each new sight, to its end — or
    until every sight named in `enough` has been seen."""
    set_pace(h.ctx, "quick")
    press(h, ("scenario", scenario))
    press(h, ("difficulty", "hard"))
    press(h, "start")
    driver = Driver(h)
    seen: set[str] = set()

    def see(name: str) -> None:
        if name not in seen:
            seen.add(name)
            visit(name)

    for _ in range(limit):
        if enough and enough <= seen:
            return
        top = h.top
        if isinstance(top, EndScene):
            if top.session.is_over:
                see("end")
                return
            if top.session.human_to_move():
                see("end-carry")
                driver.step()
                continue
        elif isinstance(top, BoardScene):
            clip = top.clip
            if clip is not None and type(clip.happening.action).__name__ in CLIPS and top.clip_time > clip.duration / 2:
                see(f"clip-{type(clip.happening.action).__name__}")
            elif top.idle() and top.session.human_to_move():
                _decide(h, driver, top, see, seen)
                continue
        h.step(0.1)


def _decide(h: Harness, driver: Driver, board: BoardScene, see: Visit, seen: set[str]) -> None:
    kind = board.decision
    see(f"decide-{kind}")
    if kind == "act" and "tab-pool" not in seen:
        for index, name in enumerate(TAB_NAMES):
            h.key(str(index + 1))
            see(f"tab-{name}")
        h.key("1")
        h.key("l")
        assert isinstance(h.top, EventLogScene)
        see("log-page")
        h.back()
    if kind == "act":
        for verb in ("move", "fight", "trade", "convert", "transmute", "research", "deliver", "sail"):
            if f"verb-{verb}" not in seen and any(b.action == ("verb", verb) for b in board.buttons.buttons):
                press(h, ("verb", verb))
                see(f"verb-{verb}")
                press(h, ("verb", None))
    driver.step()
