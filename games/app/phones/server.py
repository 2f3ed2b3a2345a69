"""The phones' web server (aiohttp): the seat pages, their JSON and their actions.

Routes (TOKEN is the seat's secret; a wrong token gets 404, like an address that does not exist):
    GET  /                        a short page: this is Athanor's table server
    GET  /table.json              the public table
    GET  /seat/TOKEN              the seat's page (static HTML/CSS/JS from assets/phone/)
    GET  /seat/TOKEN/view.json    the seat's view; ?since=VERSION waits up to 20 s for a change
    POST /seat/TOKEN/act          {"action": notation} -> 200 played / 409 not your turn / 400 why not
    POST /seat/TOKEN/mark         {"row": r, "column": c}: cycle the player's own mark on its sheet
    GET  /phone/FILE              the page's script and style
Every request passes the guard (size, rate per client, Origin on writes). `ServerThread` runs the
server beside the pygame loop; `serve_forever` runs it in the calling thread (the host tool).
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
from pathlib import Path
from typing import Any, Awaitable, Callable

from aiohttp import web

from games.app.phones.guard import MAX_BODY_BYTES, RateLimiter, origin_allowed
from games.app.phones.table import HostedTable
from games.app.phones.tokens import SeatTokens

PHONE_DIR = Path(__file__).resolve().parents[3] / "assets" / "phone"
WAIT_SECONDS = 20.0
ACT_SECONDS = 10.0  # how long an action waits for the table's owner to play it
POLL_SECONDS = 0.1
LANGUAGES = ("de", "en")
TABLE_KEY: web.AppKey[HostedTable] = web.AppKey("table", HostedTable)
TOKENS_KEY: web.AppKey[SeatTokens] = web.AppKey("tokens", SeatTokens)
LIMITER_KEY: web.AppKey[RateLimiter] = web.AppKey("limiter", RateLimiter)
SECURITY_HEADERS = {"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff",
                    "Referrer-Policy": "no-referrer", "X-Frame-Options": "DENY"}


def language_of(request: web.Request) -> str:
    """The page's language: ?lang=de|en, else the browser's first choice we know, else English."""
    asked = request.query.get("lang", "")
    if asked in LANGUAGES:
        return asked
    for part in request.headers.get("Accept-Language", "").split(","):
        code = part.strip()[:2].lower()
        if code in LANGUAGES:
            return code
    return "en"


def seat_of(request: web.Request) -> int:
    """The seat the request's token opens (404 for any other token)."""
    seat = request.app[TOKENS_KEY].seat_of(request.match_info.get("token", ""))
    if seat is None:
        raise web.HTTPNotFound(text="not found")
    return seat


@web.middleware
async def guard(request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]) -> web.StreamResponse:
    """Rate limit per client, Origin on writes; security headers on every answer."""
    key = request.match_info.get("token") or (request.remote or "?")
    if not request.app[LIMITER_KEY].allow(key, time.monotonic()):
        raise web.HTTPTooManyRequests(text="too many requests: wait a moment")
    if request.method == "POST" and not origin_allowed(request.headers.get("Origin"), request.host):
        raise web.HTTPForbidden(text="this page may not act for the table")
    response = await handler(request)
    response.headers.update(SECURITY_HEADERS)
    return response


async def home(request: web.Request) -> web.StreamResponse:
    return web.Response(text="Athanor table server: open your seat's address from the QR code.\n")


async def table_json(request: web.Request) -> web.StreamResponse:
    return web.json_response(request.app[TABLE_KEY].table_json())


async def seat_page(request: web.Request) -> web.StreamResponse:
    seat_of(request)
    return web.FileResponse(PHONE_DIR / "index.html")


async def seat_view(request: web.Request) -> web.StreamResponse:
    seat = seat_of(request)
    table = request.app[TABLE_KEY]
    table.seen(seat, time.monotonic())
    since = _int_or_none(request.query.get("since"))
    if since is not None:
        deadline = time.monotonic() + WAIT_SECONDS
        while table.version == since and time.monotonic() < deadline:
            await asyncio.sleep(POLL_SECONDS)
    table.seen(seat, time.monotonic())
    data = await asyncio.to_thread(table.seat_json, seat, language_of(request))
    table.seen(seat, time.monotonic())
    return web.json_response(data)


