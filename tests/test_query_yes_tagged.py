"""A statement with “yes” after it (“elena came on every hike in delphi yes”) asks whether it holds, as “, right?” does.
Not so: “yes” alone or first (an answer), a message that asks something else, a statement of two words."""

from __future__ import annotations

import pytest

from parley.core.query.yes_tagged import yes_tag


@pytest.mark.parametrize(
    "text",
    [
        "elena came on every hike in delphi yes",
        "we went to peru in 2019 yeah?",
        "Mary came on all my trips to Paris yes?",
        "i had more than 5 wines in 2020 yep",
    ],
)
def test_a_statement_with_yes_after_it_is_asked(text: str) -> None:
    tagged = yes_tag(text)
    assert tagged is not None
    assert text[tagged[0] : tagged[1]].lower() in ("yes", "yeah", "yep")


@pytest.mark.parametrize(
    "text",
    [
        "yes",
        "yes the hikes in delphi",  # an answer, opened by its yes
        "ok yes",
        "hikes in yes",  # too short to claim anything
        "show me the hikes in delphi yes",
        "which hikes were with elena yes",
        "did elena come on every hike yes",  # asked already; its tag is read as the question's own
        "elena came on every hike in delphi, yes",  # the comma's tag is the usual one (quantities.TAG)
        "the yes hikes in delphi",
    ],
)
def test_other_messages_are_not_tagged(text: str) -> None:
    assert yes_tag(text) is None
