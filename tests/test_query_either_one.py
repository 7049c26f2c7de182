from parley.core.query.either_one import either_one_as_of_them


def test_either_and_a_kind_is_either_of_them() -> None:
    assert either_one_as_of_them("did i give either day 4 stars or more") == "did i give either of them 4 stars or more"
    assert either_one_as_of_them("was either trip with Mary?") == "was either of them with Mary?"
    assert either_one_as_of_them("either one rated 5?") == "either of them rated 5?"
    assert either_one_as_of_them("was either day rated 4 or higher") == "was either of them rated 4 or higher"


def test_options_and_idioms_are_left() -> None:
    assert either_one_as_of_them("either Paris or Rome") == "either Paris or Rome"
    assert either_one_as_of_them("did i go to either paris or rome") == "did i go to either paris or rome"
    assert either_one_as_of_them("was either wine red or white") == "was either wine red or white"
    assert either_one_as_of_them("either way, which hikes") == "either way, which hikes"
    assert either_one_as_of_them("either of them") == "either of them"
    assert either_one_as_of_them("i did not either") == "i did not either"
