"""Reading bot models: the compact term notation, validation and clear errors."""

from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from parley.core.demo import load_demo_model
from parley.core.model import ModelError, ModelInvalid, load_model, model_from_dict, parse_term, read_model
from parley.core.model_problems import ModelProblem, ProblemKind

MINIMAL = {
    "entities": [{"id": "weather", "synonyms": ["weather"]}, {"id": "city", "values": {"Tokyo": ["tokyo"]}}],
    "intents": [{"id": "w", "terms": ["weather", "city~?"], "reply": "ok"}],
}


@pytest.mark.parametrize(
    ("spec", "ids", "low", "high", "stm"),
    [
        ("location", {"location"}, 1, 1, False),
        ("location~", {"location"}, 1, 1, True),
        ("date~?", {"date"}, 0, 1, True),
        ("a|b{1,5}", {"a", "b"}, 1, 5, False),
        ("a | b ~ +", {"a", "b"}, 1, 100, True),
        ("x*", {"x"}, 0, 100, False),
        ({"entity": ["a", "b"], "min": 2, "max": 3, "from_stm": True}, {"a", "b"}, 2, 3, True),
    ],
)
def test_terms(spec: object, ids: set[str], low: int, high: int, stm: bool) -> None:
    term = parse_term(spec, "t")
    assert (term.entity_ids, term.min, term.max, term.from_stm) == (ids, low, high, stm)


def test_minimal_model_defaults() -> None:
    model = model_from_dict(MINIMAL)
    assert model.stm.timeout_s == 300 and model.stm.max_unmatched == 3
    assert model.entity("weather").groups == {"weather"}  # an entity without groups is its own group


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"intents": [{"id": "w", "terms": ["nope"]}]}, "unknown entity"),
        ({"intents": [{"id": "w", "terms": ["weather?"]}]}, "at least one term must be required"),
        ({"intents": [{"id": "w", "terms": ["weather{3,1}"]}]}, "min <= max"),
        ({"entities": [{"id": "x"}]}, "needs 'synonyms' or 'values'"),
        ({"stm": {"timeout": "soon"}}, "not a duration"),
        ({"intents": [{"id": "w", "terms": ["%%"]}]}, "cannot read term"),
    ],
)
def test_bad_models_say_what_is_wrong(change: dict, message: str) -> None:  # type: ignore[type-arg]
    with pytest.raises(ModelError, match=message):
        model_from_dict({**MINIMAL, **change})


