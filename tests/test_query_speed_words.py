"""Words of speed order by the one field of time: “fastest of them” is the shortest duration, said as an assumption
(“taken as the shortest duration”); “my quickest run”, “the quickest ones” too; “the slowest ride” the longest duration.
Not a speed: “fast food”; and none at all in a collection without a field of time."""

from __future__ import annotations

import pytest

from parley.core.query.ordering import recognize_ordering
from parley.core.query.utterance import Utterance

MEASURES = {"time": "duration", "duration": "duration", "pages": "pages"}


@pytest.mark.parametrize(
    ("text", "highest"),
    [
        ("fastest of them", False),
        ("my quickest run in 2023", False),
        ("which was the fastest one", False),
        ("the quickest ones", False),
        ("the slowest bike ride", True),
    ],
)
def test_a_speed_word_orders_by_duration(text: str, highest: bool) -> None:
    _, superlatives, _ = recognize_ordering(Utterance(text), (), MEASURES)
    assert [(s.field, s.highest) for s in superlatives] == [("duration", highest)]
    assert "taken as the" in superlatives[0].label


def test_fast_food_is_no_speed() -> None:
    _, superlatives, _ = recognize_ordering(Utterance("fast food places"), (), MEASURES)
    assert superlatives == []


def test_no_speed_without_a_field_of_time() -> None:
    _, superlatives, _ = recognize_ordering(Utterance("the fastest one"), (), {"pages": "pages"})
    assert superlatives == []
