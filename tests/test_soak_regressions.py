"""What the soak's attackers found costly, each bounded: long messages, history sizes, summary requests,
Alexa certificate fetches and over-long arrays in request bodies."""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from collections.abc import AsyncIterator, Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from parley.channels.alexa.settings import AlexaSettings
from parley.channels.alexa.verify import (
    AlexaRequestVerifier,
    CertificateUnavailable,
    FetchesBusy,
    HttpCertificateFetcher,
    VerificationFailed,
)
from parley.channels.json_body import parse_json_document
from parley.channels.limits import LIMITS, InputRejected
from parley.channels.ratelimit import RateLimits, TokenBuckets
from parley.core.conversation import ConversationService, should_ask
from parley.core.demo import build_demo_bot
from parley.core.engine import MAX_READ_CHARS, MAX_READ_CLAUSES, UNREAD_NOTE, Engine
from parley.core.history import TOKENS, HistoryBudget, Summary, SummaryPlan, count_words, history_size, turn_text
from parley.core.state import ConversationState
from parley.core.turn import Turn
from parley.storage.memory import MemoryConversationStore

from .alexa_certs import AlexaPki, body_of, sign
from .alexa_requests import SKILL_ID, launch
from .conftest import ParleyHarness, running_parley
from .loopback import StaticFiles
from .servers import SecantusProcess

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
GOOD_PATH = "/echo.api/echo-api-cert.pem"
GOOD_URL = "https://s3.amazonaws.com" + GOOD_PATH


def flood(chars: int = 10_000) -> str:
    """Short sentences ("aaa. aab. aac. …") up to `chars` characters: thousands of clauses in one message."""
    words = (f"{a}{b}{c}" for a in "abcdefghij" for b in "abcdefghijklmnopqrstuvwxyz" for c in "abcdefghijklmnopqrstuvwxyz")
    text = ""
    for word in words:
        if len(text) + len(word) + 2 > chars:
            break
        text += f"{word}. "
    return text


# --- understanding reads a bounded part of a message -------------------------------------------------


def test_a_flood_of_short_sentences_is_read_only_up_to_the_clause_limit() -> None:
    engine = Engine(build_demo_bot().model)
    text = flood()
    assert len(text) <= LIMITS.text_chars and text.count(".") > 2 * MAX_READ_CLAUSES
    reading = engine.read(text)
    assert reading.clauses_read == MAX_READ_CLAUSES and reading.cut
    understanding = engine.understand(ConversationState(), text, T0)
    assert understanding.cut
    interpretation = understanding.interpretation()
    assert interpretation["readOnly"] == {"clauses": MAX_READ_CLAUSES, "maxClauses": MAX_READ_CLAUSES, "maxCharacters": MAX_READ_CHARS}
    assert f"only the first {MAX_READ_CLAUSES} clauses" in interpretation["reason"]


def test_one_endless_clause_is_read_only_up_to_the_character_limit() -> None:
    engine = Engine(build_demo_bot().model)
    reading = engine.read("weather in tokyo " + "and " * 2_400)
    assert reading.cut and reading.clauses_read == 1


def test_a_message_within_the_limits_is_read_whole() -> None:
    engine = Engine(build_demo_bot().model)
    understanding = engine.understand(ConversationState(), "What's the weather in Tokyo? And in Kyoto.", T0)
    assert not understanding.cut and understanding.clauses_read == 3
    assert "readOnly" not in understanding.interpretation()
    assert {m.value for m in understanding.mentions} >= {"Tokyo", "Kyoto"}


async def test_the_reply_to_a_long_message_says_only_its_beginning_was_read() -> None:
    service = ConversationService(build_demo_bot(), MemoryConversationStore())
    await service.start("c", "u", "test", T0)
    long = await service.handle(Turn("test", "c", "u", "What's the weather in Tokyo? " + flood(9_000), T0), T0)
    assert long.reply.text.endswith(UNREAD_NOTE) and "Tokyo" in long.reply.text
    short = await service.handle(Turn("test", "c", "u", "What about Kyoto?", T0), T0)
    assert UNREAD_NOTE not in short.reply.text


# --- history sizes are sums of stored counts ---------------------------------------------------------


def test_history_size_sums_the_stored_counts_and_counts_only_entries_without_one() -> None:
    counted: list[str] = []

    def count(text: str) -> int:
        counted.append(text)
        return count_words(text)

    old = {"n": 1, "user": "hello there", "bot": "hi"}  # stored before counts were kept
    new = {"n": 2, "user": "what about Kyoto?", "bot": "sunny", TOKENS: 1000}
    assert history_size([old, new], Summary("a b c"), count) == 3 + count_words(turn_text(old)) + 1000
    assert counted == ["a b c", turn_text(old)]  # the entry with a count is not counted again


