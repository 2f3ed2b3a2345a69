"""Game codes compatible with the official app's classic 4-letter scheme (reference §2).

A code c0 c1 c2 c3 (A = 0 … Z = 25) gives the Lehmer digits
f = [c0 % 8, c1 % 7, c2 % 6, c3 % 5, (c2 // 6) % 4, (c1 // 7) % 3, (c0 // 8) % 2, 0]. Taking, for each
digit in turn, the element at that index out of [0..7] gives the app's alchemical ids (0 = R+, 1 = G+,
2 = B+, 3 = R-, 4 = G-, 5 = B-, 6 = +++, 7 = ---) of the app's ingredients in app order (fern,
bird claw, mushroom, flower, mandrake, scorpion, toad, raven feather). Codes ending F–Z come from the
app's newer, unpublished generator and are refused; DEMO is the one exception (the tutorial code).
Every assignment has a code ending A–E, and this module generates only such codes.
"""

from __future__ import annotations

from math import factorial

from games.alchemists.components import ALCHEMICALS, INGREDIENTS
from games.alchemists.mixing import Assignment, check_assignment
from games.kernel.errors import InvalidNotationError, RulesError

APP_INGREDIENT_ORDER: tuple[str, ...] = (
    "fern",
    "bird-claw",
    "mushroom",
    "flower",
    "mandrake",
    "scorpion",
    "toad",
    "raven-feather",
)
APP_ALCHEMICAL_ORDER: tuple[str, ...] = ("R+", "G+", "B+", "R-", "G-", "B-", "+++", "---")
GRID_OF_APP_ID: tuple[int, ...] = tuple(
    [a.short_name for a in ALCHEMICALS].index(name) for name in APP_ALCHEMICAL_ORDER
)
ASSIGNMENT_COUNT = 40320  # 8!
DEMO = "DEMO"
CLASSIC_LAST_LETTERS = "ABCDE"
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


class BadCodeError(InvalidNotationError):
    """Text that is not a 4-letter code; `problem` is "empty", "characters" or "length"."""

    def __init__(self, message: str, *, code: str, problem: str, detail: str = "") -> None:
        super().__init__(message)
        self.code = code
        self.problem = problem
        self.detail = detail  # the offending characters, or the length found


class UnsupportedCodeError(RulesError):
    """A well-formed code ending F–Z: made by the official app's newer generator, unknown to us."""

    def __init__(self, message: str, *, code: str) -> None:
        super().__init__(message)
        self.code = code
        self.problem = "newer-generator"


def normalize_code(text: str) -> str:
    """The code in capitals without spaces; BadCodeError naming what is wrong with it."""
    if not isinstance(text, str):
        raise BadCodeError(f"a game code is text, not {text!r}", code=repr(text), problem="characters")
    code = "".join(text.split())
    if not code:
        raise BadCodeError("no game code given: enter its 4 letters", code="", problem="empty")
    bad = "".join(dict.fromkeys(ch for ch in code if not (ch.isascii() and ch.isalpha())))
    if bad:
        raise BadCodeError(
            f"game code {code!r} contains {bad!r}: a code has only the letters A-Z "
            "(no digits, umlauts or other signs)",
            code=code,
            problem="characters",
            detail=bad,
        )
    if len(code) != 4:
        raise BadCodeError(
            f"game code {code!r} has {len(code)} letters: a code has exactly 4",
            code=code,
            problem="length",
            detail=str(len(code)),
        )
    return code.upper()


def digits_of_code(code: str) -> tuple[int, ...]:
    """The 8 Lehmer digits of a normalized 4-letter code (classic scheme)."""
    c0, c1, c2, c3 = (LETTERS.index(ch) for ch in code)
    return (c0 % 8, c1 % 7, c2 % 6, c3 % 5, (c2 // 6) % 4, (c1 // 7) % 3, (c0 // 8) % 2, 0)


def assignment_from_digits(digits: tuple[int, ...]) -> Assignment:
    """The assignment whose app-order alchemical ids have these Lehmer digits."""
    pool = list(range(8))
    app_ids = [pool.pop(digit) for digit in digits]
    grid_of = {name: GRID_OF_APP_ID[app_id] for name, app_id in zip(APP_INGREDIENT_ORDER, app_ids)}
    return tuple(grid_of[name] for name in INGREDIENTS)


def digits_of_assignment(assignment: Assignment) -> tuple[int, ...]:
    """The Lehmer digits of an assignment (inverse of assignment_from_digits)."""
    check_assignment(assignment)
    grid_of = dict(zip(INGREDIENTS, assignment))
    app_ids = [GRID_OF_APP_ID.index(grid_of[name]) for name in APP_INGREDIENT_ORDER]
    pool = list(range(8))
    digits = []
    for app_id in app_ids:
        digits.append(pool.index(app_id))
        pool.remove(app_id)
    return tuple(digits)


def decode(code: str) -> Assignment:
    """The secret of a classic code (case and spaces free; DEMO works).

    BadCodeError (an InvalidNotationError) names a wrong length or wrong characters;
    UnsupportedCodeError refuses a code from the official app's newer generator (ending F–Z).
    """
    normal = normalize_code(code)
    if normal != DEMO and normal[-1] not in CLASSIC_LAST_LETTERS:
        raise UnsupportedCodeError(
            f"game code {normal!r} ends in {normal[-1]}: codes ending F-Z come from the official app's "
            "newer generator, whose secret is not published; start the game in Athanor instead "
            "(its codes end A-E and the official app reads them too)",
            code=normal,
        )
    return assignment_from_digits(digits_of_code(normal))


def encode(assignment: Assignment) -> str:
    """The smallest classic code (last letter A–E) of `assignment`; decode(encode(a)) == a."""
    f = digits_of_assignment(assignment)
    letters = (f[0] + 8 * f[6], f[1] + 7 * f[5], f[2] + 6 * f[4], f[3])
    return "".join(LETTERS[n] for n in letters)


def assignment_from_index(index: int) -> Assignment:
    """The assignment numbered `index` (0..40319): the Lehmer rank of its app-order ids."""
    if not isinstance(index, int) or not 0 <= index < ASSIGNMENT_COUNT:
        raise InvalidNotationError(f"assignment index must be 0..{ASSIGNMENT_COUNT - 1}, not {index!r}")
    digits = []
    for position in range(8):  # factorial number system, most significant digit first
        digit, index = divmod(index, factorial(7 - position))
        digits.append(digit)
    return assignment_from_digits(tuple(digits))


def index_from_assignment(assignment: Assignment) -> int:
    """The number 0..40319 of `assignment` (inverse of assignment_from_index)."""
    digits = digits_of_assignment(assignment)
    return sum(digit * factorial(7 - position) for position, digit in enumerate(digits))


def code_from_uniform(u: float) -> str:
    """The code of a uniformly drawn assignment, given u in [0, 1) from the driver's rng.random()."""
    if isinstance(u, bool) or not isinstance(u, (int, float)) or not 0.0 <= u < 1.0:
        raise InvalidNotationError(f"expected a number in [0, 1), got {u!r}")
    return encode(assignment_from_index(min(int(u * ASSIGNMENT_COUNT), ASSIGNMENT_COUNT - 1)))

