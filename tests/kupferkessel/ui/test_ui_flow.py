"""The Kupferkessel screens played by script through the headless harness: human against the
computer to the score table, hot-seat with undo, the keyboard, resume after a restart, a corrupt
save, computer against computer. The driver functions at the top are shared with
test_ui_screenshots.py."""

from __future__ import annotations

import errno
import os
import time
from pathlib import Path
from typing import Callable

import pytest

from games.app.table.bot_pacing import pace_named
from games.app.table.bot_worker import BotWorker
from games.app.testing.headless import Harness
from games.app.kit.common_scenes import MessageScene
from games.app.table.match_session import OPTIONS_SERVICE, MatchSession, storage_name
from games.kupferkessel import actions as A
from games.kupferkessel.ui.board_draw import cell_rect
from games.kupferkessel.ui.board_scene import BoardScene
from games.kupferkessel.ui.last_card import LastCardLayout
from games.app.table.rules_help import RulesHelpScene
from games.app.table.seat_setup import SeatSetupScene
from games.kupferkessel.ui.scenes import start_scene
from games.kupferkessel.ui.score_scene import ScoreScene


def harness(language: str = "en", seed: int = 7, storage_dir: Path | None = None) -> Harness:
    """A harness whose matches use `seed` and a bot worker that answers at once."""
    h = Harness(language=language, storage_dir=storage_dir)
    h.ctx.services[OPTIONS_SERVICE] = {"seed": seed, "worker": BotWorker(threaded=False)}
    return h


def button(scene: object, action: object):
    """The button of `scene` whose action is `action`."""
    matches = [b for b in scene.buttons.buttons if b.action == action]  # type: ignore[attr-defined]
    assert matches, f"no button {action!r} on {type(scene).__name__}"
    return matches[0]


def open_setup(h: Harness) -> SeatSetupScene:
    """Push the game's first screen (as the start screen does)."""
    scene = h.push(start_scene(h.ctx))
    assert isinstance(scene, SeatSetupScene)
    return scene


def start_match(h: Harness, white: str, black: str) -> BoardScene:
    """Choose the seats by tapping their buttons, then start."""
    setup = open_setup(h) if not isinstance(h.top, SeatSetupScene) else h.top
    h.click(button(setup, ("kind", 0, white)).rect.center)
    h.click(button(setup, ("kind", 1, black)).rect.center)
    h.click(button(setup, "start").rect.center)
    board = h.top
    assert isinstance(board, BoardScene)
    return board


def first_card(board: BoardScene) -> int:
    """The first card of the glowing line."""
    return board.session.legal_actions()[0].cell  # type: ignore[attr-defined]


def play_turns(h: Harness, board: BoardScene, turns: int | None = None,
               pick: Callable[[BoardScene], int] = first_card, keep: bool | None = True, limit: int = 4000) -> int:
    """Tap cards (and keep/decline) as the humans until `turns` human choices were made or the
    match is over and its score table shows; the number of human choices made. With keep=None it
    stops at the last card's question."""
    made = 0
    for _ in range(limit):
        if turns is not None and made >= turns:
            return made
        if board.session.is_over and h.top is not board:
            return made
        if board.awaiting_card():
            h.click(cell_rect(pick(board)).center)
            made += 1
        elif board.awaiting_last_card_choice():
            if keep is None:
                return made
            h.click(button(board, A.KEEP if keep else A.DECLINE).rect.center)
            made += 1
        else:
            h.step(0.5)
    raise AssertionError("the match did not reach its end")


# --- tests -------------------------------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "de"])
def test_human_against_the_computer_to_the_score_table(language: str) -> None:
    with harness(language, seed=12) as h:
        board = start_match(h, "human", "bot:easy")
        assert board.session.seats == ("human", "bot:easy")
        made = play_turns(h, board)
        assert made > 5
        assert isinstance(h.top, ScoreScene)
        outcome = board.session.outcome
        assert outcome is not None and len(outcome.scores) == 2
        h.render()
        assert h.ctx.tr.missing == set()
        assert h.stack.crashes == []


