"""Playing a game's screens by script, shared by the games' screen tests: a headless harness whose
matches use a fixed seed, a bot worker that answers at once (no thread) and the pace asked for;
tapping a scene's button by its action; drawing a board as if the match stood elsewhere (to check
that another seat's secrets never change the picture)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from games.app.table.bot_worker import BotWorker
from games.app.testing.headless import Harness
from games.app.table.match_session import OPTIONS_SERVICE


def harness(language: str = "en", seed: int = 7, storage_dir: Path | None = None, pace: str = "instant") -> Harness:
    """A harness whose matches use `seed`, a bot worker that answers at once, and the given pace."""
    h = Harness(language=language, storage_dir=storage_dir)
    h.ctx.services[OPTIONS_SERVICE] = {"seed": seed, "worker": BotWorker(threaded=False)}
    h.ctx.settings.bot_speed = pace
    return h


def button(scene: Any, action: object) -> Any:
    """The button (or board target) of `scene` whose action is `action` (a board's targets first)."""
    group = scene.targets.buttons if hasattr(scene, "targets") else scene.buttons
    matches = [b for b in group.buttons if b.action == action]
    assert matches, f"no button {action!r} on {type(scene).__name__}"
    return matches[0]


def tap(h: Harness, action: object) -> None:
    """Tap the top scene's button or target for `action`."""
    h.click(button(h.top, action).rect.center)


def same_picture(a: pygame.Surface, b: pygame.Surface) -> bool:
    """True when two drawings are the same to the pixel."""
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def drawn_with(h: Harness, board: Any, state: Any) -> pygame.Surface:
    """The board drawn as if the match stood at `state` (the last state swapped for a moment)."""
    states = board.session.match.states
    original, states[-1] = states[-1], state
    try:
        return h.render().copy()
    finally:
        states[-1] = original
