"""Alexa through POST /api/alexa: realistic request envelopes signed by a certificate chain from a CA
made in the test; every verification rule refuses what it should, and nothing refused is stored."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from parley.channels.alexa.settings import AlexaSettings

from .alexa_certs import AlexaPki, _ca, body_of, leaf, sign
from .alexa_requests import PERSON_ID, SKILL_ID, USER_ID, anything, intent, launch, session_ended, slot
from .conftest import ParleyHarness, running_parley
from .loopback import StaticFiles
from .servers import SecantusProcess

GOOD_URL = "https://s3.amazonaws.com/echo.api/echo-api-cert-12.pem"


@pytest.fixture(scope="module")
def pki() -> AlexaPki:
    return AlexaPki.create()


@pytest.fixture(scope="module")
def certificates(pki: AlexaPki) -> Iterator[StaticFiles]:
    expired = leaf(pki.intermediate, valid_from=timedelta(days=-400), valid_for=timedelta(days=30))
    future = leaf(pki.intermediate, valid_from=timedelta(days=2))
    stranger = _ca("Somebody Else's Root")
    files = {
        "/echo.api/echo-api-cert-12.pem": pki.chain(),
        "/echo.api/expired.pem": pki.chain(expired),
        "/echo.api/other-san.pem": pki.chain(leaf(pki.intermediate, san="evil.example.com")),
        "/echo.api/untrusted.pem": leaf(stranger).pem() + stranger.pem(),
        "/echo.api/not-pem.pem": b"this is not a certificate",
        "/echo.api/not-yet-valid.pem": pki.chain(future),
        "/echo.api/no-intermediate.pem": pki.signer.pem(),
    }
    server = StaticFiles(files).start()
    server.signers = {"expired": expired, "future": future}  # type: ignore[attr-defined]
    yield server
    server.stop()


@pytest.fixture
async def skill(secantus: SecantusProcess, pki: AlexaPki, certificates: StaticFiles, tmp_path: Path) -> AsyncIterator[ParleyHarness]:
    roots = tmp_path / "roots.pem"
    roots.write_bytes(pki.roots_pem())
    settings = AlexaSettings(skill_id=SKILL_ID, trust_roots=roots, cert_mirror=certificates.url)
    async with running_parley(secantus, {"debug": False, "alexa": settings}) as running:
        yield running


async def send(
    harness: ParleyHarness,
    envelope: dict[str, Any],
    signer: Any,
    url: str = GOOD_URL,
    headers: dict[str, str] | None = None,
    body: bytes | None = None,
) -> tuple[int, Any]:
    raw = body if body is not None else body_of(envelope)
    sent = {"Content-Type": "application/json", "SignatureCertChainUrl": url, "Signature-256": sign(body_of(envelope), signer)}
    sent.update(headers or {})
    response = await harness.client.post("/api/alexa", data=raw, headers={k: v for k, v in sent.items() if v is not None})
    return response.status, await response.json()


async def speak(harness: ParleyHarness, pki: AlexaPki, envelope: dict[str, Any]) -> dict[str, Any]:
    status, body = await send(harness, envelope, pki.signer)
    assert status == 200, body
    return body["response"]


def said(response: dict[str, Any]) -> str:
    ssml = response["outputSpeech"]["ssml"]
    assert ssml.startswith("<speak>") and ssml.endswith("</speak>")
    return ssml[len("<speak>") : -len("</speak>")]


async def test_launch_greets_and_keeps_the_session_open(skill: ParleyHarness, pki: AlexaPki) -> None:
    response = await speak(skill, pki, launch())
    assert said(response) == skill.parley.service.bot.model.greeting.replace("'", "&apos;")
    assert response["shouldEndSession"] is False
    assert "reprompt" in response


async def test_intents_with_slots_and_the_catch_all_share_one_short_term_memory(skill: ParleyHarness, pki: AlexaPki) -> None:
    weather = await speak(
        skill,
        pki,
        intent(
            "WeatherIntent",
            {
                "weather": slot("weather", "weather", "weather", "PARLEY_WEATHER"),
                "location": slot("location", "tokyo", "tokyo", "PARLEY_LOCATION"),
                "date": {"name": "date", "confirmationStatus": "NONE"},
            },
        ),
    )
    assert said(weather) == "Current weather in Tokyo: 22°C and clear skies."
    assert weather["card"] == {"type": "Standard", "title": "Weather in Tokyo", "text": "Current weather in Tokyo: 22°C and clear skies."}
    assert weather["shouldEndSession"] is False
    kyoto = await speak(skill, pki, anything("what about kyoto"))
    assert said(kyoto) == "Current weather in Kyoto: 20°C and partly cloudy."
    tomorrow = await speak(skill, pki, intent("WeatherIntent", {"date": slot("date", "tomorrow", "tomorrow", "PARLEY_DATE")}))
    assert said(tomorrow) == "Tomorrow in Kyoto: 17°C with light rain."
    stored = await skill.parley.store.conversations.find_one({"_id": f"alexa:{USER_ID}"})
    assert stored is not None and stored["userId"] == USER_ID


async def test_a_recognised_person_has_their_own_memory(skill: ParleyHarness, pki: AlexaPki) -> None:
    await speak(skill, pki, anything("what's the weather in tokyo"))
    response = await speak(skill, pki, anything("what about tomorrow", person=True))
    assert said(response).startswith("Sorry")
    assert await skill.parley.store.conversations.find_one({"_id": f"alexa:{PERSON_ID}"}) is not None


async def test_a_slot_alexa_could_not_resolve_passes_on_what_was_said(skill: ParleyHarness, pki: AlexaPki) -> None:
    response = await speak(
        skill,
        pki,
        intent(
            "WeatherIntent",
            {
                "weather": slot("weather", "forecast", None, "PARLEY_WEATHER"),
                "location": slot("location", "paris", None, "PARLEY_LOCATION"),
            },
        ),
    )
    assert "Paris" in said(response)


async def test_stop_says_goodbye_and_ends_the_session(skill: ParleyHarness, pki: AlexaPki) -> None:
    for name in ("AMAZON.StopIntent", "AMAZON.CancelIntent"):
        response = await speak(skill, pki, intent(name))
        assert said(response) == "Goodbye!" and response["shouldEndSession"] is True and "reprompt" not in response


async def test_session_ended_gets_an_empty_response(skill: ParleyHarness, pki: AlexaPki) -> None:
    status, body = await send(skill, session_ended(), pki.signer)
    assert (status, body) == (200, {"version": "1.0", "response": {}})


async def test_help_and_fallback_keep_listening(skill: ParleyHarness, pki: AlexaPki) -> None:
    fallback = await speak(skill, pki, intent("AMAZON.FallbackIntent"))
    assert fallback["shouldEndSession"] is False and "reprompt" in fallback
    help_ = await speak(skill, pki, intent("AMAZON.HelpIntent"))
    assert said(help_) and help_["shouldEndSession"] is False


async def test_the_certificate_chain_is_fetched_once_and_cached(skill: ParleyHarness, pki: AlexaPki, certificates: StaticFiles) -> None:
    before = certificates.hits.get("/echo.api/echo-api-cert-12.pem", 0)
    for _ in range(3):
        await speak(skill, pki, launch())
    assert certificates.hits["/echo.api/echo-api-cert-12.pem"] - before <= 1


def _tamper(case: str, pki: AlexaPki, certificates: StaticFiles) -> dict[str, Any]:
    """What to send for each bad case: the envelope, the signer, and header/body overrides."""
    good = launch()
    old = launch(now=datetime.now(UTC) - timedelta(seconds=151))
    future = launch(now=datetime.now(UTC) + timedelta(seconds=151))
    signer = pki.signer
    cases: dict[str, dict[str, Any]] = {
        "no-signature": {"headers": {"Signature-256": None}},
        "no-cert-url": {"headers": {"SignatureCertChainUrl": None}},
        "http-url": {"url": "http://s3.amazonaws.com/echo.api/echo-api-cert-12.pem"},
        "other-host": {"url": "https://notamazon.com/echo.api/echo-api-cert-12.pem"},
        "other-port": {"url": "https://s3.amazonaws.com:563/echo.api/echo-api-cert-12.pem"},
        "wrong-path": {"url": "https://s3.amazonaws.com/EcHo.aPi/echo-api-cert-12.pem"},
        "path-escape": {"url": "https://s3.amazonaws.com/echo.api/../invalid.path/echo-api-cert-12.pem"},
        "signature-not-base64": {"headers": {"Signature-256": "%%%not base64%%%"}},
        "signed-by-another-key": {"signer": leaf(pki.intermediate)},
        "body-changed": {"body": body_of(good).replace(b"LaunchRequest", b"LaunchRequest ")},
        "expired-certificate": {"url": "https://s3.amazonaws.com/echo.api/expired.pem", "signer": certificates.signers["expired"]},  # type: ignore[attr-defined]
        "not-yet-valid-certificate": {
            "url": "https://s3.amazonaws.com/echo.api/not-yet-valid.pem",
            "signer": certificates.signers["future"],
        },  # type: ignore[attr-defined]
        "chain-without-intermediate": {"url": "https://s3.amazonaws.com/echo.api/no-intermediate.pem"},
        "certificate-for-another-name": {"url": "https://s3.amazonaws.com/echo.api/other-san.pem"},
        "untrusted-chain": {"url": "https://s3.amazonaws.com/echo.api/untrusted.pem"},
        "not-a-certificate": {"url": "https://s3.amazonaws.com/echo.api/not-pem.pem"},
        "too-old": {"envelope": old},
        "from-the-future": {"envelope": future},
        "another-skill": {"envelope": anything("what's the weather in tokyo", skill_id="amzn1.ask.skill.someone-else")},
    }
    return {"envelope": good, "signer": signer, "url": GOOD_URL, "headers": None, "body": None, **cases[case]}


BAD_CASES = [
    "no-signature",
    "no-cert-url",
    "http-url",
    "other-host",
    "other-port",
    "wrong-path",
    "path-escape",
    "signature-not-base64",
    "signed-by-another-key",
    "body-changed",
    "expired-certificate",
    "not-yet-valid-certificate",
    "chain-without-intermediate",
    "certificate-for-another-name",
    "untrusted-chain",
    "not-a-certificate",
    "too-old",
    "from-the-future",
    "another-skill",
]


EXPECTED_REASON = {
    "no-signature": "Signature-256 header is missing",
    "no-cert-url": "SignatureCertChainUrl header is missing",
    "http-url": "must use https",
    "other-host": "must be on s3.amazonaws.com",
    "other-port": "must use port 443",
    "wrong-path": "path must start with /echo.api/",
    "path-escape": "path must start with /echo.api/",
    "signature-not-base64": "not base64",
    "signed-by-another-key": "does not match the request body",
    "body-changed": "does not match the request body",
    "expired-certificate": "not valid now",
    "not-yet-valid-certificate": "not valid now",
    "chain-without-intermediate": "trusted root",
    "certificate-for-another-name": "not for echo-api.amazon.com",
    "untrusted-chain": "trusted root",
    "not-a-certificate": "not PEM",
    "too-old": "more than 150 s from now",
    "from-the-future": "more than 150 s from now",
    "another-skill": "another skill",
}


@pytest.mark.parametrize("case", BAD_CASES)
async def test_an_unverifiable_request_gets_400_and_nothing_is_stored(
    skill: ParleyHarness, pki: AlexaPki, certificates: StaticFiles, case: str
) -> None:
    bad = _tamper(case, pki, certificates)
    status, body = await send(skill, bad["envelope"], bad["signer"], bad["url"], bad["headers"], bad["body"])
    assert status == 400, body
    assert body["error"]["code"] == "InvalidSignature"
    assert EXPECTED_REASON[case] in body["error"]["message"]
    assert await skill.parley.store.conversations.count_documents({}) == 0


async def test_an_unreachable_certificate_host_is_a_503(secantus: SecantusProcess, pki: AlexaPki, tmp_path: Path) -> None:
    roots = tmp_path / "roots.pem"
    roots.write_bytes(pki.roots_pem())
    settings = AlexaSettings(trust_roots=roots, cert_mirror="http://127.0.0.1:9", cert_timeout_s=1)
    async with running_parley(secantus, {"alexa": settings}) as running:
        status, body = await send(running, launch(), pki.signer)
    assert status == 503, body


async def test_verification_is_off_only_when_explicitly_switched_off(secantus: SecantusProcess) -> None:
    async with running_parley(secantus, {"alexa": AlexaSettings(verify=False)}) as running:
        response = await running.client.post("/api/alexa", json=anything("what's the weather in tokyo"))
        assert response.status == 200
        assert "Tokyo" in (await response.json())["response"]["outputSpeech"]["ssml"]
    async with running_parley(secantus, {}) as default:
        response = await default.client.post("/api/alexa", json=anything("what's the weather in tokyo"))
        assert response.status == 400


async def test_a_database_outage_is_spoken_as_an_apology() -> None:
    from aiohttp.test_utils import TestClient, TestServer

    from parley.app.bots import load_bot
    from parley.channels.app import create_app
    from parley.channels.config import ChannelConfig
    from parley.core.conversation import ConversationService
    from parley.core.store import StoreUnavailable
    from parley.storage.memory import MemoryConversationStore

    class Unreachable(MemoryConversationStore):
        async def load(self, conversation_id: str, *, activities: bool = True) -> Any:
            raise StoreUnavailable("connection refused")

    service = ConversationService(load_bot(None, None), Unreachable())
    app = create_app(service, ChannelConfig(alexa=AlexaSettings(verify=False)), "signing-key")
    async with TestClient(TestServer(app)) as client:
        response = await client.post("/api/alexa", json=anything("what's the weather in tokyo"))
        assert response.status == 200
        body = (await response.json())["response"]
    assert said(body).startswith("Sorry, I can&apos;t reach my memory right now")
    assert body["shouldEndSession"] is True
