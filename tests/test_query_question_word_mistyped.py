from parley.core.query.question_word_mistyped import question_word_meant, with_question_words_spelled


def test_a_question_word_typed_wrong_at_a_clause_start_is_read_as_it() -> None:
    assert with_question_words_spelled("my uncle loves history, wich history ones did i give 5 stars?") == (
        "my uncle loves history, which history ones did i give 5 stars?"
    )
    assert with_question_words_spelled("whcih of my hikes would you call easy?") == "which of my hikes would you call easy?"
    assert with_question_words_spelled("buddy wants to go skiing, wehre did i ski?") == "buddy wants to go skiing, where did i ski?"
    assert with_question_words_spelled("and wich ones") == "and which ones"
    assert with_question_words_spelled("Whcih one") == "Which one"
    assert with_question_words_spelled("wehn was it") == "when was it"


def test_real_words_ambiguous_typos_and_words_inside_a_clause_are_left() -> None:
    assert with_question_words_spelled("were you there") == "were you there"  # a word of its own
    assert with_question_words_spelled("wen did i go") == "wen did i go"  # common enough to be meant
    assert with_question_words_spelled("wher did i go") == "wher did i go"  # as near to "when" as to "where"
    assert with_question_words_spelled("I saw a wich there") == "I saw a wich there"  # not where a clause starts
    assert with_question_words_spelled("the wich elm") == "the wich elm"
    assert question_word_meant("which") is None
    assert with_question_words_spelled("whens the last time") == "whens the last time"  # "when's", texted
    assert question_word_meant("wheres") is None
    assert question_word_meant("hwo") is None  # not the first letter of a long question word
