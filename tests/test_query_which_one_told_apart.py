"""“Which one do you mean?” offers the options by what tells them apart to the user, not by their years alone: “the beach
holiday in 2022 or the flight in 2025” (their kinds differ), “Paris Art Museum (2019) or Paris History Museum (2022)”
(kinds alike, titles of their own), the years still said; two alike in all but the date are still told by year. The
answer by that feature (“the beach one”, “the history one”) picks it. An answer that is a comparative or superlative
(“The longer one.”, “the better one”, “the more recent one”) picks among the options offered, by the field it measures,
never as a new question over the answer before (was: “The longer travel in Paris among the 1 item before …”); “what
rating I gave”, a learner's question, asks the rating, not the nights asked before."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from parley.core.collection.definition import FieldDef, load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.aggregate import Measured
from parley.core.query.how_liked import asked
from parley.core.query.ordering import Superlative
from parley.core.query.places import Place
from parley.core.query.request import Request
from parley.core.query.the_one_meant import OneMeant, by_degree, chosen, degree_path, options_told
from parley.core.query.the_other_one import Chosen, verdict

from .conftest import ParleyHarness
from .conversing import reply_texts

DEFINITION = load_definition(DEFINITION_FILE)
LECCE = Request("scrapbook", "find", "Travel", place=Place("Lecce", "city", "IT"))


def _item(id_: str, when: datetime, kind: str, title: str, **fields: Any) -> dict[str, Any]:
    return {"_id": id_, "itemDate": when, "type": kind, "title": title, "fields": fields, "rating": fields.pop("rating", 3)}


def test_options_of_different_kinds_are_told_by_their_kind_and_year() -> None:
    items = [
        _item("b", datetime(2025, 9, 19), "Flight", "Flight to Lecce"),
        _item("a", datetime(2022, 6, 4), "Beach holiday", "Beach holiday to Lecce"),
    ]
    told = options_told(items)
    assert [o.said for o in told] == ["the beach holiday in 2022", "the flight in 2025"]
    meant = OneMeant(LECCE, told)
    assert chosen(meant, "the beach one", frozenset({"beach holiday"})) == "a"  # "beach" read as the kind
    assert chosen(meant, "the flight") == "b"


def test_a_kind_is_told_by_what_it_is_called() -> None:
    items = [
        _item("a", datetime(2019, 5, 3), "Art", "Paris Art Museum"),
        _item("b", datetime(2022, 11, 18), "History", "Paris History Museum"),
    ]
    told = options_told(items, nouns={"art": "art museum", "history": "history museum"})
    assert [o.said for o in told] == ["the art museum in 2019", "the history museum in 2022"]
    assert chosen(OneMeant(LECCE, told), "the history one") == "b"


def test_options_of_one_kind_with_titles_of_their_own_are_told_by_title_and_year() -> None:
    items = [
        _item("a", datetime(2019, 5, 3), "Dinner", "Dinner at The Nikos"),
        _item("b", datetime(2022, 1, 2), "Dinner", "Dinner at Casa Yuki"),
    ]
    told = options_told(items)
    assert [o.said for o in told] == ["Dinner at The Nikos (2019)", "Dinner at Casa Yuki (2022)"]
    assert chosen(OneMeant(LECCE, told), "the nikos one") == "a"


def test_options_alike_but_for_their_dates_are_told_by_year() -> None:
    items = [
        _item("a", datetime(2011, 9, 11), "Train journey", "Train journey to Sintra"),
        _item("b", datetime(2014, 11, 21), "Train journey", "Train journey to Sintra"),
    ]
    assert [o.said for o in options_told(items)] == ["the one in 2011", "the one in 2014"]


def test_the_other_one_set_against_it_names_each_once() -> None:
    items = [
        _item("a", datetime(2019, 5, 3), "Art", "Paris Art Museum", visits=2),
        _item("b", datetime(2022, 1, 8), "Art", "Louvre", visits=1),
    ]
    chosen_one = Chosen(tuple((o.id, o.said) for o in options_told(items)), "b")
    said = verdict(Measured("sum", ("visits",), True, "longer"), FieldDef("visits", "number"), chosen_one, items[0], items[1], None)
    assert said == "Yes, Paris Art Museum (2019) has 2; Louvre (2022) has 1.", said  # its title not said twice


def test_a_comparative_answer_picks_among_the_options_by_the_field_it_measures() -> None:
    items = [
        _item("a", datetime(2011, 9, 11), "Train journey", "Train journey to Sintra", nights=8, rating=3),
        _item("b", datetime(2014, 11, 21), "Train journey", "Train journey to Sintra", nights=11, rating=4),
    ]
    meant = OneMeant(LECCE, options_told(items))
    longer = degree_path(DEFINITION, "Travel", Superlative("@long", True, "the longer"))
    assert longer == "fields.nights"
    assert by_degree(meant, items, longer, True) == "b"
    assert by_degree(meant, items, longer, False) == "a"  # "the shorter one"
    assert by_degree(meant, items, "rating", False) == "a"  # "the worse one"
    assert by_degree(meant, [*items, _item("c", datetime(2020, 1, 1), "Flight", "x", nights=30)], longer, True) == "b"  # offered only
    tied = [items[0], {**items[1], "fields": {"nights": 8}}]
    assert by_degree(meant, tied, longer, True) is None  # picks none
    assert degree_path(DEFINITION, "Travel", Superlative("@far", True, "the further")) is None  # no distance of trips


def test_a_rating_asked_without_did() -> None:
    assert asked("And what rating I gave to my Sintra trip?")
    assert not asked("what rating is the best")


async def test_which_one_offers_the_kinds_and_the_answer_by_kind_picks(sample_assistant: ParleyHarness) -> None:
    asked_back, answer = await reply_texts(sample_assistant, "how many nights was my trip to lecce", "the beach one")
    assert "the beach holiday in 2022 or the flight in 2025?" in asked_back, asked_back
    assert "8" in answer, answer
    asked_back, answer = await reply_texts(sample_assistant, "what exhibition did i see at the museum in paris", "the history one")
    assert "the art museum in 2019 or the history museum in 2022?" in asked_back, asked_back
    assert "Ancient Bronzes" in answer, answer


async def test_the_longer_one_picks_among_the_options_not_the_answer_before(sample_assistant: ParleyHarness) -> None:
    *_, asked_back, answer = await reply_texts(
        sample_assistant,
        "How many nights was my trip in Paris?",
        "The one in 2022.",
        "And what rating I gave to my Sintra trip?",
        "The longer one.",
    )
    assert "the one in 2011 or the one in 2014?" in asked_back, asked_back
    assert answer == "Train journey to Sintra is rated 4.", answer  # the 11 nights of 2014, its rating (not the nights)
    *_, answer = await reply_texts(sample_assistant, "what exhibition did i see at the museum in paris", "the better one")
    assert "Ancient Bronzes" in answer, answer  # rated 5, against 3
