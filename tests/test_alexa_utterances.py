"""What an Alexa intent request stands for, whatever shape its JSON has (pure: no server)."""

from __future__ import annotations

import pytest

from parley.app.bots import load_bot
from parley.channels.alexa.interaction_model import CATCH_ALL, CATCH_ALL_SLOT, InteractionModel, interaction_model, utterance_for


@pytest.fixture(scope="module")
def model() -> InteractionModel:
    return interaction_model(load_bot(None, None).model, "parley demo")


def test_catch_all_slot_is_what_was_said(model: InteractionModel) -> None:
    intent = {"name": CATCH_ALL, "slots": {CATCH_ALL_SLOT: {"name": CATCH_ALL_SLOT, "value": "give me the sales data"}}}
    assert utterance_for(model, intent) == "give me the sales data"


@pytest.mark.parametrize(
    "intent",
    [
        [],  # once answered with a 500
        None,
        "ParleyAnythingIntent",
        {"name": CATCH_ALL, "slots": []},
        {"name": CATCH_ALL, "slots": {CATCH_ALL_SLOT: "hi"}},
        {"name": CATCH_ALL, "slots": {CATCH_ALL_SLOT: {"resolutions": []}}},
        {"name": CATCH_ALL, "slots": {CATCH_ALL_SLOT: {"resolutions": {"resolutionsPerAuthority": [7, {"status": []}]}}}},
        {"name": ["not", "a", "name"]},
    ],
)
def test_malformed_intents_stand_for_nothing(model: InteractionModel, intent: object) -> None:
    assert utterance_for(model, intent) is None


def test_a_malformed_resolution_falls_back_to_the_spoken_value(model: InteractionModel) -> None:
    slot = {"value": "sales", "resolutions": {"resolutionsPerAuthority": [{"status": {"code": "ER_SUCCESS_MATCH"}, "values": [None, {}]}]}}
    assert utterance_for(model, {"name": CATCH_ALL, "slots": {CATCH_ALL_SLOT: slot}}) == "sales"


def test_small_talk_is_said_alone_and_questions_also_as_follow_ups(model: InteractionModel) -> None:
    samples = {i["name"]: i.get("samples", []) for i in model.document["interactionModel"]["languageModel"]["intents"]}
    assert samples["ThanksIntent"] == ["{thanks}"] and samples["GreetingIntent"] == ["{greeting}"]
    assert "what about {location}" in samples["WeatherIntent"]
