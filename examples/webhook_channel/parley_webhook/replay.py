"""The signatures a webhook has taken lately, so that a captured request cannot be sent again (pure).

A signed request names the moment it was signed; the webhook takes it only within `window_s` of its own
clock, so a signature needs remembering only while it could still be taken. Memory stays bounded: the
entries are kept in the order they arrive and dropped as they expire, and beyond `max_entries` the oldest
is dropped first (only a caller holding the secret can add entries, within the server's rate limits).
"""

from __future__ import annotations

from collections import OrderedDict

WINDOW_S = 300  # how far a request's timestamp may be from the server's clock, either way
MAX_ENTRIES = 50_000


class SeenSignatures:
    """An expiring set of (timestamp, signature) pairs with a size cap."""

    def __init__(self, window_s: int = WINDOW_S, max_entries: int = MAX_ENTRIES) -> None:
        if window_s <= 0 or max_entries <= 0:
            raise ValueError("the replay window and the number of signatures kept must be positive")
        self.window_s = window_s
        self.max_entries = max_entries
        self._expiry: OrderedDict[tuple[int, str], float] = OrderedDict()  # (timestamp, signature) → when it can be forgotten

    def __len__(self) -> int:
        return len(self._expiry)

    def first_use(self, timestamp: int, signature: str, now_s: float) -> bool:
        """Whether this is the first time (timestamp, signature) is presented within the window; it is
        remembered either way. The caller has checked that `timestamp` is within the window of `now_s`."""
        self._forget_expired(now_s)
        key = (timestamp, signature)
        if key in self._expiry:
            return False
        self._expiry[key] = timestamp + self.window_s  # after this, the timestamp itself is refused
        while len(self._expiry) > self.max_entries:
            self._expiry.popitem(last=False)
        return True

    def _forget_expired(self, now_s: float) -> None:
        """Drop the expired entries at the front. Entries arrive in about the order of their timestamps (each
        within the window of its arrival), so one that expires late can hold back a few that expire sooner:
        they stay until it goes, or until the cap drops them."""
        while self._expiry:
            key, expires_at = next(iter(self._expiry.items()))
            if expires_at >= now_s:
                return
            del self._expiry[key]
