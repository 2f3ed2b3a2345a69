"""Lab answers on the board are a moment: while the clip of a test, drink, sale, exhibition or debunk
plays, the answer stands large over the table with its chime; a tap skips it and does nothing else.
Every board game sounds its key moments through games.app.kit.sound."""

from __future__ import annotations

import random

from games.alchemists.board.ui.moment import moment_of
from games.app.kit.common_scenes import CurtainScene
from tests.alchemists.board.ui.scenarios import steering
from tests.alchemists.board.ui.screens import harness, perform, start_match
from tests.match_harness import same_picture


class Recorder:
    """A sound service that notes what was played."""

    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str, volume: float) -> bool:
        self.played.append(name)
        return True


def test_a_lab_answer_stands_large_with_its_chime_and_a_tap_skips_it() -> None:
    with harness("de", seed=7, pace="relaxed") as h:
        sounds = Recorder()
        h.ctx.services["sound"] = sounds
        board = start_match(h, ["human", "bot:easy", "bot:easy"])
        rng, found = random.Random(3), None
        for _ in range(20000):
            found = board.moment()
            if found is not None:
                break
            if isinstance(h.top, CurtainScene):
                h.confirm()
            elif h.top is board and board.deciding():
                perform(h, board, steering(board.view(), board.session.legal_actions(), rng), "buttons")
            else:
                h.step(0.1)
        assert found is not None and moment_of(board.playback.happening) == found
        assert found.kind in ("student", "drink", "sell", "exhibit", "debunk", "debunk-aspect", "cap")
        assert sounds.played[-1] == found.sound
        with_moment = h.render().copy()
        assert h.small_texts() == {} and not h.ctx.tr.missing
        actions = len(board.session.match.actions)
        h.click((960, 540))
        assert board.moment() is None and len(board.session.match.actions) == actions
        assert not same_picture(with_moment, h.render())


def test_the_podium_ranks_by_points_and_the_winner_of_a_tie_first() -> None:
    from games.alchemists.board.ui.podium import podium_order, ranking

    assert ranking((8, 4, 32), 2) == [2, 0, 1]
    assert ranking((10, 10, 3), 1) == [1, 0, 2] and ranking((10, 10, 3), 0) == [0, 1, 2]
    assert podium_order(3) == [1, 0, 2] and podium_order(4) == [1, 0, 2, 3] and podium_order(1) == [0]


def test_each_theory_turned_in_the_revelation_chimes_right_or_wrong_and_the_end_chimes() -> None:
    from games.alchemists.board.ui.end_scene import EndScene
    from tests.alchemists.board.ui.screens import play_turns, tap

    with harness("en", seed=7) as h:
        sounds = Recorder()
        h.ctx.services["sound"] = sounds
        board = start_match(h, ["human", "bot:easy", "bot:strong"])
        play_turns(h, board, steering, limit=20000, ways=("buttons",))
        end = h.top
        assert isinstance(end, EndScene) and sounds.played[-1] == "chime-pleasant"  # the match is over
        assert len(end.theories) >= 2
        tap(h, "next")
        turned = end.theories[1]
        assert sounds.played[-1] == ("chime-pleasant" if turned.correct else "chime-sour")


def test_the_seat_card_names_every_holding_and_the_conference_says_what_it_asks() -> None:
    from games.alchemists.board.ui.art import Pen
    from games.alchemists.board.ui.card_info import card_blocks
    from games.alchemists.board.ui.layer import clear_layers

    with harness("en", seed=7) as h:
        board = start_match(h, ["human", "bot:easy", "bot:easy"])
        view = board.view()
        green = view.seats[1]
        blocks = [text for text, *_ in card_blocks(Pen(h.render(), board.layout, h.ctx, {}), view, ("player", 1))]
        assert blocks[1] == (f"Reputation {green.reputation} · gold {green.gold} · ingredients in hand "
                             f"{green.hand_size} · favors {green.favor_count} · seals left {green.seals_left} · "
                             f"cubes this round {green.cubes}, {green.placed} placed")
        clear_layers()
        h.forget_texts()
        h.render()
        assert "conference after R3: 1 seal" in h.ctx.fonts.recorded()  # was "conference R3: 1"
