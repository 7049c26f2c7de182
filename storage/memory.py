"""A conversation store in process memory: for tests, benchmarks and single-process experiments."""
from __future__ import annotations

from parley.core.state import Conversation


class MemoryConversationStore:
    def __init__(self) -> None:
        self._conversations: dict[str, Conversation] = {}

    async def create(self, conversation: Conversation) -> bool:
        if conversation.id in self._conversations:
            return False
        self._conversations[conversation.id] = conversation
        return True

    async def load(self, conversation_id: str) -> Conversation | None:
        return self._conversations.get(conversation_id)

    async def save(self, conversation: Conversation, expected_version: int) -> bool:
        current = self._conversations.get(conversation.id)
        if current is None or current.version != expected_version:
            return False
        self._conversations[conversation.id] = conversation
        return True

    async def delete_user(self, user_id: str) -> int:
        doomed = [cid for cid, c in self._conversations.items() if c.user_id == user_id]
        for cid in doomed:
            del self._conversations[cid]
        return len(doomed)
