"""Pictures drawn once and reused, all within one memory budget.

Screens redraw the same pictures every frame (card faces, labels, panels, icons, table layers), so
each is painted once and kept. A kiosk runs all evening through ever new window sizes, dialogs and
texts; separate caches capped by count grew by hundreds of MB that way (bench/kiosk_soak.py). Here
every cached picture of the program shares one least-recently-used store capped by bytes
(BUDGET_BYTES): the pictures drawn least recently go first, whichever screen made them.

    @cached_picture
    def seal(colour: str, size: int) -> pygame.Surface: ...

    face = PICTURES.get_or_make("panel", (w, h, kind), lambda: paint_panel(w, h, kind))
"""

from __future__ import annotations

import functools
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, TypeVar

import pygame

BUDGET_BYTES = 128 * 1024 * 1024  # every cached picture together; one 1920×1080 layer is 8 MB

T = TypeVar("T")


def size_of(value: object) -> int:
    """The bytes of pixels `value` holds: a Surface, or a tuple, list or object of Surfaces
    (an object lists its own in `surfaces()`); anything else counts as nothing."""
    if isinstance(value, pygame.Surface):
        return value.get_pitch() * value.get_height()
    if isinstance(value, (tuple, list)):
        return sum(size_of(item) for item in value)
    surfaces = getattr(value, "surfaces", None)
    if callable(surfaces):
        return sum(size_of(item) for item in surfaces())
    return 0


class PictureStore:
    """Pictures by (namespace, key), least recently used first out once `budget` bytes are held."""

    def __init__(self, budget: int = BUDGET_BYTES) -> None:
        self.budget = budget
        self._items: OrderedDict[tuple[str, Hashable], tuple[Any, int]] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    def get(self, namespace: str, key: Hashable) -> Any | None:
        """The picture kept under (namespace, key), or None; marks it as just used."""
        with self._lock:
            item = self._items.get((namespace, key))
            if item is None:
                return None
            self._items.move_to_end((namespace, key))
            return item[0]

    def put(self, namespace: str, key: Hashable, value: T) -> T:
        """Keep `value` under (namespace, key) and return it; older pictures go while over budget
        (the newest always stays, even when it alone is larger)."""
        size = size_of(value)
        with self._lock:
            old = self._items.pop((namespace, key), None)
            if old is not None:
                self._bytes -= old[1]
            self._items[(namespace, key)] = (value, size)
            self._bytes += size
            while self._bytes > self.budget and len(self._items) > 1:
                _, (_, freed) = self._items.popitem(last=False)
                self._bytes -= freed
        return value

    def get_or_make(self, namespace: str, key: Hashable, make: Callable[[], T]) -> T:
        """The kept picture, or `make()`'s, kept from now on."""
        value = self.get(namespace, key)
        return value if value is not None else self.put(namespace, key, make())

    def clear(self, namespace: str | None = None) -> None:
        """Forget every picture (of `namespace` only, when given)."""
        with self._lock:
            if namespace is None:
                self._items.clear()
                self._bytes = 0
                return
            for whole_key in [k for k in self._items if k[0] == namespace]:
                self._bytes -= self._items.pop(whole_key)[1]

    def count(self, namespace: str | None = None) -> int:
        """How many pictures are kept (of `namespace` only, when given)."""
        with self._lock:
            return len(self._items) if namespace is None else sum(1 for k in self._items if k[0] == namespace)

    @property
    def bytes(self) -> int:
        """The bytes of pixels kept now."""
        return self._bytes

    def by_namespace(self) -> dict[str, tuple[int, int]]:
        """namespace -> (pictures, bytes), for censuses and benchmarks."""
        census: dict[str, tuple[int, int]] = {}
        with self._lock:
            for (namespace, _), (_, size) in self._items.items():
                count, total = census.get(namespace, (0, 0))
                census[namespace] = (count + 1, total + size)
        return census


PICTURES = PictureStore()


def cached_picture(function: Callable[..., T]) -> Callable[..., T]:
    """`function`'s pictures kept in PICTURES by its arguments (which must be hashable), like
    functools.lru_cache but within the shared byte budget; `.cache_clear()` forgets them."""
    namespace = f"{function.__module__}.{function.__qualname__}"

    @functools.wraps(function)
    def cached(*args: Any, **kwargs: Any) -> T:
        key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
        value = PICTURES.get(namespace, key)  # the frame loop's path: no closure made on a hit
        return value if value is not None else PICTURES.put(namespace, key, function(*args, **kwargs))

    cached.cache_clear = lambda: PICTURES.clear(namespace)  # type: ignore[attr-defined]
    cached.namespace = namespace  # type: ignore[attr-defined]
    return cached
