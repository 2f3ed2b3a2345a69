"""Decoders behind one interface: `decode(frame) -> list[Symbol]`, one small adapter per library.

zxing-cpp is the default (fast, reads Data Matrix, Micro QR, QR and 1-D codes). pyzbar is optional:
it reads QR and 1-D codes but neither Data Matrix nor Micro QR, and needs Debian's libzbar0; where it
cannot be loaded, `make_decoder("pyzbar")` says so once and hands back the default.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Callable, Protocol

import cv2
import numpy as np

Point = tuple[float, float]
Quad = tuple[Point, Point, Point, Point]  # corners: top left, top right, bottom right, bottom left

# Our cards are Micro QR, game codes QR. Other formats are not searched by default: a shop's EAN
# then simply goes unseen, and the decoder stays under 2 ms per 720p frame (see bench/scan_bench.py).
CARD_AND_GAME_CODE_FORMATS = "MicroQRCode|QRCode"


@dataclass(frozen=True)
class Symbol:
    """One code found in a frame: its text, its four corners in frame pixels, its format and how it
    was read ("frame": the whole frame; scanner.reader adds "crop", "average" and "still")."""

    text: str
    corners: Quad
    format: str  # "DataMatrix", "MicroQRCode", "QRCode", "EAN13", ...
    via: str = "frame"

    @property
    def center(self) -> Point:
        """The mean of the four corners."""
        xs = [p[0] for p in self.corners]
        ys = [p[1] for p in self.corners]
        return (sum(xs) / 4.0, sum(ys) / 4.0)


class Decoder(Protocol):
    """Finds codes in a frame (BGR or grey uint8 array). Finding nothing returns []."""

    name: str

    def decode(self, frame: np.ndarray) -> list[Symbol]:
        """Every code readable in `frame`."""
        ...


class DecoderUnavailable(RuntimeError):
    """The library behind a decoder cannot be loaded on this machine."""


def to_grey(frame: np.ndarray) -> np.ndarray:
    """`frame` as a single-channel uint8 array (BGR, BGRA and grey accepted)."""
    if frame.ndim == 2:
        return frame
    if frame.shape[2] == 4:
        return cv2.cvtColor(frame, cv2.COLOR_BGRA2GRAY)
    return cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)


# Frames narrower than this (a 640 x 480 webcam) are decoded at twice the size: a sticker's modules
# are then about 2 pixels wide, too few for zxing's binariser. Measured on the hard 640 x 480 set:
# both cards read in 9 % of frames as they come, 23 % doubled (1.9 ms instead of 0.6 ms).
UPSCALE_BELOW_WIDTH = 960


class ZxingDecoder:
    """zxing-cpp: reads the cards (Micro QR) and game-code QRs; other formats on request.

    Besides `decode`, `locate` also returns where a code was found but could not be read (its
    finder pattern seen, its modules damaged): scanner.reader works harder on those regions only.
    `decode_thorough` is zxing-cpp's own full search (downscaled and inverted too), for photographs.
    """

    name = "zxing"

    def __init__(self, formats: str = CARD_AND_GAME_CODE_FORMATS, upscale_below: int = UPSCALE_BELOW_WIDTH) -> None:
        import zxingcpp

        self._zxing = zxingcpp
        self._formats = zxingcpp.barcode_formats_from_str(formats)
        self._upscale_below = upscale_below
        self._binarizers = {"local": zxingcpp.Binarizer.LocalAverage, "global": zxingcpp.Binarizer.GlobalHistogram,
                            "bool": zxingcpp.Binarizer.BoolCast}

    def decode(self, frame: np.ndarray) -> list[Symbol]:
        """Every code zxing-cpp reads in `frame` (grey first: faster, same result; small frames doubled)."""
        return self.locate(frame)[0]

    def locate(self, frame: np.ndarray, binarizer: str = "local",
               upscale: bool = True) -> tuple[list[Symbol], list[Quad]]:
        """The codes read in `frame`, and the corners of codes found but not read. binarizer: "local"
        (zxing's local average), "global" (its histogram) or "bool" (the image is black and white)."""
        grey = to_grey(frame)
        scale = 1.0
        if upscale and grey.shape[1] < self._upscale_below:
            grey = cv2.resize(grey, None, fx=2.0, fy=2.0, interpolation=cv2.INTER_LINEAR)
            scale = 0.5
        results = self._zxing.read_barcodes(grey, formats=self._formats, try_invert=False, try_downscale=False,
                                            binarizer=self._binarizers[binarizer], return_errors=True)
        symbols = [_zxing_symbol(result, scale) for result in results if result.valid]
        return symbols, [_zxing_symbol(result, scale).corners for result in results if not result.valid]

    def decode_thorough(self, frame: np.ndarray) -> list[Symbol]:
        """zxing-cpp's full search (rotations, downscaled and inverted copies): slow, for stills."""
        results = self._zxing.read_barcodes(to_grey(frame), formats=self._formats)
        return [_zxing_symbol(result, 1.0, via="still") for result in results if result.valid]


def _zxing_symbol(result: object, scale: float = 1.0, via: str = "frame") -> Symbol:
    """A Symbol from a zxingcpp.Barcode, its corners multiplied by `scale`."""
    pos = result.position  # type: ignore[attr-defined]
    corners = tuple((float(p.x) * scale, float(p.y) * scale)
                    for p in (pos.top_left, pos.top_right, pos.bottom_right, pos.bottom_left))
    name = str(result.format).split(".")[-1].replace(" ", "")  # type: ignore[attr-defined]
    return Symbol(result.text, corners, name, via)  # type: ignore[arg-type, attr-defined]


class PyzbarDecoder:
    """pyzbar (zbar): QR and 1-D codes only; grey input with a slight blur, then a half-size retry."""

    name = "pyzbar"

    def __init__(self) -> None:
        try:
            from pyzbar import pyzbar
        except (ImportError, OSError) as error:  # OSError: the shared library libzbar0 is missing
            raise DecoderUnavailable(f"pyzbar cannot load libzbar ({error}); install Debian's libzbar0") from error
        self._pyzbar = pyzbar
        self._symbols = [pyzbar.ZBarSymbol.QRCODE, pyzbar.ZBarSymbol.EAN13, pyzbar.ZBarSymbol.EAN8,
                         pyzbar.ZBarSymbol.UPCA, pyzbar.ZBarSymbol.CODE128]

    def decode(self, frame: np.ndarray) -> list[Symbol]:
        """Every code zbar reads in `frame`; on a colour array zbar would read only one channel."""
        grey = cv2.GaussianBlur(to_grey(frame), (3, 3), 0.8)
        symbols = self._read(grey, scale=1.0)
        if len(symbols) < 2:
            half = cv2.resize(grey, None, fx=0.5, fy=0.5, interpolation=cv2.INTER_AREA)
            seen = {s.text for s in symbols}
            symbols += [s for s in self._read(half, scale=2.0) if s.text not in seen]
        return symbols

    def _read(self, grey: np.ndarray, scale: float) -> list[Symbol]:
        """zbar's results on `grey`, corners scaled back to the original frame."""
        found = []
        for result in self._pyzbar.decode(grey, symbols=self._symbols):
            points = [(p.x * scale, p.y * scale) for p in result.polygon]
            found.append(Symbol(result.data.decode("utf-8", "replace"), _four_corners(points, result.rect, scale),
                                result.type.replace("-", "")))
        return found


def _four_corners(points: list[Point], rect: object, scale: float) -> Quad:
    """Four corners from zbar's polygon (which may have more or fewer points), else its rectangle."""
    if len(points) >= 4:
        hull = cv2.convexHull(np.array(points, dtype=np.float32))
        box = cv2.boxPoints(cv2.minAreaRect(hull)) if len(hull) != 4 else hull.reshape(4, 2)
        return tuple((float(x), float(y)) for x, y in box)  # type: ignore[return-value]
    left, top, width, height = (v * scale for v in rect)  # type: ignore[attr-defined]
    return ((left, top), (left + width, top), (left + width, top + height), (left, top + height))


DECODERS: dict[str, Callable[[], Decoder]] = {"zxing": ZxingDecoder, "pyzbar": PyzbarDecoder}
DEFAULT_DECODER = "zxing"


def make_decoder(name: str = DEFAULT_DECODER, warn: Callable[[str], None] | None = None) -> Decoder:
    """The decoder called `name`; an unavailable optional one is reported through `warn` once and
    replaced by the default. An unknown name raises ValueError."""
    if name not in DECODERS:
        raise ValueError(f"unknown decoder {name!r}; choose one of {', '.join(DECODERS)}")
    try:
        return DECODERS[name]()
    except DecoderUnavailable as error:
        if name == DEFAULT_DECODER:
            raise
        _warn_once(f"{error}; using {DEFAULT_DECODER} instead", warn)
        return DECODERS[DEFAULT_DECODER]()


_warned: set[str] = set()


def _warn_once(message: str, warn: Callable[[str], None] | None) -> None:
    """Report `message` once per process (to stderr unless `warn` is given)."""
    if message in _warned:
        return
    _warned.add(message)
    (warn or (lambda text: print(f"scanner: {text}", file=sys.stderr)))(message)