async def test_each_stored_turn_keeps_its_count_and_old_entries_are_counted_once() -> None:
    store = MemoryConversationStore()
    service = ConversationService(build_demo_bot(), store)
    await service.start("c", "u", "test", T0)
    await service.handle(Turn("test", "c", "u", "What's the weather in Tokyo?", T0), T0)
    stored = await store.load("c", activities=False)
    assert stored is not None
    history = tuple({k: v for k, v in entry.items() if k != TOKENS} for entry in stored.state.history)  # as stored before counts
    await store.save(stored.evolve(version=stored.version + 1, state=replace(stored.state, history=history)), stored.version)
    await service.handle(Turn("test", "c", "u", "What about Kyoto?", T0), T0)
    after = await store.load("c", activities=False)
    assert after is not None
    assert len(after.state.history) == 2
    assert all(entry[TOKENS] == count_words(turn_text(entry)) for entry in after.state.history)
    assert after.state.history_tokens == sum(entry[TOKENS] for entry in after.state.history)


# --- one summary request at a time -------------------------------------------------------------------

BUDGET = HistoryBudget(max_turns=6, max_tokens=100, keep_recent=2)


def plan(up_to: int) -> SummaryPlan:
    return SummaryPlan("c", 0, up_to, (), "")


def test_no_new_summary_request_while_one_is_pending() -> None:
    pending = ConversationState(summary_requested=5, summary=Summary(up_to=0))
    assert not should_ask(pending, plan(6), BUDGET)
    assert not should_ask(pending, plan(8), BUDGET)
    assert should_ask(pending, plan(9), BUDGET)  # a budget's worth of turns later: that job was lost, ask again
    done = ConversationState(summary_requested=5, summary=Summary(up_to=5))
    assert should_ask(done, plan(6), BUDGET)
    assert not should_ask(done, plan(5), BUDGET)


async def test_a_flood_of_turns_asks_for_a_summary_once_per_budget_not_once_per_turn() -> None:
    asked: list[int] = []

    async def request_summary(job: SummaryPlan) -> None:  # nobody summarizes: every request stays pending
        asked.append(job.up_to)

    service = ConversationService(build_demo_bot(), MemoryConversationStore(), budget=BUDGET, request_summary=request_summary)
    await service.start("c", "u", "test", T0)
    for n in range(30):
        await service.handle(Turn("test", "c", "u", f"long message {n} " + "word " * 40, T0), T0)
    await service.settled()
    assert asked and len(asked) <= 30 // (BUDGET.max_turns - BUDGET.keep_recent) + 1
    assert asked == sorted(set(asked))


# --- Alexa certificate fetches -----------------------------------------------------------------------


@pytest.fixture(scope="module")
def pki() -> AlexaPki:
    return AlexaPki.create()


def now_s() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


def request_naming(url: str, pki: AlexaPki, now: datetime, **envelope: Any) -> tuple[dict[str, str], bytes, dict[str, Any]]:
    body = body_of(launch(now=now, **envelope))
    return {"SignatureCertChainUrl": url, "Signature-256": sign(body, pki.signer)}, body, json.loads(body)


class HeldFetches:
    """A certificate host whose answers wait until the test releases them, counting the URLs asked for."""

    def __init__(self, answer: bytes | None) -> None:
        self.answer = answer
        self.fetches: Counter[str] = Counter()
        self.release = asyncio.Event()

    async def fetch(self, url: str) -> bytes:
        self.fetches[url] += 1
        await self.release.wait()
        if self.answer is None:
            raise VerificationFailed("the certificate URL answered 404")
        return self.answer


def cert_url(n: int) -> str:
    return f"https://s3.amazonaws.com/echo.api/echo-api-cert-{n}.pem"


async def test_at_most_four_certificate_fetches_run_at_once_and_the_fifth_is_refused_at_once(pki: AlexaPki) -> None:
    now = now_s()
    host = HeldFetches(pki.chain())
    verifier = AlexaRequestVerifier(host, [pki.root.cert], SKILL_ID)
    held = [asyncio.ensure_future(verifier.verify(*request_naming(cert_url(n), pki, now), now)) for n in range(4)]
    for _ in range(5):
        await asyncio.sleep(0)
    assert verifier.fetches_in_flight == 4
    with pytest.raises(FetchesBusy):
        async with asyncio.timeout(10):  # refused at once: without the cap it would wait on the held host
            await verifier.verify(*request_naming(cert_url(99), pki, now), now)
    assert sum(host.fetches.values()) == 4
    same = asyncio.ensure_future(verifier.verify(*request_naming(cert_url(0), pki, now), now))  # joins the fetch in flight
    host.release.set()
    assert await asyncio.gather(*held, same) == [None] * 5
    assert sum(host.fetches.values()) == 4 and verifier.fetches_in_flight == 0


