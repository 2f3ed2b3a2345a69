"""Shapes of plain JSON data: what fits, what does not, and where the error message points."""

from __future__ import annotations

import pytest

from games.kernel import shape
from games.kernel.shape import NewerFormatError, ShapeError

ENTRY = shape.obj({"action": shape.one_of("student", "sell"), "result": shape.text(max_length=5)},
                  optional={"details": shape.dict_of(shape.nullable(shape.text()))})
SAVE = shape.obj({"format": shape.format_version(2), "seed": shape.nullable(shape.integer(0)),
                  "done": shape.boolean(), "history": shape.list_of(ENTRY, max_items=3)})
GOOD = {"format": 2, "seed": None, "done": False,
        "history": [{"action": "sell", "result": "exact", "details": {"wanted": "R+", "effect": None}}]}


def with_(path: str, value: object) -> dict:
    """GOOD with the value at "history.0.result"-style `path` replaced."""
    import copy

    data = copy.deepcopy(GOOD)
    *parents, last = path.split(".")
    target: object = data
    for part in parents:
        target = target[int(part)] if isinstance(target, list) else target[part]  # type: ignore[index]
    if isinstance(target, list):
        target[int(last)] = value
    else:
        target[last] = value  # type: ignore[index]
    return data


def test_a_good_value_fits() -> None:
    shape.check(SAVE, GOOD)
    assert shape.fits(SAVE, GOOD)
    assert shape.fits(SAVE, with_("seed", 7)) and shape.fits(SAVE, with_("format", 1))


@pytest.mark.parametrize(("data", "message"), [
    ([GOOD], "expected an object, got a list"),
    (with_("history", 3), "history: expected a list, got a whole number"),
    (with_("history.0", ["sell"]), "history[0]: expected an object, got a list"),
    (with_("history.0.action", ["student"]), "history[0].action: expected one of 'student', 'sell', got ['student']"),
    (with_("history.0.action", "drink"), "history[0].action: expected one of 'student', 'sell', got 'drink'"),
    (with_("history.0.result", "toolong"), "history[0].result: text of 7 characters (at most 5)"),
    (with_("history.0.details", {"wanted": 1}), "history[0].details.wanted: expected text, got a whole number"),
    (with_("history.0.extra", 1), "history[0]: unexpected field 'extra'"),
    (with_("history", [GOOD["history"][0]] * 4), "history: 4 entries (at most 3)"),
    (with_("seed", True), "seed: expected a whole number, got true/false"),
    (with_("seed", -1), "seed: -1 is below 0"),
    (with_("seed", 1.5), "seed: expected a whole number, got a number"),
    (with_("done", 0), "done: expected true/false, got a whole number"),
    (with_("format", "2"), "format: expected a whole number, got text"),
    (with_("format", 0), "format: 0 is below 1"),
    ({k: v for k, v in GOOD.items() if k != "done"}, "field 'done' is missing"),
])
def test_a_misfit_names_its_place(data: object, message: str) -> None:
    with pytest.raises(ShapeError) as caught:
        shape.check(SAVE, data)
    assert str(caught.value) == message
    assert not isinstance(caught.value, NewerFormatError)
    assert not shape.fits(SAVE, data)


def test_a_newer_format_is_told_apart_and_checked_first() -> None:
    newer = {"format": 3, "history": "a new kind of history"}  # other fields missing or different
    with pytest.raises(NewerFormatError, match="format 3 comes from a newer Athanor"):
        shape.check(SAVE, newer)


def test_one_of_tells_true_from_one() -> None:
    assert shape.fits(shape.one_of(1), 1)
    assert not shape.fits(shape.one_of(1), True)
    assert not shape.fits(shape.one_of(True), 1)
    assert not shape.fits(shape.one_of("a"), {"a": 1})


def test_integer_bounds() -> None:
    assert shape.fits(shape.integer(1, 3), 3)
    with pytest.raises(ShapeError, match="^4 is above 3$"):
        shape.check(shape.integer(1, 3), 4)


def test_scalar_and_anything() -> None:
    flat = shape.dict_of(shape.scalar())
    assert shape.fits(flat, {"a": 1, "b": None, "c": "x", "d": 2.5, "e": False})
    assert not shape.fits(flat, {"a": [1]})
    assert shape.fits(shape.anything(), {"deep": [[[]]]})


def test_shape_errors_are_value_errors() -> None:
    assert issubclass(ShapeError, ValueError) and issubclass(NewerFormatError, ShapeError)


@pytest.mark.parametrize("raw", ['{"t": NaN}', '{"t": Infinity}', '{"t": -Infinity}', '{"t": 1e400}', '[-1e999]'])
def test_loads_refuses_non_finite_numbers(raw: str) -> None:
    with pytest.raises(shape.NonFiniteNumber):
        shape.loads(raw)


def test_loads_keeps_finite_numbers() -> None:
    assert shape.loads('{"t": 1.5e300, "n": -3, "s": "NaN"}') == {"t": 1.5e300, "n": -3, "s": "NaN"}


@pytest.mark.parametrize("value", [float("nan"), float("inf"), -float("inf")])
def test_scalars_and_numbers_refuse_non_finite_values(value: float) -> None:
    assert not shape.fits(shape.scalar(), value)
    assert not shape.fits(shape.number(), value)


def test_number_takes_whole_and_decimal_numbers_within_bounds() -> None:
    check = shape.number(0, 10)
    assert [shape.fits(check, v) for v in (0, 2.5, 10, -0.1, 10.5, True, "3")] == [True, True, True, False, False,
                                                                                       False, False]


@pytest.mark.parametrize("value", ["a\x00b", "\x1b[2J", "a\x7f", "a\ud800"])
def test_text_refuses_control_characters_and_lone_surrogates(value: str) -> None:
    with pytest.raises(shape.ShapeError, match="control character"):
        shape.check(shape.text(), value)


def test_text_keeps_tabs_and_line_breaks_names_do_not() -> None:
    assert shape.fits(shape.text(), "two\tlines\r\nhere")
    assert [shape.fits(shape.name(), v) for v in ("Die Gilde", "Zoë", "a\nb", "a\tb", "a\x85b")] == [
        True, True, False, False, False]
