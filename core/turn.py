"""The channel-neutral shapes of one exchange: what the user said (Turn) and what the bot answers (Reply)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any


@dataclass(frozen=True)
class Turn:
    """One user utterance (or card submit), already translated out of its channel's format."""

    channel: str
    conversation_id: str
    user_id: str
    text: str
    timestamp: datetime
    user_name: str | None = None
    value: dict[str, Any] | None = None
    locale: str | None = None
    activity_id: str | None = None
    location: tuple[float, float] | None = None  # (latitude, longitude), when the channel knows it
    tenant_id: str | None = None  # the organisation the user belongs to (Teams), when the channel says


@dataclass(frozen=True)
class SuggestedAction:
    """A button that sends `value` (or `title`) back as the user's next utterance."""

    title: str
    value: str | None = None


@dataclass(frozen=True)
class Reply:
    """What the bot answers, before any channel renders it."""

    text: str
    speech: str | None = None
    reprompt: str | None = None
    title: str | None = None
    items: tuple[dict[str, Any], ...] = ()
    map_points: tuple[dict[str, Any], ...] = ()  # {"title", "lat", "lon"}: draw these on a map
    suggested_actions: tuple[SuggestedAction, ...] = ()
    expects_answer: bool = False
    end_conversation: bool = False
    kind: str = "answer"  # answer | fallback | error | goodbye | switch


@dataclass(frozen=True)
class TurnOutcome:
    """What one processed turn produced: its number, the reply and the engine's reading of it."""

    number: int
    reply: Reply
    interpretation: dict[str, Any] = field(default_factory=dict)
