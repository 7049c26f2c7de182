"""A word outside the vocabulary read in the category the rest of the question names ("which vino did I drink":
the wines), never as a piece of a dish's name ("vin"); a ranking by a field only one category has (the vintage)
asked with nothing named; a superlative asked of several ("which wines have the newest vintage") that lists
every item tied at the top; "which ones?" right after a yes/no over an answer; and a year claimed the biggest
for a kind, checked against every year, through the whole assistant."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from .conftest import ParleyHarness
from .conversing import count_of, last_reply
from .sample_items import ITEMS, Item, ids, result_id_set


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def wine_in(year: int) -> Callable[[Item], bool]:
    return lambda i: i.get("type") == "Wine" and i["itemDate"].year == year


def vintage(i: Item) -> Any:
    return i["fields"].get("vintage")


# --- a word outside the vocabulary, in the category the question names ------------------------------


@pytest.mark.parametrize(("text", "year"), [("how many vinos did i drink in 2024", 2024), ("Which vino I have drunk in 2023?", 2023)])
async def test_a_foreign_word_for_a_kind_is_that_kind_of_the_category_named(harness: ParleyHarness, text: str, year: int) -> None:
    reply = await last_reply(harness, text)
    wines = ids(wine_in(year))
    assert wines and count_of(reply) == len(wines) and "as wine" in reply["text"], reply["text"]


@pytest.mark.parametrize("text", ["any kvass i drank in 2024", "chicha drunk in 2024"])  # ("birra", "cerveza": beers, native_words.py)
async def test_a_foreign_word_near_no_kind_clearly_is_said_not_understood(harness: ParleyHarness, text: str) -> None:
    reply = await last_reply(harness, text)
    drinks = ids(lambda i: i["category"] == "Drink" and i["itemDate"].year == 2024)
    assert count_of(reply) == len(drinks) and "I took" not in reply["text"] and "didn't understand" in reply["text"]


async def test_a_word_is_never_corrected_into_a_piece_of_a_name_that_reads_as_nothing(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "vino in 2025")  # "vin" is a word of "coq au vin", and nothing on its own
    assert "“vin”" not in reply["text"] and "“vino”" in reply["text"], reply["text"]


# --- a ranking by a field only one category has ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "newest"), [("whats the newest vintage i drank", True), ("the oldest vintage ive had", False), ("my oldest vintage", False)]
)
async def test_a_field_only_one_category_has_ranks_that_category(harness: ParleyHarness, text: str, newest: bool) -> None:
    reply = await last_reply(harness, text)
    dated = [i for i in ITEMS if vintage(i) is not None]
    top = (max if newest else min)(vintage(i) for i in dated)
    chosen = result_id_set(reply)
    assert len(chosen) == 1 and chosen <= {i["_id"] for i in dated if vintage(i) == top}, reply["text"]
    assert "of what" not in reply["text"] and "didn't understand" not in reply["text"]


# --- several asked at a tied top --------------------------------------------------------------------


@pytest.mark.parametrize("text", ["which wines have the newest vintage", "what wines had the most recent vintage?"])
async def test_a_superlative_asked_of_several_lists_every_tied_item(harness: ParleyHarness, text: str) -> None:
    reply = await last_reply(harness, text)
    wines = [i for i in ITEMS if i.get("type") == "Wine"]
    top = max(vintage(i) for i in wines)
    tied = {i["_id"] for i in wines if vintage(i) == top}
    assert len(tied) > 1 and result_id_set(reply) == tied, reply["text"]


async def test_a_superlative_asked_of_one_picks_one_and_says_the_tie(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "which wine has the newest vintage")
    assert len(result_id_set(reply)) == 1 and "share the top vintage" in reply["text"]


# --- "which ones?" after a yes/no over an answer --------------------------------------------------


@pytest.mark.parametrize("which", ["which were they?", "wich ones", "ok which ones"])
async def test_which_ones_after_a_yes_lists_the_items_that_made_it(harness: ParleyHarness, which: str) -> None:
    reply = await last_reply(harness, "beers or cocktails in 2024", "were any of those with mary", which)
    with_mary = ids(lambda i: i.get("type") in ("Beer", "Cocktail") and i["itemDate"].year == 2024 and "Mary" in (i.get("who") or []))
    assert with_mary and result_id_set(reply) == with_mary and count_of(reply) == len(with_mary), reply["text"]


async def test_which_ones_after_a_no_lists_none(harness: ParleyHarness) -> None:
    hikes_2024 = ids(lambda i: i.get("type") == "Hike" and i["itemDate"].year == 2024)
    assert not ids(lambda i: i["_id"] in hikes_2024 and "James" in (i.get("who") or []))
    reply = await last_reply(harness, "hikes in 2024", "were any of them with James", "which ones")
    assert count_of(reply) == 0


# --- a year claimed the biggest -------------------------------------------------------------------


def wines_by_year() -> Counter[int]:
    return Counter(i["itemDate"].year for i in ITEMS if i.get("type") == "Wine")


async def test_a_year_claimed_the_biggest_is_checked_against_every_year(harness: ParleyHarness) -> None:
    (best, most), (_, second) = wines_by_year().most_common(2)
    assert most > second
    reply = await last_reply(harness, f"was {best} my biggest wine year")
    assert reply["text"].startswith("Yes") and f"{most} wines" in reply["text"], reply["text"]
    other = min(wines_by_year(), key=lambda y: wines_by_year()[y])
    reply = await last_reply(harness, f"was {other} my biggest year for wine?")
    assert reply["text"].startswith("No") and str(best) in reply["text"] and f"{most} wines" in reply["text"], reply["text"]


async def test_a_year_tied_for_the_biggest_says_so(harness: ParleyHarness) -> None:
    books = Counter(i["itemDate"].year for i in ITEMS if i["category"] == "Book")
    top = max(books.values())
    tied = sorted(y for y, n in books.items() if n == top)
    assert len(tied) > 1
    reply = await last_reply(harness, f"{tied[-1]} was my biggest book year?")
    assert reply["text"].startswith("Yes") and "tied with" in reply["text"] and str(tied[0]) in reply["text"], reply["text"]