async def seat_act(request: web.Request) -> web.StreamResponse:
    seat = seat_of(request)
    try:
        body = await request.json()
    except (json.JSONDecodeError, UnicodeDecodeError, ValueError):
        return web.json_response({"error": "the body must be JSON: {\"action\": notation}"}, status=400)
    action = body.get("action") if isinstance(body, dict) else None
    if not isinstance(action, str) or not action.strip() or len(action) > 200:
        return web.json_response({"error": "'action' must be the action's notation (a short text)"}, status=400)
    try:
        result = await asyncio.wait_for(asyncio.wrap_future(request.app[TABLE_KEY].submit(seat, action)), ACT_SECONDS)
    except asyncio.TimeoutError:
        return web.json_response({"error": "the table did not answer in time: try again"}, status=503)
    if result.status != 200:
        return web.json_response({"error": result.reason}, status=result.status)
    return web.json_response({"played": action, "version": request.app[TABLE_KEY].version})


async def seat_mark(request: web.Request) -> web.StreamResponse:
    seat = seat_of(request)
    try:
        body = await request.json()
    except (json.JSONDecodeError, UnicodeDecodeError, ValueError):
        body = None
    row, column = (body.get("row"), body.get("column")) if isinstance(body, dict) else (None, None)
    if not (type(row) is int and type(column) is int):
        return web.json_response({"error": "the body must be JSON: {\"row\": n, \"column\": n}"}, status=400)
    if not await asyncio.to_thread(request.app[TABLE_KEY].mark, seat, row, column):
        return web.json_response({"error": "no such cell on this seat's sheet"}, status=400)
    return web.json_response({"version": request.app[TABLE_KEY].version})


async def phone_file(request: web.Request) -> web.StreamResponse:
    name = request.match_info["name"]
    if name not in ("phone.js", "phone.css"):
        raise web.HTTPNotFound(text="not found")
    return web.FileResponse(PHONE_DIR / name)


def _int_or_none(text: str | None) -> int | None:
    try:
        return int(text) if text is not None else None
    except ValueError:
        return None


def make_app(table: HostedTable, tokens: SeatTokens) -> web.Application:
    """The web application of one hosted table."""
    app = web.Application(middlewares=[guard], client_max_size=MAX_BODY_BYTES)
    app[TABLE_KEY] = table
    app[TOKENS_KEY] = tokens
    app[LIMITER_KEY] = RateLimiter()
    app.add_routes([
        web.get("/", home), web.get("/table.json", table_json),
        web.get("/seat/{token}", seat_page), web.get("/seat/{token}/", seat_page),
        web.get("/seat/{token}/view.json", seat_view), web.post("/seat/{token}/act", seat_act),
        web.post("/seat/{token}/mark", seat_mark),
        web.get("/phone/{name}", phone_file),
    ])
    return app


async def start_site(app: web.Application, host: str, port: int) -> tuple[web.AppRunner, int]:
    """Start listening; the runner and the port actually bound (port 0 picks a free one)."""
    runner = web.AppRunner(app, access_log=None, handle_signals=False)
    await runner.setup()
    site = web.TCPSite(runner, host, port, reuse_address=True)
    await site.start()
    sockets = getattr(site._server, "sockets", None) or []  # noqa: SLF001 (aiohttp exposes no public getter)
    bound = sockets[0].getsockname()[1] if sockets else port
    return runner, int(bound)


class ServerThread:
    """The server in its own thread with its own event loop (beside the pygame loop)."""

    def __init__(self, app: web.Application, host: str = "127.0.0.1", port: int = 0) -> None:
        self.app, self.host, self.port = app, host, port
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._runner: web.AppRunner | None = None
        self._thread = threading.Thread(target=self._run, name="phone-server", daemon=True)

    def start(self, timeout: float = 10.0) -> int:
        """Start and wait until it listens; the port (OSError when it cannot listen)."""
        self._thread.start()
        if not self._ready.wait(timeout):
            raise OSError("the phone server did not start in time")
        if self._error is not None:
            raise OSError(f"the phone server cannot listen on {self.host}:{self.port}: {self._error}")
        return self.port

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._runner, self.port = self._loop.run_until_complete(start_site(self.app, self.host, self.port))
        except OSError as error:
            self._error = error
            self._ready.set()
            return
        self._ready.set()
        self._loop.run_forever()
        self._loop.run_until_complete(self._runner.cleanup())
        self._loop.close()

    def stop(self) -> None:
        """Stop listening and end the thread."""
        if self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(timeout=5)


def seat_url(base: str, token: str) -> str:
    """The address of a seat's page."""
    return f"{base}/seat/{token}"


def json_line(data: dict[str, Any]) -> str:
    """One line of JSON (the host tool's announcement)."""
    return json.dumps(data, ensure_ascii=False)
