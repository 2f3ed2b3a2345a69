"""The window's link to the phones: a server for one match's phone seats, started by the board.

    link = PhoneLink.open(session, lan=settings.phones_lan)  # None when no seat is on a phone
    link.url(seat)            # the address a seat's QR code holds (with its secret token)
    link.pump()               # every frame, in the board's update: play what the phones sent
    link.waiting()            # phone seats whose phone has not joined, or has gone quiet
    link.take_to_screen(seat) # a phone is gone: that seat plays on at the screen
    link.close()              # when the board leaves: the server stops, the tokens die with it
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from games.app.table.match_session import MatchSession
from games.app.phones.server import ServerThread, make_app, seat_url
from games.app.phones.table import HostedTable
from games.app.phones.tokens import SeatTokens
from games.app.phones.translate import translator_for
from games.app.phones.words import words_of

LOST_SECONDS = 45.0  # a page asks at least every 20 s; silence this long means the phone is gone
LOCAL_HOST = "127.0.0.1"


@dataclass
class PhoneLink:
    """A running phone server for one match (see the module docstring)."""

    table: HostedTable
    tokens: SeatTokens
    server: ServerThread
    address: str
    port: int

    @classmethod
    def open(cls, session: MatchSession, lan: bool = False) -> "PhoneLink | None":
        """Start serving the session's phone seats (None when it has none; OSError when the
        server cannot listen)."""
        seats = [seat for seat in range(len(session.seats)) if session.is_phone(seat)]
        if not seats:
            return None
        table = HostedTable(session, words_of(session.game_id), translator_for)
        tokens = SeatTokens.for_seats(seats)
        address = lan_address() if lan else LOCAL_HOST
        server = ServerThread(make_app(table, tokens), "0.0.0.0" if lan else LOCAL_HOST, 0)
        port = server.start()
        return cls(table, tokens, server, address, port)

    def url(self, seat: int) -> str:
        """The address of `seat`'s page."""
        return seat_url(f"http://{self.address}:{self.port}", self.tokens.by_seat[seat])

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats played from phones."""
        return tuple(sorted(self.tokens.by_seat))

    def pump(self) -> bool:
        """Play what the phones sent and publish the match; True when anything changed."""
        return self.table.pump()

    def waiting(self, now: float | None = None) -> tuple[int, ...]:
        """Phone seats whose phone has not joined yet or has not asked for `LOST_SECONDS`."""
        now = time.monotonic() if now is None else now
        seen = self.table.last_seen
        return tuple(seat for seat in self.seats if now - seen.get(seat, -1e9) > LOST_SECONDS)

    def take_to_screen(self, seat: int) -> None:
        """`seat` plays on at the screen: its token stops working, the session counts it a screen human."""
        self.tokens.by_seat.pop(seat, None)
        self.table.session.take_to_screen(seat)

    def close(self) -> None:
        """Stop the server."""
        self.server.stop()


def lan_address() -> str:
    """This machine's address on the local network (127.0.0.1 when it has none); sends nothing."""
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # a documentation address: connecting a UDP socket sends nothing
            return str(probe.getsockname()[0])
        except OSError:
            return LOCAL_HOST
