"""A superlative asked of the one item talked about (“Was that my best hike ever too, rating-wise?”) is checked against
the top ones of its kind: no with the top one's value and the item's own, yes when the item reaches the top (tied or
not), one of the top few for “one of my 3 longest”; never a bare “Yes, … is a hike”. Not so: an item with no value."""

from __future__ import annotations

from typing import Any

from parley.core.query.ordering import Superlative
from parley.core.query.top_of_its_kind import reaches_the_top, top_verdict

BEST = Superlative("rating", True, "the best rated")
LONGEST = Superlative("distance", True, "the longest")
SHORTEST = Superlative("distance", False, "the shortest")
THREE_LONGEST = Superlative("distance", True, "the 3 longest", 3)


def hike(title: str, rating: int | None = None, km: float | None = None) -> dict[str, Any]:
    return {"_id": title, "title": title, "rating": rating, "fields": {"distance": km}}


def test_not_the_best_rated_says_no_with_both_values() -> None:
    napa, big_sur = hike("Napa", rating=4), hike("Big Sur", rating=5)
    assert top_verdict(napa, "rating", BEST, [big_sur], "hike", None) == ("No, your best rated hike is Big Sur (rated 5); Napa is rated 4.")


def test_many_at_the_top_are_said_as_many() -> None:
    napa, big_sur = hike("Napa", rating=4), hike("Big Sur", rating=5)
    text = top_verdict(napa, "rating", BEST, [big_sur], "hike", None, at_top=24)
    assert text.startswith("No, 24 hikes share the top (rated 5)")


def test_the_top_one_says_yes_tied_or_not() -> None:
    napa = hike("Napa", km=21.7)
    assert top_verdict(napa, "fields.distance", LONGEST, [napa], "hike", "km") == "Yes, Napa is your longest hike (21.7 km)."
    assert "tied with 2 others" in top_verdict(napa, "fields.distance", LONGEST, [hike("Moab", km=21.7)], "hike", "km", tied=2)


def test_smallest_wins_for_a_shortest() -> None:
    moab, napa = hike("Moab", km=6.0), hike("Napa", km=21.7)
    assert reaches_the_top(moab, "fields.distance", SHORTEST, [moab]) is True
    assert reaches_the_top(napa, "fields.distance", SHORTEST, [moab]) is False


def test_one_of_the_top_few() -> None:
    ranked = [hike("A", km=30), hike("B", km=25), hike("C", km=22)]
    assert top_verdict(hike("B", km=25), "fields.distance", THREE_LONGEST, ranked, "hike", "km").startswith("Yes, B is one of")
    no = top_verdict(hike("D", km=10), "fields.distance", THREE_LONGEST, ranked, "hike", "km")
    assert no == "No, D: 10 km; your 3 longest hikes go from 30 km down to 22 km (the first: A)."


def test_no_value_is_never_a_yes_or_no() -> None:
    text = top_verdict(hike("Napa"), "rating", BEST, [hike("Big Sur", rating=5)], "hike", None)
    assert not text.startswith(("Yes", "No"))
    assert reaches_the_top(hike("Napa"), "rating", BEST, []) is None
