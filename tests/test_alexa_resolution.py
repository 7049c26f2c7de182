"""Alexa answers what was said: the generated slot types give each meaning (a category, a type, a field
value) its own value and id with its own words only, and a slot's words are what the user said unless
Alexa resolved a word Parley does not know to one it does, for the same entity.

The requests are shaped as Alexa sends them: `value` is what was heard, `resolutions.resolutionsPerAuthority`
holds one entry per authority (the slot type's own values, `amzn1.er-authority.echo-sdk.<skill>.<TYPE>`,
and its dynamic entities, `amzn1.er-authority.echo-sdk.dynamic.<skill>.<TYPE>`), each with a
`status.code` and, on a match, `values[].value.{name,id}`."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from dataclasses import replace
from typing import Any

import pytest

from parley.channels.alexa.interaction_model import InteractionModel, interaction_model, utterance_for
from parley.channels.alexa.settings import AlexaSettings
from parley.core.collection.definition import CollectionDefinition, load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.assistant_model import query_model

from .alexa_requests import authority, intent, slot
from .conftest import ParleyHarness, running_parley
from .servers import SecantusProcess
from .shared_sample import SAMPLE, SampleCollection

DRINK = "PARLEY_TOPIC_DRINK"
BOOK = "PARLEY_TOPIC_BOOK"
VALUE = "PARLEY_QUERY_VALUE"
STALE = ("ale", "topic_drink")  # what the skill model that gave every drink word to one value resolved "wines" to
STALE_VALUE = ("aglianico", "query_value")  # … and "red" to


@pytest.fixture(scope="module")
def definition() -> CollectionDefinition:
    return load_definition(DEFINITION_FILE)


@pytest.fixture(scope="module")
def generated(definition: CollectionDefinition) -> InteractionModel:
    return interaction_model(query_model([definition]), "parley", [definition])


def slot_types(model: InteractionModel) -> dict[str, list[dict[str, Any]]]:
    return {t["name"]: t["values"] for t in model.document["interactionModel"]["languageModel"]["types"]}


def value_of(model: InteractionModel, slot_type: str, word: str) -> dict[str, Any]:
    """The one slot value of `slot_type` that `word` is the name or a synonym of."""
    found = [v for v in slot_types(model)[slot_type] if word in (v["name"]["value"], *v["name"].get("synonyms", []))]
    assert len(found) == 1, found
    return found[0]


def find(**slots: dict[str, Any]) -> dict[str, Any]:
    return intent("FindIntent", slots)["request"]["intent"]


# --- the generated slot types -------------------------------------------------------------------------


def test_each_type_category_and_field_value_is_a_value_of_its_own(generated: InteractionModel) -> None:
    wine = ["wines", "bottle", "bottles", "bottle of wine", "bottles of wine"]  # the definition's synonyms of Wine
    assert value_of(generated, DRINK, "wines") == {"id": "Drink/Wine", "name": {"value": "wine", "synonyms": wine}}
    beer = ["beers", "ale", "ales", "bottle of beer", "bottles of beer"]
    assert value_of(generated, DRINK, "ale") == {"id": "Drink/Beer", "name": {"value": "beer", "synonyms": beer}}
    assert value_of(generated, DRINK, "drinks")["id"] == "Drink"
    assert value_of(generated, BOOK, "novels") == {"id": "Book/Novel", "name": {"value": "novel", "synonyms": ["novels", "fiction"]}}
    assert value_of(generated, VALUE, "red") == {"id": "colour/red", "name": {"value": "red", "synonyms": ["reds"]}}
    assert value_of(generated, VALUE, "aglianico")["name"]["synonyms"] == ["aglianicos"]


def test_a_word_with_two_meanings_is_nobodys_synonym(generated: InteractionModel) -> None:
    """ "history" is a history book or a history museum: said back as it is, for Parley to weigh."""
    assert value_of(generated, BOOK, "history") == {"id": "word/history", "name": {"value": "history", "synonyms": []}}
    assert value_of(generated, BOOK, "history books")["id"] == "Book/History"


def test_words_of_no_collection_meaning_are_values_of_their_own(generated: InteractionModel) -> None:
    """ "january" must not come back as "what", nor "the second" as "first one"."""
    assert value_of(generated, "PARLEY_QUERY", "january") == {"id": "word/january", "name": {"value": "january", "synonyms": []}}
    assert value_of(generated, "PARLEY_SELECT", "the second")["name"] == {"value": "the second", "synonyms": []}


def test_every_word_is_in_one_value_and_every_id_is_unique(generated: InteractionModel) -> None:
    for name, values in slot_types(generated).items():
        words = [w for v in values for w in (v["name"]["value"], *v["name"].get("synonyms", []))]
        assert len(words) == len(set(words)), name
        ids = [v.get("id") for v in values]
        assert name == "PARLEY_UTTERANCE" or (None not in ids and len(ids) == len(set(ids))), name


def test_the_definitions_own_synonyms_become_the_values_synonyms(definition: CollectionDefinition) -> None:
    drink = definition.category("Drink")
    types = tuple(replace(t, synonyms=(*t.synonyms, "vino")) if t.name == "Wine" else t for t in drink.types)
    categories = tuple(replace(c, types=types) if c.name == "Drink" else c for c in definition.categories)
    with_vino = replace(definition, categories=categories)
    generated = interaction_model(query_model([with_vino]), "parley", [with_vino])
    said = [w for w in definition.category("Drink").type("Wine").synonyms if w != "wine"]
    assert value_of(generated, DRINK, "vino") == {"id": "Drink/Wine", "name": {"value": "wine", "synonyms": [*said, "vino"]}}


# --- what a slot stands for ---------------------------------------------------------------------------


def test_what_was_said_wins_over_a_resolution_to_another_meaning(generated: InteractionModel) -> None:
    """A skill model that lumps words together resolves "wines" to "ale": Parley hears "wines"."""
    assert utterance_for(generated, find(topic_drink=slot("topic_drink", "wines", authorities=[authority(DRINK, STALE)]))) == "wines"
    assert utterance_for(generated, find(query_value=slot("query_value", "red", authorities=[authority(VALUE, STALE_VALUE)]))) == "red"


def test_a_word_parley_does_not_know_is_resolved_to_the_word_it_does(generated: InteractionModel) -> None:
    vino = slot("topic_drink", "vino", authorities=[authority(DRINK, ("wine", "Drink/Wine"))])
    assert utterance_for(generated, find(topic_drink=vino)) == "wine"


def test_a_resolution_parley_does_not_know_is_not_used(generated: InteractionModel) -> None:
    stale = slot("topic_drink", "vino", authorities=[authority(DRINK, STALE)])  # "ale" is a beer, the id no meaning of Parley's
    assert utterance_for(generated, find(topic_drink=stale)) == "vino"
    unknown = slot("topic_drink", "vino", authorities=[authority(DRINK, ("vinho", "Drink/Vinho"))])
    assert utterance_for(generated, find(topic_drink=unknown)) == "vino"


def test_the_slot_types_own_authority_is_preferred_then_its_dynamic_entities(generated: InteractionModel) -> None:
    both = [authority(DRINK, ("beer", "Drink/Beer"), dynamic=True), authority(DRINK, ("wine", "Drink/Wine"))]
    assert utterance_for(generated, find(topic_drink=slot("topic_drink", "vino", authorities=both))) == "wine"
    dynamic_only = [authority(DRINK), authority(DRINK, ("wine", "Drink/Wine"), dynamic=True)]
    assert utterance_for(generated, find(topic_drink=slot("topic_drink", "vino", authorities=dynamic_only))) == "wine"
    other_type = [authority(BOOK, ("novel", "Book/Novel")), authority(DRINK)]
    assert utterance_for(generated, find(topic_drink=slot("topic_drink", "vino", authorities=other_type))) == "vino"


@pytest.mark.parametrize(
    "authorities",
    [
        [],  # no entity resolution at all
        [authority(DRINK)],  # ER_SUCCESS_NO_MATCH
        [authority(DRINK, code="ER_ERROR_TIMEOUT")],
        [authority(DRINK, ("wine", "Drink/Wine"), code="ER_ERROR_EXCEPTION")],
        [authority(DRINK, ("wine", "Drink/Wine"), ("beer", "Drink/Beer"))],  # ambiguous
        [{"status": {"code": "ER_SUCCESS_MATCH"}, "values": [{"value": {"name": "wine", "id": "Drink/Wine"}}]}],  # whose?
    ],
    ids=["none", "no-match", "timeout", "exception", "ambiguous", "no-authority"],
)
def test_without_one_clear_match_the_spoken_value_is_used(generated: InteractionModel, authorities: list[dict[str, Any]]) -> None:
    assert utterance_for(generated, find(topic_drink=slot("topic_drink", "vino", authorities=authorities))) == "vino"


# --- end to end: POST /api/alexa with the sample collection's assistant ----------------------------------


@pytest.fixture(scope="module")
async def alexa(secantus: SecantusProcess, sample: SampleCollection) -> AsyncIterator[ParleyHarness]:
    async with running_parley(secantus, {"sample": sample, "debug": False, "alexa": AlexaSettings(verify=False)}) as running:
        yield running


async def count(sample: SampleCollection, **query: Any) -> int:
    return int(await sample.items.db[f"items.{SAMPLE}"].count_documents(query))


async def ask(harness: ParleyHarness, user: str, **slots: dict[str, Any]) -> str:
    envelope = intent("FindIntent", slots, user_id=f"amzn1.ask.account.{user}")
    response = await harness.client.post("/api/alexa", json=envelope)
    assert response.status == 200, await response.text()
    speech: str = (await response.json())["response"]["outputSpeech"]["ssml"]
    return speech


def found(speech: str) -> int:
    match = re.match(r"<speak>(\d+) ", speech)
    assert match, speech
    return int(match[1])


async def test_wines_asks_about_wine_not_beer(alexa: ParleyHarness, sample: SampleCollection) -> None:
    wines = await count(sample, category="Drink", type="Wine")
    for user, resolution in (("WINES", ("wine", "Drink/Wine")), ("WINESSTALE", STALE)):
        speech = await ask(alexa, user, topic_drink=slot("topic_drink", "wines", authorities=[authority(DRINK, resolution)]))
        assert " wines. " in speech and found(speech) == wines, speech


async def test_a_word_only_alexa_knows_asks_about_what_it_resolved_to(alexa: ParleyHarness, sample: SampleCollection) -> None:
    speech = await ask(alexa, "VINO", topic_drink=slot("topic_drink", "vino", authorities=[authority(DRINK, ("wine", "Drink/Wine"))]))
    assert " wines. " in speech and found(speech) == await count(sample, category="Drink", type="Wine")


async def test_red_filters_the_colour_red(alexa: ParleyHarness, sample: SampleCollection) -> None:
    reds = await count(sample, **{"fields.colour": "red"})
    for user, resolution in (("RED", ("red", "colour/red")), ("REDSTALE", STALE_VALUE)):
        speech = await ask(alexa, user, query_value=slot("query_value", "red", authorities=[authority(VALUE, resolution)]))
        assert " red " in speech and "aglianico" not in speech and found(speech) == reds, speech


async def test_novels_asks_about_the_novels_type(alexa: ParleyHarness, sample: SampleCollection) -> None:
    novels = await count(sample, category="Book", type="Novel")
    stale = ("biographies", "topic_book")
    for user, resolution in (("NOVELS", ("novel", "Book/Novel")), ("NOVELSSTALE", stale)):
        speech = await ask(alexa, user, topic_book=slot("topic_book", "novels", authorities=[authority(BOOK, resolution)]))
        assert " novels. " in speech and found(speech) == novels, speech
