"""The engine on the seed's conversations and on every kind of reset (pure: no server, clock passed in)."""

from __future__ import annotations

import ast
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from parley.core.bot import Bot
from parley.core.conversation import ConversationService
from parley.core.demo import build_demo_bot
from parley.core.model import model_from_dict
from parley.core.turn import Turn
from parley.storage.memory import MemoryConversationStore

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


class Chat:
    def __init__(self, bot: Bot | None = None) -> None:
        self.service = ConversationService(bot or build_demo_bot(), MemoryConversationStore())
        self.now = T0
        self.started = False

    async def say(self, text: str, after_s: float = 5) -> tuple[str, dict[str, Any]]:
        if not self.started:
            await self.service.start("c", "u", "test", self.now)
            self.started = True
        self.now += timedelta(seconds=after_s)
        outcome = await self.service.handle(Turn("test", "c", "u", text, self.now), self.now)
        return outcome.reply.text, outcome.interpretation


def sources(interpretation: dict[str, Any]) -> dict[str, tuple[Any, str]]:
    return {e["id"]: (e["value"], e["source"]) for e in interpretation["entities"] if not e.get("unused")}


async def test_weather_conversation_of_the_seed() -> None:
    chat = Chat()
    text, it = await chat.say("What's the current weather in Tokyo?")
    assert (it["intent"], text) == ("weather", "Current weather in Tokyo: 22°C and clear skies.")
    text, it = await chat.say("What about Kyoto?")
    assert text == "Current weather in Kyoto: 20°C and partly cloudy."
    assert sources(it) == {"weather": (None, "stm"), "location": ("Kyoto", "utterance"), "date": ("current", "stm")}
    text, it = await chat.say("What about tomorrow?")
    assert text == "Tomorrow in Kyoto: 17°C with light rain."
    assert sources(it)["location"] == ("Kyoto", "stm") and sources(it)["date"] == ("tomorrow", "utterance")
    assert it["contextSwitch"] == "none"


async def test_coffee_conversation_switches_topic_automatically() -> None:
    chat = Chat()
    await chat.say("What's the current weather in Tokyo?")
    text, it = await chat.say("How much mocha latte at Starbucks?")
    assert text == "A mocha latte at Starbucks costs $5.45."
    assert it["contextSwitch"] == "auto" and "coffee" in it["reason"] and "weather" in it["reason"]
    assert {e["id"] for e in it["stm"]} == {"price", "product", "shop"}  # weather, Tokyo and date are gone
    text, it = await chat.say("What about Peet's?")
    assert text == "A mocha latte at Peet's costs $5.25."
    text, it = await chat.say("...and croissant?")
    assert text == "A croissant at Peet's costs $3.75."
    assert sources(it) == {"price": (None, "stm"), "product": ("croissant", "utterance"), "shop": ("Peet's", "stm")}


async def test_sales_and_purchasing_conversation_of_the_seed() -> None:
    chat = Chat()
    expected = [
        ("Give me the sales data", "sale", {"sell"}),
        ("Who was the best?", "best_sale_person", {"sell", "best_employee"}),
        ("OK, give me the purchasing report now.", "buy", {"sell", "buy"}),
        ("...and who's the best there?", "buy_best_person", {"sell", "buy", "best_employee"}),
        ("One more time - show me the general purchasing data again", "buy", {"sell", "buy"}),
    ]
    for utterance, intent, stm in expected:
        text, it = await chat.say(utterance)
        assert it["intent"] == intent, (utterance, it)
        assert {e["id"] for e in it["stm"]} == stm, (utterance, it["stm"])
    assert text.startswith("Purchasing report")


async def test_recalled_entity_prefers_the_more_recent_one() -> None:
    chat = Chat()
    for utterance in ["Give me the sales data", "OK, give me the purchasing report now."]:
        await chat.say(utterance)
    _, it = await chat.say("...and who's the best there?")
    # both sell (2 turns ago) and buy (1 turn ago) could complete a "best" intent: the newer one wins
    assert it["intent"] == "buy_best_person"
    assert sources(it)["buy"] == (None, "stm")


async def test_explicit_switch_of_the_seed() -> None:
    chat = Chat()
    await chat.say("What the weather in Tokyo?")
    text, it = await chat.say("Enough about weather! Let's talk about this weekend plans")
    assert it["contextSwitch"] == "explicit" and "enough about" in it["reason"]
    assert [e["id"] for e in it["stm"]] == ["plans"]
    text, it = await chat.say("Let's do New York after all then!")
    assert it["intent"] == "plan_trip" and "weather" not in text.lower()
    assert text == "New York this weekend it is! Shall I look for train tickets and a hotel?"


async def test_without_the_explicit_switch_new_york_is_read_as_weather() -> None:
    chat = Chat()
    await chat.say("What the weather in Tokyo?")
    text, it = await chat.say("Let's do New York after all then!")
    assert it["intent"] == "weather" and text.startswith("Current weather in New York")


