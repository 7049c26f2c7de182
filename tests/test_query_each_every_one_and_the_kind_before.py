"""Follow-ups on a claim or a comparison, in other words than batch 52's: a companion pronoun with nobody named is asked
about and the name said next answers it; "so X are shorter on average, right?" after the averages of two kinds is that
comparison; "how many for each?" after a comparison says each option's count; "were all my X rated 3 or more?" checks
every one of them, "which weren't?" lists the rest and "which one was better?" picks among those; "the summer before"
after "last summer" is the summer a year before; "was Anna on either of them?" asks whether she was on any; "nothing
special" in a story before the question leaves nothing out."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from core.query.dates import DateRange, recognize_dates
from core.query.utterance import Utterance

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, Item, with_


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _of(kind: str) -> list[Item]:
    return [i for i in ITEMS if i["type"] == kind]


def _average_nights(kind: str) -> float:
    items = _of(kind)
    return float(sum(i["fields"]["nights"] for i in items)) / len(items)


async def test_a_pronoun_with_nobody_named_is_asked_and_the_name_answers_it(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    trains = [i for i in _of("Train journey") if with_("Anna")(i)]
    asked, named, nights = await harness.reply_texts(
        "Which train journeys she was coming with me?", "Anna, my cousin.", "How many nights was it in total?"
    )
    assert "?" in asked and "she" in asked, asked
    assert f"{len(trains)} train journeys with Anna" in named, named
    assert str(sum(i["fields"]["nights"] for i in trains)) in nights, nights


async def test_a_comparative_claimed_after_two_averages_is_against_the_other_kind(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    shorter = _average_nights("Train journey") < _average_nights("Flight")
    *_, claim = await harness.reply_texts(
        "average nights of my flights?", "and train journeys?", "so train journeys are shorter on average, right?"
    )
    assert claim.startswith("Yes" if shorter else "No"), claim
    *_, turned = await harness.reply_texts("average nights of my flights?", "and train journeys?", "so flights are shorter on average?")
    assert turned.startswith("No" if shorter else "Yes"), turned


async def test_how_many_for_each_after_a_comparison_says_both_counts(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    abroad = [i for i in ITEMS if i["category"] == "Food" and i["place"]["countryCode"] != "US" and i["itemDate"].year == 2025]
    italian = sum(1 for i in abroad if i["fields"].get("cuisine") == "italian")
    spanish = sum(1 for i in abroad if i["fields"].get("cuisine") == "spanish")
    _, each = await harness.reply_texts("did I eat more italian than spanish food abroad in 2025?", "how many for each?")
    assert f"{italian} Italian meals" in each and f"{spanish} Spanish meals" in each, each
    assert not each.startswith(("Yes", "No")), each


async def test_all_of_a_kind_rated_at_least_is_every_one_then_the_rest_and_the_better_of_them(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    breaks = _of("City break")
    rated = [i for i in breaks if i["rating"] >= 3]
    rest = [i for i in breaks if i["rating"] < 3]
    best = max(i["rating"] for i in rest)
    claim, others, better = await harness.reply_texts("were all my city breaks rated 3 or more?", "which weren't?", "which one was better?")
    verdict = "Yes" if len(rated) == len(breaks) else "No"
    assert claim.startswith(f"{verdict}, {len(rated)} of the {len(breaks)}"), claim
    assert others.startswith(f"{len(rest)} city breaks rated below 3"), others
    assert f"(rated {best})" in better, better


async def test_nothing_special_in_a_story_leaves_nothing_out(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    flights = _of("Flight")
    rated = [i for i in flights if i["rating"] >= 2]
    (reply,) = await harness.reply_texts("Something cheap this time, nothing fancy. Were all my flights rated 2 or more?")
    assert reply.startswith("Yes" if len(rated) == len(flights) else f"No, {len(rated)} of the {len(flights)}"), reply


async def test_the_summer_before_then_either_of_them(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    summer = [i for i in _of("Hike") if datetime(2025, 6, 1) <= i["itemDate"] < datetime(2025, 9, 1)]
    with_anna = [i for i in summer if with_("Anna")(i)]
    _, before, either = await harness.reply_texts("hikes last summer", "and the summer before", "was Anna on either of them?")
    assert before.startswith(f"{len(summer)} hikes in summer 2025"), before
    assert either.startswith("Yes" if with_anna else "No") and "understand" not in either, either


def test_the_season_before_is_of_the_year_talked_about() -> None:
    now = datetime(2026, 11, 29, tzinfo=UTC)
    (winter,) = recognize_dates(Utterance("and the winter before that"), now)
    assert isinstance(winter, DateRange) and (winter.season, winter.year_offset) == (12, -1)
    (spring,) = recognize_dates(Utterance("the spring before"), now)
    assert isinstance(spring, DateRange) and spring.in_year(2024).start == datetime(2023, 3, 1, tzinfo=UTC)
    (before_last,) = recognize_dates(Utterance("the summer before last"), now)
    assert isinstance(before_last, DateRange) and before_last.year_offset is None
