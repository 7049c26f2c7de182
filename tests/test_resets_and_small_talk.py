"""Resets said together with a request, resets said again and again, and small talk that leaves the
conversation's context alone: the engine's reading of them (pure: state in, clock passed in)."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from parley.core.demo import load_demo_model
from parley.core.engine import EXPLICIT, NONE, Engine, Understanding, conclude, without
from parley.core.model import ModelInvalid, model_from_dict
from parley.core.recognizer import Recognizer
from parley.core.smalltalk import PHRASES, smalltalk_model
from parley.core.state import ConversationState

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
ENGINE = Engine(load_demo_model())


class Talk:
    """Turns through the engine alone, each 5 s after the last, the state concluded as a turn would."""

    def __init__(self, engine: Engine = ENGINE) -> None:
        self.engine = engine
        self.state = ConversationState()
        self.now = T0

    def say(self, text: str) -> Understanding:
        self.now += timedelta(seconds=5)
        understanding = self.engine.understand(self.state, text, self.now)
        self.state = conclude(self.state, understanding, self.now, {}, {"user": text}, 10)
        return understanding


def ids(understanding: Understanding) -> list[str]:
    return sorted(e.entity_id for e in understanding.stm_after)


def test_the_request_after_a_switch_phrase_is_read() -> None:
    recognizer = Recognizer(load_demo_model())
    for text, rest in [
        ("forget it, how much is a latte at Starbucks?", "how much is a latte at Starbucks?"),
        ("OK forget it - weather in Paris", "weather in Paris"),
        ("enough about sales, what's a croissant at Starbucks", "what's a croissant at Starbucks"),
        ("Enough about weather: sales please", "sales please"),
        ("Enough about weather!", ""),
        ("enough about the weather and the forecast", ""),
    ]:
        found = recognizer.find_switch(text)
        assert found is not None and text[found.end :].strip(" ,-") == rest, text
    assert recognizer.find_switch("weather enough") is None


def test_reset_and_request_in_one_message_answers_from_a_clean_context() -> None:
    talk = Talk()
    talk.say("What's the current weather in Tokyo?")
    understanding = talk.say("forget it, how much is a latte at Starbucks?")
    assert understanding.context_switch == EXPLICIT and understanding.match is not None
    assert understanding.match.intent.id == "price" and understanding.match.value("shop") == "Starbucks"
    assert ids(understanding) == ["price", "product", "shop"]  # nothing of the weather is left
    assert understanding.text == "how much is a latte at Starbucks?"  # what the handler reads


def test_the_topic_a_switch_leaves_is_not_read_as_the_new_request() -> None:
    talk = Talk()
    talk.say("Give me the sales data")
    understanding = talk.say("enough about sales, what's a croissant at Starbucks")
    assert understanding.context_switch == EXPLICIT and understanding.match is not None
    assert understanding.match.intent.id == "price" and understanding.match.value("product") == "croissant"
    assert "sell" not in ids(understanding)
    understanding = talk.say("never mind. What's the weather in London?")
    assert understanding.match is not None and understanding.match.intent.id == "weather"
    assert ids(understanding) == ["location", "weather"] and understanding.text == "What's the weather in London?"


def test_resets_said_again_and_again_stay_resets() -> None:
    talk = Talk()
    for phrase in ["start over", "forget it", "forget it", "never mind", "Enough about weather!", "start over"]:
        understanding = talk.say(phrase)
        assert (understanding.match, understanding.context_switch, understanding.stm_after) == (None, EXPLICIT, ()), phrase
        assert understanding.unmatched == 0  # a reset is understood: it never counts towards the unmatched-turns reset
    understanding = talk.say("forget it, forget it. What about Kyoto?")
    assert understanding.match is None and understanding.context_switch == EXPLICIT
    understanding = talk.say("forget it, forget it, what's the weather in Paris?")
    assert understanding.match is not None and understanding.match.value("location") == "Paris"
    assert "said 2 times" in "; ".join(understanding.reasons)


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("hello", "greeting"),
        ("hi", "greeting"),
        ("Good morning!", "greeting"),
        ("thanks", "thanks"),
        ("Thank you!", "thanks"),
        ("cheers", "thanks"),
        ("bye", "goodbye"),
        ("Goodbye.", "goodbye"),
        ("what can you do?", "help"),
        ("help", "help"),
        ("you're stupid", "insult"),
        ("this is useless", "insult"),
    ],
)
def test_small_talk_leaves_the_context_as_it_was(text: str, intent: str) -> None:
    talk = Talk()
    before = talk.say("What's the current weather in Tokyo?")
    talk.state = replace(talk.state, unmatched=1)
    understanding = talk.say(text)
    assert understanding.match is not None and understanding.match.intent.id == intent and understanding.smalltalk
    assert understanding.context_switch == NONE and understanding.stm_after == before.stm_after and understanding.unmatched == 1
    understanding = talk.say("What about Kyoto?")
    assert understanding.match is not None and understanding.match.intent.id == "weather"
    assert understanding.match.value("location") == "Kyoto" and understanding.match.value("date") == "current"


def test_small_talk_beside_a_request_gives_way_to_it_and_is_not_remembered() -> None:
    talk = Talk()
    talk.say("What's the current weather in Tokyo?")
    understanding = talk.say("thanks! and tomorrow?")
    assert understanding.match is not None and understanding.match.intent.id == "weather"
    assert understanding.match.value("date") == "tomorrow" and understanding.match.value("location") == "Tokyo"
    assert "thanks" not in ids(understanding) and understanding.text == "and tomorrow?"
    understanding = talk.say("hi, who sold the most?")
    assert understanding.match is not None and understanding.match.intent.id == "best_sale_person"
    assert understanding.text == "who sold the most?"


def test_small_talk_wins_over_a_match_from_memory_alone() -> None:
    entities, intents = smalltalk_model({"thanks": "You're welcome!"})
    model = model_from_dict(
        {
            "entities": [{"id": "topic", "synonyms": ["report"]}, *entities],
            "intents": [{"id": "again", "terms": ["topic~"], "allow_stm_only": True, "reply": "again"}, *intents],
        }
    )
    talk = Talk(Engine(model))
    talk.say("report")
    understanding = talk.say("thanks")
    assert understanding.match is not None and understanding.match.intent.id == "thanks"
    understanding = talk.say("thanks, the report")
    assert understanding.match is not None and understanding.match.intent.id == "again" and understanding.text == "the report"


def test_the_request_text_leaves_out_only_what_was_asked() -> None:
    text = "Hi there! show me wines, thanks"
    assert without(text, []) == text
    assert without(text, [(0, 8), (25, 31)]) == "show me wines"
    assert without("forget it. forget it, books", [(0, 9), (11, 20)]) == "books"


def test_small_talk_phrases_have_one_kind_each() -> None:
    seen = [phrase for phrases in PHRASES.values() for phrase in phrases]
    assert len(seen) == len(set(seen))
    with pytest.raises(KeyError):
        smalltalk_model({"weather": "sunny"})


def test_an_intent_is_either_a_switch_or_small_talk() -> None:
    document = {
        "entities": [{"id": "thanks", "synonyms": ["thanks"]}],
        "intents": [{"id": "thanks", "terms": ["thanks"], "reply": "You're welcome!", "smalltalk": True, "switch": True}],
    }
    with pytest.raises(ModelInvalid, match="either a switch or small talk"):
        model_from_dict(document)
    document["intents"][0]["smalltalk"] = "yes"
    with pytest.raises(ModelInvalid, match="smalltalk"):
        model_from_dict(document)
