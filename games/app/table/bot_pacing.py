"""How fast computer players move: one setting for every game (Settings.bot_speed).

- relaxed: a moment of visible thought before each computer decision, its animations at
  normal speed — new players can follow every step;
- quick: a short pause, animations faster;
- instant: no pause at all; only the (fast) animation of the move itself takes time.

A board scene asks its MatchSession with `session.poll_bot(now, pace.think_seconds)` and plays the
clips that follow a computer's decision (and the chance they trigger) at `pace.animation_speed`.
The setting is changed in Settings, at game setup (`pace_choices`) and, while two computers play,
with a button that cycles (`next_pace`); `set_pace` applies and saves it.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.app.scene import Context, Settings
from games.app.store.settings import BOT_SPEEDS, save_settings


@dataclass(frozen=True)
class Pace:
    """One speed: the least time a computer seems to think, and how fast its moves animate."""

    id: str
    think_seconds: float
    animation_speed: float


PACES: tuple[Pace, ...] = (
    Pace("relaxed", 0.6, 1.0),
    Pace("quick", 0.2, 1.75),
    Pace("instant", 0.0, 3.0),
)
PACE_IDS: tuple[str, ...] = BOT_SPEEDS  # the order of the setting's choices
DEFAULT_PACE = "relaxed"
_BY_ID: dict[str, Pace] = {pace.id: pace for pace in PACES}


def pace_named(pace_id: str) -> Pace:
    """The pace with `pace_id` (the default one for anything unknown)."""
    return _BY_ID.get(pace_id, _BY_ID[DEFAULT_PACE])


def pace_of(settings: Settings) -> Pace:
    """The pace the settings choose."""
    return pace_named(getattr(settings, "bot_speed", DEFAULT_PACE))


def next_pace(pace_id: str) -> str:
    """The pace after `pace_id` in the cycle relaxed -> quick -> instant -> relaxed."""
    index = PACE_IDS.index(pace_id) if pace_id in PACE_IDS else -1
    return PACE_IDS[(index + 1) % len(PACE_IDS)]


def pace_label(ctx: Context, pace_id: str) -> str:
    """The pace's name in the current language ("Relaxed", "Gemütlich")."""
    return ctx.tr(f"app.pace_{pace_id}")


def pace_choices(ctx: Context) -> list[tuple[str, str]]:
    """(label, pace id) for every pace, in order: the options of a settings or setup row."""
    return [(pace_label(ctx, pace_id), pace_id) for pace_id in PACE_IDS]


def set_pace(ctx: Context, pace_id: str) -> bool:
    """Choose `pace_id` for every game and save the settings; False when the disk refused."""
    ctx.settings.bot_speed = pace_named(pace_id).id
    return save_settings(ctx.storage, ctx.settings)
