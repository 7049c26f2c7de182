"""Corrections of the question just asked and tag questions, through the whole assistant and on their own: “Sorry, I
wanted to say 2017”, “no wait, make that 2017”, “oops, I meant beer” replace only the part corrected (the best wine of
2016 becomes the best wine of 2017, or the best beer of 2016; a yes/no stays a yes/no); “ever skied in frnace” (no
question mark) is a yes/no, and so is “and switzerland” after it; “It is an Italian wine, no?”, “isn't it spanish?”,
“that's a french one, isn't it?” are checked on the item in focus (a nationality of a wine is its country, never a
cuisine), and asked back when the answer before holds several and none is picked; “were al of them with sofia” is
“all”; a comparative claimed of one side (“cocktails rated higher that year tho right” after beers or cocktails in
2022, “did the french ones from that year do better” after the Italian wines of 2019) is checked against the other
side, both values given."""

from __future__ import annotations

import pytest

from parley.core.query.corrections import corrects
from parley.core.query.spelling import all_typed_short
from parley.core.query.than_the_other_option import than_the_other_option

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import TODAY, Item, matching
from .test_understanding import NOW, READER


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def wines(year: int) -> list[Item]:
    return matching(lambda i: i.get("type") == "Wine" and i["itemDate"].year == year)


def best_titles(items: list[Item]) -> set[str]:
    top = max(i.get("rating") or 0 for i in items)
    return {i["title"] for i in items if i.get("rating") == top}


def mean_rating(items: list[Item]) -> float:
    return sum(i["rating"] for i in items) / len(items)


# --- corrections ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "no wait i meant 2019",
        "Sorry, I wanted to say 2017",
        "actually make that spain",
        "no wait, make that 2017",
        "oops, I meant beer",
        "my bad, I meant to ask about runs",
        "I should have said 2017",
        "sorry i meant to say spain",
    ],
)
def test_the_words_that_take_the_question_back_are_a_correction(text: str) -> None:
    assert corrects(text.lower())


@pytest.mark.parametrize("text", ["sorry, how many hikes did i do?", "no wines in 2017?", "make me a list of wines"])
def test_a_question_of_its_own_is_no_correction(text: str) -> None:
    assert not corrects(text)


@pytest.mark.parametrize(
    "correction", ["Sorry, I wanted to say 2017", "no wait, make that 2017", "oops, I meant 2017", "I should have said 2017"]
)
async def test_a_correction_keeps_the_pick_of_the_question_before(harness: ParleyHarness, correction: str) -> None:
    first, reply = await reply_texts(harness, "Which wine I rated the highest in 2016?", correction)
    assert any(t in first for t in best_titles(wines(2016)))
    assert any(t in reply for t in best_titles(wines(2017))) and "understand" not in reply, reply


async def test_a_correction_of_the_kind_keeps_the_pick_and_the_year(harness: ParleyHarness) -> None:
    _, reply = await reply_texts(harness, "Which wine I rated the highest in 2016?", "oops I meant beer")
    beers = matching(lambda i: i.get("type") == "Beer" and i["itemDate"].year == 2016)
    assert any(t in reply for t in best_titles(beers)) and "2016" in reply, reply


async def test_a_correction_of_a_yes_or_no_is_a_yes_or_no_again(harness: ParleyHarness) -> None:
    _, reply = await reply_texts(harness, "ever skied in switzerland?", "oops i meant france")
    french = matching(lambda i: i.get("type") == "Ski" and i["place"].get("countryCode") == "FR")
    assert reply.startswith("Yes" if french else "No"), reply


# --- yes/no questions said tersely -----------------------------------------------------------------


@pytest.mark.parametrize("text", ["ever skied in frnace", "ever hiked with tom", "ever been to peru"])
def test_ever_opening_a_message_asks_whether_without_its_question_mark(text: str) -> None:
    reading, _ = READER.read(text, NOW)
    assert reading.shape.verify, text


def test_ever_since_opens_no_yes_or_no() -> None:
    reading, _ = READER.read("ever since 2020 how many hikes", NOW)
    assert not reading.shape.verify


async def test_ever_skied_then_and_a_country_are_both_yes_or_no(harness: ParleyHarness) -> None:
    skied = lambda code: matching(lambda i: i.get("type") == "Ski" and i["place"].get("countryCode") == code)  # noqa: E731
    france, switzerland = await reply_texts(harness, "ever skied in frnace", "and switzerland")
    assert france.startswith("Yes" if skied("FR") else "No"), france
    assert switzerland.startswith("Yes" if skied("CH") else "No") and f"{len(skied('CH'))} Swiss" in switzerland, switzerland


@pytest.mark.parametrize(
    ("word", "after", "became"), [("al", " of them with sofia", "all"), ("al", " my hikes", "all"), ("al", " dente", None)]
)
def test_al_is_all_only_where_all_goes(word: str, after: str, became: str | None) -> None:
    correction = all_typed_short(word, after)
    assert (correction.became if correction else None) == became


async def test_were_al_of_them_asks_of_every_one(harness: ParleyHarness) -> None:
    _, reply = await reply_texts(harness, "my walks in spain", "were al of them with sofia")
    walks = matching(lambda i: i.get("type") == "Walk" and i["place"].get("countryCode") == "ES")
    with_sofia = [i for i in walks if "Sofia" in (i.get("who") or [])]
    assert reply.startswith("Yes" if len(with_sofia) == len(walks) else "No"), reply
    assert f"{len(with_sofia)} of the {len(walks)}" in reply, reply


