"""Raw events become intents in one place; window positions map to the canvas through letterboxing."""

from __future__ import annotations

import pygame
import pytest

from games.app.input import InputMapper, Viewport, shell_command
from games.app.scene import Intent

pygame.display.init()


@pytest.mark.parametrize(
    ("window", "rect"),
    [
        ((1920, 1080), (0, 0, 1920, 1080)),
        ((1280, 720), (0, 0, 1280, 720)),
        ((1920, 1200), (0, 60, 1920, 1080)),  # bars above and below
        ((2560, 1080), (320, 0, 1920, 1080)),  # bars left and right
        ((800, 800), (0, 175, 800, 450)),
        ((3840, 2160), (0, 0, 3840, 2160)),
    ],
)
def test_viewport_rect_keeps_aspect_and_centres(window: tuple[int, int], rect: tuple[int, int, int, int]) -> None:
    assert Viewport(window).rect == rect


@pytest.mark.parametrize(
    ("window", "pos", "canvas"),
    [
        ((1920, 1080), (960, 540), (960, 540)),
        ((1280, 720), (640, 360), (960, 540)),
        ((1280, 720), (0, 0), (0, 0)),
        ((1280, 720), (1279, 719), (1918, 1078)),
        ((1920, 1200), (100, 60), (100, 0)),
        ((1920, 1200), (100, 59), None),  # on the top bar
        ((1920, 1200), (100, 1140), None),  # on the bottom bar
        ((2560, 1080), (320, 540), (0, 540)),
        ((2560, 1080), (319, 540), None),
        ((2560, 1080), (2240, 540), None),
        ((800, 800), (400, 400), (960, 540)),
        ((800, 800), (400, 100), None),
        ((3840, 2160), (3839, 2159), (1919, 1079)),
    ],
)
def test_window_to_canvas(window: tuple[int, int], pos: tuple[int, int], canvas: tuple[int, int] | None) -> None:
    assert Viewport(window).to_canvas(pos) == canvas


def test_touch_fractions_map_through_the_letterbox() -> None:
    viewport = Viewport((2560, 1080))
    assert viewport.from_normalized(0.5, 0.5) == (960, 540)
    assert viewport.from_normalized(0.05, 0.5) is None


def event(kind: int, **attrs: object) -> pygame.event.Event:
    return pygame.event.Event(kind, **attrs)


def key(code: int, mod: int = 0) -> pygame.event.Event:
    return event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)


def test_mouse_press_and_release_is_one_click_in_canvas_coordinates() -> None:
    mapper, viewport = InputMapper(), Viewport((1280, 720))
    assert mapper.translate(event(pygame.MOUSEBUTTONDOWN, button=1, pos=(640, 360), touch=False), viewport) == [
        Intent("press", pos=(960, 540))
    ]
    assert mapper.translate(event(pygame.MOUSEBUTTONUP, button=1, pos=(642, 360), touch=False), viewport) == [
        Intent("click", pos=(963, 540))
    ]
    # a release without a press (e.g. the press happened on another window) is no click
    assert mapper.translate(event(pygame.MOUSEBUTTONUP, button=1, pos=(642, 360), touch=False), viewport) == []


def test_press_on_the_letterbox_is_ignored() -> None:
    mapper, viewport = InputMapper(), Viewport((1920, 1200))
    assert mapper.translate(event(pygame.MOUSEBUTTONDOWN, button=1, pos=(10, 10), touch=False), viewport) == []
    assert mapper.translate(event(pygame.MOUSEBUTTONUP, button=1, pos=(10, 10), touch=False), viewport) == []


def test_right_button_is_back_and_wheel_scrolls() -> None:
    mapper, viewport = InputMapper(), Viewport((1920, 1080))
    assert mapper.translate(event(pygame.MOUSEBUTTONUP, button=3, pos=(5, 5), touch=False), viewport) == [Intent("back")]
    assert mapper.translate(event(pygame.MOUSEWHEEL, x=0, y=2, touch=False, flipped=False), viewport) == [
        Intent("scroll", data=1)
    ]
    assert mapper.translate(event(pygame.MOUSEWHEEL, x=0, y=-1, touch=False, flipped=False), viewport) == [
        Intent("scroll", data=-1)
    ]


