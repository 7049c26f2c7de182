from parley.core.query.long_ones_bounded import sized_by_a_bound
from parley.core.query.runners_k import as_km, reads_k_as_km

UNITS = ("km", "m", None)


def test_a_number_with_k_is_km() -> None:
    text, read = as_km("my long runs this year, 18k or more", UNITS)
    assert text == "my long runs this year, 18 km or more"
    assert [(c.word, c.became) for c in read] == [("18k", "18 km")]
    assert as_km("rides over 50k", UNITS)[0] == "rides over 50 km"
    assert as_km("a 21.1k run", UNITS)[0] == "a 21.1 km run"


def test_k_alone_after_an_amount_word_is_km() -> None:
    assert as_km("how many k", UNITS)[0] == "how many km"
    assert as_km("total k on those", UNITS)[0] == "total km on those"


def test_other_ks_stay() -> None:
    assert as_km("special k for breakfast", UNITS) == ("special k for breakfast", [])
    assert as_km("ok thanks", UNITS) == ("ok thanks", [])
    assert as_km("the k pop concert", UNITS)[0] == "the k pop concert"
    assert as_km("more k-pop concerts", UNITS)[0] == "more k-pop concerts"
    assert as_km("b12k", UNITS)[0] == "b12k"  # glued to a word: no number of its own


def test_only_where_the_collection_measures_km_and_no_money() -> None:
    assert not reads_k_as_km(("m", "pages"))
    assert as_km("over 50k", ("m",)) == ("over 50k", [])
    assert not reads_k_as_km(("km", "usd"))  # "50k" there may be money
    assert as_km("over 50k", ("km", "$")) == ("over 50k", [])


def test_a_size_word_before_a_kind_with_a_bound_picks_those() -> None:
    kinds = ("runs", "hikes", "rides")
    assert sized_by_a_bound("my long runs this year, 18 km or more", ("long",), kinds)
    assert sized_by_a_bound("long rides over 50 km", ("long", "far"), kinds)


def test_no_bound_or_no_size_before_a_kind_is_not_taken() -> None:
    kinds = ("runs", "hikes")
    assert not sized_by_a_bound("my long runs this year", ("long",), kinds)
    assert not sized_by_a_bound("km run this year, 18 or more", ("long",), kinds)
    assert not sized_by_a_bound("how long were my runs over 10 km", ("long",), kinds)
