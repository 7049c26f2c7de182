"""Parley's own conversation stores as store factories: pyproject.toml registers each under the
`parley.stores` entry-point group, so they are found and chosen exactly as a plug-in's store is."""

from __future__ import annotations

from .memory import MemoryConversationStore
from .mongo import MongoConversationStore
from .plugin import StoreContext


async def mongo(context: StoreContext) -> MongoConversationStore:
    """Conversations in the server's database, with their indexes and expiry."""
    store = MongoConversationStore(context.connection, expiry_s=context.expiry_s)
    await store.prepare()
    return store


async def memory(context: StoreContext) -> MemoryConversationStore:
    """Conversations in this process's memory: lost when it stops, unseen by any other process."""
    return MemoryConversationStore()
