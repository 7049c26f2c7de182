"""The channel-neutral shapes of one exchange: what the user said (Turn) and what the bot answers (Reply)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, TypedDict


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


class ItemView(TypedDict, total=False):
    """One item of an answer as every channel shows it (a hero card, an Adaptive Card row, a spoken name)."""

    id: str
    title: str
    subtitle: str
    text: str
    place: str  # the city, for naming it aloud and on a map
    date: str  # the item's date as shown to a person ("Sep 23, 2018"), when it has one
    lat: float
    lon: float
    image: str  # an image URL, when the item has one


class MapPoint(TypedDict, total=False):
    """A point to draw on a map: its title, place name and position, and its item's date when it has one."""

    title: str
    place: str
    lat: float
    lon: float
    date: str  # as shown to a person ("May 2, 2019"); a map names it with the place


@dataclass(frozen=True)
class Reply:
    """What the bot answers, before any channel renders it."""

    text: str
    speech: str | None = None
    reprompt: str | None = None
    title: str | None = None
    items: tuple[ItemView, ...] = ()
    map_points: tuple[MapPoint, ...] = ()  # drawn on a map (Alexa names their places)
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
