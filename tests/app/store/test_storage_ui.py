"""What the player sees of storage: a damaged file is told once, a refusing disk shows a banner on
every screen while play goes on."""

from __future__ import annotations

from pathlib import Path

import pytest

from games.app import banners
from games.app.kit import theme
from games.app.kit.common_scenes import MessageScene
from games.app.testing.headless import Harness
from games.app.scene import Context, Intent
from games.app.store.settings import load_settings, save_settings
from games.app.start_scene import StartScene
from games.app.store.storage import Storage
from tests.app.test_shell import Listener

SHOTS = Path("/work/wt/shots/h13-robust")


@pytest.mark.parametrize(("language", "title"), [("en", "The settings were damaged"),
                                                 ("de", "Die Einstellungen waren beschädigt")])
def test_damaged_settings_are_told_once_with_the_name_they_were_put_aside_as(tmp_path: Path, language: str,
                                                                              title: str) -> None:
    (tmp_path / "settings.json").write_text('{"language": "de", "camera"', encoding="utf-8")
    with Harness(language, storage_dir=tmp_path) as h:
        start = h.push(StartScene())
        assert load_settings(h.ctx.storage, language="en").language == "en"  # the defaults
        h.step(0.05)
        notice = h.top
        assert isinstance(notice, MessageScene) and notice.title == title
        assert "settings.json.corrupt-1" in notice.text
        assert h.small_texts() == {}
        if SHOTS.parent.is_dir():
            h.save(SHOTS / f"notice-settings-{language}.png")
        h.confirm()
        assert h.top is start
        load_settings(h.ctx.storage)
        h.step(0.05)
        assert h.top is start  # told once: the file is gone, nothing new to say
        assert h.stack.crashes == []


def test_a_damaged_saved_game_is_told_as_a_saved_game(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "match-x.json").write_text('{"format": 99}', encoding="utf-8")
    with Harness("en", storage_dir=tmp_path) as h:
        h.push(StartScene())
        from games.kernel import shape

        h.ctx.storage.load("saves/match-x.json", shape.obj({"format": shape.format_version(1)}), what="game")
        h.step(0.05)
        notice = h.top
        assert isinstance(notice, MessageScene) and notice.title == "A saved game was damaged"
        assert notice.text.startswith("The saved game comes from a newer version of Athanor.")
        assert "match-x.json.corrupt-1" in notice.text
    assert storage.names("saves") == []


def banner_pixel(h: Harness) -> tuple[int, int, int]:
    surface = h.render()
    return tuple(surface.get_at((theme.CANVAS_W // 2, theme.CANVAS_H - banners.BANNER_BOTTOM - 6))[:3])  # type: ignore[return-value]


@pytest.mark.parametrize("language", ["en", "de"])
def test_saving_failing_shows_a_banner_on_any_screen_until_a_save_works(tmp_path: Path, language: str) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    with Harness(language, storage_dir=blocker) as h:
        listener = h.push(Listener())
        assert banner_pixel(h) != theme.DANGER
        assert save_settings(h.ctx.storage, h.ctx.settings) is False
        h.step(0.05)
        assert h.shell.dirty  # the change of banners asks for a redraw
        assert banner_pixel(h) == theme.DANGER
        assert h.ctx.tr("app.storage_failing") in h.ctx.fonts.recorded()  # type: ignore[attr-defined]
        assert h.small_texts() == {}
        h.click((theme.CANVAS_W // 2, theme.CANVAS_H - 40))  # on the banner: the scene still gets the tap
        assert listener.received[-1] == Intent("click", pos=(theme.CANVAS_W // 2, theme.CANVAS_H - 40))
        if SHOTS.parent.is_dir():
            h.push(StartScene())
            h.save(SHOTS / f"banner-saving-{language}.png")
        h.ctx.storage.directory = tmp_path / "works"  # type: ignore[attr-defined]
        assert save_settings(h.ctx.storage, h.ctx.settings)
        h.step(0.05)
        assert banner_pixel(h) != theme.DANGER
        assert h.stack.crashes == []


def test_a_failing_banner_source_is_skipped() -> None:
    def broken(ctx: Context) -> str | None:
        raise RuntimeError("boom")

    with Harness("en") as h:
        h.shell.banner_sources = [broken, lambda ctx: "Camera unplugged"]
        assert banners.current_banners(h.ctx, h.shell.banner_sources) == ("Camera unplugged",)
        h.push(Listener())
        h.render()
        assert "Camera unplugged" in h.ctx.fonts.recorded()  # type: ignore[attr-defined]


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_kind_of_damage_has_its_words(language: str) -> None:
    from games.app.store.storage import KINDS, WHATS, SetAside
    from games.app.store.notice import notice_scene, notice_text

    with Harness(language) as h:
        for kind in KINDS:
            for what in WHATS:
                for aside in ("x.json.corrupt-1", None):
                    text = notice_text(h.ctx, SetAside("x.json", aside, kind, "detail " * 60, what))
                    assert "{" not in text and text.count("detail") < 30  # the detail is cut short
        mixed = notice_scene(h.ctx, [SetAside("settings.json", "a", "damaged", "r", "settings"),
                                     SetAside("saves/m.json", "b", "newer", "r", "game")])
        assert mixed.title == h.ctx.tr("app.storage_notice_file_title")  # type: ignore[attr-defined]
        assert h.ctx.tr.missing == set()  # type: ignore[attr-defined]
