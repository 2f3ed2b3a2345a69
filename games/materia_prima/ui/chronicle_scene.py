"""A campaign's chronicle, as the rulebook's sheet: the board with its mines, cities and towers,
each alchemist with its player, tower, carried tower upgrade, soul stone and carried things, and
the scenarios played with their results and difficulties. From here the scenario in progress
continues, the next one is chosen, or the campaign is deleted (after asking)."""

from __future__ import annotations

import pygame

from games.app.kit import theme
from games.app.table.match_session import MatchSession, session_options
from games.app.scene import Context, Pop, Push, Transition
from games.app.kit.widgets import Button, TitleBar, draw_panel, draw_text, fit_font
from games.materia_prima.board import board_for
from games.materia_prima.chronicle import Chronicle, chronicle_to_json
from games.materia_prima.components import CHARACTERS, DIFFICULTY_LETTERS
from games.materia_prima.ui import art
from games.materia_prima.ui import words as W
from games.materia_prima.ui.board_draw import draw_field_labels, field_layer
from games.materia_prima.ui.buttons import draw_group
from games.materia_prima.ui.campaign_store import GAME_ID, Campaign, CampaignShelf
from games.materia_prima.ui.hexgeo import grid_in
from games.materia_prima.ui.page import PageScene, ask_to_delete

BOARD_BOX = pygame.Rect(40, 170, 760, 760)
SHEET = pygame.Rect(830, 160, 1034, 770)
LETTER_NAMES = {letter: name for name, letter in DIFFICULTY_LETTERS.items()}


def open_board(session: MatchSession, cid: str) -> Push:
    """The board screen of a campaign's scenario."""
    from games.materia_prima.ui.board_scene import BoardScene

    return Push(BoardScene(session, cid))


def resume_scenario(ctx: Context, cid: str) -> Transition | None:
    """Continue the campaign's scenario in progress (a record that cannot be replayed is set aside
    by the session and the player told by the shell; the campaign stays)."""
    session = MatchSession.resume(GAME_ID, CampaignShelf(ctx.storage).match_storage(cid),  # type: ignore[arg-type]
                                  **session_options(ctx))
    return open_board(session, cid) if session is not None else None


def start_scenario(ctx: Context, campaign: Campaign, scenario: int, difficulty: str) -> Transition:
    """A new scenario of the campaign, from its chronicle (replacing one in progress)."""
    config = {"chronicle": chronicle_to_json(campaign.chronicle), "scenario": scenario, "difficulty": difficulty,
              "players": len(campaign.chronicle.players)}
    storage = CampaignShelf(ctx.storage).match_storage(campaign.id)
    session = MatchSession.new(GAME_ID, list(campaign.seats), storage, config=config,  # type: ignore[arg-type]
                               **session_options(ctx))
    return open_board(session, campaign.id)


def draw_chronicle_board(canvas: pygame.Surface, ctx: Context, chronicle: Chronicle, box: pygame.Rect) -> None:
    """The campaign's board: tiles with mines and cities, and each alchemist's tower."""
    board = board_for(chronicle.layout)
    grid = grid_in(box)
    canvas.blit(field_layer(chronicle.layout, grid.centre, grid.size, tuple(box)), box)
    towers = {board.site(m.site): CHARACTERS[m.character].colour for m in chronicle.members}
    draw_field_labels(canvas, ctx.fonts, board, grid, frozenset(towers))
    for spot, colour in towers.items():
        art.blit_centred(canvas, art.tower_figure(colour, round(grid.size * 1.2)), grid.pixel(board.fields[spot].hex))


