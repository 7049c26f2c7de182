"""A conversation store in process memory: for tests, benchmarks and single-process experiments."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from parley.core.history import Summary, SummaryPlan
from parley.core.state import Conversation
from parley.core.store import CLIENT_ACTIVITY_ID


class MemoryConversationStore:
    def __init__(self) -> None:
        self._conversations: dict[str, Conversation] = {}

    async def create(self, conversation: Conversation) -> bool:
        if conversation.id in self._conversations:
            return False
        self._conversations[conversation.id] = conversation
        return True

    async def load(self, conversation_id: str, *, activities: bool = True, client_activity_id: str | None = None) -> Conversation | None:
        found = self._conversations.get(conversation_id)
        if found is None or activities:
            return found
        matching = (r for r in found.activities if client_activity_id is not None and r.get(CLIENT_ACTIVITY_ID) == client_activity_id)
        return found.evolve(activities=tuple(matching)[:1])

    async def save(self, conversation: Conversation, expected_version: int, append: Sequence[dict[str, Any]] = (), keep: int = 500) -> bool:
        current = self._conversations.get(conversation.id)
        if current is None or current.version != expected_version:
            return False
        log = (current.activities + tuple(append))[-keep:] if keep > 0 else ()
        self._conversations[conversation.id] = conversation.evolve(activities=log)
        return True

    async def commit_summary(self, plan: SummaryPlan, summary: Summary, history_tokens: int) -> bool:
        current = self._conversations.get(plan.conversation_id)
        if current is None or current.state.summary.version != plan.base_version:
            return False
        kept = tuple(turn for turn in current.state.history if int(turn.get("n", 0)) > plan.up_to)
        state = replace(current.state, summary=summary, history=kept, history_tokens=history_tokens)
        self._conversations[plan.conversation_id] = current.evolve(state=state, version=current.version + 1)
        return True

    async def over_budget(self, max_tokens: int, max_turns: int, limit: int) -> list[str]:
        return [cid for cid, c in self._conversations.items() if c.state.history_tokens > max_tokens or len(c.state.history) > max_turns][
            :limit
        ]

    async def delete_user(self, user_id: str) -> int:
        doomed = [cid for cid, c in self._conversations.items() if c.user_id == user_id]
        for cid in doomed:
            del self._conversations[cid]
        return len(doomed)
