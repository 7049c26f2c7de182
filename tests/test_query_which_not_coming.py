"""“Which trips he did not come?” (a learner's order), “which hikes did she not join”: the companion talked about, left
out of a "which" question; “which trips did he come on” keeps him."""

from __future__ import annotations

import pytest

from parley.core.query.pronouns import recognize_pronouns
from parley.core.query.utterance import Utterance


@pytest.mark.parametrize("said", ["which trips he did not come?", "which hikes did she not join", "what dinners didn't he come to"])
def test_the_one_not_coming_is_left_out(said: str) -> None:
    found = recognize_pronouns(Utterance(said))
    assert [p.exclude for p in found] == [True]


@pytest.mark.parametrize("said", ["which trips did he come on", "which trips did he come on, not the flights"])
def test_the_one_coming_is_not(said: str) -> None:
    assert not any(p.exclude for p in recognize_pronouns(Utterance(said)))
