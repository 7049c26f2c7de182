""" "whats the avrage length of his books": an average keeps its decimals (395.0, not 395), a whole number only when it
is one exactly (quantities.mean_number)."""

from __future__ import annotations

from parley.core.query.quantities import mean_number


def test_an_average_keeps_its_decimals() -> None:
    assert mean_number(395.04, "pages") == "395.0 pages"
    assert mean_number(3.55) == "3.5" or mean_number(3.55) == "3.6"
    assert mean_number(3.54, digits=2) == "3.54"


def test_a_whole_average_is_a_whole_number() -> None:
    assert mean_number(4.0) == "4"
    assert mean_number(12.0, "nights") == "12 nights"
