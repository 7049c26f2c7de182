"""The storage protocol the engine needs; `parley.storage` implements it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .history import Summary, SummaryPlan
from .state import Conversation

CLIENT_ACTIVITY_ID = "clientActivityId"
"""The key of an activity log record that holds the id its client gave the activity (retries carry the same)."""


class StoreUnavailable(RuntimeError):
    """The conversation store cannot be reached right now (the caller should answer 'temporarily unavailable')."""


@dataclass(frozen=True)
class Removed:
    """What deleting a user's data removed, counted per kind."""

    conversations: int = 0
    activities: int = 0  # records of the conversations' activity logs
    transcripts: int = 0  # transcript lines (one a turn)
    summaries: int = 0  # conversation summaries (kept inside their conversations)
    summary_jobs: int = 0  # queued or dead-lettered summary jobs naming the conversations
    conversation_ids: frozenset[str] = frozenset()  # which conversations went (not reported: ids, not counts)

    def __add__(self, other: Removed) -> Removed:
        return Removed(
            self.conversations + other.conversations,
            self.activities + other.activities,
            self.transcripts + other.transcripts,
            self.summaries + other.summaries,
            self.summary_jobs + other.summary_jobs,
            self.conversation_ids | other.conversation_ids,
        )

    def to_dict(self) -> dict[str, int]:
        return {
            "conversations": self.conversations,
            "activities": self.activities,
            "transcripts": self.transcripts,
            "summaries": self.summaries,
            "summaryJobs": self.summary_jobs,
        }


class ConversationStore(Protocol):
    async def create(self, conversation: Conversation) -> bool:
        """Insert a new conversation with its first activity records (`conversation.activities`);
        False when one with that id exists already (and then no record is written)."""
        ...

    async def load(
        self, conversation_id: str, *, activities: bool = True, after: int = 0, client_activity_id: str | None = None
    ) -> Conversation | None:
        """The conversation, or None. With `activities`, its activity log's records numbered above
        `after`, in order (a second read). Without the log but with `client_activity_id`, its activities
        are the log's record whose CLIENT_ACTIVITY_ID is that id (at most one; none when the conversation
        has no such record among its recent turns: a second read only when it has). Otherwise one read."""
        ...

    async def save(self, conversation: Conversation, expected_version: int, append: Sequence[dict[str, Any]] = (), keep: int = 500) -> bool:
        """Store `conversation`'s state (its version already incremented) and append `append` to its
        activity log, keeping the last `keep` records, only if the stored version is still
        `expected_version` and the stored conversation is the one `conversation` came from (the same
        `created_at`: not one deleted and started again since); False on conflict, and then no record
        is appended either."""
        ...

    async def commit_summary(self, plan: SummaryPlan, summary: Summary, history_tokens: int) -> bool:
        """One conditional write: replace the summary only if it is still at `plan.base_version`,
        remove exactly the turns numbered up to `plan.up_to`, set the history's size (`history_tokens`
        and the number of turns left) and bump the conversation's version (so a turn computed meanwhile
        reloads rather than writing the old history back). False when the summary moved on (a stale
        job) or the conversation is gone."""
        ...

    async def over_budget(self, max_tokens: int, max_turns: int, limit: int) -> list[str]:
        """Ids of conversations whose stored history exceeds a budget (the sweep re-asks for those)."""
        ...

    async def delete_user(self, user_id: str) -> Removed:
        """Delete every conversation of a user, with their activity records, summaries and transcript
        lines; what was removed."""
        ...
