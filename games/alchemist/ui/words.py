"""The board's words: how seats are named, and what the action bar says for each moment (whose
turn, what the plan is, why it is refused or what is still missing, Confirm's label)."""

from __future__ import annotations

from games.alchemist.actions import Copy, Invent, PassBag, PassSupply
from games.alchemist.ui.action_bar import BarWords
from games.alchemist.ui.narrate import colour_name, kind_name
from games.alchemist.ui.panels import SeatCaption
from games.alchemist.ui.plan import COPY, INVENT, NONE, PASS_FROM_BAG, PASS_NOTHING, PASS_SUPPLY, Plan, Status
from games.alchemist.state import forbidden
from games.alchemist.view import View
from games.app.table.match_session import MatchSession
from games.app.scene import Context
from games.kernel.protocol import CHANCE


def seat_names(ctx: Context, colours: tuple[str, ...]) -> list[str]:
    """The seats' colours in words."""
    return [colour_name(ctx.tr, colour) for colour in colours]


def caption(ctx: Context, session: MatchSession, seat: int, colours: tuple[str, ...]) -> SeatCaption:
    """"Purple" and "You" (the only human), "Player" (hot-seat) or "Computer (strong)"."""
    kind = session.seats[seat]
    if kind == "human":
        role = ctx.tr("alchemist.player.you") if len(session.humans) == 1 else ctx.tr("alchemist.player.human")
    else:
        level = kind.partition(":")[2]
        role = ctx.tr("app.seat_bot", level=ctx.tr(f"app.level_{level}"))
    return SeatCaption(colour_name(ctx.tr, colours[seat]), role)


def plan_words(ctx: Context, view: View, plan: Plan, status: Status, refusal: str | None, hot_seat: bool) -> BarWords:
    """The bar while the viewer decides: the plan in words, and why it is not ready."""
    tr = ctx.tr
    problem = refusal or status.problem
    reason = tr(f"alchemist.problem.{problem}") if problem else ""
    step = "" if problem or status.step in (None, "choose-move") else step_words(ctx, view, plan, status.step)
    player = colour_name(tr, view.colours[view.seat])
    if plan.mode == INVENT and plan.cauldron is not None:
        a, b = (kind_name(tr, kind) for kind in forbidden(plan.cauldron))
        return BarWords(tr("alchemist.bar.invent", n=plan.cauldron + 1), tr("alchemist.bar.invent_detail", a=a, b=b),
                        reason, step)
    if plan.mode == COPY and plan.cauldron is not None:
        cauldron = view.cauldrons[plan.cauldron]
        inventor = colour_name(tr, view.colours[cauldron.inventor])
        detail = tr("alchemist.bar.copy_detail", count=sum(cauldron.recipe or ()), inventor=inventor)
        return BarWords(tr("alchemist.bar.copy", n=plan.cauldron + 1, inventor=inventor, fame=cauldron.fame), detail,
                        reason, step)
    if plan.mode == PASS_SUPPLY and plan.kind is not None:
        return BarWords(tr("alchemist.bar.pass_supply", kind=kind_name(tr, plan.kind)), tr("alchemist.bar.pass_detail"),
                        reason, step)
    if plan.mode == PASS_FROM_BAG:
        return BarWords(tr("alchemist.bar.pass_bag", count=min(2, view.bag_size)), tr("alchemist.bar.pass_detail"),
                        reason, step)
    if plan.mode == PASS_NOTHING:
        return BarWords(tr("alchemist.bar.pass_empty"), "", reason, step)
    headline = tr("alchemist.bar.your_turn_named", player=player) if hot_seat else tr("alchemist.bar.your_turn")
    detail = tr("alchemist.bar.first_round") if view.min_fame() else tr("alchemist.bar.choose")
    return BarWords(headline, detail, reason if plan.mode == NONE and refusal else "", step)


def waiting_words(ctx: Context, session: MatchSession, view: View) -> BarWords:
    """The bar while nobody at the screen decides: the end, a computer thinking, another human's
    turn, cubes being drawn."""
    tr, mover = ctx.tr, session.to_move
    if session.is_over:
        return BarWords(tr("alchemist.bar.over"), tr("alchemist.bar.over_detail"))
    if mover == CHANCE:
        return BarWords(tr("alchemist.bar.drawing"))
    if mover < 0:
        return BarWords("")
    name = colour_name(tr, view.colours[mover])
    return BarWords(tr("alchemist.bar.to_move" if session.is_human(mover) else "alchemist.bar.thinking", player=name))


def step_words(ctx: Context, view: View, plan: Plan, step: str) -> str:
    """What is still missing, in words."""
    if step == "choose-tribute" and plan.cauldron is not None:
        inventor = view.colours[view.cauldrons[plan.cauldron].inventor]
        return ctx.tr("alchemist.step.choose-tribute", inventor=colour_name(ctx.tr, inventor))
    return ctx.tr(f"alchemist.step.{step}")


def confirm_label(ctx: Context, action: object) -> str:
    """Confirm's label for a ready action: "Invent · 9 fame", "Copy · 6 fame", "Pass"."""
    if isinstance(action, Invent):
        return ctx.tr("alchemist.bar.confirm_invent", fame=action.fame)
    if isinstance(action, Copy):
        return ctx.tr("alchemist.bar.confirm_copy")
    if isinstance(action, (PassSupply, PassBag)):
        return ctx.tr("alchemist.bar.confirm_pass_take")
    return ctx.tr("alchemist.bar.confirm_pass")

