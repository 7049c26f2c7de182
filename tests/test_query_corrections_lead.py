"""What a reply said first of the words it took or read as others ("I took “fizz” as sparkling drinks. I read “resturant”
as restaurant. ") is found again, so that an answer built anew from it (the field of the one thing found) says it too."""

from __future__ import annotations

import pytest

from parley.core.query.answers import corrections_lead


@pytest.mark.parametrize(
    ("reply", "lead"),
    [
        ("I read “resturant” as restaurant. 1 dinner in Athens.", "I read “resturant” as restaurant. "),
        (
            "I took “fizz” as sparkling drinks. I read “bordeax” as Bordeaux. 3 wines.",
            "I took “fizz” as sparkling drinks. I read “bordeax” as Bordeaux. ",
        ),
        ("1 dinner in Athens. I read it twice.", ""),
        ("Which one do you mean?", ""),
    ],
)
def test_the_corrections_said_first_are_found(reply: str, lead: str) -> None:
    assert corrections_lead(reply) == lead
