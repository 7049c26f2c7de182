"""Numbers asked of the items beyond a count or a total: the different values said as a noun (“unique grapes in my
wines”, then “the most common one?”), the category logged most, a share in percent (“what share of my hikes in 2025
did I do with Roberto?”), a ratio claimed between the two totals just given (“so 2025 was less than half?”), a
score said as a plural (“any 4s?”) and the separate stays at a place (“how often did I go to Lisbon?”)."""

from __future__ import annotations

import itertools
import re
from collections import Counter

import pytest

from .conftest import ParleyHarness
from .sample_items import ITEMS, TODAY, Item


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    harness = sample_assistant
    harness.clock.now = TODAY
    return harness


def of(predicate: object) -> list[Item]:
    return [i for i in ITEMS if predicate(i)]  # type: ignore[operator]


async def test_different_values_said_as_a_noun_are_counted_and_the_most_common_follows(harness: ParleyHarness) -> None:
    wines = of(lambda i: i["category"] == "Drink" and i["type"] == "Wine" and i["itemDate"].year == 2023)
    grapes = Counter(i["fields"]["variety"] for i in wines if i["fields"].get("variety"))
    (top, n), (_, second) = grapes.most_common(2)
    assert n > second
    counted, most = await harness.reply_texts("the number of unique grapes in my wines of 2023", "and the most common one?")
    assert counted.startswith(f"{len(grapes)} different grapes"), counted
    assert top in most and f"{n} of {len(wines)}" in most and "understand" not in most, most


async def test_people_said_by_a_synonym_of_their_field_are_counted(harness: ParleyHarness) -> None:
    people = {p for i in ITEMS if i["itemDate"].year == 2024 for p in i["who"]}
    reply = await harness.last_reply_text("unique companions over all my items in 2024")
    assert reply.startswith(f"{len(people)} different companions"), reply
    assert "understand" not in reply, reply


async def test_a_different_thing_said_in_the_singular_counts_nothing(harness: ParleyHarness) -> None:
    reply = await harness.last_reply_text("meals in a different country in 2025")
    assert "different countr" not in reply.split("(")[0], reply


async def test_the_category_logged_most_is_the_most_frequent_category(harness: ParleyHarness) -> None:
    (top, n), (_, second) = Counter(i["category"] for i in ITEMS if i["itemDate"].year == 2024).most_common(2)
    assert n > second
    reply = await harness.last_reply_text("what category comes up most in 2024?")
    assert f"is {top} ({n} of" in reply, reply


async def test_which_place_had_the_most_is_no_count_of_dishes(harness: ParleyHarness) -> None:
    reply = await harness.last_reply_text("which place had the most items in 2025?")
    assert "The had" not in reply and "dish" not in reply, reply


def percent(part: int, whole: int) -> str:
    value = round(100 * part / whole, 1)
    return f"{value:.0f}%" if value.is_integer() else f"{value:.1f}%"


async def test_a_share_is_the_part_named_after_the_verb_of_what_is_named_before_it(harness: ParleyHarness) -> None:
    hikes = of(lambda i: i["type"] == "Hike" and i["itemDate"].year == 2025)
    with_roberto = [i for i in hikes if "Roberto" in i["who"]]
    assert 0 < len(with_roberto) < len(hikes)
    reply = await harness.last_reply_text("what share of my hikes in 2025 did I do with Roberto?")
    assert reply.startswith(f"{percent(len(with_roberto), len(hikes))}: {len(with_roberto)} hikes"), reply
    assert f"of {len(hikes)} hikes in 2025" in reply, reply


async def test_a_share_of_the_previous_answer(harness: ParleyHarness) -> None:
    wines = of(lambda i: i["type"] == "Wine" and i["place"]["country"] == "France")
    good = [i for i in wines if i["rating"] >= 4]
    replies = await harness.reply_texts("french wines", "how many percent of those were rated 4 or more?")
    assert replies[1].startswith(f"{percent(len(good), len(wines))}: {len(good)} "), replies[1]


