"""Yes/no checks of a comparison just answered: "was it a tie?", "so it was the same number of both?", "and this year
compared with 2024, I read more?", "other way round there", "so whites beat reds", "and the food, France against
Italy, same thing?", "did i read fewer books in 2023 than that", "so beer wins yeah" after two averages, "so i ran
less this year yeah" after two totals and "so wine won both years" after two comparisons: each answered "Yes, …" or
"No, …" with both counts (or averages) as the evidence; a tie is "No" to "more?" and "Yes" to "a tie?"."""

from __future__ import annotations

from statistics import mean

import pytest

from parley.core.query.dates import DateRange
from parley.core.query.quantities import AGAINST_ASKED_LAST
from parley.core.query.request import Request
from parley.core.query.than_that_year import than_the_year_talked_about
from parley.core.query.tie_asked import asks_nothing_else, tie_asked
from parley.core.query.winner_claimed import one_beats_the_other, other_way_round, won_both

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import Item, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _count(kind: str, year: int, who: str | None = None) -> int:
    return len(
        matching(lambda i: kind in (i["type"], i["category"]) and i["itemDate"].year == year and (who is None or who in (i["who"] or ())))
    )


def _of(kind: str, year: int) -> list[Item]:
    return matching(lambda i: i["type"] == kind and i["itemDate"].year == year)


# --- a tie asked -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "rest", "alone"),
    [
        ("and last year was it a tie", "and last year", False),
        ("So it was the same number of both?", "So ?", True),
        ("a tie?", "?", True),
        ("tied then?", "then?", True),
        ("were they even", "", True),
        ("same amount, right?", ", right?", True),
        ("so just as many of each?", "so ?", True),
        ("and in 2022 a tie?", "and in 2022 ?", False),
    ],
)
def test_a_tie_asked_is_read_and_taken_out(said: str, rest: str, alone: bool) -> None:
    assert tie_asked(said) == rest
    assert asks_nothing_else(rest) is alone


@pytest.mark.parametrize("said", ["same for runs?", "same thing?", "did I tie my shoes", "is it even more?", "any ties?", "even in 2020?"])
def test_no_tie_is_read_where_none_is_asked(said: str) -> None:
    assert tie_asked(said) is None


async def test_was_it_a_tie_of_another_year_is_yes_with_both_counts(harness: ParleyHarness) -> None:
    roberto, anna = _count("Hike", 2025, "Roberto"), _count("Hike", 2025, "Anna")
    assert roberto == anna
    for asked in ("and last year was it a tie", "and in 2025, a tie?", "and last yr, were they even?"):
        _, said = await reply_texts(harness, "did i hike more with roberto or with anna this year", asked)
        assert said.startswith("Yes, the same"), (asked, said)
        assert f"{roberto} hikes with Roberto and {anna} hikes with Anna" in said, said


async def test_a_tie_asked_where_one_won_is_no(harness: ParleyHarness) -> None:
    roberto, anna = _count("Hike", 2026, "Roberto"), _count("Hike", 2026, "Anna")
    assert roberto != anna
    _, said = await reply_texts(harness, "did i hike more with roberto or with anna last year", "and this year was it a tie")
    assert said.startswith("No, more hikes with"), said


async def test_the_same_number_of_both_after_a_tie_is_yes(harness: ParleyHarness) -> None:
    wine, beer = _count("Wine", 2015), _count("Beer", 2015)
    assert wine == beer
    for asked in ("So it was the same number of both?", "so a tie?", "same amount then?"):
        first, said = await reply_texts(harness, "In 2015 I drank more wine than beer, is it true?", asked)
        assert first.startswith("No, the same"), first
        assert said.startswith("Yes, the same") and f"{wine} wines and {beer} beers" in said, (asked, said)


async def test_a_tie_asked_after_a_win_is_no(harness: ParleyHarness) -> None:
    assert _count("Wine", 2021) != _count("Beer", 2021)
    _, said = await reply_texts(harness, "did i drink more wine or beer in 2021", "was it a tie?")
    assert said.startswith("No, more wine"), said


# --- "X compared with Y, I … more?" -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claimed"),
    [
        ("And this year compared with 2024, I read more?", True),
        ("wine vs beer in 2015, did I drink more?", True),
        ("2025 versus 2024: did we hike less?", True),
        ("runs compared to walks this year, i did more right?", True),
        ("wine vs beer this year", False),
        ("wine vs beer, which more?", False),
        ("2025 vs 2024, more wine or beer?", False),
        ("2025 compared to 2024, did I read more books?", True),
        ("tom vs james, did i ride more with tom or james?", False),
    ],
)
def test_a_comparative_asked_last_claims_the_first_side(said: str, claimed: bool) -> None:
    assert bool(AGAINST_ASKED_LAST.search(said)) is claimed


