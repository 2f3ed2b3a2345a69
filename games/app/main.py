"""Athanor's window: options, the main loop, kiosk mode.

    python main.py [--fullscreen] [--kiosk] [--camera INDEX|none] [--lang de|en] [--windowed-size WxH]

The options are parsed by games.tools.window (games.app.options.Options); `open_window` starts the
watchdog's restarting screen, the watchdog, or the window itself.

The loop drains pygame events into intents (games.app.input), lets services poll, updates the top
scene while it animates and redraws only when something changed; otherwise it sleeps in
pygame.event.wait until the next event, the next service poll or the kiosk idle timeout.

Kiosk mode (game nights): full screen, closing the window and Esc on the start screen do not quit,
F11 does nothing, and after `kiosk_idle_seconds` without input a game asks "Still playing?" and,
after `kiosk_countdown_seconds`, returns to the start screen, which offers to continue it
(games.app.kiosk.still_playing, games.app.kiosk.last_game); an untouched start screen shows the attract screen
(games.app.kiosk.attract). Ctrl+Alt+Q quits after the organiser's PIN (games.app.kiosk.organiser); SIGTERM
(system shutdown) quits. The window runs under the watchdog (games.app.kiosk.watchdog), which restarts it
after a crash, a kill or a hang; `--no-watchdog` runs it alone. Any exception in the loop is logged
and shown as the error screen.

Services: SERVICE_FACTORIES (games.app.options) names "module:function" factories called with the
Context; each returns an object (see games.app.shell for its hooks) or None. A factory whose module
does not exist yet is skipped; one that fails is logged and skipped.
"""

from __future__ import annotations

import os
import sys

from games.app.options import Options

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _supervise_if_shown(argv: list[str], language: str | None) -> int:
    """The kiosk's watchdog, once a window can be shown at all: without a display the window could
    only exit 2 again and again, so the one line comes first and nothing is started."""
    from games.app.kiosk.watchdog import supervise
    from games.app.no_display import NoDisplay, check_display

    try:
        check_display()
    except NoDisplay as error:
        print(f"athanor: {error}", file=sys.stderr)
        return 2
    return supervise(argv, language)


def open_window(options: Options, argv: list[str]) -> int:
    """Open the window (or the watchdog that runs it, given `argv` to run it with) and play until
    the player quits; returns the exit status."""
    from games.app.no_display import NoDisplay

    if options.restarting_screen:
        from games.app.kiosk.restarting import run as show_restarting

        try:
            return show_restarting(options.language, None if options.kiosk else options.windowed_size, None)
        except NoDisplay as error:
            print(f"athanor: {error}", file=sys.stderr)
            return 2
    if options.kiosk and options.watchdog and not options.exit_after_first_frame:
        from games.app.kiosk.watchdog import HEARTBEAT_VARIABLE

        if not os.environ.get(HEARTBEAT_VARIABLE):
            return _supervise_if_shown(argv, options.language)
    from games.app.app import App

    try:
        app = App(options)
    except NoDisplay as error:
        print(f"athanor: {error}", file=sys.stderr)
        return 2
    try:
        return app.run()
    finally:
        app.close()
