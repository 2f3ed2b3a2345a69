"""The heart of the main loop without a window: services, input, idle timeout, update and draw.

`games.app.main` drives it with real pygame events and the real clock; `games.app.testing.headless` drives
it with scripted intents and a fake clock, so tests exercise the same code path players do.

Services are the objects in ctx.services. Each one may offer
- `intercept(intent, now) -> list[Intent]`: sees every input intent first and returns what should
  be passed on instead (a handheld barcode reader types digits + Enter; its service swallows them
  and returns a "card" intent);
- `poll(now) -> list[Intent]`: called every loop; returns intents to deliver (scanner readings);
- `poll_interval` (seconds, default 0.05): how often the loop must wake up to poll it;
- `follow_settings(settings)`: called before each poll, so a changed setting takes effect at once
  (the scanner switches to the camera just chosen);
- `close()`: called once at exit.

Storage speaks to the player through the shell, whatever screen is up: after every input and
poll the shell takes the storage's reports of damaged files put aside and shows them once
(games.app.store.notice), and `draw` adds the banners of `banner_sources` (games.app.banners;
"saving is failing" while the disk refuses) on top of the scenes.
"""

from __future__ import annotations

import pygame

from games.app.banners import BannerSource, current_banners, draw_banners, saving_banner
from games.app.scene import Context, Intent, Push
from games.app.stack import SceneStack
from games.app.store.notice import notice_scene

INPUT_KINDS = frozenset({"press", "click", "move", "scroll", "back", "confirm", "key", "text"})
ACTIVITY_KINDS = INPUT_KINDS | {"card", "code"}  # what keeps a kiosk from going home: scans count too
DEFAULT_POLL_INTERVAL = 0.05


class Shell:
    """Routes intents through services to the scene stack and tracks idleness for the kiosk."""

    def __init__(self, ctx: Context, stack: SceneStack, *, kiosk: bool = False) -> None:
        self.ctx = ctx
        self.stack = stack
        self.kiosk = kiosk
        self.last_input = ctx.now()
        self.dirty = True  # something changed since the last draw
        self.banner_sources: list[BannerSource] = [saving_banner]
        self._banners: tuple[str, ...] = ()

    def feed(self, intent: Intent) -> None:
        """Deliver one input intent: services may intercept it, the rest reach the top scene."""
        now = self.ctx.now()
        if intent.kind in ACTIVITY_KINDS:
            self.last_input = now
        for delivered in self._intercepted(intent, now):
            self.stack.handle(delivered)
        self.dirty = True
        self._follow_storage()

    def _intercepted(self, intent: Intent, now: float) -> list[Intent]:
        """`intent` after every service's intercept hook has seen it."""
        intents = [intent]
        for name, service in list(self.ctx.services.items()):
            hook = getattr(service, "intercept", None)
            if hook is None:
                continue
            passed: list[Intent] = []
            for item in intents:
                try:
                    passed.extend(hook(item, now))
                except Exception as error:
                    self.stack.crash(error, f"service {name}.intercept")
                    passed.append(item)
            intents = passed
        return intents

    def poll(self) -> None:
        """Collect intents from every service with a poll hook and deliver them."""
        now = self.ctx.now()
        for name, service in list(self.ctx.services.items()):
            hook = getattr(service, "poll", None)
            if hook is None:
                continue
            try:
                _follow_settings(service, self.ctx)
                intents = hook(now)
            except Exception as error:
                self.stack.crash(error, f"service {name}.poll")
                self.dirty = True
                continue
            for intent in intents or ():
                if intent.kind in ACTIVITY_KINDS:
                    self.last_input = now
                self.stack.handle(intent)
                self.dirty = True
        self._follow_storage()

    def _follow_storage(self) -> None:
        """Show new reports of damaged files once (over the screen up, never as the root); redraw
        when the banners change."""
        take = getattr(self.ctx.storage, "take_reports", None)
        reports = take() if take is not None and self.stack.scenes else []
        if reports:
            self.stack.apply(Push(notice_scene(self.ctx, reports)))
            self.dirty = True
        banners = current_banners(self.ctx, self.banner_sources)
        if banners != self._banners:
            self._banners = banners
            self.dirty = True

    def draw(self, canvas: pygame.Surface) -> None:
        """Draw the scenes, then the banners on top."""
        self.stack.draw(canvas)
        self._banners = current_banners(self.ctx, self.banner_sources)
        if self._banners:
            draw_banners(canvas, self.ctx, self._banners)

    def poll_interval(self) -> float | None:
        """Seconds until the services want polling again; None when nobody polls."""
        intervals = [
            float(getattr(service, "poll_interval", DEFAULT_POLL_INTERVAL))
            for service in self.ctx.services.values()
            if hasattr(service, "poll")
        ]
        return min(intervals) if intervals else None

    def update(self, dt: float) -> None:
        """Advance the top scene while it animates."""
        if self.stack.animating:
            self.stack.update(dt)
            self.dirty = True
            self._follow_storage()

    def idle_seconds_left(self) -> float | None:
        """Kiosk: seconds until the idle timer must act (the countdown over a game, the attract
        screen over the start screen); None when it cannot fire."""
        limit = self._idle_limit()
        return None if limit is None else self.last_input + limit - self.ctx.now()

    def _idle_limit(self) -> float | None:
        """Kiosk: the seconds without input after which the idle timer acts on the screen up now."""
        if not self.kiosk or self.stack.top is None or getattr(self.stack.top, "idle_role", None):
            return None  # the countdown and the attract screen keep their own time
        if len(self.stack.scenes) <= 1:
            attract = int(self.ctx.settings.kiosk_attract_seconds)
            return max(10, attract) if attract > 0 else None
        return max(10, int(self.ctx.settings.kiosk_idle_seconds))

    def check_idle(self) -> None:
        """Kiosk: once nobody has touched anything for a while, ask "Still playing?" over a game
        (games.app.kiosk.still_playing: home when it runs out), or let the start screen come alive
        (games.app.kiosk.attract)."""
        left = self.idle_seconds_left()
        if left is None or left > 0:
            return
        if len(self.stack.scenes) <= 1:
            from games.app.kiosk.attract import AttractScene

            self.stack.push(AttractScene(seed=int(self.ctx.now()) % 1000 + 1))
        else:
            from games.app.kiosk.still_playing import StillPlayingScene

            self.stack.push(StillPlayingScene(self.ctx.settings.kiosk_countdown_seconds))
        self.last_input = self.ctx.now()
        self.dirty = True

    def close_services(self) -> None:
        """Give every service the chance to release its device or thread."""
        for service in list(self.ctx.services.values()):
            close = getattr(service, "close", None)
            if close is not None:
                try:
                    close()
                except Exception:
                    pass


def _follow_settings(service: object, ctx: Context) -> None:
    """Let `service` adopt the current settings, if it has the hook."""
    hook = getattr(service, "follow_settings", None)
    if hook is not None:
        hook(ctx.settings)
