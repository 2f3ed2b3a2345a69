"""Materia Prima's whole campaign through the screens: scenarios 0 to 4 in a row, one human seat
(its taps scripted by tests/materia_prima/ui/ui_driver.py: the computer alchemist's choice, performed
on the board, the buttons, the exchange panel and the end screen) and one computer alchemist, on
the headless Harness at the instant pace. Each scenario starts from the chronicle and the
scenario choice and ends on the end screen, written into the chronicle; prints per scenario the
result, the days, the human's actions by way of input, and the seconds it took. Optionally saves
the book, a tense day (the first Inquisition attack of scenario 4) and the chronicle as PNGs.

    .venv/bin/python bench/mp_campaign_ui_bench.py [--difficulty normal] [--language de] [--shots DIR]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from games.app.table.bot_pacing import set_pace  # noqa: E402
from games.materia_prima import actions as A  # noqa: E402
from games.materia_prima.ui.board_scene import BoardScene  # noqa: E402
from games.materia_prima.ui.book_scene import BookScene  # noqa: E402
from games.materia_prima.ui.campaign_store import CampaignShelf  # noqa: E402
from games.materia_prima.ui.chronicle_scene import ChronicleScene  # noqa: E402
from tests.materia_prima.ui.test_ui_campaigns import harness, new_campaign, press  # noqa: E402
from tests.materia_prima.ui.ui_driver import Driver  # noqa: E402


def shoot(h, shots: Path | None, name: str) -> None:  # type: ignore[no-untyped-def]
    """Save the current screen as `name`.png in `shots` (when given)."""
    if shots is not None:
        h.step(0.05)
        pygame.image.save(h.render(), str(shots / f"{name}.png"))


def tense_moment(h, driver: Driver, shots: Path | None, language: str) -> None:  # type: ignore[no-untyped-def]
    """Play on until an inquisitor attacks an alchemist, and save that moment (once)."""
    session = h.top.session
    if shots is None or not any(isinstance(a, A.Attack) for a in session.match.actions):
        return
    shoot(h, shots, f"{language}-tense-day")


def play_scenario(h, scenario: int, difficulty: str, shots: Path | None, language: str) -> str:  # type: ignore[no-untyped-def]
    """One scenario from the chronicle to the end screen and back; a line of figures."""
    assert isinstance(h.top, ChronicleScene)
    press(h, "choose")
    press(h, ("scenario", scenario))
    press(h, ("difficulty", difficulty))
    press(h, "start")
    assert isinstance(h.top, BoardScene)
    driver = Driver(h)
    start, shot = time.perf_counter(), False
    for _ in range(5000):
        driver.wait()
        if not isinstance(h.top, BoardScene):
            break
        if scenario == 4 and not shot and any(isinstance(a, A.Attack) for a in h.top.session.match.actions):
            tense_moment(h, driver, shots, language)
            shot = True
        driver.step()
    driver.play_to_the_end()
    state = h.top.session.state
    line = (f"  scenario {scenario} {difficulty}: {state.result} after {state.day} days; "
            f"{len(driver.played)} human actions through the screens {dict(sorted(driver.ways.items()))}; "
            f"{time.perf_counter() - start:.0f} s")
    press(h, "leave")
    h.step(0.2)
    return line


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--difficulty", default="normal", choices=("easy", "normal", "hard"))
    parser.add_argument("--language", default="en", choices=("en", "de"))
    parser.add_argument("--shots", type=Path, default=None, help="folder for the book, tense-day and chronicle PNGs")
    args = parser.parse_args(argv)
    if args.shots is not None:
        args.shots.mkdir(parents=True, exist_ok=True)
    with harness(args.language) as h:
        set_pace(h.ctx, "instant")
        cid = new_campaign(h, "Campaign", players=2, seats=("human", "bot:alchemist"))
        print(f"a campaign through the screens, one human seat and one computer alchemist, {args.difficulty}:")
        for scenario in range(5):
            print(play_scenario(h, scenario, args.difficulty, args.shots, args.language), flush=True)
        shoot(h, args.shots, f"{args.language}-chronicle")
        chronicle = CampaignShelf(h.ctx.storage).load(cid).chronicle  # type: ignore[union-attr]
        print("  chronicle: " + ", ".join(f"{p.number} {p.result} ({p.difficulty})" for p in chronicle.played))
        h.push(BookScene())
        h.step(0.2)
        shoot(h, args.shots, f"{args.language}-book")
        assert [p.number for p in chronicle.played] == [0, 1, 2, 3, 4]
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
