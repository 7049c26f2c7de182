"""A year claimed to beat every other year (“did 2025 beat every other year for books?”) is read as that claim, and a
year only tied at the top did not beat the others. Not so: a year compared with one other year, a best year claimed,
a year said alone."""

from __future__ import annotations

import pytest

from parley.core.query.beat_every_year import year_said_to_beat_all


@pytest.mark.parametrize(
    ("text", "year"),
    [
        ("did 2025 beat every other year for books?", 2025),
        ("has 2019 topped all the other years for hikes", 2019),
        ("so 2021 beat all other years, right?", 2021),
        ("Did 2024 really outdo every previous year for wine?", 2024),
    ],
)
def test_a_year_said_to_beat_every_other_is_read(text: str, year: int) -> None:
    assert year_said_to_beat_all(text) == year


@pytest.mark.parametrize(
    "text",
    [
        "did 2025 beat 2024 for books?",  # one other year: a comparison of two
        "was 2025 my best year for books?",  # a best year, ties allowed (best_year.py)
        "books in 2025",
        "did I beat every other runner in 2025",  # no year beating years
        "more books in 2022 or 2023",
    ],
)
def test_other_claims_are_not_read_so(text: str) -> None:
    assert year_said_to_beat_all(text) is None
