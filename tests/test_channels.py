"""One bot, three channels: the same questions asked on the web (Direct Line), in Teams and to Alexa
reach the same assistant and its conversation memory, and each channel answers in its own idiom."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from typing import Any

import pytest

from parley.channels.alexa.settings import AlexaSettings
from parley.channels.identity import conversation_id
from parley.channels.teams.auth import TeamsSettings

from .alexa_requests import anything
from .conftest import ParleyHarness, running_parley
from .fake_connector import FakeBotFramework
from .servers import SecantusProcess
from .shared_sample import SampleCollection
from .teams_activities import message

QUESTIONS = ["Show me wines from France in 2018", "what about red ones?", "how many of those were rated at least 4?"]


@pytest.fixture
async def assistant(secantus: SecantusProcess, sample: SampleCollection) -> AsyncIterator[ParleyHarness]:
    async with running_parley(
        secantus, {"sample": sample, "debug": False, "alexa": AlexaSettings(verify=False), "teams": TeamsSettings(local=True)}
    ) as running:
        yield running


def numbers(text: str) -> list[int]:
    """The numbers an answer says, the count first ("17 French wines in 2018." → [17, 2018])."""
    return [int(n) for n in re.findall(r"\b\d+\b", text)]


async def test_the_same_conversation_on_three_channels(assistant: ParleyHarness, connector: FakeBotFramework) -> None:
    web: list[dict[str, Any]] = []
    conversation = await assistant.start_conversation()
    for question in QUESTIONS:
        web.append(await assistant.say(conversation, question))

    teams: list[dict[str, Any]] = []
    for question in QUESTIONS:
        before = len(connector.replies())
        response = await assistant.client.post("/api/messages", json=message(connector.url, question))
        assert response.status == 200
        teams.append(connector.replies()[before].body)

    alexa: list[dict[str, Any]] = []
    for question in QUESTIONS:
        response = await assistant.client.post("/api/alexa", json=anything(question))
        assert response.status == 200
        alexa.append((await response.json())["response"])

    for turn, (on_web, on_teams, on_alexa) in enumerate(zip(web, teams, alexa, strict=True)):
        said = on_web["text"]
        assert numbers(said), said  # every answer says how many items it found
        # Teams: the same answer as an Adaptive Card whose text is the web's
        card = on_teams["attachments"][0]["content"]
        assert card["type"] == "AdaptiveCard" and card["body"][1]["text"] == said
        # Alexa: the same answer spoken, with a card
        assert on_alexa["outputSpeech"]["ssml"].startswith("<speak>" + said.replace(">", "&gt;").split(" (")[0][:40])
        assert on_alexa["card"]["text"].startswith(said)
        if turn == 0:
            assert len(on_web["attachments"]) >= 2  # web: hero cards, one per item
    counts = [numbers(reply["text"])[0] for reply in web]
    assert counts[0] > counts[1] > 0 and counts[1] >= counts[2] > 0  # follow-ups narrowed the same question everywhere
    stored = sorted(d["channel"] for d in await assistant.parley.store.conversations.find({}, {"channel": 1}).to_list())
    assert stored == ["alexa", "directline", "msteams"]


async def test_a_map_in_teams_is_an_image_the_bot_serves(assistant: ParleyHarness, connector: FakeBotFramework) -> None:
    for question in ("Show me wines from France in 2018", "show me a map"):
        before = len(connector.replies())
        response = await assistant.client.post("/api/messages", json=message(connector.url, question))
        assert response.status == 200
    card = connector.replies()[before].body["attachments"][0]["content"]
    images = [element for element in card["body"] if element.get("type") == "Image"]
    assert len(images) == 1, card
    url = images[0]["url"]
    base = str(assistant.client.make_url("/"))
    assert url.startswith(base + "maps/") and url.endswith(".png"), url  # absolute: Teams fetches it from the bot
    image = await assistant.client.get(url[len(base) - 1 :])
    assert image.status == 200 and image.headers["Content-Type"] == "image/png"
    assert (await image.read()).startswith(b"\x89PNG")


async def test_teams_reads_the_users_location_as_the_web_does(assistant: ParleyHarness, connector: FakeBotFramework) -> None:
    here = {"type": "GeoCoordinates", "latitude": 37.7749, "longitude": -122.4194}
    question = "lunches nearby rated at least 4"
    on_web = await assistant.say(await assistant.start_conversation(), question, entities=[here])
    assert "where you are" not in on_web["text"] and re.search(r"\d", on_web["text"]), on_web["text"]
    activity = message(connector.url, question)
    activity["entities"].append(here)
    before = len(connector.replies())
    assert (await assistant.client.post("/api/messages", json=activity)).status == 200
    card = connector.replies()[before].body["attachments"][0]["content"]
    assert card["body"][1]["text"] == on_web["text"]  # the same answer, not "which city are you in?"


def test_conversation_ids_keep_the_form_stored_conversations_have() -> None:
    assert conversation_id("alexa", "amzn1.ask.account.X") == "alexa:amzn1.ask.account.X"
    assert conversation_id("msteams", "19:abc@thread.v2", "29:1Xa9") == "msteams:19:abc@thread.v2:29:1Xa9"
    with pytest.raises(ValueError):
        conversation_id("webhook", "")
