"""A kind set against every option of the comparison just made: “did wine beat both that year” after beers against
cocktails in 2015 is wine against both, a yes only when it has more than each (was: “9 wines in 2015. (I didn't
understand “beat both”.)”). Not read without a comparison of kinds just before, nor for a kind already compared (see
beats_both.py)."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def count(kind: str, year: int) -> int:
    return len(matching(lambda i: i["type"] == kind and i["itemDate"].year == year))


async def _say(harness: ParleyHarness, *texts: str) -> str:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply: dict[str, object] = {}
    for text in texts:
        reply = await harness.say(conversation, text)
    return str(reply["text"])


@pytest.mark.parametrize(
    ("turns", "kinds", "year"),
    [
        (("more beers or cocktials in 2024", "2015?", "did wine beat both that year"), ("Wine", "Beer", "Cocktail"), 2015),
        (("more beers or cocktails in 2015", "so wine outnumbered both of them?"), ("Wine", "Beer", "Cocktail"), 2015),
        (("more walks or runs in 2023", "did hikes beat both of them"), ("Hike", "Walk", "Run"), 2023),
        (("more walks or runs in 2023", "so hikes beat them both?"), ("Hike", "Walk", "Run"), 2023),
        (("more hikes or runs in 2023", "did walks top both"), ("Walk", "Hike", "Run"), 2023),
    ],
)
async def test_a_kind_against_both_options_is_a_yes_only_when_it_has_more_than_each(
    harness: ParleyHarness, turns: tuple[str, ...], kinds: tuple[str, str, str], year: int
) -> None:
    first, *others = (count(kind, year) for kind in kinds)
    text = await _say(harness, *turns)
    verdict = "Yes" if all(first > n for n in others) else "No"
    assert text.startswith(f"{verdict}, ")
    for kind, n in zip(kinds, (first, *others), strict=True):
        assert f"{n} {kind.lower()}{'' if n == 1 else 's'}" in text
    assert str(year) in text


async def test_not_read_without_a_comparison_just_before(harness: ParleyHarness) -> None:
    text = await _say(harness, "how many wines in 2015", "did wine beat both that year")
    assert not text.startswith(("Yes", "No, more"))


async def test_not_read_for_a_kind_already_compared(harness: ParleyHarness) -> None:
    text = await _say(harness, "more beers or cocktails in 2015", "did beer beat both")
    assert "wine" not in text.lower()
