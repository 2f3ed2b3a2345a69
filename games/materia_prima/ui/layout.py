"""Where the board screen's parts sit on the 1920 x 1080 canvas.

    team column | day track, caption | tabs (Inquisition, Scenario, Cities, Recipes)
    (tableaux,  | the hex board      | the chosen tab
     event log) | bottom buttons     | controls: prompt, figures, actions, targets, Undo, End turn
"""

from __future__ import annotations

import pygame

TEAM = pygame.Rect(12, 12, 428, 1056)
CENTRE_X, CENTRE_W = 452, 836
DAYS = pygame.Rect(CENTRE_X, 10, CENTRE_W, 42)
CAPTION = pygame.Rect(CENTRE_X, 56, CENTRE_W, 74)
BOARD_BOX = pygame.Rect(CENTRE_X, 134, CENTRE_W, 854)
BOTTOM = pygame.Rect(CENTRE_X, 994, CENTRE_W, 76)
RIGHT = pygame.Rect(1300, 12, 608, 1056)
TABS = pygame.Rect(RIGHT.x, RIGHT.y, RIGHT.w, 72)
CONTROLS_MIN_H = 300
TAB_NAMES = ("inquisition", "scenario", "cities", "pool")
DIALOG = pygame.Rect(BOARD_BOX.x + 10, BOARD_BOX.y + 90, BOARD_BOX.w - 20, BOARD_BOX.h - 180)


def tab_rect(index: int) -> pygame.Rect:
    """The tab button `index` of the right column."""
    width = (TABS.w - (len(TAB_NAMES) - 1) * 8) // len(TAB_NAMES)
    return pygame.Rect(TABS.x + index * (width + 8), TABS.y, width, TABS.h)


def split_right(controls_h: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The tab body and the controls below it, the controls `controls_h` tall (at least the minimum)."""
    height = max(CONTROLS_MIN_H, controls_h)
    controls = pygame.Rect(RIGHT.x, RIGHT.bottom - height, RIGHT.w, height)
    body = pygame.Rect(RIGHT.x, TABS.bottom + 8, RIGHT.w, controls.y - 10 - TABS.bottom - 8)
    return body, controls


def bottom_rects(count: int) -> list[pygame.Rect]:
    """`count` buttons side by side in the strip below the board."""
    width = (BOTTOM.w - (count - 1) * 12) // count
    return [pygame.Rect(BOTTOM.x + i * (width + 12), BOTTOM.y, width, BOTTOM.h) for i in range(count)]
