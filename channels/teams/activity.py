"""A Teams message activity (Bot Framework JSON) → a channel-neutral Turn (pure).

- The bot's @mention (`<at>Parley</at>`) is removed, then the whitespace around it.
- Personal chats keep one state per conversation; in a group chat or a channel, where several people
  talk to the bot in one conversation (a channel thread has its own conversation id), each person has
  their own state, so one user's follow-up never resolves against another user's question.
- The user is the Azure AD object id when Teams gives one (stable across chats), else `from.id`.
- A card button (Action.Submit) arrives with `value`; its `text` field is the utterance.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from parley.core.turn import Turn

from ..entities import user_location
from ..identity import conversation_id as scoped
from ..limits import LIMITS, InputRejected, check_bot_framework_activity

CHANNEL_ID = "msteams"
MAX_TEXT = LIMITS.text_chars
_AT_TAG = re.compile(r"</?at>", re.IGNORECASE)
_SPACES = re.compile(r"\s+")


class ActivityError(InputRejected):
    """An activity Parley cannot take as a turn, with the reason (a 400)."""


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _str(value: Any) -> str | None:
    return value if isinstance(value, str) and value else None


def strip_mentions(text: str, entities: Any, bot_id: str | None) -> str:
    """The text without the mention of the bot (any `<at>` left over keeps only its name)."""
    for entity in entities if isinstance(entities, list) else ():
        entity = _dict(entity)
        if entity.get("type") != "mention":
            continue
        mentioned = _dict(entity.get("mentioned"))
        said = _str(entity.get("text"))
        if said and (bot_id is None or mentioned.get("id") == bot_id):
            text = text.replace(said, " ")
    return _SPACES.sub(" ", _AT_TAG.sub("", text)).strip()


def tenant_of(activity: dict[str, Any]) -> str | None:
    return _str(_dict(_dict(activity.get("channelData")).get("tenant")).get("id")) or _str(
        _dict(activity.get("conversation")).get("tenantId")
    )


def user_of(activity: dict[str, Any]) -> str:
    sender = _dict(activity.get("from"))
    user = _str(sender.get("aadObjectId")) or _str(sender.get("id"))
    if user is None:
        raise ActivityError("The activity has no 'from.id'.")
    return user


def conversation_key(activity: dict[str, Any]) -> str:
    """The id Parley stores this conversation's state under."""
    conversation = _dict(activity.get("conversation"))
    conversation_id = _str(conversation.get("id"))
    if conversation_id is None:
        raise ActivityError("The activity has no 'conversation.id'.")
    kind = conversation.get("conversationType") or ("groupChat" if conversation.get("isGroup") else "personal")
    if kind == "personal":
        return scoped(CHANNEL_ID, conversation_id)
    return scoped(CHANNEL_ID, conversation_id, user_of(activity))


def turn_from_activity(activity: dict[str, Any], now: datetime) -> Turn:
    check_bot_framework_activity(activity)  # sizes of everything a turn reads (ids, names, value, entities …)
    text = activity.get("text")
    value = activity.get("value")
    said = strip_mentions(text or "", activity.get("entities"), _str(_dict(activity.get("recipient")).get("id")))
    if not said and value is not None and isinstance(value.get("text"), str):
        said = _SPACES.sub(" ", value["text"]).strip()
    if len(said) > MAX_TEXT:
        raise ActivityError(f"'text' is longer than {MAX_TEXT} characters.")
    if not said and not value:
        raise ActivityError("A message needs 'text' or a 'value'.")
    sender = _dict(activity.get("from"))
    return Turn(
        channel=CHANNEL_ID,
        conversation_id=conversation_key(activity),
        user_id=user_of(activity),
        text=said,
        timestamp=now,
        user_name=_str(sender.get("name")),
        value=value,
        locale=_str(activity.get("locale")),
        activity_id=_str(activity.get("id")),
        tenant_id=tenant_of(activity),
        location=user_location(activity),
    )


def reply_addressing(activity: dict[str, Any]) -> dict[str, Any]:
    """The fields that address a reply to the activity it answers (as botbuilder's create_reply sets them)."""
    conversation = _dict(activity.get("conversation"))
    reply = {
        "channelId": activity.get("channelId") or CHANNEL_ID,
        "serviceUrl": activity.get("serviceUrl"),
        "conversation": {k: conversation[k] for k in ("id", "conversationType", "isGroup", "tenantId") if k in conversation},
        "from": _dict(activity.get("recipient")),
        "recipient": {k: v for k, v in _dict(activity.get("from")).items() if k in ("id", "name", "aadObjectId")},
        "replyToId": activity.get("id"),
    }
    if activity.get("locale"):
        reply["locale"] = activity["locale"]
    return reply
