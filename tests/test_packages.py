"""What leaves Parley for Microsoft's and Amazon's platforms, judged by their own tools: Adaptive Cards
parsed and rendered by the `adaptivecards` package, the Teams manifest checked against the official
schema from `@microsoft/app-manifest`, and the Alexa skill package built from the bot model."""

from __future__ import annotations

import json
import re
import zipfile
from pathlib import Path
from typing import Any

import pytest

from parley.app.cli import main
from parley.app.packaging import PackagingError, teams_manifest
from parley.channels.alexa.interaction_model import CATCH_ALL, interaction_model, utterance_for
from parley.channels.teams.auth import TeamsSettings
from parley.channels.teams.cards import message_activity

from .alexa_requests import authority, slot
from .conftest import running_parley
from .fake_connector import FakeBotFramework
from .golden.replies import REPLIES
from .node_tools import node_check
from .servers import SecantusProcess
from .shared_sample import SampleCollection
from .teams_activities import message

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "6b1c9f7e-51a2-4a8f-9d6e-2f3c1e0b7a11"


def _cards(activity: dict[str, Any]) -> list[dict[str, Any]]:
    return [a["content"] for a in activity.get("attachments", []) if a["contentType"] == "application/vnd.microsoft.card.adaptive"]


def _assert_teams_ready(cards: list[dict[str, Any]], results: list[dict[str, Any]]) -> None:
    for card, result in zip(cards, results, strict=True):
        assert result["ok"], (result["problems"], card)
        assert result["version"] == "1.5"
        assert all(a["type"] == "Action.Submit" for a in card.get("actions", []))
        assert card["body"][0]["text"] in result["text"]  # the rendered card shows what the reply says


def test_the_adaptivecards_library_reports_what_it_cannot_parse() -> None:
    card = _cards(message_activity(REPLIES["list"]))[0]
    broken = {**card, "body": [*card["body"], {"type": "Carousel3D", "text": "?"}]}
    result = node_check("card", broken)
    assert not result["ok"] and any("Carousel3D" in p for p in result["problems"])


def test_every_golden_reply_renders_as_a_valid_card() -> None:
    cards = [c for reply in REPLIES.values() for c in _cards(message_activity(reply))]
    assert len(cards) >= 3
    _assert_teams_ready(cards, node_check("cards", cards))


async def test_cards_from_a_real_collection_conversation_are_valid(secantus: SecantusProcess, sample: SampleCollection) -> None:
    fake = FakeBotFramework().start()
    try:
        async with running_parley(secantus, {"sample": sample, "debug": False, "teams": TeamsSettings(local=True)}) as parley:
            for text in (
                "show me wines from France rated at least 3",
                "what about red ones?",
                "show me a map",
                "how many of those were in 2018?",
                "the first one",
                "where was it?",
            ):
                response = await parley.client.post("/api/messages", json=message(fake.url, text))
                assert response.status == 200, await response.text()
    finally:
        fake.stop()
    cards = [c for posted in fake.replies() for c in _cards(posted.body)]
    assert len(cards) >= 5
    _assert_teams_ready(cards, node_check("cards", cards))
    assert any(block.get("type") == "FactSet" for card in cards for block in card["body"])  # the map's places


def test_parley_package_teams_builds_a_zip_the_official_schema_accepts(tmp_path: Path) -> None:
    out = tmp_path / "parley-teams.zip"
    assert (
        main(
            [
                "package",
                "teams",
                "--app-id",
                APP_ID,
                "--domain",
                "bot.example.com",
                "--source",
                str(ROOT / "deploy" / "teams"),
                "--out",
                str(out),
            ]
        )
        == 0
    )
    with zipfile.ZipFile(out) as archive:
        assert sorted(archive.namelist()) == ["color.png", "manifest.json", "outline.png"]
        manifest = json.loads(archive.read("manifest.json"))
        color, outline = archive.read("color.png"), archive.read("outline.png")
    assert manifest["id"] == APP_ID and manifest["bots"][0]["botId"] == APP_ID
    assert manifest["validDomains"] == ["bot.example.com"]
    result = node_check("teams-manifest", manifest)
    assert result["ok"], result["problems"]
    assert result["schema"].endswith(f"v{manifest['manifestVersion']}/MicrosoftTeams.schema.json")
    assert (int.from_bytes(color[16:20], "big"), int.from_bytes(color[20:24], "big")) == (192, 192)  # PNG IHDR size
    assert (int.from_bytes(outline[16:20], "big"), int.from_bytes(outline[20:24], "big")) == (32, 32)


def test_the_schema_check_catches_a_broken_manifest() -> None:
    template = json.loads((ROOT / "deploy" / "teams" / "manifest.json").read_text())
    manifest = teams_manifest(template, APP_ID, "bot.example.com")
    del manifest["icons"]
    result = node_check("teams-manifest", manifest)
    assert not result["ok"] and any("icons" in p for p in result["problems"])


