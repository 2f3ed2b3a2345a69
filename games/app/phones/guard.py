"""What every request must pass: a size limit, a rate limit per client, and Origin on writes."""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import urlsplit

MAX_BODY_BYTES = 4096  # an action is a short text
RATE_PER_SECOND = 20.0  # requests a client may make per second on average
BURST = 60  # ... and at once


@dataclass
class RateLimiter:
    """A token bucket per client key (the seat token or the address); time is passed in."""

    rate: float = RATE_PER_SECOND
    burst: float = BURST
    _buckets: dict[str, tuple[float, float]] = field(default_factory=dict)

    def allow(self, key: str, now: float) -> bool:
        """True when `key` may make one more request at `now`."""
        level, then = self._buckets.get(key, (self.burst, now))
        level = min(self.burst, level + (now - then) * self.rate)
        if level < 1.0:
            self._buckets[key] = (level, now)
            return False
        self._buckets[key] = (level - 1.0, now)
        if len(self._buckets) > 10_000:  # a flood of made-up keys must not grow memory for ever
            self._buckets.clear()
        return True


def origin_allowed(origin: str | None, host: str | None) -> bool:
    """True when a write comes from our own page: no Origin (a tool like curl) or the same host:port."""
    if origin is None:
        return True
    if not host:
        return False
    parts = urlsplit(origin)
    return parts.scheme in ("http", "https") and parts.netloc.lower() == host.lower()