async def test_a_share_whose_part_is_not_understood_is_asked_back(harness: ParleyHarness) -> None:
    for text in ("what percentage of my 2024 trips were memorable?", "percentage of runs with Anna?"):
        reply = await harness.last_reply_text(text)
        assert reply.startswith("A share of what?"), (text, reply)


def elevation(year: int) -> float:
    return sum(i["fields"]["elevation"] for i in of(lambda i: i["type"] == "Hike" and i["itemDate"].year == year))


async def test_a_ratio_claimed_between_the_two_totals_just_given(harness: ParleyHarness) -> None:
    now, before = elevation(2026), elevation(2025)
    *_, half = await harness.reply_texts("total climbing on my hikes in 2026?", "and in 2025?", "so 2025 was less than half?")
    assert half.startswith("Yes, less than half" if before < now / 2 else "No, not less than half"), half
    assert f"{before:.0f} m" in half and f"{now:.0f} m" in half, half
    *_, thrice = await harness.reply_texts("total climbing on my hikes in 2026?", "and in 2025?", "was 2026 over 3 times as much?")
    assert thrice.startswith("Yes" if now > 3 * before else "No"), thrice


async def test_a_year_set_against_the_other_total_compares_the_totals_not_the_counts(harness: ParleyHarness) -> None:
    now, before = elevation(2026), elevation(2025)
    *_, reply = await harness.reply_texts("total climbing on my hikes in 2026?", "and in 2025?", "was 2025 more than 2026?")
    assert reply.startswith("Yes" if before > now else "No"), reply
    assert f"{before:.0f} m" in reply and f"{now:.0f} m" in reply, reply


async def test_a_score_said_as_a_plural_number(harness: ParleyHarness) -> None:
    wines = of(lambda i: i["type"] == "Wine" and i["itemDate"].year == 2023)
    fours = [i for i in wines if i["rating"] == 4]
    *_, reply = await harness.reply_texts("wines in 2023", "how many 4's?")
    assert re.search(rf"\b{len(fours)} wines? in 2023 rated 4\b", reply), reply


def stays(city: str) -> int:
    days = sorted({i["itemDate"].date() for i in ITEMS if i["place"].get("city") == city})
    return 1 + sum((later - earlier).days > 2 for earlier, later in itertools.pairwise(days))


async def test_how_often_at_a_place_counts_the_separate_stays_not_the_things_logged(harness: ParleyHarness) -> None:
    for city, text in (("Lisbon", "how often did I go to Lisbon?"), ("Athens", "how many times was I in Athens?")):
        reply = await harness.last_reply_text(text)
        assert reply.startswith(f"{stays(city)} separate visits in {city}:"), reply


async def test_how_many_times_doing_a_kind_of_thing_somewhere_still_counts_the_things(harness: ParleyHarness) -> None:
    meals = of(lambda i: i["category"] == "Food" and i["place"].get("city") == "Osaka")
    reply = await harness.last_reply_text("how many times did I eat in Osaka?")
    assert f"{len(meals)} meal" in reply and "visit" not in reply, reply


async def test_a_distinct_count_asked_again_for_another_year_in_other_words(harness: ParleyHarness) -> None:
    cities = {i["place"]["city"] for i in ITEMS if i["itemDate"].year == 2022}
    *_, reply = await harness.reply_texts("how many different cities did I visit in 2023?", "and in 2022 how many was that?")
    assert reply.startswith(f"{len(cities)} different cities in 2022"), reply


async def test_who_most_is_the_person_that_comes_up_most_often(harness: ParleyHarness) -> None:
    (top, n), (_, second) = Counter(p for i in ITEMS if i["itemDate"].year == 2024 for p in i["who"]).most_common(2)
    assert n > second
    reply = await harness.last_reply_text("who did I go out with the most in 2024?")
    assert reply.startswith(f"The person that comes up most often in 2024 is {top} ({n} of"), reply


async def test_the_most_common_category_said_after_what_was(harness: ParleyHarness) -> None:
    (top, n), (_, second) = Counter(i["category"] for i in ITEMS if i["itemDate"].year == 2022).most_common(2)
    assert n > second
    reply = await harness.last_reply_text("what was my most frequent category in 2022?")
    assert f"is {top} ({n} of" in reply, reply


