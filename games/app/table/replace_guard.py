"""Nothing a player made is replaced or deleted without asking: one confirmation for every game.

    return ask_before_losing(ctx, ctx.tr("kupferkessel.start.replace_question"), loses=summary,
                             proceed=start_new_game)

`loses` says in the player's words what would be gone ("White (you) against Black · move 12",
"Game ABCD · 2 results"); None means nothing would be lost and `proceed(ctx)` runs at once.
Otherwise a ConfirmScene asks: the question, what would be lost, and that it cannot be brought
back, then `keep` if given (how to keep it instead: "To go on with ABCD, choose Cancel and then
“Continue this game”."); the confirm button ("Replace" / "Delete") needs two taps, Cancel or Back
keep everything.
What `proceed` returns takes the dialog's place (a Push becomes a Replace, so Back from the new
screen does not land on the finished dialog); None closes the dialog.
"""

from __future__ import annotations

from typing import Callable, Literal

from games.app.kit.common_scenes import ConfirmScene
from games.app.scene import Context, Push, Replace, Transition

Proceed = Callable[[Context], Transition | None]


def ask_before_losing(ctx: Context, question: str, loses: str | None, proceed: Proceed, *,
                      verb: Literal["replace", "delete"] = "replace", keep: str | None = None) -> Transition | None:
    """`proceed(ctx)` at once when `loses` is None, else Push a confirmation that runs it."""
    if loses is None:
        return proceed(ctx)
    consequence = ctx.tr("app.loss_consequence", what=loses) + (f"\n\n{keep}" if keep else "")
    return Push(ConfirmScene(question, consequence, lambda inner: _in_place_of_dialog(proceed(inner)),
                             confirm_label=ctx.tr(f"app.loss_{verb}")))


def _in_place_of_dialog(transition: Transition | None) -> Transition | None:
    """The transition that replaces the confirmation: a Push takes the dialog's place."""
    return Replace(transition.scene) if isinstance(transition, Push) else transition
