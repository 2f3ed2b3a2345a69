"""The Alchemist screens played by script through the headless harness: one human against three
computers to the score table, two humans behind the hot-seat curtain (nothing of the other's
screen or school is ever drawn), the refusals shown in words, keyboard and drag, undo, resume,
a corrupt save, computers watched alone, the setup's options."""

from __future__ import annotations

from pathlib import Path

import pytest

from games.alchemist import scoring
from games.alchemist.actions import Invent, PassSupply
from games.alchemist.components import NO_CUBES, kinds_in, one
from games.alchemist.state import forbidden
from games.alchemist.ui import art
from games.alchemist.ui import layout as L
from games.alchemist.ui import plan as P
from games.alchemist.ui.board_scene import KIND_KEYS, BoardScene
from games.alchemist.ui.end_scene import EndScene
from games.app.kit.common_scenes import CurtainScene, MessageScene
from games.app.table.match_session import MatchSession, storage_name
from games.app.scene import Intent
from games.app.table.seat_setup import SeatSetupScene
from tests.alchemist.ui.screens import button, harness, open_setup, perform, play_turns, start_match, tap, thrifty
from tests.alchemist.test_playouts import with_secrets_changed
from tests.match_harness import drawn_with, same_picture


def wait_for_turn(h, board: BoardScene) -> None:  # type: ignore[no-untyped-def]
    for _ in range(400):
        if board.deciding():
            return
        h.step(0.25)
    raise AssertionError("the human never got a turn")


def test_one_human_against_three_computers_to_the_score_table() -> None:
    with harness("en", seed=11) as h:
        board = start_match(h, ["human", "bot:easy", "bot:strong", "bot:easy"])
        assert board.session.seats == ("human", "bot:easy", "bot:strong", "bot:easy")
        made = play_turns(h, board)
        assert made >= 5 and board.session.is_over
        end = h.top
        assert isinstance(end, EndScene)
        kinds = [step.kind for step in end.steps]
        assert kinds[0] == "screens" and kinds[1] == "supply" and kinds[-1] == "table"
        while end.step.kind != "table":
            tap(h, "next")
            h.render()
        outcome = board.session.outcome
        assert outcome is not None
        winners = scoring.winners(outcome.details)
        assert winners and all(outcome.scores[seat] == max(outcome.scores) for seat in winners)
        tap(h, "board")
        assert h.top is board and button(board, "scores").enabled
        assert h.ctx.tr.missing == set() and h.stack.crashes == []


def test_two_humans_pass_the_screen_and_never_see_each_others_cubes_or_school() -> None:
    with harness("de", seed=23) as h:
        board = start_match(h, ["human", "bot:easy", "human"])
        session = board.session
        curtains = twins = 0
        for _ in range(6000):
            if isinstance(h.top, EndScene):
                break
            if isinstance(h.top, CurtainScene):
                h.forget_texts()
                h.render()
                drawn = h.ctx.fonts.recorded()
                assert h.ctx.tr("alchemist.board.supply") not in drawn and h.ctx.tr("app.log_title") not in drawn
                curtains += 1
                tap(h, "ready")
            elif board.deciding():
                holder = session.screen_holder
                assert holder == session.to_move and board.view().seat == holder
                if twins < 4:
                    state = session.state
                    plain = h.render().copy()
                    assert same_picture(plain, drawn_with(h, board, with_secrets_changed(state, holder)))
                    other = 2 - holder  # the other human: changing the holder's own secrets must show
                    assert not same_picture(plain, drawn_with(h, board, with_secrets_changed(state, other)))
                    twins += 1
                perform(h, board, thrifty(board.view(), board.view().legal_actions()))
            else:
                h.step(0.25)
        assert isinstance(h.top, EndScene) and curtains >= 6 and twins == 4
        assert h.stack.crashes == []


