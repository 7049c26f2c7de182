from parley.core.collection.definition import load_definition
from parley.core.collection.sample.generate import DEFINITION_FILE
from parley.core.query.title_words import TitleWord
from parley.core.query.vocabulary import Vocabulary


def _vocabulary(*words: str) -> Vocabulary:
    vocabulary = Vocabulary(load_definition(DEFINITION_FILE))
    vocabulary.add_title_words({w: TitleWord(w, w.title(), "Drink", None) for w in words})
    return vocabulary


def test_the_first_letters_of_one_title_word_are_that_word() -> None:
    clipped = _vocabulary("margarita", "martini").clipped
    assert clipped["marg"] == "margarita"
    assert clipped["mart"] == "martini"


def test_letters_that_start_several_words_or_are_short_are_not_clipped() -> None:
    clipped = _vocabulary("margarita", "margaux", "martini").clipped
    assert "marg" not in clipped  # margarita or margaux: not one word
    assert "mar" not in clipped  # under four letters
    assert clipped["margari"] == "margarita"  # "marga" … "margari": only margarita
