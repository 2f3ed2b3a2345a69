"""The setup screen every game starts from: who plays which colour, the game's options, the
computers' pace, continue the saved match, the rules.

A game describes itself once (texts already translated, rebuilt on every `enter`):

    def setup(ctx) -> GameSetup:
        return GameSetup(
            game_id="alchemists", title=ctx.tr("alchemists.title"),
            colours=(SeatColour("red", ctx.tr("alchemists.colour.red")), ...),  # the colours seats may take
            seat_counts=(2, 3, 4), fixed_colours=False,                          # Kupferkessel: (2,), True
            kinds=default_kinds(ctx, "alchemists"),                              # Human, Computer (easy) ...
            options=rule_options(ctx, RULES, "alchemists"),  # the rules' GameOptions, in words
            counts_for=lambda options: (2, 3, 4),  # seat counts the chosen options allow (optional)
            config=lambda plan: {"colours": list(plan.colours), **plan.options},  # for rules.setup(config)
            board=lambda session: AlchemistsBoard(session),
            rules=lambda: RulesHelpScene(make_book),
            summary=lambda record: "...",          # the saved match in words ("Red (you) against ... · round 3")
            emblem=lambda colour: draw_token(colour),  # a drawing of a colour: Callable[[Surface, Rect], None]
            private_views=True)
    Push(SeatSetupScene(setup))

`GameSetup`, `SeatPlan` and the helpers that make them live in games.app.table.seat_plan.
The player's last choice (a `SeatPlan`: colours, seat kinds, options) is kept in
"<game_id>-setup.json" and offered next time. Start begins a MatchSession (seats from the plan,
config from `config(plan)`) and pushes `board(session)`; when a saved match exists it first asks
(games.app.table.replace_guard) with the saved match in words. Continue resumes the saved match; a
save that cannot be replayed is set aside by the storage and the shell tells the player once.
2-5 seats: one row per seat (a colour plate — a button that cycles through the free colours unless
`fixed_colours` — and one button per seat kind, up to four kinds); the number of players, the
game's options (up to two) and the computers' pace (the shared setting of games.app.table.bot_pacing)
are rows at the right. Counts the chosen options do not allow are greyed out; choosing such an
option trims the seats to fit.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from games.app.kit import theme
from games.app.table.bot_pacing import pace_choices, pace_of, set_pace
from games.app.table.match_session import MatchSession, session_options
from games.app.table.replace_guard import ask_before_losing
from games.app.scene import Context, Intent, Pop, Push, Scene, Transition
from games.app.table.seat_plan import GameSetup, SeatPlan, allowed_counts, setup_file, stored_plan
from games.app.table.seats import HUMAN
from games.app.kit.widgets import (
    Button, ButtonGroup, TitleBar, draw_background, draw_panel, draw_text, draw_text_box, fit_font,
)

SAVED = pygame.Rect(64, 160, 1792, 124)
NEW = pygame.Rect(64, 304, 1792, 752)
SEATS_X = NEW.x + 32
ROWS_TOP = NEW.y + 96
ROW_H, ROW_GAP = 104, 14
PLATE_W = 240
KINDS_W, KIND_GAP = 780, 12  # the seat-kind buttons of one row share KINDS_W (3: 252 px each, 4: 186)
SEATS_W = PLATE_W + 16 + KINDS_W
SIDE = pygame.Rect(SEATS_X + SEATS_W + 48, NEW.y + 24, NEW.right - 32 - (SEATS_X + SEATS_W + 48), NEW.h - 48)
OPTION_ROW_H = 150  # at most; rows share the side column's height
START_H = theme.BUTTON_H + 8
HINT_H = 80  # the pace's hint below the rows, when there is room
MIN_ROW_WITH_HINT = 140


def side_row_height(rows: int) -> tuple[int, bool]:
    """The height of one row at the right for `rows` rows, and whether the pace's hint fits too."""
    with_hint = (SIDE.h - START_H - 16 - HINT_H) // max(1, rows)
    if with_hint >= MIN_ROW_WITH_HINT:
        return min(OPTION_ROW_H, with_hint), True
    return min(OPTION_ROW_H, (SIDE.h - START_H - 16) // max(1, rows)), False


class SeatSetupScene(Scene):
    """New game (seats, options, pace), continue the saved game, rules."""

    def __init__(self, make_setup: Callable[[Context], GameSetup]) -> None:
        self.make_setup = make_setup
        self.setup: GameSetup | None = None
        self.plan: SeatPlan | None = None
        self.saved: dict | None = None
        self.buttons = ButtonGroup()
        self.title_bar: TitleBar | None = None

    def enter(self, ctx: Context) -> None:
        self.setup = self.make_setup(ctx)
        if self.plan is None:
            self.plan = stored_plan(self.setup, ctx.storage.load(setup_file(self.setup.game_id)))
        self.title_bar = TitleBar(self.setup.title, ctx.tr("app.back"))
        self.saved = MatchSession.saved_record(self.setup.game_id, ctx.storage)
        self._build(ctx)

    # -- buttons --------------------------------------------------------------------------------

    def _build(self, ctx: Context) -> None:
        setup, plan = self.setup, self.plan
        assert setup is not None and plan is not None
        buttons: list[Button] = []
        if setup.rules is not None:
            buttons.append(Button(pygame.Rect(theme.CANVAS_W - 330, (theme.TITLE_BAR_H - theme.BUTTON_H) // 2, 300,
                                              theme.BUTTON_H), ctx.tr("app.setup_rules"), "rules", kind="quiet",
                                  icon="book"))
        if self.saved is not None:
            buttons.append(Button(pygame.Rect(SAVED.right - 420, SAVED.centery - theme.BUTTON_H // 2, 392, theme.BUTTON_H),
                                  ctx.tr("app.setup_continue"), "resume", kind="primary", icon="play"))
        for seat, kind in enumerate(plan.kinds):
            top = ROWS_TOP + seat * (ROW_H + ROW_GAP)
            if not setup.fixed_colours:
                buttons.append(Button(pygame.Rect(SEATS_X, top, PLATE_W, ROW_H), "", ("colour", seat), kind="quiet"))
            width = (KINDS_W - (len(setup.kinds) - 1) * KIND_GAP) // len(setup.kinds)
            for index, (choice, label) in enumerate(setup.kinds):
                rect = pygame.Rect(SEATS_X + PLATE_W + 16 + index * (width + KIND_GAP), top, width, ROW_H)
                buttons.append(Button(rect, label, ("kind", seat, choice), kind="selected" if kind == choice else "quiet"))
        buttons += self._side_buttons(ctx)
        self.buttons.set(buttons)

    def _side_rows(self, ctx: Context) -> list[tuple[str, str, list[tuple[str, object]], object]]:
        """(setting, label, choices, current) for the rows at the right."""
        setup, plan = self.setup, self.plan
        assert setup is not None and plan is not None
        rows: list[tuple[str, str, list[tuple[str, object]], object]] = []
        if len(setup.seat_counts) > 1:
            rows.append(("count", ctx.tr("app.setup_players"), [(str(n), n) for n in setup.seat_counts],
                         len(plan.kinds)))
        for option in setup.options:
            rows.append((f"option:{option.id}", option.label, list(option.choices), plan.options.get(option.id)))
        rows.append(("pace", ctx.tr("app.settings_bot_speed"), list(pace_choices(ctx)), pace_of(ctx.settings).id))
        return rows

    def _side_buttons(self, ctx: Context) -> list[Button]:
        buttons = []
        rows = self._side_rows(ctx)
        row_h, _ = side_row_height(len(rows))
        allowed = allowed_counts(self.setup, self.plan.options)  # type: ignore[arg-type, union-attr]
        for row, (setting, _, choices, current) in enumerate(rows):
            top = SIDE.y + row * row_h + 44
            width = (SIDE.w - (len(choices) - 1) * KIND_GAP) // len(choices)
            for index, (label, value) in enumerate(choices):
                rect = pygame.Rect(SIDE.x + index * (width + KIND_GAP), top, width, min(theme.BUTTON_H - 8, row_h - 48))
                buttons.append(Button(rect, label, (setting, value), kind="selected" if value == current else "quiet",
                                      enabled=setting != "count" or value in allowed))
        start = pygame.Rect(SIDE.x, SIDE.bottom - START_H, SIDE.w, START_H)
        buttons.append(Button(start, ctx.tr("app.setup_start"), "start", kind="primary", icon="play"))
        return buttons

    # -- input ----------------------------------------------------------------------------------

    def handle(self, intent: Intent, ctx: Context) -> Transition | None:
        if intent.kind == "back" or (self.title_bar is not None and self.title_bar.handle(intent)):
            return Pop()
        pressed = self.buttons.handle(intent)
        if pressed is None:
            return None
        action: Any = pressed.action
        if action == "start":
            return self._ask_to_start(ctx)
        if action == "resume":
            return self._resume(ctx)
        if action == "rules" and self.setup is not None and self.setup.rules is not None:
            return Push(self.setup.rules())
        self._choose(action, ctx)
        return None

    def _choose(self, action: tuple, ctx: Context) -> None:
        """Apply one tap on a seat, colour, count, option or pace button."""
        setup, plan = self.setup, self.plan
        assert setup is not None and plan is not None
        colours, kinds, options = list(plan.colours), list(plan.kinds), dict(plan.options)
        if action[0] == "kind":
            kinds[action[1]] = action[2]
        elif action[0] == "colour":
            colours[action[1]] = self._next_free_colour(colours, action[1])
        elif action[0] == "count":
            colours, kinds = self._resized(colours, kinds, int(action[1]))
        elif action[0].startswith("option:"):
            options[action[0].partition(":")[2]] = action[1]
            allowed = allowed_counts(setup, options)
            if len(kinds) not in allowed:
                colours, kinds = self._resized(colours, kinds, min(allowed, key=lambda n: abs(n - len(kinds))))
        elif action[0] == "pace":
            set_pace(ctx, str(action[1]))
        self.plan = SeatPlan(tuple(colours), tuple(kinds), options)
        self._build(ctx)

    def _next_free_colour(self, colours: list[str], seat: int) -> str:
        ids = [colour.id for colour in self.setup.colours]  # type: ignore[union-attr]
        start = ids.index(colours[seat])
        for step in range(1, len(ids) + 1):
            candidate = ids[(start + step) % len(ids)]
            if candidate not in colours:
                return candidate
        return colours[seat]

    def _resized(self, colours: list[str], kinds: list[str], count: int) -> tuple[list[str], list[str]]:
        """The seats for `count` players: drop the last ones, or add seats in free colours."""
        ids = [colour.id for colour in self.setup.colours]  # type: ignore[union-attr]
        bots = [kind for kind, _ in self.setup.kinds if kind != HUMAN]  # type: ignore[union-attr]
        colours, kinds = colours[:count], kinds[:count]
        while len(colours) < count:
            colours.append(next(c for c in ids if c not in colours))
            kinds.append(bots[0] if bots else HUMAN)
        return colours, kinds

    # -- starting and resuming ------------------------------------------------------------------

    def _ask_to_start(self, ctx: Context) -> Transition | None:
        loses = self.setup.summary(self.saved) if self.saved is not None and self.setup else None
        return ask_before_losing(ctx, ctx.tr("app.setup_replace_question"), loses, self._start)

    def _start(self, ctx: Context) -> Transition:
        setup, plan = self.setup, self.plan
        assert setup is not None and plan is not None
        ctx.storage.save(setup_file(setup.game_id), plan.to_json())
        session = MatchSession.new(setup.game_id, list(plan.kinds), ctx.storage, config=setup.config(plan) or None,
                                   private_views=setup.private_views, **session_options(ctx))
        return Push(setup.board(session))

    def saved_summary(self, ctx: Context, where: str | None = None) -> str | None:
        """The saved match in words, or None when there is none (games.app.kiosk.last_game's hook)."""
        saved = MatchSession.saved_record((self.setup or self.make_setup(ctx)).game_id, ctx.storage)
        return (self.setup or self.make_setup(ctx)).summary(saved) if saved is not None else None

    def continue_saved(self, ctx: Context, where: str | None = None) -> Transition | None:
        """Continue the saved match at once (games.app.kiosk.last_game's hook); None when there is none."""
        self.enter(ctx)
        return self._resume(ctx) if self.saved is not None else None

    def _resume(self, ctx: Context) -> Transition | None:
        setup = self.setup
        assert setup is not None
        session = MatchSession.resume(setup.game_id, ctx.storage, private_views=setup.private_views,
                                      **session_options(ctx))
        if session is None:  # gone, or damaged: set aside, and the shell tells the player
            self.saved = None
            self._build(ctx)
            return None
        return Push(setup.board(session))

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, canvas: pygame.Surface, ctx: Context) -> None:
        draw_background(canvas)
        if self.title_bar is not None:
            self.title_bar.draw(canvas, ctx.fonts)
        draw_panel(canvas, SAVED, "wood")
        draw_panel(canvas, NEW)
        self._draw_saved(canvas, ctx)
        self._draw_new(canvas, ctx)
        self.buttons.draw(canvas, ctx.fonts)
        self._draw_plates(canvas, ctx)

    def _draw_saved(self, canvas: pygame.Surface, ctx: Context) -> None:
        left = SAVED.x + 32
        room = (SAVED.right - 440 if self.saved is not None else SAVED.right - 32) - left
        title = ctx.tr("app.setup_saved")
        draw_text(canvas, title, fit_font(ctx.fonts, title, room, theme.TEXT_BODY, min_size=28, bold=True),
                  theme.BRASS_LIGHT, (left, SAVED.y + 14))
        text = self.setup.summary(self.saved) if self.saved is not None and self.setup else ctx.tr("app.setup_no_save")
        draw_text_box(canvas, ctx.fonts, text, pygame.Rect(left, SAVED.y + 60, room, SAVED.h - 66), theme.TEXT_LIGHT,
                      theme.TEXT_BODY - 6, min_size=24, valign="top", line_spacing=1.0)

    def _draw_new(self, canvas: pygame.Surface, ctx: Context) -> None:
        heading = ctx.tr("app.setup_new_game")
        draw_text(canvas, heading, ctx.fonts.get(theme.TEXT_HEADING, bold=True), theme.INK_TEXT, (SEATS_X, NEW.y + 22))
        if self.setup is not None and not self.setup.fixed_colours:
            hint = ctx.tr("app.setup_colour_hint")
            x = SEATS_X + ctx.fonts.get(theme.TEXT_HEADING, bold=True).size(heading)[0] + 32
            draw_text(canvas, hint, fit_font(ctx.fonts, hint, SIDE.x - x - 40, 28, min_size=24), theme.INK_MUTED,
                      (x, NEW.y + 40))
        rows = self._side_rows(ctx)
        row_h, with_hint = side_row_height(len(rows))
        for row, (_, label, _, _) in enumerate(rows):
            top = SIDE.y + row * row_h
            draw_text(canvas, label, fit_font(ctx.fonts, label, SIDE.w, 32, min_size=26, bold=True), theme.INK_TEXT,
                      (SIDE.x, top + 2))
        if with_hint:
            hint = pygame.Rect(SIDE.x, SIDE.y + len(rows) * row_h + 4, SIDE.w, HINT_H)
            draw_text_box(canvas, ctx.fonts, ctx.tr("app.settings_bot_speed_hint"), hint, theme.INK_MUTED, 28,
                          min_size=24)
        rows_end = ROWS_TOP + len(self.plan.kinds) * (ROW_H + ROW_GAP) if self.plan else ROWS_TOP
        room = pygame.Rect(SEATS_X, rows_end + 10, SIDE.x - 48 - SEATS_X, NEW.bottom - 24 - rows_end - 10)
        if self.setup is not None and self.setup.decoration is not None and room.h > 160:
            self.setup.decoration(canvas, room)

    def _draw_plates(self, canvas: pygame.Surface, ctx: Context) -> None:
        """Each seat's colour: its emblem and name (on the colour button unless colours are fixed)."""
        setup, plan = self.setup, self.plan
        if setup is None or plan is None:
            return
        names = {colour.id: colour.name for colour in setup.colours}
        for seat, colour in enumerate(plan.colours):
            plate = pygame.Rect(SEATS_X, ROWS_TOP + seat * (ROW_H + ROW_GAP), PLATE_W, ROW_H)
            ink = theme.INK_TEXT if setup.fixed_colours else theme.TEXT_LIGHT
            x = plate.x + 12
            if setup.emblem is not None:
                setup.emblem(colour)(canvas, pygame.Rect(x, plate.y + 12, 72, plate.h - 24))
                x += 84
            name = names.get(colour, colour)
            draw_text_box(canvas, ctx.fonts, name, pygame.Rect(x, plate.y + 6, plate.right - x - 12, plate.h - 12), ink,
                          34, min_size=26, bold=True, valign="center", line_spacing=1.0)
