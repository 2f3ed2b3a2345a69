"""The organiser's PIN: in kiosk mode guests play and change the language, nothing else.

The PIN (4-8 digits) is stored hashed with a random salt (PBKDF2-HMAC-SHA256, ITERATIONS rounds)
as "organiser.json" in the user-data folder, next to settings.json:

    {"version": 1, "pin": {"method": "pbkdf2-sha256", "iterations": 200000, "salt": "<hex>", "hash": "<hex>"}}

It is set on the first kiosk start (a PIN pad that cannot be skipped) or with
`python main.py kiosk --set-pin`; `python main.py kiosk --reset-pin` forgets it (the next kiosk
start asks for a new one). Outside a kiosk a damaged file is set aside by the storage like any
other. A file asking for more than MAX_ITERATIONS rounds is refused (each try would stall the
window for seconds). The hash keeps the PIN from being read at a glance; with the file in hand a
4-8 digit PIN is brute-forced offline in minutes, so it guards the screen, not the machine.

`KioskGuard` is the service ctx.services["kiosk"]: `organiser_only(ctx, purpose, then)` (in
games.app.kiosk.pin_pad) returns `then(ctx)` at once outside kiosk mode, else a PIN pad that runs `then` after
the right PIN (when no PIN is stored — never set, or reset — the pad asks for a new one first).
The kiosk fails closed: a PIN file that is there but cannot be used (a read error after the
storage's retries, another user's file, a newer version's, damaged) is never set aside while the
kiosk runs; organiser actions stay refused with a calm message that names the way back
(`kiosk --reset-pin` on the machine), and Ctrl+Alt+Q does not quit.
Wrong PINs: every MAX_TRIES in a row lock the pad, for LOCK_SECONDS, then twice as long each time
up to MAX_LOCK_SECONDS, until the right PIN; the count and the lock are kept in LOCK_FILE
(wall-clock time) so a restart does not reset them. Purposes: "settings", "quit", "clear", "leave",
"delete", "organiser" (the organiser's menu).
"""

from __future__ import annotations

import hashlib
import hmac
import os
from typing import Callable

from games.app.scene import Context, Scene, Storage, Transition
from games.app.store.storage import LoadProblem, read_json
from games.kernel import shape

PIN_FILE = "organiser.json"
LOCK_FILE = "kiosk/pin-lock.json"
METHOD = "pbkdf2-sha256"
ITERATIONS = 200_000
MAX_ITERATIONS = 500_000  # 2.5 times ITERATIONS: about 0.1-0.6 s a try; more would stall the window
PIN_LENGTHS = range(4, 9)
MAX_TRIES = 5
LOCK_SECONDS = 30.0
MAX_LOCK_SECONDS = 30 * 60.0
PIN_SHAPE = shape.obj({"version": shape.format_version(1), "pin": shape.obj({
    "method": shape.text(max_length=40), "iterations": shape.integer(1, MAX_ITERATIONS),
    "salt": shape.text(max_length=200), "hash": shape.text(max_length=200)})})
LOCK_SHAPE = shape.obj({"version": shape.format_version(1), "failures": shape.integer(0, MAX_TRIES),
                        "locks": shape.integer(0, 1000), "until": shape.number(0, 1e11)})
NONE, SET, UNREADABLE = "none", "set", "unreadable"  # what the kiosk knows of the PIN

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
    iterations = stored.get("iterations")
    if not isinstance(iterations, int) or not 1 <= iterations <= MAX_ITERATIONS:
        return False
    digest = hashlib.pbkdf2_hmac("sha256", pin.encode(), salt, iterations)
    return hmac.compare_digest(digest, expected)


def stored_pin(storage: Storage) -> dict | None:
    """The stored PIN hash, or None when no PIN is set (or its file was damaged and set aside)."""
    data = storage.load(PIN_FILE, PIN_SHAPE, what="settings")
    return data["pin"] if data is not None else None


