"""The running program: builds the Context, the window and the scene stack, and runs the loop.

See games.app.main for the options and the loop's behaviour.
"""

from __future__ import annotations

import os
import sys
import time
from typing import TYPE_CHECKING

import pygame

from games.app.kit import theme
from games.app.crash import CrashLog, short_reason
from games.app.display import Display
from games.app.kiosk.heartbeat import Heartbeat, restarts_so_far
from games.app.kiosk.log import close_log, open_log
from games.app.no_display import init_display
from games.app.kit.fonts import FontBook
from games.app.kit.i18n import Translator
from games.app.input import InputMapper, shell_command
from games.app.memory import MemoryKeeper, return_large_blocks_to_system
from games.app.kiosk.organiser import KioskGuard, guard_of
from games.app.scene import CANVAS_SIZE, Context
from games.app.store.settings import load_settings, save_settings
from games.app.shell import Shell
from games.app.stack import SceneStack
from games.app.store.storage import Storage

if TYPE_CHECKING:
    from games.app.main import Options

CAMERA_CHECK_SECONDS = 1.0  # how often the log looks whether the camera went or came back
CAMERA_GONE = frozenset({"lost", "retrying", "no-camera", "ended"})
REDRAW_EVENTS = {
    pygame.VIDEORESIZE, pygame.VIDEOEXPOSE, pygame.WINDOWSIZECHANGED, pygame.WINDOWEXPOSED,
    pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED, pygame.WINDOWSHOWN,
}


