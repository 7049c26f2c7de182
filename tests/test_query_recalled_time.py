""" "I've been trying to remember my reading in 2022 - did I get through more novels or biographies that year?": the time
the user recalls is the question's (chatter.py keeps it, fillers.py reads "trying to remember" and "get through" as no
filter); "over there" is "there" (fillers.py)."""

from __future__ import annotations

from parley.core.query.chatter import without_asides
from parley.core.query.fillers import _FILLER


def without_fillers(text: str) -> str:
    return _FILLER.sub("", text.lower())


def test_a_recalled_time_is_no_aside() -> None:
    text = "I've been trying to remember my reading in 2022 - did I get through more novels or biographies that year?"
    assert "2022" in without_asides(text)
    # a question of its own leaves the recalled clause aside: "Lisbon or Porto, where did I eat out more?"
    assert "Portugal" not in without_asides(
        "Quick one, I'm trying to remember my Portugal trips... Lisbon or Porto, where did I eat out more?"
    )


def test_plans_are_still_asides() -> None:
    text = "I'm planning a trip to Japan in 2027 - how many museums did I see in Kyoto?"
    assert "2027" not in without_asides(text)


def test_recalling_and_getting_through_are_no_filter() -> None:
    said = without_fillers("I've been trying to remember my reading in 2022 - did I get through more novels?")
    assert "trying" not in said and "through" not in said and "2022" in said and "novels" in said
    assert "through" in without_fillers("books from 2019 through 2022")


def test_over_there_is_there() -> None:
    said = without_fillers("how many cities did i see museums in over there")
    assert "over" not in said and "there" in said
    assert "over" in without_fillers("any hikes over 10 km there")
