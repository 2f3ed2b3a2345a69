"""The data-driven table widgets: the score table (2-5 seats, readable, winners marked), the rules
help (tabs, scrolling, house rules badged) and the undo control (hidden without humans, the
reason when undo is not possible)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from games.app.table.bot_worker import BotWorker
from games.app.testing.headless import Harness
from games.app.table.match_session import MatchSession
from games.app.table.rules_help import HouseRules, RulesBook, RulesHelpScene, RulesSection
from games.app.scene import Intent, Scene
from games.app.table.score_table import ScoreCell, ScoreLabels, ScoreRow, ScoreSeat, ScoreSheet, draw_score_table, signed
from games.app.store.storage import Storage
from games.app.table.undo_control import UndoControl
from tests.app.toy import register
from tests.app.toy.rules import COLOURS, add

LABELS = ScoreLabels("Source", "Points", "Total")


def sheet(seats: int, winners: tuple[int, ...] = (0,)) -> ScoreSheet:
    rows = tuple(ScoreRow(f"Row {r} with a longer label", tuple(ScoreCell(r - s, f"({r} − {s})") for s in range(seats)))
                 for r in range(6))
    return ScoreSheet(tuple(ScoreSeat(COLOURS[s].title()) for s in range(seats)), rows,
                      tuple(sum(r - s for r in range(6)) for s in range(seats)), winners, LABELS,
                      legend="How points come about: one line the table explains itself with.")


def test_signed_scores_use_a_real_minus() -> None:
    assert [signed(n) for n in (8, 0, -4)] == ["+8", "0", "−4"]


@pytest.mark.parametrize("seats", [2, 3, 5])
def test_the_score_table_is_readable_for_every_seat_count(seats: int) -> None:
    with Harness() as h:
        canvas = h.render()
        h.forget_texts()
        draw_score_table(canvas, h.ctx.fonts, sheet(seats), pygame.Rect(40, 150, 1400, 900))
        recorded = h.ctx.fonts.recorded()
        assert min(recorded.values()) >= 24, {t: s for t, s in recorded.items() if s < 24}
        assert "Total" in recorded and "How points come about: one line the table explains itself with." in recorded
        assert all(COLOURS[s].title() in recorded for s in range(seats))
        assert signed(sheet(seats).totals[-1]) in recorded


def test_the_winners_column_is_marked() -> None:
    with Harness() as h:
        rect = pygame.Rect(40, 150, 1400, 900)
        plain = h.render().copy()
        draw_score_table(plain, h.ctx.fonts, sheet(2, winners=()), rect)
        marked = h.render().copy()
        draw_score_table(marked, h.ctx.fonts, sheet(2, winners=(1,)), rect)
        probe = (rect.right - 60, rect.y + 12)  # the top of the second column's band, above its header
        assert plain.get_at(probe) != marked.get_at(probe)


def book(house_rules: int = 12) -> RulesBook:
    return RulesBook("Rules", [RulesSection("Idea", "A short idea.\nA second paragraph."),
                               RulesSection("Long", "\n".join(f"Paragraph {i} " + "word " * 30 for i in range(12)))],
                     HouseRules("House rules", "Our decisions:", "House rule", [f"Rule {i}: " + "we decided this. " * 6
                                                                              for i in range(house_rules)]),
                     RulesSection("Keys", "Tap things."))


def test_rules_help_tabs_by_tap_arrows_and_digits() -> None:
    with Harness() as h:
        rules = h.push(RulesHelpScene(lambda ctx: book()))
        assert [b.label for b in rules.buttons.buttons] == ["Idea", "Long", "House rules", "Keys"]
        h.key("right")
        assert rules.section == 1
        h.key("left")
        h.key("left")
        assert rules.section == 3
        h.key("3")
        assert rules.section == 2
        h.click(rules.buttons.buttons[0].rect.center)
        assert rules.section == 0


def test_a_long_section_scrolls_and_short_ones_do_not() -> None:
    with Harness() as h:
        rules = h.push(RulesHelpScene(lambda ctx: book(), section=0))
        h.render()
        assert not rules.scrollable
        h.key("2")
        h.render()
        assert rules.scrollable and rules.scroll == 0 and rules.page.size == 28  # type: ignore[union-attr]
        h.scroll(-1)
        assert rules.scroll > 0
        h.key("pagedown")
        h.key("pagedown")
        h.key("pagedown")
        most = rules.page.height - rules._body().h  # type: ignore[union-attr]
        assert 0 < rules.scroll <= most
        h.click(rules.up.rect.center)
        assert rules.scroll < most
        assert h.small_texts() == {}


def test_house_rules_each_carry_the_badge() -> None:
    with Harness("de") as h:
        rules = h.push(RulesHelpScene(lambda ctx: book(house_rules=3), section=2))
        h.render()
        badged = [line for line in rules.page.lines if line.badge == "House rule"]  # type: ignore[union-attr]
        assert [line.text.split(":")[0] for line in badged] == ["Rule 0", "Rule 1", "Rule 2"]
        assert h.small_texts() == {}


@pytest.fixture
def game(monkeypatch: pytest.MonkeyPatch) -> str:
    return register(monkeypatch)


def test_the_undo_control_explains_and_hides(game: str, tmp_path: Path) -> None:
    with Harness() as h:
        session = MatchSession.new(game, ["human", "human"], Storage(tmp_path / "a"), seed=2,
                                   config={"colours": ["red", "green"]}, worker=BotWorker(threaded=False))
        control = UndoControl(pygame.Rect(100, 100, 420, 112))
        control.refresh(h.ctx, session)
        assert control.visible and not control.enabled and control.reason == "Nothing to take back yet"
        session.play(add(1))
        control.refresh(h.ctx, session, lambda blocker: None)
        assert control.enabled and control.reason is None
        assert control.pressed(Intent("click", pos=(150, 150))) and not control.pressed(Intent("click", pos=(5, 5)))
        session.play(add(1))  # the round ends: a card is shown
        control.refresh(h.ctx, session, lambda blocker: f"a {blocker.kind} step")
        assert not control.enabled and control.reason == "a chance step"
        assert not control.pressed(Intent("click", pos=(150, 150)))
        h.push(Scene())
        canvas = h.render()
        h.forget_texts()
        control.draw(canvas, h.ctx)
        assert set(h.ctx.fonts.recorded()) == {"Undo", "a chance step"} and h.small_texts() == {}
        watched = MatchSession.new(game, ["bot:easy", "bot:greedy"], Storage(tmp_path / "b"), seed=2,
                                   config={"colours": ["red", "green"]}, worker=BotWorker(threaded=False))
        control.refresh(h.ctx, watched)
        assert not control.visible and not control.pressed(Intent("click", pos=(150, 150)))


def test_terms_are_named_in_bold_above_their_text_and_the_badge_sits_in_the_title_bar() -> None:
    terms = RulesBook("Rules", [RulesSection("Flows", "", terms=[("Test", "Two ingredients, one potion."),
                                                                ("Sell", "How well they match.")])])
    with Harness("en") as h:
        rules = h.push(RulesHelpScene(lambda ctx: terms, badge="Code KABC"))
        h.forget_texts()
        h.render()
        lines = rules.page.lines  # type: ignore[union-attr]
        assert [(line.text, line.bold) for line in lines] == [("Test", True), ("Two ingredients, one potion.", False),
                                                                ("Sell", True), ("How well they match.", False)]
        assert lines[2].y > lines[1].y + h.ctx.fonts.get(rules.page.size).get_linesize()  # type: ignore[union-attr]
        assert rules.title_bar.badge == "Code KABC" and "Code KABC" in h.ctx.fonts.recorded()  # type: ignore[union-attr]
        assert h.small_texts() == {}
