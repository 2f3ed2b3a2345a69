"""Several campaigns side by side, each with its scenario in progress, in the shell's Storage.

    shelf = CampaignShelf(ctx.storage)
    entries = shelf.entries()                  # every campaign, and any damaged file (set aside)
    campaign = shelf.create(chronicle, seats)  # a new campaign with the next free id
    session_storage = shelf.match_storage(id)  # where that campaign's MatchSession saves
    shelf.record_result(id, state)             # the finished scenario written into the chronicle
    shelf.delete(id)                           # the campaign and its scenario in progress

Files: "materia-prima/campaigns/<id>.json" (`Campaign.to_json`: format, id, the seat kinds and the
chronicle's ten fields) and the match record of the scenario in progress under
"materia-prima/matches/<id>/", written atomically by Storage. A campaign file that cannot be used
— not JSON, not of CAMPAIGN_SHAPE, or a chronicle that does not hold together — is set aside by
Storage (numbered, nothing deleted) and the player is told once through the shell's notice; the
other campaigns are untouched. No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.app.table.match_session import MatchSession, storage_name
from games.app.scene import Storage
from games.app.table.seats import HUMAN, bot_kind
from games.kernel.errors import CorruptRecordError
from games.kernel.shape import Shape, anything, format_version, list_of, obj, text
from games.materia_prima.bots import BOTS
from games.materia_prima.chronicle import Chronicle, chronicle_from_json, chronicle_to_json
from games.materia_prima.end import chronicle_after
from games.materia_prima.state import OVER, State

GAME_ID = "materia-prima"
FORMAT = 1
CAMPAIGNS = "materia-prima/campaigns"
MATCHES = "materia-prima/matches"
SEAT_KINDS: tuple[str, ...] = (HUMAN,) + tuple(bot_kind(level) for level in BOTS)
CAMPAIGN_SHAPE: Shape = obj({"format": format_version(FORMAT), "id": text(max_length=40),
                             "seats": list_of(text(max_length=40), max_items=4), "chronicle": anything()})


@dataclass(frozen=True)
class Campaign:
    """A campaign: its id (the file name), the chronicle, and who plays each alchemist."""

    id: str
    chronicle: Chronicle
    seats: tuple[str, ...]  # per alchemist: "human" or "bot:<level>"

    def to_json(self) -> dict[str, Any]:
        """The campaign file's content."""
        return {"format": FORMAT, "id": self.id, "seats": list(self.seats),
                "chronicle": chronicle_to_json(self.chronicle)}


def campaign_from_json(data: object, cid: str) -> Campaign:
    """The campaign stored as `data` (CorruptRecordError naming what is wrong)."""
    if not isinstance(data, dict):
        raise CorruptRecordError("campaign file: expected a JSON object")
    if data.get("format") != FORMAT:
        raise CorruptRecordError(f"campaign file: unknown format {data.get('format')!r} (expected {FORMAT})")
    chronicle = chronicle_from_json(data.get("chronicle"))
    seats = data.get("seats")
    if not isinstance(seats, list) or len(seats) != len(chronicle.members) or any(s not in SEAT_KINDS for s in seats):
        raise CorruptRecordError(f"campaign file: field 'seats' must give one of {list(SEAT_KINDS)} per alchemist")
    return Campaign(cid, chronicle, tuple(seats))


class FolderStorage:
    """A Storage seen through a folder: every name is placed under `folder`."""

    def __init__(self, storage: Storage, folder: str) -> None:
        self.storage = storage
        self.folder = folder

    @property
    def failing(self) -> dict[str, str]:
        return self.storage.failing

    def save(self, name: str, data: dict) -> bool:
        return self.storage.save(f"{self.folder}/{name}", data)

    def load(self, name: str, shape: Shape | None = None, what: str = "file") -> dict | None:
        return self.storage.load(f"{self.folder}/{name}", shape, what)

    def set_aside(self, name: str, reason: str, what: str = "game", kind: str = "damaged") -> str | None:
        return self.storage.set_aside(f"{self.folder}/{name}", reason, what, kind)

    def delete(self, name: str) -> bool:
        return self.storage.delete(f"{self.folder}/{name}")


class CampaignShelf:
    """The campaigns in a Storage (see the module docstring)."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    @staticmethod
    def file_of(cid: str) -> str:
        return f"{CAMPAIGNS}/{cid}.json"

    def ids(self) -> list[str]:
        """The campaign ids on disk, oldest first."""
        names = getattr(self.storage, "names", lambda folder: [])(CAMPAIGNS)
        ids = [name.rsplit("/", 1)[-1][:-len(".json")] for name in names]
        return sorted(ids, key=_number)

    def campaigns(self) -> list[Campaign]:
        """Every campaign that can be read (a damaged file is set aside and the player told)."""
        return [campaign for campaign in (self.load(cid) for cid in self.ids()) if campaign is not None]

    def load(self, cid: str) -> Campaign | None:
        """The campaign `cid`; None when it is gone or damaged (then set aside and reported)."""
        name = self.file_of(cid)
        data = self.storage.load(name, CAMPAIGN_SHAPE, what="file")
        if data is None:
            return None
        try:
            return campaign_from_json(data, cid)
        except CorruptRecordError as error:
            self.storage.set_aside(name, str(error), what="file")
            return None

    def create(self, chronicle: Chronicle, seats: tuple[str, ...]) -> Campaign:
        """A new campaign under the next free id, saved."""
        used = {_number(cid) for cid in self.ids()}
        number = next(n for n in range(1, 100_000) if n not in used)
        campaign = Campaign(f"campaign-{number}", chronicle, seats)
        self.save(campaign)
        return campaign

    def save(self, campaign: Campaign) -> None:
        """Write the campaign file (atomically)."""
        self.storage.save(self.file_of(campaign.id), campaign.to_json())

    def delete(self, cid: str) -> None:
        """Remove the campaign and its scenario in progress."""
        self.match_storage(cid).delete(storage_name(GAME_ID))
        self.storage.delete(self.file_of(cid))

    def match_storage(self, cid: str) -> FolderStorage:
        """Where the campaign's MatchSession keeps its record."""
        return FolderStorage(self.storage, f"{MATCHES}/{cid}")

    def saved_match(self, cid: str) -> dict | None:
        """The record of the scenario in progress, as plain data, or None."""
        return MatchSession.saved_record(GAME_ID, self.match_storage(cid))  # type: ignore[arg-type]

    def record_result(self, cid: str, state: State) -> Campaign | None:
        """Write a finished scenario into the chronicle (once: a second call changes nothing) and
        forget the match. The campaign as it is now."""
        campaign = self.load(cid)
        if campaign is None or state.phase != OVER or state.campaign is None:
            return campaign
        if campaign.chronicle == state.campaign:
            campaign = Campaign(cid, chronicle_after(state), campaign.seats)
            self.save(campaign)
        self.match_storage(cid).delete(storage_name(GAME_ID))
        return campaign


def _number(cid: str) -> int:
    tail = cid.rsplit("-", 1)[-1]
    return int(tail) if tail.isdigit() else 0
