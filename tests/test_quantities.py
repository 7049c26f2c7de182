"""Questions about quantities, read and computed without a server: the shape of a question (yes/no,
a comparison of counts, an aggregate), which field an aggregate or a size word means — taken from the
collection definition, or asked — and the aggregate's value over plain items."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import pytest

from parley.core.collection.definition import DefinitionError, definition_from_dict, load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.aggregate import Aggregate, Measured
from parley.core.query.answers import measures_compared, verdict_text
from parley.core.query.contrasts import contrast_of
from parley.core.query.dates import DateRange, placed_together, recognize_dates, year_range
from parley.core.query.measured import measure_words, measured_field
from parley.core.query.ordering import Superlative, recognize_ordering
from parley.core.query.quantities import (
    compute,
    measures_again,
    named_number_fields,
    number,
    read_shape,
    resolve_fields,
    size_fields,
)
from parley.core.query.request import Request
from parley.core.query.restate import Wording
from parley.core.query.utterance import Utterance

from .sample_items import ITEMS
from .sample_reader import sample_reader

DEFINITION = load_definition(DEFINITION_FILE)


def shape_of(text: str) -> Any:
    return read_shape(Utterance(text), DEFINITION)


@pytest.mark.parametrize(
    "text",
    [
        "so I was wondering: did I ever drink port in Porto?",
        "did I ever drink port in Porto?",
        "have I been to Croatia?",
        "was that one rated 5?",
        "been to peru with kenji?",
        "Did we drink any sparkling wine?",
    ],
)
def test_yes_no_questions(text: str) -> None:
    assert shape_of(text).verify


@pytest.mark.parametrize("text", ["what did we do in Kyoto?", "show me wines", "which was the best rated?", "how many books did I read?"])
def test_other_questions_are_not_yes_no(text: str) -> None:
    assert not shape_of(text).verify


@pytest.mark.parametrize(
    "text",
    [
        "my trip to lecce last year how many nights was it",
        "my trip to lecce last year how many nights",
        "how many nights was the trip to lecce last year",
    ],
)
def test_the_nights_of_a_trip_said_first_or_last_year_are_a_total_not_a_yes_no(text: str) -> None:
    # the trip said first, then "how many nights was it": its nights ("last year" is a time, no pick of the last one)
    shape = shape_of(text)
    assert not shape.verify and shape.aggregate is not None and shape.aggregate.op == "sum", shape


def test_that_one_refers_to_the_selected_item() -> None:
    assert shape_of("was that one rated 5?").refers_to_one and shape_of("was it rated 4?").refers_to_one
    assert not shape_of("have I been to Croatia?").refers_to_one


def test_comparisons_of_two_counts() -> None:
    assert shape_of("did I drink more wine or beer in 2021?").contrast
    assert shape_of("did I hike more in spring or in autumn?").seasons == ("spring", "autumn")
    assert not shape_of("wines rated 4 or more").contrast
    against = shape_of("did I go running more often than walking in 2023?")
    assert against.contrast and against.against and against.verify
    assert not shape_of("books with more than 300 pages").contrast and not shape_of("hikes rated more than three").contrast
    assert not shape_of("books with more than 300 pages or so").contrast


@pytest.mark.parametrize(
    "text",
    [
        "In 2023, did I go running or walking more often?",
        "did I run or walk more in 2023?",
        "did i drink wine or beer more often in 2021",
        "so did i eat out in lisbon or porto more",
        "hiking or cycling more, this year?",
        "red or white less often last year?",
    ],
)
def test_the_options_then_the_comparative_are_a_comparison(text: str) -> None:
    assert shape_of(text).contrast


@pytest.mark.parametrize(
    "text",
    [
        "did i rate it 4 or more",
        "wines rated 3 or 4 more than once",
        "hikes of 10 km or more in 2024",
        "books of 300 pages or less",
        "did I walk 5 km or more this year?",
    ],
)
def test_a_bound_with_or_more_is_no_comparison(text: str) -> None:
    assert not shape_of(text).contrast


@pytest.mark.parametrize("text", ["did I go on more hikes or more walks in 2023?", "fewer lunches, or fewer dinners?"])
def test_the_comparative_said_before_each_option_compares_them(text: str) -> None:
    assert shape_of(text).contrast
    assert not shape_of("hikes rated 4 or more in 2023").contrast


@pytest.mark.parametrize(
    ("text", "aggregate", "fields"),
    [
        ("total distance of my runs in 2024", Aggregate("sum", ""), ("distance",)),
        ("how many kilometres did I run altogether?", Aggregate("sum", ""), ("distance",)),
        ("average rating of my Italian wines", Aggregate("avg", ""), ("rating",)),
        ("maximum elevation of my hikes", Aggregate("max", ""), ("elevation",)),
        ("in how many cities did I eat out?", Aggregate("distinct", "place.city", "cities"), ()),
        ("how many different countries did I visit in 2023?", Aggregate("distinct", "place.country", "countries"), ()),
        ("how many different grapes did I drink?", Aggregate("distinct", "fields.variety", "grapes"), ()),
        ("which city did I visit most often in Spain?", Aggregate("mode", "place.city", "city"), ()),
    ],
)
def test_aggregates(text: str, aggregate: Aggregate, fields: tuple[str, ...]) -> None:
    shape = shape_of(text)
    assert (shape.aggregate, shape.field_words) == (aggregate, fields)


def test_most_often_with_a_word_between() -> None:
    assert shape_of("which spanish city did i eat in the most").aggregate == Aggregate("mode", "place.city", "city")
    assert shape_of("which of them did I visit most often?").most  # the mode of what the previous answer counted
    assert not shape_of("which was the most recent?").most


def test_a_plain_count_is_no_aggregate() -> None:
    assert shape_of("how many books did I read in 2022?").aggregate is None


def request(**changes: Any) -> Request:
    return replace(Request("scrapbook"), **changes)


def test_the_aggregate_field_comes_from_the_words_or_is_asked() -> None:
    summed = request(category="Activity", type="Run", aggregate=Aggregate("sum", ""))
    chosen = resolve_fields(summed, DEFINITION, ("distance",))
    assert isinstance(chosen, Request) and chosen.aggregate == Aggregate("sum", "distance", "distance")
    assert resolve_fields(summed, DEFINITION, ()) == "Total of what: distance, duration or elevation?"
    # the only number a book has besides its bounded rating: nothing to ask
    pages = resolve_fields(request(category="Book", aggregate=Aggregate("sum", "")), DEFINITION, ())
    assert isinstance(pages, Request) and pages.aggregate is not None and pages.aggregate.field == "pages"
    # a field of one category only says the category
    anywhere = resolve_fields(request(aggregate=Aggregate("avg", "")), DEFINITION, ("distance",))
    assert isinstance(anywhere, Request) and anywhere.category == "Activity"


def test_size_words_measure_the_field_the_definition_names() -> None:
    assert [f.name for f in size_fields(DEFINITION, "Activity", "long")] == ["distance"]
    assert [f.name for f in size_fields(DEFINITION, "Book", "long")] == ["pages"]
    assert [f.name for f in size_fields(DEFINITION, "Activity", "high")] == ["elevation"]
    assert size_fields(DEFINITION, "Drink", "long") == ()
    longest = Superlative("@long", True, "the longest")
    book = resolve_fields(request(category="Book", superlative=longest), DEFINITION, ())
    assert isinstance(book, Request) and book.superlative is not None and book.superlative.field == "pages"
    longest_of_any = "The longest by what: pages (books), distance (activities) or nights (travels)?"  # each with what has it
    assert resolve_fields(request(superlative=longest), DEFINITION, ()) == longest_of_any
    assert resolve_fields(request(category="Drink", superlative=longest), DEFINITION, ()) == (
        "I don't know what makes one the longest for drink: which number should I compare?"
    )


def test_values_are_computed_over_the_items() -> None:
    runs = [i for i in ITEMS if i["type"] == "Run" and i["itemDate"].year == 2024]
    distances = [i["fields"]["distance"] for i in runs]
    total = compute(Aggregate("sum", "distance"), "fields.distance", runs)
    assert total.value == pytest.approx(sum(distances)) and total.counted == len(runs)
    assert compute(Aggregate("avg", "distance"), "fields.distance", runs).value == pytest.approx(sum(distances) / len(distances))
    longest = compute(Aggregate("max", "distance"), "fields.distance", runs)
    assert longest.value == max(distances) and longest.item is not None and longest.item["fields"]["distance"] == max(distances)
    assert compute(Aggregate("min", "distance"), "fields.distance", runs).value == min(distances)
    spain = [i for i in ITEMS if i["place"]["countryCode"] == "ES"]
    cities = [i["place"]["city"] for i in spain]
    assert compute(Aggregate("distinct", "place.city"), "place.city", spain).names == tuple(sorted(set(cities)))
    mode = compute(Aggregate("mode", "place.city"), "place.city", spain)
    assert mode.times == max(cities.count(c) for c in cities) and all(cities.count(n) == mode.times for n in mode.names)
    people = compute(Aggregate("distinct", "who"), "who", spain)
    assert people.names == tuple(sorted({p for i in spain for p in i["who"]}))
    assert compute(Aggregate("sum", "pages"), "fields.pages", runs).value is None  # runs have no pages


def test_numbers_are_shown_with_their_unit() -> None:
    assert number(147.9, "km") == "147.9 km" and number(3.375) == "3.4" and number(12.0, "m") == "12 m"


def test_units_and_sizes_in_a_definition_are_optional_and_checked() -> None:
    base: dict[str, Any] = {"name": "c", "categories": [{"name": "Run", "fields": [{"name": "distance", "type": "number"}]}]}
    assert definition_from_dict(base).field("distance").unit is None and definition_from_dict(base).field("distance").sizes == ()
    with_unit = {
        "name": "c",
        "categories": [{"name": "Run", "fields": [{"name": "distance", "type": "number", "unit": "km", "sizes": ["Long"]}]}],
    }
    distance = definition_from_dict(with_unit).field("distance")
    assert (distance.unit, distance.sizes) == ("km", ("long",))
    for bad, message in (
        ({"name": "where", "type": "text", "unit": "km"}, "only number fields have a unit"),
        ({"name": "where", "type": "text", "sizes": ["long"]}, "only number fields measure a size"),
        ({"name": "d", "type": "number", "unit": 3}, "only number fields have a unit, a non-empty text"),
    ):
        with pytest.raises(DefinitionError, match=message):
            definition_from_dict({"name": "c", "categories": [{"name": "Run", "fields": [bad]}]})


def test_the_sample_definition_gives_units() -> None:
    assert DEFINITION.field("distance", "Activity").unit == "km" and DEFINITION.field("elevation", "Activity").unit == "m"
    assert DEFINITION.field("pages", "Book").unit is None  # optional: a field named for its unit needs none


def test_a_fields_name_answers_which_field() -> None:
    assert named_number_fields("duration", DEFINITION) == ("duration",)
    assert named_number_fields("the km please", DEFINITION) == ("distance",)
    assert named_number_fields("Mary", DEFINITION) == ()
    longest = request(superlative=Superlative("@long", True, "the longest"))
    chosen = resolve_fields(longest, DEFINITION, ("pages",))
    assert (
        isinstance(chosen, Request) and chosen.superlative is not None and (chosen.superlative.field, chosen.category) == ("pages", "Book")
    )


# --- totals said without "total", and a number compared between groups -----------------------------------


@pytest.mark.parametrize(
    ("text", "fields"),
    [
        ("how far did we hike in 2022?", ("distance",)),
        ("how many pages have I read this year", ("pages",)),
        ("how many km did I cycle in Italy", ("distance",)),
        ("how high did we climb on our hikes?", ("elevation",)),
    ],
)
def test_how_far_did_i_is_a_total(text: str, fields: tuple[str, ...]) -> None:
    shape = shape_of(text)
    assert (shape.aggregate, shape.field_words, shape.implied) == (Aggregate("sum", ""), fields, True)


@pytest.mark.parametrize(
    "text",
    [
        "how many stars did I give the wines",  # a total of a rating means nothing
        "how far was it?",  # one item
        "how many nights did I stay on it",
        "how many books did I read?",  # a count
    ],
)
def test_no_total_is_implied_where_it_would_mislead(text: str) -> None:
    assert shape_of(text).aggregate is None


def test_how_long_of_a_kind_with_a_length_and_a_time_is_a_total_of_either() -> None:
    # time or length is not told: the total is asked back ("Total of what: distance or duration?", test_query_how_long_done)
    shape = shape_of("how long did I hike in 2023")
    assert (shape.aggregate, shape.implied) == (Aggregate("sum", ""), True)
    assert {"distance", "duration"} <= set(shape.field_words)


@pytest.mark.parametrize(
    ("text", "measured", "against"),
    [
        ("did I read more pages in 2021 or 2022?", Measured("sum", ("pages",), True, "more"), False),
        ("did we walk further in spring or in autumn", Measured("sum", ("distance",), True, "further"), False),
        ("did I hike higher in Italy or in Greece?", Measured("sum", ("elevation",), True, "higher"), False),
        ("were the hikes longer than the walks on average?", Measured("avg", ("pages", "distance", "nights"), True, "longer"), True),
        ("are novels rated lower than poems?", Measured("avg", ("rating",), False, "lower"), True),  # a score: its average
        ("which got the better rating, wine or beer", Measured("avg", ("rating",), True, "better"), False),
        ("which did I score higher on average", Measured("avg", ("rating",), True, "higher"), False),
    ],
)
def test_a_comparative_of_a_number_compares_the_groups_totals_or_averages(text: str, measured: Measured, against: bool) -> None:
    shape = shape_of(text)
    assert shape.measured == measured and shape.against == against
    assert shape.contrast == bool(re.search(r"\b(?:or|than)\b", text))


@pytest.mark.parametrize(
    "text",
    [
        "wines rated 4 or higher",  # a bound on each item
        "bike rides longer than 70 km",
        "was it longer than a week?",
        "hikes rated higher than 3 in 2022 or 2023",
        "which one was longer?",  # one of the previous answer (see ordering)
        "did I drink more wine or beer?",  # counts
    ],
)
def test_bounds_and_picks_are_no_comparison_of_numbers(text: str) -> None:
    assert shape_of(text).measured is None


def test_more_words_for_totals_and_counts_compared() -> None:
    assert shape_of("how many km I ran in 2024").aggregate == Aggregate("sum", "")  # no "did"
    assert shape_of("how many pages did I read all together").aggregate == Aggregate("sum", "")
    assert shape_of("did I cycle more often in 2022 than in 2023?").against  # years between "more" and "than"
    assert shape_of("which walk had the most climbing?").aggregate is None  # a pick by a field, not the most frequent value


def test_a_tag_question_asks_yes_or_no() -> None:
    shape = shape_of("so I walked further this year than last year, right?")
    assert shape.verify and shape.against and shape.measured is not None


def test_a_follow_on_naming_only_a_field() -> None:
    assert (shape_of("and the climbing?").field_words, shape_of("and the climbing?").aggregate) == (("elevation",), None)
    assert shape_of("what about the time").field_words == ("duration",)  # the field measured in minutes
    assert shape_of("the total time of my walks").field_words == ("duration",)
    assert shape_of("and hikes with more than 500 m of climbing?").field_words == ()


def test_dates_compared_in_one_sentence_are_placed_one_after_the_other() -> None:
    now = datetime(2026, 11, 29, tzinfo=UTC)
    said = Utterance("did I walk further last year than the year before?")
    dates = tuple(d for d in recognize_dates(said, now) if isinstance(d, DateRange))
    assert [d.single_year() for d in placed_together(dates, None)] == [2025, 2024]
    that_year = tuple(d for d in recognize_dates(Utterance("more in that year or the year before?"), now) if isinstance(d, DateRange))
    assert [d.single_year() for d in placed_together(that_year, 2019)] == [2019, 2018]


def test_the_field_of_a_comparative_follows_the_groups_category() -> None:
    longer = Measured("sum", ("pages", "distance", "nights"), True, "longer")
    assert measured_field(longer, DEFINITION, "Book") == DEFINITION.field("pages")
    assert measured_field(longer, DEFINITION, "Travel") == DEFINITION.field("nights")
    assert measured_field(longer, DEFINITION, None) is None and measured_field(longer, DEFINITION, "Drink") is None


def test_measures_compared_state_each_groups_value_and_the_winner() -> None:
    words = Wording.of(DEFINITION)
    options = []
    for year in (2022, 2023):
        walks = request(category="Activity", type="Walk", dates=year_range(year))
        options.append((f"in {year}", walks, [i for i in ITEMS if i["type"] == "Walk" and i["itemDate"].year == year]))
    totals = [sum(i["fields"]["distance"] for i in found) for _, _, found in options]
    further = Measured("sum", ("distance",), True, "further")
    said = measures_compared(further, options, DEFINITION, words, "", against=False)
    winner = 2022 if totals[0] > totals[1] else 2023
    assert said.field == "distance" and said.text == (
        f"Further in {winner}: the total distance is {number(totals[0], 'km')} over {len(options[0][2])} walks in 2022"
        f" and {number(totals[1], 'km')} over {len(options[1][2])} walks in 2023."
    )
    asked = measures_compared(further, options, DEFINITION, words, "", against=True)  # "further in 2022 than in 2023?"
    assert asked.text.startswith("Yes, " if winner == 2022 else "No, ")
    rated = Measured("avg", ("rating",), True, "higher")
    kinds = [
        (kind.lower() + "s", request(category="Drink", type=kind), [i for i in ITEMS if i["type"] == kind]) for kind in ("Beer", "Cocktail")
    ]
    averages = [sum(i["rating"] for i in found) / len(found) for _, _, found in kinds]
    text = measures_compared(rated, kinds, DEFINITION, words, "", against=False).text
    assert f"the average rating is {number(averages[0])} over {len(kinds[0][2])} beers and {number(averages[1])}" in text
    assert measures_compared(Measured("sum", ("pages",), True, "more"), kinds, DEFINITION, words, "", False).text == "More by what: pages?"


def test_a_kept_field_must_fit_the_new_question() -> None:
    assert measures_again("rating", "avg", DEFINITION, "Book")  # "… poems or biographies on average?", "and the novels?"
    assert not measures_again("rating", "sum", DEFINITION, "Book")  # no total of ratings
    assert not measures_again("pages", "avg", DEFINITION, "Activity")


@pytest.mark.parametrize(
    ("text", "field", "highest"),
    [
        ("which one took the least time?", "duration", False),
        ("the wine with the oldest vintage", "vintage", False),
        ("which trip had the fewest nights", "nights", False),
        ("the hike with the highest elevation", "elevation", True),
        ("my book with the most pages", "pages", True),
    ],
)
def test_a_superlative_before_a_fields_word_picks_by_that_field(text: str, field: str, highest: bool) -> None:
    said = Utterance(text)
    _, superlatives, _ = recognize_ordering(said, (), measure_words(DEFINITION))
    assert [(s.field, s.highest) for s in superlatives] == [(field, highest)]


def test_the_usual_superlatives_stay_as_they_were() -> None:
    for text, label in (("the highest rated wine", "the best rated"), ("the oldest one", "the oldest")):
        _, superlatives, _ = recognize_ordering(Utterance(text), (), measure_words(DEFINITION))
        assert [s.label for s in superlatives] == [label]
    _, superlatives, _ = recognize_ordering(Utterance("the longest one in 2023"), ("long",), measure_words(DEFINITION))
    assert [s.field for s in superlatives] == ["@long"]  # "in 2023" is no noun of "longest"


def test_two_options_set_against_each_other_with_vs_or_which_had_more_are_a_comparison() -> None:
    reader = sample_reader(DEFINITION, ITEMS)
    now = datetime(2026, 11, 29, tzinfo=UTC)
    base = Request("scrapbook", action="count", category="Activity", type="Hike")
    for text in ("hikes: 2023 vs. 2022", "hikes in 2023 versus 2022", "hikes 2023 or 2022 - which one had fewer?"):
        reading, _ = reader.read(text, now)
        compared = contrast_of(reading, base, Wording.of(DEFINITION))
        assert reading.shape.contrast and compared is not None, text
        assert [Request.from_dict(each).dates.single_year() for _, each in compared["options"]] == [2023, 2022]  # type: ignore[union-attr]
    reading, _ = reader.read("meals in Lyon versus Nice", now)
    assert reading.shape.contrast and [p.name for p in reading.places] == ["Lyon", "Nice"]
    assert not shape_of("hikes in 2023 or 2022").contrast


def test_adjectives_of_countries_compared_over_drinks_are_the_countries() -> None:
    reader = sample_reader(DEFINITION, ITEMS)
    reading, _ = reader.read("were my spanish wines rated better than french ones on average?", datetime(2026, 11, 29, tzinfo=UTC))
    base = Request("scrapbook", action="count", category="Drink", type="Wine")
    compared = contrast_of(reading, base, Wording.of(DEFINITION))
    assert compared is not None and not compared["named"]
    assert [Request.from_dict(each).place.country_code for _, each in compared["options"]] == ["ES", "FR"]  # type: ignore[union-attr]
    assert all(not Request.from_dict(each).values for _, each in compared["options"])


def test_a_claim_of_how_many_times_is_checked_against_the_count() -> None:
    assert shape_of("so did I go skiing at least three times last winter?").times == (">=", 3)
    assert shape_of("Mary says we walked together over 10 times, right?").times == (">", 10)
    assert shape_of("hikes rated more than 3").times is None
    hikes = Request("scrapbook", action="verify", category="Activity", type="Hike")
    assert verdict_text(hikes, 4, [], {}, None, Wording.of(DEFINITION), "", (">", 4)) == "No, 4 hikes."
    assert verdict_text(hikes, 4, [], {}, None, Wording.of(DEFINITION), "", (">=", 4)) == "Yes, 4 hikes."


def test_a_comparison_is_read_as_its_options_and_what_they_share() -> None:
    reader = sample_reader(DEFINITION, ITEMS)
    reading, _ = reader.read("did I walk further last year than the year before?", datetime(2026, 11, 29, tzinfo=UTC))
    base = Request("scrapbook", action="count", category="Activity", type="Walk")
    compared = contrast_of(reading, base, Wording.of(DEFINITION))
    assert compared is not None and compared["against"] and compared["measure"]["fields"] == ("distance",)
    assert [Request.from_dict(each).dates.single_year() for _, each in compared["options"]] == [2025, 2024]  # type: ignore[union-attr]
    assert contrast_of(reader.read("did I walk more?", datetime(2026, 11, 29, tzinfo=UTC))[0], base, Wording.of(DEFINITION)) is None


def test_liking_more_compares_ratings_and_a_comparative_can_name_its_field() -> None:
    assert shape_of("which did I enjoy more, wine or beer?").measured == Measured("avg", ("rating",), True, "rated higher")
    assert shape_of("did I hike a longer distance in 2022 or 2023").measured == Measured("sum", ("distance",), True, "longer")


def test_a_field_of_one_kind_names_the_groups_by_that_kind() -> None:
    nights = Measured("sum", ("nights",), True, "more")
    options = [(f"in {c}", request(), [i for i in ITEMS if i["place"]["countryCode"] == c]) for c in ("JP", "GR")]
    text = measures_compared(nights, options, DEFINITION, Wording.of(DEFINITION), "", False).text
    trips = [[i for i in found if "nights" in i["fields"]] for _, _, found in options]
    assert f"the total is {sum(i['fields']['nights'] for i in trips[0])} nights over {len(trips[0])} travels in JP" in text


def test_how_much_more_is_answered_with_the_difference() -> None:
    measured = shape_of("how many more km did I walk in 2023 than in 2022?").measured
    assert measured is not None and measured.by_how_much and measured.fields == ("distance",)
    walks = [
        (f"in {y}", request(category="Activity", type="Walk"), [i for i in ITEMS if i["type"] == "Walk" and i["itemDate"].year == y])
        for y in (2023, 2022)
    ]
    totals = [round(sum(i["fields"]["distance"] for i in found), 1) for _, _, found in walks]
    text = measures_compared(measured, walks, DEFINITION, Wording.of(DEFINITION), "", against=True).text
    assert totals[0] > totals[1] and text.startswith(f"{number(totals[0] - totals[1], 'km')} more in 2023: the total distance is ")


@pytest.mark.parametrize("text", ["Number of cities I've eaten out in?", "the number of countries I have hiked in"])
def test_number_of_places_is_a_count_of_distinct_ones(text: str) -> None:
    """ "number of cities …" asks as "how many cities …" does: the distinct cities, not the items."""
    aggregate = shape_of(text).aggregate
    assert aggregate is not None and aggregate.op == "distinct" and aggregate.field.startswith("place."), aggregate