async def test_a_ratio_claimed_of_the_value_just_given_against_a_year_named(harness: ParleyHarness) -> None:
    now, before = elevation(2026), elevation(2025)
    _, reply = await harness.reply_texts("how much climbing on hikes in 2026?", "is that at least 3 times 2025?")
    assert reply.startswith("Yes, at least 3 times" if now >= 3 * before else "No, not at least 3 times"), reply
    assert f"{now:.0f} m" in reply and f"{before:.0f} m" in reply, reply


async def test_a_share_asked_after_the_count_and_again_for_another_year(harness: ParleyHarness) -> None:
    def runs(year: int) -> list[Item]:
        return of(lambda i: i["type"] == "Run" and i["itemDate"].year == year)

    first, again = await harness.reply_texts("how many of my runs in 2024 were with Tom, as a percentage?", "and what about 2023?")
    for reply, year in ((first, 2024), (again, 2023)):
        whole = runs(year)
        part = [i for i in whole if "Tom" in i["who"]]
        assert reply.startswith(f"{percent(len(part), len(whole))}: "), reply
        assert f"of {len(whole)} runs in {year}" in reply, reply


async def test_a_group_said_before_its_verb_claimed_more_than_the_other_total(harness: ParleyHarness) -> None:
    now, before = elevation(2026), elevation(2025)
    assert now != before
    for year, mine, theirs in ((2026, now, before), (2025, before, now)):
        *_, reply = await harness.reply_texts("total climbing on my hikes in 2026?", "and in 2025?", f"so {year} was more right")
        assert reply.startswith("Yes, more" if mine > theirs else "No, not more"), reply
        assert f"{before:.0f} m" in reply and f"{now:.0f} m" in reply, reply


def wine_rating_by_country() -> list[tuple[float, str, int]]:
    ratings: dict[str, list[int]] = {}
    for wine in of(lambda i: i["type"] == "Wine"):
        ratings.setdefault(wine["place"]["country"], []).append(wine["rating"])
    return sorted((sum(r) / len(r), country, len(r)) for country, r in ratings.items())


async def test_an_average_by_country_names_the_lowest_group_then_the_highest_with_their_counts(harness: ParleyHarness) -> None:
    ranked = wine_rating_by_country()
    (low, low_country, low_n), (high, high_country, high_n) = ranked[0], ranked[-1]
    assert low < ranked[1][0] and high > ranked[-2][0]  # no tie at either end in the sample
    lowest, highest = await harness.reply_texts("my average wine rating by country, which country comes out lowest?", "and the highest")
    shown = f"{low:.1f}".removesuffix(".0")  # at a tenth, as the reply shows an average
    assert f"is {low_country}: {shown} over {low_n} wine" in lowest and "understand" not in lowest, lowest
    assert f"is {high_country}: " in highest and f"over {high_n} wine" in highest and low_country not in highest, highest
    (every,) = await harness.reply_texts("average rating of my wines per country")
    assert every.index(high_country) < every.index(low_country), every  # every country's, highest first


async def test_an_average_by_group_asked_again_of_a_wider_place_is_of_its_groups_and_a_city_alone_is_not(harness: ParleyHarness) -> None:
    def best_city(country: str) -> str:
        ratings: dict[str, list[int]] = {}
        for meal in of(lambda i: i["category"] == "Food" and i["place"]["country"] == country):
            ratings.setdefault(meal["place"]["city"], []).append(meal["rating"])
        (first, a), (_, b), *_ = sorted(((c, sum(r) / len(r)) for c, r in ratings.items()), key=lambda cr: -cr[1])
        assert a != b
        return first

    first, again = await harness.reply_texts("which city has the highest average rating for my meals in italy", "and for france the same?")
    assert f"is {best_city('Italy')}: " in first and f"is {best_city('France')}: " in again, (first, again)
    *_, alone = await harness.reply_texts("which city has the highest average rating for my meals in italy", "lecce")
    assert "by city" not in alone, alone  # one city of its own: no grouping by city within it
