"""Telling the player, once, that a damaged file was put aside (instead of a silent reset).

`Storage` collects a `SetAside` report for each file it could not use; the shell takes them after
every input and poll and shows `notice_scene(ctx, reports)`: a message naming what was damaged
(the settings, a saved game, a file), why in plain words, the name it was put aside as, and the
technical detail in one short line (for whoever looks into it).
"""

from __future__ import annotations

from typing import Sequence

from games.app.kit.common_scenes import MessageScene
from games.app.scene import Context, Scene
from games.app.store.storage import SetAside

DETAIL_LIMIT = 160  # characters of the technical reason shown under the message


def notice_scene(ctx: Context, reports: Sequence[SetAside]) -> Scene:
    """One message for every report (normally just one)."""
    whats = {report.what for report in reports}
    title = ctx.tr(f"app.storage_notice_{whats.pop() if len(whats) == 1 else 'file'}_title")
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
    return f"{why} {kept}\n" + ctx.tr("app.storage_detail", reason=_short(report.reason))


def _short(text: str, limit: int = DETAIL_LIMIT) -> str:
    """`text` on one line, cut to `limit` characters."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
