from parley.core.query.chatter import without_asides
from parley.core.query.maybe_they_remember import hopes_another_remembers


def test_a_hope_that_someone_else_remembers_is_no_part_of_the_question() -> None:
    assert hopes_another_remembers("maybe they remember the name of the place")
    assert hopes_another_remembers("perhaps Tom still knows the owner")
    assert without_asides("who was with me? maybe they remember the name of the place").strip() == "who was with me?"


def test_guesses_and_the_users_own_memory_are_not_taken() -> None:
    assert not hopes_another_remembers("maybe I went there twice?")
    assert not hopes_another_remembers("perhaps the one in Porto?")
    assert not hopes_another_remembers("maybe we remember")
    assert not hopes_another_remembers("maybe Mary has more")
