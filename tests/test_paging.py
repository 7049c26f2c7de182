"""A long answer, a page at a time, on every channel: the reply says how much it shows of how much,
“more”, “next”, “previous” and “show all” page through it (from dialog memory), “the last one” is the
last of the whole answer, and the end is said. Replies read as a person writes them. Items are checked
against plain-Python predicates over the sample."""

from __future__ import annotations

import json
import re
import secrets
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import pytest

from parley.app.server import collection_bot
from parley.channels.alexa.settings import AlexaSettings
from parley.channels.teams.auth import TeamsSettings
from parley.core.conversation import ConversationService
from parley.core.turn import Turn
from parley.storage.mongo import MongoConnection, MongoConversationStore

from .alexa_requests import anything, intent, slot
from .conftest import ParleyHarness, running_parley
from .fake_connector import FakeBotFramework
from .sample_items import ITEMS, TODAY, Item
from .servers import SecantusProcess
from .shared_sample import SAMPLE, SampleCollection
from .teams_activities import message

CENTURY_S = 100 * 365 * 24 * 3600


def answer(predicate: Callable[[Item], bool]) -> list[Item]:
    """The items of an answer in the order the assistant shows them: newest first, then by id."""
    return sorted(sorted((i for i in ITEMS if predicate(i)), key=lambda i: i["_id"]), key=lambda i: i["itemDate"], reverse=True)


def italian_wine(i: Item) -> bool:
    return i["type"] == "Wine" and i["place"]["countryCode"] == "IT"


def wine(i: Item) -> bool:
    return i["type"] == "Wine"


def titles(items: list[Item]) -> list[str]:
    return [i["title"] for i in items]


@pytest.fixture(scope="module")
async def harness(secantus: SecantusProcess, sample: SampleCollection) -> AsyncIterator[ParleyHarness]:
    async with running_parley(secantus, {"sample": sample, "storage_expiry_s": CENTURY_S}) as running:
        yield running


def page_of(reply: dict[str, Any]) -> tuple[list[str], list[str]]:
    """The ids of the page (debug interpretation) and the titles on its cards."""
    interpretation = reply["channelData"]["interpretation"]
    ids = interpretation.get("page", {}).get("ids") or interpretation.get("resultIds", [])
    return ids, [a["content"]["title"] for a in reply.get("attachments", [])]


