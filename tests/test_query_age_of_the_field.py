""" "and the youngest" after "the oldest vintage": by the vintage again, never inverted (see
core/query/age_of_the_field.py)."""

from __future__ import annotations

import pytest

from parley.core.query.age_of_the_field import ranked_by_the_field_before
from parley.core.query.ordering import Superlative
from parley.core.query.request import Request

OLDEST_VINTAGE = Request(
    collection="scrapbook", category="Drink", type="Wine", superlative=Superlative("vintage", False, "with the oldest vintage")
)


def _by_date(highest: bool) -> Request:
    return Request(collection="scrapbook", category="Drink", superlative=Superlative("itemDate", highest, "the most recent"))


@pytest.mark.parametrize(("said", "highest"), [("and the youngest", True), ("and the newest one?", True), ("the oldest again", False)])
def test_the_age_said_alone_ranks_by_the_field_before(said: str, highest: bool) -> None:
    ranked = ranked_by_the_field_before(_by_date(True), said, OLDEST_VINTAGE, "vintage")
    assert ranked.superlative is not None
    assert (ranked.superlative.field, ranked.superlative.highest) == ("vintage", highest)


@pytest.mark.parametrize(
    ("said", "before", "field"),
    [
        ("and the youngest", None, "vintage"),  # nothing ranked before: asked back as usual
        ("and the youngest", _by_date(False), "vintage"),  # ranked by date before
        ("the newest one i drank", OLDEST_VINTAGE, "vintage"),  # the date said
        ("and the youngest", OLDEST_VINTAGE, None),  # no year-like field
        ("and the best one", OLDEST_VINTAGE, "vintage"),  # no age said
    ],
)
def test_the_request_is_left_as_read(said: str, before: Request | None, field: str | None) -> None:
    request = _by_date(True)
    assert ranked_by_the_field_before(request, said, before, field) is request
