"""Alexa: every verification rule checked on the verifier itself (the headers, the raw body and the time
it is given), with certificate chains from a CA made in the test; and POST /api/alexa end to end, where
realistic envelopes signed by that CA are answered and an unverifiable one is refused with nothing stored.

Every request is stamped with the same instant, `now`, that its check is given (the verifier's argument,
or the test server's clock), so no case depends on how long the tests take."""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.request
from collections import Counter
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit
from xml.sax.saxutils import escape

import pytest

from parley.app.settings import Settings
from parley.channels.alexa.settings import AlexaSettings
from parley.channels.alexa.verify import AlexaRequestVerifier, CertificateUnavailable, VerificationFailed

from .alexa_certs import AlexaPki, Issued, _ca, body_of, leaf, sign
from .alexa_requests import PERSON_ID, SKILL_ID, USER_ID, anything, intent, launch, session_ended, slot
from .conftest import ParleyHarness, running_parley
from .loopback import StaticFiles
from .servers import ParleyProcess, SecantusProcess

GOOD_URL = "https://s3.amazonaws.com/echo.api/echo-api-cert-12.pem"
GOOD_PATH = urlsplit(GOOD_URL).path


@pytest.fixture(scope="module")
def pki() -> AlexaPki:
    return AlexaPki.create()


@pytest.fixture(scope="module")
def now() -> datetime:
    """The instant the requests are stamped with and checked at: whole seconds, as Alexa's timestamps are."""
    return datetime.now(UTC).replace(microsecond=0)


@dataclass(frozen=True)
class Chains:
    """The PEM files of the certificate bucket by path, the signers of the ones not valid now, and a
    signer whose certificate is not the one the request names."""

    files: dict[str, bytes]
    expired: Issued
    future: Issued
    impostor: Issued


@pytest.fixture(scope="module")
def chains(pki: AlexaPki) -> Chains:
    expired = leaf(pki.intermediate, valid_from=timedelta(days=-400), valid_for=timedelta(days=30))
    future = leaf(pki.intermediate, valid_from=timedelta(days=2))
    stranger = _ca("Somebody Else's Root")
    files = {
        GOOD_PATH: pki.chain(),
        "/echo.api/expired.pem": pki.chain(expired),
        "/echo.api/other-san.pem": pki.chain(leaf(pki.intermediate, san="evil.example.com")),
        "/echo.api/untrusted.pem": leaf(stranger).pem() + stranger.pem(),
        "/echo.api/not-pem.pem": b"this is not a certificate",
        "/echo.api/not-yet-valid.pem": pki.chain(future),
        "/echo.api/no-intermediate.pem": pki.signer.pem(),
    }
    return Chains(files, expired, future, leaf(pki.intermediate))


class ChainFiles:
    """Answers certificate fetches from `Chains.files` by the URL's path, as the bucket would, and counts them."""

    def __init__(self, files: dict[str, bytes]) -> None:
        self.files = files
        self.fetches: Counter[str] = Counter()

    async def fetch(self, url: str) -> bytes:
        path = urlsplit(url).path
        self.fetches[path] += 1
        if path not in self.files:
            raise CertificateUnavailable(f"{url} answered 404")
        return self.files[path]


@pytest.fixture
def bucket(chains: Chains) -> ChainFiles:
    return ChainFiles(chains.files)


@pytest.fixture
def verifier(pki: AlexaPki, bucket: ChainFiles) -> AlexaRequestVerifier:
    return AlexaRequestVerifier(bucket, [pki.root.cert], SKILL_ID)


def signed(
    envelope: dict[str, Any], signer: Issued, url: str = GOOD_URL, headers: dict[str, str | None] | None = None, body: bytes | None = None
) -> tuple[dict[str, str], bytes, dict[str, Any]]:
    """What Alexa sends for `envelope`: the headers, the raw body (`body` replaces it after signing) and
    the body parsed, as the endpoint hands them to the verifier."""
    raw = body if body is not None else body_of(envelope)
    sent: dict[str, str | None] = {"SignatureCertChainUrl": url, "Signature-256": sign(body_of(envelope), signer)}
    sent.update(headers or {})
    return {k: v for k, v in sent.items() if v is not None}, raw, json.loads(raw)


def _without_timestamp(envelope: dict[str, Any]) -> dict[str, Any]:
    del envelope["request"]["timestamp"]
    return envelope


def _with_timestamp(envelope: dict[str, Any], stamp: str) -> dict[str, Any]:
    envelope["request"]["timestamp"] = stamp
    return envelope


