"""Opening a campaign's scenario on the board: a new one from the chronicle, or the one in
progress. The chronicle and the scenario choice both start scenarios from here."""

from __future__ import annotations

from games.app.scene import Context, Push, Transition
from games.app.table.match_session import MatchSession, session_options
from games.materia_prima.chronicle import chronicle_to_json
from games.materia_prima.ui.campaign_store import GAME_ID, Campaign, CampaignShelf


def open_board(session: MatchSession, cid: str) -> Push:
    """The board screen of a campaign's scenario."""
    from games.materia_prima.ui.board_scene import BoardScene

    return Push(BoardScene(session, cid))


def resume_scenario(ctx: Context, cid: str) -> Transition | None:
    """Continue the campaign's scenario in progress (a record that cannot be replayed is set aside
    by the session and the player told by the shell; the campaign stays)."""
    session = MatchSession.resume(GAME_ID, CampaignShelf(ctx.storage).match_storage(cid),  # type: ignore[arg-type]
                                  **session_options(ctx))
    return open_board(session, cid) if session is not None else None


def start_scenario(ctx: Context, campaign: Campaign, scenario: int, difficulty: str) -> Transition:
    """A new scenario of the campaign, from its chronicle (replacing one in progress)."""
    config = {"chronicle": chronicle_to_json(campaign.chronicle), "scenario": scenario, "difficulty": difficulty,
              "players": len(campaign.chronicle.players)}
    storage = CampaignShelf(ctx.storage).match_storage(campaign.id)
    session = MatchSession.new(GAME_ID, list(campaign.seats), storage, config=config,  # type: ignore[arg-type]
                               **session_options(ctx))
    return open_board(session, campaign.id)
