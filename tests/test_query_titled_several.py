""" "how many stars did I give Nina: A Life?" when several books bear that title: which one is asked back, told by their
authors; "the one by lena fisher" (a letter off), "omar said's one", "and bellni's?" pick, and "so the Sam Carter one
was the better of the two?" sets the one named against the one picked before (titled_several.py, title_asked.py)."""

from __future__ import annotations

import pytest

from parley.core.query.titled_several import Option, TitleIndex, is_a_name, picked, rated_claim

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


INDEX = TitleIndex(
    [
        ("Book", "Biography", "Nina: A Life"),
        ("Book", "Poetry", "Memory and Other Poems"),
        ("Book", "Novel", "The Garden"),
        ("Food", "Dinner", "Dinner at Casa Mario"),
    ]
)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("how many stars did I give Nina: A Life?", "Nina: A Life"),
        ("how many pages did memory and other poems have", "Memory and Other Poems"),
        ("how many pages did memory and othr poems have", "Memory and Other Poems"),  # a letter short
    ],
)
def test_a_title_said_in_full_is_found(text: str, title: str) -> None:
    assert INDEX.said(text) == title


@pytest.mark.parametrize("text", ["what did I do in the garden", "how many poems did I read", "any memory of nina?"])
def test_words_of_a_title_alone_are_no_title(text: str) -> None:
    assert INDEX.said(text) is None


def test_a_title_told_by_its_place_or_values_is_no_name() -> None:
    dinner = {"title": "Dinner at Casa Mario", "fields": {"restaurant": "Casa Mario"}, "place": {"city": "Rome"}}
    walk = {"title": "Walk in Napa", "fields": {}, "place": {"city": "Napa"}}
    book = {"title": "Nina: A Life", "fields": {"author": "Lena Fischer"}, "place": {"city": "San Francisco"}}
    assert not is_a_name(dinner) and not is_a_name(walk) and is_a_name(book)


OPTIONS = [
    Option("a", "by Tomas Reyes (2018)", ("Tomas Reyes", "2018", "San Francisco"), 1.0),
    Option("b", "by Lena Fischer (2019)", ("Lena Fischer", "2019", "San Francisco"), 1.0),
    Option("c", "by Lena Fischer (2022)", ("Lena Fischer", "2022", "San Francisco"), 3.0),
    Option("d", "by Sam Carter (2022)", ("Sam Carter", "2022", "San Francisco"), 5.0),
]


@pytest.mark.parametrize(
    ("text", "ids"),
    [
        ("the one by lena fisher", ["b", "c"]),
        ("reyes's one", ["a"]),
        ("and sam carters?", ["d"]),
        ("the 2018 one", ["a"]),
        ("the one with the red cover", []),
        ("the one in san francisco", []),  # every one of them: none picked
    ],
)
def test_an_answer_picks_by_author_or_year(text: str, ids: list[str]) -> None:
    assert picked(OPTIONS, text) == ids


def test_a_claim_of_better_or_worse() -> None:
    assert rated_claim("so the Sam Carter one was the better of the two?") is True
    assert rated_claim("and the reyes one was worse?") is False
    assert rated_claim("and the reyes one?") is None


def _titled(title: str) -> list[dict[str, object]]:
    return sorted((i for i in ITEMS if i["title"] == title), key=lambda i: i["itemDate"])


async def test_a_title_several_books_bear_is_asked_back_then_picked(harness: ParleyHarness) -> None:
    ninas = _titled("Nina: A Life")
    assert len(ninas) >= 2
    fischer = [i for i in ninas if i["fields"]["author"] == "Lena Fischer"]
    carter = next(i for i in ninas if i["fields"]["author"] == "Sam Carter")
    replies = await reply_texts(
        harness,
        "how many stars did I give Nina: A Life?",
        "the one by lena fisher",
        "so the Sam Carter one was the better of the two?",
    )
    assert replies[0].endswith("Which one do you mean?") and "by Sam Carter" in replies[0], replies
    assert all(f"is rated {i['rating']}" in replies[1] for i in fischer), replies
    better = all(carter["rating"] > i["rating"] for i in fischer)
    assert replies[2].startswith("Yes" if better else "No"), replies


async def test_another_of_the_same_title_asked_next(harness: ParleyHarness) -> None:
    poems = {i["fields"]["author"]: i for i in _titled("Memory and Other Poems")}
    replies = await reply_texts(harness, "how many pages did memory and other poems have", "omar said's one", "and bellni's?")
    assert "Which one do you mean?" in replies[0], replies
    assert str(poems["Omar Said"]["fields"]["pages"]) in replies[1], replies
    assert str(poems["Marco Bellini"]["fields"]["pages"]) in replies[2], replies


async def test_a_kind_named_in_a_title_is_still_a_kind_without_the_title(harness: ParleyHarness) -> None:
    replies = await reply_texts(harness, "how many poetry books did I read in 2022")
    assert "Which one do you mean" not in replies[0], replies


async def test_an_answer_picks_by_the_time_it_was_read_then_the_other_one_is_set_against_it(harness: ParleyHarness) -> None:
    stars = {i["itemDate"].year: i for i in _titled("The Science of Stars")}
    replies = await reply_texts(
        harness, "How many pages is The Science of Stars?", "the one I read in March", "is it longer than the other one?"
    )
    assert "Which one do you mean?" in replies[0], replies
    assert str(stars[2026]["fields"]["pages"]) in replies[1] and "Yuko Tanaka" in replies[1], replies
    longer = stars[2026]["fields"]["pages"] > stars[2016]["fields"]["pages"]
    assert replies[2].startswith("Yes" if longer else "No") and str(stars[2016]["fields"]["pages"]) in replies[2], replies


async def test_a_month_said_alone_picks_the_one_of_that_month(harness: ParleyHarness) -> None:
    oceans = {i["itemDate"].year: i for i in _titled("Oceans: What Science Knows")}
    replies = await reply_texts(harness, "who wrote Oceans: What Science Knows?", "the october one")
    assert oceans[2026]["fields"]["author"] in replies[1] and oceans[2020]["fields"]["author"] not in replies[1], replies


async def test_the_other_one_of_several_left_is_asked_back(harness: ParleyHarness) -> None:
    several = _titled("A History of Time")
    assert len(several) > 2
    replies = await reply_texts(
        harness, "How many pages is A History of Time?", "the one I read in October", "is it longer than the other one?"
    )
    (october,) = [i for i in several if i["itemDate"].year == 2026]
    assert str(october["fields"]["pages"]) in replies[1], replies
    assert replies[2].startswith("Which one do you mean"), replies


async def test_a_time_of_a_question_of_its_own_is_not_a_pick(harness: ParleyHarness) -> None:
    replies = await reply_texts(harness, "How many pages is A History of Time?", "which museums did I visit in October?")
    assert "museum" in replies[1].lower() and "History of Time" not in replies[1], replies
