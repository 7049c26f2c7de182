from parley.core.query.would_you_call import as_defined


def test_a_judgement_then_defined_asks_for_what_the_definition_picks() -> None:
    assert as_defined("which of my hikes would you call easy? say under 10 km") == "which of my hikes under 10 km?"
    assert as_defined("what trips would you consider long, like over a week") == "what trips over a week?"


def test_without_a_definition_or_a_judgement_nothing_changes() -> None:
    assert as_defined("which hikes would you call easy?") == "which hikes would you call easy?"
    assert as_defined("which restaurant was called casa yuki, say") == "which restaurant was called casa yuki, say"
    assert as_defined("who would you say was with me") == "who would you say was with me"
