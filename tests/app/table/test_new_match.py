""""New game" on a finished match's screen opens the game's setup again, through the registry
(games.app.table.match_board.new_match), so no end scene imports its game's start screen."""

from __future__ import annotations

import pytest

from games.app.scene import Replace
from games.app.table.match_board import new_match
from games.app.table.match_session import MatchSession, session_options
from games.app.table.seat_setup import SeatSetupScene
from tests.match_harness import harness, tap

END_SCENES = {
    "kupferkessel": ("games.kupferkessel.ui.score_scene", "ScoreScene", ("human", "human")),
    "alchemist": ("games.alchemist.ui.end_scene", "EndScene", ("human", "human")),
    "alchemists": ("games.alchemists.board.ui.end_scene", "EndScene", ("bot:easy", "bot:easy")),
}


@pytest.mark.parametrize("game_id", sorted(END_SCENES))
def test_new_game_on_the_end_screen_opens_that_games_setup(game_id: str, tmp_path) -> None:
    module, name, seats = END_SCENES[game_id]
    end_scene = getattr(__import__(module, fromlist=[name]), name)
    with harness(storage_dir=tmp_path) as h:
        session = MatchSession.new(game_id, list(seats), h.ctx.storage, **session_options(h.ctx))
        while session.bot_to_move():  # the revelation needs a finished match
            session.poll_bot(h.ctx.now(), 0.0)
        scene = h.push(end_scene(session))
        if not any(b.action == "new" for b in scene.buttons.buttons):
            tap(h, "skip")  # the revelation first; the score table has "new game"
        tap(h, "new")
        assert isinstance(h.top, SeatSetupScene)
        assert h.top.setup is not None and h.top.setup.game_id == game_id


def test_new_match_replaces_the_asking_scene_with_the_registry_entry(tmp_path) -> None:
    with harness(storage_dir=tmp_path) as h:
        transition = new_match(h.ctx, "kupferkessel")
    assert isinstance(transition, Replace) and isinstance(transition.scene, SeatSetupScene)


def test_new_match_of_a_game_without_screens_is_a_clear_error(tmp_path) -> None:
    from games import GAMES, GameInfo

    GAMES["no-screens"] = GameInfo("no-screens", "x", "y")
    try:
        with harness(storage_dir=tmp_path) as h, pytest.raises(ValueError, match="no-screens"):
            new_match(h.ctx, "no-screens")
    finally:
        del GAMES["no-screens"]
