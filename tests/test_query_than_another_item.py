"""The item in focus against another item the user points to: “was it better than the one before?” after the latest
trip, “so worse than the other one?” after one of two Paris trips, “was it rated higher than the 2025 one” after the best
cocktails of two years; by the rating, or by the field a size comparative means for the kind (“longer” books: pages).
Yes or no with both values and the difference; “the other one” among several is asked back. Not so: “better than the
others” (several), “longer than the one before it” left to than_the_one_before_it.py only by the bot's order, a
comparison of two sets (“more wine or beer?”)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.dialog import DialogMemory
from parley.core.query.request import Request
from parley.core.query.than_another_item import (
    against_another_asked,
    candidates,
    next_beside,
    set_in_focus,
    the_field,
    verdict,
    which_one,
)
from parley.core.query.the_other_one import the_other_meant

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS

DEFINITION = load_definition(DEFINITION_FILE)


def thing(ident: str, category: str, when: datetime, rating: int | None = None, **fields: Any) -> dict[str, Any]:
    item: dict[str, Any] = {"_id": ident, "title": f"{category} {ident}", "category": category, "fields": fields, "itemDate": when}
    if rating is not None:
        item["rating"] = rating
    return item


@pytest.mark.parametrize(
    ("text", "word", "larger", "how", "year"),
    [
        ("was it better than the one before?", "better", True, "before", None),
        ("so worse than the other one?", "worse", False, "other", None),
        ("was it rated higher than the 2025 one", "rated higher", True, "year", 2025),
        ("Was it better than the previous one?", "better", True, "before", None),
        ("is it worst than the 2022 one?", "worst", False, "year", 2022),  # non-native "worst than"
        ("and more better than the one from 2019?", "more better", True, "year", 2019),
        ("did i like it more than the other trip", "better", True, "other", None),
        ("was that one higher rated than the previous trip, then?", "higher rated", True, "before", None),
        ("hmm, was it really worse than the one after it", "worse", False, "after", None),
        ("is this one better than the next one", "better", True, "after", None),
    ],
)
def test_a_comparative_against_another_item_is_read(text: str, word: str, larger: bool, how: str, year: int | None) -> None:
    asked = against_another_asked(text, DEFINITION)
    assert asked is not None
    assert (asked.word, asked.larger, asked.other.how, asked.other.year, asked.measured) == (word, larger, how, year, None)


def test_a_size_comparative_means_the_field_of_the_kind() -> None:
    asked = against_another_asked("was it longer than the other one?", DEFINITION)
    assert asked is not None and asked.measured is not None
    field = the_field(asked, DEFINITION, thing("a", "Book", datetime(2020, 1, 1), pages=300))
    assert field is not None and field.name == "pages"
    trip = the_field(asked, DEFINITION, thing("t", "Travel", datetime(2020, 1, 1), nights=3))
    assert trip is not None and trip.name == "nights"


def test_higher_of_a_kind_without_a_height_is_its_rating() -> None:
    asked = against_another_asked("was it higher than the 2025 one", DEFINITION)
    assert asked is not None
    field = the_field(asked, DEFINITION, thing("c", "Drink", datetime(2024, 1, 1), 5))
    assert field is not None and field.name == "rating"


@pytest.mark.parametrize(
    "text",
    [
        "was it better than the others?",  # several, not one other item
        "more wine or beer in 2021?",
        "was it better than expected",
        "is it better than the average",
        "was it better than the one before? and who was with me",  # more asked than the comparison
        "were the italian ones better than the french ones",
        "was it longer than the other ones",
        "was it better than the year before?",  # a time, not an item
        "were they rated higher than the previous year",
        "better than the other day?",
    ],
)
def test_not_a_comparison_with_another_item(text: str) -> None:
    assert against_another_asked(text, DEFINITION) is None


def test_the_one_before_is_the_latest_earlier_one_of_the_set() -> None:
    latest = thing("c", "Travel", datetime(2026, 7, 7), 4)
    found = [thing("a", "Travel", datetime(2025, 1, 1), 2), thing("b", "Travel", datetime(2026, 6, 10), 4), latest]
    assert next_beside(latest, found, before=True) == found[1]
    assert next_beside(found[0], found, before=True) is None
    assert next_beside(found[0], found, before=False) == found[1]


def test_the_set_in_focus_keeps_its_place_but_no_time_or_rank() -> None:
    asked = Request.from_dict(Request("scrapbook", category="Travel").to_dict())
    item = thing("c", "Travel", datetime(2026, 7, 7), 4)
    kept = set_in_focus(asked, item, "scrapbook")
    assert (kept.category, kept.dates, kept.superlative) == ("Travel", None, None)
    assert set_in_focus(None, item, "scrapbook").category == "Travel"


def test_no_when_the_one_before_is_rated_higher() -> None:
    asked = against_another_asked("was it better than the one before?", DEFINITION)
    assert asked is not None
    latest, before = thing("c", "Travel", datetime(2026, 7, 7), 3), thing("b", "Travel", datetime(2026, 6, 10), 5)
    said = verdict(asked, DEFINITION.field("rating"), latest, before, None)
    assert said == "No, Travel c (July 7, 2026) is rated 3; Travel b (June 10, 2026) is rated 5: 2 lower."


def test_yes_worse_gives_both_ratings() -> None:
    asked = against_another_asked("so worse than the other one?", DEFINITION)
    assert asked is not None
    one, other = thing("a", "Travel", datetime(2019, 5, 3), 1), thing("b", "Travel", datetime(2022, 11, 13), 3)
    said = verdict(asked, DEFINITION.field("rating"), one, other, None)
    assert said.startswith("Yes, Travel a (May 3, 2019) is rated 1; Travel b (November 13, 2022) is rated 3")


def test_a_tie_is_no() -> None:
    asked = against_another_asked("was it better than the one before?", DEFINITION)
    assert asked is not None
    said = verdict(
        asked, DEFINITION.field("rating"), thing("a", "Drink", datetime(2024, 1, 1), 4), thing("b", "Drink", datetime(2023, 1, 1), 4), None
    )
    assert said.startswith("No, the same:")


def test_a_size_gives_the_difference_with_its_unit() -> None:
    asked = against_another_asked("is it longer than the other book", DEFINITION)
    assert asked is not None
    one, other = thing("a", "Book", datetime(2017, 1, 1), pages=380), thing("b", "Book", datetime(2018, 1, 1), pages=400)
    field = the_field(asked, DEFINITION, one)
    assert field is not None
    assert verdict(asked, field, one, other, "pages").endswith("has 400 pages: 20 pages fewer.")


def test_the_other_one_is_the_one_other_item_of_its_kind_talked_about() -> None:
    asked = against_another_asked("so worse than the other one?", DEFINITION)
    assert asked is not None
    one = thing("a", "Travel", datetime(2019, 5, 3), 1)
    other, wine = thing("b", "Travel", datetime(2022, 11, 13), 3), thing("w", "Wine", datetime(2022, 1, 1), 5)
    assert candidates(asked, one, [one, other, wine]) == [other]
    third = thing("c", "Travel", datetime(2023, 1, 1), 4)
    several = candidates(asked, one, [one, other, third])
    assert len(several) == 2
    assert which_one(asked, several) == "Which one do you mean: Travel b (November 13, 2022) or Travel c (January 1, 2023)?"


def test_the_year_one_is_the_item_of_that_year_talked_about() -> None:
    asked = against_another_asked("was it rated higher than the 2025 one", DEFINITION)
    assert asked is not None
    one = thing("a", "Drink", datetime(2024, 7, 20), 5)
    talked = [one, thing("b", "Drink", datetime(2025, 3, 28), 4), thing("c", "Drink", datetime(2023, 1, 1), 3)]
    assert candidates(asked, one, talked) == [talked[1]]


def test_the_items_talked_about_are_remembered_most_recent_first() -> None:
    memory = DialogMemory({})
    memory.answer = ("a", "b")
    memory.selected = "a"
    memory.answer = tuple(f"x{n}" for n in range(20))  # a long list talks about none of them in particular
    assert memory.talked_about == ("a", "b")


@pytest.mark.parametrize(
    "text, subject",
    [
        ("so worse than the other one?", None),  # the one chosen, set against the other
        ("was it better compared to the other one", None),
        ("rated higher vs the other one?", None),
        ("And on the other one, Anna was coming too?", "b"),  # the other one is what the question is on
        ("and the other trip, when was it", "b"),
    ],
)
def test_the_other_one_is_the_subject_unless_set_against(text: str, subject: str | None) -> None:
    kept = {"options": [["a", "the one in 2019"], ["b", "the one in 2022"]], "chosen": "a", "turn": 2}
    assert the_other_meant(text, kept, 3) == subject


async def test_worse_than_the_other_trip_after_choosing_one(sample_assistant: ParleyHarness) -> None:
    paris = sorted((i for i in ITEMS if i["category"] == "Travel" and i["place"].get("city") == "Paris"), key=lambda i: i["itemDate"])
    assert [i["itemDate"].year for i in paris] == [2019, 2022]
    asked, chosen, reply = await reply_texts(
        sample_assistant, "how much did i like my paris trip", "the 2019 one", "so worse than the other one?"
    )
    assert "2019" in asked and "2022" in asked and "rated 1" in chosen, (asked, chosen)
    assert reply.startswith("Yes"), reply
    assert reply.index("May 3, 2019") < reply.index("November 13, 2022"), reply  # the one chosen comes first


async def test_the_year_one_may_be_the_option_not_chosen(sample_assistant: ParleyHarness) -> None:
    lecce = sorted((i for i in ITEMS if i["category"] == "Travel" and i["place"].get("city") == "Lecce"), key=lambda i: i["itemDate"])
    assert [i["itemDate"].year for i in lecce] == [2022, 2025]
    nights = [i["fields"]["nights"] for i in lecce]
    asked, _, _, reply = await reply_texts(
        sample_assistant, "how many nigths was my lecce trip", "the 2025 one", "who was with me", "was it longer than the 2022 one"
    )
    assert "2022" in asked and "2025" in asked, asked
    assert reply.startswith("Yes" if nights[1] > nights[0] else "No"), reply
    assert reply.index("2025") < reply.index("2022"), reply  # the one chosen comes first


async def test_a_year_of_no_option_told_is_still_asked(sample_assistant: ParleyHarness) -> None:
    *_, reply = await reply_texts(sample_assistant, "how many nights was my lecce trip", "the 2025 one", "was it longer than the 2024 one")
    assert reply.startswith("Which one from 2024"), reply
