"""The Alexa interaction model generated from a bot model, and Alexa's intents mapped back (pure).

Alexa does its own speech recognition and intent matching, so the skill tells it what to listen for:
- every entity with words becomes a custom slot type: one value per entity value (id = the value,
  its synonyms as synonyms) or, for an entity known by synonyms alone, one value whose id is the entity;
- every intent becomes an Alexa intent whose slots are its terms' entities, with sample utterances
  made from the terms (required terms always, optional ones in some samples);
- a catch-all intent takes any other utterance as free text, so nothing said is lost;
- Alexa's required built-in intents (stop, cancel, help, navigate home, fallback).

Mapping back turns an IntentRequest into the words Parley's recognizer knows (each slot's resolved
value, in the order of the intent's terms), so the same STM and dialog memory apply as on the other
channels.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from typing import Any

from parley.core.model import BotModel, EntityDef, IntentDef

CATCH_ALL = "ParleyAnythingIntent"
CATCH_ALL_SLOT = "utterance"
CATCH_ALL_TYPE = "PARLEY_UTTERANCE"
BUILT_INS = ("AMAZON.StopIntent", "AMAZON.CancelIntent", "AMAZON.HelpIntent", "AMAZON.NavigateHomeIntent", "AMAZON.FallbackIntent")
MAX_SAMPLES_PER_INTENT = 60
MAX_CATCH_ALL_VALUES = 500


def _letters(text: str) -> str:
    """Alexa names allow letters and underscores only."""
    digits = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    text = re.sub(r"\d", lambda m: "_" + digits[int(m.group())] + "_", text)
    return re.sub(r"_+", "_", re.sub(r"[^A-Za-z_]", "_", text)).strip("_") or "x"


def intent_name(intent_id: str) -> str:
    return "".join(part.capitalize() for part in _letters(intent_id).split("_")) + "Intent"


def slot_type_name(entity_id: str) -> str:
    return "PARLEY_" + _letters(entity_id).upper()


def slot_name(entity_id: str) -> str:
    return _letters(entity_id).lower()


def _words(entity: EntityDef) -> list[dict[str, Any]]:
    if entity.values:
        return [
            {"id": value, "name": {"value": (synonyms[0] if synonyms else value), "synonyms": list(synonyms[1:])}}
            for value, synonyms in entity.values.items()
        ]
    if entity.synonyms:
        return [{"id": entity.id, "name": {"value": entity.synonyms[0], "synonyms": list(entity.synonyms[1:])}}]
    return []


@dataclass(frozen=True)
class AlexaIntent:
    name: str
    intent_id: str
    slot_order: tuple[str, ...]  # entity ids, in the order their words are said back to the engine


@dataclass(frozen=True)
class InteractionModel:
    document: dict[str, Any]  # what `parley package alexa` writes (interactionModels/custom/en-US.json)
    intents: dict[str, AlexaIntent]  # Alexa intent name → Parley intent


CARRIERS = ("", "what about ", "and ")


def _samples(intent: IntentDef, spoken: set[str]) -> list[str]:
    """Sample utterances from the terms: each term said by one of its entities, or left out when it is
    optional or may be recalled from STM ("what about {location}" for the weather), at least one slot."""
    options: list[list[str | None]] = []
    for term in intent.terms:
        ids: list[str | None] = [*sorted(i for i in term.entity_ids if i in spoken)]
        if not ids:
            continue
        if term.min == 0 or term.from_stm:
            ids.append(None)
        options.append(ids)
    combos = [[e for e in combo if e] for combo in itertools.product(*options)]
    combos = sorted((c for c in combos if c), key=len, reverse=True)
    samples = [carrier + " ".join("{" + slot_name(e) + "}" for e in combo) for combo in combos for carrier in CARRIERS]
    return list(dict.fromkeys(samples))[:MAX_SAMPLES_PER_INTENT]


def _catch_all_values(model: BotModel) -> list[dict[str, Any]]:
    phrases: list[str] = []
    for entity in model.entities:
        phrases += list(entity.synonyms) + [w for synonyms in entity.values.values() for w in synonyms]
    unique = list(dict.fromkeys(p for p in phrases if p and len(p) <= 140))[:MAX_CATCH_ALL_VALUES]
    return [{"name": {"value": phrase}} for phrase in unique] or [{"name": {"value": "hello"}}]


def interaction_model(model: BotModel, invocation_name: str) -> InteractionModel:
    spoken = {e.id for e in model.entities if _words(e)}
    types = [{"name": slot_type_name(e.id), "values": _words(e)} for e in model.entities if e.id in spoken]
    intents: list[dict[str, Any]] = []
    mapping: dict[str, AlexaIntent] = {}
    used_samples: set[str] = set()
    for intent in model.intents:
        if intent.id == "help":
            continue  # AMAZON.HelpIntent stands for it (a second "help" intent would conflict)
        order = tuple(dict.fromkeys(e for term in intent.terms for e in sorted(term.entity_ids) if e in spoken))
        samples = [s for s in _samples(intent, spoken) if s.lower() not in used_samples]
        if not samples:
            continue  # nothing Alexa could match it by; the catch-all still reaches it
        used_samples.update(s.lower() for s in samples)
        name = intent_name(intent.id)
        intents.append(
            {
                "name": name,
                "slots": [{"name": slot_name(e), "type": slot_type_name(e)} for e in order],
                "samples": samples,
            }
        )
        mapping[name] = AlexaIntent(name, intent.id, order)
    intents.append(
        {"name": CATCH_ALL, "slots": [{"name": CATCH_ALL_SLOT, "type": CATCH_ALL_TYPE}], "samples": ["{" + CATCH_ALL_SLOT + "}"]}
    )
    types.append({"name": CATCH_ALL_TYPE, "values": _catch_all_values(model)})
    intents += [{"name": name, "samples": []} for name in BUILT_INS]
    document = {"interactionModel": {"languageModel": {"invocationName": invocation_name.lower(), "intents": intents, "types": types}}}
    return InteractionModel(document, mapping)


def _object(value: object) -> dict[str, Any]:
    """`value` if it is a JSON object, else an empty one: Alexa's JSON is checked shape by shape, never assumed."""
    return value if isinstance(value, dict) else {}


def _slot_words(slot: dict[str, Any]) -> str | None:
    """A slot's resolved value (the model's own word for it) or, failing that, what the user said."""
    authorities = _object(slot.get("resolutions")).get("resolutionsPerAuthority")
    for authority in authorities if isinstance(authorities, list) else []:
        authority = _object(authority)
        if _object(authority.get("status")).get("code") == "ER_SUCCESS_MATCH":
            candidates = authority.get("values")
            for candidate in candidates if isinstance(candidates, list) else []:
                name = _object(_object(candidate).get("value")).get("name")
                if isinstance(name, str) and name:
                    return name
    value = slot.get("value")
    return value if isinstance(value, str) and value.strip() else None


def utterance_for(model: InteractionModel, intent: object) -> str | None:
    """The words an Alexa intent request stands for, or None when nothing was said (empty slots) or the
    intent is not a JSON object at all."""
    intent = _object(intent)
    name = intent.get("name")
    slots = _object(intent.get("slots"))
    if name == CATCH_ALL:
        return _slot_words(_object(slots.get(CATCH_ALL_SLOT)))
    known = model.intents.get(name) if isinstance(name, str) else None
    if known is None:
        return None
    words = [_slot_words(_object(slots.get(slot_name(entity_id)))) for entity_id in known.slot_order]
    said = " ".join(w for w in words if w)
    return said or None
