"""A person said as the subject of coming along on a quantified set (“elena came on every hike in delphi”) is company on
those items. Not so: a person going somewhere (“Tom went to Paris”), coming on a day, a name not said first."""

from __future__ import annotations

import re

import pytest

from parley.core.query.came_on_every import came_on_every

PATTERN = re.compile(came_on_every(r"(?:elena|tom|mary)(?:\s*(?:,|and|or)\s*(?:elena|tom|mary))*", r"(?:so |and )?"))


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("elena came on every hike in delphi yes", "elena"),
        ("tom went to all the concerts?", "tom"),
        ("so mary and tom came on both trips", "mary and tom"),
        ("elena joined me on each walk", None),  # "joined me on": another phrasing, read elsewhere (people.py with_me)
        ("elena also came along on all my runs", "elena"),
    ],
)
def test_the_names_are_company_on_the_items(text: str, names: str | None) -> None:
    said = PATTERN.search(text)
    assert (said["names"] if said else None) == names


@pytest.mark.parametrize(
    "text",
    [
        "tom went to paris",
        "mary came on tuesday",
        "which trips did elena come on",
        "the hikes elena came on every year",
        "i came on every hike",
    ],
)
def test_other_phrasings_are_not_read_so(text: str) -> None:
    assert PATTERN.search(text) is None
