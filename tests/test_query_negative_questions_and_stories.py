"""Questions asked in the negative and stories told before a question, over the sample, through the whole assistant:
"didnt i go to portugal in 2023" (typed without its question mark) asks whether I did, never about everything outside
Portugal, while "which hikes didn't I do with Roberto" still leaves Roberto's out; a cue in a sentence of the story
that names nothing after it ("I honestly couldn't tell her!") negates nothing asked; "Last trip to Japan?" and
"When last?" ask for the most recent."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from parley.core.query.chatter import without_asides

from .conftest import ParleyHarness
from .conversing import count_of, last_reply
from .sample_items import ITEMS, TODAY, Item, ids, result_id_set


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def country_in(code: str, year: int) -> Callable[[Item], bool]:
    return lambda i: i["place"]["countryCode"] == code and i["itemDate"].year == year


# --- asked in the negative ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("didnt i go to portugal in 2023", "no"),  # none there that year: never "yes, … outside Portugal"
        ("hmm wasnt i in portugal in 2014", "yes"),
        ("haven't we been to norway in 2017", "yes"),
        ("did we not go to portugal in 2023", "no"),
        ("Did I never go to Portugal in 2023?", "no"),
        ("was i not in portugal in 2014", "yes"),  # the place said right after "not": still whether I was there
        ("were we not in portugal in 2023", "no"),
        ("Remind me, didn't I go to Portugal in 2023?", "no"),
    ],
)
async def test_a_question_asked_in_the_negative_asks_whether(harness: ParleyHarness, text: str, answer: str) -> None:
    assert not ids(country_in("PT", 2023)) and ids(country_in("PT", 2014)) and ids(country_in("NO", 2017))
    reply = await last_reply(harness, text)
    assert reply["text"].lower().startswith(answer) and "outside" not in reply["text"] and "other than" not in reply["text"]


@pytest.mark.parametrize(
    ("text", "among", "opening"),
    [
        ("did we never have a dinner rated below 3 in Paris?", lambda i: i["type"] == "Dinner" and i["rating"] < 3, "No, never: "),
        ("did i never drink a wine from chile", lambda i: i["type"] == "Wine" and i["place"]["countryCode"] == "CL", "No, never: "),
        ("have i never been to peru", lambda i: i["place"]["countryCode"] == "PE", "Yes, you did: "),
    ],
)
async def test_a_question_with_never_says_what_its_verdict_means(
    harness: ParleyHarness, text: str, among: Callable[[Item], bool], opening: str
) -> None:
    """ "did I never …?" reads two ways, so a bare "No" or "Yes" could be heard backwards: the verdict says which."""
    found = ids(lambda i: among(i) and (i["place"].get("city") == "Paris" if "Paris" in text else True))
    assert bool(found) == opening.startswith("Yes")
    reply = await last_reply(harness, text)
    assert reply["text"].startswith(opening), reply["text"]
    assert max(count_of(reply), 0) == len(found), reply["text"]


async def test_a_negation_inside_a_which_question_still_leaves_out(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "which hikes didn't I do with Roberto")
    hikes = ids(lambda i: i.get("type") == "Hike" and "Roberto" not in (i.get("who") or []))
    assert hikes and count_of(reply) == len(hikes)


# --- a cue in the story -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "My grandson asked me over tea how many hikes I've done and I honestly couldn't tell him! Going by my scrapbook, how many hikes is it?",
        "I honestly couldn't believe it when I saw the photos. How many hikes have I done?",
        "My niece wanted to know and I just can't remember. How many hikes did I do?",
    ],
)
async def test_a_cue_of_the_story_naming_nothing_negates_nothing(harness: ParleyHarness, text: str) -> None:
    reply = await last_reply(harness, text)
    hikes = ids(lambda i: i.get("type") == "Hike")
    assert count_of(reply) == len(hikes) and "leaves out" not in reply["text"]


def test_the_it_of_a_count_points_back_at_nothing() -> None:
    kept = without_asides("My granddaughter asked me how many countries I've seen. Going by my trips, how many countries is it?")
    assert kept.strip() == "Going by my trips, how many countries is it?"
    assert "Italy" in without_asides("My sister went to Italy. How many of those hikes was it?")


# --- the last one ---------------------------------------------------------------------------------------


def _latest(predicate: Callable[[Item], bool]) -> set[str]:
    chosen = [i for i in ITEMS if predicate(i)]
    newest = max(i["itemDate"] for i in chosen)
    return {i["_id"] for i in chosen if i["itemDate"] == newest}


@pytest.mark.parametrize(
    ("texts", "predicate"),
    [
        (("Last trip to Japan?",), lambda i: i["category"] == "Travel" and i["place"]["countryCode"] == "JP"),
        (("and last hike with Roberto?",), lambda i: i.get("type") == "Hike" and "Roberto" in (i.get("who") or [])),
        (("Last trip to Japan?", "Italy?"), lambda i: i["category"] == "Travel" and i["place"]["countryCode"] == "IT"),
    ],
)
async def test_last_opening_the_message_is_the_most_recent(
    harness: ParleyHarness, texts: tuple[str, ...], predicate: Callable[[Item], bool]
) -> None:
    reply = await last_reply(harness, *texts)
    assert result_id_set(reply) == _latest(predicate)


async def test_last_year_is_still_a_time() -> None:
    from .test_understanding import read

    _, request = read("last year hikes")
    assert request.dates and not request.superlative


async def test_when_last_asks_the_date_of_the_latest(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "Ever been to Iceland?", "Norway?", "When last?")
    newest = max(i["itemDate"] for i in ITEMS if i["place"]["countryCode"] == "NO")
    assert str(newest.year) in reply["text"]


# --- a story about a thing of another kind ------------------------------------------------------------


def _in_month(year: int, month: int) -> Callable[[Item], bool]:
    return lambda i: i["itemDate"].year == year and i["itemDate"].month == month


@pytest.mark.parametrize(
    ("text", "predicate"),
    [
        (
            "We flew down to Buenos Aires in January 2025 and I read the whole way! Which books did I read in January 2025?",
            lambda i: i["category"] == "Book" and _in_month(2025, 1)(i),
        ),
        (
            "I went skiing in Cortina in 2022 with Tom. How many hikes did I do in 2022?",
            lambda i: i.get("type") == "Hike" and i["itemDate"].year == 2022,
        ),
        (
            "Took the train to Kyoto in 2023 with my nose in a novel. What books did I read in 2023?",
            lambda i: i["category"] == "Book" and i["itemDate"].year == 2023,
        ),
    ],
)
async def test_the_place_of_a_story_of_another_kind_filters_nothing(
    harness: ParleyHarness, text: str, predicate: Callable[[Item], bool]
) -> None:
    reply = await last_reply(harness, text)
    expected = ids(predicate)
    assert expected and count_of(reply) == len(expected) and "as part of your story" in reply["text"]


async def test_a_story_of_the_kind_asked_still_narrows(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "We drank malbec in Mendoza in January 2025. Which wines did I have in January 2025?")
    wines = ids(lambda i: i.get("type") == "Wine" and i["place"]["city"] == "Mendoza" and _in_month(2025, 1)(i))
    assert wines and count_of(reply) == len(wines)


async def test_the_thickest_of_them_and_who_wrote_it(harness: ParleyHarness) -> None:
    said = "We flew down to Buenos Aires in January 2025 and I read the whole way! Which books did I read in January 2025?"
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, said)
    books = [i for i in ITEMS if i["category"] == "Book" and _in_month(2025, 1)(i)]
    thickest = max(books, key=lambda i: i["fields"]["pages"])
    reply = await harness.say(conversation, "Which one had the most pages?")
    assert result_id_set(reply) == {thickest["_id"]}
    reply = await harness.say(conversation, "Great, and who was its author?")
    assert thickest["fields"]["author"] in reply["text"]


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("isnt the madrid one the one i gave 4 stars", "yes"),  # whether the Madrid one was rated 4: never the others
        ("wasn't the madrid one rated 5?", "no"),
    ],
)
async def test_a_negative_question_of_the_one_named_asks_whether_it_is_so(harness: ParleyHarness, text: str, answer: str) -> None:
    madrid = [i for i in ITEMS if i["type"] == "Art" and i["place"]["city"] == "Madrid" and i["itemDate"].year in (2024, 2025)]
    assert [i["rating"] for i in madrid] == [4]
    reply = await last_reply(harness, "how many museums did I go to in 2024 and 2025?", "which of those were art museums?", text)
    assert reply["text"].lower().startswith(answer) and "outside" not in reply["text"]
