"""Scanner benchmark: markers, decoders, time to a confirmed pair, distance, idle cost, phone photos.

    .venv/bin/python bench/scan_bench.py [--mode all|markers|decoders|confirm|distance|causes|idle|photos]
                                         [--frames N] [--trials N] [--seed S]

On seeded synthetic frames (scanner/synthetic.py) it compares "before" (each frame decoded on its
own by zxing-cpp, as up to issue 14) with "after" (scanner.reader.FrameReader: tracked regions,
averaged crops, deblurring and escalation), both feeding the same stabiliser:
- decoders: per symbology and decoder, single frames: both cards read, false reads, ms per frame;
- confirm: a steady pair coming into view until both cards are confirmed (4 stable frames, 30 fps);
  full cards at 640 x 480 and 1280 x 720 (typical and hard), stickers at the distances they work;
- markers: why our cards carry DICT_4X4_50 ids 0..7 (mutual Hamming distances with rotations), and
  every marker of other dictionaries and ids, printed clean and degraded, read as ours or not;
- distance: confirmation of today's cards and 15 mm stickers (one ArUco marker) and of the Micro QR
  cards printed before, at 640 x 480 and 1280 x 720 (hard) by distance from the camera (a 60 degree
  webcam sees a table 1.15 x the distance wide), with the false reads of each row;
- causes: at 640 x 480, per card kind, how often a code is read when one cause is hard alone and
  when all are hard but that one (size in pixels, tilt, blur, noise, light);
- idle: ms per frame with no code in view (empty table), with foreign codes and foreign markers only;
- photos: phone photos (glare, steep perspective, blur): our still path against zxing-cpp alone.
False reads (a card read that is not in view) are counted everywhere. Times are the process's CPU
time (the machine may be shared), pinned to one core. Goals: zero false reads; >= 99 % of steady
pairs within 0.5 s; <= 3 ms per 720p frame with no code in view.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable, Iterator

import numpy as np
import zxingcpp

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from marker_choice import mode_markers  # noqa: E402  (bench/ is the script's folder)
from scanner.decoders import Decoder, DecoderUnavailable, PyzbarDecoder, Symbol, ZxingDecoder  # noqa: E402
from scanner.payload import CARD_PAYLOADS, INGREDIENTS, IngredientCard, parse  # noqa: E402
from scanner.pipeline import card_reader  # noqa: E402
from scanner.stabilizer import Stabilizer  # noqa: E402
from scanner.synthetic import (  # noqa: E402
    HARD, TYPICAL, Conditions, Item, degrade, foreign_items, foreign_markers, phone_photo, synth_frame, undegraded,
)

SIZES = {"640x480": (640, 480), "1280x720": (1280, 720)}
CONDITIONS = {"typical": TYPICAL, "hard": HARD}
FPS = 30.0
CONFIRM_GOAL = 0.5
WINDOW = 15  # frames within the goal (0.5 s at 30 fps)
DISTANCE_PER_VIEW_MM = 0.866  # a 60 degree webcam: distance = view width / (2 tan 30 deg)
Read = Callable[[np.ndarray, float], list[Symbol]]


def cpu() -> float:
    """CPU seconds of this process (all threads): fair on a shared machine."""
    return time.process_time()


def before() -> Read:
    """Each frame decoded on its own (the scanner up to issue 14)."""
    decoder = ZxingDecoder()
    return lambda frame, now: decoder.decode(frame)


def after() -> Read:
    """The video reader (one per scene, as in the app's pipeline)."""
    reader = card_reader(ZxingDecoder())
    return lambda frame, now: list(reader.read(frame, now).symbols)


READERS = {"before": before, "after": after}


def cards_in(symbols: list[Symbol]) -> list[str]:
    """The ingredients among `symbols`."""
    return ingredients_of([s.text for s in symbols])


def ingredients_of(texts: list[str]) -> list[str]:
    """The ingredients among scanned `texts`."""
    return [r.ingredient for r in map(parse, texts) if isinstance(r, IngredientCard)]


def random_pair(rng: np.random.Generator, kind: str = "card",
                symbology: str = "microqr") -> tuple[list[Item], set[str]]:
    """Two different random ingredients as cards or stickers ("aruco": today's, "microqr": printed
    before), and their ids."""
    shown = {INGREDIENTS[i] for i in rng.choice(len(INGREDIENTS), 2, replace=False)}
    return [Item(CARD_PAYLOADS[name], symbology, kind) for name in sorted(shown)], shown


def steady_views(seed: list[int], kind: str, size: tuple[int, int], conditions: Conditions,
                 trials: int, symbology: str = "microqr") -> Iterator[tuple[set[str], Iterator[np.ndarray]]]:
    """`trials` pairs held still; each yields its ingredients and its frames (each degraded anew).
    The same seed gives the same scenes and frames however many frames a reader takes."""
    rng = np.random.default_rng(seed)
    for trial in range(trials):
        items, shown = random_pair(rng, kind, symbology)
        scene = synth_frame(rng, items, size, undegraded(conditions))
        yield shown, degraded(scene, np.random.default_rng([*seed, trial]), conditions)


def degraded(scene: np.ndarray, rng: np.random.Generator, conditions: Conditions) -> Iterator[np.ndarray]:
    """Endless frames of `scene`, each with its own light, blur, noise and compression."""
    while True:
        yield degrade(scene, rng, conditions)


@dataclass
class Confirm:
    """Steady pairs to confirmation for one reader on one set."""

    times: list[float]
    false_reads: int

    def row(self) -> str:
        """within goal | median s | never (2 s) | false reads."""
        finite = [t for t in self.times if t != float("inf")] or [float("nan")]
        return (f"{percent(sum(t <= CONFIRM_GOAL for t in self.times), len(self.times))} | "
                f"{statistics.median(finite):.2f} | {sum(t == float('inf') for t in self.times)} | {self.false_reads}")


def confirm(make: Callable[[], Read], seed: list[int], kind: str, size: tuple[int, int], conditions: Conditions,
            trials: int, max_frames: int = 60, symbology: str = "microqr") -> Confirm:
    """Seconds from a steady pair entering view to both confirmed (inf when not within max_frames)."""
    result = Confirm([], 0)
    for shown, frames in steady_views(seed, kind, size, conditions, trials, symbology):
        read, stabilizer, confirmed, seconds = make(), Stabilizer(), set(), float("inf")
        for index, frame in zip(range(max_frames), frames):
            started = cpu()
            symbols = read(frame, index / FPS)
            latency = cpu() - started
            result.false_reads += sum(1 for name in cards_in(symbols) if name not in shown)
            events = stabilizer.update([parse(s.text) for s in symbols], index / FPS, index)
            confirmed |= {e.value for e in events if e.kind == "card"}
            if confirmed >= shown:
                seconds = index / FPS + latency
                break
        result.times.append(seconds)
    return result


def percent(part: float, whole: float) -> str:
    """`part` of `whole` in percent, one decimal."""
    return f"{100.0 * part / whole:.1f} %" if whole else "-"


def mode_confirm(args: argparse.Namespace) -> None:
    """Steady pairs to confirmed, before and after."""
    print(f"## Steady pair to confirmed ({args.trials} pairs per row, 4 stable frames, {FPS:.0f} fps)\n")
    print("| cards | frame | conditions | reader | within 0.5 s | median s | never (2 s) | false reads |")
    print("|---|---|---|---|---:|---:|---:|---:|")
    rows = [("card", size, cond, 450.0) for size in SIZES for cond in CONDITIONS]
    rows += [("sticker", "640x480", "hard", 150.0), ("sticker", "1280x720", "hard", 300.0)]
    for kind, size, cond, view in rows:
        conditions = replace(CONDITIONS[cond], view_mm=view)
        label = "full card" if kind == "card" else f"sticker at {view * DISTANCE_PER_VIEW_MM / 10:.0f} cm"
        for name, make in READERS.items():
            result = confirm(make, [args.seed, 7, len(size), len(cond), int(view)], kind, SIZES[size], conditions,
                             args.trials)
            print(f"| {label} | {size} | {cond} | {name} | {result.row()} |")


DISTANCE_CM = {  # distances from the camera to try, nearest first, per card kind and frame
    ("card", "640x480"): (30, 60, 90, 105), ("card", "1280x720"): (90, 150, 180),
    ("sticker", "640x480"): (15, 25, 30, 35), ("sticker", "1280x720"): (35, 50),
}
OLD_CARDS_UP_TO_CM = {"card": 60, "sticker": 15}  # the Micro QR cards printed before: compared this far
OLD_CARDS_SHARE = 3  # with a third of the pairs (their misses cost 2 s of frames each)


def mode_distance(args: argparse.Namespace) -> None:
    """Confirmation by distance, for today's cards and stickers (markers) and those printed before
    (Micro QR), hard conditions; a row where markers reach 0 % ends its sweep."""
    print(f"\n## By distance (hard conditions, {args.trials} pairs per row, steady pairs confirmed within 0.5 s)\n")
    print("| cards | frame | distance | px wide | markers: within 0.5 s | median s | never (2 s) | false reads "
          "| Micro QR (printed before) | false reads |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for (kind, size), distances in DISTANCE_CM.items():
        if args.kind not in ("all", kind):
            continue
        for cm in distances:
            view = cm * 10.0 / DISTANCE_PER_VIEW_MM
            conditions = replace(HARD, view_mm=view)
            seed = [args.seed, 11, len(size), cm]
            new = confirm(after, seed, kind, SIZES[size], conditions, args.trials, symbology="aruco")
            old_cells = "- | -"
            if cm <= OLD_CARDS_UP_TO_CM[kind]:
                old = confirm(after, seed, kind, SIZES[size], conditions, max(1, args.trials // OLD_CARDS_SHARE),
                              symbology="microqr")
                old_cells = f"{percent(sum(t <= CONFIRM_GOAL for t in old.times), len(old.times))} | {old.false_reads}"
            card_px = SIZES[size][0] * (63.0 if kind == "card" else 15.0) / view  # the card or the sticker
            print(f"| {kind} | {size} | {cm} cm | {card_px:.0f} | {new.row()} | {old_cells} |", flush=True)
            if not any(t <= CONFIRM_GOAL for t in new.times):
                break


CAUSES: dict[str, tuple[str, ...]] = {
    "size in pixels": ("scale",),
    "tilt": ("tilt_deg",),
    "blur": ("blur_sigma", "motion_px"),
    "noise": ("noise_sigma", "jpeg_quality"),
    "light": ("brightness",),
}
MILD = replace(TYPICAL, tilt_deg=(0.0, 10.0), scale=(1.0, 1.0), blur_sigma=(0.0, 0.3), motion_px=(0.0, 0.0),
               noise_sigma=(1.0, 2.0), brightness=(0.85, 1.0), jpeg_quality=(85.0, 92.0))


def read_rates(seed: list[int], kind: str, conditions: Conditions, trials: int) -> tuple[float, float]:
    """Share of codes read per frame over the first WINDOW frames of steady pairs: before, after."""
    counts = {"before": 0, "after": 0}
    total = 0
    for shown, frames in steady_views(seed, kind, (640, 480), conditions, trials):
        readers = {name: make() for name, make in READERS.items()}
        for index, frame in zip(range(WINDOW), frames):
            for name, read in readers.items():
                counts[name] += len(set(cards_in(read(frame, index / FPS))) & shown)
            total += len(shown)
    return counts["before"] / total, counts["after"] / total


def mode_causes(args: argparse.Namespace) -> None:
    """Where 640 x 480 frames fail, per card kind and cause."""
    trials = max(4, args.trials // 5)
    print(f"\n## Where 640x480 frames fail: codes read per frame ({trials} steady pairs x {WINDOW} frames; "
          "before / after)\n")
    print("| cards | cause | only this cause hard | all hard but this one |")
    print("|---|---|---:|---:|")
    for kind, view in (("card", 450.0), ("sticker", 150.0)):
        label = "full card (39 cm)" if kind == "card" else "sticker (13 cm)"
        hard, mild = replace(HARD, view_mm=view), replace(MILD, view_mm=view)
        for cause, fields in CAUSES.items():
            seed = [args.seed, 13, len(kind), len(cause)]
            only = read_rates(seed, kind, replace(mild, **{f: getattr(hard, f) for f in fields}), trials)
            but = read_rates(seed, kind, replace(hard, **{f: getattr(mild, f) for f in fields}), trials)
            print(f"| {label} | {cause} | {only[0]:.0%} / {only[1]:.0%} | {but[0]:.0%} / {but[1]:.0%} |")
        for cause, conditions in (("nothing hard", mild), ("everything hard", hard)):
            rates = read_rates([args.seed, 13, len(kind), len(cause)], kind, conditions, trials)
            print(f"| {label} | {cause} | {rates[0]:.0%} / {rates[1]:.0%} | - |")


def mode_idle(args: argparse.Namespace) -> None:
    """CPU ms per frame with nothing, or only foreign codes, in view."""
    print(f"\n## Nothing of ours in view: CPU ms per frame (10 scenes x 30 frames; median / p95)\n")
    print("| frame | conditions | in view | before | after | cards read after |")
    print("|---|---|---|---:|---:|---:|")
    for size_name, size in SIZES.items():
        for cond_name, conditions in CONDITIONS.items():
            for what, items in (("nothing", []), ("foreign codes", list(foreign_items().values())),
                                ("foreign markers", list(foreign_markers().values())[:4])):
                rng = np.random.default_rng([args.seed, 17, len(size_name), len(cond_name), len(what)])
                times: dict[str, list[float]] = {"before": [], "after": []}
                wrong = 0
                for scene_index in range(10):
                    scene = synth_frame(rng, items, size, undegraded(conditions))
                    readers = {name: make() for name, make in READERS.items()}
                    for index in range(30):
                        frame = degrade(scene, rng, conditions)
                        for name, read in readers.items():
                            started = cpu()
                            symbols = read(frame, scene_index * 10 + index / FPS)
                            times[name].append((cpu() - started) * 1000)
                            wrong += len(cards_in(symbols)) if name == "after" else 0
                cells = " | ".join(f"{statistics.median(t):.2f} / {np.percentile(t, 95):.2f}" for t in times.values())
                print(f"| {size_name} | {cond_name} | {what} | {cells} | {wrong} |")


def mode_photos(args: argparse.Namespace) -> None:
    """Phone photos: codes of ours read by zxing-cpp alone and by our still path."""
    rng = np.random.default_rng([args.seed, 19])
    photos = max(10, args.trials // 2)
    ours = alone = both_missed = ours_only = alone_only = false_reads = 0
    codes = 0
    for _ in range(photos):
        count = int(rng.integers(1, 3))
        items, shown = random_pair(rng, str(rng.choice(["card", "sticker"])))
        items, shown = items[:count], set(sorted(shown)[:count])
        photo = phone_photo(rng, items)
        by_zxing = set(ingredients_of([result.text for result in zxingcpp.read_barcodes(photo)]))
        read = cards_in(list(card_reader(ZxingDecoder()).read(photo, 0.0, still=True).symbols))
        false_reads += sum(1 for name in read if name not in shown)
        for name in shown:
            codes += 1
            ours += name in read
            alone += name in by_zxing
            ours_only += name in read and name not in by_zxing
            alone_only += name in by_zxing and name not in read
            both_missed += name not in read and name not in by_zxing
    print(f"\n## Phone photos ({photos} photos, {codes} codes; glare, 20-60 degree tilt, defocus or shake, "
          "2016x1512)\n")
    print("| reader | codes read | read only by it | false reads |")
    print("|---|---:|---:|---:|")
    print(f"| zxing-cpp alone (all formats, its defaults) | {percent(alone, codes)} | {alone_only} | - |")
    print(f"| Athanor (still path) | {percent(ours, codes)} | {ours_only} | {false_reads} |")
    print(f"\n(missed by both: {both_missed})")


def mode_decoders(args: argparse.Namespace) -> None:
    """Single frames: symbologies and decoders (both cards read, false reads, ms per frame)."""
    print(f"## Single frames: {args.frames} frames per row (two cards each) plus {max(1, args.frames // 10)} "
          "frames of foreign codes only\n")
    print("| cards | decoder | frame | conditions | both cards read | false reads | median ms | p95 ms |")
    print("|---|---|---|---|---:|---:|---:|---:|")
    for symbology in ("microqr", "datamatrix", "qr"):
        decoders = decoders_for(symbology)
        for size_name, size in SIZES.items():
            for cond_name, conditions in CONDITIONS.items():
                rng = np.random.default_rng([args.seed, len(size_name), len(cond_name)])
                frames = []
                for _ in range(args.frames):
                    items, shown = random_pair(rng)
                    items = [replace(item, symbology=symbology) for item in items]
                    frames.append((synth_frame(rng, items, size, conditions), shown))
                foreign = [synth_frame(rng, list(foreign_items().values()), size, TYPICAL)
                           for _ in range(max(1, args.frames // 10))]
                for name, decoder in decoders.items():
                    print(single_frame_row(symbology, name, size_name, cond_name, decoder, frames, foreign))


def single_frame_row(symbology: str, name: str, size: str, conditions: str, decoder: Decoder,
                     frames: list[tuple[np.ndarray, set[str]]], foreign: list[np.ndarray]) -> str:
    """One row of the decoders table."""
    both = false_reads = 0
    times = []
    for frame, shown in frames:
        started = cpu()
        read = cards_in(decoder.decode(frame))
        times.append((cpu() - started) * 1000)
        both += set(read) >= shown
        false_reads += sum(1 for ingredient in read if ingredient not in shown)
    false_reads += sum(len(cards_in(decoder.decode(frame))) for frame in foreign)
    return (f"| {symbology} | {name} | {size} | {conditions} | {percent(both, len(frames))} | {false_reads} | "
            f"{statistics.median(times):.2f} | {float(np.percentile(times, 95)):.2f} |")


def decoders_for(symbology: str) -> dict[str, Decoder]:
    """zxing (default formats) for every symbology; pyzbar too where it is installed."""
    chosen: dict[str, Decoder] = {"zxing": ZxingDecoder()}
    if symbology != "microqr":
        chosen["zxing"] = ZxingDecoder(formats={"datamatrix": "DataMatrix|QRCode", "qr": "QRCode"}[symbology])
    try:
        chosen["pyzbar"] = PyzbarDecoder()
    except DecoderUnavailable as error:
        print(f"(pyzbar skipped: {error})")
    return chosen


MODES: dict[str, Callable[[argparse.Namespace], None]] = {
    "markers": mode_markers, "decoders": mode_decoders, "confirm": mode_confirm, "distance": mode_distance, "causes": mode_causes,
    "idle": mode_idle, "photos": mode_photos,
}


def main() -> int:
    """Run the chosen modes and print their tables."""
    parser = argparse.ArgumentParser(description="scanner benchmark")
    parser.add_argument("--mode", default="all", choices=["all", *MODES])
    parser.add_argument("--frames", type=int, default=150, help="frames per decoders row (default 150)")
    parser.add_argument("--trials", type=int, default=150, help="steady pairs per confirm row (default 150)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--kind", default="all", choices=["all", "card", "sticker"], help="distance rows of one kind")
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    started = time.monotonic()
    for name, run in MODES.items():
        if args.mode in ("all", name):
            run(args)
    print(f"\n(bench time {time.monotonic() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
