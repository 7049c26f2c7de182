"""Words of the story around a question that filter nothing: a verb that is also a town's name ("I'd love to surprise
her": no Surprise, Arizona), a plan weighed ("I'm toying with the idea of doing Europe by train next summer": no
Europe), "so far" (until now, understood), a mistyped "there" pointing at the place the story names ("going back to
lisbon soon. what did i eat tehre": Lisbon), and the setting of a dispute ("Mary and I are having a friendly argument
over breakfast. She says …": her claim checked, no breakfast asked) — the pieces on their own, then through the
whole assistant over the sample."""

from __future__ import annotations

import pytest

from parley.core.query.chatter import without_asides
from parley.core.query.claims_of_others import as_checked
from parley.core.query.fillers import claim_fillers
from parley.core.query.places import Gazetteer, Place, PlaceName, PlaceRecognizer, a_verb_after_to
from parley.core.query.pointer_typos import with_pointers_spelled
from parley.core.query.spelling import Correction
from parley.core.query.utterance import Utterance

from .conftest import ParleyHarness
from .sample_items import TODAY, Item, matching

_WORLD = [PlaceName("Surprise", "city", "US", 33.63, -112.33), PlaceName("Reading", "city", "GB", 51.45, -0.97)]
_PLACES = PlaceRecognizer(Gazetteer.build([], _WORLD))


def _places(text: str) -> list[str]:
    return [p.name for p in _PLACES.recognize(Utterance(text)) if isinstance(p, Place)]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("I'd love to surprise her with a bottle. Which wines have I had?", []),  # an infinitive: the verb
        ("we want to surprise everyone, which dinners did I like?", []),
        ("did I ever make it to reading myself?", ["Reading"]),  # no verb before "to": the town
        ("which meals did I have in Surprise?", ["Surprise"]),
        ("which meals did I have on trips to reading?", ["Reading"]),  # a trip to it: the town
        ("I'd love to go to Surprise again", ["Surprise"]),
    ],
)
def test_a_town_named_like_a_verb_is_no_place_after_an_infinitive_to(text: str, names: list[str]) -> None:
    assert _places(text) == names


def test_a_verb_after_to_needs_a_common_word_and_the_verbs_to() -> None:
    text = "I'd love to surprise her"
    at = text.index("to surprise")
    assert a_verb_after_to(text, at, at + 3, at + len("to surprise"))
    other = "flights to surprise"
    assert not a_verb_after_to(other, other.index("to"), other.index("surprise"), len(other))


def test_a_plan_weighed_is_an_aside_of_the_question() -> None:
    text = "I'm toying with the idea of doing Europe by train next summer. Which train journeys have I taken so far?"
    kept = without_asides(text)
    assert "Europe" not in kept and kept.endswith("Which train journeys have I taken so far?"), kept


@pytest.mark.parametrize(
    ("text", "question"),
    [
        ("hosting a bbq on saturday which beers or cocktails did i rate 5 stars", "which beers or cocktails did i rate 5 stars"),
        ("sofia wants to do brunch on sunday what breakfasts did we have together", "what breakfasts did we have together"),
    ],
)
def test_the_day_of_a_plan_is_an_aside_unpunctuated(text: str, question: str) -> None:
    kept = without_asides(text)
    assert kept.endswith(question) and not any(day in kept for day in ("saturday", "sunday")), kept


def test_a_day_asked_about_is_kept() -> None:
    assert "sunday" in without_asides("dinners on sunday which were with tom")


@pytest.mark.parametrize(
    ("text", "filler"),
    [("which train journeys have I taken so far?", True), ("how many hikes so far this year", True), ("the hike so far from home", False)],
)
def test_so_far_is_until_now(text: str, filler: bool) -> None:
    utterance = Utterance(text)
    claim_fillers(utterance)
    at = text.index("so far")
    assert (not utterance.is_free(at, at + len("so far"))) is filler


def _speller(word: str) -> Correction | None:
    meant = {"tehre": "there", "thsoe": "those", "teh": "the", "lisbn": "lisbon"}.get(word)
    return Correction(word, meant, 80.0, meant, "spelling") if meant else None


def test_a_mistyped_pointing_word_is_spelled_before_the_story_is_set_aside() -> None:
    text, made = with_pointers_spelled("going back to lisbn soon. what did i eat tehre", _speller)
    assert text == "going back to lisbn soon. what did i eat there"  # only the pointing word: the rest is spelled later
    assert [c.word for c in made] == ["tehre"]
    assert with_pointers_spelled("what did i eat there", _speller) == ("what did i eat there", [])


def test_she_of_a_dispute_told_with_the_user_is_the_person_named_beside_them() -> None:
    text = "Mary and I are having a friendly argument over breakfast. She says we ate out together more in 2024 than in 2025. Is she right?"
    assert as_checked(text) == "is it true that Mary and I ate out together more in 2024 than in 2025?"
    told = "Me and Tom had a bet at lunch. He says we ran more in 2023. Is he right?"
    assert as_checked(told) == "is it true that Tom and I ran more in 2023?"


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def _ask(harness: ParleyHarness, *texts: str) -> str:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    reply: dict[str, object] = {}
    for text in texts:
        reply = await harness.say(conversation, text)
    return str(reply["text"])


def _with(item: Item, name: str) -> bool:
    return name in (item["who"] or [])


async def test_a_verb_of_the_story_is_no_town(harness: ParleyHarness) -> None:
    text = await _ask(
        harness,
        "Anna's birthday is coming up and I'd love to surprise her with a bottle we enjoyed together. Which wines have I had with Anna?",
    )
    wines = matching(lambda i: i["type"] == "Wine" and _with(i, "Anna"))
    assert wines and f"{len(wines)} wines with Anna" in text and "Surprise" not in text, text


async def test_a_plan_weighed_and_so_far_filter_nothing(harness: ParleyHarness) -> None:
    text = await _ask(harness, "I'm toying with the idea of doing Europe by train next summer. Which train journeys have I taken so far?")
    journeys = matching(lambda i: i["type"] == "Train journey")
    assert journeys and f"{len(journeys)} train journeys" in text, text
    assert "Europe" not in text and "understand" not in text, text


async def test_there_mistyped_is_the_place_the_story_names(harness: ParleyHarness) -> None:
    text = await _ask(harness, "going back to lisbon soon. what did i eat tehre")
    meals = matching(lambda i: i["category"] == "Food" and i["place"].get("city") == "Lisbon")
    assert meals and f"{len(meals)} meals in Lisbon" in text, text


async def test_the_setting_of_a_dispute_is_no_kind_asked(harness: ParleyHarness) -> None:
    text = await _ask(
        harness,
        "Mary and I are having a friendly argument over breakfast. She says we ate out together more in 2024 than in 2025. Is she right?",
    )

    def meals(year: int) -> int:
        return len(matching(lambda i: i["category"] == "Food" and _with(i, "Mary") and i["itemDate"].year == year))

    assert meals(2024) > meals(2025) and text.startswith("Yes"), text
    assert f"{meals(2024)} meals in 2024 with Mary" in text and "breakfast" not in text and "understand" not in text, text
