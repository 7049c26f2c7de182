"""A pronoun right after two people or two pairs were compared ("what was the last thing I did with her" after "Priya or
Sofia?", "which trips have I taken with them" after "Tom and James, or Priya and Chloé?") is asked back naming them, and
the answer ("sofia", "tom and jmaes") completes the question."""

from __future__ import annotations

from typing import Any

import pytest

from parley.core.query.people import People
from parley.core.query.pronoun_of_compared import PENDING, answered, ask_which, compared_groups
from parley.core.query.request import Request

from .conftest import ParleyHarness
from .conversing import reply_texts
from .sample_items import ITEMS
from .test_understanding import READER, read


def _compared(*groups: tuple[str, ...]) -> dict[str, Any]:
    options = [(" and ".join(g), Request("scrapbook", category="Food", people=(People(g, exclude=False),)).to_dict()) for g in groups]
    return {"options": options}


def test_the_groups_compared() -> None:
    assert compared_groups(_compared(("Priya",), ("Sofia",))) == (("Priya",), ("Sofia",))
    assert compared_groups(_compared(("Tom", "James"), ("Priya", "Chloé"))) == (("Tom", "James"), ("Priya", "Chloé"))
    assert compared_groups(_compared(("Mary",), ("Mary",))) == ()  # the same company in each: the years set them apart
    assert compared_groups({"options": [("2023", Request("scrapbook").to_dict()), ("2021", Request("scrapbook").to_dict())]}) == ()


@pytest.mark.parametrize(
    "text",
    [
        "ok and what was the last thing i did with her",
        "and without her?",
        "how many trips with her",
        "when did I last see her",
        "was she with me in Lisbon",
    ],
)
def test_her_after_two_people_is_asked_back(text: str) -> None:
    memory: dict[str, Any] = {}
    asked = ask_which(read(text)[0], {"compared": _compared(("Priya",), ("Sofia",)), "turn": 1}, 2, memory)
    assert asked is not None and "Priya or Sofia" in asked and PENDING in memory, asked


@pytest.mark.parametrize("text", ["which trips have i taken with them", "any hikes with both of them", "how many dinners with them"])
def test_them_after_two_pairs_is_asked_back(text: str) -> None:
    memory: dict[str, Any] = {}
    asked = ask_which(read(text)[0], {"compared": _compared(("Tom", "James"), ("Priya", "Chloé")), "turn": 1}, 2, memory)
    assert asked is not None and "Tom and James, or Priya and Chloé" in asked, asked


def test_no_question_back_when_named_not_compared_or_later() -> None:
    kept = {"compared": _compared(("Priya",), ("Sofia",)), "turn": 1}
    assert ask_which(read("and the last thing i did with Anna")[0], kept, 2, {}) is None  # named: no pronoun
    assert ask_which(read("and the last thing i did with her")[0], kept, 3, {}) is None  # not the turn right after
    assert ask_which(read("which trips have i taken with them")[0], kept, 2, {}) is None  # "them" after two single people


@pytest.mark.parametrize(("answer", "meant"), [("sofia", ("Sofia",)), ("Sofia, please", ("Sofia",)), ("priya", ("Priya",))])
def test_the_answer_completes_the_question(answer: str, meant: tuple[str, ...]) -> None:
    memory: dict[str, Any] = {PENDING: {"text": "what was the last thing i did with her", "turn": 2, "groups": [["Priya"], ["Sofia"]]}}
    reading = read(answer)[0]
    told = answered(reading, READER.people.named(answer), memory, 3, lambda text: read(text)[0])
    assert told is not None and told.people == (People(meant, exclude=False),) and not told.pronouns, told
    assert PENDING not in memory


def test_one_name_of_a_pair_tells_the_pair() -> None:
    memory: dict[str, Any] = {
        PENDING: {"text": "which trips have i taken with them", "turn": 2, "groups": [["Tom", "James"], ["Priya", "Chloé"]]}
    }
    told = answered(read("tom and jmaes")[0], ["Tom"], memory, 3, lambda text: read(text)[0])
    assert told is not None and told.people == (People(("Tom", "James"), exclude=False),), told


def test_an_answer_naming_neither_is_no_answer() -> None:
    memory: dict[str, Any] = {PENDING: {"text": "what was the last thing i did with her", "turn": 2, "groups": [["Priya"], ["Sofia"]]}}
    assert answered(read("anna")[0], ["Anna"], memory, 3, lambda text: read(text)[0]) is None


@pytest.fixture(scope="module")
def harness(sample_assistant: ParleyHarness) -> ParleyHarness:
    return sample_assistant


async def test_asked_back_then_answered(harness: ParleyHarness) -> None:
    latest = max((i for i in ITEMS if "Sofia" in i["who"]), key=lambda i: i["itemDate"])
    asked, reply = (
        await reply_texts(
            harness, "Who do I have dinner with more often, Priya or Sofia?", "ok and what was the last thing i did with her", "sofia"
        )
    )[1:]
    assert "Priya" in asked and "Sofia" in asked, asked
    assert latest["title"] in reply, reply