async def test_a_missing_certificate_is_fetched_once_and_remembered_within_bounds(pki: AlexaPki) -> None:
    now = now_s()
    host = HeldFetches(None)
    host.release.set()
    verifier = AlexaRequestVerifier(host, [pki.root.cert], SKILL_ID, max_failed=8)
    for _ in range(20):
        with pytest.raises(VerificationFailed, match="404"):
            await verifier.verify(*request_naming(cert_url(1), pki, now), now)
    assert host.fetches == Counter({cert_url(1): 1})
    for n in range(2, 40):
        with pytest.raises(VerificationFailed):
            await verifier.verify(*request_naming(cert_url(n), pki, now), now)
    assert verifier.failed_urls == 8


async def test_a_stale_request_is_refused_before_any_fetch(pki: AlexaPki) -> None:
    now = now_s()
    host = HeldFetches(pki.chain())
    host.release.set()
    verifier = AlexaRequestVerifier(host, [pki.root.cert], SKILL_ID)
    with pytest.raises(VerificationFailed, match="timestamp"):
        await verifier.verify(*request_naming(GOOD_URL, pki, now - timedelta(minutes=10)), now)
    with pytest.raises(VerificationFailed, match="another skill"):
        await verifier.verify(*request_naming(GOOD_URL, pki, now, skill_id="amzn1.ask.skill.someone-else"), now)
    assert not host.fetches


@pytest.fixture(scope="module")
def certificates(pki: AlexaPki) -> Iterator[StaticFiles]:
    server = StaticFiles({GOOD_PATH: pki.chain()}).start()
    yield server
    server.stop()


async def test_the_http_fetcher_fails_verification_on_a_4xx_and_is_unavailable_on_a_5xx(certificates: StaticFiles) -> None:
    fetcher = HttpCertificateFetcher(timeout_s=5, mirror=certificates.url)
    try:
        with pytest.raises(VerificationFailed, match="answered 404"):
            await fetcher.fetch(cert_url(12345))
    finally:
        await fetcher.close()
    down = HttpCertificateFetcher(timeout_s=1, mirror="http://127.0.0.1:9")
    try:
        with pytest.raises(CertificateUnavailable):
            await down.fetch(GOOD_URL)
    finally:
        await down.close()


@pytest.fixture
async def skill(secantus: SecantusProcess, pki: AlexaPki, certificates: StaticFiles, tmp_path: Path) -> AsyncIterator[ParleyHarness]:
    roots = tmp_path / "roots.pem"
    roots.write_bytes(pki.roots_pem())
    settings = AlexaSettings(skill_id=SKILL_ID, trust_roots=roots, cert_mirror=certificates.url)
    async with running_parley(secantus, {"debug": False, "alexa": settings}) as running:
        running.clock.now = now_s()
        yield running


async def test_a_certificate_url_that_does_not_exist_is_a_400_not_a_503(
    skill: ParleyHarness, pki: AlexaPki, certificates: StaticFiles
) -> None:
    headers, body, _ = request_naming(cert_url(4242), pki, skill.clock.now)
    for _ in range(3):
        response = await skill.client.post("/api/alexa", data=body, headers={"Content-Type": "application/json", **headers})
        answer = await response.json()
        assert response.status == 400, answer
        assert answer["error"]["code"] == "InvalidSignature"
    assert certificates.hits["/echo.api/echo-api-cert-4242.pem"] == 1  # the failure is remembered, not fetched again


# --- count limits come before the walk of a request body ---------------------------------------------


def test_an_over_long_attachments_array_is_refused_by_its_count_before_its_values_are_walked() -> None:
    attachment: dict[str, Any] = {"contentType": "text/plain", "content": "x"}
    body = {"type": "message", "text": "hi", "attachments": [attachment] * 1999 + [{"n": 2**70}]}
    with pytest.raises(InputRejected, match=f"'attachments' has more than the limit of {LIMITS.attachments} elements"):
        parse_json_document(json.dumps(body).encode())
    within = {"type": "message", "text": "hi", "attachments": [{"n": 2**70}]}
    with pytest.raises(InputRejected, match="64-bit"):
        parse_json_document(json.dumps(within).encode())


# --- text a conversation may send in a minute --------------------------------------------------------


def test_a_conversation_sending_long_messages_is_limited_by_their_characters() -> None:
    limits = RateLimits()
    text = TokenBuckets(limits.text_chars_per_conversation)
    assert text.take("c", 0.0, 10_000) == 0.0 and text.take("c", 0.0, 10_000) == 0.0
    assert text.take("c", 0.0, 10_000) > 0  # a third 10,000-character message in the same minute waits
    assert text.take("other", 0.0, 10_000) == 0.0  # another conversation has its own allowance
    short = TokenBuckets(limits.text_chars_per_conversation)
    assert all(short.take("c", n, 60) == 0.0 for n in range(120))  # a user typing a question a second is never held
    assert RateLimits.off().text_chars_per_conversation == 0
