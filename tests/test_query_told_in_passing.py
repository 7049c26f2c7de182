"""What is said in passing around a question asks nothing of its own: when and where a claim was told ("Kenji told me
over dinner that we've been to five museums together. Is that true?" checks the museums, not the dinners); a relative
the user settles something with ("Settling something with my husband: …") is no company of the question; the words that
open a spoken yes/no question ("Oh and have I ever actually had a wine with Luca?") keep it a yes/no; a maker the story
names ("A friend asked me whether Tomas Reyes is worth reading. How many of his books …?") is whom "his" means; and
whether the items talked about share one value ("Both are from the same author, true?") is answered yes or no."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from parley.core.query.claims_of_others import as_checked
from parley.core.query.quantities import VERIFY

from .conftest import ParleyHarness
from .conversing import count_of, last_reply, reply_texts
from .sample_items import ITEMS, Item, every, ids, with_


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def kind(name: str) -> Callable[[Item], bool]:
    return lambda i: i.get("type") == name


def category(name: str) -> Callable[[Item], bool]:
    return lambda i: i.get("category") == name


def by(author: str) -> Callable[[Item], bool]:
    return lambda i: (i.get("fields") or {}).get("author") == author


def of_year(year: int) -> Callable[[Item], bool]:
    return lambda i: i["itemDate"].year == year


# --- when, where and how a claim was told: no part of the claim ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "checked"),
    [
        (
            "Kenji told me over dinner that we've been to exactly five museums together. Is that true?",
            "is it true that Kenji and I have been to exactly five museums together?",
        ),
        ("My wife said at lunch yesterday that I never go to museums. Is she right?", "is it true that I never go to museums?"),
        ("Over coffee, Tom insisted that we never went to Peru. Is that true?", "is it true that Tom and I never went to Peru?"),
        (
            "Mary told me on the phone that I had more than 20 wines in 2024. Is that right?",
            "is it true that I had more than 20 wines in 2024?",
        ),
        ("My boss mentioned at work that I never read poetry. True?", "is it true that I never read poetry?"),
    ],
)
def test_the_circumstance_of_the_telling_is_no_part_of_the_claim(text: str, checked: str) -> None:
    assert as_checked(text) == checked


async def test_a_claim_told_over_a_meal_checks_the_claim_not_the_meal(harness: ParleyHarness) -> None:
    museums = ids(every(category("Museum"), with_("Kenji")))
    reply = await last_reply(harness, "Kenji told me over lunch that we've been to exactly five museums together. Is he right?")
    assert len(museums) == 5 and reply["text"].startswith("Yes"), reply["text"]
    assert count_of(reply) == len(museums) and "lunch" not in reply["text"], reply["text"]


# --- a relative the user settles something with: no company of the question ---------------------------------------


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("Settling something with my husband: how many hikes did I do in 2025?", every(kind("Hike"), of_year(2025))),
        (
            "Sorting this out with my sister once and for all - how many museums did I visit in 2024?",
            every(category("Museum"), of_year(2024)),
        ),
        ("trying to decide with my mum: how many wines did I have in 2025?", every(kind("Wine"), of_year(2025))),
    ],
)
async def test_a_relative_the_user_settles_something_with_is_no_company(
    harness: ParleyHarness, text: str, asked: Callable[[Item], bool]
) -> None:
    reply = await last_reply(harness, text)
    assert "Who do you mean" not in reply["text"], reply["text"]
    assert count_of(reply) == len(ids(asked)), reply["text"]


# --- the words that open a spoken yes/no question ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "oh and have i ever actually shared a bottle of wine with luca?",
        "well, also did i ever go hiking with anna?",
        "hmm and did we ever ski in 2025?",
    ],
)
def test_a_yes_no_question_after_spoken_openers_is_one(text: str) -> None:
    assert VERIFY.search(text) is not None


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("Oh and have I ever actually shared a bottle of wine with Luca?", every(kind("Wine"), with_("Luca"))),
        ("Ah, and have I ever actually split a bottle with Luca?", every(category("Drink"), with_("Luca"))),
        ("Oh well, did I ever actually have a beer with Kenji?", every(kind("Beer"), with_("Kenji"))),
    ],
)
async def test_have_i_ever_after_an_opener_is_answered_yes_or_no(harness: ParleyHarness, text: str, asked: Callable[[Item], bool]) -> None:
    reply = await last_reply(harness, text)
    assert reply["text"].startswith("Yes" if ids(asked) else "No"), reply["text"]


# --- a maker the story around the question names is whom "his" and "her" mean ----------------------------------------


@pytest.mark.parametrize(
    ("text", "author"),
    [
        ("A friend asked me whether Tomas Reyes is worth reading. How many of his books have I read?", "Tomas Reyes"),
        ("My sister can't stop talking about Elif Kaya. How many of her books did I read?", "Elif Kaya"),
        ("My book club picked Ada Winter for next month - how many of her books have I read already?", "Ada Winter"),
    ],
)
async def test_the_maker_named_in_the_story_is_whom_his_means(harness: ParleyHarness, text: str, author: str) -> None:
    reply = await last_reply(harness, text)
    books = ids(every(category("Book"), by(author)))
    assert books and count_of(reply) == len(books), reply["text"]


async def test_his_after_a_story_is_still_him_in_the_next_question(harness: ParleyHarness) -> None:
    replies = await reply_texts(
        harness,
        "A friend asked me whether Tomas Reyes is worth reading. How many of his books have I read?",
        "Which of his novels did I give 5 stars?",
    )
    novels = [i for i in ITEMS if i.get("type") == "Novel" and by("Tomas Reyes")(i) and i.get("rating") == 5]
    assert "Tomas Reyes" in replies[-1] and str(len(novels)) in replies[-1], replies


# --- whether the items talked about share one value -------------------------------------------------------------


def _one_author(items: list[Item]) -> bool:
    return len({(i.get("fields") or {}).get("author") for i in items}) == 1


@pytest.mark.parametrize("asked", ["Both are from the same author, true?", "are they by the same author?", "same author for all of them?"])
async def test_the_same_field_of_those_is_yes_or_no(harness: ParleyHarness, asked: str) -> None:
    five = [i for i in ITEMS if i.get("type") == "Poetry" and i.get("rating") == 5]
    replies = await reply_texts(harness, "Which poetry books have I read?", "Only the ones with 5 stars?", asked)
    assert replies[-1].startswith("Yes" if _one_author(five) else "No"), replies


async def test_several_makers_are_no_same_one(harness: ParleyHarness) -> None:
    poetry = [i for i in ITEMS if i.get("type") == "Poetry"]
    replies = await reply_texts(harness, "Which poetry books have I read?", "were they all by the same author?")
    assert not _one_author(poetry) and replies[-1].startswith("No"), replies
