"""Discord's REST rate limits, as the fake enforces (or just counts) them.

What Discord does (https://discord.com/developers/docs/topics/rate-limits):

* a **global** limit of 50 requests per second per bot token (requests sent
  with ``Authorization: Bot ...``), shared by every connection and process that
  uses the token: two shards of one bot share it.  Interaction endpoints are *not* bound to
  it: the interaction callback (``POST /interactions/{id}/{token}/callback``)
  and the interaction webhook (``/webhooks/{app_id}/{token}...``: follow-ups,
  ``@original`` edits) are exempt, and so is ``GET /gateway``;
* **per-route buckets**, keyed by the route and its *major parameter*
  (channel id, guild id, or webhook id + token), per bot token too.  Every answer of a bucketed
  route carries ``X-RateLimit-Limit``, ``-Remaining``, ``-Reset`` (epoch
  seconds), ``-Reset-After`` (seconds) and ``-Bucket`` (an opaque hash per
  route bucket; the full bucket is hash + major parameter);
* a request over a limit is answered ``429`` with
  ``{"message": "You are being rate limited.", "retry_after": s, "global": b, "code": 0}``,
  a ``Retry-After`` header (whole seconds), ``X-RateLimit-Scope``
  (``user``/``global``/``shared``) and, for the global limit,
  ``X-RateLimit-Global: true``.

The buckets the fake uses (name: limit per window, major parameter):

=========================  =============  ===========================================
``channel_messages_post``  5 per 5 s      channel (``POST /channels/{id}/messages``)
``channel_messages_patch`` 5 per 5 s      channel (``PATCH /channels/{id}/messages/{mid}``)
``channel_messages_delete`` 5 per 1 s     channel (``DELETE /channels/{id}/messages/{mid}``)
``interaction_callback``   50 per 1 s     interaction (one callback is all it accepts anyway)
``interaction_webhook``    5 per 2 s      interaction token (follow-ups, @original)
``other``                  50 per 1 s     route + major parameter (everything else)
=========================  =============  ===========================================

Windows are fixed: a bucket's window starts with its first request and resets
completely ``window`` seconds later, which is exactly the model discord.py's
``Ratelimit`` assumes (it sleeps ``Reset-After`` then refills to ``Limit``), so
the headers are exact and a well-behaved client never sees a 429 from a
bucket it already knows.

Modes: ``'enforce'`` (default) answers 429 and sends the headers;
``'count'`` never rejects and sends no rate-limit headers (so a client does not
throttle itself: it runs at full speed) but counts the requests that *would*
have been rejected - the pressure a bot puts on each bucket; ``'off'`` sends
no headers and rejects nothing (requests are still counted).

Counters (cheap: a dict increment or two per request):

* :attr:`RateLimiter.requests` - requests by bucket name, plus ``'global'`` for
  the requests subject to the global limit;
* :attr:`RateLimiter.rejected` - 429s answered, by bucket name (``'global'``
  for the global limit);
* :attr:`RateLimiter.would_reject` - in ``'count'`` mode, the 429s that would
  have been answered;
* :meth:`RateLimiter.requests_per_second` - rate per bucket over the last
  seconds; :meth:`RateLimiter.stats` / :meth:`RateLimiter.rates_since` - exact
  rates between two points in time.
"""

from __future__ import annotations

import collections
import hashlib
import math
import time
from typing import Any, Callable, Deque, Dict, List, Optional, Tuple

MODES = ('enforce', 'count', 'off')

#: bucket name -> (limit, window seconds, X-RateLimit-Scope)
DEFAULT_BUCKETS: Dict[str, Tuple[int, float, str]] = {
    'channel_messages_post': (5, 5.0, 'user'),
    'channel_messages_patch': (5, 5.0, 'user'),
    'channel_messages_delete': (5, 1.0, 'user'),
    'interaction_callback': (50, 1.0, 'user'),
    'interaction_webhook': (5, 2.0, 'user'),
    'other': (50, 1.0, 'user'),
}
#: buckets whose requests do not count against the global limit
GLOBAL_EXEMPT = frozenset({'interaction_callback', 'interaction_webhook', 'gateway'})

GLOBAL_LIMIT = 50
GLOBAL_WINDOW = 1.0
SLOT = 0.1  # resolution of requests_per_second

RATE_LIMITED_MESSAGE = 'You are being rate limited.'


def bucket_hash(name: str) -> str:
    """An opaque, stable hash per route bucket (Discord's look like md5 hex digests)."""
    return hashlib.md5(f'fakediscord:{name}'.encode()).hexdigest()


