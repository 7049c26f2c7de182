"""The Alexa interaction model generated from a bot model, and Alexa's intents mapped back (pure).

Alexa does its own speech recognition and intent matching, so the skill tells it what to listen for:
- every entity with words becomes a custom slot type with one value per meaning, each with a stable
  id: an entity value (id = the value, its synonyms as synonyms); for the collection assistant, each
  category, type and known field value of the collection definitions (id = its name, its name and its
  own synonyms as words); any other word is a value of its own ("which", "january", "second one"),
  never a synonym of a word that means something else;
- every intent becomes an Alexa intent whose slots are its terms' entities, with sample utterances
  made from the terms (required terms always, optional ones in some samples);
- a catch-all intent takes any other utterance as free text, so nothing said is lost;
- Alexa's required built-in intents (stop, cancel, help, navigate home, fallback).

Mapping back turns an IntentRequest into the words Parley's recognizer knows, in the order of the
intent's terms, so the same STM and dialog memory apply as on the other channels: see `slot_words`.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from parley.core.collection.definition import CollectionDefinition
from parley.core.model import BotModel, EntityDef, IntentDef

CATCH_ALL = "ParleyAnythingIntent"
CATCH_ALL_SLOT = "utterance"
CATCH_ALL_TYPE = "PARLEY_UTTERANCE"
BUILT_INS = ("AMAZON.StopIntent", "AMAZON.CancelIntent", "AMAZON.HelpIntent", "AMAZON.NavigateHomeIntent", "AMAZON.FallbackIntent")
MAX_SAMPLES_PER_INTENT = 60
MAX_CATCH_ALL_VALUES = 500
AUTHORITY = "amzn1.er-authority.echo-sdk."  # + skill id + "." + slot type: the skill's own slot type values
DYNAMIC_AUTHORITY = AUTHORITY + "dynamic."  # + skill id + "." + slot type: dynamic entities set at run time
MATCH = "ER_SUCCESS_MATCH"


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


def _norm(text: str) -> str:
    return " ".join(text.lower().split())


@dataclass(frozen=True)
class Meaning:
    """One thing the collection's words can mean: a category, a type, a known field value."""

    id: str  # the slot value's id: "Drink", "Drink/Wine", "colour/red"
    words: tuple[str, ...]  # lower case, its own name first


OWN_WORD = "word/"  # the id prefix of a value that is a word of its own


def meanings_of(definitions: Sequence[CollectionDefinition]) -> list[Meaning]:
    """Every category, type and known text-field value, with the words Parley's query reader knows for
    it (a field value's plural too: "rieslings")."""
    found: list[Meaning] = []
    for definition in definitions:
        for category in definition.categories:
            found.append(Meaning(category.name, _unique((category.name, *category.synonyms))))
            found += [Meaning(f"{category.name}/{kind.name}", _unique((kind.name, *kind.synonyms))) for kind in category.types]
        for field in definition.fields_of(None):
            for value, synonyms in field.values.items():
                plural = (f"{value}s",) if not value.endswith("s") else ()
                found.append(Meaning(f"{field.name}/{value}", _unique((value, *synonyms, *plural))))
    return found


def _unique(words: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(w for w in (_norm(w) for w in words) if w))


def _slot_value(value_id: str, words: Sequence[str]) -> dict[str, Any]:
    return {"id": value_id, "name": {"value": words[0], "synonyms": list(words[1:])}}


def _values(entity: EntityDef, meanings: Sequence[Meaning]) -> list[dict[str, Any]]:
    """The slot type's values: one per meaning, and no word the synonym of a word that means something else."""
    if entity.values:
        return [_slot_value(value, [value, *(w for w in _unique(words) if w != _norm(value))]) for value, words in entity.values.items()]
    words = _unique(entity.synonyms)
    owners: dict[str, list[Meaning]] = {}  # word -> the meanings it says
    for meaning in meanings:
        for word in meaning.words:
            if word in words and all(m.id != meaning.id for m in owners.setdefault(word, [])):
                owners[word].append(meaning)
    grouped: dict[str, list[str]] = {}  # value id -> its words
    order: dict[str, tuple[str, ...]] = {}
    for word in words:
        said = owners.get(word, [])
        # a word with one meaning joins that meaning's value; any other word ("history": a book or a
        # museum?) is a value of its own, said back as it is for Parley's recognizer to weigh
        value_id = said[0].id if len(said) == 1 else OWN_WORD + word
        grouped.setdefault(value_id, []).append(word)
        order[value_id] = said[0].words if len(said) == 1 else (word,)
    return [_slot_value(value_id, sorted(said, key=order[value_id].index)) for value_id, said in grouped.items()]


def _known_id(value_id: str, words: frozenset[str]) -> bool:
    """Whether a resolved value's id is one this module generates for a word of the slot's entity."""
    return _norm(value_id) in words or _norm(value_id.rsplit("/", 1)[-1]) in words


@dataclass(frozen=True)
class AlexaIntent:
    name: str
    intent_id: str
    slot_order: tuple[str, ...]  # entity ids, in the order their words are said back to the engine


@dataclass(frozen=True)
class SlotVocabulary:
    """The words Parley's recognizer knows for one entity, which a slot of its type may say."""

    type_name: str
    words: frozenset[str]
    pattern: re.Pattern[str]

    @classmethod
    def of(cls, entity: EntityDef) -> SlotVocabulary:
        words = frozenset(_unique([*entity.synonyms, *entity.values, *(w for ws in entity.values.values() for w in ws)]))
        alternation = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)) or r"(?!x)x"
        return cls(slot_type_name(entity.id), words, re.compile(rf"(?<!\w)(?:{alternation})(?!\w)"))

    def understands(self, said: str) -> bool:
        return self.pattern.search(_norm(said)) is not None


