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


def authority(
    slot_type: str, *values: tuple[str, str], code: str | None = None, dynamic: bool = False, skill_id: str = SKILL_ID
) -> dict[str, Any]:
    """One authority's entity resolution for a slot, as Alexa writes it: the slot type's own values
    (`amzn1.er-authority.echo-sdk.<skill>.<TYPE>`) or the dynamic entities set for it
    (`amzn1.er-authority.echo-sdk.dynamic.<skill>.<TYPE>`); `values` are (name, id) pairs. The status is
    ER_SUCCESS_MATCH with values, ER_SUCCESS_NO_MATCH without, unless `code` says otherwise
    (ER_ERROR_TIMEOUT, ER_ERROR_EXCEPTION)."""
    prefix = "amzn1.er-authority.echo-sdk.dynamic." if dynamic else "amzn1.er-authority.echo-sdk."
    entry: dict[str, Any] = {
        "authority": f"{prefix}{skill_id}.{slot_type}",
        "status": {"code": code or ("ER_SUCCESS_MATCH" if values else "ER_SUCCESS_NO_MATCH")},
    }
    if values:
        entry["values"] = [{"value": {"name": name, "id": value_id}} for name, value_id in values]
    return entry


def slot(
    name: str, spoken: str, resolved: str | None = None, slot_type: str = "", *, authorities: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    """A filled slot: what was said and how Alexa resolved it. Without `authorities`, one authority of
    the slot type's own, matched to `resolved` (as name and id) or, without it, not matched; with
    `authorities=[]` no resolution at all (as for a slot type without entity resolution)."""
    if authorities is None:
        authorities = [authority(slot_type, (resolved, resolved))] if resolved is not None else [authority(slot_type)]
    value: dict[str, Any] = {
        "name": name,
        "value": spoken,
        "confirmationStatus": "NONE",
        "source": "USER",
        "slotValue": {"type": "Simple", "value": spoken},
    }
    if authorities:
        value["resolutions"] = {"resolutionsPerAuthority": authorities}
        value["slotValue"]["resolutions"] = {"resolutionsPerAuthority": authorities}
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
