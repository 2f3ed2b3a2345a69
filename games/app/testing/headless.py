"""A window-less harness for tests and benchmarks of every screen.

It builds a real Context (translator, fonts, settings, an atomic Storage in a temporary
directory, a fake clock) under SDL's dummy video driver, and runs scenes through the same
SceneStack and Shell the window uses: services are polled, the crash guard is active, transitions
are applied. Nothing sleeps; time moves only when you step it.

    from games.app.testing.headless import Harness

    with Harness(language="de") as h:            # "de" or "en"; storage_dir=..., settings=...
        h.push(MyScene())                          # the first scene pushed is the root ("Home")
        h.click((960, 540))                        # canvas coordinates (1920 x 1080)
        h.move((100, 100)); h.scroll(-1)
        h.press((100, 100)); h.drag((100, 100), (400, 300))  # a finger down; down, along and up
        h.key("tab"); h.key("1"); h.text("Anna")   # key names as pygame.key.name gives them
        h.confirm(); h.back()
        h.card("mandrake"); h.code("KABC", "master")  # scanner intents: ingredient id / code and variant
        h.send(Intent("scan", data=...))           # any other intent
        h.step(1.5)                                # advance the clock; update() runs at `fps` while animating
        h.top, h.scenes, h.ctx, h.stack.crashes    # inspect
        surface = h.render()                       # draw the stack on a 1920 x 1080 Surface
        h.save("/tmp/me/screen.png")               # render and write a PNG; returns the path
        h.save("/tmp/me/small.png", (1280, 720))   # ... as a 1280 x 720 window shows it

`Harness.new_context(...)` alone gives a Context for code that needs one without a stack.
Crash logs go to <storage_dir>/logs. The temporary directory is removed by `close()` (or `with`).
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Iterable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from games.app.kit import theme  # noqa: E402
from games.app.crash import CrashLog  # noqa: E402
from games.app.kit.fonts import MIN_READABLE, FontBook  # noqa: E402
from games.app.kit.i18n import Translator  # noqa: E402
from games.app.scene import Context, Intent, Scene, Settings  # noqa: E402
from games.app.store.settings import default_settings  # noqa: E402
from games.app.shell import Shell  # noqa: E402
from games.app.stack import SceneStack  # noqa: E402
from games.app.store.storage import Storage  # noqa: E402


WALL_EPOCH = 1_764_000_000.0  # the fake wall clock: this plus the fake monotonic seconds


class FakeClock:
    """Monotonic seconds that move only when told."""

    def __init__(self, start: float = 1000.0) -> None:
        self.time = start

    def __call__(self) -> float:
        return self.time

    def advance(self, seconds: float) -> None:
        self.time += seconds


_shared_fonts: FontBook | None = None
_shared_translator_table: dict | None = None


def init_pygame_headless() -> None:
    """Start pygame's font and display modules on the dummy driver (idempotent)."""
    if not pygame.display.get_init():
        pygame.display.init()
    if not pygame.font.get_init():
        pygame.font.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))


def new_context(
    language: str = "en", storage_dir: Path | None = None, settings: Settings | None = None,
    clock: FakeClock | None = None,
) -> Context:
    """A Context like the window's, with fonts and translation tables shared between harnesses."""
    global _shared_fonts, _shared_translator_table
    init_pygame_headless()
    if _shared_fonts is None:
        _shared_fonts = FontBook()
    translator = Translator(language, table=_shared_translator_table)
    _shared_translator_table = translator.table
    settings = settings if settings is not None else default_settings(language)
    settings.language = language
    storage = Storage(storage_dir if storage_dir is not None else Path(tempfile.mkdtemp(prefix="athanor-")))
    clock = clock if clock is not None else FakeClock()
    return Context(settings=settings, tr=translator, fonts=_shared_fonts, storage=storage, now=clock,
                   wall=lambda: WALL_EPOCH + clock())


