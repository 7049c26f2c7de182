"""The stored form of a conversation's state belongs to storage: written with its format version, read
back whole, and the documents older Parleys wrote (no version) read alike."""

from __future__ import annotations

from datetime import UTC, datetime

from parley.core.history import Summary
from parley.core.state import ConversationState, PendingSwitch
from parley.core.stm import StmEntity
from parley.storage.documents import STATE_SCHEMA, state_from_document, state_to_document

AT = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)
STATE = ConversationState(
    stm=(StmEntity("location", "Tokyo", frozenset({"place"}), "weather", 3, "Tokyo"),),
    turns=4,
    unmatched=1,
    last_active=AT,
    pending_switch=PendingSwitch("explicit", "admin reset"),
    memory={"query": {"last": ["a", "b"]}},
    history=({"n": 3, "at": AT, "user": "weather in Tokyo?", "bot": "Sunny.", "tokens": 7},),
    summary=Summary("the user asked about Kyoto", 2, 1, AT),
    summary_requested=2,
    history_tokens=19,
)


def test_a_state_is_stored_with_its_format_version_and_read_back_whole() -> None:
    document = state_to_document(STATE)
    assert document["schema"] == STATE_SCHEMA and document["historyTurns"] == 1
    assert state_from_document(document) == STATE


def test_a_document_an_older_parley_wrote_reads_alike() -> None:
    older = {key: value for key, value in state_to_document(STATE).items() if key != "schema"}
    assert state_from_document(older) == STATE


def test_a_missing_or_empty_state_is_a_new_conversations() -> None:
    assert state_from_document(None) == ConversationState() == state_from_document({})
