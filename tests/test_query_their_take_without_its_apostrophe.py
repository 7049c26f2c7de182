"""Another person's take after the question, its denial typed without its apostrophe ("which is the shortest one, she
doesnt like long books"), is their take as "she doesn't like …" is: it leaves nothing out of what is asked (was: "no
novels other than books")."""

from __future__ import annotations

import pytest

from parley.core.query.chatter import without_asides

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import matching


@pytest.mark.parametrize("denial", ["doesnt", "doesn't", "wont", "didnt"])
def test_their_take_is_blanked_with_or_without_its_apostrophe(denial: str) -> None:
    said = f"which is the shortest one, she {denial} like long books"
    assert without_asides(said).rstrip() == "which is the shortest one,"


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_the_shortest_of_those_with_her_take_after_it(harness: ParleyHarness) -> None:
    novels = matching(lambda i: i.get("type") == "Novel" and i.get("rating") == 5 and i["itemDate"].year >= 2024)
    shortest = min(novels, key=lambda i: i["fields"]["pages"])
    assert sum(n["fields"]["pages"] == shortest["fields"]["pages"] for n in novels) == 1
    *_, picked, author = await reply_texts(
        harness,
        "which novels did i rate 5 stars",
        "just the ones since 2024",
        "which is the shortest one, she doesnt like long books",
        "Who's the author?",
    )
    assert picked.startswith("The shortest novel") and shortest["title"] in picked, picked
    assert str(shortest["fields"]["author"]) in author, author
