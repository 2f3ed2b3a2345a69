"""The look of Athanor: a warm alchemist's laboratory, and the sizes that keep it usable.

Colours: a dark wood-and-ink backdrop, parchment panels with ink text, brass rims and accents,
ember highlights for what matters now. Sizes are in pixels of the 1920 x 1080 canvas and are chosen
to be read from arm's length and hit with a finger.
"""

from __future__ import annotations

Color = tuple[int, int, int]

# --- backdrop: dark wood and ink ---------------------------------------------------------------
INK: Color = (22, 15, 12)  # the darkest shade: letterbox, shadows
WOOD_DARK: Color = (38, 25, 18)
WOOD: Color = (62, 40, 26)
WOOD_LIGHT: Color = (96, 64, 40)
SMOKE: Color = (74, 62, 56)  # disabled things on the backdrop

# --- panels: parchment and ink -----------------------------------------------------------------
PARCHMENT: Color = (236, 220, 182)
PARCHMENT_LIGHT: Color = (247, 236, 208)
PARCHMENT_DARK: Color = (203, 180, 134)
INK_TEXT: Color = (44, 29, 19)  # body text on parchment
INK_MUTED: Color = (105, 82, 60)  # secondary text on parchment

# --- accents: brass and ember ------------------------------------------------------------------
BRASS: Color = (196, 152, 72)
BRASS_LIGHT: Color = (236, 200, 120)
BRASS_DARK: Color = (120, 86, 36)
EMBER: Color = (222, 96, 34)
EMBER_LIGHT: Color = (255, 160, 80)
EMBER_DARK: Color = (150, 52, 20)
COPPER: Color = (184, 106, 62)

# --- text on the dark backdrop -----------------------------------------------------------------
TEXT_LIGHT: Color = (246, 234, 206)
TEXT_MUTED: Color = (190, 168, 132)

# --- states ------------------------------------------------------------------------------------
DANGER: Color = (170, 44, 36)
DANGER_LIGHT: Color = (220, 90, 70)
SUCCESS: Color = (78, 134, 70)
FOCUS: Color = (255, 214, 110)  # keyboard focus ring: bright brass, seen on wood and parchment

# --- sizes (canvas pixels) ---------------------------------------------------------------------
CANVAS_W: int = 1920
CANVAS_H: int = 1080
TOUCH_MIN: int = 96  # the smallest side of anything a finger must hit
TEXT_SMALL: int = 30  # fine print only (hints, footers); never for what a player must read
TEXT_BODY: int = 36  # body text: at least 34 px
TEXT_LABEL: int = 40  # button labels
TEXT_HEADING: int = 50  # panel headings, card titles
TEXT_TITLE: int = 64  # screen titles
TEXT_HERO: int = 140  # the Athanor name on the start screen
MARGIN: int = 56  # distance of content from the canvas edge
GAP: int = 28  # distance between neighbouring elements
PAD: int = 24  # inner padding of panels and buttons
RADIUS: int = 18  # corner radius of panels and buttons
BORDER: int = 4  # brass rim width
FOCUS_WIDTH: int = 6  # keyboard focus ring width
TITLE_BAR_H: int = 136  # height of the title bar with its Back button
BUTTON_H: int = 104  # standard button height (above TOUCH_MIN)
