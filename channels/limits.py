"""How much of a client's input Parley accepts, shared by every channel, and the checks that enforce it.

A field over its limit is refused with a message that names the field and the limit (the error middleware
turns `InputRejected` into a 400); nothing of such a request is stored.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Final


class InputRejected(ValueError):
    """Client input Parley does not take, with a message that names the field and says why."""


@dataclass(frozen=True)
class InputLimits:
    json_depth: int = 32  # nesting of objects and arrays in any request body
    text_chars: int = 10_000  # what the user said
    id_chars: int = 512  # user, conversation and tenant ids (Alexa's account ids run to a few hundred)
    name_chars: int = 256  # a display name (`from.name`)
    locale_chars: int = 35  # a BCP 47 tag, as long as RFC 5646 asks parsers to accept
    value_bytes: int = 8 * 1024  # a card submit's `value`, as compact JSON
    channel_data_bytes: int = 8 * 1024  # `channelData`, as compact JSON
    channel_data_string_chars: int = 256  # each `channelData` field that is kept (clientActivityID …)
    entities: int = 32  # mentions, client capabilities, a location
    entities_bytes: int = 16 * 1024
    attachments: int = 16  # Teams copies each message as an HTML attachment
    attachments_bytes: int = 32 * 1024


LIMITS: Final = InputLimits()
_LOCALE = re.compile(r"[A-Za-z0-9]{1,8}(?:[-_][A-Za-z0-9]{1,8})*")


def json_size(value: object) -> int:
    """The UTF-8 size of `value` as compact JSON (what storing or echoing it costs)."""
    return len(json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8", "surrogatepass"))


def optional_text(field: str, value: object, limit: int) -> str | None:
    """`value` when it is a string of at most `limit` characters, None when absent; refused otherwise."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise InputRejected(f"'{field}' must be a string.")
    if len(value) > limit:
        raise InputRejected(f"'{field}' is longer than the limit of {limit} characters.")
    return value


def optional_id(field: str, value: object) -> str | None:
    """An id (of a user, a conversation, a tenant): a string within `LIMITS.id_chars` with no control characters."""
    text = optional_text(field, value, LIMITS.id_chars)
    if text is not None and not text.isprintable():
        raise InputRejected(f"'{field}' contains control or other non-printable characters, which no id has.")
    return text


def optional_locale(field: str, value: object) -> str | None:
    locale = optional_text(field, value, LIMITS.locale_chars)
    if locale and not _LOCALE.fullmatch(locale):
        raise InputRejected(f"'{field}' must be a language tag such as 'en-US' (letters, digits and '-').")
    return locale or None


def optional_object(field: str, value: object, limit_bytes: int) -> dict[str, Any] | None:
    """A JSON object of at most `limit_bytes` (compact JSON), None when absent; refused otherwise."""
    if value is None:
        return None
    if not isinstance(value, dict):
        raise InputRejected(f"'{field}' must be a JSON object.")
    if json_size(value) > limit_bytes:
        raise InputRejected(f"'{field}' is larger than the limit of {limit_bytes} bytes (as JSON).")
    return value


def optional_list(field: str, value: object, limit_count: int, limit_bytes: int) -> list[Any]:
    """A JSON array of at most `limit_count` elements and `limit_bytes`, [] when absent; refused otherwise."""
    if value is None:
        return []
    if not isinstance(value, list):
        raise InputRejected(f"'{field}' must be a JSON array.")
    if len(value) > limit_count:
        raise InputRejected(f"'{field}' has more than the limit of {limit_count} elements.")
    if json_size(value) > limit_bytes:
        raise InputRejected(f"'{field}' is larger than the limit of {limit_bytes} bytes (as JSON).")
    return value


COUNTED_LISTS: Final = (("entities", LIMITS.entities), ("attachments", LIMITS.attachments))
"""The top-level arrays of a request body whose length is limited, checked before anything walks them."""


def check_list_counts(document: dict[str, Any]) -> None:
    """Refuse a body whose top-level `entities` or `attachments` array is over its count limit: a check
    of two lengths, run before any walk of the body's values."""
    for field, limit in COUNTED_LISTS:
        value = document.get(field)
        if isinstance(value, list) and len(value) > limit:
            raise InputRejected(f"'{field}' has more than the limit of {limit} elements.")


def check_bot_framework_activity(activity: dict[str, Any]) -> None:
    """The size limits every Bot Framework activity (Direct Line, Teams) must keep, whatever Parley reads of it."""
    optional_text("text", activity.get("text"), LIMITS.text_chars)
    optional_object("value", activity.get("value"), LIMITS.value_bytes)
    optional_object("channelData", activity.get("channelData"), LIMITS.channel_data_bytes)
    optional_locale("locale", activity.get("locale"))
    optional_list("entities", activity.get("entities"), LIMITS.entities, LIMITS.entities_bytes)
    optional_list("attachments", activity.get("attachments"), LIMITS.attachments, LIMITS.attachments_bytes)
    for party in ("from", "recipient"):
        given = activity.get(party)
        if isinstance(given, dict):
            for key in ("id", "aadObjectId"):
                optional_id(f"{party}.{key}", given.get(key))
            optional_text(f"{party}.name", given.get("name"), LIMITS.name_chars)
    channel_data = activity.get("channelData")
    tenant = channel_data.get("tenant") if isinstance(channel_data, dict) else None
    if isinstance(tenant, dict):
        optional_id("channelData.tenant.id", tenant.get("id"))
    conversation = activity.get("conversation")
    if isinstance(conversation, dict):
        for key in ("id", "tenantId"):
            optional_id(f"conversation.{key}", conversation.get(key))
