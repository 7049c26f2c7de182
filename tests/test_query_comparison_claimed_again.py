"""“and 2020 vs 2019” right after a comparison that was a claim (“was 2024 a better wine year than 2023”) asks the claim
again, of the two said now: a yes or no again. Not so after a plain comparison, nor when the follow-on asks which."""

from __future__ import annotations

import pytest

from parley.core.query.comparison_claimed_again import claimed_again

CLAIM = {"against": True}


@pytest.mark.parametrize("text", ["and 2020 vs 2019", "and 2020 vs 2019?", "what about 2020 versus 2019", "ok 2021 against 2018?"])
def test_two_options_set_against_each_other_after_a_claim_are_claimed_again(text: str) -> None:
    assert claimed_again(text, CLAIM, 2)


@pytest.mark.parametrize(
    "text",
    [
        "and 2020 vs 2019, which was better?",  # asks which
        "more in 2020 vs 2019",
        "and 2020 vs 2019 for beers or wines",
        "and 2020 or 2019?",
        "and in 2020?",
    ],
)
def test_other_follow_ons_are_not_claims(text: str) -> None:
    assert not claimed_again(text, CLAIM, 2)


def test_only_after_a_claim_of_two_options() -> None:
    assert not claimed_again("and 2020 vs 2019", {"against": False}, 2)
    assert not claimed_again("and 2020 vs 2019", None, 2)
    assert not claimed_again("and 2020 vs 2019 vs 2018", CLAIM, 3)
