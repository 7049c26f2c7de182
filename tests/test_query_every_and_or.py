"""Yes/no questions over a whole kind and over an or-list: "was Mary with me on all of my trips to Japan?"
checks every one of those trips (not whether some had her: never the inverted "Yes, 3 …"), and a preamble
like "one more question:" asks nothing ("more" in it is no comparison)."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, Item, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def _ask(harness: ParleyHarness, *texts: str) -> str:
    harness.clock.now = TODAY
    return await harness.last_reply_text(*texts)


def _japan_trip(i: Item) -> bool:
    return i["category"] == "Travel" and i["place"]["countryCode"] == "JP"


@pytest.mark.parametrize(
    "text",
    [
        "was Mary with me on all of my trips to Japan?",
        "Was Mary with me on each of the trips to Japan?",
        "were all my trips to japan with Mary?",
    ],
)
async def test_every_one_of_a_kind_checks_them_all(harness: ParleyHarness, text: str) -> None:
    trips = matching(_japan_trip)
    with_mary = [i for i in trips if "Mary" in i["who"]]
    assert 0 < len(with_mary) < len(trips)
    reply = await _ask(harness, text)
    assert reply.startswith("No") and f"{len(with_mary)} of the {len(trips)}" in reply and "understand" not in reply, reply


async def test_every_one_of_a_kind_all_there(harness: ParleyHarness) -> None:
    walks = matching(lambda i: i["type"] == "Walk" and i["place"]["city"] == "Lisbon")
    everyone = set.intersection(*(set(i["who"]) for i in walks))
    assert walks and not everyone  # nobody was on every one, so each companion's answer is "No"
    someone = next(p for i in walks for p in i["who"])
    reply = await _ask(harness, f"was {someone} with me on every one of the walks in Lisbon?")
    assert reply.startswith("No"), reply


async def test_one_more_question_is_a_preamble(harness: ParleyHarness) -> None:
    asked = matching(
        lambda i: (
            i["type"] == "Wine"
            and i["fields"].get("colour") == "red"
            and i.get("rating") == 5
            and i["place"]["countryCode"] in ("ES", "PT")
            and "Roberto" in i["who"]
        )
    )
    reply = await _ask(harness, "One more question: did I ever drink a five-star red from Spain or Portugal with Roberto?")
    assert reply.startswith("Yes" if asked else "No") and "Spain or Portugal" in reply and "understand" not in reply, reply
    last = await _ask(harness, "Last question, did I have more beers or wines in 2021?")
    beers = matching(lambda i: i["type"] == "Beer" and i["itemDate"].year == 2021)
    wines = matching(lambda i: i["type"] == "Wine" and i["itemDate"].year == 2021)
    assert f"{len(beers)} beers" in last and f"{len(wines)} wines" in last and "understand" not in last, last


async def test_a_negated_year_is_any_other_year(harness: ParleyHarness) -> None:
    hikes = matching(lambda i: i["type"] == "Hike" and i["itemDate"].year != 2021)
    reply = await _ask(harness, "hikes not in 2021")
    assert reply.startswith(f"{len(hikes)} hikes not in 2021"), reply
    neither = matching(lambda i: i["type"] == "Hike" and i["itemDate"].year not in (2019, 2021))
    for text in ("hikes not in 2019 or 2021", "hikes not in 2019 and not in 2021"):
        reply = await _ask(harness, text)
        assert reply.startswith(f"{len(neither)} hikes not in 2019 or 2021"), reply


async def test_two_negations_joined_by_and(harness: ParleyHarness) -> None:
    meals = matching(
        lambda i: i["category"] == "Food" and i["place"]["city"] == "Lisbon" and i["itemDate"].year != 2014 and "Mary" not in i["who"]
    )
    reply = await _ask(harness, "We go to Lisbon again in the summer. Show me my meals in Lisbon that were not in 2014 and not with Mary.")
    assert reply.startswith(f"{len(meals)} meals in Lisbon not in 2014 without Mary"), reply
    dinners = [i for i in meals if i["type"] == "Dinner"]
    reply = await _ask(harness, "meals in Lisbon not in 2014 and not with Mary", "how many of them were dinners?")
    assert f"{len(dinners)} dinner" in reply and "not in 2014" in reply, reply


async def test_a_request_of_its_own_after_a_comparison_narrowed_by_but_not(harness: ParleyHarness) -> None:
    wines = matching(lambda i: i["type"] == "Wine" and "Roberto" in i["who"] and i["fields"].get("colour") != "red")
    reply = await _ask(harness, "more red or white wines with Roberto?", "Show me the wines with Roberto, but not the red ones.")
    assert reply.startswith(f"{len(wines)} wines with Roberto") and "More" not in reply, reply


async def test_a_negation_typed_without_apostrophe_and_a_letter(harness: ParleyHarness) -> None:
    hikes = matching(lambda i: i["type"] == "Hike" and i["itemDate"].year == 2021 and "Mary" not in i["who"])
    reply = await _ask(harness, "hikes in 2021", "wich ones wernt w mary")
    assert reply.startswith(f"{len(hikes)} hikes in 2021 without Mary") and "understand" not in reply, reply


async def test_which_ones_after_an_average_lists_them(harness: ParleyHarness) -> None:
    reds = matching(
        lambda i: i["type"] == "Wine" and i["itemDate"].year == 2024 and i["fields"].get("colour") == "red" and "Mary" not in i["who"]
    )
    reply = await _ask(harness, "wines in 2024", "average rating?", "which reds werent with mary")
    assert reply.startswith(f"{len(reds)} red wine") and "without Mary" in reply and "average" not in reply, reply


async def test_this_year_than_last(harness: ParleyHarness) -> None:
    this = matching(lambda i: i["type"] == "Hike" and i["itemDate"].year == TODAY.year)
    last = matching(lambda i: i["type"] == "Hike" and i["itemDate"].year == TODAY.year - 1)
    reply = await _ask(harness, "did I hike more this year than last?")
    verdict = "Yes" if len(this) > len(last) else "No"
    assert reply.startswith(verdict) and f"{len(this)} hikes this year" in reply and f"{len(last)} hikes last year" in reply, reply


async def test_more_of_hers_than_of_another_maker(harness: ParleyHarness) -> None:
    def by(author: str) -> int:
        return len(matching(lambda i: i["fields"].get("author") == author))

    reply = await _ask(harness, "books by Marco Bellini", "so I have read more of his than of Grace Obi, right?")
    verdict = "Yes" if by("Marco Bellini") > by("Grace Obi") else "No"
    assert reply.startswith(verdict), reply
    assert f"{by('Marco Bellini')} books by Marco Bellini" in reply and f"{by('Grace Obi')} books by Grace Obi" in reply, reply
    named = await _ask(harness, "have I read more books by Grace Obi than by Marco Bellini?")
    assert named.startswith("Yes" if by("Grace Obi") > by("Marco Bellini") else "No") and "Marco Bellini" in named, named
    assert f"{by('Grace Obi')} books by Grace Obi" in named, named


def _by_year(kind: str, field: str | None) -> dict[int, float]:
    totals: dict[int, float] = {}
    for i in matching(lambda i: i["type"] == kind):
        totals[i["itemDate"].year] = totals.get(i["itemDate"].year, 0) + (i["fields"][field] if field else 1)
    return totals


async def test_a_year_claimed_the_best_is_checked_against_every_year(harness: ParleyHarness) -> None:
    distance = _by_year("Hike", "distance")
    best = max(distance, key=lambda y: distance[y])
    other = next(y for y in sorted(distance) if y != best)
    reply = await _ask(harness, f"hikes in {other}", "total distance?", f"was {other} my best hiking year?")
    assert reply.startswith(f"No, by distance your best year for hikes is {best}"), reply
    reply = await _ask(harness, f"hikes in {best}", "total distance?", f"so {best} was my best hiking year ever?")
    assert reply.startswith(f"Yes, {best} is your best year for hikes by distance"), reply
    counts = _by_year("Hike", None)
    most = max(counts, key=lambda y: counts[y])
    reply = await _ask(harness, f"was {most} my best hiking year?")
    assert reply.startswith(f"Yes, {most} is your best year for hikes by the number of hikes"), reply


@pytest.mark.parametrize("text", ["didn't I hike in 2021?", "did I not hike in 2021?", "so didn't we go hiking in 2021?"])
async def test_a_question_asked_in_the_negative_asks_whether(harness: ParleyHarness, text: str) -> None:
    hikes = matching(lambda i: i["type"] == "Hike" and i["itemDate"].year == 2021)
    reply = await _ask(harness, text)
    assert reply.startswith(f"Yes, {len(hikes)} hikes in 2021"), reply


async def test_a_negative_question_with_someone_is_about_them(harness: ParleyHarness) -> None:
    hikes = matching(lambda i: i["type"] == "Hike" and i["itemDate"].year == 2021 and "Mary" in i["who"])
    reply = await _ask(harness, "did I not hike with Mary in 2021?")
    assert reply.startswith(f"Yes, {len(hikes)} hikes in 2021 with Mary"), reply
