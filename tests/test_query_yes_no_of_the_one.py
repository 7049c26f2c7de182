from parley.core.query.yes_no_of_the_one import yes_no_of_the_one


def test_a_yes_no_of_it_after_one_item_asks_of_that_item() -> None:
    assert yes_no_of_the_one("and did i rate it 4 or more", True, ("scrapbook-00674",))
    assert yes_no_of_the_one("and was that one with Mary?", True, ("a",))


def test_questions_that_still_ask_the_total_or_no_yes_no() -> None:
    assert not yes_no_of_the_one("and was it more than in 2024?", True, None)  # a total over many items
    assert not yes_no_of_the_one("and did i rate it 4 or more", True, ("a", "b"))
    assert not yes_no_of_the_one("and were they rated 4 or more", True, ("a",))
    assert not yes_no_of_the_one("and how many for it", False, ("a",))  # no yes/no
