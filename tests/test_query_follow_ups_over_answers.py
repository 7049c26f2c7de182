"""Follow-ups over the previous answer, quantities and words: "which of those did I do most recently?" is the
latest of them; "what did I drink with Roberto last time?" the latest drink with him (no place to ask for);
"just the ones I gave 5" the rating; "what was that hike called that we loved?" with nothing talked about is
asked back, and the answer keeps the kind; "rnu" is run; "same for hikes" repeats a comparison for hikes;
"average pages of the novels" after the books of a year is of that year's novels."""

from __future__ import annotations

import pytest

from parley.core.query.spelling import Speller

from .conftest import ParleyHarness
from .sample_items import TODAY, Item, matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def _ask(harness: ParleyHarness, *texts: str) -> str:
    harness.clock.now = TODAY
    return await harness.last_reply_text(*texts)


def _latest(items: list[Item]) -> Item:
    return max(items, key=lambda i: i["itemDate"])


async def test_most_recently_said_after_the_verb_is_the_latest_of_those(harness: ParleyHarness) -> None:
    hikes = matching(lambda i: i["type"] == "Hike" and "Elena" in i["who"])
    assert len(hikes) > 1
    reply = await _ask(harness, "hikes with Elena", "which of those did we do most recently?")
    assert reply.startswith("The most recent") and _latest(hikes)["title"] in reply and "understand" not in reply, reply


async def test_last_time_with_a_person_and_no_place_is_the_latest_with_them(harness: ParleyHarness) -> None:
    drinks = matching(lambda i: i["category"] == "Drink" and "Roberto" in i["who"])
    reply = await _ask(harness, "what did we drink with Roberto the last time?")
    assert reply.startswith("The most recent") and _latest(drinks)["title"] in reply and "Here are" not in reply, reply
    assert (await _ask(harness, "what did I eat last time?")).startswith("Last time where?")  # no person: the place is asked


async def test_a_bare_score_given_is_the_rating(harness: ParleyHarness) -> None:
    novels = matching(lambda i: i["type"] == "Novel" and i.get("rating") == 5)
    reply = await _ask(harness, "novels", "just the ones I gave 5")
    assert reply.startswith(f"{len(novels)} novels rated 5"), reply
    reply = await _ask(harness, "which wines did i give 4 or 5?")
    assert f"{len(matching(lambda i: i['type'] == 'Wine' and i.get('rating', 0) >= 4))} wines rated 4 or more" in reply, reply


async def test_that_one_thing_with_nothing_talked_about_is_asked_and_the_answer_keeps_its_kind(harness: ParleyHarness) -> None:
    hikes = matching(
        lambda i: i["type"] == "Hike" and i["place"]["city"] == "Palo Alto" and i["itemDate"].year == 2010 and "Mary" in i["who"]
    )
    assert len(hikes) == 1
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    asked = await harness.say(conversation, "what was the name of that hike we loved so much?")
    assert str(asked["text"]).startswith("Which hike do you mean?"), asked["text"]
    answered = str((await harness.say(conversation, "the one in Palo Alto with Mary in 2010"))["text"])
    assert answered.startswith("1 hike in Palo Alto"), answered


def test_a_short_word_with_letters_swapped_is_the_collection_word() -> None:
    speller = Speller([("run", "run"), ("wine", "wine")])
    corrected = speller.correct("rnu")
    assert corrected is not None and corrected.became == "run"
    assert speller.correct("nru") is None  # the first letter is kept
    assert speller.correct("urn") is None  # an English word is never another


async def test_a_transposed_collection_word_in_a_question(harness: ParleyHarness) -> None:
    runs = matching(lambda i: i["type"] == "Run" and i["itemDate"].year == 2024)
    total = round(sum(i["fields"]["distance"] for i in runs), 1)
    reply = await _ask(harness, "how far did i rnu in 2024?")
    assert f"{total:,} km" in reply and f"{len(runs)} runs" in reply, reply


async def test_same_for_another_kind_repeats_the_comparison(harness: ParleyHarness) -> None:
    hikes = matching(lambda i: i["type"] == "Hike")
    spring = sum(1 for i in hikes if i["itemDate"].month in (3, 4, 5))
    autumn = sum(1 for i in hikes if i["itemDate"].month in (9, 10, 11))
    reply = await _ask(harness, "walks: more in spring or in autumn?", "same for hikes")
    assert f"{spring} hikes in spring" in reply and f"{autumn} hikes in autumn" in reply and "understand" not in reply, reply


async def test_an_aggregate_of_the_narrowed_kind_keeps_the_year(harness: ParleyHarness) -> None:
    novels = matching(lambda i: i["type"] == "Novel" and i["itemDate"].year == 2024)
    total = sum(i["fields"]["pages"] for i in novels)
    reply = await _ask(harness, "how many books did I read in 2024?", "total pages of the novels?")
    assert str(total) in reply.replace(",", "") and f"{len(novels)} novels in 2024" in reply, reply


async def test_an_aggregate_of_another_kind_is_a_question_of_its_own(harness: ParleyHarness) -> None:
    beers = matching(lambda i: i["type"] == "Beer")
    reply = await _ask(harness, "how many wines in 2025?", "avg rating of the beers")
    assert f"over {len(beers)} beers" in reply and "2025" not in reply, reply