class Harness:
    """Drive scenes with scripted intents and a fake clock; render them to PNG."""

    def __init__(
        self, language: str = "en", *, storage_dir: Path | None = None, settings: Settings | None = None,
        services: dict[str, object] | None = None, kiosk: bool = False,
    ) -> None:
        self._temp = None if storage_dir is not None else tempfile.TemporaryDirectory(prefix="athanor-test-")
        directory = Path(storage_dir) if storage_dir is not None else Path(self._temp.name)  # type: ignore[union-attr]
        self.clock = FakeClock()
        self.ctx = new_context(language, directory, settings, self.clock)
        self.ctx.services.update(services or {})
        self.crash_log = CrashLog(directory / "logs")
        self.stack = SceneStack(self.ctx, on_crash=self.crash_log.write)
        self.shell = Shell(self.ctx, self.stack, kiosk=kiosk)
        self.canvas = pygame.Surface((theme.CANVAS_W, theme.CANVAS_H))
        self.forget_texts()

    # --- the stack ---
    def push(self, scene: Scene) -> Scene:
        """Push `scene` (the first one becomes the root that Home returns to); returns it."""
        self.stack.push(scene)
        return scene

    @property
    def top(self) -> Scene | None:
        """The scene on top of the stack."""
        return self.stack.top

    @property
    def scenes(self) -> list[Scene]:
        """The whole stack, root first."""
        return self.stack.scenes

    # --- intents ---
    def send(self, intent: Intent) -> None:
        """Deliver any intent as the window would (services intercept input first)."""
        self.shell.feed(intent)

    def click(self, pos: tuple[int, int]) -> None:
        self.send(Intent("click", pos=pos))

    def move(self, pos: tuple[int, int]) -> None:
        self.send(Intent("move", pos=pos))

    def press(self, pos: tuple[int, int]) -> None:
        self.send(Intent("press", pos=pos))

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 4) -> None:
        """Press at `start`, move towards `end` in `steps`, and let go there (a click at `end`)."""
        self.press(start)
        for step in range(1, steps + 1):
            self.move((start[0] + (end[0] - start[0]) * step // steps, start[1] + (end[1] - start[1]) * step // steps))
        self.click(end)

    def scroll(self, amount: int) -> None:
        self.send(Intent("scroll", data=amount))

    def key(self, name: str) -> None:
        self.send(Intent("key", key=name))

    def text(self, text: str) -> None:
        self.send(Intent("text", text=text))

    def confirm(self) -> None:
        self.send(Intent("confirm", key="return"))

    def back(self) -> None:
        self.send(Intent("back"))

    def card(self, ingredient: object) -> None:
        self.send(Intent("card", data=ingredient))

    def code(self, text: str, variant: str | None = None) -> None:
        self.send(Intent("code", text=text, data=variant))

    # --- time ---
    def step(self, seconds: float, fps: int = 30) -> None:
        """Advance the clock by `seconds` in frames of 1/fps: services poll, animations update."""
        frames = max(1, round(seconds * fps))
        dt = seconds / frames
        for _ in range(frames):
            self.clock.advance(dt)
            self.shell.poll()
            self.shell.update(dt)
            self.shell.check_idle()

    # --- pictures ---
    def render(self) -> pygame.Surface:
        """Draw the stack on the 1920 x 1080 canvas and return it."""
        self.canvas.fill(theme.INK)
        self.shell.draw(self.canvas)
        self.shell.dirty = False
        return self.canvas

    def save(self, path: str | Path, window: tuple[int, int] | None = None) -> Path:
        """Render and write a PNG to `path` (folders are created); returns the path. With `window`
        (e.g. (1280, 720)) the canvas is scaled as a window of that size shows it."""
        target = Path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        image = self.render()
        if window is not None:
            image = pygame.transform.smoothscale(image, window)
        pygame.image.save(image, str(target))
        return target

    # --- text sizes ---
    def small_texts(self, minimum: int = MIN_READABLE, exempt: Iterable[str] = ()) -> dict[str, int]:
        """Render the stack and return every text drawn below `minimum` canvas px (text -> size).

        Counts all text rendered since the harness started or `forget_texts` (so surfaces a scene
        cached earlier count too). `exempt` names texts a player need not read (decorations).
        """
        self.render()
        skip = set(exempt)
        return {text: size for text, size in self.ctx.fonts.recorded().items()  # type: ignore[attr-defined]
                if size < minimum and text not in skip}

    def forget_texts(self) -> None:
        """Start counting rendered texts afresh (e.g. before opening the next screen)."""
        self.ctx.fonts.start_recording()  # type: ignore[attr-defined]

    # --- life cycle ---
    def close(self) -> None:
        """Close services and remove the temporary storage directory."""
        self.shell.close_services()
        if self._temp is not None:
            self._temp.cleanup()
            self._temp = None

    def __enter__(self) -> "Harness":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
