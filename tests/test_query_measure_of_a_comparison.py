"""A comparison whose measure is not said asks it back, and the answer completes it: "was my longest hike longer than
my longest run?" compares the longest of each (never the totals) and asks by distance or by duration; "did i do more
running or hiking?" asks how many, distance or duration; "is this year better than last year?" asks better at what.
"oh in km I mean", "and going by time?", "by kilometers", "and just the number of them", "for books, by avg rating",
"and for wine" complete it; "so more km running but more hikes, right" checks both claims; "and the year before"
after "more stuff with Anna or Tom" counts everything again; "and the 3 worst in 2024" after a check among the 3
worst meals ranks the meals again, not the kind checked."""

from __future__ import annotations

from statistics import mean

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS, TODAY


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _values(kind: str, year: int, field: str) -> list[float]:
    return [i["fields"][field] for i in ITEMS if i["type"] == kind and i["itemDate"].year == year and i["fields"].get(field) is not None]


def _count(kind: str, year: int) -> int:
    return sum(1 for i in ITEMS if i["type"] == kind and i["itemDate"].year == year)


def _rating(category: str, year: int) -> float:
    return mean(i["rating"] for i in ITEMS if i["category"] == category and i["itemDate"].year == year and i.get("rating") is not None)


@pytest.mark.parametrize(
    "question",
    [
        "I was bragging to Roberto earlier, was my longest hike this year longer than my longest run?",
        "was my longest hike this year longer than my longest run",
        "which was longer this year, my longest hike or my longest run?",
        "Is my longest hike this yaer longer than my longest run?",
        "this year my longest hike was longer than my longest run, right?",
    ],
)
async def test_the_longest_of_each_asks_by_distance_or_duration(harness: ParleyHarness, question: str) -> None:
    (reply,) = await reply_texts(harness, question)
    assert "?" in reply and "distance" in reply and "duration" in reply and "total" not in reply, reply


@pytest.mark.parametrize(
    ("answer", "field", "unit"),
    [
        ("oh in km I mean", "distance", "km"),
        ("by distance", "distance", "km"),
        ("in minutes", "duration", "min"),
        ("by time", "duration", "min"),
    ],
)
async def test_the_answer_compares_the_longest_of_each(harness: ParleyHarness, answer: str, field: str, unit: str) -> None:
    hike, run = max(_values("Hike", 2026, field)), max(_values("Run", 2026, field))
    assert hike != run
    _, reply = await reply_texts(harness, "was my longest hike this year longer than my longest run?", answer)
    assert reply.startswith("Yes" if hike > run else "No"), reply
    assert f"{hike:g} {unit}" in reply and f"{run:g} {unit}" in reply, reply


async def test_going_by_time_next_changes_the_measure_only(harness: ParleyHarness) -> None:
    hike, run = max(_values("Hike", 2026, "duration")), max(_values("Run", 2026, "duration"))
    *_, reply = await reply_texts(
        harness, "was my longest hike this year longer than my longest run?", "oh in km I mean", "and going by time?"
    )
    assert reply.startswith("Yes" if hike > run else "No") and f"{hike:g} min" in reply and f"{run:g} min" in reply, reply


async def test_runs_longer_than_walks_on_average_is_still_by_distance(harness: ParleyHarness) -> None:
    """Not the longest of each: the averages, by distance, as before (no question back)."""
    (reply,) = await reply_texts(harness, "are my runs longer than my walks on average")
    assert "?" not in reply and "distance" in reply, reply


@pytest.mark.parametrize(
    "question",
    [
        "did i do more running or hiking this year",
        "Did I do more hiking than running this year?",
        "did i do more walking or running in 2025?",
        "this year, did I do more running or more hiking",
    ],
)
async def test_more_running_or_hiking_asks_by_what(harness: ParleyHarness, question: str) -> None:
    (reply,) = await reply_texts(harness, question)
    assert reply.startswith("More by what") and "how many" in reply and "distance" in reply and "duration" in reply, reply


@pytest.mark.parametrize(
    "question", ["did i do more runs or hikes this year", "did I go running more often or hiking more often this year?"]
)
async def test_more_runs_or_hikes_is_still_counted(harness: ParleyHarness, question: str) -> None:
    (reply,) = await reply_texts(harness, question)
    assert f"{_count('Run', 2026)} runs" in reply and f"{_count('Hike', 2026)} hikes" in reply and "by what" not in reply, reply


@pytest.mark.parametrize("answer", ["by kilometers", "in km", "distance", "the distance please"])
async def test_the_answer_by_distance_gives_the_totals(harness: ParleyHarness, answer: str) -> None:
    run, hike = round(sum(_values("Run", 2026, "distance")), 1), round(sum(_values("Hike", 2026, "distance")), 1)
    _, reply = await reply_texts(harness, "did i do more running or hiking this year", answer)
    assert f"{run} km" in reply and f"{hike} km" in reply and "total" in reply, reply


