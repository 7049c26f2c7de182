"""People in the context of a conversation, over the sample, through the whole assistant: a companion named as the
subject of a question said as a statement ("Kenji was with me on …?") or after "hmm, and was …", "him"/"her" for
the person named before (also beside another name: "with her but not Tom"), a pronoun after a story naming two
people asked back with both, "apart from Mary, who … most often?" (the others' counts over all the items), "just
the ones with Anna" (the answer before, narrowed), a wish said after a question ("I'd love to book the same place
again": no place), and a new question led by who is left out ("other than the ones with Tom, how many …?")
starting clean."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from parley.core.query.chatter import without_asides

from .conftest import ParleyHarness
from .conversing import count_of
from .sample_items import ITEMS, TODAY, Item, ids, result_id_set


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def of_type(kind: str) -> Callable[[Item], bool]:
    return lambda i: i.get("type") == kind


def having(*names: str) -> Callable[[Item], bool]:
    return lambda i: all(n in (i.get("who") or []) for n in names)


def lacking(name: str) -> Callable[[Item], bool]:
    return lambda i: name not in (i.get("who") or [])


async def _talk(harness: ParleyHarness, *texts: str) -> list[dict[str, Any]]:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    return [await harness.say(conversation, text) for text in texts]


# --- a companion as the subject ---------------------------------------------------------------------


async def test_a_companion_said_as_the_subject_of_a_statement_asked_is_a_yes_no_then_him(harness: ParleyHarness) -> None:
    asked, shown = await _talk(harness, "Kenji was with me at some dinner that was not in 2019?", "ok, list every lunch with him")
    dinners = ids(lambda i: of_type("Dinner")(i) and having("Kenji")(i) and i["itemDate"].year != 2019)
    assert asked["text"].lower().startswith("yes" if dinners else "no")
    assert "kenji" not in asked["text"].lower().split("understand")[-1] or "understand" not in asked["text"]
    lunches = ids(lambda i: of_type("Lunch")(i) and having("Kenji")(i))
    assert lunches and result_id_set(shown) == lunches


async def test_hmm_and_was_someone_there_asks_about_the_one_picked(harness: ParleyHarness) -> None:
    _, asked = await _talk(harness, "which was my longest hike?", "Hmm, and was Roberto there for that one?")
    hikes = [i for i in ITEMS if of_type("Hike")(i)]
    longest = max(hikes, key=lambda i: i["fields"].get("distance") or 0)
    assert longest["title"] in asked["text"]
    assert asked["text"].lower().startswith("yes" if "Roberto" in (longest.get("who") or []) else "no")


# --- who a pronoun means ----------------------------------------------------------------------------


async def test_a_pronoun_after_a_story_naming_two_people_is_asked_back_with_both(harness: ParleyHarness) -> None:
    asked, answered, narrowed = await _talk(
        harness,
        "Anna and Sofia are visiting and they both love a good meal. How many dinners did I have with her?",
        "Sofia, I meant",
        "and how many of those did Anna join too?",
    )
    assert "Anna" in asked["text"] and "Sofia" in asked["text"] and "?" in asked["text"]
    with_sofia = ids(lambda i: of_type("Dinner")(i) and having("Sofia")(i))
    assert with_sofia and count_of(answered) == len(with_sofia)
    both = ids(lambda i: of_type("Dinner")(i) and having("Sofia", "Anna")(i))
    assert count_of(narrowed) == len(both) and len(both) < len(with_sofia)


async def test_a_pronoun_before_another_name_is_the_person_talked_about(harness: ParleyHarness) -> None:
    _, reply = await _talk(harness, "did I ever take a walk with Kenji?", "and dinners with him but not Mary?")
    dinners = ids(lambda i: of_type("Dinner")(i) and having("Kenji")(i) and lacking("Mary")(i))
    assert dinners and count_of(reply) == len(dinners)


# --- someone left out -------------------------------------------------------------------------------


def _most_often_besides(kind: str, left_out: str) -> tuple[str, int]:
    counts = Counter(p for i in ITEMS if of_type(kind)(i) for p in i.get("who") or [] if p != left_out)
    (first, times), (_, second) = counts.most_common(2)
    assert times > second
    return first, times


@pytest.mark.parametrize("text", ["excluding Mary, who did I go hiking with most often?", "who did I hike with the most, other than Mary?"])
async def test_who_most_often_apart_from_someone_counts_the_others_over_all_the_items(harness: ParleyHarness, text: str) -> None:
    (asked,) = await _talk(harness, text)
    name, times = _most_often_besides("Hike", "Mary")
    hikes = ids(of_type("Hike"))
    assert name in asked["text"] and f"{times} of {len(hikes)}" in asked["text"]
    assert count_of(asked) == len(hikes)


@pytest.mark.parametrize("asked", ["With who I had them most, then?", "who did I have them with the most?"])
async def test_who_most_after_a_question_with_someone_is_of_all_the_things_asked_about(harness: ParleyHarness, asked: str) -> None:
    # the company asked about before is no part of "who … most" (with it, the answer would always be that person)
    _, reply = await _talk(harness, "Any Italian dinners with Tom?", asked)
    italian = [i for i in ITEMS if of_type("Dinner")(i) and i["fields"].get("cuisine") == "italian"]
    (name, times), (_, second) = Counter(p for i in italian for p in i.get("who") or []).most_common(2)
    assert times > second and name != "Tom"
    assert name in reply["text"] and f"{times} of {len(italian)}" in reply["text"], reply["text"]


async def test_who_else_most_leaves_the_company_before_out_of_the_answer(harness: ParleyHarness) -> None:
    _, reply = await _talk(harness, "hikes with Mary", "who else came most often?")
    with_mary = [i for i in ITEMS if of_type("Hike")(i) and having("Mary")(i)]
    (name, times), (_, second) = Counter(p for i in with_mary for p in i["who"] if p != "Mary").most_common(2)
    assert times > second
    assert name in reply["text"] and f"{times} of {len(with_mary)}" in reply["text"], reply["text"]


async def test_a_name_said_alone_is_the_company_in_place_of_the_one_before(harness: ParleyHarness) -> None:
    _, anna, later = await _talk(harness, "which trips did i do with mary in 2024", "waht about anna", "and 2025")
    for reply, year in ((anna, 2024), (later, 2025)):
        trips = ids(lambda i, y=year: i["category"] == "Travel" and having("Anna")(i) and i["itemDate"].year == y)
        assert result_id_set(reply) == trips, reply["text"]


async def test_was_someone_with_me_asked_of_how_many_of_those(harness: ParleyHarness) -> None:
    _, reply = await _talk(harness, "hikes in 2019", "And on how many of those was Roberto with me?")
    hikes = ids(lambda i: of_type("Hike")(i) and i["itemDate"].year == 2019 and having("Roberto")(i))
    assert result_id_set(reply) == hikes and "understand" not in reply["text"], reply["text"]


async def test_her_after_who_most_often_apart_from_someone_is_that_person(harness: ParleyHarness) -> None:
    _, reply = await _talk(harness, "aside from Mary, who did I have walks with most often?", "how many walks with him, roughly?")
    name, times = _most_often_besides("Walk", "Mary")
    assert count_of(reply) == times and name in reply["text"]


async def test_a_new_question_led_by_who_is_left_out_starts_clean(harness: ParleyHarness) -> None:
    _, reply = await _talk(harness, "were any of my hikes with Chloé?", "apart from the ones with Roberto, how many hikes have I done?")
    hikes = ids(lambda i: of_type("Hike")(i) and lacking("Roberto")(i))
    assert count_of(reply) == len(hikes) and "Chlo" not in reply["text"]


# --- narrowing and asides ---------------------------------------------------------------------------


async def test_just_the_ones_with_someone_narrows_the_answer_before(harness: ParleyHarness) -> None:
    _, _, reply = await _talk(
        harness,
        "how many walks did I take with Mary and without Tom?",
        "were any of them with James?",
        "Great, show me only the ones with James",
    )
    walks = ids(lambda i: of_type("Walk")(i) and having("Mary", "James")(i) and lacking("Tom")(i))
    every_one = ids(lambda i: of_type("Walk")(i) and having("James")(i))
    assert walks and walks != every_one and result_id_set(reply) == walks


@pytest.mark.parametrize(
    ("asked", "said"),
    [
        ("and the remaining ones how many nights", "The total number of nights is {nights}"),
        ("and the others, how many?", "I found {count}"),
    ],
)
async def test_a_number_asked_of_the_other_ones_is_of_the_rest(harness: ParleyHarness, asked: str, said: str) -> None:
    """ "the remaining ones how many nights" after "only the ones with Anna": the rest (without Anna), and their total."""
    *_, reply = await _talk(harness, "trips in 2019", "which ones were with anna", asked)
    rest = [i for i in ITEMS if i["category"] == "Travel" and i["itemDate"].year == 2019 and lacking("Anna")(i)]
    nights = sum(i["fields"]["nights"] for i in rest)
    assert rest and reply["text"].startswith(said.format(nights=nights, count=len(rest))) and "without Anna" in reply["text"], reply["text"]


@pytest.mark.parametrize(
    "wish",
    [
        "I would love to book the same place again.",
        "I want to go back to the same place with everyone.",
        "We'd really like to try it again",
    ],
)
def test_a_wish_said_after_the_question_is_left_out(wish: str) -> None:
    question = "Which of them did I rate best?"
    assert without_asides(f"{question} {wish}").strip() == question


def test_the_same_place_in_a_question_is_kept() -> None:
    text = "Did I ever go back to Kyoto? Which dinners did I have at the same place?"
    assert "same place" in without_asides(text)