def _tamper(case: str, pki: AlexaPki, chains: Chains, now: datetime) -> dict[str, Any]:
    """What to send for each bad case: the envelope, the signer, and header/body overrides."""
    good = launch(now=now)
    cases: dict[str, dict[str, Any]] = {
        "no-signature": {"headers": {"Signature-256": None}},
        "no-cert-url": {"headers": {"SignatureCertChainUrl": None}},
        "http-url": {"url": "http://s3.amazonaws.com/echo.api/echo-api-cert-12.pem"},
        "other-host": {"url": "https://notamazon.com/echo.api/echo-api-cert-12.pem"},
        "other-port": {"url": "https://s3.amazonaws.com:563/echo.api/echo-api-cert-12.pem"},
        "wrong-path": {"url": "https://s3.amazonaws.com/EcHo.aPi/echo-api-cert-12.pem"},
        "path-escape": {"url": "https://s3.amazonaws.com/echo.api/../invalid.path/echo-api-cert-12.pem"},
        "signature-not-base64": {"headers": {"Signature-256": "%%%not base64%%%"}},
        "signed-by-another-key": {"signer": chains.impostor},
        "body-changed": {"body": body_of(good).replace(b"LaunchRequest", b"LaunchRequest ")},
        "expired-certificate": {"url": "https://s3.amazonaws.com/echo.api/expired.pem", "signer": chains.expired},
        "not-yet-valid-certificate": {"url": "https://s3.amazonaws.com/echo.api/not-yet-valid.pem", "signer": chains.future},
        "chain-without-intermediate": {"url": "https://s3.amazonaws.com/echo.api/no-intermediate.pem"},
        "certificate-for-another-name": {"url": "https://s3.amazonaws.com/echo.api/other-san.pem"},
        "untrusted-chain": {"url": "https://s3.amazonaws.com/echo.api/untrusted.pem"},
        "not-a-certificate": {"url": "https://s3.amazonaws.com/echo.api/not-pem.pem"},
        "too-old": {"envelope": launch(now=now - timedelta(seconds=151))},
        "from-the-future": {"envelope": launch(now=now + timedelta(seconds=151))},
        "no-timestamp": {"envelope": _without_timestamp(launch(now=now))},
        "timestamp-not-iso": {"envelope": _with_timestamp(launch(now=now), "yesterday at noon")},
        "another-skill": {"envelope": anything("what's the weather in tokyo", skill_id="amzn1.ask.skill.someone-else", now=now)},
    }
    return {"envelope": good, "signer": pki.signer, "url": GOOD_URL, "headers": None, "body": None, **cases[case]}


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
    "no-timestamp": "has no timestamp",
    "timestamp-not-iso": "not ISO 8601",
    "another-skill": "another skill",
}


async def test_a_request_signed_by_alexa_is_verified(verifier: AlexaRequestVerifier, pki: AlexaPki, now: datetime) -> None:
    for envelope in (launch(now=now), anything("what's the weather in tokyo", person=True, now=now), session_ended(now=now)):
        await verifier.verify(*signed(envelope, pki.signer), now)  # raises if refused


@pytest.mark.parametrize("case", list(EXPECTED_REASON))
async def test_an_unverifiable_request_is_refused_with_its_reason(
    verifier: AlexaRequestVerifier, pki: AlexaPki, chains: Chains, now: datetime, case: str
) -> None:
    bad = _tamper(case, pki, chains, now)
    with pytest.raises(VerificationFailed) as refused:
        await verifier.verify(*signed(bad["envelope"], bad["signer"], bad["url"], bad["headers"], bad["body"]), now)
    assert EXPECTED_REASON[case] in str(refused.value)


@pytest.mark.parametrize("offset_s, accepted", [(-150, True), (-151, False), (150, True), (151, False)])
async def test_the_timestamp_may_be_at_most_150_seconds_from_now(
    verifier: AlexaRequestVerifier, pki: AlexaPki, now: datetime, offset_s: int, accepted: bool
) -> None:
    request = signed(launch(now=now + timedelta(seconds=offset_s)), pki.signer)
    if accepted:
        await verifier.verify(*request, now)
    else:
        with pytest.raises(VerificationFailed, match="more than 150 s from now"):
            await verifier.verify(*request, now)


