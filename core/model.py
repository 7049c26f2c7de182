"""Bot models: entities, intents, explicit switches and reply templates, loaded from YAML.

A term names one or more entity ids with a min/max count and says whether it may be filled from
short-term memory. The compact form follows NLPCraft's notation: ``"location~"`` (one, recallable),
``"date~?"`` (optional, recallable), ``"slot_a|slot_b{1,5}"`` (one to five of either, said now).

Reading a document collects every problem it has (unknown keys, wrong types, references to
entities that do not exist, reply placeholders nothing fills) before refusing it, so that an
author sees all of them at once.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .history import HistoryBudget
from .model_problems import ModelProblem, ProblemKind, Problems, at, did_you_mean, kind_of

DEFAULT_STM_TIMEOUT_S = 300.0
DEFAULT_MAX_UNMATCHED = 3
DEFAULT_RECALL_DECAY = 0.5


class ModelError(ValueError):
    """A bot model that cannot be used, with the reason and where it was found."""


class ModelInvalid(ModelError):
    """A model document with problems: one line per problem, each naming the source and the path in it."""

    def __init__(self, source: str, problems: Sequence[ModelProblem]) -> None:
        self.source = source
        self.problems = tuple(problems)
        super().__init__("\n".join(problem.line(source) for problem in self.problems))


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
    smalltalk: bool = False  # an aside ("thanks", "hello"): answered without touching the conversation's context


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
    handlers: str | None = None  # the handlers module or .py file the model names (relative to its file)

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


TOP_KEYS = ("name", "greeting", "handlers", "stm", "switch", "fallback", "history", "entities", "intents", "templates")
ENTITY_KEYS = ("id", "groups", "topic", "synonyms", "values")
INTENT_KEYS = ("id", "terms", "allow_stm_only", "switch", "reply", "smalltalk")
TERM_KEYS = ("entity", "entities", "min", "max", "from_stm")
STM_KEYS = ("timeout", "max_unmatched", "recall_decay")
SWITCH_KEYS = ("phrases", "reply")
HISTORY_KEYS = ("max_turns", "max_tokens", "keep_recent")

_TERM = re.compile(
    r"^\s*(?P<ids>[A-Za-z_][\w.-]*(?:\s*\|\s*[A-Za-z_][\w.-]*)*)\s*(?P<stm>~)?\s*"
    r"(?P<q>\?|\*|\+|\{\s*\d+\s*,\s*\d+\s*\})?\s*$"
)
_DURATION = re.compile(r"\s*(\d+(?:\.\d+)?)\s*(s|m|h|d)?\s*")
_SECONDS_PER_UNIT = {"s": 1, "m": 60, "h": 3600, "d": 86400}


def parse_term(spec: Any, where: str) -> Term:
    """A term from its compact string or its mapping form."""
    problems = Problems()
    term = _term(spec, "", problems)
    if term is None:
        raise ModelInvalid(where, problems.found)
    return term


def parse_duration(value: Any, where: str) -> float:
    """Seconds from a number or a string such as '90s', '5m', '2h'."""
    seconds = _seconds(value)
    if seconds is None:
        raise ModelError(f"{where}: {value!r} is not a duration (use seconds or e.g. '5m')")
    return seconds


def string_list(raw: Any, where: str, error: type[ModelError] = ModelError) -> tuple[str, ...]:
    """A string or a list of non-empty strings, stripped; `error` says what is wrong otherwise."""
    if raw is None:
        return ()
    if isinstance(raw, str):
        raw = [raw]
    if not isinstance(raw, list) or not all(isinstance(s, str) and s.strip() for s in raw):
        raise error(f"{where}: expected a list of non-empty strings")
    return tuple(s.strip() for s in raw)


def read_model(data: Any) -> tuple[BotModel | None, tuple[ModelProblem, ...]]:
    """The model a parsed document describes, and every problem found in it (no model when there is any)."""
    problems = Problems()
    model = _model(data, problems)
    return (model if not problems.found else None), tuple(problems.found)


def model_from_dict(data: Any, source: str = "model") -> BotModel:
    """Validate a parsed model document and build the model, or raise ModelInvalid listing every problem."""
    model, problems = read_model(data)
    if model is None:
        raise ModelInvalid(source, problems)
    return model


def load_model(path: str | Path) -> BotModel:
    """Read a YAML model file."""
    path = Path(path)
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ModelError(f"cannot read model file {path}: {exc.strerror}") from exc
    except (yaml.YAMLError, UnicodeDecodeError) as exc:
        raise ModelError(f"{path}: not valid YAML: {_yaml_error(exc)}") from exc
    return model_from_dict(data, str(path))


def _yaml_error(exc: Exception) -> str:
    """A YAML parser's complaint in one line, with where it is in the file."""
    if isinstance(exc, yaml.MarkedYAMLError) and exc.problem_mark is not None:
        mark = exc.problem_mark
        return f"line {mark.line + 1}, column {mark.column + 1}: {exc.problem or exc.context}"
    return " ".join(str(exc).split())


