"""Bot models: entities, intents, explicit switches and reply templates, loaded from YAML.

A term names one or more entity ids with a min/max count and says whether it may be filled from
short-term memory. The compact form follows NLPCraft's notation: ``"location~"`` (one, recallable),
``"date~?"`` (optional, recallable), ``"slot_a|slot_b{1,5}"`` (one to five of either, said now).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .history import HistoryBudget

DEFAULT_STM_TIMEOUT_S = 300.0
DEFAULT_MAX_UNMATCHED = 3
DEFAULT_RECALL_DECAY = 0.5


class ModelError(ValueError):
    """A bot model that cannot be used, with the reason and where it was found."""


@dataclass(frozen=True)
class EntityDef:
    id: str
    groups: frozenset[str]
    synonyms: tuple[str, ...] = ()
    values: dict[str, tuple[str, ...]] = field(default_factory=dict)
    topic: str | None = None

    @property
    def is_topic_indicator(self) -> bool:
        return self.topic is not None


@dataclass(frozen=True)
class Term:
    entity_ids: frozenset[str]
    min: int = 1
    max: int = 1
    from_stm: bool = False


@dataclass(frozen=True)
class IntentDef:
    id: str
    terms: tuple[Term, ...]
    allow_stm_only: bool = False
    switch: bool = False
    reply: str | None = None


@dataclass(frozen=True)
class StmSettings:
    timeout_s: float = DEFAULT_STM_TIMEOUT_S
    max_unmatched: int = DEFAULT_MAX_UNMATCHED
    recall_decay: float = DEFAULT_RECALL_DECAY


@dataclass(frozen=True)
class BotModel:
    name: str
    entities: tuple[EntityDef, ...]
    intents: tuple[IntentDef, ...]
    stm: StmSettings = StmSettings()
    switch_phrases: tuple[str, ...] = ()
    templates: dict[str, str] = field(default_factory=dict)
    fallback: str = "Sorry, I didn't understand that."
    switch_reply: str = "OK, let's start over."
    greeting: str | None = None
    history: HistoryBudget = HistoryBudget()  # when the oldest turns are folded into the summary

    def entity(self, entity_id: str) -> EntityDef:
        for entity in self.entities:
            if entity.id == entity_id:
                return entity
        raise KeyError(entity_id)

    def intent(self, intent_id: str) -> IntentDef:
        for intent in self.intents:
            if intent.id == intent_id:
                return intent
        raise KeyError(intent_id)


_TERM = re.compile(
    r"^\s*(?P<ids>[A-Za-z_][\w.-]*(?:\s*\|\s*[A-Za-z_][\w.-]*)*)\s*(?P<stm>~)?\s*"
    r"(?P<q>\?|\*|\+|\{\s*\d+\s*,\s*\d+\s*\})?\s*$"
)


def parse_term(spec: Any, where: str) -> Term:
    """A term from its compact string or its mapping form."""
    if isinstance(spec, str):
        match = _TERM.match(spec)
        if not match:
            raise ModelError(f"{where}: cannot read term {spec!r} (expected e.g. 'location~', 'date~?', 'a|b{{1,3}}')")
        ids = frozenset(part.strip() for part in match["ids"].split("|"))
        low, high = _quantifier(match["q"])
        return Term(entity_ids=ids, min=low, max=high, from_stm=bool(match["stm"]))
    if isinstance(spec, dict):
        raw_ids = spec.get("entity", spec.get("entities"))
        if isinstance(raw_ids, str):
            raw_ids = [raw_ids]
        if not raw_ids or not all(isinstance(i, str) for i in raw_ids):
            raise ModelError(f"{where}: a term needs 'entity' (an id or a list of ids)")
        low = int(spec.get("min", 1))
        high = int(spec.get("max", max(low, 1)))
        term = Term(frozenset(raw_ids), low, high, bool(spec.get("from_stm", False)))
        _check_counts(term, where)
        return term
    raise ModelError(f"{where}: a term is a string or a mapping, not {type(spec).__name__}")


def _quantifier(q: str | None) -> tuple[int, int]:
    if q is None:
        return 1, 1
    if q == "?":
        return 0, 1
    if q == "*":
        return 0, 100
    if q == "+":
        return 1, 100
    low, high = (int(x) for x in q.strip("{}").split(","))
    return low, high


def _check_counts(term: Term, where: str) -> None:
    if term.min < 0 or term.max < 1 or term.min > term.max:
        raise ModelError(f"{where}: term counts must satisfy 0 <= min <= max and max >= 1")


def parse_duration(value: Any, where: str) -> float:
    """Seconds from a number or a string such as '90s', '5m', '2h'."""
    if isinstance(value, (int, float)) and value > 0:
        return float(value)
    if isinstance(value, str):
        match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*(s|m|h|d)?\s*", value)
        if match:
            factor = {"s": 1, "m": 60, "h": 3600, "d": 86400}[match[2] or "s"]
            return float(match[1]) * factor
    raise ModelError(f"{where}: {value!r} is not a duration (use seconds or e.g. '5m')")


def string_list(raw: Any, where: str, error: type[ModelError] = ModelError) -> tuple[str, ...]:
    """A string or a list of non-empty strings, stripped; `error` says what is wrong otherwise."""
    if raw is None:
        return ()
    if isinstance(raw, str):
        raw = [raw]
    if not isinstance(raw, list) or not all(isinstance(s, str) and s.strip() for s in raw):
        raise error(f"{where}: expected a list of non-empty strings")
    return tuple(s.strip() for s in raw)


def _entity(raw: Any, index: int) -> EntityDef:
    where = f"entities[{index}]"
    if not isinstance(raw, dict) or not isinstance(raw.get("id"), str):
        raise ModelError(f"{where}: each entity is a mapping with an 'id'")
    entity_id = raw["id"]
    where = f"entity {entity_id!r}"
    groups = frozenset(string_list(raw.get("groups"), f"{where}.groups")) or frozenset({entity_id})
    synonyms = string_list(raw.get("synonyms"), f"{where}.synonyms")
    values: dict[str, tuple[str, ...]] = {}
    raw_values = raw.get("values") or {}
    if isinstance(raw_values, list):
        raw_values = {v: [] for v in raw_values}
    if not isinstance(raw_values, dict):
        raise ModelError(f"{where}.values: expected a mapping of value -> synonyms, or a list of values")
    for value, value_synonyms in raw_values.items():
        values[str(value)] = (str(value), *string_list(value_synonyms, f"{where}.values[{value!r}]"))
    if not synonyms and not values:
        raise ModelError(f"{where}: needs 'synonyms' or 'values' so it can be recognized")
    topic = raw.get("topic")
    if topic is not None and not isinstance(topic, str):
        raise ModelError(f"{where}.topic: expected a string")
    return EntityDef(entity_id, groups, synonyms, values, topic)


def _intent(raw: Any, index: int, entity_ids: set[str]) -> IntentDef:
    if not isinstance(raw, dict) or not isinstance(raw.get("id"), str):
        raise ModelError(f"intents[{index}]: each intent is a mapping with an 'id'")
    where = f"intent {raw['id']!r}"
    raw_terms = raw.get("terms") or []
    if not isinstance(raw_terms, list) or not raw_terms:
        raise ModelError(f"{where}: needs a non-empty list of 'terms'")
    terms = tuple(parse_term(spec, f"{where}.terms[{i}]") for i, spec in enumerate(raw_terms))
    for term in terms:
        _check_counts(term, where)
        unknown = term.entity_ids - entity_ids
        if unknown:
            raise ModelError(f"{where}: unknown entity id(s) {sorted(unknown)}")
    if all(term.min == 0 for term in terms):
        raise ModelError(f"{where}: at least one term must be required (min >= 1)")
    reply = raw.get("reply")
    return IntentDef(
        id=raw["id"],
        terms=terms,
        allow_stm_only=bool(raw.get("allow_stm_only", False)),
        switch=bool(raw.get("switch", False)),
        reply=str(reply) if reply is not None else None,
    )


def model_from_dict(data: Any, source: str = "model") -> BotModel:
    """Validate a parsed model document and build the model, or raise ModelError saying what is wrong."""
    if not isinstance(data, dict):
        raise ModelError(f"{source}: the model must be a mapping at the top level")
    raw_entities = data.get("entities") or []
    if not isinstance(raw_entities, list) or not raw_entities:
        raise ModelError(f"{source}: needs a non-empty list of 'entities'")
    entities = tuple(_entity(raw, i) for i, raw in enumerate(raw_entities))
    ids = [e.id for e in entities]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise ModelError(f"{source}: duplicate entity ids {duplicates}")
    raw_intents = data.get("intents") or []
    if not isinstance(raw_intents, list) or not raw_intents:
        raise ModelError(f"{source}: needs a non-empty list of 'intents'")
    intents = tuple(_intent(raw, i, set(ids)) for i, raw in enumerate(raw_intents))
    intent_ids = [i.id for i in intents]
    if len(set(intent_ids)) != len(intent_ids):
        raise ModelError(f"{source}: duplicate intent ids")
    raw_stm = data.get("stm") or {}
    if not isinstance(raw_stm, dict):
        raise ModelError(f"{source}.stm: expected a mapping")
    stm = StmSettings(
        timeout_s=parse_duration(raw_stm.get("timeout", DEFAULT_STM_TIMEOUT_S), "stm.timeout"),
        max_unmatched=int(raw_stm.get("max_unmatched", DEFAULT_MAX_UNMATCHED)),
        recall_decay=float(raw_stm.get("recall_decay", DEFAULT_RECALL_DECAY)),
    )
    if stm.max_unmatched < 1 or not 0 < stm.recall_decay < 1:
        raise ModelError(f"{source}.stm: max_unmatched must be >= 1 and recall_decay between 0 and 1")
    raw_history = data.get("history") or {}
    if not isinstance(raw_history, dict):
        raise ModelError(f"{source}.history: expected a mapping with max_turns, max_tokens, keep_recent")
    try:
        history = HistoryBudget(
            max_turns=int(raw_history.get("max_turns", HistoryBudget.max_turns)),
            max_tokens=int(raw_history.get("max_tokens", HistoryBudget.max_tokens)),
            keep_recent=int(raw_history.get("keep_recent", HistoryBudget.keep_recent)),
        )
    except (TypeError, ValueError) as exc:
        raise ModelError(f"{source}.history: {exc}") from None
    raw_switch = data.get("switch") or {}
    if not isinstance(raw_switch, dict):
        raise ModelError(f"{source}.switch: expected a mapping with 'phrases' and/or 'reply'")
    templates = data.get("templates") or {}
    if not isinstance(templates, dict) or not all(isinstance(v, str) for v in templates.values()):
        raise ModelError(f"{source}.templates: expected a mapping of name -> template string")
    return BotModel(
        name=str(data.get("name", "bot")),
        entities=entities,
        intents=intents,
        stm=stm,
        switch_phrases=string_list(raw_switch.get("phrases"), "switch.phrases"),
        templates={str(k): v for k, v in templates.items()},
        fallback=str(data.get("fallback", BotModel.fallback)),
        switch_reply=str(raw_switch.get("reply", BotModel.switch_reply)),
        greeting=data.get("greeting"),
        history=history,
    )


def load_model(path: str | Path) -> BotModel:
    """Read a YAML model file."""
    path = Path(path)
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ModelError(f"cannot read model file {path}: {exc.strerror}") from exc
    except yaml.YAMLError as exc:
        raise ModelError(f"{path}: not valid YAML: {exc}") from exc
    return model_from_dict(data, str(path))
