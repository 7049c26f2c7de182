"""A claim or a doubt about the answer is a yes/no question: "that can't be right, I'm sure I …", "are you sure?
I'd have said more than …", "I remember one of … being longer than that", "tom on any of em?", "any ramen among
those". The verdict comes first ("Yes, …"/"No, …") with the evidence; the doubt's "can't" negates nothing."""

from __future__ import annotations

import pytest

from parley.core.query.chatter import without_asides
from parley.core.query.claims import as_question

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import matching
from .test_understanding import read


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _hikes(year: int) -> int:
    return len(matching(lambda i: i["type"] == "Hike" and i["itemDate"].year == year))


async def test_a_count_doubted_against_a_number_more(harness: ParleyHarness) -> None:
    count = _hikes(2021)
    asked, doubted = await reply_texts(harness, "how many hikes did I do in 2021?", "Really? I'd have said more than 3.")
    assert f"{count} hikes" in asked, asked
    assert doubted.startswith(f"{'Yes' if count > 3 else 'No'}, {count} hikes in 2021"), doubted


async def test_a_count_doubted_against_a_number_fewer(harness: ParleyHarness) -> None:
    count = _hikes(2021)
    doubted = (await reply_texts(harness, "how many hikes did I do in 2021?", "you sure? i would have guessed less than 2"))[-1]
    assert doubted.startswith(f"{'Yes' if count < 2 else 'No'}, {count} hikes in 2021"), doubted


async def test_counted_of_them_is_never_turned_round(harness: ParleyHarness) -> None:
    count = _hikes(2021)
    checked = (await reply_texts(harness, "how many hikes did I do in 2021?", "were there fewer than 3 of them?"))[-1]
    assert checked.startswith(f"{'Yes' if count < 3 else 'No'}, {count} hikes in 2021"), checked


async def test_a_claim_after_a_doubt_is_checked_not_negated(harness: ParleyHarness) -> None:
    assert not matching(lambda i: i["type"] == "Hike" and i["itemDate"].year == 2021 and i["place"]["countryCode"] == "ES")
    reply = (await reply_texts(harness, "how many hikes did I do in 2021?", "no way. I'm quite certain we went hiking in Spain that year"))[
        -1
    ]
    assert reply.startswith("No") and "Spanish hikes in 2021" in reply and "leaves out" not in reply, reply


async def test_a_remembered_thing_that_was_there(harness: ParleyHarness) -> None:
    found = matching(lambda i: i["type"] == "Hike" and i["itemDate"].year == 2021)
    assert found
    reply = (await reply_texts(harness, "wines from 2021", "that can't be right, i thought i hiked in 2021"))[-1]
    assert reply.startswith("Yes") and f"{len(found)} hikes in 2021" in reply, reply


async def test_longer_than_the_one_talked_about(harness: ParleyHarness) -> None:
    rides = matching(lambda i: i["type"] == "Bike ride")
    longest = max(r["fields"]["distance"] for r in rides)
    runs = matching(lambda i: i["type"] == "Run" and i["fields"]["distance"] > longest)
    first, checked = await reply_texts(harness, "my longest bike ride?", "any runs longer than that one?")
    assert f"{longest}" in first, first
    assert checked.startswith("Yes" if runs else "No, I found no runs of over"), checked


async def test_a_remembered_item_being_longer_than_the_one_talked_about(harness: ParleyHarness) -> None:
    reply = (await reply_texts(harness, "which ski day was the longest?", "hm, I remember one of the hikes being longer than that"))[-1]
    ski = max(i["fields"]["distance"] for i in matching(lambda i: i["type"] == "Ski"))
    hikes = matching(lambda i: i["type"] == "Hike" and i["fields"]["distance"] > ski)
    assert reply.startswith("Yes" if hikes else "No"), reply
    assert "More of what" not in reply, reply


async def test_a_person_on_the_previous_answer_as_texted(harness: ParleyHarness) -> None:
    reply = (await reply_texts(harness, "top 3 longest bike rides", "tom on any of em"))[-1]
    assert reply.startswith(("Yes", "No")) and "understand" not in reply, reply


async def test_any_kind_among_the_previous_answer_without_a_question_mark(harness: ParleyHarness) -> None:
    ramen = matching(lambda i: i["place"].get("city") == "Kyoto" and i["category"] == "Food" and "ramen" in str(i).lower())
    reply = (await reply_texts(harness, "what did i eat in kyoto", "any ramen among those"))[-1]
    assert reply.startswith("Yes" if ramen else "No") and "among”" not in reply, reply