async def test_a_long_answer_is_shown_a_page_at_a_time_on_the_web(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    wines = answer(italian_wine)
    assert 25 < len(wines) <= 100
    reply = await harness.say(conversation, "show me wines from Italy")
    n = len(wines)
    assert reply["text"] == f"{n} Italian wines. Here are 25 of {n}. Say “more” for the next ones or “show all”."
    assert [a["content"]["title"] for a in reply["attachments"]] == titles(wines[:25])
    assert [a["title"] for a in reply["suggestedActions"]["actions"]][:2] == ["Show more", "Show all"]

    reply = await harness.say(conversation, "show me more")
    ids, shown = page_of(reply)
    assert ids == [i["_id"] for i in wines[25:50]] and shown == titles(wines[25:50])
    assert reply["text"].startswith(f"{n} Italian wines. Here are 26 to {min(50, n)} of {n}.")
    if n <= 50:
        assert reply["text"].endswith("That's all of them.")
        reply = await harness.say(conversation, "next")
        assert reply["text"].startswith(f"There are no more: that was all {n} of them.") and "attachments" not in reply

    reply = await harness.say(conversation, "previous")
    assert page_of(reply)[0] == [i["_id"] for i in wines[:25]]
    reply = await harness.say(conversation, "previous")
    assert reply["text"].startswith("There is nothing before: you are at the start of the answer.")

    reply = await harness.say(conversation, "the last one")  # the last of the whole answer, not of the page
    assert reply["attachments"][0]["content"]["title"] == wines[-1]["title"]
    reply = await harness.say(conversation, "the first one")
    assert reply["attachments"][0]["content"]["title"] == wines[0]["title"]

    reply = await harness.say(conversation, "show all")
    assert reply["text"] == f"{n} Italian wines. Here are all {n}."
    assert page_of(reply)[0] == [i["_id"] for i in wines] and len(reply["attachments"]) == n


async def test_show_all_states_its_cap_and_paging_goes_on_after_it(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    wines = answer(wine)
    n = len(wines)
    assert n > 200  # more than the answer's ids kept in memory
    await harness.say(conversation, "show me wines")
    reply = await harness.say(conversation, "show all")
    assert reply["text"] == f"{n} wines. Here are the first 100 of {n}: I show at most 100 at once. Say “more” for the next ones."
    assert page_of(reply)[0] == [i["_id"] for i in wines[:100]]
    reply = await harness.say(conversation, "more")
    assert page_of(reply)[0] == [i["_id"] for i in wines[100:125]] and f"Here are 101 to 125 of {n}." in reply["text"]
    reply = await harness.say(conversation, "the last one")
    assert reply["attachments"][0]["content"]["title"] == wines[-1]["title"]


async def test_paging_outlives_a_restart(secantus: SecantusProcess, sample: SampleCollection) -> None:
    """The answer's query and the part shown are in the stored conversation: a new process (a new
    connection, store, assistant and service) goes on from there."""
    wines = answer(italian_wine)
    name = "paging_" + secrets.token_hex(4)

    async def say(service: ConversationService, text: str) -> dict[str, Any]:
        now = datetime.now(UTC)
        outcome = await service.handle(Turn("directline", "restart-1", "user-1", text, now), now, create=True)
        return outcome.interpretation

    connection = MongoConnection(secantus.uri, name)
    try:
        store = MongoConversationStore(connection)
        await store.prepare()
        await say(ConversationService(sample.bot, store), "show me wines from Italy")
        assert (await say(ConversationService(sample.bot, store), "more"))["page"]["ids"] == [i["_id"] for i in wines[25:50]]
        restarted = MongoConnection(secantus.uri, name)
        try:
            service = ConversationService(await collection_bot(sample.items, SAMPLE), MongoConversationStore(restarted))
            assert (await say(service, "previous"))["page"]["ids"] == [i["_id"] for i in wines[:25]]
        finally:
            await restarted.close()
    finally:
        await connection.client.drop_database(name)
        await connection.close()


@pytest.mark.parametrize(
    ("said", "reply"),
    [
        ("Show me wines from France in 2018 rated at least 3", "{n} French wines in 2018 rated 3 or more."),
        ("hikes in 2025 with Mary", "{n} hikes in 2025 with Mary."),
        ("hikes in 2025 except with Roberto", "{n} hikes in 2025 without Roberto."),
        ("books with more than 300 pages in 2022", "{n} books in 2022 of over 300 pages."),
        ("runs longer than 10 km in 2024", "{n} runs in 2024 of over 10 km."),
        ("red wines rated above 4", "{n} red wines rated above 4."),
        ("how many books did I read in 2022?", "I found {n} books in 2022."),
        ("italian dinners in Italy", "{n} Italian dinners."),
    ],
)
async def test_replies_read_as_a_person_writes_them(harness: ParleyHarness, said: str, reply: str) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    answered = await harness.say(conversation, said)
    n = answered["channelData"]["interpretation"]["resultCount"]
    assert n > 0 and answered["text"].split(" Here are")[0] == reply.format(n=n)
    assert answered["channelData"]["interpretation"]["request"]["category"]  # the structured reading is kept


async def test_the_recap_speaks_to_the_user_about_the_whole_conversation(harness: ParleyHarness) -> None:
    harness.clock.now = TODAY
    conversation = await harness.start_conversation()
    await harness.say(conversation, "show me wines from Italy")
    await harness.say(conversation, "Enough about wines")  # a new context: what was looked at before stays in the recap
    await harness.say(conversation, "how many books did I read in 2022?")
    reply = await harness.say(conversation, "what have we talked about?")
    assert reply["text"] == "So far you looked at Italian wines and books in 2022."


# --- Teams ---------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def bot_framework() -> Iterator[FakeBotFramework]:
    fake = FakeBotFramework().start()
    yield fake
    fake.stop()


async def test_teams_pages_through_an_answer_in_adaptive_cards(
    secantus: SecantusProcess, sample: SampleCollection, bot_framework: FakeBotFramework
) -> None:
    wines = answer(italian_wine)
    n = len(wines)
    settings = replace(TeamsSettings(local=True), sdk="agents")
    async with running_parley(secantus, {"sample": sample, "debug": False, "teams": settings, "storage_expiry_s": CENTURY_S}) as teams:
        teams.clock.now = TODAY

        async def card(text: str) -> dict[str, Any]:
            before = len(bot_framework.replies())
            response = await teams.client.post("/api/messages", json=message(bot_framework.url, text))
            assert response.status == 200, await response.text()
            [posted] = [p for p in bot_framework.replies()[before:] if p.body["type"] == "message"]
            content: dict[str, Any] = posted.body["attachments"][0]["content"]
            return content

        content = await card("show me wines from Italy")
        body = content["body"]
        assert body[1]["text"] == f"{n} Italian wines. Here are 25 of {n}. Say “more” for the next ones or “show all”."
        assert [c["items"][0]["text"] for c in body if c["type"] == "Container"] == titles(wines[:25])
        assert [a["data"]["text"] for a in content["actions"]][:2] == ["show me more", "show all"]
        content = await card("show me more")
        assert [c["items"][0]["text"] for c in content["body"] if c["type"] == "Container"] == titles(wines[25:50])
        content = await card("show all")
        assert [c["items"][0]["text"] for c in content["body"] if c["type"] == "Container"] == titles(wines[:50])
        assert len(json.dumps(content).encode()) < 28_000  # within a Teams message


# --- Alexa ---------------------------------------------------------------------------------------------
def speech(response: dict[str, Any]) -> str:
    ssml: str = response["response"]["outputSpeech"]["ssml"]
    return re.sub(r"</?speak>", "", ssml).replace("&apos;", "'")


async def test_alexa_reads_a_few_and_more_reads_the_next_ones(secantus: SecantusProcess, sample: SampleCollection) -> None:
    wines = answer(italian_wine)
    n = len(wines)
    settings = {"sample": sample, "debug": False, "alexa": AlexaSettings(verify=False), "storage_expiry_s": CENTURY_S}
    async with running_parley(secantus, settings) as alexa:
        alexa.clock.now = TODAY
        user = "amzn1.ask.account.PAGING"

        async def ask(envelope: dict[str, Any]) -> str:
            response = await alexa.client.post("/api/alexa", json=envelope)
            assert response.status == 200, await response.text()
            return speech(await response.json())

        said = await ask(anything("show me wines from Italy", user_id=user))
        listed = ", ".join(titles(wines[:4])) + " and " + wines[4]["title"]
        assert said == f"{n} Italian wines. Here are 5 of {n}. They are {listed}. Say “more” for the next ones or “show all”."
        more = {"page": slot("page", "more", "more", "PARLEY_PAGE")}
        said = await ask(intent("PageIntent", more, user_id=user))  # through the interaction model's intent
        assert said.startswith(f"{n} Italian wines. Here are 6 to 10 of {n}. They are {wines[5]['title']}, ")
        assert wines[9]["title"] in said and wines[10]["title"] not in said
        said = await ask(intent("PageIntent", {"page": slot("page", "next page", "next page", "PARLEY_PAGE")}, user_id=user))
        assert f"Here are 11 to 15 of {n}." in said
        said = await ask(intent("PageIntent", {"page": slot("page", "previous", "previous", "PARLEY_PAGE")}, user_id=user))
        assert f"Here are 6 to 10 of {n}." in said