@pytest.mark.parametrize("app_id, domain", [("not-a-guid", "bot.example.com"), (APP_ID, "https://bot.example.com/x")])
def test_packaging_teams_refuses_bad_ids_and_domains(app_id: str, domain: str) -> None:
    with pytest.raises(PackagingError):
        teams_manifest({}, app_id, domain)


def test_parley_package_alexa_matches_the_committed_skill_package(tmp_path: Path) -> None:
    assert main(["package", "alexa", "--out", str(tmp_path)]) == 0
    for name in ("skill.json", "interactionModels/custom/en-US.json"):
        assert json.loads((tmp_path / name).read_text()) == json.loads((ROOT / "deploy" / "alexa" / name).read_text()), (
            f"deploy/alexa/{name} is stale: run `parley package alexa`"
        )


@pytest.mark.parametrize("bot", ["demo", "scrapbook"])
def test_the_interaction_model_is_well_formed(bot: str, tmp_path: Path) -> None:
    assert main(["package", "alexa", "--bot", bot, "--out", str(tmp_path)]) == 0
    skill = json.loads((tmp_path / "skill.json").read_text())["manifest"]
    assert skill["apis"]["custom"]["endpoint"]["uri"].startswith("https://")
    model = json.loads((tmp_path / "interactionModels" / "custom" / "en-US.json").read_text())["interactionModel"]["languageModel"]
    types = {t["name"] for t in model["types"]}
    names = [i["name"] for i in model["intents"]]
    assert len(names) == len(set(names))
    assert {"AMAZON.StopIntent", "AMAZON.CancelIntent", "AMAZON.HelpIntent", "AMAZON.NavigateHomeIntent", CATCH_ALL} <= set(names)
    seen: set[str] = set()
    for intent in model["intents"]:
        if intent["name"].startswith("AMAZON."):
            continue
        assert re.fullmatch(r"[A-Za-z_]+", intent["name"])
        slots = {s["name"]: s["type"] for s in intent.get("slots", [])}
        assert all(re.fullmatch(r"[A-Za-z_]+", s) for s in slots) and set(slots.values()) <= types
        for sample in intent["samples"]:
            assert set(re.findall(r"\{(\w+)\}", sample)) <= set(slots), sample
            assert sample.lower() not in seen, f"sample {sample!r} used twice"
            seen.add(sample.lower())
    for slot_type in model["types"]:
        ids = [v.get("id", v["name"]["value"]) for v in slot_type["values"]]
        assert ids and len(ids) == len(set(ids))


@pytest.mark.parametrize(
    "spoken, resolved",
    [("new york city", ("new york", "New York")), ("the big apple", ("New York", "New York"))],
    ids=["a word the engine knows", "a word only Alexa's model knows"],
)
def test_alexa_slots_map_back_to_words_the_engine_knows(spoken: str, resolved: tuple[str, str]) -> None:
    from parley.app.bots import load_bot

    bot = load_bot(None, None)
    generated = interaction_model(bot.model, "parley demo")
    location = slot("location", spoken, authorities=[authority("PARLEY_LOCATION", resolved)])
    said = utterance_for(generated, {"name": "WeatherIntent", "slots": {"location": location, "date": {"name": "date"}}})
    assert said is not None
    mentions = bot.engine.recognizer.recognize(said)
    assert [(m.entity_id, m.value) for m in mentions] == [("location", "New York")]
    assert utterance_for(generated, {"name": "NoSuchIntent", "slots": {}}) is None


@pytest.mark.parametrize("setting, written", [(None, "Wildcard"), ("Trusted", "Trusted"), ("selfsigned", "SelfSigned")])
def test_the_endpoints_certificate_type_is_a_setting(
    setting: str | None, written: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if setting is not None:
        monkeypatch.setenv("PARLEY_ALEXA_SSL_CERTIFICATE_TYPE", setting)
    assert main(["package", "alexa", "--out", str(tmp_path)]) == 0
    skill = json.loads((tmp_path / "skill.json").read_text())
    assert skill["manifest"]["apis"]["custom"]["endpoint"]["sslCertificateType"] == written


def test_an_unknown_certificate_type_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("PARLEY_ALEXA_SSL_CERTIFICATE_TYPE", "LetsEncrypt")
    assert main(["package", "alexa", "--out", str(tmp_path)]) == 2
    assert "PARLEY_ALEXA_SSL_CERTIFICATE_TYPE='LetsEncrypt' is not one of SelfSigned, Wildcard, Trusted" in capsys.readouterr().err
    assert not (tmp_path / "skill.json").exists()
