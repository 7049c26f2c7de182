""" "wines from 2018.. no wait, 2019", "novles from 2022, sorry i meant poetry", "How many days of ski I did in Canada? Ah
no, I want to say Switzerland.": the question corrected within the message (was: "no" refused as a negation that could
not be placed, or the first value kept). The negatives: a correction that negates ("no, not Lyon, in Nice") is left
to the negations, an "I mean" of another sense, or of a kind the question did not say, changes nothing."""

from __future__ import annotations

import pytest

from parley.core.query.said_over import said_over

from .fake_reading import read


@pytest.mark.parametrize(
    ("said", "meant"),
    [
        ("wines from 2018.. no wait, 2019", "wines from 2019"),
        ("did i do more hieks or runs in 2024? no sorry, 2026 i mean", "did i do more hieks or runs in 2026?"),
        ("novles from 2022, sorry i meant poetry", "poetry from 2022"),
        ("How many days of ski I did in Canada? Ah no, I want to say Switzerland.", "How many days of ski I did in Switzerland?"),
        ("beers in paris, no, kyoto", "beers in kyoto"),
        ("wines from 2018 - wait, 2019 i meant", "wines from 2019"),
    ],
)
def test_the_one_thing_of_its_kind_replaced(said: str, meant: str) -> None:
    assert said_over(said, read) == meant


@pytest.mark.parametrize(
    "said",
    [
        "What I ate in Lyon... no, not Lyon, in Nice I want to say",  # negated: read by the negations
        "beers in tokyo.. wait, not tokyo, kyoto",
        "wines in 2019, i mean the red ones",  # no colour said before: nothing to replace
        "i mean, how many wines did i have in 2019",  # "I mean" that opens the message
        "no wait i meant 2019",  # a correction of the question before (corrections.py), not within the message
        "wines from 2018 or 2019.. no wait, 2020",  # two years said: which one is meant cannot be told
        "hikes with no rain in 2019",  # "no" of another sense
        "wines in 2019, sorry, how many beers did i have in paris with anna",  # a question of its own
        "wines in 2019",
        "beers in tokyo, actually how many in kyoto",  # a question of its own after "actually"
    ],
)
def test_nothing_replaced(said: str) -> None:
    assert said_over(said, read) is None
