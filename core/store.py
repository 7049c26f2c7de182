"""The storage protocol the engine needs; `parley.storage` implements it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from .history import Summary, SummaryPlan
from .state import Conversation

CLIENT_ACTIVITY_ID = "clientActivityId"
"""The key of an activity log record that holds the id its client gave the activity (retries carry the same)."""


class StoreUnavailable(RuntimeError):
    """The conversation store cannot be reached right now (the caller should answer 'temporarily unavailable')."""


class ConversationStore(Protocol):
    async def create(self, conversation: Conversation) -> bool:
        """Insert a new conversation; False when one with that id exists already."""
        ...

    async def load(self, conversation_id: str, *, activities: bool = True, client_activity_id: str | None = None) -> Conversation | None:
        """One read: the conversation (with its activity log only when asked), or None. Without the log
        but with `client_activity_id`, its activities are the log's record(s) whose CLIENT_ACTIVITY_ID
        is that id (at most one; none when no such record is left in the log)."""
        ...

    async def save(self, conversation: Conversation, expected_version: int, append: Sequence[dict[str, Any]] = (), keep: int = 500) -> bool:
        """One conditional write: store `conversation`'s state (its version already incremented) and
        append `append` to its activity log, keeping the last `keep` records, only if the stored
        version is still `expected_version`. False on conflict."""
        ...

    async def commit_summary(self, plan: SummaryPlan, summary: Summary, history_tokens: int) -> bool:
        """One conditional write: replace the summary only if it is still at `plan.base_version`,
        remove exactly the turns numbered up to `plan.up_to`, and bump the conversation's version
        (so a turn computed meanwhile reloads rather than writing the old history back). False when
        the summary moved on (a stale job) or the conversation is gone."""
        ...

    async def over_budget(self, max_tokens: int, max_turns: int, limit: int) -> list[str]:
        """Ids of conversations whose stored history exceeds a budget (the sweep re-asks for those)."""
        ...

    async def delete_user(self, user_id: str) -> int:
        """Delete every conversation of a user; the number deleted."""
        ...
