"""Realistic Alexa request envelopes (as the Alexa service posts them to a skill's HTTPS endpoint)."""

from __future__ import annotations

import itertools
from datetime import UTC, datetime
from typing import Any

SKILL_ID = "amzn1.ask.skill.6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"
USER_ID = "amzn1.ask.account.AGF7EXAMPLEUSERIDVALUE"
PERSON_ID = "amzn1.ask.person.AHG2EXAMPLEPERSONVALUE"
_ids = itertools.count(1)


def _stamp(now: datetime | None = None) -> str:
    return (now or datetime.now(UTC)).strftime("%Y-%m-%dT%H:%M:%SZ")


def envelope(
    request: dict[str, Any],
    *,
    new: bool = False,
    person: bool = False,
    skill_id: str = SKILL_ID,
    now: datetime | None = None,
    user_id: str = USER_ID,
) -> dict[str, Any]:
    system: dict[str, Any] = {
        "application": {"applicationId": skill_id},
        "user": {"userId": user_id},
        "device": {"deviceId": "amzn1.ask.device.AEXAMPLEDEVICE", "supportedInterfaces": {}},
        "apiEndpoint": "https://api.amazonalexa.com",
        "apiAccessToken": "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.example",
    }
    if person:
        system["person"] = {"personId": PERSON_ID}
    return {
        "version": "1.0",
        "session": {
            "new": new,
            "sessionId": "amzn1.echo-api.session.0b1c2d3e-example",
            "application": {"applicationId": skill_id},
            "attributes": {},
            "user": {"userId": user_id},
        },
        "context": {"System": system},
        "request": {"requestId": f"amzn1.echo-api.request.{next(_ids):08d}", "timestamp": _stamp(now), "locale": "en-US", **request},
    }


def launch(**kwargs: Any) -> dict[str, Any]:
    return envelope({"type": "LaunchRequest", "shouldLinkResultBeReturned": False}, new=True, **kwargs)


def slot(name: str, spoken: str, resolved: str | None = None, slot_type: str = "") -> dict[str, Any]:
    value: dict[str, Any] = {
        "name": name,
        "value": spoken,
        "confirmationStatus": "NONE",
        "source": "USER",
        "slotValue": {"type": "Simple", "value": spoken},
    }
    authority = f"amzn1.er-authority.echo-sdk.{SKILL_ID}.{slot_type}"
    if resolved is None:
        value["resolutions"] = {"resolutionsPerAuthority": [{"authority": authority, "status": {"code": "ER_SUCCESS_NO_MATCH"}}]}
    else:
        value["resolutions"] = {
            "resolutionsPerAuthority": [
                {"authority": authority, "status": {"code": "ER_SUCCESS_MATCH"}, "values": [{"value": {"name": resolved, "id": resolved}}]}
            ]
        }
    return value


def intent(name: str, slots: dict[str, dict[str, Any]] | None = None, **kwargs: Any) -> dict[str, Any]:
    return envelope(
        {"type": "IntentRequest", "dialogState": "COMPLETED", "intent": {"name": name, "confirmationStatus": "NONE", "slots": slots or {}}},
        **kwargs,
    )


def anything(said: str, **kwargs: Any) -> dict[str, Any]:
    return intent("ParleyAnythingIntent", {"utterance": slot("utterance", said, slot_type="PARLEY_UTTERANCE")}, **kwargs)


def session_ended(reason: str = "USER_INITIATED", **kwargs: Any) -> dict[str, Any]:
    return envelope({"type": "SessionEndedRequest", "reason": reason}, **kwargs)
