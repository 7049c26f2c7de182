"""Follow-ups that narrow or step back from what was just talked about: "only walks" after a comparison of
years is the same comparison of walks; "and the one before it" after the latest run is the run before that one; "which year had more?" after the hikes of 2020, then of 2021, compares the two;
"Tom and I are debating this." before a question is no filter of Tom; "not counting France?" after a count of
countries is that count without France; "my favourite novels, the ones I rated 5" are all of those;
"It has been a while since I last opened this." is a remark, no latest; "tell me a little more about the one in
Peru" picks that one of the answer, and "that same month" is its month."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .sample_items import TODAY, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def _ask(harness: ParleyHarness, *texts: str) -> str:
    harness.clock.now = TODAY
    return await harness.last_reply_text(*texts)


def _count(kind: str, year: int) -> int:
    return len(matching(lambda i: i["type"] == kind and i["itemDate"].year == year))


async def test_a_kind_said_with_only_after_a_comparison_of_years_compares_that_kind(harness: ParleyHarness) -> None:
    reply = await _ask(harness, "did I hike more in 2019 or in 2020?", "only walks")
    walks = (_count("Walk", 2019), _count("Walk", 2020))
    assert walks[0] != walks[1]
    assert f"{walks[0]} walks in 2019" in reply and f"{walks[1]} walks in 2020" in reply and "understand" not in reply, reply


async def test_the_one_before_that_after_the_latest_is_the_one_before_it_in_date_order(harness: ParleyHarness) -> None:
    runs = sorted(matching(lambda i: i["type"] == "Run" and "Tom" in i["who"]), key=lambda i: i["itemDate"])
    assert len(runs) >= 3 and runs[-2]["itemDate"] < runs[-1]["itemDate"] and runs[-3]["itemDate"] < runs[-2]["itemDate"]
    reply = await _ask(harness, "when was my last run with Tom?", "and the one before it")
    assert reply.startswith("The most recent run before") and f"({runs[-2]['itemDate'].strftime('%B %-d, %Y')})" in reply, reply
    reply = await _ask(harness, "when was my last run with Tom?", "the one before that?", "and the one before that")
    assert f"({runs[-3]['itemDate'].strftime('%B %-d, %Y')})" in reply, reply


async def test_the_one_before_that_after_a_pick_by_rating_is_not_guessed_by_date(harness: ParleyHarness) -> None:
    reply = await _ask(harness, "the best rated wine", "and the one before that")
    assert not reply.startswith("The most recent wine before"), reply


async def test_which_year_had_more_after_two_years_asked_compares_their_counts(harness: ParleyHarness) -> None:
    hikes = (_count("Hike", 2020), _count("Hike", 2021))
    assert hikes[0] != hikes[1]
    more = 2020 if hikes[0] > hikes[1] else 2021
    reply = await _ask(harness, "hikes in 2020", "and 2021?", "so which year had more?")
    assert reply.startswith(f"More hikes in {more}: {hikes[0]} hikes in 2020 and {hikes[1]} hikes in 2021"), reply


async def test_which_year_had_more_after_two_kinds_is_not_guessed(harness: ParleyHarness) -> None:
    reply = await _ask(harness, "museums in 2023", "wines in 2022", "which year had more")
    assert not reply.startswith("More"), reply


async def test_a_dispute_said_before_the_question_names_no_one_to_filter_by(harness: ParleyHarness) -> None:
    runs = matching(lambda i: i["type"] == "Run" and i["itemDate"].year == 2019)
    assert any("Tom" not in i["who"] for i in runs)
    total = round(sum(i["fields"]["distance"] for i in runs), 1)
    reply = await _ask(harness, "Tom and I are debating this. What was my running total for 2019?", "the distance")
    assert reply.startswith(f"The total distance is {total} km over {len(runs)} runs in 2019."), reply
    reply = await _ask(harness, "Me and Tom had a bet! how many runs did I do in 2019?")
    assert reply.startswith(f"I found {len(runs)} runs in 2019.") and "Tom" not in reply, reply


async def test_not_counting_a_place_after_a_count_of_countries_is_that_count_without_it(harness: ParleyHarness) -> None:
    countries = {i["place"]["country"] for i in matching(lambda i: i["type"] == "Wine")}
    assert "France" in countries
    reply = await _ask(harness, "in how many different countries have I had wine?", "not counting France?")
    assert reply.startswith(f"{len(countries) - 1} different countries"), reply
    hikes = matching(lambda i: i["type"] == "Hike" and i["itemDate"].year == 2024 and "Mary" not in i["who"])
    reply = await _ask(harness, "how many hikes in 2024?", "and not counting the ones with Mary?")
    assert reply.startswith(f"I found {len(hikes)} hikes in 2024 without Mary"), reply  # a count asked before is a count again


async def test_favourites_told_by_their_rating_are_all_of_those(harness: ParleyHarness) -> None:
    novels = matching(lambda i: i["type"] == "Novel" and i.get("rating") == 5)
    assert len(novels) > 1
    reply = await _ask(harness, "show me my favourite novels, the ones I rated 5")
    assert f"{len(novels)} novels rated 5" in reply and not reply.startswith("The best rated"), reply
    reply = await _ask(harness, "my favourite novel rated 5")  # one favourite asked: still the one picked
    assert reply.startswith("The best rated novel"), reply


async def test_time_away_said_before_the_question_is_no_latest(harness: ParleyHarness) -> None:
    hikes = matching(lambda i: i["type"] == "Hike" and i["itemDate"].year == 2024)
    reply = await _ask(harness, "Hi! It has been a while since I last opened this. Could you list the hikes I did in 2024?")
    assert reply.startswith(f"{len(hikes)} hikes in 2024"), reply


async def test_more_about_the_one_in_a_place_picks_that_one_of_the_answer_and_that_month_is_its_month(
    harness: ParleyHarness,
) -> None:
    museums = matching(lambda i: i["category"] == "Museum" and i["itemDate"].year == 2023)
    japanese = [i for i in museums if i["place"]["country"] == "Japan"]
    alone = next(i for i in museums if sum(j["place"]["country"] == i["place"]["country"] for j in museums) == 1)
    month = alone["itemDate"]
    wines = matching(lambda i: i["type"] == "Wine" and (i["itemDate"].year, i["itemDate"].month) == (month.year, month.month))
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "museums in 2023")
    told = str((await harness.say(conversation, f"Could you tell me a little more about the one in {alone['place']['country']}?"))["text"])
    assert told.startswith(alone["title"]), told
    reply = str((await harness.say(conversation, "and did I have any wine during that same month?"))["text"])
    said = "Yes" if wines else "No"
    assert reply.startswith(said) and month.strftime("%B %Y") in reply, reply
    if len(japanese) > 1:  # more than one there: which is asked, none is guessed
        reply = await _ask(harness, "museums in 2023", "could you tell me a little more about the one in Japan?")
        assert reply.startswith("Which item?"), reply
