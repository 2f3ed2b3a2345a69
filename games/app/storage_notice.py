"""Telling the player, once, that a damaged file was put aside (instead of a silent reset).

`Storage` collects a `SetAside` report for each file it could not use; the shell takes them after
every input and poll and shows `notice_scene(ctx, reports)`: a message naming what was damaged
(the settings, a saved game, a file), why in plain words, and the name it was put aside as.
"""

from __future__ import annotations

from typing import Sequence

from games.app.common_scenes import MessageScene
from games.app.scene import Context, Scene
from games.app.storage import SetAside


def notice_scene(ctx: Context, reports: Sequence[SetAside]) -> Scene:
    """One message for every report (normally just one)."""
    settings_only = all(report.what == "settings" for report in reports)
    title = ctx.tr("app.storage_notice_settings_title" if settings_only else "app.storage_notice_title")
    return MessageScene(title, "\n\n".join(notice_text(ctx, report) for report in reports), icon="warning")


def notice_text(ctx: Context, report: SetAside) -> str:
    """"The saved game (saves/match-kupferkessel.json) was damaged. It was put aside as …"."""
    what = ctx.tr(f"app.storage_what_{report.what}", name=report.name)
    why = ctx.tr(f"app.storage_why_{report.kind.replace('-', '_')}", what=what)
    if report.aside is None:
        kept = ctx.tr("app.storage_left_in_place")
    else:
        kept = ctx.tr("app.storage_put_aside", aside=report.aside)
    if report.what == "settings":
        kept += " " + ctx.tr("app.storage_defaults_used")
    return f"{why} {kept}"
