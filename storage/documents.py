"""The MongoDB document format of a conversation's state: owned by storage, so the field names the store
queries ("state.historyTokens", "state.summary.version") are defined beside those queries, never by
core's own records.

A state document carries `schema`: the format it was written in. Version 1 (no `schema` field) and
version 2 differ only in that field, so both are read alike; a later change to the format bumps it and
reads the older ones here, so a renamed field cannot break a live conversation. (A newer format than
this Parley knows, during a rollback, is read field by field as far as this version knows them.)
"""

from __future__ import annotations

from typing import Any

from parley.core.history import Summary
from parley.core.state import ConversationState, PendingSwitch
from parley.core.stm import StmEntity

STATE_SCHEMA = 2

STATE = "state"
HISTORY = "state.history"
HISTORY_TOKENS = "state.historyTokens"
HISTORY_TURNS = "state.historyTurns"  # len(history), kept so that the sweep's query can use an index
SUMMARY = "state.summary"
SUMMARY_VERSION = "state.summary.version"


def summary_to_document(summary: Summary) -> dict[str, Any]:
    return {"text": summary.text, "upTo": summary.up_to, "version": summary.version, "at": summary.at}


def summary_from_document(document: dict[str, Any] | None) -> Summary:
    if not document:
        return Summary()
    return Summary(str(document.get("text", "")), int(document.get("upTo", 0)), int(document.get("version", 0)), document.get("at"))


def _stm_entity_to_document(entity: StmEntity) -> dict[str, Any]:
    return {
        "id": entity.entity_id,
        "value": entity.value,
        "groups": sorted(entity.groups),
        "topic": entity.topic,
        "turn": entity.turn,
        "text": entity.text,
    }


def _stm_entity_from_document(document: dict[str, Any]) -> StmEntity:
    return StmEntity(
        entity_id=document["id"],
        value=document.get("value"),
        groups=frozenset(document.get("groups") or ()),
        topic=document.get("topic"),
        turn=int(document.get("turn", 0)),
        text=document.get("text", ""),
    )


def state_to_document(state: ConversationState) -> dict[str, Any]:
    pending = state.pending_switch
    return {
        "schema": STATE_SCHEMA,
        "stm": [_stm_entity_to_document(e) for e in state.stm],
        "turns": state.turns,
        "unmatched": state.unmatched,
        "lastActive": state.last_active,
        "pendingSwitch": {"kind": pending.kind, "reason": pending.reason} if pending else None,
        "memory": state.memory,
        "history": list(state.history),
        "summary": summary_to_document(state.summary),
        "summaryRequested": state.summary_requested,
        "historyTokens": state.history_tokens,
        "historyTurns": len(state.history),
    }


def state_from_document(document: dict[str, Any] | None) -> ConversationState:
    if not document:
        return ConversationState()
    pending = document.get("pendingSwitch")
    return ConversationState(
        stm=tuple(_stm_entity_from_document(e) for e in document.get("stm") or ()),
        turns=int(document.get("turns", 0)),
        unmatched=int(document.get("unmatched", 0)),
        last_active=document.get("lastActive"),
        pending_switch=PendingSwitch(pending["kind"], pending["reason"]) if pending else None,
        memory=dict(document.get("memory") or {}),
        history=tuple(document.get("history") or ()),
        summary=summary_from_document(document.get("summary")),
        summary_requested=int(document.get("summaryRequested", 0)),
        history_tokens=int(document.get("historyTokens", 0)),
    )
