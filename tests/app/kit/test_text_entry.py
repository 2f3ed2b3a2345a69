"""Typing a name: the physical keyboard and the keys on the screen both work, OK needs a name."""

from __future__ import annotations

from games.app.testing.headless import Harness
from games.app.scene import Scene
from games.app.kit.text_entry import TextEntryScene


def _open(h: Harness, text: str = "") -> tuple[TextEntryScene, list[str]]:
    done: list[str] = []
    h.push(Scene())
    scene = TextEntryScene("Name?", text, lambda ctx, value: done.append(value))
    h.push(scene)
    return scene, done


def _key(scene: TextEntryScene, action: object) -> tuple[int, int]:
    return next(b.rect.center for b in scene.buttons.buttons if b.action == action)


def test_the_keys_on_the_screen_type_a_capitalised_name_and_ok_hands_it_over() -> None:
    with Harness("de") as h:
        scene, done = _open(h)
        ok = next(b for b in scene.buttons.buttons if b.action == "ok")
        assert not ok.enabled
        for char in ("A", "n", "n", "ä"):
            h.click(_key(scene, ("char", char)))
        h.click(_key(scene, ("char", " ")))
        h.click(_key(scene, ("char", "x")))
        h.click(_key(scene, "erase"))
        h.click(_key(scene, "ok"))
        assert done == ["Annä"] and h.top is not scene


def test_the_physical_keyboard_types_erases_and_confirms_and_esc_cancels() -> None:
    with Harness("en") as h:
        scene, done = _open(h, "Bo")
        h.text("b")
        h.text(" ")
        h.key("backspace")
        h.key("backspace")
        h.text("by")
        h.confirm()
        assert done == ["Bob"[:2] + "by"]
        scene, done = _open(h, "Kept")
        h.text("x")
        h.back()
        assert done == [] and h.top is not scene


def test_a_blank_name_is_not_accepted_and_the_length_is_limited() -> None:
    with Harness("en") as h:
        scene, done = _open(h, "   ")
        h.confirm()
        assert done == [] and h.top is scene
        h.text("y" * 40)
        assert len(scene.text) == scene.max_length


def test_every_key_and_the_prompt_are_readable_in_both_languages() -> None:
    for language in ("de", "en"):
        with Harness(language) as h:
            _open(h, "Anna")
            assert h.small_texts() == {}
            assert min(min(b.rect.w, b.rect.h) for b in h.top.buttons.buttons) >= 72
