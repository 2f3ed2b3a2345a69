"""Computer players think in a worker thread; the UI polls for the answer every frame.

A `BotJob` carries everything a bot may use: its seat's view, the legal actions, the bot, its own
random generator and a deadline on the shell's monotonic clock. `BotWorker.submit` hands the job
to the thread and returns at once; `BotWorker.poll(now)` never waits: it answers None while the bot
thinks, the bot's action when it is done, or — once the deadline has passed — a fallback action
that is always the first legal action (deterministic). A bot that raises is treated like one that
overran. A thread still busy with an abandoned job is left to finish on its own and a fresh thread
takes the next job, so one slow bot never stalls the next decision.

`BotWorker(threaded=False)` runs each job at once inside `submit` (same answers, no thread): for
scripted tests and headless tools that want a game to depend on its seed alone, never on timing.
"""

from __future__ import annotations

import queue
import random
import threading
from dataclasses import dataclass
from typing import Any, Sequence

from games.kernel.play import Bot
from games.kernel.protocol import Action

DEFAULT_THINK_SECONDS = 2.0


@dataclass(frozen=True)
class BotJob:
    """One decision to make: what the bot sees and by when it must answer."""

    view: Any
    legal_actions: tuple[Action, ...]
    bot: Bot
    rng: random.Random
    deadline: float  # on the clock passed to `poll`

    @property
    def fallback(self) -> Action:
        """The action played when the bot fails or overruns: the first legal one."""
        return self.legal_actions[0]


@dataclass(frozen=True)
class BotAnswer:
    """The outcome of a job: the action, and why it is a fallback when it is one."""

    action: Action
    fallback_reason: str | None = None  # None, "deadline" or "error: <message>"


@dataclass
class _Ticket:
    job: BotJob
    done: threading.Event
    action: Action | None = None
    error: str | None = None


class BotWorker:
    """One background thread that runs bot jobs one at a time."""

    def __init__(self, threaded: bool = True) -> None:
        self.threaded = threaded
        self._jobs: "queue.Queue[_Ticket | None]" = queue.Queue()
        self._thread: threading.Thread | None = None
        self._current: _Ticket | None = None

    # -- submitting -------------------------------------------------------------------------

    def submit(self, view: Any, legal_actions: Sequence[Action], bot: Bot, rng: random.Random,
               deadline: float) -> None:
        """Start thinking about one decision (replaces a job still pending)."""
        if not legal_actions:
            raise ValueError("a bot job needs at least one legal action")
        self.cancel()
        ticket = _Ticket(BotJob(view, tuple(legal_actions), bot, rng, deadline), threading.Event())
        self._current = ticket
        if not self.threaded:
            _think(ticket)
            return
        self._ensure_thread()
        self._jobs.put(ticket)

    @property
    def pending(self) -> bool:
        """True while a submitted job has not been collected by `poll`."""
        return self._current is not None

    def poll(self, now: float) -> BotAnswer | None:
        """The answer when it is ready or the deadline passed; None while the bot still thinks."""
        ticket = self._current
        if ticket is None:
            return None
        if ticket.done.is_set():
            self._current = None
            if ticket.error is not None or ticket.action not in ticket.job.legal_actions:
                reason = ticket.error or f"illegal choice {ticket.action!r}"
                return BotAnswer(ticket.job.fallback, f"error: {reason}")
            return BotAnswer(ticket.action)
        if now >= ticket.job.deadline:
            self._current = None
            self._abandon_thread()
            return BotAnswer(ticket.job.fallback, "deadline")
        return None

    def cancel(self) -> None:
        """Forget the pending job (its thread may finish it; the answer is dropped)."""
        ticket, self._current = self._current, None
        if ticket is not None and not ticket.done.is_set():
            self._abandon_thread()

    def close(self) -> None:
        """Stop the thread after its current job (the shell calls this at exit)."""
        self.cancel()
        if self._thread is not None:
            self._jobs.put(None)
            self._thread = None

    # -- the thread -------------------------------------------------------------------------

    def _ensure_thread(self) -> None:
        if self._thread is None or not self._thread.is_alive():
            self._jobs = queue.Queue()
            self._thread = threading.Thread(target=_run, args=(self._jobs,), name="bot-worker", daemon=True)
            self._thread.start()

    def _abandon_thread(self) -> None:
        """Leave a busy thread to its job; the next submit starts a fresh one."""
        if self._thread is not None:
            self._jobs.put(None)
            self._thread = None


def _run(jobs: "queue.Queue[_Ticket | None]") -> None:
    """The thread's loop: take a job, let the bot choose, mark it done; None ends the loop."""
    while True:
        ticket = jobs.get()
        if ticket is None:
            return
        _think(ticket)


def _think(ticket: _Ticket) -> None:
    """Let the job's bot choose; a failure is recorded, never raised."""
    job = ticket.job
    try:
        ticket.action = job.bot.choose(job.view, list(job.legal_actions), job.rng)
    except Exception as error:  # a broken bot must not take the window down
        ticket.error = f"{type(error).__name__}: {error}"
    ticket.done.set()
