"""The README's model and handlers examples work as written."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

import yaml

from parley.core.bot import Bot
from parley.core.conversation import ConversationService
from parley.core.model import model_from_dict
from parley.core.turn import Turn
from parley.storage.memory import MemoryConversationStore

README = (Path(__file__).resolve().parents[1] / "README.md").read_text()


def block(language: str, index: int = 0) -> str:
    return re.findall(rf"```{language}\n(.*?)```", README, re.S)[index]


async def test_readme_model_and_handlers_run() -> None:
    model = model_from_dict(yaml.safe_load(block("yaml")), "README")
    bot = Bot(model)
    namespace: dict[str, object] = {}
    exec(compile(block("python"), "README", "exec"), namespace)
    namespace["register"](bot)  # type: ignore[operator]
    bot.check()
    service = ConversationService(bot, MemoryConversationStore())
    now = datetime(2026, 1, 1, tzinfo=UTC)
    await service.start("c", "u", "test", now)
    first = await service.handle(Turn("test", "c", "u", "What's the weather in Tokyo right now?", now), now)
    assert first.reply.text == "Current weather in Tokyo: 22°C and clear skies."
    again = await service.handle(Turn("test", "c", "u", "forget everything", now), now)
    assert again.reply.text == "Done, I forgot everything." and again.interpretation["contextSwitch"] == "explicit"
