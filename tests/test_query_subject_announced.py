""" "Now about Anna: in how many countries have we been together?" after the wines outside the US: a question of its
own about Anna, all her items (was: her wines outside the US, the question before kept through "now"). The negatives: a
follow-on ("what about Anna?", "and as for Anna, …"), a subject with no question of its own after it."""

from __future__ import annotations

import pytest

from parley.core.query.subject_announced import subject_announced


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("Now about Anna: in how many countries we have been together?", "Anna: in how many countries we have been together?"),
        ("now, about Tom - which hikes did we do?", "Tom: which hikes did we do?"),
        ("As for the books, how many did I read in 2024?", "the books: how many did I read in 2024?"),
        ("ok regarding Paris: when was I there last", "Paris: when was I there last"),
        ("about mary; did we ever go skiing", "mary: did we ever go skiing"),
    ],
)
def test_the_subject_and_its_question(said: str, read: str) -> None:
    assert subject_announced(said) == read


@pytest.mark.parametrize(
    "said",
    [
        "what about Anna?",  # a follow-on: the question before, with Anna
        "how about Anna: how many?",
        "and as for Anna, how many countries?",  # "and" carries on the question before
        "now about Anna?",  # no question of its own
        "Now about Anna: the wines too",
        "now how many countries with Anna?",  # no subject announced
        "how many books about Rome did I read?",
        "about how many hikes did I do in 2023?",  # "about" a number, no subject
        "Now about Anna and Tom and Mary and everyone else we ever met on the trips: how many?",  # no subject that short
    ],
)
def test_nothing_announced(said: str) -> None:
    assert subject_announced(said) is None