async def test_the_certificate_chain_is_fetched_once_and_cached_until_the_leaf_expires(
    verifier: AlexaRequestVerifier, bucket: ChainFiles, pki: AlexaPki, now: datetime
) -> None:
    for seconds in (0, 60, 3600):
        later = now + timedelta(seconds=seconds)
        await verifier.verify(*signed(launch(now=later), pki.signer), later)
    assert bucket.fetches[GOOD_PATH] == 1
    past_expiry = pki.signer.cert.not_valid_after_utc + timedelta(seconds=1)
    with pytest.raises(VerificationFailed, match="not valid now"):
        await verifier.verify(*signed(launch(now=past_expiry), pki.signer), past_expiry)
    assert bucket.fetches[GOOD_PATH] == 2  # the cached leaf had expired, so the chain was fetched again


# --- POST /api/alexa end to end ---------------------------------------------------------------------


@pytest.fixture(scope="module")
def certificates(pki: AlexaPki) -> Iterator[StaticFiles]:
    server = StaticFiles({GOOD_PATH: pki.chain()}).start()
    yield server
    server.stop()


@pytest.fixture
async def skill(
    secantus: SecantusProcess, pki: AlexaPki, certificates: StaticFiles, now: datetime, tmp_path: Path
) -> AsyncIterator[ParleyHarness]:
    roots = tmp_path / "roots.pem"
    roots.write_bytes(pki.roots_pem())
    settings = AlexaSettings(skill_id=SKILL_ID, trust_roots=roots, cert_mirror=certificates.url)
    async with running_parley(secantus, {"debug": False, "alexa": settings}) as running:
        running.clock.now = now  # the clock the endpoint verifies with
        yield running


async def send(harness: ParleyHarness, envelope: dict[str, Any], signer: Issued) -> tuple[int, Any]:
    headers, body, _ = signed(envelope, signer)
    response = await harness.client.post("/api/alexa", data=body, headers={"Content-Type": "application/json", **headers})
    return response.status, await response.json()


async def speak(harness: ParleyHarness, pki: AlexaPki, envelope: dict[str, Any]) -> dict[str, Any]:
    status, body = await send(harness, envelope, pki.signer)
    assert status == 200, body
    return body["response"]


def said(response: dict[str, Any]) -> str:
    ssml = response["outputSpeech"]["ssml"]
    assert ssml.startswith("<speak>") and ssml.endswith("</speak>")
    return ssml[len("<speak>") : -len("</speak>")]


def as_ssml(text: str) -> str:
    return escape(text, {"'": "&apos;", '"': "&quot;"})


async def test_launch_greets_and_keeps_the_session_open(skill: ParleyHarness, pki: AlexaPki, now: datetime) -> None:
    response = await speak(skill, pki, launch(now=now))
    assert said(response) == as_ssml(skill.parley.service.bot.model.greeting or "")
    assert said(response).startswith("Hi! I&apos;m Parley&apos;s demo bot.")
    assert response["shouldEndSession"] is False
    assert "reprompt" in response


async def test_intents_with_slots_and_the_catch_all_share_one_short_term_memory(skill: ParleyHarness, pki: AlexaPki, now: datetime) -> None:
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
            now=now,
        ),
    )
    assert said(weather) == "Current weather in Tokyo: 22°C and clear skies."
    assert weather["card"] == {"type": "Standard", "title": "Weather in Tokyo", "text": "Current weather in Tokyo: 22°C and clear skies."}
    assert weather["shouldEndSession"] is False
    kyoto = await speak(skill, pki, anything("what about kyoto", now=now))
    assert said(kyoto) == "Current weather in Kyoto: 20°C and partly cloudy."
    tomorrow = await speak(skill, pki, intent("WeatherIntent", {"date": slot("date", "tomorrow", "tomorrow", "PARLEY_DATE")}, now=now))
    assert said(tomorrow) == "Tomorrow in Kyoto: 17°C with light rain."
    stored = await skill.parley.store.conversations.find_one({"_id": f"alexa:{USER_ID}"})
    assert stored is not None and stored["userId"] == USER_ID


async def test_a_recognised_person_has_their_own_memory(skill: ParleyHarness, pki: AlexaPki, now: datetime) -> None:
    await speak(skill, pki, anything("what's the weather in tokyo", now=now))
    response = await speak(skill, pki, anything("what about tomorrow", person=True, now=now))
    assert said(response).startswith("Sorry")
    assert await skill.parley.store.conversations.find_one({"_id": f"alexa:{PERSON_ID}"}) is not None


