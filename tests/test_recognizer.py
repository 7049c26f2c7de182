from parley.core.demo import load_demo_model
from parley.core.recognizer import Recognizer, tokenize

RECOGNIZER = Recognizer(load_demo_model())


def found(text: str) -> list[tuple[str, str | None]]:
    return [(m.entity_id, m.value) for m in RECOGNIZER.recognize(text)]


def test_tokens_keep_apostrophes_inside_words() -> None:
    assert tokenize("What about Peet’s?") == ["what", "about", "peet's"]


def test_values_are_normalized() -> None:
    assert found("What's the current weather in NYC?") == [("date", "current"), ("weather", None), ("location", "New York")]


def test_longest_synonym_wins() -> None:
    assert found("How much mocha latte at Starbucks?") == [("price", None), ("product", "mocha latte"), ("shop", "Starbucks")]
    assert found("a latte please") == [("product", "latte")]


def test_switch_phrase() -> None:
    assert RECOGNIZER.switch_phrase("Enough about weather!") == "enough about"
    assert RECOGNIZER.switch_phrase("weather enough") is None
