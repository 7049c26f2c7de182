"""The Direct Line activity log in its own collection: one small document per activity.

`{_id: "<conversation>:<seq>", conversation, seq, activity, at, clientActivityId?}`, read by
watermark through the (conversation, seq) index, bounded per conversation by count (the store
deletes the records `keep` or more behind the newest) and by age (a TTL index on `at`).

A retried post is recognised through the conversation document: it keeps the digests of its last
RECENT_CLIENT_IDS client activity ids with their records' sequence numbers, so an ordinary turn
needs no read of the log at all.
"""

from __future__ import annotations

import base64
import hashlib
from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Any

from parley.core.store import CLIENT_ACTIVITY_ID

ACTIVITIES = "activities"
RECENT_CLIENTS = "recentClients"
"""The conversation document's field with its recent client activity ids: [{k: digest, seq}]."""
RECENT_CLIENT_IDS = 32
"""How many of a conversation's latest posts with a client activity id a retry is recognised among."""


def record_id(conversation_id: str, seq: int) -> str:
    return f"{conversation_id}:{seq}"


def client_digest(client_activity_id: str) -> str:
    """A short fixed-size stand-in for a client activity id (those may be 256 characters long)."""
    digest = hashlib.sha256(client_activity_id.encode("utf-8", "surrogatepass")).digest()[:12]
    return base64.urlsafe_b64encode(digest).decode("ascii")


def record_document(conversation_id: str, record: dict[str, Any], at: datetime) -> dict[str, Any]:
    """The stored form of a log record ({seq, activity, clientActivityId?})."""
    seq = int(record["seq"])
    document = {
        "_id": record_id(conversation_id, seq),
        "conversation": conversation_id,
        "seq": seq,
        "activity": record["activity"],
        "at": at,
    }
    if record.get(CLIENT_ACTIVITY_ID) is not None:
        document[CLIENT_ACTIVITY_ID] = record[CLIENT_ACTIVITY_ID]
    return document


def record_from_document(document: dict[str, Any]) -> dict[str, Any]:
    record = {"seq": int(document["seq"]), "activity": document["activity"]}
    if document.get(CLIENT_ACTIVITY_ID) is not None:
        record[CLIENT_ACTIVITY_ID] = document[CLIENT_ACTIVITY_ID]
    return record


def recent_client_entries(records: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """The entries the conversation document keeps for `records` that carry a client activity id."""
    return [
        {"k": client_digest(str(r[CLIENT_ACTIVITY_ID])), "seq": int(r["seq"])} for r in records if r.get(CLIENT_ACTIVITY_ID) is not None
    ]


def recent_client_seq(entries: Sequence[Any] | None, client_activity_id: str) -> int | None:
    """The sequence number of the record stored under `client_activity_id`, if it is among the recent ones."""
    digest = client_digest(client_activity_id)
    for entry in reversed(entries or ()):
        if isinstance(entry, dict) and entry.get("k") == digest:
            return int(entry.get("seq", 0))
    return None


def trim_floor(newest_seq: int, keep: int) -> int:
    """Records numbered up to this one are behind the last `keep` and go."""
    return max(newest_seq - max(keep, 0), 0)