@dataclass(frozen=True)
class InteractionModel:
    document: dict[str, Any]  # what `parley package alexa` writes (interactionModels/custom/en-US.json)
    intents: dict[str, AlexaIntent]  # Alexa intent name → Parley intent
    vocabularies: dict[str, SlotVocabulary]  # entity id → its words


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
    carriers = ("",) if intent.smalltalk else CARRIERS  # "what about {thanks}" is nothing anyone says
    samples = [carrier + " ".join("{" + slot_name(e) + "}" for e in combo) for combo in combos for carrier in carriers]
    return list(dict.fromkeys(samples))[:MAX_SAMPLES_PER_INTENT]


def _catch_all_values(model: BotModel) -> list[dict[str, Any]]:
    phrases: list[str] = []
    for entity in model.entities:
        phrases += list(entity.synonyms) + [w for synonyms in entity.values.values() for w in synonyms]
    unique = list(dict.fromkeys(p for p in phrases if p and len(p) <= 140))[:MAX_CATCH_ALL_VALUES]
    return [{"name": {"value": phrase}} for phrase in unique] or [{"name": {"value": "hello"}}]


def interaction_model(model: BotModel, invocation_name: str, definitions: Sequence[CollectionDefinition] = ()) -> InteractionModel:
    """The skill's interaction model; `definitions` (the collection assistant's) give its slot values
    one value per category, type and field value instead of one per word."""
    meanings = meanings_of(definitions)
    vocabularies = {e.id: SlotVocabulary.of(e) for e in model.entities if e.synonyms or e.values}
    spoken = set(vocabularies)
    types = [{"name": slot_type_name(e.id), "values": _values(e, meanings)} for e in model.entities if e.id in spoken]
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
    return InteractionModel(document, mapping, vocabularies)


def _object(value: object) -> dict[str, Any]:
    """`value` if it is a JSON object, else an empty one: Alexa's JSON is checked shape by shape, never assumed."""
    return value if isinstance(value, dict) else {}


def _list(value: object) -> list[Any]:
    return value if isinstance(value, list) else []


def _spoken(slot: dict[str, Any]) -> str | None:
    """What the user said for the slot (`value`, or `slotValue.value` in the newer shape)."""
    for value in (slot.get("value"), _object(slot.get("slotValue")).get("value")):
        if isinstance(value, str) and value.strip():
            return value
    return None


def _authorities(slot: dict[str, Any], type_name: str) -> list[dict[str, Any]]:
    """The slot's resolutions by authority, the slot type's own first, then its dynamic entities; any
    other authority (another slot type's, Alexa's built-in entities) says nothing about this slot."""
    resolutions = _object(slot.get("resolutions")) or _object(_object(slot.get("slotValue")).get("resolutions"))
    own: list[dict[str, Any]] = []
    dynamic: list[dict[str, Any]] = []
    for each in _list(resolutions.get("resolutionsPerAuthority")):
        authority = _object(each).get("authority")
        if not isinstance(authority, str) or not authority.endswith("." + type_name):
            continue
        if authority.startswith(DYNAMIC_AUTHORITY):
            dynamic.append(_object(each))
        elif authority.startswith(AUTHORITY):
            own.append(_object(each))
    return own + dynamic


def _resolved(slot: dict[str, Any], vocabulary: SlotVocabulary) -> str | None:
    """The entity Alexa resolved the slot to, where that is a word Parley knows for the slot's entity
    under an id this module generates for it. The first authority that matched decides: one value is
    the answer, several are ambiguous (None). No match, a time-out or an error: None."""
    for authority in _authorities(slot, vocabulary.type_name):
        if _object(authority.get("status")).get("code") != MATCH:
            continue
        candidates = [_object(_object(c).get("value")) for c in _list(authority.get("values"))]
        if len(candidates) != 1:
            return None
        name, value_id = candidates[0].get("name"), candidates[0].get("id")
        if (
            isinstance(name, str)
            and _norm(name) in vocabulary.words
            and isinstance(value_id, str)
            and _known_id(value_id, vocabulary.words)
        ):
            return name
        return None
    return None


def slot_words(slot: dict[str, Any], vocabulary: SlotVocabulary) -> str | None:
    """The words a slot stands for. What the user said whenever Parley's recognizer knows a word of it
    (it then finds their meaning itself: a resolution could only lose words or, from a skill model
    other than this one, change the meaning); otherwise the entity Alexa resolved it to, when that is
    a word Parley knows for the same entity; otherwise what was said."""
    spoken = _spoken(slot)
    if spoken is not None and vocabulary.understands(spoken):
        return spoken
    return _resolved(slot, vocabulary) or spoken


def utterance_for(model: InteractionModel, intent: object) -> str | None:
    """The words an Alexa intent request stands for, or None when nothing was said (empty slots) or the
    intent is not a JSON object at all. The catch-all slot is free text: always what was said."""
    intent = _object(intent)
    name = intent.get("name")
    slots = _object(intent.get("slots"))
    if name == CATCH_ALL:
        return _spoken(_object(slots.get(CATCH_ALL_SLOT)))
    known = model.intents.get(name) if isinstance(name, str) else None
    if known is None:
        return None
    words = [slot_words(_object(slots.get(slot_name(e))), model.vocabularies[e]) for e in known.slot_order]
    said = " ".join(w for w in words if w)
    return said or None