class ChronicleScene(PageScene):
    """The chronicle of campaign `cid` (see the module docstring)."""

    def __init__(self, cid: str) -> None:
        super().__init__()
        self.cid = cid
        self.campaign: Campaign | None = None
        self.record: dict | None = None

    def enter(self, ctx: Context) -> None:
        shelf = CampaignShelf(ctx.storage)
        self.campaign = shelf.load(self.cid)
        self.record = shelf.saved_match(self.cid)
        name = self.campaign.chronicle.campaign if self.campaign else "?"
        self.title_bar = TitleBar(W.t(ctx.tr, "chronicle.title", name=name), ctx.tr("app.back"))
        buttons = [Button(pygame.Rect(SHEET.x, SHEET.bottom + 30, 360, theme.BUTTON_H), W.t(ctx.tr, "book.delete"),
                          "delete", kind="quiet", icon="cross")]
        if self.record is not None:
            buttons.append(Button(pygame.Rect(SHEET.right - 640, SHEET.bottom + 30, 640, theme.BUTTON_H),
                                  W.match_progress(ctx.tr, self.record) or "", "resume", kind="primary", icon="play"))
        buttons.append(Button(pygame.Rect(SHEET.x + 390, SHEET.bottom + 30, 360 if self.record else 600, theme.BUTTON_H),
                              W.t(ctx.tr, "chronicle.choose"), "choose",
                              kind="secondary" if self.record else "primary", icon="book"))
        self.buttons.set(buttons)

    def press(self, action: object, ctx: Context) -> Transition | None:
        if self.campaign is None:
            return Pop()
        if action == "resume":
            return resume_scenario(ctx, self.cid)
        if action == "choose":
            from games.materia_prima.ui.scenario_choice import ScenarioChoiceScene

            return Push(ScenarioChoiceScene(self.cid))
        return ask_to_delete(ctx, self.campaign, then=Pop())

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        self.draw_frame(canvas, ctx)
        if self.campaign is None:
            return
        chronicle = self.campaign.chronicle
        draw_chronicle_board(canvas, ctx, chronicle, BOARD_BOX)
        draw_panel(canvas, SHEET)
        y = SHEET.y + 24
        for number, member in enumerate(chronicle.members):
            y = self._draw_member(canvas, ctx, member, self.campaign.seats[number], y) + 10
        pygame.draw.line(canvas, theme.BRASS, (SHEET.x + 28, y), (SHEET.right - 28, y), 3)
        self._draw_played(canvas, ctx, chronicle, y + 16)
        draw_group(canvas, ctx.fonts, self.buttons, size=40)

    def _draw_member(self, canvas: pygame.Surface, ctx: Context, member, seat: str, y: int) -> int:  # type: ignore[no-untyped-def]
        tr = ctx.tr
        colour = CHARACTERS[member.character].colour
        canvas.blit(art.alchemist_figure(colour, 76), (SHEET.x + 24, y))
        x, room = SHEET.x + 116, SHEET.w - 140
        head = W.t(tr, "chronicle.member", character=W.character_name(tr, member.character), player=member.player,
                   site=member.site, seat=W.seat_kind_label(ctx, seat))
        draw_text(canvas, head, fit_font(ctx.fonts, head, room, 32, min_size=24, bold=True), theme.INK_TEXT, (x, y))
        stone = W.t(tr, "chronicle.stone_yes") if member.soul_stone else W.t(tr, "chronicle.stone_no")
        upgrade = W.thing_name(tr, member.upgrade) if member.upgrade else W.t(tr, "chronicle.nothing")
        things = ", ".join(W.thing_name(tr, item) for item in member.carried) or W.t(tr, "chronicle.nothing")
        line = W.t(tr, "chronicle.carries", stone=stone, upgrade=upgrade, things=things)
        draw_text(canvas, line, fit_font(ctx.fonts, line, room, 28, min_size=24), theme.INK_MUTED, (x, y + 44))
        return y + 92

    def _draw_played(self, canvas: pygame.Surface, ctx: Context, chronicle: Chronicle, y: int) -> None:
        tr = ctx.tr
        heading = W.t(tr, "chronicle.played")
        draw_text(canvas, heading, ctx.fonts.get(32, bold=True), theme.INK_TEXT, (SHEET.x + 28, y))
        y += 50
        if not chronicle.played:
            draw_text(canvas, W.t(tr, "book.none_played"), ctx.fonts.get(28), theme.INK_MUTED, (SHEET.x + 28, y))
        for played in chronicle.played[-6:]:
            result = W.t(tr, f"chronicle.{played.result}")
            line = f"{W.scenario_label(tr, played.number)} — {result} — " \
                   f"{W.difficulty_name(tr, LETTER_NAMES[played.difficulty])} ({played.difficulty})"
            colour = theme.SUCCESS if played.result == "passed" else theme.DANGER
            draw_text(canvas, "✔" if played.result == "passed" else "✖", ctx.fonts.get(30, bold=True, serif=False),
                      colour, (SHEET.x + 28, y))
            draw_text(canvas, line, fit_font(ctx.fonts, line, SHEET.w - 110, 28, min_size=24), theme.INK_TEXT,
                      (SHEET.x + 70, y))
            y += 40
        next_line = W.t(tr, "book.next", scenario=W.scenario_label(tr, chronicle.next_scenario()))
        draw_text(canvas, next_line, fit_font(ctx.fonts, next_line, SHEET.w - 56, 28, min_size=24, bold=True),
                  theme.EMBER_DARK, (SHEET.x + 28, SHEET.bottom - 56))
