"""The eight ingredient pictures, each a distinct silhouette in a distinct colour.

Every painter fills a transparent `Sketch` in unit coordinates; `icons.draw_ingredient` adds the
outline and scales the result. Main colours (for colour-blind players the shapes differ too):
mushroom red, fern green, toad brown, bird claw yellow, flower violet, mandrake pale tan,
scorpion orange, raven feather blue-black.
"""

from __future__ import annotations

from typing import Callable

from games.alchemists.ui.art import (
    INK,
    Colour,
    Sketch,
    arc_points,
    ellipse_points,
    leaf_points,
    shade,
    tapered_points,
)

MAIN_COLOURS: dict[str, Colour] = {
    "mushroom": (200, 48, 42),
    "fern": (64, 158, 66),
    "toad": (132, 92, 52),
    "bird-claw": (236, 188, 64),
    "flower": (150, 88, 206),
    "mandrake": (226, 196, 146),
    "scorpion": (226, 116, 34),
    "raven-feather": (46, 54, 104),
}

LEAF_GREEN: Colour = (72, 150, 60)
CREAM: Colour = (244, 232, 200)


def paint_mushroom(sk: Sketch) -> None:
    """A toadstool: a red domed cap with cream spots on a cream stem."""
    cap = MAIN_COLOURS["mushroom"]
    sk.polygon(CREAM, [(0.40, 0.50), (0.60, 0.50), (0.66, 0.90), (0.34, 0.90)])
    sk.ellipse(shade(CREAM, 0.88), (0.5, 0.90), 0.16, 0.04)
    dome = arc_points((0.5, 0.54), 0.42, 0, 180, 32)
    sk.polygon(cap, dome + [(0.08, 0.54), (0.92, 0.54)])
    sk.ellipse(shade(cap, 0.62), (0.5, 0.545), 0.42, 0.05)
    for centre, radius in (((0.32, 0.38), 0.055), ((0.52, 0.24), 0.065), ((0.68, 0.40), 0.05), ((0.46, 0.44), 0.035)):
        sk.circle(CREAM, centre, radius)
    sk.ellipse(shade(cap, 1.35), (0.30, 0.28), 0.06, 0.025, 40)


def paint_fern(sk: Sketch) -> None:
    """A fern frond: a curved stalk with pairs of leaflets shrinking to a curled tip."""
    green = MAIN_COLOURS["fern"]
    stalk = [(0.50, 0.95), (0.50, 0.80), (0.51, 0.62), (0.53, 0.45), (0.55, 0.30), (0.56, 0.18)]
    for i, (x, y) in enumerate(stalk[1:-1], start=1):
        reach = 0.36 - i * 0.06
        sk.polygon(green, leaf_points((x, y), (x - reach, y - 0.06), 0.11 - i * 0.012))
        sk.polygon(green, leaf_points((x, y), (x + reach, y - 0.06), 0.11 - i * 0.012))
    sk.polygon(green, [*arc_points((0.52, 0.13), 0.06, -90, 200, 14), (0.56, 0.19)])
    sk.polyline(shade(green, 0.6), stalk, 0.035)
    sk.circle(shade(green, 1.3), (0.52, 0.13), 0.022)


def paint_toad(sk: Sketch) -> None:
    """A squat toad seen from the front: broad warty body, bulging eyes, splayed legs."""
    brown = MAIN_COLOURS["toad"]
    dark = shade(brown, 0.7)
    sk.ellipse(dark, (0.18, 0.78), 0.14, 0.08, 20)
    sk.ellipse(dark, (0.82, 0.78), 0.14, 0.08, -20)
    sk.ellipse(brown, (0.5, 0.62), 0.36, 0.25)
    sk.ellipse(brown, (0.5, 0.44), 0.27, 0.17)
    sk.ellipse(dark, (0.32, 0.86), 0.09, 0.05)
    sk.ellipse(dark, (0.68, 0.86), 0.09, 0.05)
    for x in (0.35, 0.65):
        sk.circle(brown, (x, 0.32), 0.095)
        sk.circle((236, 196, 60), (x, 0.31), 0.065)
        sk.ellipse(INK, (x, 0.31), 0.045, 0.025)
    sk.polyline(INK, arc_points((0.5, 0.38), 0.17, 200, 340, 12), 0.014)
    sk.ellipse(shade(brown, 1.35), (0.5, 0.68), 0.20, 0.13)
    for spot in ((0.26, 0.56), (0.72, 0.58), (0.40, 0.52), (0.62, 0.50), (0.24, 0.68), (0.77, 0.69)):
        sk.circle(dark, spot, 0.025)


def paint_bird_claw(sk: Sketch) -> None:
    """A bird's foot: a scaly shank and three forward toes with dark talons, one toe behind."""
    yellow = MAIN_COLOURS["bird-claw"]
    scale = shade(yellow, 0.75)
    toes = {
        (0.14, 0.80): (0.07, 0.93),
        (0.50, 0.88): (0.52, 0.98),
        (0.86, 0.80): (0.93, 0.93),
        (0.30, 0.36): (0.20, 0.30),
    }
    for end, talon in toes.items():
        sk.polygon(yellow, tapered_points([(0.5, 0.50), ((0.5 + end[0]) / 2, (0.5 + end[1]) / 2 + 0.02), end], 0.13, 0.07))
        sk.polygon(INK, leaf_points(end, talon, 0.07, 6))
    sk.polygon(yellow, tapered_points([(0.52, 0.04), (0.51, 0.28), (0.50, 0.52)], 0.13, 0.16))
    for y in (0.12, 0.20, 0.28, 0.36):
        sk.line(scale, (0.46, y), (0.57, y + 0.015), 0.012)
    for end in toes:
        sk.circle(scale, ((0.5 + end[0]) / 2, (0.5 + end[1]) / 2 + 0.02), 0.018)