async def test_sworn_to_a_number_is_checked(harness: ParleyHarness) -> None:
    count = _hikes(2021)
    doubted = (await reply_texts(harness, "how many hikes did I do in 2021?", "hm, I could've sworn it was fewer than 5"))[-1]
    assert doubted.startswith(f"{'Yes' if count < 5 else 'No'}, {count} hikes in 2021"), doubted


async def test_a_year_said_against_the_year_just_answered(harness: ParleyHarness) -> None:
    before, after = _hikes(2020), _hikes(2021)
    reply = (await reply_texts(harness, "how many hikes did I do in 2021?", "and in 2020?", "you sure? I think 2021 had more"))[-1]
    assert reply.startswith("Yes" if after > before else "No"), reply
    assert f"{after} hikes in 2021" in reply and f"{before} hikes in 2020" in reply, reply


async def test_that_year_of_a_claim_before_the_question(harness: ParleyHarness) -> None:
    before, after = _hikes(2020), _hikes(2021)
    said = "I've got a hunch 2021 was quieter. Did I do fewer hikes that year than in 2020?"
    reply = (await reply_texts(harness, "how many hikes did I do in 2020?", said))[-1]
    assert reply.startswith("Yes" if after < before else "No"), reply
    assert f"{after} hikes in 2021" in reply and reply.count(f"{before} hikes in 2020") == 1, reply


async def test_a_person_thought_to_have_come_along(harness: ParleyHarness) -> None:
    # the claim is of Florence, as said: anything there with Mary, the evidence saying which
    there = matching(lambda i: i["place"].get("city") == "Florence" and "Mary" in i["who"])
    reply = (await reply_texts(harness, "which museums did I go to in Florence?", "no way, I thought Mary came along in Florence"))[-1]
    assert reply.startswith(f"Yes, {len(there)} items in Florence with Mary" if there else "No"), reply
    assert "understand" not in reply, reply


async def test_another_persons_story_after_the_question_negates_nothing(harness: ParleyHarness) -> None:
    beers = matching(lambda i: i["type"] == "Beer" and i["itemDate"].year == 2025 and "Mary" in i["who"])
    reply = (await reply_texts(harness, "beers in 2025", "was mary around for any of them? she says she never comes"))[-1]
    assert reply.startswith("Yes" if beers else "No") and "understand" not in reply and "never" not in reply, reply


def test_a_story_told_after_the_question_is_an_aside() -> None:
    said = "Did Tom come to any of those? My brother thinks he never did."
    assert without_asides(said).rstrip() == "Did Tom come to any of those?"


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        ("Are you sure? I'd have guessed over 20.", "were there over 20 of them?"),
        ("really? I'm pretty sure I had a beer in Peru", "I had a beer in Peru, right?"),
        ("Lovely. That can't be right, I thought we went in 2019", "Lovely. we went in 2019, right?"),
        ("I remember one of them being rated 5", "was one of them rated 5?"),
        ("ben on any of em?", "was ben on any of them?"),
        ("I remember the hike in Peru, which year was it?", "I remember the hike in Peru, which year was it?"),
        ("I thought about wine", "I thought about wine"),
        ("seriously? I'd've sworn it was under 4", "were there under 4 of them?"),
        ("rly? i think 2019 had way fewer", "were there fewer in 2019 than in that year?"),
        ("No way. I thought Mary and Tom were there in Lima.", "were Mary and Tom there in Lima?"),
        (
            "I have a feeling 2023 was busier. Were there more dinners in that year than in 2022?",
            "Were there more dinners in 2023 than in 2022?",
        ),
        ("I think we should look at wines", "I think we should look at wines"),
        ("I think they came in 2020", "I think they came in 2020"),
        ("how many of em were in 2020?", "how many of them were in 2020?"),
    ],
)
def test_claims_read_as_questions(said: str, asked: str) -> None:
    assert as_question(said) == asked


def test_a_common_word_with_two_letters_swapped_is_never_a_vocabulary_word() -> None:
    reading, _ = read("did i ever go on a ride of more than 80 km at some piont?")
    assert [c.became for c in reading.corrections] == ["point"], reading.corrections
    assert not reading.values, reading.values  # never pinot, a grape
