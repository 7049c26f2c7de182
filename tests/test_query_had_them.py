"""“which ones had mary”: the names the user had, ending a question, were there (company), as “had Mary there” says."""

from __future__ import annotations

import pytest

from parley.core.query.people import PeopleRecognizer
from parley.core.query.utterance import Utterance

PEOPLE = PeopleRecognizer(["Mary", "Tom", "Anna"])


@pytest.mark.parametrize(
    ("said", "names"),
    [
        ("which ones had mary", ("Mary",)),
        ("which trips had tom and anna?", ("Tom", "Anna")),
        ("how many of them had Mary there?", ("Mary",)),
    ],
)
def test_the_names_had_are_company(said: str, names: tuple[str, ...]) -> None:
    found = PEOPLE.recognize(Utterance(said.lower()))
    assert [(p.names, p.exclude) for p in found] == [(names, False)]


def test_a_name_had_before_more_words_is_not_read_so() -> None:
    assert not PEOPLE.recognize(Utterance("which wines had mary recommended"))