def _ceil_ms(seconds: float) -> float:
    """Round up to the millisecond (never early), ignoring float noise below a microsecond."""
    return math.ceil(round(seconds * 1000, 3)) / 1000


class RateLimited(Exception):
    """A request over a limit: what the REST layer turns into a 429."""

    def __init__(self, bucket: str, retry_after: float, is_global: bool, headers: Dict[str, str]) -> None:
        super().__init__(f'rate limited on {bucket}: retry after {retry_after:.3f}s')
        self.bucket = bucket
        self.retry_after = retry_after
        self.is_global = is_global
        self.headers = headers

    @property
    def body(self) -> Dict[str, Any]:
        return {'message': RATE_LIMITED_MESSAGE, 'retry_after': self.retry_after, 'global': self.is_global, 'code': 0}


class RateLimiter:
    """Counts requests per bucket and applies Discord's global and per-route limits."""

    def __init__(
        self,
        mode: str = 'enforce',
        *,
        global_limit: int = GLOBAL_LIMIT,
        global_window: float = GLOBAL_WINDOW,
        buckets: Optional[Dict[str, Tuple[int, float]]] = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        if mode not in MODES:
            raise ValueError(f'rate_limits must be one of {MODES}, not {mode!r}')
        self.mode = mode
        self.global_limit = global_limit
        self.global_window = global_window
        self.specs: Dict[str, Tuple[int, float, str]] = dict(DEFAULT_BUCKETS)
        for name, spec in (buckets or {}).items():
            limit, window = spec[0], spec[1]
            scope = spec[2] if len(spec) > 2 else self.specs.get(name, (0, 0.0, 'user'))[2]  # type: ignore[misc]
            self.specs[name] = (int(limit), float(window), scope)
        self.clock = clock
        self.requests: Dict[str, int] = collections.defaultdict(int)
        self.rejected: Dict[str, int] = collections.defaultdict(int)
        self.would_reject: Dict[str, int] = collections.defaultdict(int)
        #: the last 1000 rejections (or would-be rejections): (time, bucket, method, path, retry_after)
        self.log: Deque[Tuple[float, str, str, str, float]] = collections.deque(maxlen=1000)
        self._windows: Dict[Any, List[float]] = {}  # key -> [reset_at, count]
        self._global: Dict[str, List[float]] = {}  # token -> [reset_at, count]
        self._slots: Dict[str, Dict[int, int]] = collections.defaultdict(lambda: collections.defaultdict(int))
        self._next_prune = 0.0
        self._hashes: Dict[str, str] = {}

    # ------------------------------------------------------------------ limits

    def hash_for(self, name: str) -> str:
        h = self._hashes.get(name)
        if h is None:
            h = self._hashes[name] = bucket_hash(name)
        return h

    def hit(
        self,
        bucket: str,
        key: Any,
        *,
        token: Optional[str],
        hash_name: Optional[str] = None,
        method: str = '',
        path: str = '',
    ) -> Optional[Dict[str, str]]:
        """Account one request; return the rate-limit headers to send, or raise :class:`RateLimited`.

        ``bucket`` is the bucket name (a key of :attr:`specs`), ``key`` the major
        parameter (and route, for ``other``), ``token`` the bot token when the
        request was authorized with one (then it counts against the global limit
        unless the bucket is exempt), ``hash_name`` what the X-RateLimit-Bucket
        hash is derived from (the route, for ``other``; default: the bucket name).
        """
        now = self.clock()
        self.requests[bucket] += 1
        slot = int(now / SLOT)
        self._slots[bucket][slot] += 1
        counts_global = token is not None and bucket not in GLOBAL_EXEMPT
        if counts_global:
            self.requests['global'] += 1
            self._slots['global'][slot] += 1
        mode = self.mode
        if mode == 'off':
            return None
        if now >= self._next_prune:
            self._prune(now)

        if counts_global:
            w = self._global.get(token)  # type: ignore[arg-type]
            if w is None or now >= w[0]:
                w = self._global[token] = [now + self.global_window, 0]  # type: ignore[index]
            if w[1] >= self.global_limit:
                retry_after = _ceil_ms(w[0] - now)
                self.log.append((now, 'global', method, path, retry_after))
                if mode == 'enforce':
                    self.rejected['global'] += 1
                    raise RateLimited('global', retry_after, True, {
                        'Retry-After': str(max(1, math.ceil(retry_after))),
                        'X-RateLimit-Global': 'true',
                        'X-RateLimit-Scope': 'global',
                        'Via': '1.1 google',
                    })
                self.would_reject['global'] += 1
            w[1] += 1

        limit, window, scope = self.specs.get(bucket) or self.specs['other']
        full_key = (bucket, key, token)
        w = self._windows.get(full_key)
        if w is None or now >= w[0]:
            w = self._windows[full_key] = [now + window, 0]
        reset_at = w[0]
        reset_after = _ceil_ms(reset_at - now)
        if mode == 'count':
            if w[1] >= limit:
                self.log.append((now, bucket, method, path, reset_after))
                self.would_reject[bucket] += 1
            w[1] += 1
            return None  # no headers: the client must not slow itself down
        headers = {
            'X-RateLimit-Limit': str(limit),
            'X-RateLimit-Remaining': '0',
            'X-RateLimit-Reset': f'{_ceil_ms(reset_at):.3f}',
            'X-RateLimit-Reset-After': f'{reset_after:.3f}',
            'X-RateLimit-Bucket': self.hash_for(hash_name or bucket),
        }
        if w[1] >= limit:
            self.log.append((now, bucket, method, path, reset_after))
            self.rejected[bucket] += 1
            headers['Retry-After'] = str(max(1, math.ceil(reset_after)))
            headers['X-RateLimit-Scope'] = scope
            headers['Via'] = '1.1 google'
            raise RateLimited(bucket, reset_after, False, headers)
        w[1] += 1
        headers['X-RateLimit-Remaining'] = str(limit - int(w[1]))
        return headers

    def count(self, bucket: str, *, token: Optional[str]) -> None:
        """Count a request that is not rate limited itself (unknown routes), global limit aside."""
        now = self.clock()
        slot = int(now / SLOT)
        self.requests[bucket] += 1
        self._slots[bucket][slot] += 1
        if token is not None:
            self.requests['global'] += 1
            self._slots['global'][slot] += 1

    def _prune(self, now: float) -> None:
        """Forget expired windows (one per interaction token would pile up) and old rate slots."""
        self._next_prune = now + 1.0
        if len(self._windows) > 256:
            self._windows = {k: w for k, w in self._windows.items() if w[0] > now}
        if len(self._global) > 16:
            self._global = {k: w for k, w in self._global.items() if w[0] > now}
        oldest = int((now - 3600) / SLOT)
        for slots in self._slots.values():
            if len(slots) > 36000:
                for s in [s for s in slots if s < oldest]:
                    del slots[s]

    # ---------------------------------------------------------------- counters

    def reset_counters(self) -> None:
        """Zero the counters (not the limits' windows), e.g. after a benchmark's warm-up."""
        self.requests.clear()
        self.rejected.clear()
        self.would_reject.clear()
        self._slots.clear()
        self.log.clear()

    def stats(self) -> Dict[str, Any]:
        """A snapshot of the counters: {'time', 'mode', 'requests', 'rejected', 'would_reject'} (plain dicts)."""
        return {
            'time': self.clock(),
            'mode': self.mode,
            'requests': dict(self.requests),
            'rejected': dict(self.rejected),
            'would_reject': dict(self.would_reject),
        }

    def rates_since(self, before: Dict[str, Any], after: Optional[Dict[str, Any]] = None) -> Dict[str, float]:
        """Requests per second per bucket between the snapshot ``before`` (from :meth:`stats`) and now (or ``after``)."""
        after = after or self.stats()
        elapsed = max(1e-9, after['time'] - before['time'])
        names = set(after['requests']) | set(before['requests'])
        return {n: (after['requests'].get(n, 0) - before['requests'].get(n, 0)) / elapsed for n in sorted(names)}

    def requests_per_second(self, window: float = 10.0, *, now: Optional[float] = None) -> Dict[str, float]:
        """Requests per second per bucket over the last ``window`` seconds (0.1 s resolution)."""
        now = self.clock() if now is None else now
        last = int(now / SLOT)
        first = last - max(1, int(round(window / SLOT)))
        out = {}
        for name, slots in self._slots.items():
            total = sum(c for s, c in slots.items() if first < s <= last)
            out[name] = total / window
        return dict(sorted(out.items()))

    def summary(self) -> str:
        parts = [f'{n}={c}' for n, c in sorted(self.requests.items())]
        text = f'rate limits ({self.mode}): requests ' + ' '.join(parts)
        if self.rejected:
            text += '; 429s ' + ' '.join(f'{n}={c}' for n, c in sorted(self.rejected.items()))
        if self.would_reject:
            text += '; would-be 429s ' + ' '.join(f'{n}={c}' for n, c in sorted(self.would_reject.items()))
        return text
