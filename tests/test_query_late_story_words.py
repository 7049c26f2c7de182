"""Words of the user's situation that name no filter of the question, and a few best said over all time:
"Chloé is cooking Portuguese food on Friday and asked me to bring a bottle. Which wines …?" asks of every such wine
(not last Friday's); "settling a bet with ben. did i have more beers or cocktails in 2022" and "bet with ben did i
ever ski in switzerland" count with or without Ben (the bet is with him, the drinks and the skiing need not be);
"my top 3 beers ever" is the 3 best rated beers of every year, after a question of one year too."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _portuguese_wine(i: dict[str, object]) -> bool:
    place = i.get("place") or {}
    return i["type"] == "Wine" and isinstance(place, dict) and place.get("countryCode") == "PT"


@pytest.mark.parametrize(
    "story",
    [
        "Chloé is cooking Portugese food on Friday and asked me to bring a bottle.",
        "Tom is making dinner on Saturday, he asked me to bring a bottle.",
    ],
)
async def test_what_someone_is_cooking_on_a_day_to_come_dates_nothing(harness: ParleyHarness, story: str) -> None:
    wines = matching(lambda i: _portuguese_wine(i) and i["rating"] >= 4)
    (reply,) = await reply_texts(harness, f"{story} Which wines from Portugal did I rate 4 or more?")
    assert wines and f"{len(wines)} Portuguese wines rated 4 or more" in reply, reply
    assert "Friday" not in reply and "Saturday" not in reply, reply


@pytest.mark.parametrize(
    "asked",
    [
        "settling a bet with ben. did i have more beers or cocktails in 2022",
        "Settling a bet with Ben! Did I have more beers or cocktails in 2022?",
    ],
)
async def test_the_person_a_bet_is_with_is_no_company(harness: ParleyHarness, asked: str) -> None:
    beers = matching(lambda i: i["type"] == "Beer" and i["itemDate"].year == 2022)
    cocktails = matching(lambda i: i["type"] == "Cocktail" and i["itemDate"].year == 2022)
    (reply,) = await reply_texts(harness, asked)
    assert f"{len(beers)} beers" in reply and f"{len(cocktails)} cocktails" in reply, reply
    assert "Ben" not in reply and "didn't understand" not in reply, reply


@pytest.mark.parametrize(
    ("asked", "kind", "year"),
    [
        ("bet with ben did i ever ski in 2022", "Ski", 2022),  # no punctuation: the question starts at "did"
        ("settling an argument with mary how many museums did i see in 2023", "Museum", 2023),
    ],
)
async def test_a_dispute_told_first_without_punctuation_makes_no_company(harness: ParleyHarness, asked: str, kind: str, year: int) -> None:
    found = matching(lambda i: kind in (i["type"], i["category"]) and i["itemDate"].year == year)
    (reply,) = await reply_texts(harness, asked)
    assert found and "Ben" not in reply and "Mary" not in reply and "didn't understand" not in reply, reply
    assert str(len(found)) in reply, reply


@pytest.mark.parametrize("asked", ["my top 3 beers ever", "top 3 beers of all time", "my top 3 beers overall"])
async def test_the_few_best_ever_are_of_every_year(harness: ParleyHarness, asked: str) -> None:
    *_, reply = await reply_texts(harness, "beers in 2022", asked)
    assert reply.startswith("The 3 best rated beers are"), reply
    assert "2022" not in reply and "didn't understand" not in reply, reply
