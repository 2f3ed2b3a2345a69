"""One frame through the whole chain: read (scanner.reader) → parse → stabilise, with outlines for a preview."""

from __future__ import annotations

from dataclasses import dataclass

from scanner.decoders import Decoder, Point, Quad, Symbol
from scanner.markers import MarkerFinder
from scanner.payload import Foreign, GameCode, IngredientCard, parse
from scanner.reader import FrameReader
from scanner.soft_marker import soft_reading, templates
from scanner.sources import Frame
from scanner.stabilizer import ScanEvent, Stabilizer


@dataclass(frozen=True)
class Outline:
    """A code found in a frame, for drawing: its corners, what it is and its value.

    kind "card" (value = ingredient id), "code" (value = game code) or "unknown" (value = the text).
    """

    corners: tuple[Point, Point, Point, Point]
    kind: str
    value: str


@dataclass(frozen=True)
class FrameResult:
    """What one frame gave: the outlines of every code in it and the events it caused; for
    diagnostics also the symbols read (with how) and the regions where a code was found but not read."""

    outlines: tuple[Outline, ...]
    events: tuple[ScanEvent, ...]
    symbols: tuple[Symbol, ...] = ()
    candidates: tuple[Quad, ...] = ()


def card_reader(decoder: Decoder) -> FrameReader:
    """A video reader of our cards' markers and of codes through `decoder`, that works harder only on
    our cards and game codes (foreign codes are outlined when the whole frame reads them, never read
    harder; foreign markers are ignored)."""
    return FrameReader(decoder, wanted=lambda text: not isinstance(parse(text), Foreign), markers=MarkerFinder(soft=soft_reading))


class ScanPipeline:
    """Reads frames (scanner.reader) and feeds the stabiliser; one instance per scanning session."""

    def __init__(self, decoder: Decoder, stabilizer: Stabilizer | None = None) -> None:
        self.decoder = decoder
        self.reader = card_reader(decoder)
        self.stabilizer = stabilizer or Stabilizer()

    def prepare(self) -> None:
        """Build what reading costs once (the soft reader's tables, about 0.7 s), before the first frame
        rather than at the first far sticker."""
        templates()

    def process(self, frame: Frame) -> FrameResult:
        """Read `frame` and return its outlines and the events it caused."""
        outlines = []
        readings = []
        seen = self.reader.read(frame.image, frame.time, still=frame.still)
        for symbol in seen.symbols:
            reading = parse(symbol.text)
            if isinstance(reading, IngredientCard):
                outlines.append(Outline(symbol.corners, "card", reading.ingredient))
            elif isinstance(reading, GameCode):
                outlines.append(Outline(symbol.corners, "code", reading.code))
            elif isinstance(reading, Foreign):
                outlines.append(Outline(symbol.corners, "unknown", reading.text))
            else:
                continue
            readings.append(reading)
        events = self.stabilizer.update(readings, frame.time, frame.index, still=frame.still)
        return FrameResult(tuple(outlines), tuple(events), seen.symbols, seen.candidates)