def test_computer_against_computer_can_be_watched_to_the_end() -> None:
    with harness("en", seed=3) as h:
        board = start_match(h, "bot:easy", "bot:strong")
        assert not board.undo.visible  # nobody at the screen: no undo, the pace button in its place
        assert button(board, "pace").label == "Pace: Relaxed"
        h.click(button(board, "pace").rect.center)
        h.click(button(board, "pace").rect.center)
        assert h.ctx.settings.bot_speed == "instant" and button(board, "pace").label == "Pace: Instant"
        for _ in range(3000):
            if isinstance(h.top, ScoreScene):
                break
            h.step(1.0)
        assert isinstance(h.top, ScoreScene)
        assert board.session.is_over and board.session.viewer == 0
        h.back()  # back to the finished board: the scores can be opened again
        assert h.top is board
        h.click(button(board, "scores").rect.center)
        assert isinstance(h.top, ScoreScene)
        assert h.stack.crashes == []


def test_a_tap_on_a_card_outside_the_glowing_line_does_nothing() -> None:
    with harness("en", seed=5) as h:
        board = start_match(h, "human", "human")
        h.step(2.0)
        log = list(board.session.match.record.actions)
        legal = {a.cell for a in board.session.legal_actions()}
        outside = next(c for c in range(36) if c not in legal and board.session.view().grid[c] != -1)
        h.click(cell_rect(outside).center)
        assert board.session.match.record.actions == log
        h.click(cell_rect(sorted(legal)[0]).center)
        assert board.session.match.record.actions[len(log)].startswith("take")


def test_keyboard_digits_arrows_and_enter_take_a_card() -> None:
    with harness("en", seed=5) as h:
        board = start_match(h, "human", "human")
        h.step(2.0)
        view = board.session.view()
        line = list(view.beside_line(view.to_move))
        cards = [c for c in line if view.grid[c] != -1]
        h.key("right")
        assert board.selected == cards[0]
        h.key("right")
        assert board.selected == cards[1]
        h.key(str(line.index(cards[0]) + 1))
        assert board.selected == cards[0]
        before = len(board.session.match.record.actions)
        h.confirm()
        assert board.session.match.record.actions[before] == str(A.Take(cards[0]))


def test_undo_says_why_it_is_not_possible_and_takes_back_when_it_is() -> None:
    with harness("en", seed=4) as h:
        board = start_match(h, "human", "human")
        h.step(2.0)
        assert board.undo.visible and not board.undo.enabled
        assert board.undo.reason == "Nothing to take back yet"
        play_turns(h, board, turns=3)
        h.step(3.0)
        assert not board.undo.enabled  # every take so far was refilled from the pile
        assert board.undo.reason == "A new card was revealed"
        h.click(board.undo.rect.center)
        assert len(board.session.match.record.actions) > 0 and not board.undo.enabled
        while board.session.view().pile_size > 0:
            play_turns(h, board, turns=1)
            h.step(3.0)
        for _ in range(10):
            play_turns(h, board, turns=1)
            h.step(3.0)
            if board.session.is_over:
                pytest.skip("the match ended before an undoable move")
            if board.undo.enabled:
                break
        assert board.undo.enabled and board.undo.reason is None
        log = list(board.session.match.record.actions)
        lines = list(board.log.lines)
        h.key("u")
        assert len(board.session.match.record.actions) < len(log)
        assert board.awaiting_card() or board.awaiting_last_card_choice()
        assert len(board.log.lines) < len(lines) and board.log.lines == lines[:len(board.log.lines)]


def test_a_restart_resumes_the_saved_match(tmp_path: Path) -> None:
    with harness("en", seed=9, storage_dir=tmp_path) as h:
        board = start_match(h, "human", "bot:strong")
        play_turns(h, board, turns=3)
        h.step(5.0)
        state = board.session.state
        h.back()
        assert isinstance(h.top, SeatSetupScene)
    with harness("de", seed=1, storage_dir=tmp_path) as h:  # a new program run on the same files
        setup = open_setup(h)
        assert button(setup, "resume").enabled
        assert setup.plan.kinds == ("human", "bot:strong")  # the last seat choice is remembered
        h.click(button(setup, "resume").rect.center)
        resumed = h.top
        assert isinstance(resumed, BoardScene)
        assert resumed.session.state == state


