"""Ranking words read as the user means them: "the top one" (the best rated), "the one I liked the less that year"
(the worst rated, never the best), "the first ski day i logged" (the earliest), "the youngest" (the newest), and "top 2"
before a relative clause (see core/query/ordering.py and core/query/top_few.py)."""

from __future__ import annotations

import pytest

from parley.core.query.ordering import Superlative, recognize_ordering
from parley.core.query.utterance import Utterance


def _superlatives(text: str) -> list[tuple[str, bool]]:
    _, superlatives, _ = recognize_ordering(Utterance(text))
    return [(s.field, s.highest) for s in superlatives]


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("wich was the top one", ("rating", True)),
        ("top one?", ("rating", True)),
        ("And the one I liked the less that year?", ("rating", False)),
        ("the one I liked the less?", ("rating", False)),
        ("whats the first ski day i logged in 2021", ("itemDate", False)),
        ("the first wine we tasted", ("itemDate", False)),
        ("and the youngest", ("itemDate", True)),
    ],
)
def test_ranking_words(said: str, expected: tuple[str, bool]) -> None:
    assert expected in _superlatives(said.lower())


@pytest.mark.parametrize(
    "said",
    [
        "the top one on the list",  # a position in the list shown
        "i liked the less expensive ones",  # "less" of something else
        "the first time i went to rome",  # an occasion: read elsewhere
        "for the first time in 2020",
    ],
)
def test_not_taken(said: str) -> None:
    assert not [field for field, _ in _superlatives(said) if field == "rating"]


def test_the_less_is_never_the_best() -> None:
    assert Superlative("rating", True, "the best rated") not in recognize_ordering(Utterance("and the one i liked the less that year?"))[1]