def paint_flower(sk: Sketch) -> None:
    """A five-petalled violet blossom with a golden heart on a stem with one leaf."""
    violet = MAIN_COLOURS["flower"]
    sk.polyline(LEAF_GREEN, [(0.5, 0.55), (0.48, 0.75), (0.50, 0.96)], 0.05)
    sk.polygon(LEAF_GREEN, leaf_points((0.49, 0.82), (0.76, 0.66), 0.12))
    centre = (0.5, 0.36)
    for i in range(5):
        angle = 90 + i * 72
        tip = arc_points(centre, 0.31, angle, angle, 1)[0]
        mid = ((centre[0] + tip[0]) / 2, (centre[1] + tip[1]) / 2)
        sk.ellipse(violet, mid, 0.17, 0.115, angle)
        sk.ellipse(shade(violet, 1.3), mid, 0.08, 0.04, angle)
    sk.circle((244, 196, 52), centre, 0.095)
    sk.circle((196, 130, 30), centre, 0.045)


def paint_mandrake(sk: Sketch) -> None:
    """A mandrake root shaped like a little figure, with a tuft of leaves and a face."""
    tan = MAIN_COLOURS["mandrake"]
    for tip in ((0.26, 0.05), (0.50, 0.02), (0.74, 0.05), (0.38, 0.03), (0.62, 0.03)):
        sk.polygon(LEAF_GREEN, leaf_points((0.5, 0.30), tip, 0.10))
    sk.polygon(tan, tapered_points([(0.44, 0.68), (0.38, 0.82), (0.30, 0.96)], 0.13, 0.03))
    sk.polygon(tan, tapered_points([(0.56, 0.68), (0.62, 0.82), (0.70, 0.96)], 0.13, 0.03))
    sk.polygon(tan, tapered_points([(0.38, 0.48), (0.24, 0.56), (0.10, 0.52)], 0.09, 0.02))
    sk.polygon(tan, tapered_points([(0.62, 0.48), (0.76, 0.56), (0.90, 0.52)], 0.09, 0.02))
    sk.polygon(tan, ellipse_points((0.5, 0.52), 0.17, 0.25))
    dark = shade(tan, 0.55)
    sk.circle(dark, (0.44, 0.42), 0.022)
    sk.circle(dark, (0.56, 0.42), 0.022)
    sk.polyline(dark, arc_points((0.5, 0.47), 0.05, 200, 340, 8), 0.014)
    for y in (0.58, 0.64, 0.70):
        sk.line(shade(tan, 0.8), (0.42, y), (0.50, y + 0.01), 0.01)


def paint_scorpion(sk: Sketch) -> None:
    """A scorpion from above: pincers forward (down), segmented tail curled over its back."""
    orange = MAIN_COLOURS["scorpion"]
    dark = shade(orange, 0.6)
    for side in (-1, 1):
        for i, y in enumerate((0.50, 0.57, 0.64, 0.71)):
            sk.polyline(dark, [(0.5, y), (0.5 + side * 0.20, y - 0.03), (0.5 + side * (0.30 - i * 0.01), y + 0.06)], 0.022)
        sk.polyline(orange, [(0.5 + side * 0.06, 0.74), (0.5 + side * 0.18, 0.80), (0.5 + side * 0.22, 0.86)], 0.05)
        claw = (0.5 + side * 0.24, 0.90)
        sk.ellipse(orange, claw, 0.075, 0.05, -side * 35)
        sk.polygon(orange, leaf_points(claw, (claw[0] - side * 0.10, 0.97), 0.04, 6))
    sk.ellipse(orange, (0.5, 0.60), 0.10, 0.18)
    sk.ellipse(orange, (0.5, 0.76), 0.075, 0.06)
    tail = arc_points((0.5, 0.30), 0.17, -90, 160, 7)
    for i, centre in enumerate(tail):
        sk.circle(orange, centre, 0.055 - i * 0.003)
    sting = tail[-1]
    sk.polygon(INK, leaf_points(sting, (sting[0] + 0.06, sting[1] + 0.10), 0.05, 6))
    for y in (0.52, 0.58, 0.64, 0.70):
        sk.line(dark, (0.43, y), (0.57, y), 0.01)
    sk.circle(INK, (0.47, 0.80), 0.012)
    sk.circle(INK, (0.53, 0.80), 0.012)


def paint_raven_feather(sk: Sketch) -> None:
    """A long dark feather lying diagonally, with a pale quill and a split in its vane."""
    blue = MAIN_COLOURS["raven-feather"]
    base, tip = (0.16, 0.90), (0.86, 0.08)
    sk.polygon(blue, leaf_points((0.24, 0.80), tip, 0.30, 20))
    notch = (0.56, 0.45)
    sk.polygon((0, 0, 0, 0), [notch, (0.74, 0.48), (0.70, 0.52)])
    sheen = shade(blue, 1.45)
    for t in (0.30, 0.45, 0.62, 0.78):
        x, y = 0.24 + (tip[0] - 0.24) * t, 0.80 + (tip[1] - 0.80) * t
        sk.line(sheen, (x, y), (x - 0.09, y - 0.02), 0.012)
    sk.line((226, 218, 196), base, (0.80, 0.15), 0.022)


PAINTERS: dict[str, Callable[[Sketch], None]] = {
    "mushroom": paint_mushroom,
    "fern": paint_fern,
    "toad": paint_toad,
    "bird-claw": paint_bird_claw,
    "flower": paint_flower,
    "mandrake": paint_mandrake,
    "scorpion": paint_scorpion,
    "raven-feather": paint_raven_feather,
}
