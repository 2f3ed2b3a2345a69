"""Switching the scanner's every-frame preview from any scene, without importing the scanner (OpenCV).

Scenes that show the live camera turn it on when they come to the top; others turn it off, so the
scanner sends every frame only while a preview is on screen (see games.app.camera.service).
"""

from __future__ import annotations

from games.app.scene import Context


def set_preview(ctx: Context, on: bool) -> None:
    """Ask the scanner for every new frame (on) or only for changes (off); no scanner, no effect."""
    service = ctx.services.get("scanner")
    if service is not None and hasattr(service, "preview"):
        service.preview = on
