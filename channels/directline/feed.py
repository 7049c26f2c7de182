"""Wakes this process's WebSocket streams when a conversation gets new activities.

Other processes' writes are seen by the streams' periodic poll, so no conversation depends on
the memory of one process.
"""

from __future__ import annotations

import asyncio


class ActivityFeed:
    def __init__(self) -> None:
        self._listeners: dict[str, set[asyncio.Event]] = {}

    def subscribe(self, conversation_id: str) -> asyncio.Event:
        event = asyncio.Event()
        self._listeners.setdefault(conversation_id, set()).add(event)
        return event

    def unsubscribe(self, conversation_id: str, event: asyncio.Event) -> None:
        listeners = self._listeners.get(conversation_id)
        if listeners is not None:
            listeners.discard(event)
            if not listeners:
                del self._listeners[conversation_id]

    def publish(self, conversation_id: str) -> None:
        for event in self._listeners.get(conversation_id, ()):
            event.set()
