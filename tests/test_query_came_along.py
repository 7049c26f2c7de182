from parley.core.query.came_along import came_along_anew


def test_who_came_along_asked_anew() -> None:
    assert came_along_anew("who came with me more often in japan, kenji or priya")
    assert came_along_anew("who joined me more, tom or ben")
    assert came_along_anew("who went along more often")


def test_a_follow_on_or_a_doing_named_is_not_anew() -> None:
    assert not came_along_anew("and who came with me more often?")
    assert not came_along_anew("who did i eat with more often")
    assert not came_along_anew("who was with me more")
