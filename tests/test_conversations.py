"""The conversation suite and the blind batches through the real engine, query bot and SecantusDB."""

from __future__ import annotations

import pytest

from parley.core.collection.sample.generate import SAMPLE_FILE, decode
from parley.core.conversation import ConversationService
from parley.storage.memory import MemoryConversationStore

from .conversations.batches import BATCHES, Batch
from .conversations.expect import Top, either, field_of, holds_for, not_, the
from .conversations.runner import TurnResult, mentions, names, report, run_suite, states_number, top_items, verdict_of
from .shared_sample import SampleCollection


async def test_conversation_suite(sample: SampleCollection) -> None:
    results = await run_suite(ConversationService(sample.bot, MemoryConversationStore()), list(decode(SAMPLE_FILE.read_bytes())))
    print(report(results))
    assert len({r.conversation for r in results}) >= 60 and len(results) >= 250
    failures = [r for r in results if not r.ok]
    assert not failures, report(results)


def differences(results: list[TurnResult]) -> str:
    """The turns whose outcome differs from their mark, each saying what to do about it."""
    lines = []
    for r in results:
        if not r.ok and r.known_failure is None:
            lines.append(f"FAILS, not a known failure: [{r.conversation}] {r.text!r}: {r.problem}\n    answer: {r.answer[:200]}")
        elif r.ok and r.known_failure is not None:
            lines.append(f"NOW PASSES, remove its known_failure mark: [{r.conversation}] {r.text!r} (was: {r.known_failure})")
    return "\n".join(lines)


@pytest.mark.parametrize("batch", BATCHES, ids=lambda b: b.name)
async def test_conversation_batch(sample: SampleCollection, batch: Batch) -> None:
    """Every turn not marked as a known failure passes, and every known failure still fails."""
    service = ConversationService(sample.bot, MemoryConversationStore())
    results = await run_suite(service, list(decode(SAMPLE_FILE.read_bytes())), batch.conversations, prefix=batch.name)
    print(report(results, batch.tags))
    assert len(results) >= 50 and all(r.tags for r in results)
    assert not any(r.unexpected for r in results), differences(results) + "\n\n" + report(results, batch.tags)


def test_a_stated_number_counts_at_the_precision_shown_and_never_from_the_question() -> None:
    assert states_number("Your average rating is 3.4.", "average rating of wines?", 3.375)
    assert states_number("Your average rating is 3.38.", "", 3.375)
    assert not states_number("Your average rating is 3.", "", 3.375)
    assert not states_number("Your average rating is 3.5.", "", 3.375)
    assert states_number("You ran 1,234.5 km.", "", 1234.5)
    assert not states_number("I found 14 items in 2021.", "wine in 2021", 2021)
    assert states_number("I found 14 items in 2021.", "wine in 2021", 14)


def test_names_and_verdicts_are_read_from_whole_words() -> None:
    assert names("Wines: 14, beers: 6", "wine") and not names("swine", "wine")
    assert mentions("It was in Cortina d'Ampezzo, Italy.", "Cortina d'Ampezzo")
    assert not mentions("Barcelonaise food", "Barcelona")
    assert verdict_of("Yes, 3 hikes with Elena.") == "yes" and verdict_of("No. I found nothing.") == "no"
    assert verdict_of("Here are the 3 items, yes.") is None and verdict_of("Nothing in Porto") is None


def test_the_top_n_admits_ties_at_the_cut() -> None:
    items = [{"_id": str(d), "fields": {"distance": d}} for d in (5, 4.5, 4.5, 3)]
    top = Top("distance", 2, lambda i: True)
    assert top_items(items, top) == {"5", "4.5"}
    items[2]["_id"] = "4.5b"
    assert top_items(items, top) == {"5", "4.5", "4.5b"}
    assert top_items(items, Top("distance", 1, lambda i: True, highest=False)) == {"3"}


def test_the_shared_predicates_select_what_their_names_say() -> None:
    items = [
        {"_id": "a", "type": "Wine", "fields": {"vintage": 2018}},
        {"_id": "b", "type": "Beer", "fields": {"vintage": 2020}},
    ]
    wine = items[0]
    assert [i["_id"] for i in items if not_(the("a"))(i)] == ["b"]
    assert [i["_id"] for i in items if either(the("a"), the("b"))(i)] == ["a", "b"]
    assert holds_for("a", lambda i: i["type"] == "Wine")(items)
    assert not holds_for("b", lambda i: i["type"] == "Wine")(items)
    assert field_of("vintage")([wine]) == 2018
    with pytest.raises(ValueError):
        field_of("vintage")(items)  # a detail of one item: never of several
