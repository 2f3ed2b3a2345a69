"""The deduction sheet from the board: opened full size by a tap on the compact grid (behind the
curtain in hot-seat), fed by the seat's own view, marked by hand, the marks kept with the match."""

from __future__ import annotations

from games.alchemists.board import actions as A
from games.alchemists.board.knowledge import sheet_facts
from games.alchemists.deduction import WorldSet
from games.alchemists.board.ui.sheet_marks import UI_KEY, disagreements, marks_of, next_mark, tapped, with_marks
from games.alchemists.board.ui.sheet_scene import SheetScene
from games.app.kit.common_scenes import CurtainScene
from games.app.table.match_session import MatchSession, storage_name
from games.app.table.private_screen import PrivateScene
from games.alchemists.facts import Known
from tests.alchemists.board.ui.scenarios import has, play_until
from tests.alchemists.board.ui.screens import harness, start_match, take_the_screen, tap


def open_from_board(h, board) -> None:  # type: ignore[no-untyped-def]
    h.render()
    h.click(next(hit.rect.center for hit in board.hits if hit.target == ("sheet",)))


def tap_cell(h, sheet, ingredient: int, alchemical: int) -> None:  # type: ignore[no-untyped-def]
    h.click(next(b.rect.center for b in sheet.buttons.buttons if b.action == ("cell", ingredient, alchemical)))


def test_the_sheet_opens_full_size_with_the_seat_s_facts_and_keeps_hand_marks_across_a_restart(tmp_path) -> None:  # type: ignore[no-untyped-def]
    with harness("en", seed=7, storage_dir=tmp_path) as h:
        board = start_match(h, ["human", "bot:easy", "bot:strong"])
        play_until(h, board, has(A.Sell))
        open_from_board(h, board)
        sheet = h.top
        assert isinstance(sheet, SheetScene) and sheet.seat == 0
        facts = sheet_facts(board.session.view())
        assert len(facts) >= 1 and [n.fact for n in sheet.page().notes] == list(facts)
        assert sheet.page().shown_worlds.count == WorldSet.of(facts).count
        for expected in ("x", "o", None, "x"):
            tap_cell(h, sheet, 2, 5)
            assert sheet.marks.get((2, 5)) == expected
        tap_cell(h, sheet, 7, 0)
        saved = h.ctx.storage.load(storage_name("alchemists"))
        assert saved["ui"][UI_KEY] == {"0": [[2, 5, "x"], [7, 0, "x"]]}
        assert h.small_texts() == {} and not h.ctx.tr.missing
        tap(h, "close")
        assert h.top is board
        play_until(h, board, lambda view, legal: any(e.ingredients is not None and len(e.ingredients) == 2
                                                     for e in view.experiments))
        h.render()
        result = next(hit for hit in board.hits if hit.target == ("sheet",)
                      and hit.rect.colliderect(board.layout.private_parts()["results"]))  # the results triangle
        h.click(result.rect.center)
        assert isinstance(h.top, SheetScene)
        tap(h, "close")
        board.session.close()
    with harness("en", seed=7, storage_dir=tmp_path) as h:
        resumed = MatchSession.resume("alchemists", h.ctx.storage)
        assert resumed is not None
        assert SheetScene(resumed).marks == {(2, 5): "x", (7, 0): "x"}
        resumed.close()


def test_in_hot_seat_the_sheet_opens_behind_its_curtain_and_each_seat_has_its_own_marks() -> None:
    with harness("de", seed=12) as h:
        board = start_match(h, ["human", "human"])
        take_the_screen(h)
        holder = board.session.screen_holder
        open_from_board(h, board)
        assert isinstance(h.top, CurtainScene) and h.top.cancellable
        tap(h, "ready")
        assert isinstance(h.top, PrivateScene) and isinstance(h.top.inner, SheetScene)
        assert h.top.inner.seat == holder
        tap_cell(h, h.top, 0, 0)
        assert marks_of(board.session.ui, holder) == {(0, 0): "x"}
        assert marks_of(board.session.ui, 1 - holder) == {}
        assert not h.stack.crashes


def test_a_tap_cycles_cross_ring_empty_and_marks_the_facts_contradict_are_found() -> None:
    assert [next_mark(m) for m in (None, "x", "o")] == ["x", "o", None]
    assert tapped(tapped({}, (1, 2)), (1, 2)) == {(1, 2): "o"}
    worlds = WorldSet.of([Known("toad", 3)])  # toad (2) holds alchemical 3 (index 2)
    marks = {(2, 2): "x", (2, 4): "o", (2, 1): "x", (5, 5): "o"}
    assert disagreements(marks, worlds) == [(2, 2), (2, 4)]


def test_marks_of_a_foreign_shape_are_dropped_and_other_seats_kept() -> None:
    ui = {UI_KEY: {"0": [[1, 2, "x"], [9, 0, "x"], [1, 1, "?"], "bad"], "1": [[0, 0, "o"]]}}
    assert marks_of(ui, 0) == {(1, 2): "x"}
    assert with_marks(ui, 0, {(3, 3): "o"}) == {"0": [[3, 3, "o"]], "1": [[0, 0, "o"]]}
    assert marks_of({UI_KEY: {"0": "nonsense"}}, 0) == {} and marks_of({}, 2) == {}


def test_when_the_curtain_lifts_the_player_reads_what_happened_since_their_last_turn() -> None:
    import random

    from games.app.table.since_last_turn import SinceLastTurnScene
    from tests.alchemists.board.ui.scenarios import steering
    from tests.alchemists.board.ui.screens import perform

    with harness("en", seed=12) as h:
        board = start_match(h, ["human", "human"])
        seen: list[tuple[int, list[str]]] = []
        rng = random.Random(3)
        for _ in range(3000):
            if isinstance(h.top, CurtainScene):
                tap(h, "ready")
                if isinstance(h.top, SinceLastTurnScene):
                    seen.append((board.session.screen_holder, list(h.top.lines)))
                    h.render()
                    assert h.small_texts() == {} and not h.ctx.tr.missing
                    h.click((10, 10))
                    assert h.top is board
                    if len(seen) >= 2:
                        break
            elif h.top is board and board.deciding():
                perform(h, board, steering(board.view(), board.session.legal_actions(), rng), "buttons")
            else:
                h.step(0.25)
        assert len(seen) >= 2
        seat, lines = seen[-1]
        last = max(x.index for x in board.session.history() if x.seat == seat and not x.forced)
        assert lines and lines == [line for e in board.log.entries if e.index > last for line in e.lines]


def test_the_sheet_draws_the_results_triangle_from_the_seat_s_own_results() -> None:
    from games.alchemists.board.ui.draw_results import known_mixes, potion_of

    with harness("de", seed=7) as h:
        board = start_match(h, ["human", "bot:easy", "bot:strong"])
        play_until(h, board, lambda view, legal: sum(e.ingredients is not None and len(e.ingredients) == 2
                                                     for e in view.experiments) >= 2)
        open_from_board(h, board)
        sheet = h.top
        assert isinstance(sheet, SheetScene)
        h.render()
        view = board.session.view()
        mixes = known_mixes(view)
        assert len(mixes) >= 2 and all(e.seat == 0 for e in mixes.values())  # only the seat's own mixes are known
        potions = {pair: potion_of(e) for pair, e in mixes.items() if potion_of(e) is not None}
        assert potions and {pair: sheet.triangle[pair] for pair in potions} == potions
        assert set(sheet.triangle) == set(mixes)
        assert h.small_texts() == {} and not h.ctx.tr.missing
        board.session.close()
