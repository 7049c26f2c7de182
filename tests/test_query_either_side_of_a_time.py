"""A time said beside the one talked about: "and the six months before that?" after the past six months is the six
months before those, "the month after" after March is April, "and the previous 3 months?" the three before, "and since
then" after the beers before 2020 is since 2020, "before that" after the runs since 2025 is before 2025 (was: "after
that" of "the year after that" read as after an item, the others not understood). "So which of those three years …
the most?" compares the years just asked; "so my runs have gotten shorter lately?", "so I drank more beer before than
after, right?", "am I reading more lately?" check the change between the two times just asked: yes or no, both values
(a claim said turned round gets both values and no yes or no; one that cannot be told is not answered yes or no)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

import pytest

from parley.core.query.dates import EARLIEST, Beside, DateRange, month_range, recognize_dates, year_range
from parley.core.query.either_side import placed_beside, recognize_beside, shifted
from parley.core.query.utterance import Utterance

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, Item

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)


def utc(*parts: int) -> datetime:
    return datetime(*parts, tzinfo=UTC)  # type: ignore[misc]


# --- reading the time said beside another (pure) --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "beside"),
    [
        ("and the six months before that?", Beside(-1, 6, "month", True)),
        ("the month after", Beside(1, 1, "month", True)),
        ("two weeks later?", Beside(1, 2, "week", True)),
        ("and the 2 years prior, did i run more", Beside(-1, 2, "year", True)),
        ("and the previous 3 months?", Beside(-1, 3, "month", False)),
        ("what about the following month", Beside(1, 1, "month", False)),
        ("and before that?", Beside(-1, 0, "", True)),
        ("how many until then", Beside(-1, 0, "", True)),
    ],
)
def test_a_time_beside_the_one_talked_about_is_read_as_such(said: str, beside: Beside) -> None:
    utterance = Utterance(said)
    [found] = recognize_beside(utterance, NOW)
    assert found.beside == beside
    assert utterance.of_kind("date")


@pytest.mark.parametrize(
    "said",
    [
        "and the year before that",  # the year talked about's: dates.py's
        "Anna visits next month, which trips did we take?",  # plans told
        "and the one before that",  # the item before the one picked
        "the hike before that",
        "and the summer before that",
        "the week before my birthday",
        "two days later we went to Rome. which wines did we drink?",
        "the months after that",  # how many?
    ],
)
def test_what_is_no_time_beside_the_one_talked_about_is_left(said: str) -> None:
    assert recognize_beside(Utterance(said), NOW) == []


def test_the_previous_months_said_afresh_are_the_last_ones() -> None:
    [found] = recognize_beside(Utterance("runs in the previous 3 months"), NOW)
    assert (found.start, found.end, found.label) == (shifted(NOW, -3, "month"), NOW, "in the last 3 months")
    [month] = recognize_beside(Utterance("runs in the previous month"), NOW)
    assert (month.start, month.end) == (utc(2026, 10, 1), utc(2026, 11, 1))


def _beside(said: str) -> DateRange:
    [found] = recognize_beside(Utterance(said), NOW)
    return found


def test_a_window_is_placed_beside_the_time_kept() -> None:
    march = month_range(2026, 3)
    after = placed_beside(_beside("the month after"), march)
    assert after is not None and (after.start, after.end, after.label) == (utc(2026, 4, 1), utc(2026, 5, 1), "in April 2026")
    before = placed_beside(_beside("and the previous 3 months?"), march)
    assert before is not None and (before.start, before.end) == (utc(2025, 12, 1), utc(2026, 3, 1))
    past = DateRange(utc(2026, 5, 29, 12), NOW, "in the last 6 months")
    earlier = placed_beside(_beside("and the six months before that?"), past)
    assert earlier is not None and (earlier.start, earlier.end) == (utc(2025, 11, 29, 12), utc(2026, 5, 29, 12))
    assert earlier.label == "in the 6 months before May 29, 2026"
    week = placed_beside(_beside("and the week after?"), march)
    assert week is not None and (week.start, week.end, week.label) == (utc(2026, 4, 1), utc(2026, 4, 8), "in the week from April 1, 2026")


def test_before_or_since_then_is_the_other_side_of_the_time_kept() -> None:
    [before_2020] = recognize_dates(Utterance("before 2020"), NOW)
    assert isinstance(before_2020, DateRange)
    since = DateRange(EARLIEST, NOW, "since then", beside=Beside(1, 0, "", True))
    placed = placed_beside(since, before_2020)
    assert placed is not None and (placed.start, placed.end, placed.label) == (utc(2020, 1, 1), NOW, "since 2020")
    placed = placed_beside(_beside("and before that?"), year_range(2019))
    assert placed is not None and (placed.start, placed.end, placed.label) == (EARLIEST, utc(2019, 1, 1), "before 2019")
    assert placed_beside(_beside("and before that?"), before_2020) is None  # nothing is before "before 2020"
    assert placed_beside(_beside("and before that?"), None) is None


def test_a_month_later_is_the_same_day_or_the_last_the_month_has() -> None:
    assert shifted(utc(2026, 1, 31), 1, "month") == utc(2026, 2, 28)
    assert shifted(utc(2024, 2, 29), -1, "year") == utc(2023, 2, 28)
    assert shifted(utc(2026, 3, 2), -2, "week") == utc(2026, 2, 16)


# --- in conversation ---------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _count(held: Callable[[Item], bool]) -> int:
    return sum(1 for i in ITEMS if held(i))


def _when(kind: str, start: datetime, end: datetime = TODAY) -> Callable[[Item], bool]:
    return lambda i: kind in (i["type"], i["category"]) and start <= i["itemDate"].replace(tzinfo=UTC) < end


def _mean(kind: str, field: str, start: datetime, end: datetime) -> float:
    values = [i["fields"][field] for i in ITEMS if _when(kind, start, end)(i)]
    return sum(values) / len(values)


async def test_since_then_and_after_that_are_after_the_time_asked(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    since = _count(_when("Beer", utc(2020, 1, 1)))
    replies = await harness.reply_texts("how many beers did i have before 2020", "and since then")
    assert f"{since} beers since 2020" in replies[1], replies
    replies = await harness.reply_texts("how many beers before 2020", "and how many wines after that?")
    assert f"{_count(_when('Wine', utc(2020, 1, 1)))} wines since 2020" in replies[1], replies


async def test_before_that_is_before_the_time_asked_or_asked_back(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    before = _count(_when("Run", EARLIEST, utc(2025, 1, 1)))
    replies = await harness.reply_texts("how many runs since 2025", "and before that?")
    assert f"{before} runs before 2025" in replies[1], replies
    (asked,) = await harness.reply_texts("and before that?")
    assert asked.startswith("Before when?"), asked


async def test_a_month_or_months_beside_the_one_asked(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    replies = await harness.reply_texts(
        "how many runs in march 2026", "the month after", "the month before that", "and the previous 3 months?"
    )
    april, march = _count(_when("Run", utc(2026, 4, 1), utc(2026, 5, 1))), _count(_when("Run", utc(2026, 3, 1), utc(2026, 4, 1)))
    three = _count(_when("Run", utc(2025, 12, 1), utc(2026, 3, 1)))
    assert f"{april} run" in replies[1] and "April 2026" in replies[1], replies
    assert f"{march} runs in March 2026" in replies[2], replies
    assert f"{three} runs" in replies[3] and "before March 1, 2026" in replies[3], replies


async def test_the_six_months_before_that_keep_the_average_asked(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    replies = await harness.reply_texts("What's my average run distance over the past six months?", "and the six months before that?")
    start = shifted(TODAY, -6, "month").replace(day=28)  # as "the past six months" is read
    earlier = _mean("Run", "distance", shifted(start, -6, "month"), start)
    assert f"{earlier:.1f} km" in replies[1] and "6 months before" in replies[1], replies


@pytest.mark.parametrize(
    ("turns", "years"),
    [
        (
            (
                "novels in 2015?",
                "and the year after that",
                "the year after tht?",
                "so which of those three years did i read the most novels in",
            ),
            (2015, 2016, 2017),
        ),
        (("hikes in 2019", "and 2020", "and 2021", "which of the two years had more?"), (2020, 2021)),
        (
            ("museums in 2021", "the year after", "and the year after that", "in which of these 3 years were there more?"),
            (2021, 2022, 2023),
        ),
    ],
)
async def test_which_of_the_years_just_asked_had_more(harness: ParleyHarness, turns: tuple[str, ...], years: tuple[int, ...]) -> None:
    harness.clock.now = TODAY
    kind = {"novels": "Novel", "hikes": "Hike", "museums": "Museum"}[turns[0].split()[0]]
    counts = {y: _count(_when(kind, utc(y, 1, 1), utc(y + 1, 1, 1))) for y in years}
    winner = max(counts, key=lambda y: counts[y])
    assert sorted(counts.values())[-1] != sorted(counts.values())[-2]
    reply = (await harness.reply_texts(*turns))[-1]
    assert reply.startswith("More") and f"in {winner}:" in reply, reply
    assert all(f"{n} " in reply and str(y) in reply for y, n in counts.items()), reply


async def test_which_year_had_the_most_said_afresh_is_not_of_the_years_just_asked(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    reply = (await harness.reply_texts("hikes in 2019", "and 2020", "which year did i hike the most?"))[-1]
    assert not reply.startswith("More hikes in"), reply


def _books(year: int) -> int:
    return _count(_when("Book", utc(year, 1, 1), utc(year + 1, 1, 1)))


@pytest.mark.parametrize(
    ("claim", "holds"),
    [
        ("am i reading more lately?", _books(2025) > _books(2024)),
        ("so it went down?", _books(2025) < _books(2024)),
        ("i used to read more, didn't i?", _books(2024) > _books(2025)),
        ("so I read fewer books in 2024 than after?", None),  # a time of its own said: not this check
        ("so fewer before than after, right?", _books(2024) < _books(2025)),
    ],
)
async def test_a_change_claimed_between_the_two_years_asked(harness: ParleyHarness, claim: str, holds: bool | None) -> None:
    harness.clock.now = TODAY
    reply = (await harness.reply_texts("how many books did i read in 2024", "and in 2025?", claim))[-1]
    if holds is None:
        assert not reply.startswith(("Yes,", "No, not")), reply
        return
    assert reply.startswith("Yes" if holds else "No"), reply
    assert f"{_books(2024)} books in 2024" in reply and f"{_books(2025)} books in 2025" in reply, reply


async def test_more_beer_before_than_after_is_checked_with_both_counts(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    before, since = _count(_when("Beer", EARLIEST, utc(2020, 1, 1))), _count(_when("Beer", utc(2020, 1, 1)))
    reply = (
        await harness.reply_texts(
            "how many beers did i have befroe 2020", "and sicne then", "so i drank more beer before than after, rigth?"
        )
    )[-1]
    assert reply.startswith("Yes" if before > since else "No"), reply
    assert f"{before} beers before 2020" in reply and f"{since} beers since 2020" in reply, reply


async def test_runs_gotten_shorter_lately_sets_the_two_averages_against_each_other(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    start = shifted(TODAY, -6, "month").replace(day=28)
    recent, earlier = _mean("Run", "distance", start, TODAY), _mean("Run", "distance", shifted(start, -6, "month"), start)
    turns = ("What's my average run distance over the past six months?", "and the six months before that?")
    shorter = (await harness.reply_texts(*turns, "so my runs have gotten shorter lately?"))[-1]
    assert shorter.startswith("Yes, shorter" if recent < earlier else "No, not shorter"), shorter
    assert f"{recent:.1f} km" in shorter and f"{earlier:.1f} km" in shorter, shorter
    up = (await harness.reply_texts(*turns, "has it gone up?"))[-1]
    assert up.startswith("Yes" if recent > earlier else "No"), up


async def test_a_claim_said_turned_round_or_that_cannot_be_told_gets_no_yes_or_no(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    turned = (await harness.reply_texts("how many books did i read in 2024", "and in 2025?", "so i'm not reading more lately?"))[-1]
    larger = "More" if _books(2025) > _books(2024) else "Fewer"
    assert turned.startswith(f"{larger}:") and f"{_books(2024)} books in 2024" in turned, turned
    longer = (await harness.reply_texts("how many runs in 2024", "and 2025", "so my runs got longer lately?"))[-1]
    assert not longer.startswith(("Yes", "No")), longer  # "longer" of a count of runs: not this check
