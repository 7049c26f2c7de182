"""Short words texted for very common ones: “rated 3 or mor” is “3 or more” (was: “mor”, the first letters of
Moroccan, read as Morocco)."""

from __future__ import annotations

from .test_understanding import READER, read


def test_a_short_word_texted_for_a_common_one_is_that_word_not_a_values_first_letters() -> None:
    correction = READER.speller.correct("mor")
    assert correction is not None and correction.became == "more"
    _, request = read("pinot noirs I rated 3 or mor")
    assert request.place is None and [(c.field, c.op, c.value) for c in request.comparisons] == [("rating", ">=", 3.0)]


def test_clipped_values_that_are_no_common_word_are_still_read() -> None:
    for word, became in (("zin", "zinfandel"), ("mex", "mexican")):
        correction = READER.speller.correct(word)
        assert correction is not None and correction.became == became
