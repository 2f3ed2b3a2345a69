"""Scanner stand-ins for screenshots and tests: a synthetic camera view and a scripted scanner service.

`synthetic_snapshot(items)` renders cards or codes into a synthetic camera frame
(scanner.synthetic), reads it with the real decoder to find the outlines, and returns the
ScanSnapshot a live camera would give. `ScriptedScanner` behaves like the app's ScannerService
towards the shell and the scenes (preview flag, snapshot(), poll(), intercept() for handheld
readers) but plays snapshots and readings it is handed instead of owning a camera.
"""

from __future__ import annotations

import cv2
import numpy as np

from games.app.camera.service import OFF, ScannerService
from games.app.scene import Intent
from scanner.decoders import make_decoder
from scanner.payload import card_payload, game_code_payload
from scanner.pipeline import ScanPipeline
from scanner.sources import Frame
from scanner.synthetic import STEADY, Item, synth_frame
from scanner.worker import ScanSnapshot


def card_items(*ingredients: str) -> list[Item]:
    """Our printed cards of `ingredients`, as synthetic items."""
    return [Item(card_payload(ingredient)) for ingredient in ingredients]


def game_code_item(code: str, variant: str | None = None) -> Item:
    """Another Athanor's game-code QR on its screen (naming `variant`, if given), as a synthetic item."""
    return Item(game_code_payload(code, variant), "qr", "label", 60.0)


def synthetic_snapshot(items: list[Item], seed: int = 7, size: tuple[int, int] = (960, 540),
                       version: int = 1, status: str = "ok", warnings: tuple[str, ...] = ()) -> ScanSnapshot:
    """A snapshot of `items` held steady in front of a camera, outlined where the decoder finds them."""
    image = synth_frame(np.random.default_rng(seed), items, size, STEADY)
    result = ScanPipeline(make_decoder()).process(Frame(image, 0, 0.0, still=True))
    rgb = cv2.cvtColor(image, cv2.COLOR_BGR2RGB)
    return ScanSnapshot(rgb, result.outlines, status, "", warnings, version)


def status_snapshot(status: str, version: int = 1, frame: ScanSnapshot | None = None) -> ScanSnapshot:
    """A snapshot with camera `status` ("off", "starting", "no-camera", "lost", "retrying"), optionally over a frame."""
    if frame is None:
        return ScanSnapshot(None, (), status, "", (), version)
    return ScanSnapshot(frame.frame, frame.outlines, status, "", frame.warnings, version)


class ScriptedScanner:
    """A scanner service that plays what it is handed: snapshots, cards and codes."""

    poll_interval = 0.03

    def __init__(self, snapshot: ScanSnapshot = OFF) -> None:
        self.preview = False
        self._snapshot = snapshot
        self._pending: list[Intent] = []
        self._shown: ScanSnapshot | None = None
        self._wedge = ScannerService(None)  # no camera: only its handheld-reader intercept is used
        self.closed = False

    def show(self, snapshot: ScanSnapshot) -> None:
        """From now on the camera shows `snapshot`."""
        self._snapshot = snapshot

    def read_card(self, ingredient: str) -> None:
        """The camera confirms a card at the next poll."""
        self._pending.append(Intent("card", data=ingredient))

    def read_code(self, code: str, variant: str | None = None) -> None:
        """The camera confirms a game-code QR (naming `variant`, if given) at the next poll."""
        self._pending.append(Intent("code", text=code, data=variant))

    def snapshot(self) -> ScanSnapshot:
        """What a preview shows right now."""
        return self._snapshot

    def poll(self, now: float) -> list[Intent]:
        """Held reader input, pending readings, and the snapshot when it changed."""
        intents = [i for i in self._wedge.poll(now) if i.kind != "scan"] + self._pending
        self._pending = []
        if self._snapshot is not self._shown:
            self._shown = self._snapshot
            intents.append(Intent("scan", data=self._snapshot))
        return intents

    def intercept(self, intent: Intent, now: float) -> list[Intent]:
        """Handheld readers, exactly as the real service handles them."""
        return self._wedge.intercept(intent, now)

    def close(self) -> None:
        self.closed = True
        self._wedge.close()
