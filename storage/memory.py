"""A conversation store in process memory: for tests, benchmarks and single-process experiments.
It keeps the same contract as the MongoDB store: the activity log apart from the conversation, a
retry recognised among the last RECENT_CLIENT_IDS client activity ids, the history's size set by a
summary's commit."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from parley.core.history import Summary, SummaryPlan
from parley.core.state import Conversation
from parley.core.store import CLIENT_ACTIVITY_ID, Removed

from .activity_log import RECENT_CLIENT_IDS, trim_floor


class MemoryConversationStore:
    def __init__(self) -> None:
        self._conversations: dict[str, Conversation] = {}
        self._logs: dict[str, list[dict[str, Any]]] = {}

    async def create(self, conversation: Conversation) -> bool:
        if conversation.id in self._conversations:
            return False
        self._conversations[conversation.id] = conversation.evolve(activities=())
        self._logs[conversation.id] = [dict(r) for r in conversation.activities]
        return True

    async def load(
        self, conversation_id: str, *, activities: bool = True, after: int = 0, client_activity_id: str | None = None
    ) -> Conversation | None:
        found = self._conversations.get(conversation_id)
        if found is None:
            return None
        log = self._logs.get(conversation_id, [])
        if activities:
            return found.evolve(activities=tuple(dict(r) for r in log if r["seq"] > after))
        if client_activity_id is not None:
            recent = [r for r in log if r.get(CLIENT_ACTIVITY_ID) is not None][-RECENT_CLIENT_IDS:]
            matching = [dict(r) for r in recent if r[CLIENT_ACTIVITY_ID] == client_activity_id]
            return found.evolve(activities=tuple(matching[-1:]))
        return found

    async def save(self, conversation: Conversation, expected_version: int, append: Sequence[dict[str, Any]] = (), keep: int = 500) -> bool:
        current = self._conversations.get(conversation.id)
        if current is None or current.version != expected_version or current.created_at != conversation.created_at:
            return False  # changed, gone, or deleted and started again since `conversation` was read
        self._conversations[conversation.id] = conversation.evolve(activities=())
        if append:
            floor = trim_floor(max(int(r["seq"]) for r in append), keep)
            log = self._logs.get(conversation.id, []) + [dict(r) for r in append]
            self._logs[conversation.id] = [r for r in log if r["seq"] > floor]
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

    async def delete_user(self, user_id: str) -> Removed:
        doomed = [cid for cid, c in self._conversations.items() if c.user_id == user_id]
        removed = Removed()
        for cid in doomed:
            summaries = 1 if self._conversations.pop(cid).state.summary.version > 0 else 0
            removed += Removed(
                conversations=1, activities=len(self._logs.pop(cid, [])), summaries=summaries, conversation_ids=frozenset([cid])
            )
        return removed