async def test_compared_with_then_more_is_a_yes_or_no_of_the_first(harness: ParleyHarness) -> None:
    this_year, then, before = _count("Book", 2026), _count("Book", 2024), _count("Book", 2025)
    assert this_year == then and before > then
    _, said = await reply_texts(harness, "Did I read more books in 2025 than in 2024?", "And this year compared with 2024, I read more?")
    assert said.startswith("No, the same") and f"{this_year} books this year (2026) and {then} books in 2024" in said, said
    said = (await reply_texts(harness, "2025 compared to 2024, did I read more books?"))[0]
    assert said.startswith("Yes, more books in 2025"), said


# --- the other way round, one beating the other -------------------------------------------------------------------------


LUNCHES_DINNERS = {"options": [["lunches", {}], ["dinners", {}]], "against": True}


@pytest.mark.parametrize("said", ["other way round there", "so the opposite then?", "the other way around?", "vice versa?"])
def test_the_other_way_round_swaps_the_claim(said: str) -> None:
    swapped = other_way_round(said, LUNCHES_DINNERS)
    assert swapped is not None and [label for label, _ in swapped["options"]] == ["dinners", "lunches"] and swapped["against"]


def test_the_other_way_round_of_a_question_of_which_is_not_read() -> None:
    assert other_way_round("other way round there", {**LUNCHES_DINNERS, "against": False}) is None
    assert other_way_round("other way round in rome", LUNCHES_DINNERS) is None  # something else said: not this rule's


@pytest.mark.parametrize(
    ("said", "first"),
    [
        ("so the other way round, whites beat reds", "white drinks"),
        ("reds beat whites then?", "red drinks"),
        ("so white beats red, right?", "white drinks"),
        ("whites win over reds yeah", "white drinks"),
    ],
)
def test_one_option_said_to_beat_the_other(said: str, first: str) -> None:
    compared = {"options": [["red drinks", {}], ["white drinks", {}]], "against": True}
    claimed = one_beats_the_other(said, compared)
    assert claimed is not None and claimed["options"][0][0] == first and claimed["against"]


def test_a_beat_of_something_not_compared_is_not_read() -> None:
    compared = {"options": [["red drinks", {}], ["white drinks", {}]], "against": True}
    assert one_beats_the_other("rosés beat reds", compared) is None
    assert one_beats_the_other("whites beat whites", compared) is None


async def test_other_way_round_there_checks_the_reverse_claim(harness: ParleyHarness) -> None:
    *_, said = await reply_texts(harness, "more lunches than dinners in barcelona?", "bari?", "other way round there")
    assert said.startswith("Yes, more dinners"), said
    _, said = await reply_texts(harness, "more lunches than dinners in barcelona?", "the other way round?")
    assert said.startswith("No, more lunches"), said


async def test_whites_beat_reds_checks_the_averages_compared_two_turns_before(harness: ParleyHarness) -> None:
    reds = mean(i["rating"] for i in matching(lambda i: i["type"] == "Wine" and i["fields"].get("colour") == "red"))
    whites = mean(i["rating"] for i in matching(lambda i: i["type"] == "Wine" and i["fields"].get("colour") == "white"))
    assert whites > reds
    opening = ("are my reds better than my whites on avrage", "whats the avg for the whites then")
    *_, said = await reply_texts(harness, *opening, "so the other way round, whites beat reds")
    assert said.startswith("Yes, better for white"), said
    *_, said = await reply_texts(harness, *opening, "reds beat whites then?")
    assert said.startswith("No, better for white"), said


# --- the same thing of other options ------------------------------------------------------------------------------------


def _rating_in(category: str, code: str) -> float:
    return mean(i["rating"] for i in matching(lambda i: i["category"] == category and (i["place"] or {}).get("countryCode") == code))


async def test_same_thing_keeps_the_measure_and_the_claim(harness: ParleyHarness) -> None:
    assert _rating_in("Food", "FR") > _rating_in("Food", "IT")
    first = "My French wines are rated better than the Italian ones in average?"
    for asked in ("And the food, France against Italy, same thing?", "and meals, france vs italy, the same?"):
        _, said = await reply_texts(harness, first, asked)
        assert said.startswith("Yes, better in France") and "average rating" in said, (asked, said)


async def test_same_thing_after_counts_compares_counts(harness: ParleyHarness) -> None:
    _, said = await reply_texts(harness, "did i drink more wine or beer in 2021", "and the food, France against Italy, same thing?")
    assert not said.startswith(("Yes", "No")) and "average" not in said, said


# --- "than that": the year talked about ---------------------------------------------------------------------------------


def _year(year: int) -> Request:
    from datetime import datetime

    return Request("scrapbook", dates=DateRange(datetime(year, 1, 1), datetime(year + 1, 1, 1), str(year)))


@pytest.mark.parametrize(
    ("said", "full"),
    [
        ("did i read fewer books in 2023 than that", "did i read fewer books in 2023 than in 2024"),
        ("more hikes in 2019 than then, right?", "more hikes in 2019 than in 2024, right?"),
        ("Did I read less in 2022 than that?", "Did I read less in 2022 than in 2024?"),
    ],
)
def test_than_that_is_the_year_talked_about(said: str, full: str) -> None:
    assert than_the_year_talked_about(said, _year(2024)) == full