def test_the_inventing_flow_shows_what_is_refused_and_why() -> None:
    with harness("en", seed=5) as h:
        board = start_match(h, ["human", "bot:easy"])
        wait_for_turn(h, board)
        view = board.view()
        cauldron = next(c for c in range(10) if view.cauldrons[c].is_empty)
        tap(h, ("cauldron", cauldron))
        assert board.plan == P.Plan(P.INVENT, cauldron)

        def refusal_shown(problem: str) -> None:
            art.clear_caches()
            h.forget_texts()
            h.render()
            words = h.ctx.tr(f"alchemist.problem.{problem}")
            assert board.refusal == problem and board._bar_words(h.ctx, board.view()).refusal == words
            first_line = [line for line in h.ctx.fonts.recorded() if words.startswith(line)]
            assert first_line, f"{words!r} is not drawn"
            assert board.targets.button("confirm") is None

        tap(h, ("screen", forbidden(cauldron)[0]))
        refusal_shown("forbidden-kind")
        allowed = [k for k in range(5) if k not in forbidden(cauldron)]
        kind = max(allowed, key=lambda k: view.screen[k])
        for _ in range(3):
            tap(h, ("screen", kind))
        refusal_shown("more-than-two" if view.screen[kind] >= 3 else "not-behind-screen")
        assert board.plan.recipe[kind] == min(2, view.screen[kind])
        tile = max(view.free_tiles())
        tap(h, ("tile", tile))
        assert board.refusal is None and board.plan.tile == tile
        confirm = board.targets.button("confirm")
        assert confirm is not None and confirm.label == f"Invent · {tile} fame"
        played = len(board.session.match.actions)
        tap(h, "confirm")
        assert board.session.match.record.actions[played].startswith(f"invent c{cauldron + 1} ")
        wait_for_turn(h, board)
        tap(h, ("cauldron", cauldron))  # the own recipe: the plate says why it cannot be copied
        assert board.plan.mode == P.COPY and P.status(board.view(), board.plan).problem == "own-recipe"
        assert board._bar_words(h.ctx, board.view()).refusal == h.ctx.tr("alchemist.problem.own-recipe")
        tap(h, "cancel")
        empty = next(c for c in range(10) if board.view().cauldrons[c].is_empty)
        tap(h, ("cauldron", empty))
        tap(h, ("tile", tile))
        refusal_shown("tile-taken")


def test_the_keyboard_alone_invents_and_passes() -> None:
    with harness("en", seed=5) as h:
        board = start_match(h, ["human", "bot:easy"])
        wait_for_turn(h, board)
        view = board.view()
        action = next(a for a in view.legal_actions() if isinstance(a, Invent) and sum(a.recipe) >= 2)
        h.key(str((action.cauldron + 1) % 10))
        for kind in kinds_in(action.recipe):
            h.key(KIND_KEYS[kind])
        h.key("backspace")
        h.key(KIND_KEYS[kinds_in(action.recipe)[-1]])
        for _ in range(10):
            if board.plan.tile == action.fame:
                break
            h.key("t")
        before = len(board.session.match.actions)
        h.confirm()
        assert board.session.match.record.actions[before] == str(action)
        wait_for_turn(h, board)
        view = board.view()
        kind = max(range(5), key=lambda k: view.supply[k])
        h.key(KIND_KEYS[kind])
        assert board.plan == P.Plan(P.PASS_SUPPLY, kind=kind)
        h.back()  # Esc cancels the plan first ...
        assert board.plan == P.NOTHING and h.top is board
        h.key(KIND_KEYS[kind])
        before = len(board.session.match.actions)
        h.confirm()
        assert board.session.match.record.actions[before] == str(PassSupply(kind))
        wait_for_turn(h, board)
        h.key("tab")  # the focus walks over every target; Enter uses it
        assert board.targets.buttons.focus == 0
        h.confirm()
        assert board.plan.mode in (P.INVENT, P.COPY) and board.plan.cauldron == 0
        h.back()
        h.back()  # ... and then goes back to the setup
        assert isinstance(h.top, SeatSetupScene)


def test_a_cube_can_be_dragged_into_a_cauldron_and_out_of_the_recipe() -> None:
    with harness("en", seed=5) as h:
        board = start_match(h, ["human", "bot:easy"])
        wait_for_turn(h, board)
        view = board.view()
        cauldron = next(c for c in range(10) if view.cauldrons[c].is_empty)
        kind = next(k for k in range(5) if k not in forbidden(cauldron) and view.screen[k])
        start, end = L.screen_kind_rect(kind).center, L.slot_rects(cauldron)[0].center
        h.send(Intent("press", pos=start))
        h.move((start[0] + 40, start[1] - 60))
        assert board.targets.dragging
        h.move(end)
        h.click(end)
        assert board.plan == P.Plan(P.INVENT, cauldron, recipe=one(kind))
        slot = L.draft_rects()[0].center
        h.send(Intent("press", pos=slot))
        h.move((slot[0], slot[1] - 300))
        h.click((slot[0], slot[1] - 300))
        assert board.plan.recipe == NO_CUBES and board.plan.mode == P.INVENT


