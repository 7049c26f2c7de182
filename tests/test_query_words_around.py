"""The words around a question, over the sample, through the whole assistant: a country whose name is an
ordinary word ("the reunion", "turkey") is no place in a story or without a preposition of place; "over the
years" is all of the time; a typo of the engine's own words ("excatly", "abut", "whcih") is read as the word;
"which ones?" or "show me all of it" after a count or a yes/no lists that answer; a reaction, an apology or a
guess asked for ("Great,", "my bad", "would you say?", "hmm ok which …" said with no comma) is never a word not
understood and changes nothing; and
a trip still to come told before a question ("the Norway trip is coming up soon") filters nothing."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import count_of, last_reply
from .sample_items import ITEMS, TODAY, ids, result_id_set
from .sample_reader import sample_reader
from .test_understanding import DEFINITION, read

READER = sample_reader(DEFINITION, ITEMS, ())


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def of(kind: str, person: str | None = None, year: int | None = None) -> set[str]:
    return ids(
        lambda i: (
            i.get("type") == kind and (person is None or person in (i.get("who") or [])) and (year is None or i["itemDate"].year == year)
        )
    )


# --- ordinary words that are the names of countries ----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "beers at the reunion",
        "Ben is coming for the reunion. how many beers with Ben?",
        "turkey sandwiches for lunch",
        "lunches on fine china",
    ],
)
def test_a_country_named_by_an_ordinary_word_is_no_place_without_a_preposition(text: str) -> None:
    _, request = read(text)
    assert request.place is None


@pytest.mark.parametrize(("text", "country"), [("lunches in Turkey", "TR"), ("any trips to turkey?", "TR"), ("wines from Chile", "CL")])
def test_after_a_preposition_of_place_it_is_the_country(text: str, country: str) -> None:
    _, request = read(text)
    assert request.place is not None and request.place.country_code == country


async def test_a_story_of_a_reunion_and_over_the_years_filter_nothing(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "Ben and Priya are flying in for the reunion. How many beers have I had with Ben over the years?")
    beers = of("Beer", "Ben")
    assert beers and count_of(reply) == len(beers)
    assert "Réunion" not in reply["text"] and "understand" not in reply["text"]


async def test_all_these_years_is_all_of_the_time(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "how many walks with Sofia through all these years?")
    assert count_of(reply) == len(of("Walk", "Sofia")) and "understand" not in reply["text"]


# --- typos of the engine's own words --------------------------------------------------------------


@pytest.mark.parametrize(
    ("word", "became"),
    [("excatly", "exactly"), ("abut", "about"), ("evrything", "everything"), ("probaly", "probably"), ("whcih", "which")],
)
def test_a_typo_of_the_engines_own_word_is_that_word(word: str, became: str) -> None:
    correction = READER.speller.correct(word)
    assert correction is not None and correction.became == became


def test_a_word_of_its_own_is_not_corrected() -> None:
    assert READER.speller.correct("exactly") is None and READER.speller.correct("about") is None


async def test_which_ones_misspelt_after_a_yes_no_lists_what_it_found(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "did I ever go on a walk with Luca?", "whcih ones?")
    walks = of("Walk", "Luca")
    assert walks and result_id_set(reply) == walks


async def test_show_me_all_of_it_after_a_count_lists_the_count(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "how many cocktails did I have with Priya?", "shw me all of it")
    cocktails = of("Cocktail", "Priya")
    assert cocktails and count_of(reply) == len(cocktails) and "Try" not in reply["text"]


async def test_exactly_misspelt_is_the_number_asked(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "excatly how many runs with Ben in 2025?")
    assert count_of(reply) == len(of("Run", "Ben", 2025)) and "understand" not in reply["text"]


# --- reactions, apologies and a guess asked for ----------------------------------------------------


async def test_reactions_and_apologies_are_no_words_not_understood(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    replies = [
        await harness.say(conversation, text)
        for text in ("Great, how many lunches with Priya?", "Hmm, and with Chloé?", "Ah, with Kenji, my bad!")
    ]
    for reply, person in zip(replies, ("Priya", "Chloé", "Kenji"), strict=True):
        assert count_of(reply) == len(of("Lunch", person)) and "understand" not in reply["text"]


async def test_reactions_said_with_no_comma_before_the_request_are_no_words_not_understood(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "hikes in 2025")
    walks = await harness.say(conversation, "cool thanks. and walks")
    longest = await harness.say(conversation, "hmm ok which one was the longest")
    assert count_of(walks) == len(of("Walk", year=2025)) and "understand" not in walks["text"], walks["text"]
    assert "understand" not in longest["text"] and "walk in 2025" in longest["text"], longest["text"]


async def test_a_guess_asked_for_is_no_yes_no(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "how many hikes did I do with Anna, would you say?")
    hikes = of("Hike", "Anna")
    assert count_of(reply) == len(hikes) and not reply["text"].startswith("Yes") and "understand" not in reply["text"]


# --- a trip still to come, told before the question --------------------------------------------------


async def test_a_trip_to_come_told_before_the_question_filters_nothing(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "The big Norway trip is coming up soon. How many hikes did I do in 2025?")
    assert count_of(reply) == len(of("Hike", None, 2025)) and "Norway" not in reply["text"]


async def test_getting_ready_for_a_trip_filters_nothing(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "Gearing up for our Japan holiday next spring, so how many walks did I do in 2024?")
    walks = of("Walk", None, 2024)
    assert walks and count_of(reply) == len(walks) and "Japan" not in reply["text"]