async def test_a_slot_alexa_could_not_resolve_passes_on_what_was_said(skill: ParleyHarness, pki: AlexaPki, now: datetime) -> None:
    response = await speak(
        skill,
        pki,
        intent(
            "WeatherIntent",
            {
                "weather": slot("weather", "forecast", None, "PARLEY_WEATHER"),
                "location": slot("location", "paris", None, "PARLEY_LOCATION"),
            },
            now=now,
        ),
    )
    assert "Paris" in said(response)


async def test_stop_says_goodbye_and_ends_the_session(skill: ParleyHarness, pki: AlexaPki, now: datetime) -> None:
    for name in ("AMAZON.StopIntent", "AMAZON.CancelIntent"):
        response = await speak(skill, pki, intent(name, now=now))
        assert said(response) == "Goodbye!" and response["shouldEndSession"] is True and "reprompt" not in response


async def test_session_ended_gets_an_empty_response(skill: ParleyHarness, pki: AlexaPki, now: datetime) -> None:
    status, body = await send(skill, session_ended(now=now), pki.signer)
    assert (status, body) == (200, {"version": "1.0", "response": {}})


async def test_help_explains_and_fallback_apologises_and_both_keep_listening(skill: ParleyHarness, pki: AlexaPki, now: datetime) -> None:
    model = skill.parley.service.bot.model
    fallback = await speak(skill, pki, intent("AMAZON.FallbackIntent", now=now))
    assert said(fallback) == as_ssml(model.fallback)
    assert fallback["shouldEndSession"] is False and "reprompt" in fallback
    help_ = await speak(skill, pki, intent("AMAZON.HelpIntent", now=now))
    [help_reply] = [i.reply for i in model.intents if i.id == "help"]
    assert help_reply and help_reply.startswith("I remember what we talk about.")
    assert said(help_) == as_ssml(help_reply) and help_["card"]["text"] == help_reply
    assert help_["shouldEndSession"] is False


@pytest.mark.parametrize("case", ["signed-by-another-key", "too-old"])
async def test_an_unverifiable_request_gets_400_and_nothing_is_stored(
    skill: ParleyHarness, pki: AlexaPki, chains: Chains, now: datetime, case: str
) -> None:
    envelope, signer = anything("what's the weather in tokyo", now=now), pki.signer
    if case == "signed-by-another-key":
        signer = chains.impostor
    else:  # stamped when the server's own clock says it is 151 s later: the endpoint checks against that clock
        skill.clock.now = now + timedelta(seconds=151)
    status, body = await send(skill, envelope, signer)
    assert status == 400, body
    assert body["error"]["code"] == "InvalidSignature"
    assert EXPECTED_REASON[case] in body["error"]["message"]
    assert await skill.parley.store.conversations.count_documents({}) == 0


async def test_an_unreachable_certificate_host_is_a_503(secantus: SecantusProcess, pki: AlexaPki, tmp_path: Path) -> None:
    roots = tmp_path / "roots.pem"
    roots.write_bytes(pki.roots_pem())
    settings = AlexaSettings(skill_id=SKILL_ID, trust_roots=roots, cert_mirror="http://127.0.0.1:9", cert_timeout_s=1)
    async with running_parley(secantus, {"alexa": settings}) as running:
        status, body = await send(running, launch(now=running.clock.now), pki.signer)
    assert status == 503, body
    assert "cannot fetch Alexa's signing certificate" in body["error"]["message"]


async def test_verification_is_off_only_when_explicitly_switched_off(secantus: SecantusProcess) -> None:
    async with running_parley(secantus, {"alexa": AlexaSettings(verify=False)}) as running:
        response = await running.client.post("/api/alexa", json=anything("what's the weather in tokyo"))
        assert response.status == 200
        assert "Tokyo" in (await response.json())["response"]["outputSpeech"]["ssml"]
    async with running_parley(secantus, {"alexa": AlexaSettings(skill_id=SKILL_ID)}) as verified:
        response = await verified.client.post("/api/alexa", json=anything("what's the weather in tokyo"))
        assert response.status == 400
        assert (await response.json())["error"]["code"] == "InvalidSignature"


async def test_without_a_skill_id_the_endpoint_is_off_and_says_so(secantus: SecantusProcess) -> None:
    async with running_parley(secantus, {}) as default:
        response = await default.client.post("/api/alexa", json=anything("what's the weather in tokyo"))
        assert response.status == 503
        error = (await response.json())["error"]
        assert error["code"] == "AlexaNotConfigured" and error["message"] == "Alexa is not configured on this server."
        assert await default.parley.store.conversations.count_documents({}) == 0


