"""Realistic inbound msteams activities, shaped like what Teams posts to a bot's messaging endpoint."""

from __future__ import annotations

import itertools
from typing import Any

BOT_ID = "28:6b1c9f7e-51a2-4a8f-9d6e-2f3c1e0b7a11"
TENANT = "72f988bf-86f1-41af-91ab-2d7cd011db47"
ANA = {"id": "29:1Xa9c0WqW2b8pLr0VsNqR1", "name": "Ana Lima", "aadObjectId": "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f"}
BEN = {"id": "29:1Yb2d7ZkQ8n3mPs4TtMuV5", "name": "Ben Okafor", "aadObjectId": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"}
PERSONAL = {"conversationType": "personal", "tenantId": TENANT, "id": "a:1q2w3e4r5t6y7u8i9o0pAsDfGhJkL"}
GROUP = {"isGroup": True, "conversationType": "groupChat", "tenantId": TENANT, "id": "19:8f7e6d5c4b3a@thread.v2"}
CHANNEL = {"isGroup": True, "conversationType": "channel", "tenantId": TENANT, "id": "19:a1b2c3d4e5f6@thread.tacv2;messageid=1732900000001"}
_ids = itertools.count(1732900000100)


def message(
    service_url: str,
    text: str,
    *,
    user: dict[str, str] = ANA,
    conversation: dict[str, Any] = PERSONAL,
    mention: bool = False,
    value: dict[str, Any] | None = None,
) -> dict[str, Any]:
    activity: dict[str, Any] = {
        "text": f"<at>Parley</at> {text}" if mention else text,
        "textFormat": "plain",
        "type": "message",
        "timestamp": "2026-11-29T12:00:00.123Z",
        "localTimestamp": "2026-11-29T12:00:00.123+00:00",
        "id": str(next(_ids)),
        "channelId": "msteams",
        "serviceUrl": service_url,
        "from": dict(user),
        "conversation": dict(conversation),
        "recipient": {"id": BOT_ID, "name": "Parley"},
        "entities": [{"locale": "en-US", "country": "US", "platform": "Web", "timezone": "Europe/Lisbon", "type": "clientInfo"}],
        "channelData": {"tenant": {"id": TENANT}},
        "locale": "en-US",
        "localTimezone": "Europe/Lisbon",
    }
    if mention:
        activity["entities"].append({"mentioned": {"id": BOT_ID, "name": "Parley"}, "text": "<at>Parley</at>", "type": "mention"})
    if conversation.get("conversationType") == "channel":
        activity["channelData"].update(
            {
                "teamsChannelId": "19:a1b2c3d4e5f6@thread.tacv2",
                "teamsTeamId": "19:team0001@thread.tacv2",
                "channel": {"id": "19:a1b2c3d4e5f6@thread.tacv2"},
                "team": {"id": "19:team0001@thread.tacv2"},
            }
        )
    if value is not None:
        activity["value"] = value
        activity["text"] = ""
        activity["channelData"]["postBack"] = True
    return activity


def bot_added(service_url: str) -> dict[str, Any]:
    return {
        "membersAdded": [{"id": BOT_ID}],
        "type": "conversationUpdate",
        "timestamp": "2026-11-29T11:59:00.000Z",
        "id": "f:" + str(next(_ids)),
        "channelId": "msteams",
        "serviceUrl": service_url,
        "from": {"id": ANA["id"], "aadObjectId": ANA["aadObjectId"]},
        "conversation": dict(PERSONAL),
        "recipient": {"id": BOT_ID, "name": "Parley"},
        "channelData": {"tenant": {"id": TENANT}},
    }
