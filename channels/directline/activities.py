"""Direct Line activities ⇄ channel-neutral turns and replies (pure)."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any

from parley.core.turn import Reply, Turn

from ..entities import user_location
from ..limits import LIMITS, InputRejected, check_bot_framework_activity, optional_text
from ..outbound import Answer

CHANNEL_ID = "directline"
MAX_TEXT = LIMITS.text_chars
# What of a client's channelData is stored and echoed: Web Chat confirms a send by its clientActivityID and
# keeps a postBack (a button's value sent as a message) out of the transcript. Other fields are dropped.
ECHOED_CHANNEL_DATA_TEXT = ("clientActivityID", "clientTimestamp")
ECHOED_CHANNEL_DATA_FLAGS = ("postBack",)


class ActivityError(InputRejected):
    """A message activity Parley does not take, with the reason (a 400)."""


def activity_id(conversation_id: str, seq: int) -> str:
    return f"{conversation_id}|{seq:07d}"


def iso(moment: datetime) -> str:
    return moment.isoformat().replace("+00:00", "Z")


def _message(conversation_id: str, seq: int, moment: datetime, sender: dict[str, Any], text: str) -> dict[str, Any]:
    return {
        "type": "message",
        "id": activity_id(conversation_id, seq),
        "timestamp": iso(moment),
        "channelId": CHANNEL_ID,
        "conversation": {"id": conversation_id},
        "from": sender,
        "text": text,
    }


def turn_from_activity(activity: dict[str, Any], conversation_id: str, user_id: str, now: datetime) -> Turn:
    """A user's message activity as a Turn, or InputRejected (ActivityError) saying what is wrong with it."""
    check_bot_framework_activity(activity)
    echoed_channel_data(activity)  # refused here, before the turn runs, when a kept field is over its limit
    text = activity.get("text")
    value = activity.get("value")
    if not (text or "").strip() and not value:
        raise ActivityError("A message needs 'text' or a 'value'.")
    sender = activity.get("from")
    name = sender.get("name") or None if isinstance(sender, dict) else None
    locale = activity.get("locale") or None
    return Turn(
        location=user_location(activity),
        channel=CHANNEL_ID,
        conversation_id=conversation_id,
        user_id=user_id,
        text=(text or "").strip(),
        timestamp=now,
        user_name=name,
        value=value,
        locale=locale,
    )


def echoed_channel_data(activity: dict[str, Any]) -> dict[str, str | bool]:
    """The part of the client's channelData that is stored and echoed, each field within its limit."""
    given = activity.get("channelData")
    channel_data: dict[str, Any] = given if isinstance(given, dict) else {}
    kept: dict[str, str | bool] = {}
    for key in ECHOED_CHANNEL_DATA_TEXT:
        text = optional_text(f"channelData.{key}", channel_data.get(key), LIMITS.channel_data_string_chars)
        if text is not None:
            kept[key] = text
    for key in ECHOED_CHANNEL_DATA_FLAGS:
        flag = channel_data.get(key)
        if flag is not None and not isinstance(flag, bool):
            raise ActivityError(f"'channelData.{key}' must be true or false.")
        if flag is not None:
            kept[key] = flag
    return kept


def user_echo(activity: dict[str, Any], turn: Turn, seq: int) -> dict[str, Any]:
    """The user's own activity as stored and sent back to every client (Web Chat needs its clientActivityID)."""
    sender = {"id": turn.user_id, "name": turn.user_name, "role": "user"}
    echo = _message(turn.conversation_id, seq, turn.timestamp, sender, turn.text)
    echo["channelData"] = echoed_channel_data(activity)
    if turn.value is not None:
        echo["value"] = turn.value
    if turn.locale:
        echo["locale"] = turn.locale
    return echo


def bot_activity(
    reply: Reply,
    turn: Turn,
    seq: int,
    reply_to: str,
    bot_id: str,
    bot_name: str,
    channel_data: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The bot's message activity for `reply`; `channel_data` (what parley.channels.outbound decided the
    answer carries: the interpretation with debug on) is placed in its channelData as given."""
    activity = _message(turn.conversation_id, seq, turn.timestamp, {"id": bot_id, "name": bot_name, "role": "bot"}, reply.text)
    activity.update(
        recipient={"id": turn.user_id, "role": "user"},
        replyToId=reply_to,
        speak=reply.speech or reply.text,
        inputHint="expectingInput" if reply.expects_answer else "acceptingInput",
        channelData={"kind": reply.kind},
    )
    if reply.suggested_actions:
        activity["suggestedActions"] = {
            "to": [turn.user_id],
            "actions": [{"type": "imBack", "title": a.title, "value": a.value or a.title} for a in reply.suggested_actions],
        }
    if reply.items:
        activity["attachments"] = [
            {
                "contentType": "application/vnd.microsoft.card.hero",
                "content": {"title": item.get("title", ""), "subtitle": item.get("subtitle", ""), "text": item.get("text", "")},
            }
            for item in reply.items
        ]
        activity["attachmentLayout"] = "list"
    if reply.map_points:
        activity["channelData"]["mapPoints"] = list(reply.map_points)
    activity["channelData"].update(channel_data or {})
    return activity


def records_for_turn(
    activity: dict[str, Any],
    turn: Turn,
    answer: Answer,
    first_seq: int,
    bot_id: str,
    bot_name: str,
) -> list[dict[str, Any]]:
    """The user's echo and the bot's answer, as log records with sequence numbers (the watermark)."""
    echo = user_echo(activity, turn, first_seq)
    bot = bot_activity(answer.reply, turn, first_seq + 1, echo["id"], bot_id, bot_name, answer.channel_data)
    return [{"seq": first_seq, "activity": echo}, {"seq": first_seq + 1, "activity": bot}]


def greeting_record(text: str, conversation_id: str, seq: int, now: datetime, bot_id: str, bot_name: str) -> dict[str, Any]:
    activity = _message(conversation_id, seq, now, {"id": bot_id, "name": bot_name, "role": "bot"}, text)
    activity.update(inputHint="acceptingInput", channelData={"kind": "greeting"})
    return {"seq": seq, "activity": activity}
