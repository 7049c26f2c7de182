"""What Parley keeps per conversation: the engine's state and the channel's activity log."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from .history import HistoryEntry, Summary
from .stm import Stm


@dataclass(frozen=True)
class PendingSwitch:
    """A reset made outside a turn (the admin API); the next turn reports it."""

    kind: str
    reason: str


@dataclass(frozen=True)
class ConversationState:
    stm: Stm = ()
    turns: int = 0
    unmatched: int = 0
    last_active: datetime | None = None
    pending_switch: PendingSwitch | None = None
    memory: dict[str, Any] = field(default_factory=dict)
    history: tuple[HistoryEntry, ...] = ()
    summary: Summary = Summary()
    summary_requested: int = 0  # the highest turn a summary job was asked for (so each is asked once)
    history_tokens: int = 0  # size of summary + verbatim turns when last saved (the sweep's index)

    def to_dict(self) -> dict[str, Any]:
        """The state as JSON-ready data, for people (the admin API). How it is stored is storage's own
        business (parley.storage.documents)."""
        return {
            "stm": [e.to_dict() for e in self.stm],
            "turns": self.turns,
            "unmatched": self.unmatched,
            "lastActive": self.last_active,
            "pendingSwitch": ({"kind": self.pending_switch.kind, "reason": self.pending_switch.reason} if self.pending_switch else None),
            "memory": self.memory,
            "history": list(self.history),
            "summary": self.summary.to_dict(),
            "summaryRequested": self.summary_requested,
            "historyTokens": self.history_tokens,
            "historyTurns": len(self.history),
        }


@dataclass(frozen=True)
class Conversation:
    """One stored conversation: identity, engine state and a version for optimistic writes. The channel's
    activity log is stored apart, one record per activity: `activities` holds the records the store
    was asked to read with it (or to write with it on creation), never more; `activity_seq` is the
    sequence number of the newest record ever written (the Direct Line watermark)."""

    id: str
    user_id: str
    channel: str
    created_at: datetime
    updated_at: datetime
    version: int = 0
    state: ConversationState = ConversationState()
    activities: tuple[dict[str, Any], ...] = ()
    activity_seq: int = 0

    def evolve(self, **changes: Any) -> Conversation:
        return replace(self, **changes)

    def activities_after(self, seq: int) -> list[dict[str, Any]]:
        return [record for record in self.activities if record["seq"] > seq]
