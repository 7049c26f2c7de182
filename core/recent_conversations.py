"""The conversations this process wrote last, so that its next turn of one of them needs no read.

A turn computed from a remembered copy is written, like any turn, only if the stored conversation is
still the one it was computed from: the same version of the same conversation (the store compares
`created_at` too, so a conversation deleted and started again by another process is never taken for
the old one at an equal version). When the write finds that another process moved the conversation
on, the turn is computed again from a fresh read. A conversation whose remembered copy was out of date
twice running is read every turn from then on (its turns are spread over several processes, where
the copy would seldom be current); one remembered copy that was current clears the count.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from .state import Conversation

DEFAULT_SIZE = 1024
STALE_LIMIT = 2
"""After this many writes in a row that found the remembered copy out of date, a conversation is read every turn."""


@dataclass(frozen=True)
class _Entry:
    copy: Conversation | None  # None: read the conversation every turn
    stale: int = 0  # writes in a row that found the remembered copy out of date


class RecentConversations:
    """The last written copy of up to `size` conversations (the least recently used ones go first)."""

    def __init__(self, size: int = DEFAULT_SIZE) -> None:
        self.size = size
        self._entries: OrderedDict[str, _Entry] = OrderedDict()

    def get(self, conversation_id: str) -> Conversation | None:
        """The remembered copy, without its activity records; None when there is none to trust."""
        entry = self._entries.get(conversation_id)
        if entry is None:
            return None
        self._entries.move_to_end(conversation_id)
        return entry.copy

    def remember(self, conversation: Conversation, *, was_remembered: bool = False) -> None:
        """`conversation` as just written; `was_remembered`: the turn was computed from the remembered copy."""
        entry = self._entries.get(conversation.id)
        stale = 0 if was_remembered or entry is None else entry.stale
        self._put(conversation.id, _Entry(conversation.evolve(activities=()) if stale < STALE_LIMIT else None, stale))

    def out_of_date(self, conversation_id: str) -> None:
        """A write from the remembered copy found the conversation changed (or gone) elsewhere."""
        entry = self._entries.get(conversation_id)
        self._put(conversation_id, _Entry(None, (entry.stale if entry else 0) + 1))

    def forget(self, conversation_id: str) -> None:
        """Drop what is remembered of a conversation (a write whose outcome is unknown, a deleted conversation)."""
        self._entries.pop(conversation_id, None)

    def forget_user(self, user_id: str) -> None:
        """Drop every remembered conversation of a user (their data is being deleted)."""
        for conversation_id in [k for k, e in self._entries.items() if e.copy is not None and e.copy.user_id == user_id]:
            del self._entries[conversation_id]

    def __len__(self) -> int:
        return len(self._entries)

    def _put(self, conversation_id: str, entry: _Entry) -> None:
        self._entries[conversation_id] = entry
        self._entries.move_to_end(conversation_id)
        while len(self._entries) > self.size:
            self._entries.popitem(last=False)
