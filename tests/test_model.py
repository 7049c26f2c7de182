"""Reading bot models: the compact term notation, validation and clear errors."""

from pathlib import Path

import pytest

from parley.core.demo import load_demo_model
from parley.core.model import ModelError, load_model, model_from_dict, parse_term

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
    with pytest.raises(ModelError, match=r"bad\.yaml: not valid YAML"):
        load_model(path)


def test_durations_accept_units() -> None:
    model = model_from_dict({**MINIMAL, "stm": {"timeout": "90s", "max_unmatched": 2}})
    assert model.stm.timeout_s == 90 and model.stm.max_unmatched == 2


def test_demo_model_groups_follow_the_seed() -> None:
    model = load_demo_model()
    assert model.entity("sell").groups == {"A"}
    assert model.entity("buy").groups == {"B"}
    assert model.entity("best_employee").groups == {"A", "B"}
    assert model.entity("weather").is_topic_indicator