def _model(data: Any, problems: Problems) -> BotModel | None:
    if not isinstance(data, dict):
        empty = data is None
        problems.add(
            "",
            ProblemKind.MISSING if empty else ProblemKind.WRONG_TYPE,
            "a model is a mapping with 'entities' and 'intents'" + ("; the file is empty" if empty else f", not {kind_of(data)}"),
        )
        return None
    problems.mapping(data, "", TOP_KEYS)
    raw_entities = problems.non_empty_list(data.get("entities"), "entities", "entities")
    entities = [_entity(raw, at("entities", i), problems) for i, raw in enumerate(raw_entities)]
    entity_ids = _declared_ids(raw_entities, "entities", "entity", problems)
    raw_intents = problems.non_empty_list(data.get("intents"), "intents", "intents")
    intents = [_intent(raw, at("intents", i), entity_ids, problems) for i, raw in enumerate(raw_intents)]
    _declared_ids(raw_intents, "intents", "intent", problems)
    switch = problems.section(data.get("switch"), "switch", SWITCH_KEYS)
    model = BotModel(
        name=problems.text(data.get("name", "bot"), "name", "bot"),
        entities=tuple(e for e in entities if e is not None),
        intents=tuple(i for i in intents if i is not None),
        stm=_stm(data.get("stm"), problems),
        switch_phrases=problems.strings(switch.get("phrases"), "switch.phrases"),
        templates=_templates(data.get("templates"), problems),
        fallback=problems.text(data.get("fallback", BotModel.fallback), "fallback", BotModel.fallback),
        switch_reply=problems.text(switch.get("reply", BotModel.switch_reply), "switch.reply", BotModel.switch_reply),
        greeting=problems.optional_text(data.get("greeting"), "greeting"),
        history=_history(data.get("history"), problems),
        handlers=problems.optional_text(data.get("handlers"), "handlers"),
    )
    return None if problems.found else model


def _declared_ids(raw_items: list[Any], path: str, what: str, problems: Problems) -> set[str] | None:
    """The ids the items of a list declare, None when some item declares none (what refers to them
    cannot be checked then); an id declared twice is reported where it repeats."""
    first_at: dict[str, int] = {}
    complete = bool(raw_items)
    for index, raw in enumerate(raw_items):
        item_id = raw.get("id") if isinstance(raw, dict) else None
        if not isinstance(item_id, str):
            complete = False
            continue
        if item_id in first_at:
            where = at(path, first_at[item_id])
            problems.add(at(at(path, index), "id"), ProblemKind.DUPLICATE, f"duplicate {what} id {item_id!r} (first declared at {where})")
        else:
            first_at[item_id] = index
    return set(first_at) if complete else None


def _entity(raw: Any, path: str, problems: Problems) -> EntityDef | None:
    before = problems.count
    entity = problems.mapping(raw, path, ENTITY_KEYS, required=("id",))
    if entity is None:
        return None
    entity_id = problems.identifier(entity.get("id"), at(path, "id")) if "id" in entity else ""
    groups = problems.strings(entity.get("groups"), at(path, "groups"))
    synonyms = problems.strings(entity.get("synonyms"), at(path, "synonyms"))
    values = _values(entity.get("values"), at(path, "values"), problems)
    topic = problems.optional_text(entity.get("topic"), at(path, "topic"))
    if problems.count == before and not synonyms and not values:
        problems.add(path, ProblemKind.MISSING, "needs 'synonyms' or 'values' so it can be recognized")
    if problems.count > before:
        return None
    return EntityDef(entity_id, frozenset(groups) or frozenset({entity_id}), synonyms, values, topic)


