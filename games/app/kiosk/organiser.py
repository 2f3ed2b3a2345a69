"""The organiser's PIN: in kiosk mode guests play and change the language, nothing else.

The PIN (4-8 digits) is stored hashed with a random salt (PBKDF2-HMAC-SHA256, ITERATIONS rounds)
as "organiser.json" in the user-data folder, next to settings.json:

    {"version": 1, "pin": {"method": "pbkdf2-sha256", "iterations": 200000, "salt": "<hex>", "hash": "<hex>"}}

It is set on the first kiosk start (a PIN pad that cannot be skipped) or with
`python main.py kiosk --set-pin`; `python main.py kiosk --reset-pin` forgets it (the next kiosk
start asks for a new one). A damaged file is set aside by the storage like any other. The hash
keeps the PIN from being read at a glance; with the file in hand a 4-8 digit PIN is brute-forced
offline in minutes, so it guards the screen, not the machine.

`KioskGuard` is the service ctx.services["kiosk"]: `organiser_only(ctx, purpose, then)` returns
`then(ctx)` at once outside kiosk mode, else a PIN pad (games.app.kiosk.pin_pad) that runs `then` after
the right PIN (when no PIN is stored any more — reset, or its file damaged and set aside — the pad
asks for a new one first). Five wrong PINs in a row lock the pad for LOCK_SECONDS. Purposes: "settings",
"quit", "clear", "leave", "delete", "organiser" (the organiser's menu).
"""

from __future__ import annotations

import hashlib
import hmac
import os
from typing import Callable

from games.app.scene import Context, Storage, Transition
from games.kernel import shape

PIN_FILE = "organiser.json"
METHOD = "pbkdf2-sha256"
ITERATIONS = 200_000
PIN_LENGTHS = range(4, 9)
MAX_TRIES = 5
LOCK_SECONDS = 30.0
PIN_SHAPE = shape.obj({"version": shape.format_version(1), "pin": shape.obj({
    "method": shape.text(max_length=40), "iterations": shape.integer(1, 10_000_000),
    "salt": shape.text(max_length=200), "hash": shape.text(max_length=200)})})

Then = Callable[[Context], "Transition | None"]


class PinError(ValueError):
    """A PIN that is not 4-8 digits."""


def check_format(pin: str) -> str:
    """`pin` when it is 4-8 ASCII digits; PinError otherwise."""
    if not (pin.isascii() and pin.isdigit() and len(pin) in PIN_LENGTHS):
        raise PinError("the PIN must be 4 to 8 digits")
    return pin


def hash_pin(pin: str, salt: bytes | None = None, iterations: int = ITERATIONS) -> dict:
    """The stored form of `pin` (a fresh random salt unless given)."""
    salt = salt if salt is not None else os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", check_format(pin).encode(), salt, iterations)
    return {"method": METHOD, "iterations": iterations, "salt": salt.hex(), "hash": digest.hex()}


def matches(pin: str, stored: dict) -> bool:
    """True when `pin` is the PIN `stored` was made from (constant-time comparison)."""
    if stored.get("method") != METHOD:
        return False
    try:
        salt, expected = bytes.fromhex(stored["salt"]), bytes.fromhex(stored["hash"])
    except (KeyError, ValueError, TypeError):
        return False
    digest = hashlib.pbkdf2_hmac("sha256", pin.encode(), salt, int(stored["iterations"]))
    return hmac.compare_digest(digest, expected)


def stored_pin(storage: Storage) -> dict | None:
    """The stored PIN hash, or None when no PIN is set (or its file was damaged and set aside)."""
    data = storage.load(PIN_FILE, PIN_SHAPE, what="settings")
    return data["pin"] if data is not None else None


def set_pin(storage: Storage, pin: str) -> bool:
    """Store `pin` hashed; False when the disk refuses (PinError for a bad PIN)."""
    return storage.save(PIN_FILE, {"version": 1, "pin": hash_pin(pin)})


def reset_pin(storage: Storage) -> bool:
    """Forget the PIN; True when none is stored any more."""
    return storage.delete(PIN_FILE)


class KioskGuard:
    """Kiosk mode's lock: who may do what, the wrong-PIN count, and the organiser's requests."""

    def __init__(self, storage: Storage, active: bool = True) -> None:
        self.storage = storage
        self.active = active
        self.failures = 0
        self.locked_until = 0.0
        self.quit_requested = False  # the organiser asked to quit (the app ends with status 0)
        self.leave_requested = False  # ... to leave kiosk mode (the app becomes a normal window)

    @property
    def has_pin(self) -> bool:
        return stored_pin(self.storage) is not None

    def try_pin(self, pin: str, now: float) -> bool:
        """True for the right PIN; counts wrong ones and locks after MAX_TRIES of them."""
        if self.locked_for(now) > 0:
            return False
        stored = stored_pin(self.storage)
        if stored is not None and matches(pin, stored):
            self.failures = 0
            return True
        self.failures += 1
        if self.failures >= MAX_TRIES:
            self.failures = 0
            self.locked_until = now + LOCK_SECONDS
        return False

    def locked_for(self, now: float) -> float:
        """Seconds the pad stays locked after too many wrong PINs (0: open)."""
        return max(0.0, self.locked_until - now)

    def leave(self) -> None:
        """Kiosk mode ends: nothing needs the PIN any more (the app follows leave_requested)."""
        self.active = False
        self.leave_requested = True


def guard_of(ctx: Context) -> KioskGuard | None:
    """The kiosk guard, when the app runs in kiosk mode."""
    guard = ctx.services.get("kiosk")
    return guard if isinstance(guard, KioskGuard) else None


def locked(ctx: Context) -> bool:
    """True when guests may not do organiser things here (kiosk mode with a PIN)."""
    guard = guard_of(ctx)
    return guard is not None and guard.active


def organiser_only(ctx: Context, purpose: str, then: Then) -> Transition | None:
    """`then(ctx)` at once outside kiosk mode; in kiosk mode a PIN pad first (see the module doc)."""
    if not locked(ctx):
        return then(ctx)
    from games.app.kiosk.pin_pad import PinPadScene
    from games.app.scene import Push

    if not guard_of(ctx).has_pin:  # type: ignore[union-attr]  # forgotten (reset) or its file set aside
        return Push(PinPadScene.setting())
    return Push(PinPadScene(purpose, then))