def test_a_corrupt_save_shows_a_message_and_nothing_crashes(tmp_path: Path) -> None:
    with harness("en", seed=2, storage_dir=tmp_path) as h:
        MatchSession.new("kupferkessel", ["human", "human"], h.ctx.storage, seed=2)
        data = h.ctx.storage.load(storage_name("kupferkessel"))
        data["actions"][3] = "take r1c1"
        h.ctx.storage.save(storage_name("kupferkessel"), data)
        setup = open_setup(h)
        h.click(button(setup, "resume").rect.center)
        assert isinstance(h.top, MessageScene)
        assert "take r1c1" in h.top.text and "match-kupferkessel.json.corrupt-1" in h.top.text
        h.confirm()
        assert h.top is setup and not [b for b in setup.buttons.buttons if b.action == "resume"]
        assert h.stack.crashes == []


def test_a_save_of_the_wrong_shape_is_told_when_the_game_opens_not_an_error_screen(tmp_path: Path) -> None:
    with harness("de", seed=2, storage_dir=tmp_path) as h:
        MatchSession.new("kupferkessel", ["human", "human"], h.ctx.storage, seed=2)
        data = h.ctx.storage.load(storage_name("kupferkessel"))
        data["actions"] = 5  # a number where the action list should be
        h.ctx.storage.save(storage_name("kupferkessel"), data)
        setup = open_setup(h)
        h.step(0.05)  # the main loop's next poll
        assert isinstance(h.top, MessageScene) and "match-kupferkessel.json.corrupt-1" in h.top.text
        h.confirm()
        assert h.top is setup and setup.saved is None
        h.render()
        assert h.stack.crashes == []
        assert (tmp_path / "saves" / "match-kupferkessel.json.corrupt-1").exists()