def test_motion_is_move() -> None:
    mapper, viewport = InputMapper(), Viewport((960, 540))
    assert mapper.translate(event(pygame.MOUSEMOTION, pos=(480, 270), rel=(1, 1), buttons=(0, 0, 0), touch=False),
                            viewport) == [Intent("move", pos=(960, 540))]


def test_mouse_events_synthesised_from_touch_are_dropped() -> None:
    mapper, viewport = InputMapper(), Viewport((1920, 1080))
    assert mapper.translate(event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5), touch=True), viewport) == []
    assert mapper.translate(event(pygame.MOUSEBUTTONUP, button=1, pos=(5, 5), touch=True), viewport) == []


def test_one_finger_taps_and_a_second_finger_is_ignored() -> None:
    mapper, viewport = InputMapper(), Viewport((1280, 720))
    down = mapper.translate(event(pygame.FINGERDOWN, finger_id=7, touch_id=1, x=0.25, y=0.5, dx=0, dy=0), viewport)
    assert down == [Intent("move", pos=(480, 540)), Intent("press", pos=(480, 540))]
    assert mapper.translate(event(pygame.FINGERDOWN, finger_id=8, touch_id=1, x=0.9, y=0.9, dx=0, dy=0), viewport) == []
    assert mapper.translate(event(pygame.FINGERUP, finger_id=8, touch_id=1, x=0.9, y=0.9, dx=0, dy=0), viewport) == []
    assert mapper.translate(event(pygame.FINGERUP, finger_id=7, touch_id=1, x=0.25, y=0.5, dx=0, dy=0), viewport) == [
        Intent("click", pos=(480, 540))
    ]


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        (pygame.K_ESCAPE, Intent("back")),
        (pygame.K_RETURN, Intent("confirm", key="return")),
        (pygame.K_KP_ENTER, Intent("confirm", key="enter")),
        (pygame.K_SPACE, Intent("confirm", key="space")),
        (pygame.K_1, Intent("key", key="1")),
        (pygame.K_KP3, Intent("key", key="3")),
        (pygame.K_a, Intent("key", key="a")),
        (pygame.K_LEFT, Intent("key", key="left")),
        (pygame.K_TAB, Intent("key", key="tab")),
        (pygame.K_BACKSPACE, Intent("key", key="backspace")),
        (pygame.K_DELETE, Intent("key", key="delete")),
    ],
)
def test_keys(code: int, expected: Intent) -> None:
    assert InputMapper().translate(key(code), Viewport((1920, 1080))) == [expected]


def test_modifier_and_shell_keys_give_no_intent() -> None:
    mapper, viewport = InputMapper(), Viewport((1920, 1080))
    assert mapper.translate(key(pygame.K_LSHIFT), viewport) == []
    assert mapper.translate(key(pygame.K_F11), viewport) == []
    assert mapper.translate(key(pygame.K_q, pygame.KMOD_LCTRL | pygame.KMOD_LALT), viewport) == []


def test_text_input() -> None:
    assert InputMapper().translate(event(pygame.TEXTINPUT, text="ß"), Viewport((1920, 1080))) == [
        Intent("text", text="ß")
    ]


def test_shell_commands() -> None:
    assert shell_command(event(pygame.QUIT)) == "quit"
    assert shell_command(event(pygame.WINDOWCLOSE, window=None)) == "window_close"
    assert shell_command(key(pygame.K_F11)) == "toggle_fullscreen"
    assert shell_command(key(pygame.K_q, pygame.KMOD_LCTRL | pygame.KMOD_RALT)) == "force_quit"
    assert shell_command(key(pygame.K_q, pygame.KMOD_LCTRL)) is None
    assert shell_command(key(pygame.K_ESCAPE)) is None