def set_pin(storage: Storage, pin: str) -> bool:
    """Store `pin` hashed; False when the disk refuses (PinError for a bad PIN)."""
    return storage.save(PIN_FILE, {"version": 1, "pin": hash_pin(pin)})


def reset_pin(storage: Storage) -> bool:
    """Forget the PIN (and any lock of wrong tries); True when none is stored any more."""
    return storage.delete(PIN_FILE) and storage.delete(LOCK_FILE)


def pin_state(storage: Storage) -> tuple[str, dict | None, str]:
    """(NONE, None, ""), (SET, the stored hash, "") or (UNREADABLE, None, why) — read without ever
    setting the file aside (the kiosk's way: a PIN that cannot be read locks)."""
    try:
        data = read_json(storage.path(PIN_FILE), PIN_SHAPE)
    except LoadProblem as problem:
        return UNREADABLE, None, problem.reason
    return (NONE, None, "") if data is None else (SET, data["pin"], "")


def lock_seconds(locks: int) -> float:
    """How long the `locks`-th lock in a row lasts: 30 s, 1 min, 2 min, ... at most 30 min."""
    return min(MAX_LOCK_SECONDS, LOCK_SECONDS * 2 ** min(max(0, locks - 1), 20))


class KioskGuard:
    """Kiosk mode's lock: who may do what, the wrong-PIN count, and the organiser's requests."""

    def __init__(self, storage: Storage, active: bool = True) -> None:
        self.storage = storage
        self.active = active
        self.failures = 0  # wrong PINs since the last lock
        self.locks = 0  # locks in a row since the last right PIN
        self.locked_until = 0.0  # wall-clock seconds
        self.quit_requested = False  # the organiser asked to quit (the app ends with status 0)
        self.leave_requested = False  # ... to leave kiosk mode (the app becomes a normal window)
        self._load_lock()

    @property
    def state(self) -> str:
        """NONE, SET or UNREADABLE (see pin_state)."""
        return pin_state(self.storage)[0]

    @property
    def has_pin(self) -> bool:
        return self.state == SET

    @property
    def pin_unreadable(self) -> bool:
        """True when a PIN file is there but cannot be used: organiser actions stay locked."""
        return self.state == UNREADABLE

    def try_pin(self, pin: str, now: float) -> bool:
        """True for the right PIN; counts wrong ones and locks after MAX_TRIES of them (`now`:
        wall-clock seconds). An unreadable PIN matches nothing and counts nothing."""
        if self.locked_for(now) > 0:
            return False
        state, stored, _ = pin_state(self.storage)
        if state == UNREADABLE:
            return False
        if stored is not None and matches(pin, stored):
            if self.failures or self.locks:
                self.failures = self.locks = 0
                self.storage.delete(LOCK_FILE)
            return True
        self.failures += 1
        if self.failures >= MAX_TRIES:
            self.failures = 0
            self.locks += 1
            self.locked_until = now + lock_seconds(self.locks)
        self._save_lock()
        return False

    def locked_for(self, now: float) -> float:
        """Seconds the pad stays locked after too many wrong PINs (0: open); a clock set back does
        not make a lock longer than it is."""
        return max(0.0, min(self.locked_until - now, self.lock_length))

    @property
    def lock_length(self) -> float:
        """How long the current (or last) lock lasts in all."""
        return lock_seconds(self.locks) if self.locks else 0.0

    def _load_lock(self) -> None:
        data = self.storage.load(LOCK_FILE, LOCK_SHAPE, what="settings")
        if data is not None:
            self.failures, self.locks, self.locked_until = data["failures"], data["locks"], float(data["until"])

    def _save_lock(self) -> None:
        self.storage.save(LOCK_FILE, {"version": 1, "failures": self.failures, "locks": self.locks,
                                      "until": self.locked_until})

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


def pin_unreadable_scene(ctx: Context) -> Scene:
    """The calm refusal while the PIN cannot be read: what is locked and the way back."""
    from games.app.kit.common_scenes import MessageScene

    return MessageScene(ctx.tr("kiosk.pin_title"), ctx.tr("kiosk.pin_unreadable"), icon="warning")
