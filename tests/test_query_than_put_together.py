"""“More … than A and B put together” sets the first option against the others added up: a yes only when it is larger
(smaller for “fewer”) than their sum. Not so: a plain “than”, a list after “or”, “together” said of company."""

from __future__ import annotations

import pytest

from parley.core.query.than_put_together import put_together_text, than_put_together


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("I went to more museums this year than in 2024 and 2025 put together, didn't I?", "put together"),
        ("did i do fewer hikes in 2023 than in 2021 and 2022 combined?", "combined"),
        ("more wines in 2020 than in 2018 and 2019 taken together?", "taken together"),
        ("more runs in spring than in summer and autumn added up, right?", "added up"),
    ],
)
def test_than_a_list_added_up_is_read(text: str, words: str) -> None:
    said = than_put_together(text)
    assert said is not None
    assert text[said[0] : said[1]] == words


@pytest.mark.parametrize(
    "text",
    [
        "more museums in 2025 than in 2024, right?",
        "more museums in 2024 and 2025 put together?",  # no "than": how many, not set against anything
        "did I go to more museums with Anna than with Tom and Mary",  # no sum asked
        "more hikes than runs. Tom and I went together",  # "together" in another sentence, of company
        "were there more hikes with Tom and Mary together than runs",  # the list before "than"
    ],
)
def test_other_comparisons_are_not_added_up(text: str) -> None:
    assert than_put_together(text) is None


def test_the_verdict_is_against_the_sum() -> None:
    labels = ["museums this year (2026)", "museums in 2024", "museums in 2025"]
    assert put_together_text(labels, [12, 7, 6], fewer=False) == (
        "No: 12 museums this year (2026), against 13 put together: 7 museums in 2024 and 6 museums in 2025."
    )
    assert put_together_text(labels, [14, 7, 6], fewer=False).startswith("Yes: 14 ")
    assert put_together_text(labels, [13, 7, 6], fewer=False).startswith("No: ")  # a tie is not more
    assert put_together_text(labels, [12, 7, 6], fewer=True).startswith("Yes: ")