@pytest.mark.parametrize(
    "said", ["did i read fewer books than that", "any hike in 2023 steeper than that", "did i read fewer books in 2024 than that"]
)
def test_than_that_without_another_year_is_not_read(said: str) -> None:
    assert than_the_year_talked_about(said, _year(2024)) is None
    assert than_the_year_talked_about("did i read fewer books in 2023 than that", None) is None


async def test_fewer_in_a_year_than_that_compares_with_the_year_talked_about(harness: ParleyHarness) -> None:
    assert _count("Book", 2023) < _count("Book", 2024) < _count("Book", 2025)
    for asked, verdict in (("did i read fewer books in 2023 than that", "Yes"), ("did I read more books in 2025 than that?", "Yes")):
        _, said = await reply_texts(harness, "top 3 boks 2024", asked)
        assert said.startswith(verdict) and f"{_count('Book', 2024)} books in 2024" in said, (asked, said)


# --- a win claimed after two averages or two totals ---------------------------------------------------------------------


async def test_a_kind_said_to_win_after_two_averages_is_checked(harness: ParleyHarness) -> None:
    beers = mean(i["rating"] for i in matching(lambda i: i["type"] == "Beer"))
    wines = mean(i["rating"] for i in matching(lambda i: i["type"] == "Wine"))
    assert beers > wines
    for asked, verdict in (("so beer wins yeah", "Yes"), ("so beers won?", "Yes"), ("wine comes out ahead then", "No")):
        *_, said = await reply_texts(harness, "whats the avg rating of my beers", "and the wiens", asked)
        assert said.startswith(verdict) and "average rating" in said, (asked, said)


async def test_ran_less_this_year_after_two_totals_is_checked(harness: ParleyHarness) -> None:
    this_year = sum(i["fields"]["distance"] for i in _of("Run", 2026))
    last_year = sum(i["fields"]["distance"] for i in _of("Run", 2025))
    assert this_year < last_year
    opening = ("how many km did i run this year", "and last yaer")
    for asked, verdict in (
        ("ugh so i ran less this year yeah", "Yes"),
        ("so i ran more this year?", "No"),
        ("so i ran further in 2025", "Yes"),
    ):
        *_, said = await reply_texts(harness, *opening, asked)
        assert said.startswith(verdict) and "total distance" in said, (asked, said)


# --- won both times -----------------------------------------------------------------------------------------------------


WINE_BEER = {"options": [["wine", {}], ["beer", {}]], "seasons": [], "against": False}


@pytest.mark.parametrize(
    "said", ["so wine won both yeras", "so wine won both years", "wine wins each time, right?", "so wine won in both years?"]
)
def test_a_win_claimed_of_both_comparisons(said: str) -> None:
    claims = won_both(said.replace("yeras", "years"), WINE_BEER, WINE_BEER)
    assert claims is not None and all(c["options"][0][0] == "wine" and c["against"] for c in claims)


def test_a_win_of_one_comparison_or_of_other_options_is_not_both() -> None:
    assert won_both("so wine won", WINE_BEER, WINE_BEER) is None
    other = {"options": [["red", {}], ["white", {}]], "seasons": [], "against": False}
    assert won_both("so wine won both years", other, WINE_BEER) is None


async def test_won_both_years_checks_both_comparisons(harness: ParleyHarness) -> None:
    assert _count("Wine", 2026) > _count("Beer", 2026) and _count("Wine", 2023) > _count("Beer", 2023)
    opening = ("wine vs beer this year", "and in 2023")
    *_, said = await reply_texts(harness, *opening, "so wine won both yeras")
    assert said.startswith("Yes, in both") and f"{_count('Wine', 2023)} wines and {_count('Beer', 2023)} beers in 2023" in said, said
    *_, said = await reply_texts(harness, *opening, "beer won both years?")
    assert said.startswith("No, not in both"), said


# --- "any of those a dinner": a yes/no over the answer before, which it leaves as it was ---------------------------------


async def test_any_of_those_said_first_is_a_yes_or_no_over_the_answer(harness: ParleyHarness) -> None:
    worst = sorted((i for i in _of_category("Food", 2025) if i["rating"] == 1), key=lambda i: i["type"])
    assert [i["type"] for i in worst] == ["Breakfast", "Dinner", "Lunch"]
    for asked in ("any of those a dinner", "any of them a lunch", "so any of those a breakfast?"):
        _, said = await reply_texts(harness, "my 3 worst rated meals in 2025", asked)
        assert said.startswith("Yes, 1 "), (asked, said)


async def test_any_of_those_leaves_the_next_question_unnarrowed(harness: ParleyHarness) -> None:
    *_, said = await reply_texts(harness, "my 3 worst rated meals in 2025", "any of those a dinner", "and the 3 worst in 2024")
    assert said.startswith("The worst rated meals in 2024"), said


async def test_any_of_those_with_nothing_answered_is_not_a_yes_or_no_over_it(harness: ParleyHarness) -> None:
    (said,) = await reply_texts(harness, "any of those a dinner")
    assert not said.startswith(("Yes", "No")), said


def _of_category(category: str, year: int) -> list[Item]:
    return matching(lambda i: i["category"] == category and i["itemDate"].year == year)
