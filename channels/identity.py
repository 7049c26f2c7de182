"""Parley's conversation ids from a channel's own ids: the channel's name, then the ids that tell its
conversations apart, joined by ":" ("msteams:19:abc@thread.v2:29:1Xa9", "alexa:amzn1.ask.account.X").
Two channels never share a conversation by accident, and the format is the one stored conversations
already have, so no live conversation changes its id (pure)."""

from __future__ import annotations


def conversation_id(channel: str, *parts: str) -> str:
    """The conversation id for `parts` (e.g. the chat, then the person in a group chat) on `channel`."""
    if not channel or not parts or not all(parts):
        raise ValueError("a conversation id needs the channel's name and at least one non-empty id")
    return ":".join((channel, *parts))