async def test_idle_timeout_forgets_the_context() -> None:
    chat = Chat()
    await chat.say("What's the current weather in Tokyo?")
    _text, it = await chat.say("What about Kyoto?", after_s=301)
    assert it["intent"] is None and it["contextSwitch"] == "timeout"
    assert "301s" in it["reason"] and it["stm"] == []


async def test_within_the_timeout_the_context_stays() -> None:
    chat = Chat()
    await chat.say("What's the current weather in Tokyo?")
    _, it = await chat.say("What about Kyoto?", after_s=299)
    assert it["intent"] == "weather" and it["contextSwitch"] == "none"


async def test_three_unmatched_turns_reset_the_context() -> None:
    chat = Chat()
    await chat.say("What's the current weather in Tokyo?")
    for _ in (1, 2):
        _, it = await chat.say("blah blah")
        assert it["intent"] is None and it["contextSwitch"] == "none" and it["stm"]
    _, it = await chat.say("blah blah")
    assert it["contextSwitch"] == "unmatched" and "3 unmatched turns" in it["reason"] and it["stm"] == []
    _, it = await chat.say("What about Kyoto?")
    assert it["intent"] is None


async def test_a_match_restarts_the_unmatched_count() -> None:
    chat = Chat()
    await chat.say("What's the current weather in Tokyo?")
    await chat.say("blah")
    await chat.say("blah")
    _, it = await chat.say("What about Kyoto?")
    assert it["intent"] == "weather"
    await chat.say("blah")
    _, it = await chat.say("blah")
    assert it["contextSwitch"] == "none"


async def test_intent_matched_only_from_stm_is_rejected() -> None:
    chat = Chat()
    await chat.say("Give me the sales data")
    _, it = await chat.say("hmm, and then?")
    assert it["intent"] is None
    assert "nothing in the utterance" in it["reason"]


MODEL = {
    "entities": [
        {"id": "topic", "synonyms": ["report"]},
        {"id": "region", "groups": ["region"], "values": {"north": [], "south": []}},
        {"id": "again", "synonyms": ["again"]},
    ],
    "intents": [
        {"id": "report", "terms": ["topic~", "region~?"], "reply": "report {region}"},
        {"id": "repeat", "terms": ["topic~", "region~?", "again?"], "allow_stm_only": True, "reply": "again"},
    ],
}


async def test_model_may_allow_stm_only_matches() -> None:
    chat = Chat(Bot(model_from_dict(MODEL)))
    await chat.say("report north")
    text, it = await chat.say("what now?")
    assert it["intent"] == "repeat" and text == "again"
    assert sources(it)["topic"] == (None, "stm")


async def test_explicitly_said_entity_wins_over_stm() -> None:
    chat = Chat(Bot(model_from_dict(MODEL)))
    await chat.say("report north")
    text, it = await chat.say("south")
    assert text == "report south" and sources(it)["region"] == ("south", "utterance")


async def test_reset_intent_is_an_explicit_switch() -> None:
    model = {
        **MODEL,
        "entities": MODEL["entities"] + [{"id": "reset", "synonyms": ["start over"]}],
        "intents": MODEL["intents"] + [{"id": "reset", "terms": ["reset"], "switch": True, "reply": "fresh start"}],
    }
    chat = Chat(Bot(model_from_dict(model)))
    await chat.say("report north")
    text, it = await chat.say("let's start over")
    assert (text, it["contextSwitch"], it["stm"]) == (
        "fresh start",
        "explicit",
        [{"id": "reset", "value": None, "groups": ["reset"], "topic": None, "turn": 2, "text": "start over"}],
    )
    assert "is an explicit switch" in it["reason"]


async def test_api_reset_is_reported_on_the_next_turn_and_can_be_selective() -> None:
    chat = Chat()
    await chat.say("What's the current weather in Tokyo?")
    await chat.service.reset("c", chat.now, groups=("location",))
    _text, it = await chat.say("What about tomorrow?")
    assert it["contextSwitch"] == "api" and "groups ['location']" in it["reason"]
    assert it["intent"] is None  # weather is remembered, but no location is left
    await chat.service.reset("c", chat.now)
    _, it = await chat.say("What's the current weather in Kyoto?")
    assert it["contextSwitch"] == "api" and it["intent"] == "weather"


async def test_handler_can_forget_selectively() -> None:
    bot = Bot(model_from_dict(MODEL))

    @bot.handler("report")
    def report(ctx):  # type: ignore[no-untyped-def]
        ctx.forget(groups=("region",))
        return "done"

    chat = Chat(bot)
    _, it = await chat.say("report north")
    state = (await chat.service.get("c")).state
    assert [e.entity_id for e in state.stm] == ["topic"]
    assert [e["id"] for e in it["stm"]] == ["topic"]


