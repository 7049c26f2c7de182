"""Conversations held on each channel at once: the web (Direct Line), Teams and Alexa give the same
answers about the same items: twenty questions of the first demo, and a conversation of what users type
(typos, a question asked back and its answer, a plan told around a question, claims to check, the one
before that). Alexa's requests are shaped as Alexa really sends them, from the
skill's generated interaction model (tests/alexa_nlu.py): short phrases arrive as the skill's own
intents with slots resolved to the value a synonym stands for ("wines" → Drink/Wine), whole sentences
as the catch-all intent. Paging is left out: each channel shows a page of its own size, by design."""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from parley.channels.alexa.interaction_model import CATCH_ALL
from parley.channels.alexa.settings import AlexaSettings
from parley.channels.teams.auth import TeamsSettings

from .alexa_nlu import AlexaUnderstanding
from .conftest import ParleyHarness, running_parley
from .fake_connector import FakeBotFramework
from .servers import SecantusProcess
from .shared_sample import SampleCollection
from .teams_activities import message

SKILL_MODEL = Path(__file__).resolve().parents[1] / "deploy/alexa/interactionModels/custom/en-US.json"  # kept current by test_packages
QUESTIONS = (
    "Show me wines from France in 2018",
    "what about red ones?",
    "how many of those were rated at least 4?",
    "wines",
    "reds",
    "novels",
    "how many books did I read in 2022?",
    "show me a list",
    "the first one",
    "where was it?",
    "hikes in 2025",
    "which of them were with Mary?",
    "which one was the longest?",
    "and beers",
    "did I ever drink port in Porto?",
    "museums in Paris",
    "sort them by rating",
    "show me a map",
    "thanks",
    "what have we talked about?",
)
WHAT_USERS_TYPE = (
    "whcih wines from itlay did I rate 5?",
    "was the latest one rated 5?",
    "my 2018 reds",
    "vintage",
    "how many different ones?",
    "grapes",
    "hikes on weekends",
    "and on weekdays?",
    "We are going to Barcelona in April with Sofia! Which dinners did I have in Barcelona?",
    "Mary says we never went to Peru. Is that true?",
    "hikes of 10 km or more",
    "So the poetry books are shorter than the novels, true?",
    "Anna says I had more dinners with her than with Tom. Is that true?",
    "was my last hike in Peru?",
    "and the one before that?",
    "which hikes did she come on?",
    "Mary",
)


@pytest.fixture(scope="module")
async def assistant(secantus: SecantusProcess, sample: SampleCollection) -> AsyncIterator[ParleyHarness]:
    options = {"sample": sample, "debug": True, "alexa": AlexaSettings(verify=False), "teams": TeamsSettings(local=True)}
    async with running_parley(secantus, options) as running:
        yield running


def first_sentence(text: str) -> str:
    """The answer itself, before what a channel adds (a page hint, a list read out, a card's extra lines)."""
    return re.split(r"(?<=[.?!])\s", text.strip(), maxsplit=1)[0]


def card_texts(activity: dict[str, Any]) -> list[str]:
    """Every text an Adaptive Card (or a plain message) shows, in order."""
    texts = [activity["text"]] if activity.get("text") else []
    pending = [a.get("content", {}) for a in activity.get("attachments", ())]
    while pending:
        element = pending.pop(0)
        if isinstance(element, dict):
            if element.get("type") == "TextBlock" and isinstance(element.get("text"), str):
                texts.append(element["text"])
            pending.extend(v for k, v in element.items() if k in ("body", "items", "columns") for v in (v if isinstance(v, list) else [v]))
        elif isinstance(element, list):
            pending.extend(element)
    return texts


def result_ids(activity: dict[str, Any]) -> list[str] | None:
    interpretation = (activity.get("channelData") or {}).get("interpretation") or {}
    ids = interpretation.get("resultIds")
    return list(ids) if isinstance(ids, list) else None


async def same_answers_everywhere(assistant: ParleyHarness, connector: FakeBotFramework, questions: tuple[str, ...]) -> set[str]:
    """Ask each question in one conversation per channel; assert the channels agree; the Alexa intents used."""
    alexa_nlu = AlexaUnderstanding(json.loads(SKILL_MODEL.read_text()))
    conversation = await assistant.start_conversation()
    intents_used: set[str] = set()
    for question in questions:
        on_web = await assistant.say(conversation, question)

        before = len(connector.replies())
        assert (await assistant.client.post("/api/messages", json=message(connector.url, question))).status == 200
        on_teams = [r.body for r in connector.replies()[before:] if r.body.get("type") == "message"]
        assert len(on_teams) == 1, (question, on_teams)

        request = alexa_nlu.request(question, user_id="amzn1.ask.account.AGREEMENT")
        intents_used.add(request["request"]["intent"]["name"])
        response = await assistant.client.post("/api/alexa", json=request)
        assert response.status == 200, await response.text()
        on_alexa = (await response.json())["response"]

        answer = first_sentence(on_web["text"])
        shown = [first_sentence(t) for t in card_texts(on_teams[0])]
        assert answer in shown, (question, on_web["text"], shown)
        assert result_ids(on_teams[0]) == result_ids(on_web), question
        assert first_sentence(on_alexa["card"]["text"]) == answer, (question, on_web["text"], on_alexa["card"]["text"])
    return intents_used


async def test_twenty_questions_get_the_same_answers_on_the_web_in_teams_and_from_alexa(
    assistant: ParleyHarness, connector: FakeBotFramework
) -> None:
    intents_used = await same_answers_everywhere(assistant, connector, QUESTIONS)
    assert len(intents_used - {CATCH_ALL}) >= 5, intents_used  # Alexa's own intents and slots, not only free text


async def test_what_users_type_gets_the_same_answers_on_the_web_in_teams_and_from_alexa(
    assistant: ParleyHarness, connector: FakeBotFramework
) -> None:
    await same_answers_everywhere(assistant, connector, WHAT_USERS_TYPE)
