"""A stand-in for Alexa's language understanding, built from the skill's generated interaction model: it
turns what a person says into the IntentRequest Alexa would send, as Alexa does it.

- An utterance that one of an intent's sample utterances produces, each slot filled with a value or a
  synonym of the slot's type (several words allowed), becomes that intent with its slots; the other
  slots of the intent come empty, as Alexa sends them.
- Each filled slot carries its entity resolution: ER_SUCCESS_MATCH naming the value (its own name and
  id, which differ from the spoken words when a synonym was said), else ER_SUCCESS_NO_MATCH.
- Anything no sample produces goes to the catch-all intent as free text, unresolved unless it is one of
  that slot type's values.
Words are compared as Alexa hands them over: lower case, without punctuation but apostrophes."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .alexa_requests import SKILL_ID, envelope

CATCH_ALL = "ParleyAnythingIntent"


def heard(text: str) -> str:
    """What Alexa's speech recognition hands over: lower case words, no punctuation but apostrophes."""
    return " ".join(re.sub(r"[^\w\s']", " ", text.lower()).split())


@dataclass(frozen=True)
class Value:
    name: str
    id: str
    words: tuple[str, ...]


@dataclass(frozen=True)
class Sample:
    intent: str
    pattern: re.Pattern[str]
    slots: tuple[tuple[str, str], ...]  # (slot name, slot type) in the order of the pattern's groups


class AlexaUnderstanding:
    def __init__(self, model: dict[str, Any]) -> None:
        language = model["interactionModel"]["languageModel"]
        self.types: dict[str, list[Value]] = {}
        for slot_type in language["types"]:
            values = []
            for entry in slot_type["values"]:
                name = entry["name"]["value"]
                words = tuple(heard(w) for w in (name, *entry["name"].get("synonyms", ())))
                values.append(Value(name, entry.get("id", name), words))
            self.types[slot_type["name"]] = values
        self.intents: dict[str, list[tuple[str, str]]] = {}
        self.samples: list[Sample] = []
        for intent in language["intents"]:
            slots = {s["name"]: s["type"] for s in intent.get("slots", ())}
            self.intents[intent["name"]] = list(slots.items())
            if intent["name"] == CATCH_ALL:
                continue
            for sample in intent.get("samples", ()):
                self.samples.append(self._sample(intent["name"], sample, slots))

    def _sample(self, intent: str, sample: str, slots: dict[str, str]) -> Sample:
        parts: list[str] = []
        order: list[tuple[str, str]] = []
        for piece in re.split(r"(\{\w+\})", sample):
            if piece.startswith("{") and piece.endswith("}"):
                name = piece[1:-1]
                phrases = sorted({w for v in self.types[slots[name]] for w in v.words}, key=len, reverse=True)
                parts.append("(" + "|".join(re.escape(p) for p in phrases) + ")")
                order.append((name, slots[name]))
            elif piece.strip():
                parts.append(re.escape(heard(piece)))
        return Sample(intent, re.compile(r"\s+".join(parts)), tuple(order))

    def resolution(self, slot_type: str, spoken: str) -> dict[str, Any]:
        authority = f"amzn1.er-authority.echo-sdk.{SKILL_ID}.{slot_type}"
        matches = [v for v in self.types.get(slot_type, ()) if spoken in v.words]
        if not matches:
            return {"authority": authority, "status": {"code": "ER_SUCCESS_NO_MATCH"}}
        return {
            "authority": authority,
            "status": {"code": "ER_SUCCESS_MATCH"},
            "values": [{"value": {"name": v.name, "id": v.id}} for v in matches],
        }

    def _slot(self, name: str, slot_type: str, spoken: str | None) -> dict[str, Any]:
        if spoken is None:
            return {"name": name, "confirmationStatus": "NONE"}
        resolutions = {"resolutionsPerAuthority": [self.resolution(slot_type, spoken)]}
        return {
            "name": name,
            "value": spoken,
            "confirmationStatus": "NONE",
            "source": "USER",
            "resolutions": resolutions,
            "slotValue": {"type": "Simple", "value": spoken, "resolutions": resolutions},
        }

    def understand(self, said: str) -> tuple[str, dict[str, dict[str, Any]]]:
        """The intent and the slots Alexa would send for `said`."""
        words = heard(said)
        for sample in self.samples:
            found = sample.pattern.fullmatch(words)
            if found:
                filled = {name: found.group(i + 1) for i, (name, _) in enumerate(sample.slots)}
                return sample.intent, {
                    name: self._slot(name, slot_type, filled.get(name)) for name, slot_type in self.intents[sample.intent]
                }
        [(slot_name, slot_type)] = self.intents[CATCH_ALL]
        return CATCH_ALL, {slot_name: self._slot(slot_name, slot_type, words)}

    def request(self, said: str, **kwargs: Any) -> dict[str, Any]:
        intent, slots = self.understand(said)
        body = {
            "type": "IntentRequest",
            "dialogState": "COMPLETED",
            "intent": {"name": intent, "confirmationStatus": "NONE", "slots": slots},
        }
        return envelope(body, **kwargs)
