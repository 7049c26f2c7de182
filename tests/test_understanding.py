"""Typos, word forms, negation and sort order in the collection assistant's understanding: the speller
and negation attachment on their own, the reader over the sample collection's words, and sorted
answers run on SecantusDB (checked against plain Python over the sample)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.ambiguity import AmbiguousWords
from parley.core.query.aspects import asked_aspect
from parley.core.query.assistant_model import ENGINE_WORDS
from parley.core.query.mongo import build_query
from parley.core.query.ordering import Sort, Superlative, recognize_ordering
from parley.core.query.request import Reading, Request, build_request
from parley.core.query.spelling import Speller, allowed_distance
from parley.core.query.utterance import Utterance
from parley.storage.items import MongoItemStore

from .sample_items import ITEMS, Item
from .sample_reader import sample_reader
from .shared_sample import SampleCollection

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
DEFINITION = load_definition(DEFINITION_FILE)
READER = sample_reader(DEFINITION, ITEMS, ENGINE_WORDS)


def read(text: str) -> tuple[Reading, Request]:
    reading, _ = READER.read(text, NOW)
    return reading, build_request(reading, "find", "scrapbook", None, None)


# --- the speller on its own -----------------------------------------------------------------------


def test_allowed_distance_grows_with_the_word() -> None:
    assert [allowed_distance("x" * n) for n in (1, 3, 4, 6, 7, 12)] == [0, 0, 1, 1, 2, 2]


@pytest.mark.parametrize(
    ("word", "became", "kind"),
    [
        ("bordeax", "bordeaux", "spelling"),
        ("portgual", "portugal", "spelling"),
        ("hihgest", "highest", "spelling"),
        ("whre", "where", "spelling"),
        ("restaurnts", "restaurants", "spelling"),
        ("wasnt", "wasn't", "apostrophe"),
        ("werent", "weren't", "apostrophe"),
        ("didnt", "didn't", "apostrophe"),
        ("dont", "don't", "apostrophe"),
        ("hiked", "hike", "form"),
        ("mroe", "more", "spelling"),  # "rated 4 or mroe"
        ("jogged", "jog", "form"),
        ("biographys", "biography", "form"),
        ("chloe", "chloé", "accent"),
        ("albarino", "albariño", "accent"),
    ],
)
def test_typos_forms_and_apostrophes_become_the_collections_words(word: str, became: str, kind: str) -> None:
    correction = READER.speller.correct(word)
    assert correction is not None and (correction.became, correction.kind) == (became, kind)
    assert 0 < correction.score <= 100


@pytest.mark.parametrize("word", ["hike", "were", "bordeaux", "roberto", "wine", "fine", "thinking", "average", "red", "wne", "hke"])
def test_known_short_and_unlike_words_are_left_alone(word: str) -> None:
    assert READER.speller.correct(word) is None


def test_a_typo_as_close_to_two_words_is_not_guessed() -> None:
    speller = Speller([("cart", "cart"), ("card", "card")])
    assert speller.correct("carx") is None
    correction = speller.correct("cartt")
    assert correction is not None and correction.became == "cart"


def test_edits_beyond_the_allowance_are_not_corrected() -> None:
    speller = Speller([("merlot", "merlot"), ("tempranillo", "tempranillo")])
    assert speller.correct("mxrlxt") is None  # 6 letters: one edit at most
    assert speller.correct("tmepranilo") is not None  # 10 letters: two edits (a transposition counts once)
    assert speller.correct("tmepranxlo") is None  # three


# --- corrections in the reader --------------------------------------------------------------------


def test_a_misspelt_place_is_read_and_the_correction_is_stated() -> None:
    reading, request = read("wines from portgual")
    assert request.place is not None and request.place.name == "Portugal" and request.type == "Wine"
    assert [(c.word, c.became) for c in reading.stated_corrections] == [("portgual", "Portugal")]


def test_a_misspelt_superlative_is_read() -> None:
    reading, request = read("the hihgest rated book")
    assert request.superlative == Superlative("rating", True, "the best rated") and request.category == "Book"
    assert [c.word for c in reading.stated_corrections] == ["hihgest"]


def test_a_correction_that_changes_nothing_asked_is_not_stated_but_kept() -> None:
    reading, _ = read("whre did I drink in bordeaux")
    assert [c.word for c in reading.corrections] == ["whre"] and reading.stated_corrections == ()


def test_a_collection_place_named_without_a_preposition() -> None:
    reading, request = read("bordeax wines rated 4 or more")
    assert request.place is not None and request.place.name == "Bordeaux" and request.type == "Wine"
    assert [c.shown for c in reading.stated_corrections] == ["Bordeaux"]


def test_an_ordinary_word_is_not_a_town_of_the_collection() -> None:
    _, request = read("nice wines")
    assert request.place is None


# --- negation ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "which hikes wasnt with Roberto",
        "which hikes wasn't with Roberto",
        "hikes not with Roberto",
        "hikes that werent with Roberto",
        "hikes I didnt do with Roberto",
        "hikes I didn't go on with Roberto",
        "hikes I don't share with Roberto",
        "hikes I dont share with Roberto",
        "hikes without Roberto",
        "hikes except with Roberto",
        "hikes except those with Roberto",
        "hikes aside from Roberto",
        "hikes apart from Roberto",
        "hikes leaving out Roberto",
        "hikes excluding Roberto",
        "hikes with people other than Roberto",
        "hikes with Anna but not Roberto",
    ],
)
def test_every_negation_cue_excludes_the_person(text: str) -> None:
    reading, request = read(text)
    excluded = [p for p in request.people if p.exclude]
    assert excluded and "Roberto" in excluded[0].names, request.people
    assert not any("Roberto" in p.names for p in request.people if not p.exclude)
    assert reading.unattached_negations == ()


@pytest.mark.parametrize(
    "text",
    [
        "hikes excluding France",
        "hikes not in France",
        "hikes aside from France",
        "hikes that weren't in France",
        "wines I didn't drink in France",
    ],
)
def test_negation_cues_exclude_the_place(text: str) -> None:
    _, request = read(text)
    assert request.place is not None and request.place.name == "France" and request.place.negated


@pytest.mark.parametrize(
    ("text", "negated"), [("drinks but not wines", "Wine"), ("books except novels", "Novel"), ("non-fiction books", "Novel")]
)
def test_negation_cues_exclude_the_type(text: str, negated: str) -> None:
    _, request = read(text)
    assert negated in request.not_types and request.type != negated


def test_negated_field_value() -> None:
    _, request = read("wines excluding red")
    assert [(v.value, v.negated) for v in request.values] == [("red", True)]


@pytest.mark.parametrize(
    ("text", "cue"),
    [
        ("wines not rated 3 or 4", "not"),  # a range has no single opposite
        ("books I don't remember", "don't"),
        ("books I dont remember", "don't"),
        ("hikes, never mind", "never"),
        ("show me wines except, well, you know", "except"),
    ],
)
def test_a_negation_with_nothing_to_attach_to_is_reported(text: str, cue: str) -> None:
    reading, _ = read(text)
    assert cue in reading.unattached_negations


@pytest.mark.parametrize(
    "text", ["No, show me books", "books rated not less than 3", "wines with no more than 3 stars", "hikes with Roberto"]
)
def test_words_that_only_look_like_negations_are_not_reported(text: str) -> None:
    reading, _ = read(text)
    assert reading.unattached_negations == ()


# --- sort order ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "sort"),
    [
        ("oldest first", Sort("itemDate", False)),
        ("sort by date ascending", Sort("itemDate", False)),
        ("sorted by date", Sort("itemDate", False)),
        ("in chronological order", Sort("itemDate", False)),
        ("sort by date descending", Sort("itemDate", True)),
        ("sorted by date, newest first", Sort("itemDate", True)),
        ("most recent first", Sort("itemDate", True)),
        ("sorted by rating", Sort("rating", True)),
        ("sort by rating ascending", Sort("rating", False)),
    ],
)
def test_sorts_as_stated(text: str, sort: Sort) -> None:
    sorts, _, _ = recognize_ordering(Utterance(text))
    assert sorts == [sort]


@pytest.mark.parametrize(
    ("text", "highest"),
    [
        ("my earliest museum visit", False),
        ("the oldest hike", False),
        ("my latest hike", True),
        ("the most recent wine", True),
        ("my last museum visit", True),
        ("when was my last hike", True),
    ],
)
def test_date_superlatives(text: str, highest: bool) -> None:
    _, superlatives, selections = recognize_ordering(Utterance(text))
    assert [(s.field, s.highest) for s in superlatives] == [("itemDate", highest)] and selections == []


def test_the_last_one_is_still_a_selection() -> None:
    _, superlatives, selections = recognize_ordering(Utterance("the last one"))
    assert superlatives == [] and [s.index for s in selections] == [-1]


def test_a_date_sort_names_the_date_once_in_its_direction() -> None:
    for descending in (False, True):
        query = build_query(Request("scrapbook", sort=Sort("itemDate", descending)), DEFINITION)
        keys = [key for key, _ in query.sort]
        assert len(keys) == len(set(keys)) and query.sort[0] == ("itemDate", -1 if descending else 1)


async def ask(store: MongoItemStore, text: str) -> tuple[Request, list[Item]]:
    _, request = read(text)
    query = build_query(request, DEFINITION)
    return request, await store.find("scrapbook", query.filter, query.sort, query.limit or 1000)


@pytest.fixture
def store(sample: SampleCollection) -> MongoItemStore:
    return sample.items


def dates(predicate: Any) -> list[datetime]:
    return sorted(i["itemDate"] for i in ITEMS if predicate(i))


@pytest.mark.parametrize(
    "text", ["hikes oldest first", "hikes sort by date ascending", "hikes sorted by date", "hikes in chronological order"]
)
async def test_ascending_date_sorts_return_the_earliest_first(store: MongoItemStore, text: str) -> None:
    _, found = await ask(store, text)
    hikes = dates(lambda i: i["type"] == "Hike")
    assert [i["itemDate"].replace(tzinfo=None) for i in found] == hikes


@pytest.mark.parametrize("text", ["hikes most recent first", "hikes sort by date descending"])
async def test_descending_date_sorts_return_the_newest_first(store: MongoItemStore, text: str) -> None:
    _, found = await ask(store, text)
    assert [i["itemDate"].replace(tzinfo=None) for i in found] == dates(lambda i: i["type"] == "Hike")[::-1]


async def test_my_earliest_museum_visit_is_the_earliest(store: MongoItemStore) -> None:
    request, found = await ask(store, "my earliest museum visit")
    assert request.limit == 1 and found[0]["itemDate"].replace(tzinfo=None) == dates(lambda i: i["category"] == "Museum")[0]


@pytest.mark.parametrize("text", ["my latest museum visit", "the most recent museum visit", "my last museum visit"])
async def test_latest_museum_visit_is_the_newest(store: MongoItemStore, text: str) -> None:
    _, found = await ask(store, text)
    assert found[0]["itemDate"].replace(tzinfo=None) == dates(lambda i: i["category"] == "Museum")[-1]


async def test_ties_in_rating_come_in_one_fixed_order_most_recent_first(store: MongoItemStore) -> None:
    _, found = await ask(store, "books sorted by rating")
    top = sorted((i for i in ITEMS if i["category"] == "Book"), key=lambda i: (-i["rating"], -i["itemDate"].timestamp(), i["_id"]))
    assert [i["_id"] for i in found] == [i["_id"] for i in top]


# --- one item's fields, superlatives in other words, yes/no shapes, words of two categories -----------

SIZES = tuple(sorted({s for f in DEFINITION.fields_of(None) for s in f.sizes}))


@pytest.mark.parametrize(
    "text, category, kind, field",
    [
        ("who joined me on it?", "Activity", "who", ""),
        ("with whom was that", "Food", "who", ""),
        ("and the author?", "Book", "field", "author"),
        ("who wrote it, who's the author", "Book", "field", "author"),
        ("how far did I go", "Activity", "field", "distance"),
        ("how long was it", "Travel", "field", "nights"),
        ("how long was it", "Book", "field", "pages"),
        ("how many km?", "Activity", "field", "distance"),
        ("what country was this in", "Food", "country", ""),
        ("which town", "Museum", "city", ""),
        ("what year was that", "Drink", "year", ""),
        ("which grape is it", "Drink", "field", "variety"),
        ("how many stars did I give it", "Book", "field", "rating"),
    ],
)
def test_the_field_asked_about_one_item_comes_from_the_definition(text: str, category: str, kind: str, field: str) -> None:
    aspect = asked_aspect(text, DEFINITION, category)
    assert aspect is not None and (aspect.kind, aspect.field) == (kind, field)


def test_a_companion_named_with_me_is_a_yes_no_about_that_person() -> None:
    aspect = asked_aspect("did tom come with me", DEFINITION, "Activity", ["Tom", "Mary"])
    assert aspect is not None and (aspect.kind, aspect.names) == ("with", ("Tom",))
    assert asked_aspect("show me everything", DEFINITION, "Activity") is None


@pytest.mark.parametrize(
    "text, field, highest, count",
    [
        ("my worst hike", "rating", False, 1),
        ("the thickest one", "@thick", True, 1),
        ("which book is most thick", "@thick", True, 1),
        ("which of the two was thicker", "@thick", True, 1),
        ("which one was shorter", "@long", False, 1),
        ("my 4 longest runs", "@long", True, 4),
        ("my five steepest hikes", "@steep", True, 5),
        ("the first one I read", "itemDate", False, 1),
        ("the last one we visited", "itemDate", True, 1),
        ("which trip did i enjoy the most", "rating", True, 1),
        ("the wine i liked least", "rating", False, 1),
    ],
)
def test_superlatives_and_comparatives_in_other_words(text: str, field: str, highest: bool, count: int) -> None:
    _, superlatives, selections = recognize_ordering(Utterance(text), SIZES)
    assert [(s.field, s.highest, s.count) for s in superlatives] == [(field, highest, count)] and selections == []


def test_a_comparison_with_than_is_not_a_comparative_pick() -> None:
    _, superlatives, _ = recognize_ordering(Utterance("hikes longer than 10 km"), SIZES)
    assert superlatives == []


@pytest.mark.parametrize(
    "text, verify",
    [
        ("I went hiking in Norway with Anna did I", True),
        ("i don't think we had sushi in 2019 did we", True),
        ("were any of those in Spain", True),
        ("was one of them rated 5", True),
        ("did Anna come along", True),
        ("how many were there?", False),
        ("what did we do there?", False),
    ],
)
def test_yes_no_questions_in_other_shapes(text: str, verify: bool) -> None:
    reading, _ = read(text)
    assert reading.shape.verify is verify


def test_a_hedge_before_a_yes_no_question_negates_nothing() -> None:
    reading, request = read("i don't think i went to norway with tom, did i?")
    assert reading.shape.verify and reading.unattached_negations == ()
    assert request.place is not None and not request.place.negated and [p.exclude for p in request.people] == [False]


@pytest.mark.parametrize(
    "text, fields",
    [("how far altogether", ("distance",)), ("how many min altogether", ("duration",)), ("whats the avrage page count", ("pages",))],
)
def test_an_aggregate_names_its_field_by_size_word_unit_or_synonym(text: str, fields: tuple[str, ...]) -> None:
    reading, _ = read(text)
    assert reading.shape.aggregate is not None and reading.shape.field_words == fields


def test_words_naming_kinds_in_two_categories_come_from_the_definition() -> None:
    words = AmbiguousWords(DEFINITION)
    assert {w: tuple(c for c, _ in a.readings) for w, a in words.words.items()} == {
        "history": ("Book", "Museum"),
        "science": ("Book", "Museum"),
    }
    found = words.find("any science from 2023?")
    assert found is not None and found.readings == (("Book", "Popular science"), ("Museum", "Science"))
    assert words.find("history museums in 2020") is None and words.find("science books") is None
    assert words.find("history from 2019", prior_category="Book") is None


# --- "or" and "and" over values of one kind ------------------------------------------------------


def ids_of(predicate: Any) -> set[str]:
    return {i["_id"] for i in ITEMS if predicate(i)}


@pytest.mark.parametrize(
    ("text", "predicate"),
    [
        ("wines from Bari or Lecce", lambda i: i["type"] == "Wine" and i["place"]["city"] in ("Bari", "Lecce")),
        ("wine in athens and paris", lambda i: i["type"] == "Wine" and i["place"]["city"] in ("Athens", "Paris")),
        ("lunches in 2014 or 2020", lambda i: i["type"] == "Lunch" and i["itemDate"].year in (2014, 2020)),
        ("breakfasts in 2012, 2016 or 2024", lambda i: i["type"] == "Breakfast" and i["itemDate"].year in (2012, 2016, 2024)),
        ("walks or bike rides in yountville", lambda i: i["type"] in ("Walk", "Bike ride") and i["place"]["city"] == "Yountville"),
        ("rosé or sparkling wines", lambda i: i["type"] == "Wine" and i["fields"]["colour"] in ("rosé", "sparkling")),
        ("museums in italy or greece", lambda i: i["category"] == "Museum" and i["place"]["countryCode"] in ("IT", "GR")),
        ("dinners not in oakland or berkeley", lambda i: i["type"] == "Dinner" and i["place"]["city"] not in ("Oakland", "Berkeley")),
    ],
)
async def test_values_joined_by_or_and_and_are_any_of_them(store: MongoItemStore, text: str, predicate: Any) -> None:
    _, found = await ask(store, text)
    assert {i["_id"] for i in found} == ids_of(predicate) != set()


async def test_with_both_names_needs_every_one_of_them(store: MongoItemStore) -> None:
    _, found = await ask(store, "walks with both Sofia and Priya")
    assert {i["_id"] for i in found} == ids_of(lambda i: i["type"] == "Walk" and {"Sofia", "Priya"} <= set(i["who"])) != set()


async def test_with_one_name_or_with_another_needs_either(store: MongoItemStore) -> None:
    _, found = await ask(store, "runs with Luca or with Kenji")
    assert {i["_id"] for i in found} == ids_of(lambda i: i["type"] == "Run" and {"Luca", "Kenji"} & set(i["who"])) != set()


def test_alternatives_are_said_back_as_asked_and_kept_in_the_dialog_memory() -> None:
    _, request = read("rosé or sparkling wines from Bari or Lecce in 2018 or 2021")
    assert request.place is not None and request.place.label == "within Bari or Lecce"
    assert request.dates is not None and request.dates.label == "in 2018 or 2021"
    assert [v.value for v in request.values] == ["rosé or sparkling"]
    assert Request.from_dict(request.to_dict()) == request
    _, request = read("wines in Paris, France")  # a city and its country are not alternatives
    assert request.place is not None and request.place.kind != "any"


# --- negation cues in asides and after the people they concern ---------------------------------------


@pytest.mark.parametrize(
    "text", ["Honestly I have no clue, which wines did I drink in Italy?", "Not sure I remember. Which wines did I have from Italy?"]
)
def test_a_negation_in_an_aside_before_the_question_negates_nothing(text: str) -> None:
    reading, request = read(text)
    assert reading.unattached_negations == ()
    assert request.type == "Wine" and request.place is not None and request.place.name == "Italy" and not request.place.negated


@pytest.mark.parametrize(
    "text", ["museum visits Roberto wasnt at", "a walk that Roberto didn't come on", "walks where Roberto was not there"]
)
def test_a_person_before_a_negated_verb_is_left_out(text: str) -> None:
    reading, request = read(text)
    assert [(p.names, p.exclude) for p in request.people] == [(("Roberto",), True)] and reading.unattached_negations == ()


def test_one_person_in_and_another_left_out() -> None:
    _, request = read("walks with Anna but Roberto was not there")
    assert {(p.names, p.exclude) for p in request.people} == {(("Anna",), False), (("Roberto",), True)}


@pytest.mark.parametrize(
    "text", ["walks with neither Anna nor Ben", "walks neither with Anna nor with Ben", "walks with niether Anna nor Ben"]
)
def test_neither_nor_leaves_every_one_out(text: str) -> None:
    reading, request = read(text)
    assert [(p.names, p.exclude) for p in request.people] == [(("Anna", "Ben"), True)] and reading.unattached_negations == ()


def test_other_then_is_never_read_as_its_opposite() -> None:
    _, request = read("all my books other then novels")
    assert request.category == "Book" and "Novel" in request.not_types and request.type != "Novel"


@pytest.mark.parametrize(("text", "colour", "country"), [("greek whites", "white", "Greece"), ("spanish reds rated 4", "red", "Spain")])
def test_a_demonym_beside_a_value_of_another_category_is_a_place(text: str, colour: str, country: str) -> None:
    _, request = read(text)
    assert request.category == "Drink" and [v.value for v in request.values] == [colour]
    assert request.place is not None and request.place.name == country


# --- names with accents, a companion asked about, a reset that names what it leaves ----------------


@pytest.mark.parametrize(
    "text", ["hikes with Chloé", "hikes with chloe", "hikes with CHLOE and Mary", "the hikes Chloe and I did together"]
)
def test_a_name_with_an_accent_is_read_as_written_and_without_it(text: str) -> None:
    reading, request = read(text)
    assert "Chloé" in {n for p in request.people for n in p.names}
    assert not any("chlo" in w for w in reading.unknown_words)


def test_a_word_with_an_accent_is_reported_whole_when_not_understood() -> None:
    assert Utterance("zébulon hikes").unclaimed_words() == ["zébulon", "hikes"]


@pytest.mark.parametrize("text", ["was tom at any of those", "was kenji on one of them", "were anna and ben at any of these?"])
def test_a_companion_in_lowercase_asked_about_is_a_yes_no_about_that_person(text: str) -> None:
    reading, request = read(text)
    assert reading.shape.verify and request.people and not request.people[0].exclude
    assert not {"tom", "kenji", "anna", "ben"} & set(reading.unknown_words)


def test_two_swapped_letters_are_read_before_one_changed_letter() -> None:
    speller = Speller([("them", "them"), ("time", "time")])
    correction = speller.correct("thme")  # one edit from both: only "them" has its letters
    assert correction is not None and correction.became == "them"


@pytest.mark.parametrize(
    "text, rest",
    [
        ("forget hikes. how many books did I read", " how many books did I read"),
        ("ok forget the wines! museums in Paris", " museums in Paris"),
        ("forget it, show me trips", ", show me trips"),
    ],
)
def test_forget_and_a_topic_resets_and_the_next_sentence_is_the_request(text: str, rest: str) -> None:
    from parley.core.engine import clause_spans
    from parley.core.query.assistant_model import query_model
    from parley.core.recognizer import Recognizer

    recognizer = Recognizer(query_model([DEFINITION]))
    start, end = clause_spans(text)[0][0]
    found = recognizer.find_switch(text[start:end])
    assert found is not None and found.phrase.startswith("forget")
    assert text[start + found.end :].lstrip(".!") == rest


@pytest.mark.parametrize("text", ["which museum was it, I forget", "I always forget the name of that wine"])
def test_forget_inside_a_sentence_is_no_reset(text: str) -> None:
    from parley.core.query.assistant_model import query_model
    from parley.core.recognizer import Recognizer

    assert Recognizer(query_model([DEFINITION])).find_switch(text) is None


@pytest.mark.parametrize(
    ("text", "op", "value"),
    [
        ("did I rate the Edinburgh one 3 or more?", ">=", 3.0),
        ("did I rate the Lisbon one at least 4?", ">=", 4.0),
        ("did I give the Porto one a 5?", "==", 5.0),
        ("did I rate any of them more than 3?", ">", 3.0),
    ],
)
def test_one_before_the_score_is_the_thing_scored(text: str, op: str, value: float) -> None:
    reading, _ = read(text)
    assert [(c.field, c.op, c.value) for c in reading.comparisons] == [("rating", op, value)]