def _values(raw: Any, path: str, problems: Problems) -> dict[str, tuple[str, ...]]:
    """Normalized value -> the phrases that say it (the value itself first)."""
    if raw is None:
        return {}
    if isinstance(raw, list):
        named = [problems.text(value, at(path, i), "") for i, value in enumerate(raw)]
        return {value: (value,) for value in named}
    if not isinstance(raw, dict):
        problems.wrong_type(path, "a mapping of value -> synonyms, or a list of values", raw)
        return {}
    values: dict[str, tuple[str, ...]] = {}
    for value, synonyms in raw.items():
        name = problems.text(value, at(path, value), "")
        values[name] = (name, *problems.strings(synonyms, at(path, value)))
    return values


def _intent(raw: Any, path: str, entity_ids: set[str] | None, problems: Problems) -> IntentDef | None:
    """An intent; its terms' entities are checked against `entity_ids` when those are known."""
    before = problems.count
    intent = problems.mapping(raw, path, INTENT_KEYS, required=("id",))
    if intent is None:
        return None
    intent_id = problems.identifier(intent.get("id"), at(path, "id")) if "id" in intent else ""
    terms_path = at(path, "terms")
    raw_terms = problems.non_empty_list(intent.get("terms"), terms_path, "terms")
    terms = [_term(spec, at(terms_path, i), problems) for i, spec in enumerate(raw_terms)]
    parsed = [term for term in terms if term is not None]
    known = entity_ids is not None and bool(raw_terms) and len(parsed) == len(raw_terms)  # which entities fill the intent
    for index, term in enumerate(terms):
        unknown = sorted(term.entity_ids - entity_ids) if term is not None and entity_ids is not None else []
        if unknown:
            hint = did_you_mean(unknown[0], entity_ids or ()) if len(unknown) == 1 else ""
            problems.add(at(terms_path, index), ProblemKind.UNKNOWN_ENTITY, f"unknown entity id(s) {unknown}{hint}")
            known = False
    if parsed and len(parsed) == len(raw_terms) and all(term.min == 0 for term in parsed):
        problems.add(terms_path, ProblemKind.BAD_VALUE, "at least one term must be required (min >= 1)")
    reply = problems.optional_text(intent.get("reply"), at(path, "reply"))
    if reply is not None:
        placeholders = problems.template(reply, at(path, "reply"))
        if known:
            own = set().union(*(term.entity_ids for term in parsed))
            _check_placeholders(placeholders, at(path, "reply"), intent_id, own, entity_ids or set(), problems)
    allow_stm_only = problems.flag(intent.get("allow_stm_only", False), at(path, "allow_stm_only"), False)
    switch = problems.flag(intent.get("switch", False), at(path, "switch"), False)
    smalltalk = problems.flag(intent.get("smalltalk", False), at(path, "smalltalk"), False)
    if switch and smalltalk:
        problems.add(at(path, "smalltalk"), ProblemKind.BAD_VALUE, "an intent is either a switch or small talk, not both")
    if problems.count > before:
        return None
    return IntentDef(intent_id, tuple(parsed), allow_stm_only, switch, reply, smalltalk)


def _check_placeholders(names: list[str], path: str, intent_id: str, own: set[str], entity_ids: set[str], problems: Problems) -> None:
    """An intent's reply is filled with the entities its terms matched: each placeholder must name one."""
    for name in names:
        if name in own:
            continue
        if name in entity_ids:
            reason = f"is an entity of the model but not of intent {intent_id!r}, so nothing fills it (add a term for it)"
        else:
            reason = f"names no entity of intent {intent_id!r}" + (did_you_mean(name, own) or f" (its entities: {', '.join(sorted(own))})")
        problems.add(path, ProblemKind.UNFILLABLE_PLACEHOLDER, f"placeholder {{{name}}} {reason}")


