"""Token buckets by key (a client address, a conversation), bounded in memory; pure: every call is given `now`.

A bucket holds up to `capacity` tokens and refills at `capacity` per `period_s`; a request takes one
token (or `cost` tokens: the characters of a message, say) or is refused with the seconds until one is back. A bucket that has refilled completely is
the same as no bucket, so it is forgotten; past `max_keys` tracked keys the least recently used is
forgotten as well, so many addresses cannot grow the table without bound.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass

MAX_TRACKED_KEYS = 50_000


@dataclass(frozen=True)
class RateLimits:
    """Requests a minute allowed per client; 0 turns that limit off."""

    conversations_per_address: int = 20
    turns_per_conversation: int = 60
    turns_per_address: int = 600
    text_chars_per_conversation: int = 20_000  # what users type in a minute: two of the longest messages
    max_keys: int = MAX_TRACKED_KEYS

    @classmethod
    def off(cls) -> RateLimits:
        return cls(conversations_per_address=0, turns_per_conversation=0, turns_per_address=0, text_chars_per_conversation=0)


class TokenBuckets:
    def __init__(self, capacity: int, period_s: float = 60.0, max_keys: int = MAX_TRACKED_KEYS) -> None:
        if capacity < 0 or period_s <= 0 or max_keys < 1:
            raise ValueError("capacity must be 0 or more, period_s and max_keys greater than 0")
        self.capacity = capacity
        self.rate_per_s = capacity / period_s
        self.max_keys = max_keys
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()  # key -> (tokens, at), least recently used first

    @property
    def enabled(self) -> bool:
        return self.capacity > 0

    def __len__(self) -> int:
        return len(self._buckets)

    def take(self, key: str, now: float, cost: float = 1.0) -> float:
        """Take `cost` tokens (one, unless said; never more than the capacity) for `key`: 0.0 when
        allowed, else the seconds to wait until they are back."""
        if not self.enabled:
            return 0.0
        cost = min(max(cost, 0.0), float(self.capacity))
        self._forget_full(now)
        tokens, at = self._buckets.pop(key, (float(self.capacity), now))
        tokens = min(float(self.capacity), tokens + max(0.0, now - at) * self.rate_per_s)
        if tokens >= cost:
            self._buckets[key] = (tokens - cost, now)
            while len(self._buckets) > self.max_keys:
                self._buckets.popitem(last=False)
            return 0.0
        self._buckets[key] = (tokens, now)
        return (cost - tokens) / self.rate_per_s

    def _forget_full(self, now: float) -> None:
        """Drop least recently used buckets that have refilled completely (they change nothing)."""
        while self._buckets:
            key, (tokens, at) = next(iter(self._buckets.items()))
            if tokens + max(0.0, now - at) * self.rate_per_s < self.capacity:
                return
            del self._buckets[key]


def retry_after_s(wait_s: float) -> int:
    """A Retry-After value in whole seconds, at least 1."""
    return max(1, math.ceil(wait_s))
