from parley.core.query.worth_it import worth_it_as_rated


def test_worth_it_asks_how_it_was_rated() -> None:
    assert worth_it_as_rated("was my trip to paris worth it? what did i rate it") == "how did i rate my trip to paris?"
    assert worth_it_as_rated("was my trip to paris worht it? what did i rate it") == "how did i rate my trip to paris?"
    assert worth_it_as_rated("were the hikes in peru really worth it?") == "how did i rate the hikes in peru?"
    assert worth_it_as_rated("Was the Madrid museum worth it or not?") == "how did i rate the Madrid museum?"
    assert worth_it_as_rated("was it worth it") == "how did i rate it?"
    assert worth_it_as_rated("my friend goes to madrid. was the museum there worth it?") == (
        "my friend goes to madrid. how did i rate the museum there?"
    )


def test_other_worth_and_words_of_their_own_are_left() -> None:
    assert worth_it_as_rated("was my trip to paris worst it?") == "was my trip to paris worst it?"  # "worst" is a word
    assert worth_it_as_rated("is it worth the price") == "is it worth the price"
    assert worth_it_as_rated("how much was it worth") == "how much was it worth"
    assert worth_it_as_rated("it was worth it, which hikes did i do") == "it was worth it, which hikes did i do"
