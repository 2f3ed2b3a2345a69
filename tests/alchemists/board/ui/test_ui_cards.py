"""What an artifact or a favor does is shown where the player decides: a tap on an artifact card, on
an own favor or on a seat strip opens a readable card (its effect text drawn at no less than 24 px on
the 1920 x 1080 canvas); the artifact or favor being chosen shows its card until Confirm; a tap on
the card or Esc closes it without touching the decision in the making."""

from __future__ import annotations

from games.alchemists.board import actions as A
from games.alchemists.board.ui import choice as CH
from games.alchemists.board.ui.card_info import CLOSE
from games.alchemists.board.ui.layer import clear_layers
from tests.alchemists.board.ui.scenarios import play_until, task_is, tap_board
from tests.alchemists.board.ui.screens import harness, start_match, tap


def drawn_texts(h) -> dict[str, int]:  # type: ignore[no-untyped-def]
    """Every text drawn in a fresh frame, with its canvas size."""
    clear_layers()
    h.forget_texts()
    h.render()
    return h.ctx.fonts.recorded()


def effect_drawn(h, kind: str, key: str) -> bool:  # type: ignore[no-untyped-def]
    """The last words of the effect text of `kind` `key` were drawn, at 24 px or more."""
    effect = h.ctx.tr(f"alchemists_table.effect.{kind}.{key}")
    texts = drawn_texts(h)
    lines = [text for text in texts if text in effect and len(text) > 3]
    return bool(lines) and effect.endswith(lines[-1]) and min(texts[line] for line in lines) >= 24


def test_tapping_an_artifact_a_seat_or_choosing_a_favor_shows_what_it_does() -> None:
    with harness("de", seed=7) as h:
        board = start_match(h, ["human", "bot:easy", "bot:strong"])
        play_until(h, board, task_is("keep-favor"))
        assert board.shown_card() is None
        favor = board.choice.options()[0]
        tap(h, ("part", favor))
        assert board.shown_card() == favor and effect_drawn(h, *favor)
        chosen = board.choice.chosen
        tap_board(h, board, "artifact", 1)  # not a part of this decision: the card opens, nothing refused
        artifact = board.info
        assert artifact is not None and artifact[0] == "artifact" and not board.refused
        assert effect_drawn(h, *artifact) and board.choice.chosen == chosen
        h.back()  # Esc closes the card first, the decision stays
        assert board.info is None and board.choice.chosen == chosen and h.top is board
        tap_board(h, board, "player", 2)
        assert board.info == ("player", 2)
        tap_board(h, board, CLOSE[0])
        assert board.info is None and board.choice.chosen == chosen
        h.back()
        assert board.shown_card() is None


def test_the_artifact_being_bought_shows_its_card_until_confirmed() -> None:
    with harness("en", seed=7) as h:
        board = start_match(h, ["human", "bot:easy"])
        play_until(h, board, task_is("keep-favor"))
        board.choice = CH.start([A.Buy("periscope"), A.Buy("discount-card"), A.PASS])
        assert board.shown_card() is None
        board.choice = board.choice.pick(("artifact", "discount-card"))
        assert board.shown_card() == ("artifact", "discount-card")
        assert effect_drawn(h, "artifact", "discount-card")