def refuse_saving(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every rename of a finished save fails like a read-only folder."""
    def read_only(source: object, target: object) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(os, "replace", read_only)


def test_a_read_only_folder_lets_play_go_on_with_a_banner(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with harness("en", seed=4, storage_dir=tmp_path) as h:
        board = start_match(h, "human", "bot:easy")
        play_turns(h, board, 2)
        saved = list(board.session.match.record.actions)
    with harness("en", seed=4, storage_dir=tmp_path) as h:  # the next evening, the folder is read-only
        refuse_saving(monkeypatch)
        setup = open_setup(h)
        h.click(button(setup, "resume").rect.center)
        board = h.top
        assert isinstance(board, BoardScene) and board.session.match.record.actions == saved
        play_turns(h, board, 2)  # a move after resume
        assert len(board.session.match.record.actions) > len(saved)
        h.render()
        assert h.ctx.storage.failing and h.ctx.tr("app.storage_failing") in h.ctx.fonts.recorded()
        h.back()
        h.click(button(h.top, "start").rect.center)  # a new game while nothing can be saved
        if not isinstance(h.top, BoardScene):  # asked first, as a saved game would be replaced
            h.confirm()
            h.step(0.5)
            h.confirm()
        assert isinstance(h.top, BoardScene)
        board = h.top
        play_turns(h, board, 2)
        assert h.stack.crashes == []
        monkeypatch.undo()  # the disk works again: the next move saves the whole game
        play_turns(h, board, 1)
        assert not h.ctx.storage.failing
        stored = MatchSession.saved_record("kupferkessel", h.ctx.storage)
        assert stored is not None and stored["actions"] == list(board.session.match.record.actions)


def test_rules_page_opens_from_the_board_and_shows_every_section() -> None:
    with harness("de", seed=2) as h:
        board = start_match(h, "human", "bot:easy")
        h.key("r")
        rules = h.top
        assert isinstance(rules, RulesHelpScene)
        for index in range(7):
            h.key(str(index + 1))
            h.render()
        assert rules.section == 6 and rules.buttons.buttons[6].label == "Bedienung"
        h.back()
        assert h.top is board
        assert h.ctx.tr.missing == set()


class _SlowBot:
    """Thinks for a while in the worker thread, then takes the last legal action."""

    name = "slow"

    def choose(self, view, legal, rng):  # type: ignore[no-untyped-def]
        time.sleep(0.4)
        return legal[-1]


def test_the_board_keeps_running_while_a_computer_thinks_in_its_thread() -> None:
    with Harness(language="en") as h:
        h.ctx.services[OPTIONS_SERVICE] = {"seed": 3, "bot_factory": lambda game, kind: _SlowBot(),
                                           "think_seconds": 60.0}
        board = start_match(h, "human", "bot:easy")
        play_turns(h, board, turns=1)
        for _ in range(100):  # let the clips play out until the computer's own decision
            if board.session.bot_to_move() and board.session.worker.pending:
                break
            h.step(0.2)
        assert board.session.worker.pending
        log = list(board.session.match.record.actions)
        h.render()  # the first frame fills the card and panel caches (~0.2 s): not what is measured
        began = time.perf_counter()
        h.step(0.3)
        h.render()
        assert time.perf_counter() - began < 0.3  # frames went on while the bot thinks
        assert board.session.match.record.actions == log
        finish = time.perf_counter() + 5.0
        while board.session.match.record.actions == log:
            assert time.perf_counter() < finish, "the computer never answered"
            time.sleep(0.02)
            h.step(0.05)
        assert board.session.last_fallback is None
        assert board.session.match.record.actions[len(log)].startswith("take")
        board.session.close()


def bot_take_delay(pace: str, seed: int = 6) -> tuple[float, float]:
    """Human against the easy computer at `pace`: (seconds from the computer's walk being played to
    its take being played, the walk clip's length at normal speed)."""
    with harness("en", seed=seed) as h:
        h.ctx.settings.bot_speed = pace
        board = start_match(h, "human", "bot:easy")
        play_turns(h, board, turns=1)
        actions = board.session.match.record.actions
        walked_at = walk = None
        for _ in range(600):
            h.step(1 / 30)
            if walked_at is None and actions[-1] == "move" and board.session.to_move == 1:
                walked_at = h.clock.time
                walk = board.playback.waiting[0][0].duration if board.playback.waiting else board.playback.clip.duration
            if walked_at is not None and actions[-1].startswith(("draw", "move")) and board.session.to_move == 0:
                break
        taken_at = h.clock.time
        assert walked_at is not None and walk is not None and any(a.startswith("take") for a in actions[-3:])
        return taken_at - walked_at, walk


def test_the_computer_keeps_the_tables_pace() -> None:
    instant, walk = bot_take_delay("instant")
    assert instant <= walk / pace_named("instant").animation_speed + 2 / 30  # no thinking pause at all
    relaxed, walk_again = bot_take_delay("relaxed")
    assert walk_again == walk
    assert relaxed >= walk + pace_named("relaxed").think_seconds  # the walk at normal speed, then a pause
    quick, _ = bot_take_delay("quick")
    assert instant < quick < relaxed


def test_the_log_is_in_order_and_comes_back_after_a_restart(tmp_path: Path) -> None:
    with harness("en", seed=9, storage_dir=tmp_path) as h:
        board = start_match(h, "human", "bot:strong")
        play_turns(h, board, turns=4)
        h.step(5.0)
        lines = list(board.log.lines)
        take = next(i for i, line in enumerate(lines) if line.startswith("White takes"))
        assert lines[take + 1].startswith("A new card from the pile")  # one event's lines in reading order
        h.back()
    with harness("en", seed=1, storage_dir=tmp_path) as h:
        setup = open_setup(h)
        h.click(button(setup, "resume").rect.center)
        resumed = h.top
        assert isinstance(resumed, BoardScene) and resumed.log.lines == lines


def test_the_last_card_question_and_its_buttons_sit_on_one_veil() -> None:
    layout = LastCardLayout()
    for part in (layout.card, layout.question, layout.keep, layout.decline):
        assert layout.veil.contains(part)
        assert layout.veil.top + 24 <= part.top and part.bottom <= layout.veil.bottom - 24
    with harness("en", seed=5) as h:
        board = start_match(h, "human", "human")
        play_turns(h, board, keep=None)
        assert board.awaiting_last_card_choice()
        keep, decline = button(board, A.KEEP), button(board, A.DECLINE)
        assert (keep.rect, decline.rect) == (layout.keep, layout.decline)
        canvas = h.render()
        below = canvas.get_at((keep.rect.centerx, keep.rect.bottom + 20))
        assert sum(below[:3]) < 150  # the dark veil, not the board, under the buttons
