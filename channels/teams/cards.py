"""Reply → a Bot Framework message for Teams: an Adaptive Card 1.5 when the reply has more than text (pure).

Teams renders Adaptive Cards up to schema 1.5 for bot-sent cards; only Action.Submit is used, with an
`msteams.imBack` so a button press posts its words as the user's next message (what a user would type),
and the same words under `text` for hosts that deliver the submit as a value.

A reply with places shows them on a map image drawn by Parley itself (GET /maps/<name>.png, see
parley.channels.maps), with the places listed as a FactSet below it. Teams fetches images by absolute
URL: the caller gives the public base URL (https://host) the server is reached at.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from parley.core.turn import ItemView, MapPoint, Reply, SuggestedAction

from ..maps.key import map_name
from ..maps.legend import point_about, point_title
from ..maps.routes import PATH as MAPS_PATH

CARD_VERSION = "1.5"
CARD_CONTENT_TYPE = "application/vnd.microsoft.card.adaptive"
MAX_ITEMS = 50  # the most a reply of the collection assistant shows on Teams ("show all")
MAX_PLACES = 25


def _text_block(text: str, **style: Any) -> dict[str, Any]:
    return {"type": "TextBlock", "text": text, "wrap": True, **style}


def _item_container(item: ItemView) -> dict[str, Any]:
    blocks = [_text_block(str(item.get("title", "")), weight="Bolder")]
    if item.get("subtitle"):
        blocks.append(_text_block(str(item["subtitle"]), isSubtle=True, spacing="None"))
    if item.get("text"):
        blocks.append(_text_block(str(item["text"]), spacing="None"))
    return {"type": "Container", "separator": True, "items": blocks}


def _coordinates(point: MapPoint) -> str:
    lat, lon = float(point["lat"]), float(point["lon"])
    return f"{abs(lat):.4f}°{'N' if lat >= 0 else 'S'}, {abs(lon):.4f}°{'E' if lon >= 0 else 'W'}"


def _places(points: tuple[MapPoint, ...]) -> dict[str, Any]:
    """The places under the map image, as the web map's popup names them: the title, then date · place (and the position)."""
    facts = [{"title": point_title(point), "value": point_about(point, _coordinates(point))} for point in points[:MAX_PLACES]]
    return {"type": "FactSet", "separator": True, "facts": facts}


def map_image(points: tuple[MapPoint, ...], base_url: str) -> dict[str, Any]:
    """The map of the places as an Image element; `base_url` is where this server is reached ("" for a relative URL)."""
    count = len({(round(float(p["lat"]), 4), round(float(p["lon"]), 4)) for p in points})
    return {
        "type": "Image",
        "url": f"{base_url.rstrip('/')}{MAPS_PATH}/{map_name(points)}.png",
        "altText": f"Map of {count} place{'s' if count != 1 else ''}",
        "size": "Stretch",
        "separator": True,
    }


def submit_action(action: SuggestedAction) -> dict[str, Any]:
    said = action.value or action.title
    return {"type": "Action.Submit", "title": action.title, "data": {"msteams": {"type": "imBack", "value": said}, "text": said}}


def fallback_text(reply: Reply) -> str:
    """The reply as plain text, for clients that cannot show the card."""
    lines = [reply.text]
    lines += [
        f"{n}. {item.get('title', '')}" + (f" ({item['subtitle']})" if item.get("subtitle") else "")
        for n, item in enumerate(reply.items[:MAX_ITEMS], 1)
    ]
    lines += [f"- {point_title(point)}: {point_about(point, _coordinates(point))}" for point in reply.map_points[:MAX_PLACES]]
    return "\n".join(lines)


def needs_card(reply: Reply) -> bool:
    return bool(reply.items or reply.map_points or reply.suggested_actions or reply.title)


def adaptive_card(reply: Reply, base_url: str = "") -> dict[str, Any]:
    body: list[dict[str, Any]] = []
    if reply.title:
        body.append(_text_block(reply.title, size="Medium", weight="Bolder"))
    body.append(_text_block(reply.text))
    body += [_item_container(item) for item in reply.items[:MAX_ITEMS]]
    if len(reply.items) > MAX_ITEMS:
        body.append(_text_block(f"…and {len(reply.items) - MAX_ITEMS} more.", isSubtle=True))
    if reply.map_points:
        body.append(map_image(reply.map_points, base_url))
        body.append(_text_block("Places", weight="Bolder"))
        body.append(_places(reply.map_points))
    card: dict[str, Any] = {
        "type": "AdaptiveCard",
        "$schema": "http://adaptivecards.io/schemas/adaptive-card.json",
        "version": CARD_VERSION,
        "fallbackText": fallback_text(reply),
        "body": body,
    }
    if reply.suggested_actions:
        card["actions"] = [submit_action(action) for action in reply.suggested_actions]
    return card


def message_activity(reply: Reply, base_url: str = "", channel_data: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The outgoing activity's content (the adapter adds addressing: conversation, recipient, replyToId);
    `base_url` (https://host) makes the map image's URL absolute, as Teams needs; `channel_data` (what
    parley.channels.outbound decided the answer carries: the interpretation with debug on) is its
    channelData, as given."""
    activity: dict[str, Any] = {
        "type": "message",
        "speak": reply.speech or reply.text,
        "inputHint": "expectingInput" if reply.expects_answer else "acceptingInput",
    }
    if needs_card(reply):
        activity["summary"] = reply.text
        activity["attachments"] = [{"contentType": CARD_CONTENT_TYPE, "content": adaptive_card(reply, base_url)}]
    else:
        activity["text"] = reply.text
        activity["textFormat"] = "plain"
    if channel_data:
        activity["channelData"] = dict(channel_data)
    return activity
