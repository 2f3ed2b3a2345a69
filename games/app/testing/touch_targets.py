"""The touch targets a scene shows: every Button it holds, found without knowing the scene.

A scene keeps its buttons in a ButtonGroup, a TitleBar (its Back button), an undo control or a
panel; `targets(scene)` looks through the scene's attributes (and theirs, a few levels down) and
returns every enabled Button once. Tests use it to check that a finger can hit each one (at least
48 px in a 1280 x 720 window: 72 px of the 1920 x 1080 canvas), and the random-input driver to tap
where something is.
"""

from __future__ import annotations

from typing import Iterator

from games.app.kit.widgets import Button

MIN_WINDOW_PX = 48  # the smallest side of a touch target in a 1280 x 720 window
MIN_CANVAS_PX = MIN_WINDOW_PX * 1920 // 1280  # ... on the 1920 x 1080 canvas: 72
DEPTH = 3
_SKIP_TYPES = (str, bytes, int, float, bool, type(None))


def targets(scene: object) -> list[Button]:
    """Every enabled Button held by `scene` (directly, in lists, dicts or objects it holds)."""
    seen: set[int] = set()
    found: list[Button] = []
    for button in _walk(scene, DEPTH, seen):
        if button.enabled and id(button) not in {id(b) for b in found}:
            found.append(button)
    return found


def _walk(value: object, depth: int, seen: set[int]) -> Iterator[Button]:
    if isinstance(value, Button):
        yield value
        return
    if depth < 0 or isinstance(value, _SKIP_TYPES) or id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, (list, tuple, set, frozenset)):
        for item in list(value)[:400]:
            yield from _walk(item, depth, seen)
        return
    if isinstance(value, dict):
        for item in list(value.values())[:400]:
            yield from _walk(item, depth, seen)
        return
    attributes = getattr(value, "__dict__", None)
    if not isinstance(attributes, dict) or type(value).__module__.split(".")[0] not in ("games", "tests"):
        return
    for item in list(attributes.values()):
        yield from _walk(item, depth - 1, seen)


def too_small(scene: object, minimum: int = MIN_CANVAS_PX) -> list[tuple[str, tuple[int, int]]]:
    """(label or action, size) of every enabled target of `scene` narrower or lower than `minimum`
    canvas px."""
    return [(button.label or repr(button.action), button.rect.size) for button in targets(scene)
            if min(button.rect.w, button.rect.h) < minimum]
