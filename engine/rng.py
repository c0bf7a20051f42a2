"""A small random generator for stored games: its whole state is one 64-bit number.

``random.Random`` (a Mersenne Twister) carries 2.5 KB of state, which a stored game
would have to write with every move. :class:`SplitMix` is SplitMix64 (Steele, Lea and
Flood, 2014): the state after *k* draws is ``seed + k·γ``, so a game's generator is
just a seed and a draw count. It is a ``random.Random``, so the engine uses it like any
other (``random()``, ``choice``, ``getrandbits``).

Not for cryptography; for shuffling a Court deck that nobody can see, it is plenty.
"""

from __future__ import annotations

import random

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_TWO_53 = 1.0 / (1 << 53)


class SplitMix(random.Random):
    """SplitMix64 behind the ``random.Random`` interface. ``getstate()`` is one int."""

    def __init__(self, seed: int | None = None):
        super().__init__(seed)

    def seed(self, a=None, version: int = 2) -> None:  # noqa: D401 - random.Random's name
        if a is None:
            a = random.SystemRandom().getrandbits(64)
        elif not isinstance(a, int):
            a = hash(a)
        self._state = a & _MASK
        self.gauss_next = None

    def _next(self) -> int:
        self._state = z = (self._state + _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def random(self) -> float:
        return (self._next() >> 11) * _TWO_53

    def getrandbits(self, k: int) -> int:
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        if k <= 64:
            return self._next() >> (64 - k) if k else 0
        out, have = 0, 0
        while have < k:
            out = (out << 64) | self._next()
            have += 64
        return out >> (have - k)

    def getstate(self) -> int:
        return self._state

    def setstate(self, state: int) -> None:
        self._state = int(state) & _MASK
        self.gauss_next = None

    def __reduce__(self):
        return (self.__class__, (self._state,))
