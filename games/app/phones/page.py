"""The phone page's words: its title, the seat's name and colour, the status line, the buttons."""

from __future__ import annotations

from typing import Any, Callable

from games import GAMES

Tr = Callable[..., str]
CSS_COLOURS = {"red": "#c0392b", "green": "#2e8b57", "blue": "#2f6fb5", "yellow": "#e0b400", "white": "#f4f1e8",
               "black": "#222222", "brown": "#8b5a2b", "purple": "#7d3c98", "grey": "#8c8c8c", "orange": "#e67e22"}
UI_KEYS = ("connected", "lost", "gone", "decide", "confirm", "cancel", "back", "not_your_turn", "refused", "log",
           "scores")


def seat_label(tr: Tr, name: str) -> str:
    """A seat's name to read ("Red", "Rot"); an unknown colour as it is, capitalised."""
    key = f"phone.colour.{name}"
    text = tr(key)
    return name.capitalize() if text == key else text


def page_words(tr: Tr, game_id: str, names: tuple[str, ...], seat: int, to_move: str | None,
               outcome: dict[str, Any] | None) -> dict[str, Any]:
    """The page's fixed words and the status line for `seat`."""
    info = GAMES.get(game_id)
    return {
        "title": tr(info.title_key) if info else game_id,
        "seat_label": seat_label(tr, names[seat]),
        "colours": {name: CSS_COLOURS.get(name, "#777777") for name in names},
        "status": status_line(tr, names, seat, to_move, outcome),
        "ui": {key: tr(f"phone.{key}") for key in UI_KEYS},
    }


def status_line(tr: Tr, names: tuple[str, ...], seat: int, to_move: str | None, outcome: dict[str, Any] | None) -> str:
    """"Your turn, Red." / "Waiting for Blue …" / who won."""
    if outcome is not None:
        winner = outcome.get("winner")
        return tr("phone.won", player=seat_label(tr, winner)) if winner else tr("phone.draw")
    if to_move is None:
        return tr("phone.over")
    if to_move == names[seat]:
        return tr("phone.your_turn", player=seat_label(tr, to_move))
    return tr("phone.waiting", player=seat_label(tr, to_move))