async def test_any_skill_is_answered_only_when_explicitly_allowed(
    secantus: SecantusProcess, pki: AlexaPki, certificates: StaticFiles, now: datetime, tmp_path: Path
) -> None:
    roots = tmp_path / "roots.pem"
    roots.write_bytes(pki.roots_pem())
    settings = AlexaSettings(any_skill=True, trust_roots=roots, cert_mirror=certificates.url)
    async with running_parley(secantus, {"alexa": settings}) as running:
        running.clock.now = now
        response = await speak(running, pki, launch(skill_id="amzn1.ask.skill.someone-else", now=now))
        assert said(response).startswith("Hi!")


async def test_a_certificate_url_leading_out_of_echo_api_is_refused_and_never_fetched(
    skill: ParleyHarness, pki: AlexaPki, certificates: StaticFiles, now: datetime
) -> None:
    certificates.files["/evil-bucket/x.pem"] = pki.chain()  # were it fetched, the chain would pass every other check
    before = dict(certificates.hits)
    for url in (
        "https://s3.amazonaws.com/echo.api/%2e%2e/evil-bucket/x.pem",
        "https://s3.amazonaws.com/echo.api/../evil-bucket/x.pem",
        "https://s3.amazonaws.com/echo.api/%2E%2E/evil-bucket/x.pem",
        f"{GOOD_URL}?copy=1",
    ):
        headers, body, _ = signed(launch(now=now), pki.signer, url)
        response = await skill.client.post("/api/alexa", data=body, headers={"Content-Type": "application/json", **headers})
        answer = await response.json()
        assert response.status == 400, answer
        assert answer["error"]["code"] == "InvalidSignature"
        assert "SignatureCertChainUrl" in answer["error"]["message"]
    assert certificates.hits == before
    assert await skill.parley.store.conversations.count_documents({}) == 0


def serve_env(secantus: SecantusProcess, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PARLEY_", "Microsoft"))}
    return {
        **env,
        "PARLEY_MONGODB_URI": secantus.uri,
        "PARLEY_MONGODB_DATABASE": "alexa_serve",
        "PARLEY_BOT": "demo",
        "PARLEY_SEED_SAMPLE": "0",
        **extra,
    }


def test_parley_serve_without_a_skill_id_says_how_to_turn_alexa_on_and_answers_503(secantus: SecantusProcess, tmp_path: Path) -> None:
    server = ParleyProcess(tmp_path, {})
    server.env = serve_env(secantus)
    server.start()
    try:
        request = urllib.request.Request(f"{server.url}/api/alexa", data=body_of(launch()), headers={"Content-Type": "application/json"})
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(request, timeout=10)
        assert refused.value.code == 503
        assert json.loads(refused.value.read())["error"]["code"] == "AlexaNotConfigured"
        [line] = [line for line in server.log().splitlines() if "Alexa: POST /api/alexa" in line]
        assert "off" in line and "PARLEY_ALEXA_SKILL_ID" in line and "PARLEY_ALEXA_ANY_SKILL=1" in line
    finally:
        assert server.stop() == 0


def test_parley_serve_refuses_a_skill_id_together_with_any_skill(secantus: SecantusProcess, tmp_path: Path) -> None:
    server = ParleyProcess(tmp_path, {})
    server.env = serve_env(secantus, PARLEY_ALEXA_SKILL_ID=SKILL_ID, PARLEY_ALEXA_ANY_SKILL="1")
    process = server.launch()
    try:
        code = process.wait(timeout=60)
    finally:
        server.kill()
    log = server.log()
    assert code != 0, log
    assert "Traceback" not in log
    assert "PARLEY_ALEXA_SKILL_ID and PARLEY_ALEXA_ANY_SKILL=1 contradict each other" in log


def test_the_start_up_log_names_the_skill_or_says_any_skill_is_answered() -> None:
    assert "for skill amzn1.ask.skill.x only" in Settings.from_env({"PARLEY_ALEXA_SKILL_ID": "amzn1.ask.skill.x"}).alexa.describe()
    assert "for any skill" in Settings.from_env({"PARLEY_ALEXA_ANY_SKILL": "1"}).alexa.describe()
    assert not Settings.from_env({}).alexa.enabled
    assert Settings.from_env({"PARLEY_ALEXA_VERIFY": "0"}).alexa.enabled


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
