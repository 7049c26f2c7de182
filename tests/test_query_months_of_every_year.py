"""The same months in year after year are matched as one span and the item's month, not one range per year."""

from __future__ import annotations

from datetime import UTC, datetime

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.dates import DateRange, every_year_month, month_range, season_range
from parley.core.query.mongo import build_query
from parley.core.query.months_of_every_year import months_of_every_year
from parley.core.query.request import Request

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)


def _parts(date: DateRange) -> list[tuple[datetime, datetime]]:
    return [(p.start, p.end) for p in date.parts]


def test_a_month_of_every_year_is_one_span_and_its_month() -> None:
    yearly = months_of_every_year(_parts(every_year_month(8, NOW)))
    assert yearly is not None
    assert yearly.months == (8,)
    assert yearly.start == datetime(1950, 8, 1, tzinfo=UTC)
    assert yearly.end == datetime(2026, 9, 1, tzinfo=UTC)


def test_a_season_of_every_year_crosses_the_new_year() -> None:
    winters = [(season_range(y, 12).start, season_range(y, 12).end) for y in range(2015, 2026)]
    yearly = months_of_every_year(winters)
    assert yearly is not None and yearly.months == (1, 2, 12)
    assert yearly.start == datetime(2015, 12, 1, tzinfo=UTC) and yearly.end == datetime(2026, 3, 1, tzinfo=UTC)


def test_years_with_a_gap_stay_ranges() -> None:
    years = (2018, 2019, 2021, 2022, 2023)  # 2020 left out: one span would take it in
    assert months_of_every_year([(month_range(y, 3).start, month_range(y, 3).end) for y in years]) is None


def test_different_months_in_different_years_stay_ranges() -> None:
    parts = [month_range(2020, 3), month_range(2021, 4), month_range(2022, 3), month_range(2023, 4)]
    assert months_of_every_year([(p.start, p.end) for p in parts]) is None


def test_ranges_not_of_whole_months_stay_ranges() -> None:
    parts = [(datetime(y, 8, 2, tzinfo=UTC), datetime(y, 9, 1, tzinfo=UTC)) for y in range(2010, 2020)]
    assert months_of_every_year(parts) is None


def test_a_few_years_stay_ranges() -> None:
    parts = [(month_range(y, 8).start, month_range(y, 8).end) for y in (2019, 2020, 2021)]
    assert months_of_every_year(parts) is None


def test_the_query_tests_the_month_once() -> None:
    definition = load_definition(DEFINITION_FILE)
    query = build_query(Request(collection="scrapbook", dates=every_year_month(8, NOW)), definition)
    assert "$or" not in query.filter
    assert query.filter["$expr"] == {"$in": [{"$month": "$itemDate"}, [8]]}
    assert query.filter["itemDate"] == {"$gte": datetime(1950, 8, 1, tzinfo=UTC), "$lt": datetime(2026, 9, 1, tzinfo=UTC)}


def test_not_in_august_of_any_year_is_the_negation_of_the_same() -> None:
    definition = load_definition(DEFINITION_FILE)
    august = every_year_month(8, NOW)
    query = build_query(
        Request(collection="scrapbook", dates=DateRange(august.start, august.end, "not in August", august.parts, negated=True)), definition
    )
    assert query.filter["$nor"][0]["$expr"] == {"$in": [{"$month": "$itemDate"}, [8]]}
