from parley.core.query.agent_noun import doer_of


def test_the_noun_of_the_doer_names_the_participles_field() -> None:
    assert doer_of("writer", "written")
    assert doer_of("director", "directed")
    assert doer_of("painter", "painted")
    assert doer_of("translator", "translated")


def test_other_nouns_are_no_doer() -> None:
    assert not doer_of("reader", "written")
    assert not doer_of("order", "ordered")  # a stem too short to tell
    assert not doer_of("written", "written")
    assert not doer_of("writes", "written")
