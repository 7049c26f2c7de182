"""The documentation matches the code: links resolve, the configuration page names exactly the
variables the settings read, the commands and flags it names exist, and the examples of the bot
models page run as written."""

from __future__ import annotations

import argparse
import ast
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
import yaml

from parley.app.cli import _parser, main
from parley.core.bot import Bot
from parley.core.conversation import ConversationService
from parley.core.demo import build_demo_bot
from parley.core.model import model_from_dict
from parley.core.turn import Turn
from parley.storage.memory import MemoryConversationStore

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
PAGES = [ROOT / "README.md", *sorted(DOCS.glob("*.md"))]
CONFIGURATION = DOCS / "configuration.md"
BOT_MODELS = DOCS / "bot-models.md"
VARIABLE = re.compile(r"\b(?:PARLEY_[A-Z0-9_]+|Microsoft[A-Za-z]+)\b")
LINK = re.compile(r"(?<!!)\[[^\]]+\]\(([^)\s]+)\)")


def text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def prose(markdown: str) -> str:
    """The markdown without its fenced code blocks (links and headings are only in the prose)."""
    return re.sub(r"^```.*?^```", "", markdown, flags=re.S | re.M)


def anchor(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens."""
    cleaned = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return cleaned.replace(" ", "-")


def anchors(markdown: str) -> set[str]:
    return {anchor(h) for h in re.findall(r"^#{1,6} (.+)$", prose(markdown), re.M)}


def relative_links(page: Path) -> list[str]:
    return [target for target in LINK.findall(prose(text(page))) if not re.match(r"[a-z]+:", target)]


def test_there_are_pages_and_links() -> None:
    assert len(PAGES) >= 10
    assert len(relative_links(ROOT / "README.md")) >= 9


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_relative_links_point_at_files_and_headings_that_exist(page: Path) -> None:
    broken = []
    for target in relative_links(page):
        path, _, fragment = target.partition("#")
        destination = (page.parent / path).resolve() if path else page
        if not destination.exists():
            broken.append(f"{target}: no file {destination.relative_to(ROOT) if destination.is_relative_to(ROOT) else destination}")
        elif fragment and destination.suffix == ".md" and fragment not in anchors(text(destination)):
            broken.append(f"{target}: no heading '#{fragment}' in {destination.name}")
    assert not broken, f"{page.name}: {broken}"


def variables_the_settings_read() -> set[str]:
    """Every variable name app/settings.py passes as a string: PARLEY_* and Bot Framework's Microsoft*."""
    tree = ast.parse(text(ROOT / "app" / "settings.py"))
    names = {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)}
    return {name for name in names if VARIABLE.fullmatch(name)}


def documented_variables() -> set[str]:
    """The variables named in the first column of configuration.md's tables."""
    rows = re.findall(r"^\| `([^`]+)` \|", text(CONFIGURATION), re.M)
    return {row for row in rows if VARIABLE.fullmatch(row)}


def test_the_settings_read_variables() -> None:
    assert {"PARLEY_PORT", "PARLEY_MONGODB_URI", "MicrosoftAppId"} <= variables_the_settings_read()


def test_configuration_documents_every_variable_the_settings_read() -> None:
    missing = variables_the_settings_read() - documented_variables()
    assert not missing, f"not in docs/configuration.md: {sorted(missing)}"


def test_configuration_documents_no_variable_the_settings_do_not_read() -> None:
    unknown = documented_variables() - variables_the_settings_read()
    assert not unknown, f"docs/configuration.md documents variables app/settings.py does not read: {sorted(unknown)}"


def code_text() -> str:
    sources = [
        p for folder in ("app", "channels", "core", "storage", "scripts", "tests", "examples") for p in (ROOT / folder).rglob("*.py")
    ]
    return "\n".join(text(p) for p in sources) + text(ROOT / "dev")


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_variable_a_page_names_is_read_by_the_code(page: Path) -> None:
    code = code_text()
    named = {name for name in VARIABLE.findall(text(page)) if name.startswith("PARLEY_")}
    unknown = {name for name in named if not re.search(rf"\b{name}\b", code)}
    assert not unknown, f"{page.name} names variables no code reads: {sorted(unknown)}"


def subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    """`serve`, `package teams`, ... → their parsers."""
    found: dict[str, argparse.ArgumentParser] = {}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, child in action.choices.items():
                found[name] = child
                found.update({f"{name} {sub}": p for sub, p in subcommands(child).items()})
    return found


def test_the_commands_the_pages_name_exist() -> None:
    commands = subcommands(_parser())
    dev_commands = set(re.findall(r"^  (\w[\w-]*)\)", text(ROOT / "dev"), re.M))
    assert {"serve", "check-model", "package teams"} <= set(commands) and {"serve", "test", "lint"} <= dev_commands
    for page in PAGES:
        for first, second in re.findall(r"(?:^|[\s`/(])parley ([a-z][a-z-]*)(?: ([a-z][a-z-]*))?", text(page), re.M):
            command = f"{first} {second}" if first == "package" else first
            assert command in commands, f"{page.name} names `parley {command}`, which does not exist"
        for command in re.findall(r"\./dev ([a-z]+)", text(page)):
            assert command in dev_commands, f"{page.name} names `./dev {command}`, which does not exist"


def test_every_flag_on_the_configuration_page_exists() -> None:
    flags = {option for p in subcommands(_parser()).values() for action in p._actions for option in action.option_strings}
    spans = re.findall(r"`([^`\n]+)`", prose(text(CONFIGURATION)))
    named = {flag for span in spans for flag in re.findall(r"(?<![\w-])--[a-z][a-z-]*", span)}
    assert {"--data-dir", "--bot", "--quantization"} <= named
    assert named - flags == set(), "flags no parley command has"


def block(markdown: str, language: str, index: int = 0) -> str:
    return re.findall(rf"```{language}\n(.*?)```", markdown, re.S)[index]


async def test_bot_models_example_model_and_handlers_run() -> None:
    page = text(BOT_MODELS)
    model = model_from_dict(yaml.safe_load(block(page, "yaml")), "docs/bot-models.md")
    bot = Bot(model)
    namespace: dict[str, object] = {}
    exec(compile(block(page, "python"), "docs/bot-models.md", "exec"), namespace)
    namespace["register"](bot)  # type: ignore[operator]
    bot.check()
    service = ConversationService(bot, MemoryConversationStore())
    now = datetime(2026, 1, 1, tzinfo=UTC)
    await service.start("c", "u", "test", now)
    first = await service.handle(Turn("test", "c", "u", "What's the weather in Tokyo right now?", now), now)
    assert first.reply.text == "Current weather in Tokyo: 22°C and clear skies."
    again = await service.handle(Turn("test", "c", "u", "forget everything", now), now)
    assert again.reply.text == "Done, I forgot everything." and again.interpretation["contextSwitch"] == "explicit"
    assert model.history.max_turns == 40 and model.history.keep_recent == 8


def test_check_model_reports_an_unknown_key_as_the_page_shows(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    page = text(BOT_MODELS)
    shown = block(page.split("## Checking a model", 1)[1], "text").strip()
    document = yaml.safe_load(block(page, "yaml"))
    del document["handlers"]
    document["intents"][0]["replly"] = document["intents"][0].pop("reply")
    (tmp_path / "travel.yaml").write_text(yaml.safe_dump(document, allow_unicode=True), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["check-model", "travel.yaml"]) == 2
    assert shown in capsys.readouterr().err.splitlines()


def demo_table() -> list[tuple[str, str, str]]:
    demo = text(BOT_MODELS).split("## The demo bot", 1)[1]
    rows = re.findall(r"^\| (.+?) \| (.+?) \| (.*?) ?\|$", demo, re.M)
    return [row for row in rows if row[0] not in {"You say", "---"} and not row[0].startswith("---")]


async def test_the_demo_bot_table_is_what_the_demo_bot_says() -> None:
    rows = demo_table()
    assert len(rows) >= 10
    service = ConversationService(build_demo_bot(), MemoryConversationStore())
    now = datetime(2026, 1, 1, tzinfo=UTC)
    await service.start("c", "u", "test", now)
    for said, answered, _why in rows:
        now += timedelta(seconds=5)
        outcome = await service.handle(Turn("test", "c", "u", said, now), now)
        assert outcome.reply.text == answered, f"you: {said}"