# --- tag questions on the item in focus -------------------------------------------------------------


def best_of_2017() -> Item:
    (best,) = [i for i in wines(2017) if i.get("rating") == 5]
    return best


@pytest.mark.parametrize(
    ("question", "code"),
    [
        ("It is an Italian wine, no?", "IT"),
        ("it's from spain, right?", "ES"),
        ("isn't it spanish?", "ES"),
        ("wasn't it from italy?", "IT"),
        ("that's a french one, isn't it?", "FR"),
        ("isn't that a spanish wine?", "ES"),
        ("is it spanish?", "ES"),
    ],
)
async def test_a_tag_question_is_checked_on_the_item_in_focus(harness: ParleyHarness, question: str, code: str) -> None:
    best = best_of_2017()
    _, reply = await reply_texts(harness, "Which wine I rated the highest in 2017?", question)
    assert reply.startswith("Yes" if best["place"]["countryCode"] == code else "No") and best["title"] in reply, reply
    assert "understand" not in reply and "cuisine" not in reply, reply


async def test_a_nationality_of_a_wine_in_focus_is_its_country(harness: ParleyHarness) -> None:
    _, reply = await reply_texts(harness, "best french wine of 2019", "is it french?")
    assert reply.startswith("Yes") and "France" in reply, reply


async def test_it_after_several_none_picked_is_asked_back_when_the_answer_differs_then_answered_of_the_one_picked(
    harness: ParleyHarness,
) -> None:
    spanish = [i for i in wines(2017) if i["place"]["countryCode"] == "ES"]
    assert 1 < len(spanish) < len(wines(2017))  # the answer differs between them
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "wines of 2017")
    reply = await harness.say(conversation, "is it spanish?")
    assert not reply["text"].startswith(("Yes", "No")) and f"{len(wines(2017))} wines" in reply["text"], reply["text"]
    assert "?" in reply["text"]
    first = await harness.say(conversation, "the first one")
    picked = next(i for i in wines(2017) if i["title"] in first["text"])
    assert first["text"].startswith("Yes" if picked["place"]["countryCode"] == "ES" else "No"), first["text"]


async def test_it_after_several_is_answered_over_them_when_the_answer_is_the_same_for_each(harness: ParleyHarness) -> None:
    assert not any(i["place"]["countryCode"] == "IT" for i in wines(2017))
    _, reply = await reply_texts(harness, "wines of 2017", "It is an Italian wine, no?")
    assert reply.startswith("No") and f"any of the {len(wines(2017))} wines" in reply, reply
    _, reply = await reply_texts(harness, "italian wines of 2019", "it's italian, right?")
    assert reply.startswith("Yes") and "cuisine" not in reply and "meals" not in reply, reply


async def test_it_after_several_is_the_one_it_holds_for_when_only_one_does(harness: ParleyHarness) -> None:
    (only,) = [i for i in wines(2017) if i.get("rating") == 5]
    _, reply = await reply_texts(harness, "wines of 2017", "was it rated 5?")
    assert reply.startswith("Yes") and only["title"] in reply and "only" in reply, reply


# --- a comparative claimed of one side ----------------------------------------------------------------


def test_a_claim_of_one_option_is_set_against_the_other() -> None:
    compared = {"options": [["beers", {}], ["cocktails", {}]], "against": False}
    reading, _ = READER.read("cocktails rated higher that year tho right", NOW)
    said = than_the_other_option(reading, compared)
    assert said is not None
    assert said[0] == "cocktails rated higher than beers that year tho right"
    assert [label for label, _ in said[1]["options"]] == ["cocktails", "beers"] and said[1]["against"]


@pytest.mark.parametrize("text", ["cocktails rated higher than beers?", "rated higher in 2018?", "more cocktails right?"])
def test_no_claim_of_one_option_when_the_other_side_or_a_time_of_its_own_is_said(text: str) -> None:
    compared = {"options": [["beers", {}], ["cocktails", {}]], "against": False}
    reading, _ = READER.read(text, NOW)
    assert than_the_other_option(reading, compared) is None


@pytest.mark.parametrize(
    ("claim", "first"),
    [
        ("cocktails rated higher that year tho right", "Cocktail"),
        ("so cocktails were rated higher, right?", "Cocktail"),
        ("beers did better?", "Beer"),
    ],
)
async def test_a_comparative_claimed_of_one_option_just_compared(harness: ParleyHarness, claim: str, first: str) -> None:
    _, reply = await reply_texts(harness, "more beers or cocktails in 2022", claim)
    of = lambda kind: matching(lambda i: i.get("type") == kind and i["itemDate"].year == 2022)  # noqa: E731
    other = "Beer" if first == "Cocktail" else "Cocktail"
    assert reply.startswith("Yes" if mean_rating(of(first)) > mean_rating(of(other)) else "No"), reply
    for kind in (first, other):
        assert f"{mean_rating(of(kind)):.1f}".rstrip("0").rstrip(".") in reply and "2022" in reply, reply


async def test_a_comparative_claimed_of_another_country_than_the_one_asked_before(harness: ParleyHarness) -> None:
    texts = ("italian wines of 2019", "whats the average rating on those", "did the french ones from that year do better")
    *_, reply = await reply_texts(harness, *texts)
    of = lambda code: [i for i in wines(2019) if i["place"]["countryCode"] == code]  # noqa: E731
    assert reply.startswith("Yes" if mean_rating(of("FR")) > mean_rating(of("IT")) else "No"), reply
    assert "France" in reply and "Italy" in reply and "2019" in reply, reply
