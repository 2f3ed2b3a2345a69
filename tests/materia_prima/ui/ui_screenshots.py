"""Screenshots of Materia Prima's screens.

    .venv/bin/python -m tests.materia_prima.ui.ui_screenshots            # the README pictures (assets/screenshots/mp-*.png)
    .venv/bin/python -m tests.materia_prima.ui.ui_screenshots --all DIR  # every screen, 1920x1080 and 1280x720, de and en

The tour (ui_tour.py) walks through the campaign book, a new campaign, the chronicle, the scenario
choice, a prologue played through the screens to its end, the rules, and the decisions a scenario
rarely reaches (crafted.py); the README pictures are a chosen few of them.
"""

from __future__ import annotations

import sys
from pathlib import Path

from games.app.table.bot_worker import BotWorker
from games.app.testing.headless import Harness
from tests.materia_prima.crafted import MOMENTS, carry_choices, crafted_board, crafted_end
from tests.materia_prima.ui.ui_tour import book_and_setup, forget_drawings, play, press, rules_pages

SCREENSHOT_DIR = Path(__file__).resolve().parents[3] / "assets" / "screenshots"
README = {("en", "clip-Target"): "mp-inquisition-en", ("de", "decide-act"): "mp-turn-de",
          ("en", "board-setup"): "mp-new-campaign-en", ("de", "chronicle-played"): "mp-chronicle-de"}
SEED = 11


def tour_all(language: str, visit) -> None:  # type: ignore[no-untyped-def]
    """Every screen of the tour in `language`, handed to `visit(harness, name)`."""
    options = {"match_session_options": {"seed": SEED, "worker": BotWorker(threaded=False)}}
    with Harness(language, services=options) as h:
        forget_drawings()
        book_and_setup(h, lambda name: visit(h, name))
        play(h, lambda name: visit(h, name))
        press(h, "leave")
        h.step(0.3)
        visit(h, "chronicle-played")
        h.back()
        visit(h, "book-campaign")
        press(h, next(b.action for b in h.top.buttons.buttons if isinstance(b.action, tuple)  # type: ignore[attr-defined]
                      and b.action[0] == "delete"))
        visit(h, "delete-question")
        h.back()
        press(h, "rules")
        rules_pages(h, lambda name: visit(h, name))
        for name, make in MOMENTS.items():
            h.push(crafted_board(make(), h.ctx.storage))
            if name == "fight":
                press(h, ("verb", "fight"))
            visit(h, f"moment-{name}")
            h.back()
        end = h.push(crafted_end(carry_choices(), h.ctx.storage))
        visit(h, "end-carry-choices")
        press(h, next(b.action for b in end.buttons.buttons if "dolch" in str(b.action)))  # type: ignore[attr-defined]
        visit(h, "end-carry-chosen")


def save_all(directory: Path) -> None:
    """Every screen at both sizes in both languages into `directory`."""
    for language in ("de", "en"):
        tour_all(language, lambda h, name: (h.save(directory / f"{language}-{name}.png"),
                                            h.save(directory / f"{language}-{name}-720.png", (1280, 720))))


def save_readme() -> None:
    """The README pictures."""
    for language in ("de", "en"):
        def visit(h: Harness, name: str) -> None:
            target = README.get((language, name))
            if target:
                h.save(SCREENSHOT_DIR / f"{target}.png")
        tour_all(language, visit)


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--all":
        save_all(Path(sys.argv[2]))
    else:
        save_readme()
