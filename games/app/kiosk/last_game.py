"""The kiosk's one record of the last game: running now, or left behind when nobody played on.

Stored as "kiosk/last-game.json" (atomic, through the Storage):

    {"version": 1, "game": "materia-prima", "state": "running", "since": 1764171234.5, "where": "c3"}

- `state` "running": a game's screens are open (written when the start screen opens or continues
  a game); after a crash or kill the supervisor's restart can bring that game back.
- `state` "left": the idle countdown sent everyone home from it; the start screen offers to
  continue it until the organiser's time (Settings `kiosk_offer_minutes`) has passed. Then only the
  offer goes: the game's own save is kept.
- `since`: wall-clock seconds (ctx.wall) when the state began, so "12 min ago" survives a restart.
- `where` (optional): a token the game gives to find its running game again among several (Materia
  Prima: the campaign id; `note_where` from the game's screen); null or absent for the others.

Continuing needs nothing of a particular game: the game's first scene (its registry `ui_entry`)
may offer two hooks, `saved_summary(ctx, where) -> str | None` (the saved game in words, None when
there is none) and `continue_saved(ctx, where) -> Transition | None` (what continuing opens; `where`
is the record's token or None). The shared seat setup of every match-session game has both; so have
the lab's home and the Materia Prima book. A restart after a crash (the supervisor) reopens a
"running" game with `stack.apply(continue_transition(ctx, record.game, record.where))`.
"""

from __future__ import annotations

from dataclasses import dataclass

from games import GAMES, resolve
from games.app.scene import Context, Push, PushAll, Scene, Transition
from games.kernel import shape

LAST_GAME_FILE = "kiosk/last-game.json"
RUNNING, LEFT = "running", "left"
LAST_GAME_SHAPE = shape.obj({
    "version": shape.format_version(1), "game": shape.text(max_length=64), "state": shape.one_of(RUNNING, LEFT),
    "since": shape.scalar(),
}, {"where": shape.nullable(shape.text(max_length=200))})


@dataclass(frozen=True)
class LastGame:
    """The record: which game, running or left, since when (wall-clock seconds)."""

    game: str
    state: str
    since: float
    where: str | None = None


def read(ctx: Context) -> LastGame | None:
    """The record, or None (none, damaged — then set aside and told — or a game no longer offered)."""
    data = ctx.storage.load(LAST_GAME_FILE, LAST_GAME_SHAPE, what="settings")
    if data is None:
        return None
    since = data["since"]
    info = GAMES.get(data["game"])
    if info is None or info.ui_entry is None or isinstance(since, bool) or not isinstance(since, (int, float)):
        return None
    return LastGame(data["game"], data["state"], float(since), data.get("where"))


def _write(ctx: Context, game_id: str, state: str, where: str | None = None, since: float | None = None) -> None:
    ctx.storage.save(LAST_GAME_FILE, {"version": 1, "game": game_id, "state": state,
                                      "since": ctx.wall() if since is None else since, "where": where})


def note_running(ctx: Context, game_id: str, where: str | None = None) -> None:
    """`game_id`'s screens are open now."""
    _write(ctx, game_id, RUNNING, where)


def note_where(ctx: Context, game_id: str, where: str) -> None:
    """The running `game_id` tells where it is (a campaign id); nothing happens when no record of
    that game runs (outside the kiosk there is none)."""
    record = read(ctx)
    if record is not None and record.state == RUNNING and record.game == game_id and record.where != where:
        _write(ctx, game_id, RUNNING, where, record.since)


def note_left(ctx: Context) -> LastGame | None:
    """The running game was left behind (the idle countdown ran out); the record as it is now."""
    record = read(ctx)
    if record is None or record.state != RUNNING:
        return record
    _write(ctx, record.game, LEFT, record.where)
    return read(ctx)


def clear(ctx: Context) -> None:
    """Forget the record (the game's own save stays)."""
    if read(ctx) is not None or ctx.storage.load(LAST_GAME_FILE) is not None:
        ctx.storage.delete(LAST_GAME_FILE)


def offer(ctx: Context) -> LastGame | None:
    """The game left behind that the start screen may offer, or None; an expired one is forgotten."""
    record = read(ctx)
    if record is None or record.state != LEFT:
        return None
    age = ctx.wall() - record.since
    if age > 60 * max(1, int(ctx.settings.kiosk_offer_minutes)):  # a clock set back counts as fresh
        clear(ctx)
        return None
    return record


def first_scene(ctx: Context, game_id: str) -> Scene:
    """The game's first scene, as the start screen opens it."""
    entry = GAMES[game_id].ui_entry
    assert entry is not None
    scene = resolve(entry)(ctx)  # type: ignore[operator]
    if not isinstance(scene, Scene):
        raise TypeError(f"{entry} returned {type(scene).__name__}")
    return scene


def saved_summary(ctx: Context, game_id: str, where: str | None = None) -> str | None:
    """The game's saved game in words, or None when there is nothing to continue."""
    hook = getattr(first_scene(ctx, game_id), "saved_summary", None)
    return hook(ctx, where) if hook is not None else None


def continue_transition(ctx: Context, game_id: str, where: str | None = None) -> Transition:
    """Open the game and continue its saved game: its first scene and what continuing opens on
    top (just the first scene when there is nothing to continue)."""
    scene = first_scene(ctx, game_id)
    hook = getattr(scene, "continue_saved", None)
    after = hook(ctx, where) if hook is not None else None
    if isinstance(after, Push):
        return PushAll((scene, after.scene))
    if isinstance(after, PushAll):
        return PushAll((scene, *after.scenes))
    return Push(scene)


def minutes_ago(ctx: Context, record: LastGame) -> int:
    """Whole minutes since the game was left."""
    return max(0, int((ctx.wall() - record.since) // 60))
