from parley.core.query.swapped_english import english_swapped, swaps


def test_a_common_word_two_letters_swapped_wins_over_one_letter_changed() -> None:
    assert english_swapped("worht", "worst") == "worth"
    assert english_swapped("thme", "time") == "them"


def test_the_collections_word_stands_when_reached_by_a_swap_or_no_english_word_is() -> None:
    assert english_swapped("wrost", "worst") is None  # an anagram of the candidate
    assert english_swapped("musuem", "museum") is None
    assert english_swapped("bordeax", "bordeaux") is None  # no common word one swap away
    assert english_swapped("worth", "worst") is None  # a common word typed: not a typo at all


def test_swaps() -> None:
    assert swaps("ab") == {"ba"}
    assert "worth" in swaps("worht")
