"""Chatter around a question adds no filter to it: another person's "yesterday", a greeting, a remark in
parentheses or an opener before a colon or dash; a statement that is itself the question is read whole."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE, SAMPLE_FILE, decode
from parley.core.query.assistant_model import ENGINE_WORDS
from parley.core.query.chatter import without_asides
from parley.core.query.request import Request, build_request

from .sample_reader import sample_reader

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
READER = sample_reader(load_definition(DEFINITION_FILE), list(decode(SAMPLE_FILE.read_bytes())), ENGINE_WORDS)


def read(text: str) -> Request:
    reading, _ = READER.read(text, NOW)
    return build_request(reading, "find", "scrapbook", None, None)


def test_another_persons_yesterday_is_not_a_date() -> None:
    request = read("Hey! my brother told me last week that I drink too much beer, lol. How many beers from Belgium have I had?")
    assert request.dates is None
    assert request.type == "Beer" and request.place is not None and request.place.name == "Belgium"


@pytest.mark.parametrize(
    ("text", "kind", "place"),
    [
        ("Quick one for a birthday card (my mum went to Spain last year) - how many hikes did I do in Greece?", "Hike", "Greece"),
        ("My colleague said yesterday that I never go out: how many dinners have I had in Italy?", "Dinner", "Italy"),
        ("Hello! I'm writing a toast for my brother's wedding in 2019 — which wines from Portugal did I rate 5?", "Wine", "Portugal"),
    ],
)
def test_a_date_in_a_remark_opener_or_parentheses_is_not_the_questions(text: str, kind: str, place: str) -> None:
    request = read(text)
    assert request.type == kind and request.place is not None and request.place.name == place
    assert request.dates is None


@pytest.mark.parametrize(
    "text",
    [
        "wines from France last year",
        "wines from France - how many did I rate 5?",
        "my sister went to Italy in 2019. did I go there too?",  # the question points back into the statement
        "hikes in 2022 (with Mary) in Italy",
        "how many wines from France?",
    ],
)
def test_a_message_without_asides_around_a_question_is_read_whole(text: str) -> None:
    assert without_asides(text) == text


@pytest.mark.parametrize("remark", ["Great!", "Wow.", "Very nice!", "Perfect!"])
def test_a_remark_on_the_last_answer_before_the_question_is_an_aside(remark: str) -> None:
    assert without_asides(f"{remark} How many hikes in Spain?").strip() == "How many hikes in Spain?"


@pytest.mark.parametrize(
    "text",
    [
        "Making paella for the neighbours on Sunday 🥘 which Spanish wines did I rate 5?",
        "Hosting a dinner next Friday! which Spanish wines did I rate 5?",
    ],
)
def test_the_users_plans_before_an_emoji_or_a_sentence_end_add_no_date(text: str) -> None:
    request = read(text)
    assert request.dates is None and request.type == "Wine" and request.place is not None and request.place.name == "Spain"


@pytest.mark.parametrize(
    "text",
    [
        "I am cooking for my in-laws on Friday. Which Spanish wines did I rate 5?",
        "We are having people over for dinner tonight - which Spanish wines did I rate 5?",
    ],
)
def test_the_users_plans_said_with_i_am_add_no_filter(text: str) -> None:
    request = read(text)
    assert request.type == "Wine" and request.place is not None and request.place.name == "Spain" and request.dates is None


def test_the_occasion_and_time_of_the_users_story_are_no_filter_but_its_place_is_there() -> None:
    request = read("We were talking about Portugal at lunch yesterday - which hikes did I do there without Mary?")
    assert request.dates is None and request.type == "Hike"
    assert request.place is not None and request.place.name == "Portugal"


def test_a_short_laugh_before_the_question_is_an_aside() -> None:
    assert without_asides("Ha. How many hikes in Spain?").strip() == "How many hikes in Spain?"


def test_the_place_of_the_users_plans_is_kept_for_there_but_not_their_time() -> None:
    request = read("Flying to Kyoto next week! how many lunches did I have there?")
    assert request.dates is None and request.type == "Lunch" and request.place is not None and request.place.name == "Kyoto"


def test_asides_are_blanked_in_place() -> None:
    text = "Hi! my friend says I never ski (she is wrong) — did I ski in Austria?"
    kept = without_asides(text)
    assert len(kept) == len(text) and kept.strip().lstrip("— ") == "did I ski in Austria?"


def test_a_statement_of_ones_own_is_still_the_question() -> None:
    request = read("I'd like the wines from France from last year")
    assert request.type == "Wine" and request.place is not None and request.place.name == "France" and request.dates


@pytest.mark.parametrize(
    "text",
    [
        "my wife asked me last week how many wines from France I have",
        "yesterday my friend told me I drink a lot of wine from France, how many do I have",
    ],
)
def test_when_someone_else_said_it_is_no_date_even_in_one_clause(text: str) -> None:
    request = read(text)
    assert request.type == "Wine" and request.place is not None and request.place.name == "France"
    assert request.dates is None


@pytest.mark.parametrize(
    ("text", "label"), [("did my sister come with me yesterday?", "yesterday"), ("how many hikes last week", "last week")]
)
def test_the_users_own_dates_are_kept(text: str, label: str) -> None:
    request = read(text)
    assert request.dates is not None and request.dates.label == label


def test_a_question_that_says_nothing_is_about_the_users_own_things_in_the_story() -> None:
    request = read("My boss keeps asking about the hikes I did in 2023 - what have I got?")
    assert request.type == "Hike" and request.dates is not None and request.dates.single_year() == 2023


@pytest.mark.parametrize("text", ["my sister went to Italy in 2019. how many?", "Great! How many?"])
def test_another_persons_doings_or_a_greeting_do_not_become_the_question(text: str) -> None:
    request = read(text)
    assert request.place is None and request.dates is None and request.category is None


def test_a_disagreement_told_before_the_question_adds_nothing_to_it() -> None:
    # "nobody could agree": the dinner and the night it came up at are the story's, not the question's
    request = read("Santa Fe came up at dinner with friends last night and nobody could agree. How many nights was the Santa Fe trip?")
    assert request.category == "Travel" and request.dates is None and not request.people, request
    assert request.place is not None and request.place.name == "Santa Fe"


def test_the_company_the_user_remembers_against_a_claim_is_not_asked_about() -> None:
    request = read("Mary swears she came with me to India, but I only remember Chloé and James being there. Was Mary on that trip?")
    assert [p.names for p in request.people] == [("Mary",)], request.people
    assert request.place is not None and request.place.name == "India"
