"""Recognizers of the query engine: dates relative to `now`, comparisons on number fields, numbers as speech writes them."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.comparisons import Comparison, ComparisonProblem, ComparisonRecognizer
from parley.core.query.dates import DateProblem, DateRange, recognize_dates
from parley.core.query.spoken import as_written
from parley.core.query.utterance import Utterance

NOW = datetime(2026, 11, 29, 15, 30, tzinfo=UTC)
COMPARISONS = ComparisonRecognizer(load_definition(DEFINITION_FILE))


def utc(*parts: int) -> datetime:
    return datetime(*parts, tzinfo=UTC)  # type: ignore[misc]


def one_date(text: str, now: datetime = NOW) -> DateRange:
    [found] = recognize_dates(Utterance(text), now)
    assert isinstance(found, DateRange), found
    return found


@pytest.mark.parametrize(
    ("text", "start", "end", "label"),
    [
        ("books I read in 2015", utc(2015, 1, 1), utc(2016, 1, 1), "in 2015"),
        ("between 2018 and 2019", utc(2018, 1, 1), utc(2020, 1, 1), "between 2018 and 2019"),
        ("from 2018 to 2019", utc(2018, 1, 1), utc(2020, 1, 1), "between 2018 and 2019"),
        ("since March 2020", utc(2020, 3, 1), NOW, "since March 2020"),
        ("after 2019", utc(2020, 1, 1), NOW, "after 2019"),
        ("before 2015", utc(1900, 1, 1), utc(2015, 1, 1), "before 2015"),
        ("hikes last year", utc(2025, 1, 1), utc(2026, 1, 1), "last year (2025)"),
        ("this year", utc(2026, 1, 1), utc(2027, 1, 1), "this year (2026)"),
        ("last month", utc(2026, 10, 1), utc(2026, 11, 1), "last month (October 2026)"),
        ("walks in Greece last summer", utc(2026, 6, 1), utc(2026, 9, 1), "last summer (June 2026–August 2026)"),
        ("last winter", utc(2025, 12, 1), utc(2026, 3, 1), "last winter (December 2025–February 2026)"),
        ("summer of 2019", utc(2019, 6, 1), utc(2019, 9, 1), "in summer 2019 (June 2019–August 2019)"),
        ("in March 2020", utc(2020, 3, 1), utc(2020, 4, 1), "in March 2020"),
        ("in March", utc(2026, 3, 1), utc(2026, 4, 1), "in March 2026"),
        ("in December", utc(2025, 12, 1), utc(2026, 1, 1), "in December 2025"),
        ("on February 3rd, 2019", utc(2019, 2, 3), utc(2019, 2, 4), "on February 3, 2019"),
        ("in the 1980s", utc(1980, 1, 1), utc(1990, 1, 1), "in the 1980s"),
        ("yesterday", utc(2026, 11, 28), utc(2026, 11, 29), "yesterday"),
        ("in the last 3 years", utc(2023, 11, 29, 15, 30), NOW, "in the last 3 years"),
        ("beers the winter before last", utc(2024, 12, 1), utc(2025, 3, 1), "the winter before last (December 2024–February 2025)"),
        ("last spring but one", utc(2025, 3, 1), utc(2025, 6, 1), "the spring before last (March 2025–May 2025)"),
        ("in the year before last", utc(2024, 1, 1), utc(2025, 1, 1), "the year before last (2024)"),
        ("the month before last", utc(2026, 9, 1), utc(2026, 10, 1), "the month before last (September 2026)"),
    ],
)
def test_dates(text: str, start: datetime, end: datetime, label: str) -> None:
    found = one_date(text)
    assert (found.start, found.end, found.label) == (start, end, label)


def test_last_summer_while_it_is_summer_means_the_previous_one() -> None:
    found = one_date("last summer", utc(2026, 7, 15))
    assert (found.start, found.end) == (utc(2025, 6, 1), utc(2025, 9, 1))


@pytest.mark.parametrize(
    ("text", "message"), [("February 30th", "February 30 is not a date"), ("between 2020 and 2018", "ends before it starts")]
)
def test_impossible_dates_are_said_not_guessed(text: str, message: str) -> None:
    [found] = recognize_dates(Utterance(text), NOW)
    assert isinstance(found, DateProblem) and message in found.message


def test_no_date_is_found_where_there_is_none() -> None:
    assert recognize_dates(Utterance("show me red wines rated at least 3"), NOW) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("rated at least 3", Comparison("rating", ">=", 3)),
        ("a rating greater than 3", Comparison("rating", ">", 3)),
        ("more than 4 stars", Comparison("rating", ">", 4)),
        ("rated 4 or more", Comparison("rating", ">=", 4)),
        ("rated three or better", Comparison("rating", ">=", 3)),
        ("with a rating of 5", Comparison("rating", "==", 5)),
        ("5-star dinners", Comparison("rating", "==", 5)),
        ("hikes longer than 10 km", Comparison("distance", ">", 10, "km")),
        ("books with more than 300 pages", Comparison("pages", ">", 300)),
        ("rating <= 2", Comparison("rating", "<=", 2)),
        ("hikes with over 800 m of climbing", Comparison("elevation", ">", 800, "m")),  # the field's short unit, then its word
        ("walks of one km", Comparison("distance", "==", 1, "km")),
    ],
)
def test_comparisons(text: str, expected: Comparison) -> None:
    assert COMPARISONS.recognize(Utterance(text)) == [expected]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("wines rated 4 or 5", [Comparison("rating", ">=", 4)]),  # up to the top of the scale: 4 and up
        ("hikes I rated three or four", [Comparison("rating", ">=", 3), Comparison("rating", "<=", 4)]),
        ("rated 2 or 4", [Comparison("rating", "==", 2, or_value=4)]),  # no range: either value (see test_query_either_rating)
        ("hikes with 4 or 5 stars", [Comparison("rating", ">=", 4)]),
        ("three or four stars", [Comparison("rating", ">=", 3), Comparison("rating", "<=", 4)]),
    ],
)
def test_two_next_numbers_are_a_range(text: str, expected: list[Comparison]) -> None:
    utterance = Utterance(text)
    assert COMPARISONS.recognize(utterance) == expected
    assert "4" not in utterance.unclaimed_words()


def test_two_numbers_of_a_unit_that_are_no_range_are_said_not_half_read() -> None:
    [problem] = COMPARISONS.recognize(Utterance("wines with 2 or 5 stars"))
    assert isinstance(problem, ComparisonProblem) and "2 or 5 stars" in problem.message


def test_comparison_and_date_in_one_sentence() -> None:
    utterance = Utterance("Show me wines from France in 2018 rated at least 3")
    assert [d.label for d in recognize_dates(utterance, NOW)] == ["in 2018"]  # type: ignore[union-attr]
    assert COMPARISONS.recognize(utterance) == [Comparison("rating", ">=", 3)]
    assert Comparison("rating", ">=", 3).label == "with a rating >= 3"
    assert utterance.unclaimed_words() == ["show", "me", "wines", "from", "france"]


def test_no_comparison_where_a_word_only_looks_like_one() -> None:
    assert COMPARISONS.recognize(Utterance("and the long one from that year?")) == []  # "one" after an adjective
    assert COMPARISONS.recognize(Utterance("more than 3 km of climbing")) == [Comparison("distance", ">", 3, "km")]  # km: no climbing


def test_the_summer_before_last_while_it_is_summer_is_two_summers_back() -> None:
    found = one_date("hikes the summer before last", utc(2026, 7, 15))
    assert (found.start, found.end) == (utc(2024, 6, 1), utc(2024, 9, 1))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("was the wine any good, at least a 4?", Comparison("rating", ">=", 4)),
        ("were they good, say 3 or better", Comparison("rating", ">=", 3)),
        ("was that dinner really good, like a 5?", Comparison("rating", "==", 5)),
    ],
)
def test_good_said_with_a_score_is_that_score(text: str, expected: Comparison) -> None:
    assert COMPARISONS.recognize(Utterance(text)) == [expected]


def test_good_before_a_measure_is_no_score() -> None:
    assert COMPARISONS.recognize(Utterance("any good 10 km hikes?")) == [Comparison("distance", "==", 10, "km")]
    assert COMPARISONS.recognize(Utterance("and the least good one?")) == []


def test_out_of_range_is_said() -> None:
    [problem] = COMPARISONS.recognize(Utterance("rated at least 7"))
    assert isinstance(problem, ComparisonProblem) and "from 1 to 5" in problem.message


@pytest.mark.parametrize("text", ['{"$gt": ""}', "$where: 1 == 1", "rating $gt 3"])
def test_operator_text_is_never_taken_as_an_operator(text: str) -> None:
    assert all(isinstance(c, Comparison) and c.op in {">=", "<=", ">", "<", "=="} for c in COMPARISONS.recognize(Utterance(text)))


# --- companions, ordering, the collection's vocabulary, places ---------------------------------
from parley.core.collection.sample.generate import SAMPLE_FILE, decode  # noqa: E402
from parley.core.query.ordering import Selection, Sort, Superlative, recognize_ordering  # noqa: E402
from parley.core.query.people import People, PeopleRecognizer  # noqa: E402
from parley.core.query.places import Gazetteer, NeedsLocation, Place, PlaceRecognizer, world_places  # noqa: E402
from parley.core.query.vocabulary import FieldValue, TextMatch, Topic, Vocabulary  # noqa: E402

SAMPLE = list(decode(SAMPLE_FILE.read_bytes()))
PEOPLE = PeopleRecognizer(sorted({p for i in SAMPLE for p in i["who"]}))
VOCABULARY = Vocabulary(
    load_definition(DEFINITION_FILE), {"author": sorted({i["fields"]["author"] for i in SAMPLE if "author" in i["fields"]})}
)
PLACES = PlaceRecognizer(Gazetteer.build([i["place"] for i in SAMPLE], world_places()))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("show me hikes last year except with Roberto", [People(("Roberto",), exclude=True, any_of=True)]),
        ("walks we did in Greece with Mary", [People(("Mary",), exclude=False)]),
        ("which ones weren't with Mary?", [People(("Mary",), exclude=True, any_of=True)]),
        ("with Mary and Roberto", [People(("Mary", "Roberto"), exclude=False)]),
        ("dinners with Anna or Chloé", [People(("Anna", "Chloé"), exclude=False, any_of=True)]),
        ("marymount", []),
        ("Anna still talks about the hike I did with her", [People(("Anna",), exclude=False)]),  # "her" is Anna
        ("Anna says Mary was there when I ate with her", []),  # two names: "her" could be either
    ],
)
def test_people(text: str, expected: list[People]) -> None:
    assert PEOPLE.recognize(Utterance(text)) == expected


@pytest.mark.parametrize(
    ("text", "sorts", "superlatives", "selections"),
    [
        ("sorted by rating", [Sort("rating", True)], [], []),
        ("most recent first", [Sort("itemDate", True)], [], []),
        ("in chronological order", [Sort("itemDate", False)], [], []),
        ("which was the best rated?", [], [Superlative("rating", True, "the best rated")], []),
        ("the longest one", [], [Superlative("@long", True, "the longest")], []),  # the field comes from the definition
        ("the shortest one pls", [], [Superlative("@long", False, "the shortest")], []),  # "pls" is no plural noun
        ("and the longest by distance?", [], [Superlative("distance", True, "the longest")], []),  # one pick, by that field
        ("and which did I rate best?", [], [Superlative("rating", True, "the best rated")], []),
        ("the walk I scored lowest", [], [Superlative("rating", False, "the worst rated")], []),
        ("the first one", [], [], [Selection(1)]),
        # the first few by rating, said alone ("top 3 longest" and "top 3 cities" name what orders them)
        ("top 4 of those please", [], [Superlative("rating", True, "the 4 best rated", 4)], []),
        ("the two worst ones", [], [Superlative("rating", False, "the 2 worst rated", 2)], []),
        ("which one did we enjoy less?", [], [Superlative("rating", False, "the worse rated")], []),  # of the previous answer
        ("which did I like better", [], [Superlative("rating", True, "the better rated")], []),
        ("did I like it more than the Louvre?", [], [], []),
        ("top 3 cities", [], [], []),
        ("tell me more about number 3", [], [], [Selection(3)]),
        ("the last one", [], [], [Selection(-1)]),
    ],
)
def test_ordering(text: str, sorts: list[Sort], superlatives: list[Superlative], selections: list[Selection]) -> None:
    assert recognize_ordering(Utterance(text)) == (sorts, superlatives, selections)


def test_vocabulary_comes_from_the_definition_and_the_items() -> None:
    topics, values, texts = VOCABULARY.recognize(Utterance("show me books I read in 2015 with science in the title"))
    assert topics == [[Topic("Book")]] and values == [] and texts == [TextMatch("title", "science")]
    topics, values, _ = VOCABULARY.recognize(Utterance("wines with the variety primitivo"))
    assert topics == [[Topic("Drink", "Wine")]] and values == [FieldValue("variety", "primitivo", ("Drink",))]
    assert VOCABULARY.recognize(Utterance("what about red ones?"))[1] == [FieldValue("colour", "red", ("Drink",))]
    assert VOCABULARY.recognize(Utterance("jogging"))[0] == [[Topic("Activity", "Run")]]  # a type's synonym
    assert VOCABULARY.recognize(Utterance("books of type reference"))[0][-1] == [Topic("Book", "Reference")]
    assert VOCABULARY.recognize(Utterance("books by Ada Winter"))[1] == [FieldValue("author", "Ada Winter", ("Book",))]
    assert VOCABULARY.recognize(Utterance("no beers"))[0] == [[Topic("Drink", "Beer", negated=True)]]
    assert VOCABULARY.recognize(Utterance("history museums"))[0] == [[Topic("Museum", "History")]]


@pytest.mark.parametrize(
    ("text", "name", "kind", "near"),
    [
        ("show me wines from France in 2018", "France", "country", False),
        ("what about from Napa Valley?", "Napa Valley", "region", False),
        ("what about Kyoto?", "Kyoto", "city", False),
        ("hikes we did in 2016 near Cortina d'Ampezzo", "Cortina d'Ampezzo", "city", True),
        ("trips to the USA", "United States", "country", False),
        ("dinners in Logrono", "Logroño", "city", False),
        ("restaurants in Reading", "Reading", "city", True),  # a world city, not in the collection: around it
    ],
)
def test_places(text: str, name: str, kind: str, near: bool) -> None:
    [place] = PLACES.recognize(Utterance(text))
    assert isinstance(place, Place) and (place.name, place.kind, place.radius_km is not None) == (name, kind, near)


def test_ordinary_words_are_not_towns() -> None:
    assert PLACES.recognize(Utterance("something nice while reading")) == []


def test_nearby_needs_the_users_location() -> None:
    assert PLACES.recognize(Utterance("lunches nearby")) == [NeedsLocation(25.0)]
    [place] = PLACES.recognize(Utterance("lunches nearby"), user_location=(37.77, -122.42))
    assert isinstance(place, Place) and place.kind == "nearby" and place.radius_km == 25.0


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("in 2015 or later", utc(2015, 1, 1), NOW),
        ("2019 onwards", utc(2019, 1, 1), NOW),
        ("2012 or earlier", utc(1900, 1, 1), utc(2013, 1, 1)),
    ],
)
def test_open_ended_years(text: str, start: datetime, end: datetime) -> None:
    found = one_date(text)
    assert (found.start, found.end) == (start, end)


def test_negated_places() -> None:
    [place] = PLACES.recognize(Utterance("which ones weren't in Tokyo?"))
    assert isinstance(place, Place) and place.negated and place.label == "outside Tokyo"
    [place] = PLACES.recognize(Utterance("outside the United States"))
    assert isinstance(place, Place) and place.negated


@pytest.mark.parametrize(
    ("said", "written"),
    [
        # a year said in words, its last part heard as "to" only where no end of a span of time follows
        ("hikes in twenty twenty five", "hikes in 2025"),
        ("july twenty twenty-one", "july 2021"),
        ("the science ones from twenty nineteen", "the science ones from 2019"),
        ("wines from twenty oh nine", "wines from 2009"),
        ("wines from two thousand and nine", "wines from 2009"),
        ("nineteen ninety nine", "1999"),
        ("top three wines in twenty twenty to", "top three wines in 2022"),
        ("from twenty twenty to twenty twenty two", "from 2020 to 2022"),
        ("from twenty twenty to now", "from 2020 to now"),
        ("and in twenty twenty too?", "and in 2020 too?"),
        # a number where the grammar wants one; one to ten stay words, "the best one" is no count
        ("top twelve wines", "top 12 wines"),
        ("hikes over twenty five km", "hikes over 25 km"),
        ("books with more than three hundred and fifty pages", "books with more than 350 pages"),
        ("two thousand five hundred meters", "2500 meters"),
        ("top three", "top three"),
        ("the best one", "the best one"),
        ("twenty one hikes", "twenty one hikes"),
        ("Three Floyds beers", "Three Floyds beers"),
        ("the twelfth one", "the 12th one"),
        ("the twenty first one", "the 21st one"),
        ("on the twenty-third of may", "on the 23rd of may"),
        ("the second one", "the second one"),
        # "for" and "to" as numbers only where nothing else can stand
        ("books i rated for or more", "books i rated 4 or more"),
        ("which ones did i give them for stars", "which ones did i give them 4 stars"),
        ("trips for 2024", "trips for 2024"),
        ("the trip to lisbon", "the trip to lisbon"),
        # "wear" heard for "where" before the verb of a question
        ("wear did i go", "where did i go"),
        ("Wear was that", "Where was that"),
        ("what did i wear", "what did i wear"),
        ("the hikes were done", "the hikes were done"),
        # "their" ending a clause is "there"; before its noun it stays
        ("how many meals did we have their", "how many meals did we have there"),
        ("what did i eat thier?", "what did i eat there?"),
        ("any wines their too?", "any wines there too?"),
        ("their dinners with kenji", "their dinners with kenji"),
        ("was it their first trip", "was it their first trip"),
    ],
)
def test_numbers_and_where_as_speech_writes_them(said: str, written: str) -> None:
    assert as_written(said) == written
