"""Shapes of plain JSON data: small declarative checks of what a saved file held.

A shape is a callable `shape(value)` that returns None when `value` fits and raises ShapeError
otherwise, naming the place ("history[3].details: expected an object, got a list"), so a loader
can refuse a damaged file before any code trips over it. Shapes compose:

    ENTRY = obj({"action": one_of("mix", "sell"), "result": text(max_length=40)})
    SAVE = obj({"format": format_version(1), "history": list_of(ENTRY)}, optional={"note": text()})
    check(SAVE, data)           # raises ShapeError (NewerFormatError for a newer program's file)
    fits(SAVE, data)            # True / False

A check is linear in the size of the value and builds no text unless something does not fit.
Standard library only, so that rules modules declare the shape of their saves next to `to_json`.

Every reader parses stored JSON with `loads`, which refuses NaN, Infinity and numbers too large for
a float (1e400): no loaded number is ever non-finite. `scalar` and `number` refuse them as well (for
data that did not come through `loads`). `text` refuses control characters other than tab and line
breaks, and lone surrogates (they cannot be written back as UTF-8); `name` refuses every control
character, for the names a screen draws on one line.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any, Callable, Iterable, Mapping

Shape = Callable[[object], None]
DEFAULT_MAX_LENGTH = 10_000  # characters of one text value
KIND_NAMES: tuple[tuple[type, str], ...] = (
    (bool, "true/false"), (int, "a whole number"), (float, "a number"), (str, "text"), (list, "a list"),
    (dict, "an object"),
)  # bool before int: True is an int too


class ShapeError(ValueError):
    """A value does not have the expected shape; `where` names the place ("" = the whole value)."""

    def __init__(self, problem: str, where: str = "") -> None:
        super().__init__(f"{where}: {problem}" if where else problem)
        self.where = where
        self.problem = problem

    def inside(self, step: str) -> "ShapeError":
        """The same error seen one level further out; `step` is a field name or "[index]"."""
        if not self.where:
            where = step
        else:
            where = step + (self.where if self.where.startswith("[") else "." + self.where)
        return type(self)(self.problem, where)


class NewerFormatError(ShapeError):
    """The data was written by a newer program (its format number is higher than this one reads)."""


class NonFiniteNumber(ValueError):
    """Stored JSON held NaN, Infinity or a number beyond a float's range."""


def loads(text: str | bytes) -> Any:
    """json.loads that refuses non-finite numbers (NonFiniteNumber, a ValueError)."""
    return json.loads(text, parse_constant=_refuse_constant, parse_float=_finite_float)


def _refuse_constant(name: str) -> float:
    raise NonFiniteNumber(f"the number {name} is not allowed")


def _finite_float(literal: str) -> float:
    value = float(literal)
    if not math.isfinite(value):
        raise NonFiniteNumber(f"the number {literal[:40]} is too large")
    return value


def _non_finite(value: object) -> bool:
    """True for a float that is NaN or infinite."""
    return isinstance(value, float) and not math.isfinite(value)


TEXT_FORBIDDEN = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff]")  # keeps tab, LF, CR
NAME_FORBIDDEN = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")  # every control, line break


def check(shape: Shape, value: object) -> None:
    """Raise ShapeError unless `value` fits `shape`."""
    shape(value)


def fits(shape: Shape, value: object) -> bool:
    """True when `value` fits `shape`."""
    try:
        shape(value)
    except ShapeError:
        return False
    return True


def kind_of(value: object) -> str:
    """How an error message names the JSON type of `value`."""
    if value is None:
        return "null"
    return next((name for kind, name in KIND_NAMES if isinstance(value, kind)), type(value).__name__)


def anything() -> Shape:
    """Any value (for parts another check looks at)."""

    def shape(value: object) -> None:
        return None

    return shape


def scalar() -> Shape:
    """Text, a number, true/false or null: anything but a list or an object."""

    def shape(value: object) -> None:
        if isinstance(value, (dict, list)):
            raise ShapeError(f"expected a single value, got {kind_of(value)}")
        if _non_finite(value):
            raise ShapeError(f"expected a finite number, got {value}")

    return shape


def number(minimum: float | None = None, maximum: float | None = None) -> Shape:
    """A finite number, whole or not (not true/false), within the given bounds."""

    def shape(value: object) -> None:
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            raise ShapeError(f"expected a number, got {kind_of(value)}")
        if _non_finite(value):
            raise ShapeError(f"expected a finite number, got {value}")
        if minimum is not None and value < minimum:
            raise ShapeError(f"{value} is below {minimum}")
        if maximum is not None and value > maximum:
            raise ShapeError(f"{value} is above {maximum}")

    return shape