def test_yaml_errors_name_the_file(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("entities: [\n")
    with pytest.raises(ModelError) as raised:
        load_model(path)
    assert str(raised.value) == f"{path}: not valid YAML: line 2, column 1: expected the node content, but found '<stream end>'"


def test_durations_accept_units() -> None:
    model = model_from_dict({**MINIMAL, "stm": {"timeout": "90s", "max_unmatched": 2}})
    assert model.stm.timeout_s == 90 and model.stm.max_unmatched == 2


def test_demo_model_groups_follow_the_seed() -> None:
    model = load_demo_model()
    assert model.entity("sell").groups == {"A"}
    assert model.entity("buy").groups == {"B"}
    assert model.entity("best_employee").groups == {"A", "B"}
    assert model.entity("weather").is_topic_indicator


def problems_of(**changes: Any) -> list[tuple[str, ProblemKind, str]]:
    """The problems of MINIMAL with its top-level keys changed, as (path, kind, message)."""
    model, problems = read_model({**MINIMAL, **changes})
    assert (model is None) == bool(problems)
    return [(p.path, p.kind, p.message) for p in problems]


def intent(**fields: Any) -> dict[str, Any]:
    return {"id": "w", "terms": ["weather", "city~?"], **fields}


def test_a_misspelt_key_gets_the_closest_known_one() -> None:
    assert problems_of(intents=[intent(replly="ok")]) == [
        ("intents[0].replly", ProblemKind.UNKNOWN_KEY, "unknown key; did you mean 'reply'?")
    ]


@pytest.mark.parametrize(
    ("changes", "path", "suggestion"),
    [
        ({"greting": "hi"}, "greting", "greeting"),
        ({"entities": [{"id": "weather", "synonym": ["weather"]}, MINIMAL["entities"][1]]}, "entities[0].synonym", "synonyms"),
        (
            {"intents": [{"id": "w", "terms": [{"entity": "weather", "from-stm": True}], "reply": "ok"}]},
            "intents[0].terms[0].from-stm",
            "from_stm",
        ),
        ({"stm": {"timeout": "5m", "max_unmached": 2}}, "stm.max_unmached", "max_unmatched"),
        ({"switch": {"phrase": ["start over"]}}, "switch.phrase", "phrases"),
        ({"history": {"keep_recents": 4}}, "history.keep_recents", "keep_recent"),
    ],
)
def test_unknown_keys_are_refused_at_every_level(changes: dict[str, Any], path: str, suggestion: str) -> None:
    assert problems_of(**changes) == [(path, ProblemKind.UNKNOWN_KEY, f"unknown key; did you mean {suggestion!r}?")]


def test_an_unknown_key_like_no_known_one_lists_the_keys_allowed_there() -> None:
    [(path, kind, message)] = problems_of(colour="blue")
    assert (path, kind) == ("colour", ProblemKind.UNKNOWN_KEY)
    assert message.startswith("unknown key (expected one of: ") and "entities" in message and "templates" in message


@pytest.mark.parametrize(
    ("changes", "path", "message"),
    [
        ({"stm": {"max_unmatched": "three"}}, "stm.max_unmatched", "expected an integer >= 1, not 'three'"),
        ({"stm": {"max_unmatched": True}}, "stm.max_unmatched", "expected an integer >= 1, not true"),
        ({"stm": ["timeout", "5m"]}, "stm", "expected a mapping, not a list"),
        ({"stm": {"recall_decay": "half"}}, "stm.recall_decay", "expected a number between 0 and 1, not 'half'"),
        ({"switch": ["start over"]}, "switch", "expected a mapping, not a list"),
        ({"history": {"max_turns": 2.5}}, "history.max_turns", "expected an integer >= 1, not 2.5"),
        ({"entities": {"weather": ["weather"]}}, "entities", "expected a list of entities, not a mapping"),
        (
            {"entities": [{"id": "weather", "synonyms": {"a": 1}}, MINIMAL["entities"][1]]},
            "entities[0].synonyms",
            "expected a list of strings, not a mapping",
        ),
        (
            {"entities": [{"id": "weather", "synonyms": ["weather", 7]}, MINIMAL["entities"][1]]},
            "entities[0].synonyms[1]",
            "expected a non-empty string, not 7",
        ),
        (
            {"entities": [MINIMAL["entities"][0], {"id": "city", "values": [{"Tokyo": ["tokyo"]}]}]},
            "entities[1].values[0]",
            "expected a string, not a mapping",
        ),
        (
            {"entities": [{"id": ["weather"], "synonyms": ["weather"]}, MINIMAL["entities"][1]]},
            "entities[0].id",
            "expected a non-empty string, not a list",
        ),
        ({"intents": [intent(reply="ok", allow_stm_only="yes")]}, "intents[0].allow_stm_only", "expected true or false, not 'yes'"),
        ({"intents": [intent(reply=["ok"])]}, "intents[0].reply", "expected a string, not a list"),
        (
            {"intents": [{"id": "w", "terms": [{"entity": "weather", "min": "one"}], "reply": "ok"}]},
            "intents[0].terms[0].min",
            "expected an integer >= 0, not 'one'",
        ),
        (
            {"intents": [{"id": "w", "terms": [["weather"]], "reply": "ok"}]},
            "intents[0].terms[0]",
            "expected a term (a string such as 'location~', or a mapping), not a list",
        ),
        ({"templates": {"hello": ["Hi"]}}, "templates.hello", "expected a template string, not a list"),
        ({"templates": ["Hi"]}, "templates", "expected a mapping of name -> template, not a list"),
    ],
)
def test_wrong_types_are_named_with_what_was_expected(changes: dict[str, Any], path: str, message: str) -> None:
    assert problems_of(**changes) == [(path, ProblemKind.WRONG_TYPE, message)]


def test_a_model_that_is_not_a_mapping_is_refused() -> None:
    _, problems = read_model(["entities", "intents"])
    assert problems == (ModelProblem("", ProblemKind.WRONG_TYPE, "a model is a mapping with 'entities' and 'intents', not a list"),)
    _, problems = read_model(None)
    assert [p.message for p in problems] == ["a model is a mapping with 'entities' and 'intents'; the file is empty"]


def test_a_reply_placeholder_must_be_an_entity_of_its_intent() -> None:
    entities = [*MINIMAL["entities"], {"id": "location", "values": ["Kyoto"]}]
    assert problems_of(entities=entities, intents=[intent(reply="Weather in {location}.")]) == [
        (
            "intents[0].reply",
            ProblemKind.UNFILLABLE_PLACEHOLDER,
            "placeholder {location} is an entity of the model but not of intent 'w', so nothing fills it (add a term for it)",
        )
    ]
    assert problems_of(intents=[intent(reply="Weather in {ctiy}.")]) == [
        ("intents[0].reply", ProblemKind.UNFILLABLE_PLACEHOLDER, "placeholder {ctiy} names no entity of intent 'w'; did you mean 'city'?")
    ]
    assert problems_of(intents=[intent(reply="{forecast}")]) == [
        (
            "intents[0].reply",
            ProblemKind.UNFILLABLE_PLACEHOLDER,
            "placeholder {forecast} names no entity of intent 'w' (its entities: city, weather)",
        )
    ]


@pytest.mark.parametrize(
    ("reply", "kind", "message"),
    [
        ("Weather in {}.", ProblemKind.UNFILLABLE_PLACEHOLDER, "placeholder {} cannot be filled; use a plain name such as {location}"),
        ("Weather in {0}.", ProblemKind.UNFILLABLE_PLACEHOLDER, "placeholder {0} cannot be filled; use a plain name such as {location}"),
        (
            "Weather in {city.name}.",
            ProblemKind.UNFILLABLE_PLACEHOLDER,
            "placeholder {city.name} cannot be filled; use a plain name such as {location}",
        ),
        (
            "Weather in {city.",
            ProblemKind.BAD_VALUE,
            "cannot read template: expected '}' before end of string (write a literal brace as {{ or }})",
        ),
    ],
)
def test_reply_templates_that_cannot_be_rendered_are_refused(reply: str, kind: ProblemKind, message: str) -> None:
    assert problems_of(intents=[intent(reply=reply)]) == [("intents[0].reply", kind, message)]
    assert problems_of(templates={"t": reply}) == [("templates.t", kind, message)]


def test_replies_may_use_their_entities_and_named_templates_the_values_handlers_pass() -> None:
    model = model_from_dict(
        {
            **MINIMAL,
            "intents": [intent(reply="{weather} in {city} ({city!r:>10}), {{literally}}")],
            "templates": {"now": "{city}: {forecast}."},
        }
    )
    assert model.intent("w").reply and model.templates == {"now": "{city}: {forecast}."}


def test_every_problem_is_reported_at_once_one_a_line() -> None:
    document = {
        **MINIMAL,
        "colour": "blue",
        "intents": [intent(replly="ok"), {"id": "w", "terms": ["nope"], "reply": "{location}"}],
        "stm": {"max_unmatched": "three"},
    }
    with pytest.raises(ModelInvalid) as raised:
        model_from_dict(document, "travel.yaml")
    assert str(raised.value).splitlines() == [
        "travel.yaml: colour: unknown key (expected one of: name, greeting, handlers, stm, switch, fallback, history, entities, intents, templates)",
        "travel.yaml: intents[0].replly: unknown key; did you mean 'reply'?",
        "travel.yaml: intents[1].terms[0]: unknown entity id(s) ['nope']",
        "travel.yaml: intents[1].id: duplicate intent id 'w' (first declared at intents[0])",
        "travel.yaml: stm.max_unmatched: expected an integer >= 1, not 'three'",
    ]
    assert len(raised.value.problems) == 5


JUNK = st.recursive(  # any value YAML can produce
    st.none()
    | st.booleans()
    | st.integers(-3, 3)
    | st.floats(allow_nan=False)
    | st.sampled_from(["", "x", "weather", "city~", "5m", "{", "{x}"]),
    lambda children: (
        st.lists(children, max_size=3) | st.dictionaries(st.sampled_from(["id", "weather", "Tokyo", "min"]), children, max_size=3)
    ),
    max_leaves=6,
)


def either(valid: Any) -> st.SearchStrategy[Any]:
    return st.just(valid) | JUNK


def some_keys(**values: st.SearchStrategy[Any]) -> st.SearchStrategy[dict[str, Any]]:
    return st.fixed_dictionaries({}, optional=values)


ENTITIES = st.lists(
    st.fixed_dictionaries({"id": st.sampled_from(["weather", "city"]) | JUNK})
    | some_keys(synonyms=either(["weather"]), values=either({"Tokyo": ["tokyo"]}), groups=either(["place"]), topic=JUNK, id=JUNK),
    max_size=3,
)
TERMS = st.lists(
    st.sampled_from(["weather", "city~?", "weather{0,2}"]) | some_keys(entity=either("weather"), min=JUNK, max=JUNK, from_stm=JUNK) | JUNK
)
INTENTS = st.lists(
    st.fixed_dictionaries(
        {"id": either("w"), "terms": TERMS | JUNK}, optional={"reply": either("{city}"), "allow_stm_only": JUNK, "switch": JUNK}
    ),
    max_size=3,
)
DOCUMENTS = st.fixed_dictionaries(
    {"entities": ENTITIES | JUNK, "intents": INTENTS | JUNK},
    optional={
        "stm": some_keys(timeout=JUNK, max_unmatched=JUNK, recall_decay=JUNK) | JUNK,
        "switch": some_keys(phrases=JUNK, reply=JUNK) | JUNK,
        "history": some_keys(max_turns=JUNK, max_tokens=JUNK, keep_recent=JUNK) | JUNK,
        "templates": st.dictionaries(st.sampled_from(["a", "b"]), JUNK) | JUNK,
        "name": JUNK,
        "greeting": JUNK,
        "handlers": JUNK,
    },
)


@settings(max_examples=400)
@given(document=DOCUMENTS | JUNK)
@example(document={**MINIMAL, "stm": {"max_unmatched": "three"}})
@example(document={**MINIMAL, "entities": [{"id": "city", "values": [{"Tokyo": ["tokyo"]}]}]})
@example(document={**MINIMAL, "intents": [{"id": "w", "terms": [{"entity": "weather", "min": "two"}]}]})
@example(document={**MINIMAL, "history": {"max_turns": [40]}})
def test_any_document_is_read_or_refused_with_problems_never_a_crash(document: Any) -> None:
    model, problems = read_model(document)
    assert (model is None) == bool(problems)
    assert all(isinstance(p, ModelProblem) and p.message for p in problems)


def test_the_repository_models_still_load() -> None:
    from parley.core.collection.definition import load_definition
    from parley.core.collection.sample.generate import DEFINITION_FILE
    from parley.core.query.assistant_model import query_model

    assert load_model(Path(__file__).resolve().parents[1] / "core" / "demo" / "model.yaml").name == "demo"
    assert query_model([load_definition(DEFINITION_FILE)]).name == "scrapbook"
