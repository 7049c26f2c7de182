"""What a user gets for "not only X but also Y": both values, never the first left out."""

from parley.core.query.not_only_but import as_either


def test_not_only_but_also_asks_both() -> None:
    assert as_either("not only 2023 but also 2024") == "2023 or 2024"
    assert as_either("books not only by nina petrova but also by tomas reyes") == "books by nina petrova or by tomas reyes"
    assert as_either("walks, not only in 2025 but in 2024 too") == "walks, in 2025 or in 2024"
    assert as_either("walks not only in 2025, in 2024 too") == "walks in 2025 or in 2024"


def test_negations_and_widenings_stay() -> None:
    for said in ("not in 2023", "wines except 2023", "every year, not just 2023", "not only that but i also went there"):
        assert as_either(said) == said
