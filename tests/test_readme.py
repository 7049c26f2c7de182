"""The README's conversations happen as written: each `you:` line is posted to a real server over
Direct Line (as the web page does) and the bot's answer is the `parley:` line that follows it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .conftest import ParleyHarness

README = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")


def section(markdown: str, title: str) -> str:
    """The text under the `## title` heading, up to the next heading of that level."""
    match = re.search(rf"^## {re.escape(title)}\n(.*?)(?=^## |\Z)", markdown, re.S | re.M)
    assert match, f"no section '## {title}'"
    return match.group(1)


def exchange(text: str) -> list[tuple[str, str]]:
    """The (you, parley) pairs of the one ```text block in `text`."""
    blocks = re.findall(r"```text\n(.*?)```", text, re.S)
    assert len(blocks) == 1, blocks
    lines = [line for line in blocks[0].splitlines() if line.strip()]
    pairs = []
    for said, answered in zip(lines[::2], lines[1::2], strict=True):
        assert said.startswith("you:") and answered.startswith("parley:"), (said, answered)
        pairs.append((said.removeprefix("you:").strip(), answered.removeprefix("parley:").strip()))
    return pairs


async def replay(harness: ParleyHarness, pairs: list[tuple[str, str]]) -> None:
    conversation = await harness.start_conversation()
    for said, expected in pairs:
        reply = await harness.say(conversation, said)
        assert reply["text"] == expected, f"you: {said}"


def test_the_readme_examples_are_conversations() -> None:
    assert len(exchange(section(README, "A first conversation"))) >= 3
    assert len(exchange(section(README, "The demo bot"))) >= 3
    assert "--bot demo" in section(README, "The demo bot")


@pytest.mark.parametrize("harness", [{"bot": "scrapbook", "seed_sample": True, "debug": False}], indirect=True)
async def test_first_conversation_with_the_sample_collection(harness: ParleyHarness) -> None:
    await replay(harness, exchange(section(README, "A first conversation")))


@pytest.mark.parametrize("harness", [{"bot": "demo", "debug": False}], indirect=True)
async def test_demo_bot_exchange(harness: ParleyHarness) -> None:
    await replay(harness, exchange(section(README, "The demo bot")))
