"""`python main.py scan --source (INDEX|FILE|DIR) [--json] [--preview] [--decoder ...] [--frames N]
[--record DIR]`: read ingredient cards from a camera, a video file, an image or a folder.

Running the scanner (frame sources, decoders, the stabiliser, the preview) is the shell's work, so
the tool lives with the camera pieces: games.app.camera.scan_tool (its docstring has the output).
"""

from __future__ import annotations

from games.app.camera.scan_tool import main

__all__ = ["main"]
