""" "and the rest of 2022" after the hikes of 2022 with Anna: the other hikes of 2022, all but the ones listed (was: the
same 2 hikes with Anna, "rest" not understood); see core/query/rest_of_the_time.py. The negatives: another time than the
list's, something else named, the list not known whole, other phrasings."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.query.dates import DateRange
from parley.core.query.people import People
from parley.core.query.request import Reading, Request
from parley.core.query.rest_of_the_time import the_rest_of_the_time

Y2022 = DateRange(datetime(2022, 1, 1, tzinfo=UTC), datetime(2023, 1, 1, tzinfo=UTC), "in 2022")
Y2023 = DateRange(datetime(2023, 1, 1, tzinfo=UTC), datetime(2024, 1, 1, tzinfo=UTC), "in 2023")
HIKES_WITH_ANNA = Request("scrapbook", category="Activity", type="Hike", dates=Y2022, people=(People(("Anna",), False),))
LISTED = ("a", "b")


@pytest.mark.parametrize(
    "said", ["and the rest of 2022", "the others from 2022?", "ok and the other ones in 2022", "the remaining ones of 2022"]
)
def test_the_rest_of_that_time(said: str) -> None:
    rest = the_rest_of_the_time(Reading(said, dates=(Y2022,)), HIKES_WITH_ANNA, LISTED, True)
    assert rest == Request("scrapbook", category="Activity", type="Hike", dates=Y2022, not_ids=LISTED)


@pytest.mark.parametrize(
    ("reading", "prior", "complete"),
    [
        (Reading("and the rest of 2023", dates=(Y2023,)), HIKES_WITH_ANNA, True),  # another time than the list's
        (Reading("and the rest of 2022", dates=(Y2022,)), HIKES_WITH_ANNA, False),  # the list not known whole
        (Reading("and the rest of 2022", dates=(Y2022,)), Request("scrapbook", type="Hike"), True),  # the list had no time
        (Reading("the rest of 2022 with Tom", dates=(Y2022,), people=(People(("Tom",), False),)), HIKES_WITH_ANNA, True),
        (Reading("the rest of them", dates=()), HIKES_WITH_ANNA, True),  # the_others.py
        (Reading("and 2022", dates=(Y2022,)), HIKES_WITH_ANNA, True),
        (Reading("the rest of it in 2022", dates=(Y2022,)), HIKES_WITH_ANNA, True),
    ],
)
def test_no_rest_of_the_time(reading: Reading, prior: Request, complete: bool) -> None:
    assert the_rest_of_the_time(reading, prior, LISTED, complete) is None