class App:
    """One Athanor session: window, context, stack, services."""

    def __init__(self, options: "Options") -> None:
        self.options = options
        self.kiosk = options.kiosk
        return_large_blocks_to_system()  # a long evening's memory stays flat (games.app.memory)
        self.memory = MemoryKeeper(time.monotonic)
        self.log = open_log("athanor")
        self.heartbeat = Heartbeat.from_env()
        self.log.info("start: %s, restart %d, pid %d", "kiosk" if self.kiosk else "window", restarts_so_far(),
                      os.getpid())
        storage = Storage()
        storage.remove_stale_temporaries()  # what a kill left behind
        settings = load_settings(storage)
        if options.language:
            settings.language = options.language
        if options.camera != "setting":
            settings.camera = options.camera  # type: ignore[assignment]
        if options.fullscreen:
            settings.fullscreen = True
        init_display()  # raises NoDisplay on a machine without one
        pygame.font.init()
        self.crash_log = CrashLog()
        self.camera_status: tuple[str, float] = ("", 0.0)
        self.ctx = Context(settings=settings, tr=Translator(settings.language), fonts=FontBook(),
                           storage=storage, now=time.monotonic)
        self.display = Display(options.windowed_size, settings.fullscreen or self.kiosk)
        self.display.open()
        if self.kiosk:
            pygame.event.set_grab(True)  # locked: the pointer stays on the game table
        self.canvas = pygame.Surface(CANVAS_SIZE).convert()
        self.stack = SceneStack(self.ctx, on_crash=self._crashed)
        self.shell = Shell(self.ctx, self.stack, kiosk=self.kiosk)
        self.mapper = InputMapper()
        self.running = True
        self.window_closing = False  # a WINDOWCLOSE came before the QUIT: the player, not a signal
        self.first_frame_at: float | None = None
        from games.app.start_scene import StartScene, reopen_running

        self.stack.push(StartScene(kiosk=self.kiosk))
        if self.kiosk:
            self._lock_kiosk(storage)
        if self.heartbeat.active and reopen_running(self.stack, self.ctx):
            self.log.info("reopened: %s", type(self.stack.top).__name__)
        if self.kiosk and not guard_of(self.ctx).has_pin:  # type: ignore[union-attr]
            from games.app.kiosk.pin_pad import PinPadScene

            self.stack.push(PinPadScene.setting(required=True))

    def _lock_kiosk(self, storage: Storage) -> None:
        """Kiosk mode: the organiser's PIN guards settings, quitting and deleting."""
        self.ctx.services["kiosk"] = KioskGuard(storage)

    def _crashed(self, error: BaseException, where: str) -> object:
        """A scene or service failed: the crash log gets the traceback, the kiosk log a line."""
        self.log.error("error in %s: %s", where, short_reason(error))
        return self.crash_log.write(error, where)

    def _start_services(self) -> None:
        """Create the services named in SERVICE_FACTORIES; a missing module is skipped.

        Called after the first frame is on screen, so heavy imports (OpenCV) do not delay it.
        """
        from games import resolve
        from games.app.main import SERVICE_FACTORIES

        for name, path in SERVICE_FACTORIES.items():
            try:
                service = resolve(path)(self.ctx)  # type: ignore[operator]
            except ModuleNotFoundError as error:
                if error.name and path.startswith(error.name):
                    continue
                self._crashed(error, f"service {name}")
                continue
            except Exception as error:
                self._crashed(error, f"service {name}")
                continue
            if service is not None:
                self.ctx.services[name] = service

    # --- the loop -----------------------------------------------------------------------------------

    def run(self) -> int:
        """Loop until quit; returns the exit status."""
        from games.app.main import CRASH_PAUSE, MAX_FPS, PROCESS_START

        clock = pygame.time.Clock()
        last = time.monotonic()
        while self.running:
            try:
                self._handle_events(self._wait_for_events())
                self.shell.poll()
                now = time.monotonic()
                self.shell.update(min(0.1, now - last))
                last = now
                self.shell.check_idle()
                self._follow_settings()
                self._follow_organiser()
                self._draw_if_dirty()
                self._watch_camera(now)
                self.heartbeat.beat()
                self.memory.tick()
            except Exception as error:  # the outer crash guard: nothing below may end a game night
                self.stack.crash(error, "main loop")
                self.shell.dirty = True
                time.sleep(CRASH_PAUSE)
                continue
            if self.first_frame_at is None:
                self.first_frame_at = time.perf_counter() - PROCESS_START
                if self.options.exit_after_first_frame:
                    print(f"first_frame_seconds={self.first_frame_at:.4f}")
                    return 0
                self._start_services()
            if self.stack.animating:  # a scene may ask for fewer frames (the kiosk's attract screen)
                clock.tick(min(MAX_FPS, int(getattr(self.stack.top, "max_fps", MAX_FPS))))
        return 0

    def _wait_for_events(self) -> list[pygame.event.Event]:
        """Pending events; sleeps while nothing animates or waits to be drawn."""
        events = pygame.event.get()
        if events or self.shell.dirty or self.stack.animating:
            return events
        timeout = self._sleep_budget()
        event = pygame.event.wait(timeout) if timeout is not None else pygame.event.wait()
        if event.type == pygame.NOEVENT:
            return []
        return [event, *pygame.event.get()]

    def _sleep_budget(self) -> int | None:
        """Milliseconds until something must happen without input; None = sleep until an event."""
        deadlines = [self.shell.poll_interval(), self.shell.idle_seconds_left(),
                     self.heartbeat.interval if self.heartbeat.active else None]
        left = [d for d in deadlines if d is not None]
        if not left:
            return None
        return max(1, int(min(left) * 1000) + 1)

    def _handle_events(self, events: list[pygame.event.Event]) -> None:
        """Shell commands first, then intents for the scenes."""
        for event in events:
            command = shell_command(event)
            if command is not None:
                self._command(command)
            if event.type in REDRAW_EVENTS:
                self.display.resized()
                self.shell.dirty = True
            for intent in self.mapper.translate(event, self.display.viewport):
                self.shell.feed(intent)

    def _command(self, command: str) -> None:
        """Quit, force quit or toggle full screen; a kiosk ignores the close button and F11."""
        if command == "force_quit":
            self._organiser_quit()
        elif command == "window_close":
            self.window_closing = True
        elif command == "quit":
            if not self.kiosk or not self.window_closing:
                self.running = False  # a kiosk still ends on SIGTERM (system shutdown) and Ctrl+C
            self.window_closing = False
        elif command == "toggle_fullscreen" and not self.kiosk:
            self.ctx.settings.fullscreen = not self.ctx.settings.fullscreen
            save_settings(self.ctx.storage, self.ctx.settings)

    def _organiser_quit(self) -> None:
        """Ctrl+Alt+Q: quit at once, or in kiosk mode after the organiser's PIN."""
        guard = guard_of(self.ctx)
        if guard is None or not guard.active or not guard.has_pin:  # no PIN yet: nothing to guard
            self.running = False
            return
        from games.app.kiosk.pin_pad import PinPadScene

        if not isinstance(self.stack.top, PinPadScene):
            self.stack.push(PinPadScene("quit", lambda ctx: self._quit_granted(guard)))
            self.shell.dirty = True

    @staticmethod
    def _quit_granted(guard: KioskGuard) -> None:
        guard.quit_requested = True

    def _follow_organiser(self) -> None:
        """The organiser quit or left kiosk mode (through the PIN)."""
        guard = guard_of(self.ctx)
        if guard is None:
            return
        if guard.quit_requested:
            self.log.info("stop: the organiser quit")
            self.running = False
        if guard.leave_requested:
            guard.leave_requested = False
            self.log.info("kiosk mode left by the organiser")
            self.kiosk = self.shell.kiosk = False
            pygame.event.set_grab(False)
            root = self.stack.scenes[0] if self.stack.scenes else None
            if root is not None and hasattr(root, "kiosk"):
                root.kiosk = False  # type: ignore[attr-defined]
                self.stack.home()
                root.enter(self.ctx)
            self.shell.dirty = True

    def _watch_camera(self, now: float) -> None:
        """Log when the camera goes away and when it comes back (checked once a second)."""
        scanner = self.ctx.services.get("scanner")
        status, checked = self.camera_status
        if scanner is None or now - checked < CAMERA_CHECK_SECONDS:
            return
        snapshot = scanner.snapshot()  # type: ignore[attr-defined]
        state = "gone" if snapshot.status in CAMERA_GONE else "ok" if snapshot.status == "ok" else status
        if state != status and (status or state == "gone"):
            self.log.warning("camera %s: %s", "lost" if state == "gone" else "back", snapshot.status_message or snapshot.status)
        self.camera_status = (state, now)

    def _follow_settings(self) -> None:
        """Apply what scenes changed in the settings: full screen, a quit request."""
        wanted = self.ctx.settings.fullscreen or self.kiosk
        if wanted != self.display.fullscreen:
            try:
                self.display.set_fullscreen(wanted)
            except pygame.error as error:  # the system refused the mode: stay as we are
                self.crash_log.write(error, "display mode")
                self.display.fullscreen = not wanted
                self.display.set_fullscreen(not wanted)
                self.ctx.settings.fullscreen = self.display.fullscreen
            self.shell.dirty = True
        if self.stack.quit_requested:
            self.stack.quit_requested = False
            if not self.kiosk:
                self.running = False

    def _draw_if_dirty(self) -> None:
        """Redraw the canvas and show it, only when something changed."""
        if not self.shell.dirty:
            return
        self.canvas.fill(theme.INK)
        self.shell.draw(self.canvas)
        self.display.present(self.canvas)
        self.shell.dirty = False

    def close(self) -> None:
        """Release services and the window."""
        self.log.info("stop")
        close_log(self.log)
        self.shell.close_services()
        pygame.quit()
        sys.stdout.flush()
