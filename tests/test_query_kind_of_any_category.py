"""A word outside the vocabulary, in a question that names no category ("vino from tuscnay", "more italian or french
vino?"): read as a kind when exactly one category reads it in context (core/query/meanings.py `assume_among`), and
said as an assumption; a word no category reads so ("kvass") stays a word not understood. ("vino" is also a word of the
glossary of common words in other languages, native_words.py, read before the encoder: "I took “vino” as wine".)"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from .conftest import ParleyHarness
from .conversing import count_of, last_reply
from .sample_items import Item, ids


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


def wine(where: Callable[[Item], bool]) -> Callable[[Item], bool]:
    return lambda i: i.get("type") == "Wine" and where(i)


def region(name: str) -> Callable[[Item], bool]:
    return lambda i: (i.get("place") or {}).get("region") == name


def country(code: str) -> Callable[[Item], bool]:
    return lambda i: (i.get("place") or {}).get("countryCode") == code


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("vino from tuscnay", region("Tuscany")),  # batch62
        ("vino from puglia", region("Puglia")),
        ("any vino from france?", country("FR")),
        ("vinos from 2024", lambda i: i["itemDate"].year == 2024),
        ("show me the vino i had in italy", country("IT")),
    ],
)
async def test_a_word_read_as_the_kind_of_the_one_category_that_reads_it(
    harness: ParleyHarness, text: str, where: Callable[[Item], bool]
) -> None:
    reply = await last_reply(harness, text)
    wines = ids(wine(where))
    assert wines and count_of(reply) == len(wines) and "as wine" in reply["text"], reply["text"]


async def test_a_comparison_of_that_kind_states_both_counts(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "Did I have more Itallian or French vino overall?")  # batch62
    italian, french = len(ids(wine(country("IT")))), len(ids(wine(country("FR"))))
    assert f"{italian} wines in Italy" in reply["text"] and f"{french} wines in France" in reply["text"], reply["text"]


@pytest.mark.parametrize("text", ["kvass from 2024", "chicha from spain"])  # ("birra", "cerveza": beers, native_words.py)
async def test_a_word_no_category_reads_is_said_not_understood(harness: ParleyHarness, text: str) -> None:
    reply = await last_reply(harness, text)
    assert "I took" not in reply["text"] and "didn't understand" in reply["text"], reply["text"]


async def test_a_word_alone_after_another_question_is_no_kind(harness: ParleyHarness) -> None:
    reply = await last_reply(harness, "which city did i eat in the most?", "and the runner-up?")  # nothing but the word said
    assert "as runs" not in reply["text"], reply["text"]
