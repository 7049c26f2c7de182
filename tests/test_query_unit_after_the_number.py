from parley.core.query.unit_after_the_number import another_fields_number

FIELDS = {"stars": "rating", "rating": "rating", "pages": "pages", "page": "pages"}


def test_a_number_with_another_fields_word_after_it_is_that_fields() -> None:
    assert another_fields_number("stars", "pages", FIELDS)


def test_the_same_field_twice_or_a_word_of_no_field_stays() -> None:
    assert not another_fields_number("rating", "stars", FIELDS)
    assert not another_fields_number("stars", "books", FIELDS)
    assert not another_fields_number("pages", "page", FIELDS)