def _term(spec: Any, path: str, problems: Problems) -> Term | None:
    """A term from its compact string (`location~`, `date~?`, `a|b{1,3}`) or its mapping form."""
    before = problems.count
    if isinstance(spec, str):
        match = _TERM.match(spec)
        if not match:
            problems.add(path, ProblemKind.BAD_VALUE, f"cannot read term {spec!r} (expected e.g. 'location~', 'date~?', 'a|b{{1,3}}')")
            return None
        low, high = _quantifier(match["q"])
        term = Term(frozenset(part.strip() for part in match["ids"].split("|")), low, high, bool(match["stm"]))
    elif isinstance(spec, dict):
        problems.mapping(spec, path, TERM_KEYS)
        if "entity" in spec and "entities" in spec:
            problems.add(at(path, "entities"), ProblemKind.DUPLICATE, "give 'entity' or 'entities', not both")
        key = "entities" if "entities" in spec else "entity"
        ids = problems.strings(spec.get(key), at(path, key))
        if not ids and problems.count == before:
            problems.add(at(path, "entity"), ProblemKind.MISSING, "a term needs 'entity' (an id or a list of ids)")
        low = problems.integer(spec.get("min", 1), at(path, "min"), 0, 1)
        high = problems.integer(spec.get("max", max(low, 1)), at(path, "max"), 1, max(low, 1))
        term = Term(frozenset(ids), low, high, problems.flag(spec.get("from_stm", False), at(path, "from_stm"), False))
    else:
        problems.wrong_type(path, "a term (a string such as 'location~', or a mapping)", spec)
        return None
    if term.min > term.max or term.max < 1:
        problems.add(path, ProblemKind.BAD_VALUE, "term counts must satisfy 0 <= min <= max and max >= 1")
    return term if problems.count == before else None


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


def _seconds(value: Any) -> float | None:
    if isinstance(value, int | float) and not isinstance(value, bool):
        return float(value) if value > 0 else None
    match = _DURATION.fullmatch(value) if isinstance(value, str) else None
    return float(match[1]) * _SECONDS_PER_UNIT[match[2] or "s"] if match else None


def _stm(raw: Any, problems: Problems) -> StmSettings:
    stm = problems.section(raw, "stm", STM_KEYS)
    timeout = _seconds(stm.get("timeout", DEFAULT_STM_TIMEOUT_S))
    if timeout is None:
        problems.add("stm.timeout", ProblemKind.BAD_VALUE, f"{stm['timeout']!r} is not a duration (use seconds or e.g. '5m')")
    decay = stm.get("recall_decay", DEFAULT_RECALL_DECAY)
    if not isinstance(decay, int | float) or isinstance(decay, bool):
        problems.wrong_type("stm.recall_decay", "a number between 0 and 1", decay)
        decay = DEFAULT_RECALL_DECAY
    elif not 0 < decay < 1:
        problems.add("stm.recall_decay", ProblemKind.BAD_VALUE, f"must be between 0 and 1 (exclusive), not {decay}")
        decay = DEFAULT_RECALL_DECAY
    return StmSettings(
        timeout_s=timeout or DEFAULT_STM_TIMEOUT_S,
        max_unmatched=problems.integer(stm.get("max_unmatched", DEFAULT_MAX_UNMATCHED), "stm.max_unmatched", 1, DEFAULT_MAX_UNMATCHED),
        recall_decay=float(decay),
    )


def _history(raw: Any, problems: Problems) -> HistoryBudget:
    before = problems.count
    history = problems.section(raw, "history", HISTORY_KEYS)
    default = HistoryBudget()
    counts = {
        "max_turns": problems.integer(history.get("max_turns", default.max_turns), "history.max_turns", 1, default.max_turns),
        "max_tokens": problems.integer(history.get("max_tokens", default.max_tokens), "history.max_tokens", 1, default.max_tokens),
        "keep_recent": problems.integer(history.get("keep_recent", default.keep_recent), "history.keep_recent", 0, default.keep_recent),
    }
    if problems.count > before:
        return default
    try:
        return HistoryBudget(**counts)
    except ValueError as exc:
        problems.add("history", ProblemKind.BAD_VALUE, str(exc))
        return default


def _templates(raw: Any, problems: Problems) -> dict[str, str]:
    """Named templates, which handlers fill with entities and values of their own: only their syntax is checked."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        problems.wrong_type("templates", "a mapping of name -> template", raw)
        return {}
    templates: dict[str, str] = {}
    for name, template in raw.items():
        path = at("templates", name)
        if isinstance(template, str):
            problems.template(template, path)
            templates[str(name)] = template
        else:
            problems.wrong_type(path, "a template string", template)
    return templates
