"""Follow-ups that leave out, widen or answer what was asked back:

- a cue before a clause of the user's doing ("but not the ones I had with Elena", "minus those we did with Roberto",
  "except the ones I drank in Italy") leaves out what the clause's end says, never the verb's kind, never unread;
- a learner's absence ("Which ones she was not there?", "which ones was she not on") is without her;
- the category said plainly, counted "in total" with a place of its own ("and in India how many museums in total?"
  after the science museum in Jaipur), is of every type of it there;
- a unit or a verb of time taken answers "Average of what: …?" ("how long they took, in minutes": the duration), and a
  unit asked of a total or an average is said beside the one kept ("15.3 km (9.5 miles)");
- one of the kinds just compared, said with a filter of its own ("coctails with sofia but not tom") or "ever", is a
  question of its own, not of the comparison's year."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.quantities import named_number_fields

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS, TODAY

DEFINITION = load_definition(DEFINITION_FILE)


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def _count(reply: str) -> int:
    return int(next(w for w in reply.split() if w.isdigit()))


def _hikes_2022() -> list[dict[str, Any]]:
    return [i for i in ITEMS if i["type"] == "Hike" and i["itemDate"].year == 2022]


@pytest.mark.parametrize(
    ("then", "kept"),
    [
        ("but not the ones I had with Anna", lambda i: "Anna" not in i["who"]),
        ("minus those we did with Anna", lambda i: "Anna" not in i["who"]),
        ("except the ones that I did in Italy", lambda i: i["place"]["countryCode"] != "IT"),
        ("excluding the ones I've done with Anna", lambda i: "Anna" not in i["who"]),
    ],
)
async def test_a_clause_of_doing_them_before_what_is_left_out(harness: ParleyHarness, then: str, kept: Any) -> None:
    _, reply = await reply_texts(harness, "hikes in 2022", then)
    expected = [i for i in _hikes_2022() if kept(i)]
    assert _count(reply) == len(expected) and "understand" not in reply and "but not" not in reply, reply


async def test_the_verb_of_the_clause_names_the_kind_not_what_is_left_out(harness: ParleyHarness) -> None:
    _, reply = await reply_texts(harness, "wines in 2024", "except the ones I drank with Elena")
    expected = [i for i in ITEMS if i["type"] == "Wine" and i["itemDate"].year == 2024 and "Elena" not in i["who"]]
    assert "other than" not in reply and "without Elena" in reply and _count(reply) == len(expected), reply


async def test_a_clause_that_names_nothing_to_leave_out_is_asked_about(harness: ParleyHarness) -> None:
    _, reply = await reply_texts(harness, "hikes in 2022", "but not the ones I liked")
    assert not reply[:1].isdigit() and "understand" in reply, reply


@pytest.mark.parametrize("then", ["Which ones she was not there?", "which ones was she not there", "which of those she wasn't at"])
async def test_a_learners_absence_is_without_her(harness: ParleyHarness, then: str) -> None:
    _, _, reply = await reply_texts(harness, "dinners in bari", "was Mary at any of them?", then)
    expected = [i for i in ITEMS if i["type"] == "Dinner" and i["place"]["city"] == "Bari" and "Mary" not in i["who"]]
    assert "without Mary" in reply and _count(reply) == len(expected), reply


async def test_the_category_in_total_with_a_place_of_its_own_is_of_every_type(harness: ParleyHarness) -> None:
    _, reply = await reply_texts(harness, "science museums in Spain", "and in Italy how many museums in total?")
    expected = [i for i in ITEMS if i["category"] == "Museum" and i["place"]["countryCode"] == "IT"]
    assert _count(reply) == len(expected) and "science" not in reply.lower(), reply


async def test_a_kind_in_total_leaves_the_values_that_narrowed_it(harness: ParleyHarness) -> None:
    _, reply = await reply_texts(harness, "how many white wines did I have in France?", "and how many wines in Spain in total?")
    expected = [i for i in ITEMS if i["type"] == "Wine" and i["place"]["countryCode"] == "ES"]
    assert _count(reply) == len(expected) and "white" not in reply, reply


@pytest.mark.parametrize(
    ("text", "fields"),
    [
        ("how long they took, in minutes", ("duration",)),
        ("how long did they take", ("duration",)),
        ("how far, in miles", ("distance",)),
        ("how long, in km", ("distance",)),
    ],
)
def test_a_unit_or_the_time_taken_tells_the_field(text: str, fields: tuple[str, ...]) -> None:
    assert named_number_fields(text, DEFINITION) == fields


def test_how_long_alone_stays_every_field_it_may_mean() -> None:
    assert {"distance", "duration"} <= set(named_number_fields("how long were they", DEFINITION))


def _runs(year: int) -> list[dict[str, Any]]:
    return [i for i in ITEMS if i["type"] == "Run" and i["itemDate"].year == year]


async def test_the_time_taken_in_minutes_answers_average_of_what(harness: ParleyHarness) -> None:
    asked, answered, again = await reply_texts(
        harness, "What was my avrage run last year?", "how long they took, in minutes", "and in 2024?"
    )
    assert "Average of what" in asked, asked
    for reply, year in ((answered, TODAY.year - 1), (again, 2024)):
        runs = _runs(year)
        mean = sum(i["fields"]["duration"] for i in runs) / len(runs)
        assert "average duration" in reply and f"{mean:.1f} min" in reply, reply


async def test_a_unit_asked_of_an_average_is_said_beside_the_one_kept(harness: ParleyHarness) -> None:
    (reply,) = await reply_texts(harness, "what was my average run distance in 2024 in miles")
    runs = _runs(2024)
    mean = sum(i["fields"]["distance"] for i in runs) / len(runs)
    assert f"({mean / 1.609344:.1f} miles)" in reply and "understand" not in reply, reply
    (hours,) = await reply_texts(harness, "how long did my runs take on average in 2024, in hours?")
    assert "average duration" in hours and "hours)" in hours, hours


async def test_a_compared_kind_with_people_of_its_own_is_asked_anew(harness: ParleyHarness) -> None:
    _, reply = await reply_texts(harness, "beer or cocktails which did i have more of in 2024", "coctails with sofia but not tom")
    expected = [i for i in ITEMS if i["type"] == "Cocktail" and "Sofia" in i["who"] and "Tom" not in i["who"]]
    assert "2024" not in reply and _count(reply) == len(expected), reply
    _, kept = await reply_texts(harness, "beer or cocktails which did i have more of in 2024", "and cocktails with sofia?")
    assert "2024" in kept, kept


async def test_a_compared_kind_ever_is_of_all_time(harness: ParleyHarness) -> None:
    _, reply = await reply_texts(harness, "more beers or cocktails in 2022", "my top 3 beers ever")
    assert "2022" not in reply and "best rated beers" in reply, reply
    _, of_the_year = await reply_texts(harness, "more beers or cocktails in 2022", "how many cocktails exactly?")
    assert "2022" in of_the_year, of_the_year
