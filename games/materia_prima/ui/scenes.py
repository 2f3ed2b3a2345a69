"""Materia Prima's entry on the start screen (the registry's `ui_entry`): the campaign book."""

from __future__ import annotations

from games.app.scene import Context, Scene
from games.materia_prima.ui.book_scene import BookScene


def start_scene(ctx: Context) -> Scene:
    """The first scene of Materia Prima: the campaign book."""
    return BookScene()