@pytest.mark.parametrize(("seed", "undoable"), [(5, True), (8, False)])
def test_undo_takes_back_the_last_move_or_says_why_not(seed: int, undoable: bool) -> None:
    with harness("en", seed=seed) as h:
        board = start_match(h, ["human", "bot:easy", "bot:easy"])
        wait_for_turn(h, board)
        assert not board.undo.enabled and board.undo.reason == h.ctx.tr("app.undo_nothing")
        for _ in range(3):
            before = list(board.session.match.record.actions)
            lines = list(board.log.lines)
            play_turns(h, board, turns=1)
            wait_for_turn(h, board)
            if board.undo.enabled == undoable:
                break
        assert board.undo.enabled == undoable
        if not undoable:
            assert board.undo.reason == h.ctx.tr("alchemist.undo.drawn")
            return
        h.key("u")
        assert board.session.match.record.actions == before and board.deciding()
        assert board.log.lines == lines and board.plan == P.NOTHING


def test_a_restart_resumes_the_saved_match_with_its_log(tmp_path: Path) -> None:
    with harness("en", seed=9, storage_dir=tmp_path) as h:
        board = start_match(h, ["human", "bot:strong", "bot:easy"], {"schools": "off"})
        play_turns(h, board, turns=2)
        wait_for_turn(h, board)
        state, lines = board.session.state, list(board.log.lines)
        h.back()
        assert isinstance(h.top, SeatSetupScene)
    with harness("de", seed=1, storage_dir=tmp_path) as h:
        setup = open_setup(h)
        assert setup.plan is not None and setup.plan.kinds == ("human", "bot:strong", "bot:easy")
        assert setup.plan.options["schools"] == "off"
        tap(h, "resume")
        resumed = h.top
        assert isinstance(resumed, BoardScene) and resumed.session.state == state
        assert len(resumed.log.lines) == len(lines) and not resumed.view().schools_on


def test_a_corrupt_save_shows_a_message_and_nothing_crashes(tmp_path: Path) -> None:
    with harness("en", seed=2, storage_dir=tmp_path) as h:
        MatchSession.new("alchemist", ["human", "human"], h.ctx.storage, seed=2)
        data = h.ctx.storage.load(storage_name("alchemist"))
        data["actions"][5] = "invent c11 spiders fame 3"
        h.ctx.storage.save(storage_name("alchemist"), data)
        setup = open_setup(h)
        tap(h, "resume")
        assert isinstance(h.top, MessageScene) and "c11" in h.top.text
        h.confirm()
        assert h.top is setup and not [b for b in setup.buttons.buttons if b.action == "resume"]
        assert h.stack.crashes == []


def test_computers_alone_are_watched_with_every_screen_closed() -> None:
    with harness("en", seed=3, pace="relaxed") as h:
        board = start_match(h, ["bot:easy", "bot:strong", "bot:easy"])
        assert not board.undo.visible and button(board, "pace").label == "Pace: Relaxed"
        tap(h, "pace")
        assert h.ctx.settings.bot_speed == "quick"
        h.step(3.0)
        scenery, _ = board.current_frame()
        assert not scenery.own_visible
        h.forget_texts()
        h.render()
        assert h.ctx.tr("alchemist.board.screens_closed") in h.ctx.fonts.recorded()
        assert not any(line.startswith(("White drew 12 cubes:", "White's secret school")) for line in board.log.lines)
        for _ in range(4000):
            if isinstance(h.top, EndScene):
                break
            h.step(1.0)
        assert isinstance(h.top, EndScene) and h.stack.crashes == []


def test_the_options_limit_the_players_and_switch_the_schools_off() -> None:
    with harness("en", seed=4) as h:
        setup = open_setup(h)
        tap(h, ("count", 5))
        tap(h, ("option:max_players", 4))
        assert setup.plan is not None and len(setup.plan.kinds) == 4
        assert not button(setup, ("count", 5)).enabled and button(setup, ("count", 4)).enabled
        board = start_match(h, ["human", "bot:easy"], {"schools": "off"})
        view = board.view()
        assert not view.schools_on and board.session.match.record.config["max_players"] == 4
        wait_for_turn(h, board)
        h.forget_texts()
        h.render()
        assert h.ctx.tr("alchemist.board.school_label") not in h.ctx.fonts.recorded()
