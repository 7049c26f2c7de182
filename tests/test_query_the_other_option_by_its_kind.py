""" "And for the art one?" after "Which rating I gave to the museum in Copenhagen?" was asked back (the art museum or the
science museum) and answered ("The science museum."): the kind tells the other option, and the question is asked again
of it (its rating), not the art museums there listed."""

from __future__ import annotations

import pytest

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import matching


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_the_same_field_of_the_other_option_named_by_its_kind(harness: ParleyHarness) -> None:
    (art,) = matching(lambda i: i.get("type") == "Art" and (i.get("place") or {}).get("city") == "Copenhagen")
    asked, science, other = await reply_texts(
        harness, "Which rating I gave to the museum in Copenhagen?", "The science museum.", "And for the art one?"
    )
    assert "art museum or the science museum" in asked, asked
    assert "rated" in science, science
    assert other == f"{art['title']} is rated {art['rating']}.", other