def boolean() -> Shape:
    """true or false."""

    def shape(value: object) -> None:
        if not isinstance(value, bool):
            raise ShapeError(f"expected true/false, got {kind_of(value)}")

    return shape


def integer(minimum: int | None = None, maximum: int | None = None) -> Shape:
    """A whole number (not true/false) within the given bounds."""

    def shape(value: object) -> None:
        if not isinstance(value, int) or isinstance(value, bool):
            raise ShapeError(f"expected a whole number, got {kind_of(value)}")
        if minimum is not None and value < minimum:
            raise ShapeError(f"{value} is below {minimum}")
        if maximum is not None and value > maximum:
            raise ShapeError(f"{value} is above {maximum}")

    return shape


def text(*, max_length: int = DEFAULT_MAX_LENGTH) -> Shape:
    """A string of at most `max_length` characters, without control characters but tab and line
    breaks."""
    return _string(max_length, TEXT_FORBIDDEN)


def name(*, max_length: int = 200) -> Shape:
    """A one-line string (a name, a code, an id) of at most `max_length` characters: no control
    character at all."""
    return _string(max_length, NAME_FORBIDDEN)


def _string(max_length: int, forbidden: re.Pattern[str]) -> Shape:
    def shape(value: object) -> None:
        if not isinstance(value, str):
            raise ShapeError(f"expected text, got {kind_of(value)}")
        if len(value) > max_length:
            raise ShapeError(f"text of {len(value)} characters (at most {max_length})")
        bad = forbidden.search(value)
        if bad is not None:
            raise ShapeError(f"text holds the control character U+{ord(bad.group()):04X} at {bad.start()}")

    return shape


def one_of(*choices: object) -> Shape:
    """Exactly one of `choices` (scalars; 1 and true are different values)."""
    allowed = {(type(choice), choice) for choice in choices}

    def shape(value: object) -> None:
        if isinstance(value, (dict, list)) or (type(value), value) not in allowed:
            shown = ", ".join(repr(choice) for choice in choices[:12])
            raise ShapeError(f"expected one of {shown}, got {_short(value)}")

    return shape


def nullable(inner: Shape) -> Shape:
    """null or `inner`."""

    def shape(value: object) -> None:
        if value is not None:
            inner(value)

    return shape


def list_of(item: Shape, *, max_items: int | None = None) -> Shape:
    """A list whose every element fits `item`."""
    return _container(list, item, max_items, lambda value: ((f"[{index}]", element)
                                                            for index, element in enumerate(value)))


def dict_of(item: Shape, *, max_items: int | None = None) -> Shape:
    """An object with any keys whose every value fits `item`."""
    return _container(dict, item, max_items, lambda value: ((str(key), element) for key, element in value.items()))


def _container(kind: type, item: Shape, max_items: int | None,
               elements: Callable[[Any], Iterable[tuple[str, object]]]) -> Shape:
    """A list or object of at most `max_items` elements, each fitting `item`."""

    def shape(value: object) -> None:
        if not isinstance(value, kind):
            raise ShapeError(f"expected {kind_of(kind())}, got {kind_of(value)}")
        if max_items is not None and len(value) > max_items:  # type: ignore[arg-type]
            raise ShapeError(f"{len(value)} entries (at most {max_items})")  # type: ignore[arg-type]
        for step, element in elements(value):
            _within(item, element, step)

    return shape


def obj(required: Mapping[str, Shape], optional: Mapping[str, Shape] | None = None, *,
        extra: bool = False) -> Shape:
    """An object with every `required` field, any of the `optional` ones, and (unless `extra`) no
    other field. Required fields are checked in the order given, so put a format version first."""
    optional = dict(optional or {})

    def shape(value: object) -> None:
        if not isinstance(value, dict):
            raise ShapeError(f"expected an object, got {kind_of(value)}")
        for name, field in required.items():
            if name not in value:
                raise ShapeError(f"field '{name}' is missing")
            _within(field, value[name], name)
        for name, element in value.items():
            if name in required:
                continue
            field = optional.get(name)
            if field is not None:
                _within(field, element, name)
            elif not extra:
                raise ShapeError(f"unexpected field '{name}'")

    return shape


def format_version(current: int) -> Shape:
    """A format number from 1 to `current`; a higher one raises NewerFormatError."""
    whole = integer(1)

    def shape(value: object) -> None:
        whole(value)
        if value > current:  # type: ignore[operator]
            raise NewerFormatError(f"format {value} comes from a newer Athanor (this one reads up to {current})")

    return shape


def _within(shape: Shape, value: object, step: str) -> None:
    """Check `value` with `shape`; an error names `step` as part of its place."""
    try:
        shape(value)
    except ShapeError as error:
        raise error.inside(step) from None


def _short(value: object, limit: int = 40) -> str:
    """repr(value), cut to `limit` characters."""
    shown = repr(value)
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"