# --- no module of the engine reads a clock: time comes in as `now` -------------------------------------
CORE = Path(__file__).resolve().parents[1] / "core"
CLOCK_READS = frozenset(
    {
        "datetime.datetime.now",
        "datetime.datetime.utcnow",
        "datetime.datetime.today",
        "datetime.date.today",
        "time.time",
        "time.time_ns",
        "time.monotonic",
        "time.monotonic_ns",
        "time.perf_counter",
        "time.perf_counter_ns",
        "time.process_time",
        "time.process_time_ns",
        "time.thread_time",
        "time.thread_time_ns",
        "time.clock_gettime",
        "time.clock_gettime_ns",
        "time.localtime",
        "time.gmtime",
        "time.ctime",
        "time.asctime",
        "uuid.uuid1",
    }
)


def clock_reads(source: str) -> list[str]:
    """Every reference to a clock-reading function in `source` (called or passed on, e.g. as a default
    factory), with its line, whatever name it was imported under."""
    tree = ast.parse(source)
    aliases: dict[str, set[str]] = {}  # local name -> the qualified names it may stand for
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                local = alias.asname or alias.name.split(".")[0]
                aliases.setdefault(local, set()).add(alias.name if alias.asname else local)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                qualified = f"{node.module}.{alias.name}"
                aliases.setdefault(alias.asname or alias.name, set()).add(qualified)
                if qualified in CLOCK_READS:
                    found.append(f"line {node.lineno}: imports {qualified}")
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute | ast.Name):
            for qualified in qualified_names(node, aliases):
                if qualified in CLOCK_READS:
                    found.append(f"line {node.lineno}: {qualified}")
    return sorted(set(found))


def qualified_names(node: ast.expr, aliases: dict[str, set[str]]) -> set[str]:
    """`dt.now` with `from datetime import datetime as dt` is datetime.datetime.now."""
    attributes: list[str] = []
    while isinstance(node, ast.Attribute):
        attributes.insert(0, node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return set()
    return {".".join([base, *attributes]) for base in aliases.get(node.id, ())}


def test_no_module_of_the_engine_reads_a_clock() -> None:
    modules = sorted(CORE.rglob("*.py"))
    assert len(modules) > 20  # the whole of core/, not a few files
    offenders = {str(path.relative_to(CORE.parent)): reads for path in modules if (reads := clock_reads(path.read_text(encoding="utf-8")))}
    assert offenders == {}


@pytest.mark.parametrize(
    "source",
    [
        "from datetime import datetime\nx = datetime.now()",
        "from datetime import datetime, UTC\nx = datetime.now(tz=UTC)",
        "import datetime\nx = datetime.datetime.utcnow()",
        "import datetime as dt\nx = dt.date.today()",
        "from datetime import date as day\nx = day.today()",
        "import time\nx = time.monotonic()",
        "import time as t\nx = t.perf_counter()",
        "from time import time\nx = time()",
        "from time import monotonic as tick\nx = tick()",
        "import time\nclock = time.time  # passed on, read later",
        "from dataclasses import field\nfrom datetime import datetime\nclass A:\n    at: datetime = field(default_factory=datetime.utcnow)",
        "def f():\n    import time\n    return time.time_ns()",
    ],
)
def test_the_clock_scan_finds_clock_reads(source: str) -> None:
    assert clock_reads(source) != []


@pytest.mark.parametrize(
    "source",
    [
        "from datetime import datetime, timedelta\nx = datetime(2026, 1, 1) + timedelta(days=1)",
        "def f(now):\n    return now.date(), now.time()",
        "from datetime import datetime\nx = datetime.fromisoformat('2026-01-01')",
        "import time\ntime.sleep(0)",
        "now = 1\ntoday = now",
    ],
)
def test_the_clock_scan_lets_time_passed_in_through(source: str) -> None:
    assert clock_reads(source) == []


@pytest.mark.parametrize("setting", ["1m", 60])
async def test_timeout_is_configurable_per_model(setting: object) -> None:
    chat = Chat(Bot(model_from_dict({**MODEL, "stm": {"timeout": setting}})))
    await chat.say("report north")
    _, it = await chat.say("south", after_s=61)
    assert it["contextSwitch"] == "timeout"


async def test_channels_without_a_create_step_start_conversations_on_their_first_turn() -> None:
    service = ConversationService(build_demo_bot(), MemoryConversationStore())
    outcome = await service.handle(Turn("teams", "new", "u", "Give me the sales data", T0), T0, create=True)
    assert outcome.number == 1 and outcome.reply.text.startswith("Sales report")
    assert (await service.get("new")).user_id == "u"


async def test_unknown_conversation_is_refused_without_create() -> None:
    from parley.core.conversation import UnknownConversation

    service = ConversationService(build_demo_bot(), MemoryConversationStore())
    with pytest.raises(UnknownConversation):
        await service.handle(Turn("web", "nope", "u", "hi", T0), T0)
