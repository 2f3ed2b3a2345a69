"""Seat tokens: one unguessable token per human seat on a phone, new for every match."""

from __future__ import annotations

import hmac
import secrets
from dataclasses import dataclass, field

TOKEN_BYTES = 24  # 192 bits, shown as 32 URL-safe characters


def new_token() -> str:
    """A fresh random token (secrets module: the operating system's generator)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


@dataclass
class SeatTokens:
    """Which token opens which seat; a token never opens any other seat."""

    by_seat: dict[int, str] = field(default_factory=dict)

    @classmethod
    def for_seats(cls, seats: list[int] | tuple[int, ...]) -> "SeatTokens":
        """New tokens for `seats` (each different)."""
        tokens: dict[int, str] = {}
        while len(tokens) < len(seats):
            tokens = {seat: new_token() for seat in seats}
            if len(set(tokens.values())) != len(tokens):
                tokens = {}
        return cls(tokens)

    def seat_of(self, token: str) -> int | None:
        """The seat `token` opens, or None (compared in constant time against every token)."""
        found = None
        for seat, known in self.by_seat.items():
            if hmac.compare_digest(known.encode(), token.encode()):
                found = seat
        return found

    def renew(self, seat: int) -> str:
        """A new token for `seat` (the old one stops working): a phone lost or handed on."""
        token = new_token()
        self.by_seat[seat] = token
        return token
