"""Several things of one year that a question about one thing could mean are offered by their titles, and the answer that
names one by a word of its own title picks it: “how was the dinner with elena?” (three dinners with her that July) asks
back naming each restaurant, and “the nikos one” tells that dinner's rating; “bar piere”, misspelt, picks the negroni at
Bar Pierre. A word the titles share, a small word or a common word one letter off picks none."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.told_by_name import named, own_words, tell_apart, title_of

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS

DINNERS = ("Dinner at Psarotaverna Kai", "Dinner at Taverna Pierre", "Dinner at The Nikos")
COCKTAILS = ("Negroni at Bar Pierre", "Margarita at Bar Mario")


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _with(kind: str, person: str, city: str | None = None) -> list[dict[str, Any]]:
    return sorted(
        (
            i
            for i in ITEMS
            if i["type"] == kind and person in (i.get("who") or []) and (city is None or (i.get("place") or {}).get("city") == city)
        ),
        key=lambda i: i["itemDate"],
    )


def test_each_title_keeps_the_words_no_other_has() -> None:
    assert own_words(COCKTAILS) == [{"negroni", "pierre"}, {"margarita", "mario"}]
    assert tell_apart(DINNERS) and tell_apart(COCKTAILS)
    assert not tell_apart(("Walk in Nara", "Walk in Nara")) and not tell_apart(("Dinner at Kai", ""))
    assert title_of({"title": " Dinner at The Nikos "}) == "Dinner at The Nikos" and title_of({}) == ""


@pytest.mark.parametrize(
    ("answer", "titles", "index"),
    [
        ("the nikos one", DINNERS, 2),
        ("Taverna Pierre", DINNERS, 1),
        ("the psarotaverna", DINNERS, 0),
        ("bar piere", COCKTAILS, 0),  # misspelt
        ("the margarita", COCKTAILS, 1),
    ],
)
def test_an_answer_naming_a_word_of_one_title_picks_it(answer: str, titles: tuple[str, ...], index: int) -> None:
    assert named(titles, answer) == index


@pytest.mark.parametrize(
    ("answer", "titles"),
    [
        ("the dinner", DINNERS),  # every title says it
        ("the bar one", COCKTAILS),
        ("the one", DINNERS),  # small words only
        ("pierre or mario", COCKTAILS),  # both named
        ("the later one", ("Dinner at Water Garden", "Dinner at Fire House")),  # a common word is never a typo
        ("the first", DINNERS),
    ],
)
def test_an_answer_naming_no_word_of_its_own_picks_none(answer: str, titles: tuple[str, ...]) -> None:
    assert named(titles, answer) is None


async def test_how_was_the_dinner_with_someone_asks_which_by_restaurant_then_tells_its_rating(harness: ParleyHarness) -> None:
    dinners = _with("Dinner", "Elena")
    assert len(dinners) == 3 and len({d["itemDate"].year for d in dinners}) == 1
    (nikos,) = [d for d in dinners if d["fields"]["restaurant"] == "The Nikos"]
    asked, answered = await reply_texts(harness, "how was the dinner with elena?", "the nikos one")
    assert asked.rstrip().endswith("?") and all(d["fields"]["restaurant"] in asked for d in dinners), asked
    assert f"rated {nikos['rating']}" in answered, answered


async def test_the_cocktail_bar_there_with_someone_is_asked_back_and_picked_misspelt(harness: ParleyHarness) -> None:
    cocktails = _with("Cocktail", "Kenji", "Nara")
    assert len(cocktails) == 2
    (pierre,) = [c for c in cocktails if c["fields"]["producer"] == "Bar Pierre"]
    asked, answered = await reply_texts(harness, "how was the cocktail bar in nara with kenji?", "bar piere")
    assert asked.rstrip().endswith("?") and all(c["fields"]["producer"] in asked for c in cocktails), asked
    assert f"rated {pierre['rating']}" in answered, answered


async def test_trips_with_someone_sharing_a_year_are_offered_with_their_cities(harness: ParleyHarness) -> None:
    trips = [i for i in ITEMS if i["category"] == "Travel" and "Kenji" in (i.get("who") or [])]
    cities = {t["place"]["city"] for t in trips}
    assert len(trips) == 3 and len(cities) < len(trips)
    (kyoto,) = [t for t in trips if t["place"]["city"] == "Kyoto"]
    asked, answered = await reply_texts(harness, "the trip with kenji how many nigths it was", "the one of kyoto")
    assert asked.rstrip().endswith("?") and all(c in asked for c in cities), asked
    assert str(kyoto["fields"]["nights"]) in answered, answered


async def test_the_plural_asks_nothing_back(harness: ParleyHarness) -> None:
    (reply,) = await reply_texts(harness, "how were the dinners with elena?")
    assert "do you mean" not in reply, reply