async def test_just_the_number_of_them_counts_and_both_claims_are_checked(harness: ParleyHarness) -> None:
    runs, hikes = _count("Run", 2026), _count("Hike", 2026)
    run_km, hike_km = sum(_values("Run", 2026, "distance")), sum(_values("Hike", 2026, "distance"))
    _, _, counted, claimed = await reply_texts(
        harness,
        "did i do more running or hiking this year",
        "by kilometers",
        "and just the number of them",
        "so more km running but more hikes, rigth",
    )
    assert f"{runs} runs" in counted and f"{hikes} hikes" in counted, counted
    assert claimed.startswith("Yes" if run_km > hike_km and hikes > runs else "No"), claimed


async def test_two_claims_one_false_is_no(harness: ParleyHarness) -> None:
    runs, hikes = _count("Run", 2025), _count("Hike", 2025)
    assert runs > hikes
    _, reply = await reply_texts(harness, "more runs or hikes in 2025", "so more hikes but more km running right")
    assert reply.startswith("No, not both") and f"{hikes} hikes" in reply and f"{runs} runs" in reply, reply


async def test_a_measure_alone_with_no_comparison_before_is_not_a_comparison(harness: ParleyHarness) -> None:
    (reply,) = await reply_texts(harness, "by kilometers")
    assert "More for" not in reply and "total distance is" not in reply, reply


@pytest.mark.parametrize(
    "question",
    [
        "is this year better than last year",
        "was last year better than the year before?",
        "is this year better than last yr",
        "was last year worse than this year?",
    ],
)
async def test_better_with_nothing_to_judge_asks_at_what(harness: ParleyHarness, question: str) -> None:
    (reply,) = await reply_texts(harness, question)
    assert " at what?" in reply and "books" in reply and "rating is" not in reply, reply


@pytest.mark.parametrize("question", ["were my books rated better this year than last year", "is this year better than last year for wine"])
async def test_better_with_something_to_judge_answers(harness: ParleyHarness, question: str) -> None:
    (reply,) = await reply_texts(harness, question)
    assert "at what" not in reply and "average rating is" in reply, reply


async def test_the_kind_said_next_completes_better_at_what(harness: ParleyHarness) -> None:
    books_now, books_before = _rating("Book", 2026), _rating("Book", 2025)
    wines_now = mean(i["rating"] for i in ITEMS if i["type"] == "Wine" and i["itemDate"].year == 2026 and i.get("rating") is not None)
    wines_before = mean(i["rating"] for i in ITEMS if i["type"] == "Wine" and i["itemDate"].year == 2025 and i.get("rating") is not None)
    _, books, wines = await reply_texts(harness, "is this year better than last year", "for books, by avg rating", "and for wine")
    assert books.startswith("Yes" if books_now > books_before else "No") and "books" in books, books
    assert wines.startswith("Yes" if wines_now > wines_before else "No") and "wines" in wines, wines


async def test_the_year_before_after_more_stuff_with_one_or_another_counts_everything(harness: ParleyHarness) -> None:
    def count(name: str, year: int) -> int:
        return sum(1 for i in ITEMS if name in i["who"] and i["itemDate"].year == year)

    *_, reply = await reply_texts(harness, "did i do more stuff with anna or with tom last year", "and the yaer before")
    assert f"{count('Anna', 2024)} items with Anna" in reply and f"{count('Tom', 2024)} items with Tom" in reply, reply
    *_, reply = await reply_texts(harness, "more things with Tom or with Anna in 2025?", "and in 2023?")
    assert f"{count('Anna', 2023)} items with Anna" in reply and f"{count('Tom', 2023)} items with Tom" in reply, reply


@pytest.mark.parametrize(("check", "kind"), [("any of those a dinner", "dinner"), ("were any of them lunches", "lunch")])
async def test_a_ranking_after_a_check_among_its_items_ranks_the_kind_ranked(harness: ParleyHarness, check: str, kind: str) -> None:
    *_, reply = await reply_texts(harness, "my 3 worst rated meals in 2025", check, "and the 3 worst in 2024")
    assert reply.startswith("The worst rated meals in 2024"), reply


async def test_a_ranking_naming_the_kind_checked_ranks_that_kind(harness: ParleyHarness) -> None:
    *_, reply = await reply_texts(harness, "my 3 worst rated meals in 2025", "any of those a dinner", "and the 3 worst dinners in 2024")
    assert reply.startswith("The worst rated dinners in 2024"), reply


async def test_a_measure_said_negated_is_not_taken_as_the_answer(harness: ParleyHarness) -> None:
    _, reply = await reply_texts(harness, "did i do more running or hiking this year", "not in km")
    assert "total distance is" not in reply, reply


async def test_a_ranking_with_no_time_of_its_own_after_a_total_of_a_few_ranks_those(harness: ParleyHarness) -> None:
    """ "which of them had the most climbing?" after the last 3 hikes and their total distance: among those three."""
    hikes = sorted((i for i in ITEMS if i["type"] == "Hike" and i["itemDate"] <= TODAY.replace(tzinfo=None)), key=lambda i: i["itemDate"])[
        -3:
    ]
    best = max(hikes, key=lambda i: i["fields"].get("elevation") or 0)
    *_, reply = await reply_texts(
        harness,
        "Can you show me my last 3 hikes?",
        "How far was that altogether? Just those three, I mean.",
        "And which of them had the most climbing?",
    )
    assert best["title"] in reply, reply
