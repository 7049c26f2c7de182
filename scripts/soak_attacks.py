"""The attackers of the soak (scripts/soak.py), in a process of their own so that their work does not
distort the normal users' latency measured in the soak's process.

    .venv/bin/python scripts/soak_attacks.py --url http://127.0.0.1:PORT --seconds 60 --admin-token T --out attacks.json

Every attack is a loop bounded in count and in time; request-based attacks share one pace (--rate requests a
second in all). Traffic goes only to the given loopback URL, from source addresses 127.0.2.x (one or two per
attack, so the server's per-address limits apply to attackers and never to the soak's normal users). Writes
one JSON object: per attack, the requests sent, the answers by status, the client-side errors, and every 5xx
(attack, endpoint, status, start of the body).
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import json
import os
import random
import resource
import secrets
import string
import sys
import time
from collections import Counter
from collections.abc import Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import aiohttp
import jwt
from cryptography.hazmat.primitives.asymmetric import rsa

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.alexa_requests import anything
from tests.teams_activities import message as teams_message

DEEP = 990
"""Nesting depth of the deep bodies: far past the server's limit, just under what CPython's own parser survives."""

LONG_TEXT_CHARS = 9_995
"""A sentence-flood message: under the 10,000-character limit on text, so it is stored."""

REQUEST_TIMEOUT = aiohttp.ClientTimeout(total=60)

ATTACKS = (
    "oversized",
    "deep-nesting",
    "sentence-flood",
    "unstorable-json",
    "forged-teams",
    "forged-alexa",
    "conversation-flood",
    "admin-probe",
    "idle-connections",
    "slow-bodies",
)


# --- bodies ----------------------------------------------------------------------------------------------
def deep_object(depth: int = DEEP) -> bytes:
    """A message activity whose `value` nests so that the whole body is `depth` levels deep."""
    inner = depth - 1
    return b'{"type": "message", "text": "hi", "value": ' + b'{"a": ' * inner + b"1" + b"}" * inner + b"}"


def deep_array(depth: int = DEEP) -> bytes:
    return b"[" * depth + b"]" * depth


def sentences(start: int, length: int = LONG_TEXT_CHARS) -> str:
    """'aaa. aab. aac. ...' from the `start`th three-letter word, `length` characters at most."""
    letters = string.ascii_lowercase
    words: list[str] = []
    size = 0
    n = start
    while size + 5 <= length:
        a, rest = divmod(n % 26**3, 26 * 26)
        b, c = divmod(rest, 26)
        words.append(f"{letters[a]}{letters[b]}{letters[c]}.")
        size += 5
        n += 1
    return " ".join(words)


def activity(text: str = "What's the weather in Tokyo?", **fields: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "type": "message",
        "from": {"id": "dl_attacker"},
        "text": text,
        "channelData": {"clientActivityID": secrets.token_hex(8)},
    }
    body.update(fields)
    return body


def encoded(body: Any) -> bytes:
    return json.dumps(body).encode()


OVERSIZED: list[tuple[str, bytes]] = [
    ("channelData 200 KB", encoded(activity(channelData={"clientActivityID": "x", "pad": "x" * 200_000}))),
    ("value 240 KB", encoded(activity(value={"blob": "v" * 240_000}))),
    ("body 300 KB", encoded(activity(value={"blob": "v" * 300_000}))),
    ("text 10,001 chars", encoded(activity(text="t" * 10_001))),
    ("2,000 attachments", encoded(activity(attachments=[{"contentType": "text/plain", "content": "x"}] * 2_000))),
    ("2,000 entities", encoded(activity(entities=[{"type": "mention", "text": "x"}] * 2_000))),
    ("from.name 100 KB", encoded({**activity(), "from": {"id": "dl_attacker", "name": "n" * 100_000}})),
    ("locale 10 KB", encoded(activity(locale="en-" + "x" * 10_000))),
]

UNSTORABLE: list[tuple[str, bytes]] = [
    ("lone surrogate in text", b'{"type": "message", "text": "hi \\ud800 there"}'),
    ("lone surrogate in a key", b'{"type": "message", "text": "hi", "value": {"\\udfff": 1}}'),
    ("NUL in a key", b'{"type": "message", "text": "hi", "value": {"a\\u0000b": 1}}'),
    ("NUL in text", b'{"type": "message", "text": "hi\\u0000there"}'),
    ("2^63", b'{"type": "message", "text": "hi", "value": {"n": 9223372036854775808}}'),
    ("-2^63-1", b'{"type": "message", "text": "hi", "value": {"n": -9223372036854775809}}'),
    ("10^400", b'{"type": "message", "text": "hi", "value": {"n": 1' + b"0" * 400 + b"}}"),
    ("NaN", b'{"type": "message", "text": "hi", "value": {"n": NaN}}'),
    ("-Infinity", b'{"type": "message", "text": "hi", "value": {"n": -Infinity}}'),
    ("1e999", b'{"type": "message", "text": "hi", "value": {"n": 1e999}}'),
    ("invalid UTF-8", b'{"type": "message", "text": "hi \xff\xfe there"}'),
    ("control characters in from.id", b'{"type": "message", "text": "hi", "from": {"id": "a\\u0001\\n\\u001b[31m"}}'),
    ("a JSON array", b"[1, 2, 3]"),
    ("a JSON string", b'"message"'),
    ("not JSON", b"type=message&text=hi"),
    ("empty", b""),
]

FORGED_SERVICE_URLS = [
    "https://evil-{r}.example.com/",
    "http://127.0.0.1:9/",
    "http://169.254.169.254/latest/meta-data/",
    "https://smba.trafficmanager.net@evil-{r}.example.com/amer/",
    "https://smba.trafficmanager.net.evil-{r}.example.com/amer/",
    "https://smba.trafficmanager.net:8443/amer/",
    "https://smba.trafficmanager.net/amer/../../evil/",
    "https://smba.trafficmanager.net/amer/",
    "https://{r}.botframework.com/",
]

ALEXA_CERT_URLS = [
    "https://s3.amazonaws.com/echo.api/echo-api-cert-{r}.pem",
    "https://s3.amazonaws.com/echo.api/../echo.api/echo-api-cert.pem",
    "https://s3.amazonaws.com/echo.api/%2e%2e/other/cert.pem",
    "https://s3.amazonaws.com/echo.api/cert.pem?x={r}",
    "https://evil-{r}.example.com/echo.api/cert.pem",
    "http://s3.amazonaws.com/echo.api/cert.pem",
    "https://s3.amazonaws.com:8443/echo.api/cert.pem",
    "https://user@s3.amazonaws.com/echo.api/cert.pem",
    "https://s3.amazonaws.com/ECHO.API/cert.pem",
]


# --- bookkeeping ----------------------------------------------------------------------------------------
@dataclass
class Tally:
    requests: int = 0
    statuses: Counter[str] = field(default_factory=Counter)
    errors: Counter[str] = field(default_factory=Counter)

    def as_json(self) -> dict[str, Any]:
        return {"requests": self.requests, "statuses": dict(self.statuses), "errors": dict(self.errors)}


@dataclass
class Results:
    tallies: dict[str, Tally] = field(default_factory=lambda: {name: Tally() for name in ATTACKS})
    server_errors: list[dict[str, Any]] = field(default_factory=list)
    server_error_count: Counter[str] = field(default_factory=Counter)

    def answer(self, attack: str, endpoint: str, variant: str, status: int, body: bytes) -> None:
        tally = self.tallies[attack]
        tally.statuses[str(status)] += 1
        if status >= 500:
            self.server_error_count[f"{attack} | {endpoint} | {variant} | {status}"] += 1
            if len(self.server_errors) < 50:
                excerpt = body[:300].decode("utf-8", "replace")
                self.server_errors.append({"attack": attack, "endpoint": endpoint, "variant": variant, "status": status, "body": excerpt})

    def error(self, attack: str, problem: BaseException | str) -> None:
        self.tallies[attack].errors[problem if isinstance(problem, str) else type(problem).__name__] += 1


class Pace:
    """At most `rate` starts a second, shared by every request-based attack."""

    def __init__(self, rate: float) -> None:
        self.interval = 1.0 / rate
        self.next_at = time.monotonic()

    async def turn(self) -> None:
        now = time.monotonic()
        self.next_at = max(self.next_at + self.interval, now - 1.0)
        if self.next_at > now:
            await asyncio.sleep(self.next_at - now)


@dataclass
class Target:
    """Where the attacks go and what they know: the server's URL, the admin token, their own conversations."""

    url: str
    admin_token: str
    deadline: float
    results: Results
    pace: Pace
    sessions: dict[str, aiohttp.ClientSession] = field(default_factory=dict)

    @property
    def host(self) -> str:
        return urlsplit(self.url).hostname or "127.0.0.1"

    @property
    def port(self) -> int:
        return urlsplit(self.url).port or 80

    def running(self) -> bool:
        return time.monotonic() < self.deadline

    def session(self, source: str) -> aiohttp.ClientSession:
        if source not in self.sessions:
            connector = aiohttp.TCPConnector(limit=16, local_addr=(source, 0))
            self.sessions[source] = aiohttp.ClientSession(connector=connector, timeout=REQUEST_TIMEOUT)
        return self.sessions[source]

    async def send(
        self,
        attack: str,
        source: str,
        method: str,
        path: str,
        body: bytes | None = None,
        headers: dict[str, str] | None = None,
        endpoint: str | None = None,
        variant: str = "",
    ) -> tuple[int, bytes]:
        """One paced request; (status, body), or (0, b"") when the connection failed."""
        await self.pace.turn()
        tally = self.results.tallies[attack]
        tally.requests += 1
        sent_headers = {"Content-Type": "application/json", **(headers or {})}
        try:
            async with self.session(source).request(method, self.url + path, data=body, headers=sent_headers) as response:
                answer = await response.read()
        except (aiohttp.ClientError, TimeoutError, OSError) as problem:
            self.results.error(attack, problem)
            return 0, b""
        self.results.answer(attack, endpoint or f"{method} {path}", variant, response.status, answer)
        return response.status, answer

    async def conversation(self, attack: str, source: str) -> tuple[str, str] | None:
        """A Direct Line conversation of the attacker's own: (conversation id, token); None when refused."""
        status, answer = await self.send(attack, source, "POST", "/v3/directline/conversations", b"{}")
        if status not in (200, 201):
            return None
        body = json.loads(answer)
        return str(body["conversationId"]), str(body["token"])


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def activities_path(conversation_id: str) -> str:
    return f"/v3/directline/conversations/{conversation_id}/activities"


ACTIVITIES = "POST /v3/directline/conversations/{id}/activities"


async def own_conversation(target: Target, attack: str, source: str) -> tuple[str, str] | None:
    while target.running():
        conversation = await target.conversation(attack, source)
        if conversation is not None:
            return conversation
        await asyncio.sleep(1)
    return None


# --- the attacks ------------------------------------------------------------------------------------------
async def oversized(target: Target, source: str) -> None:
    attack = "oversized"
    conversation = await own_conversation(target, attack, source)
    if conversation is None:
        return
    cid, token = conversation
    for round_ in range(100_000):
        if not target.running():
            return
        variant, body = OVERSIZED[round_ % len(OVERSIZED)]
        await target.send(attack, source, "POST", activities_path(cid), body, bearer(token), ACTIVITIES, variant)
        if round_ % len(OVERSIZED) == 0:
            forged = bearer("forged." + secrets.token_urlsafe(16))
            await target.send(attack, source, "POST", "/api/messages", body, forged, variant=variant)
            await target.send(attack, source, "POST", "/api/alexa", body, alexa_headers(), variant=variant)


async def deep_nesting(target: Target, source: str, admin_source: str) -> None:
    attack = "deep-nesting"
    conversation = await own_conversation(target, attack, source)
    if conversation is None:
        return
    cid, token = conversation
    requests: list[tuple[str, str, dict[str, str], str, str]] = [
        (source, activities_path(cid), bearer(token), ACTIVITIES, "token"),
        (source, "/v3/directline/conversations", {}, "", "no auth"),
        (source, "/v3/directline/conversations", bearer(token), "", "token"),
        (source, "/v3/directline/tokens/generate", {}, "", "no auth"),
        (source, "/v3/directline/tokens/refresh", bearer(token), "", "token"),
        (source, "/api/webchat/token", {}, "", "no auth"),
        (source, "/api/messages", bearer("forged"), "", "forged token"),
        (source, "/api/alexa", alexa_headers(), "", "forged signature"),
        (
            admin_source,
            f"/admin/conversations/{cid}/reset",
            bearer(target.admin_token),
            "POST /admin/conversations/{id}/reset",
            "admin token",
        ),
        (admin_source, f"/admin/conversations/{cid}/reset", {}, "POST /admin/conversations/{id}/reset", "no auth"),
    ]
    for round_ in range(100_000):
        if not target.running():
            return
        where, path, headers, endpoint, auth = requests[round_ % len(requests)]
        body, shape = (deep_object(), "object") if (round_ // len(requests)) % 2 == 0 else (deep_array(), "array")
        await target.send(attack, where, "POST", path, body, headers, endpoint or None, f"{DEEP} levels ({shape}), {auth}")


async def sentence_flood(target: Target, source: str) -> None:
    """10 KB messages into the attacker's own conversations, a new conversation whenever one is refused."""
    attack = "sentence-flood"
    conversation = await own_conversation(target, attack, source)
    start = random.randrange(26**3)
    for round_ in range(100_000):
        if not target.running() or conversation is None:
            return
        cid, token = conversation
        body = encoded(activity(sentences(start + round_ * 7)))
        status, _ = await target.send(attack, source, "POST", activities_path(cid), body, bearer(token), ACTIVITIES, "10 KB of sentences")
        if status == 429:
            conversation = await target.conversation(attack, source) or conversation


async def unstorable_json(target: Target, source: str, admin_source: str) -> None:
    attack = "unstorable-json"
    conversation = await own_conversation(target, attack, source)
    if conversation is None:
        return
    cid, token = conversation
    places: list[tuple[str, str, dict[str, str], str]] = [
        (source, activities_path(cid), bearer(token), ACTIVITIES),
        (source, "/v3/directline/conversations", {}, ""),
        (source, "/v3/directline/tokens/generate", {}, ""),
        (source, "/api/messages", bearer("forged"), ""),
        (source, "/api/alexa", alexa_headers(), ""),
        (admin_source, f"/admin/conversations/{cid}/reset", bearer(target.admin_token), "POST /admin/conversations/{id}/reset"),
    ]
    for round_ in range(100_000):
        if not target.running():
            return
        variant, body = UNSTORABLE[round_ % len(UNSTORABLE)]
        where, path, headers, endpoint = places[(round_ // len(UNSTORABLE)) % len(places)] if round_ % 3 else places[0]
        await target.send(attack, where, "POST", path, body, headers, endpoint or None, variant)


def attacker_key() -> rsa.RSAPrivateKey:
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


def unsigned(claims: dict[str, Any]) -> str:
    """A JWT with "alg": "none" and no signature."""

    def part(value: dict[str, Any]) -> str:
        return base64.urlsafe_b64encode(json.dumps(value).encode()).rstrip(b"=").decode()

    return f"{part({'alg': 'none', 'typ': 'JWT'})}.{part(claims)}."


def forged_tokens(key: rsa.RSAPrivateKey, service_url: str) -> list[tuple[str, dict[str, str]]]:
    now = int(time.time())
    claims = {"iss": "https://api.botframework.com", "aud": "soak-app-id", "serviceurl": service_url, "nbf": now - 10, "exp": now + 3600}
    expired = {**claims, "nbf": now - 7200, "exp": now - 3600}
    return [
        ("no token", {}),
        ("garbage token", bearer(secrets.token_urlsafe(40))),
        ("attacker-signed RS256", bearer(jwt.encode(claims, key, algorithm="RS256", headers={"kid": "test-key-1"}))),
        ("HS256 with a guessed secret", bearer(jwt.encode(claims, "botframework-app-password-guess-0123456789", algorithm="HS256"))),
        ("alg none", bearer(unsigned(claims))),
        ("expired, attacker-signed", bearer(jwt.encode(expired, key, algorithm="RS256", headers={"kid": "test-key-1"}))),
        ("Basic auth", {"Authorization": "Basic " + base64.b64encode(b"admin:admin").decode()}),
    ]


async def forged_teams(target: Target, source: str) -> None:
    attack = "forged-teams"
    key = attacker_key()
    for round_ in range(100_000):
        if not target.running():
            return
        service_url = random.choice(FORGED_SERVICE_URLS).format(r=secrets.token_hex(4))
        tokens = forged_tokens(key, service_url)
        variant, headers = tokens[round_ % len(tokens)]
        body = encoded(teams_message(service_url, "What's the weather in Tokyo?"))
        await target.send(attack, source, "POST", "/api/messages", body, headers, variant=variant)


def alexa_headers(cert_url: str = "https://s3.amazonaws.com/echo.api/echo-api-cert.pem") -> dict[str, str]:
    return {"SignatureCertChainUrl": cert_url, "Signature-256": base64.b64encode(secrets.token_bytes(256)).decode()}


async def forged_alexa(target: Target, source: str) -> None:
    attack = "forged-alexa"
    for round_ in range(100_000):
        if not target.running():
            return
        cert_url = ALEXA_CERT_URLS[round_ % len(ALEXA_CERT_URLS)].format(r=secrets.token_hex(4))
        headers = alexa_headers(cert_url) if round_ % 10 else {}
        body = encoded(anything("what about Kyoto"))
        variant = cert_url.split("://", 1)[-1][:40] if headers else "no signature headers"
        await target.send(attack, source, "POST", "/api/alexa", body, headers, variant=variant)


async def conversation_flood(target: Target, source: str) -> None:
    attack = "conversation-flood"
    paths = ["/v3/directline/conversations", "/v3/directline/tokens/generate", "/api/webchat/token"]
    for round_ in range(100_000):
        if not target.running():
            return
        await target.send(attack, source, "POST", paths[round_ % len(paths)], b"{}")


async def admin_probe(target: Target, source: str) -> None:
    attack = "admin-probe"
    probes: list[tuple[str, str, dict[str, str], str]] = [
        ("GET", "/admin/conversations/dl_x", {}, "GET /admin/conversations/{id}"),
        ("GET", "/admin/conversations/dl_x", bearer(secrets.token_hex(16)), "GET /admin/conversations/{id}"),
        ("DELETE", "/admin/users/dl_x", bearer(secrets.token_hex(16)), "DELETE /admin/users/{id}"),
        ("POST", "/admin/conversations/dl_x/reset", bearer("a" * 10_000), "POST /admin/conversations/{id}/reset"),
    ]
    for round_ in range(100_000):
        if not target.running():
            return
        method, path, headers, endpoint = probes[round_ % len(probes)]
        await target.send(attack, source, method, path, b"{}" if method == "POST" else None, headers, endpoint)


async def read_status(reader: asyncio.StreamReader) -> str:
    """What the server did with a connection: the status of its answer, or 'closed' without one."""
    try:
        first = await reader.readline()
    except (ConnectionError, OSError):
        return "reset"
    parts = first.split()
    return parts[1].decode(errors="replace") if len(parts) >= 2 else "closed"


async def idle_connection(target: Target, source: str, slot: int) -> None:
    """Hold a connection open, sending nothing (even slots) or half a request line and headers (odd slots),
    until the server closes it; then again, until the deadline."""
    attack = "idle-connections"
    tally = target.results.tallies[attack]
    for _ in range(1_000):
        if not target.running():
            return
        try:
            reader, writer = await asyncio.open_connection(target.host, target.port, local_addr=(source, 0))
        except OSError as problem:
            target.results.error(attack, problem)
            await asyncio.sleep(1)
            continue
        tally.requests += 1
        try:
            if slot % 2:
                writer.write(b"POST /v3/directline/conversations HTTP/1.1\r\nHost: 127.0.0.1\r\n")
                await writer.drain()
            remaining = target.deadline - time.monotonic()
            try:
                outcome = await asyncio.wait_for(read_status(reader), max(remaining, 0.01))
            except TimeoutError:
                return
            tally.statuses["headers: " + outcome if slot % 2 else "idle: " + outcome] += 1
            if outcome.isdigit() and int(outcome) >= 500:
                target.results.answer(attack, "(connection)", "half headers" if slot % 2 else "idle", int(outcome), b"")
        finally:
            writer.close()
            with contextlib.suppress(ConnectionError, OSError):
                await writer.wait_closed()


SLOW_TARGETS = [
    ("POST", "/v3/directline/conversations/{cid}/activities", ACTIVITIES),
    ("POST", "/api/messages", "POST /api/messages"),
    ("POST", "/api/alexa", "POST /api/alexa"),
]


async def slow_body(target: Target, source: str, slot: int, conversation: tuple[str, str]) -> None:
    """Headers promising a 200 KB body, then one byte a second, until the server gives up on it."""
    attack = "slow-bodies"
    tally = target.results.tallies[attack]
    cid, token = conversation
    method, path, endpoint = SLOW_TARGETS[slot % len(SLOW_TARGETS)]
    path = path.format(cid=cid)
    for _ in range(1_000):
        if not target.running():
            return
        await target.pace.turn()
        try:
            reader, writer = await asyncio.open_connection(target.host, target.port, local_addr=(source, 0))
        except OSError as problem:
            target.results.error(attack, problem)
            await asyncio.sleep(1)
            continue
        tally.requests += 1
        try:
            head = (
                f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                f"Authorization: Bearer {token}\r\nContent-Length: 200000\r\n\r\n"
            )
            writer.write(head.encode() + b'{"type": "message", "text": "')
            status_task = asyncio.ensure_future(read_status(reader))
            while target.running() and not status_task.done():
                try:
                    writer.write(b"a")
                    await writer.drain()
                except (ConnectionError, OSError):
                    break
                await asyncio.wait({status_task}, timeout=1.0)
            if not status_task.done():
                status_task.cancel()
                return
            outcome = status_task.result()
            tally.statuses[outcome] += 1
            if outcome.isdigit() and int(outcome) >= 500:
                target.results.answer(attack, endpoint, "1 byte/s", int(outcome), b"")
        finally:
            writer.close()
            with contextlib.suppress(ConnectionError, OSError):
                await writer.wait_closed()


# --- the run ----------------------------------------------------------------------------------------------
def source(attack: str, second: bool = False) -> str:
    """The attacker's own loopback source address for one attack."""
    index = ATTACKS.index(attack) + 1
    return f"127.0.2.{index + 100 if second else index}"


async def attack_all(args: argparse.Namespace) -> Results:
    results = Results()
    target = Target(args.url, args.admin_token, time.monotonic() + args.seconds, results, Pace(args.rate))
    admin_source = source("admin-probe", second=True)
    try:
        slow_conversation = await own_conversation(target, "slow-bodies", source("slow-bodies")) if args.slow_bodies else None
        chosen = set(args.attacks.split(",")) if args.attacks else set(ATTACKS)
        jobs: list[tuple[str, Coroutine[Any, Any, None]]] = [
            ("oversized", oversized(target, source("oversized"))),
            ("deep-nesting", deep_nesting(target, source("deep-nesting"), admin_source)),
            ("sentence-flood", sentence_flood(target, source("sentence-flood"))),
            ("sentence-flood", sentence_flood(target, source("sentence-flood", second=True))),
            ("unstorable-json", unstorable_json(target, source("unstorable-json"), admin_source)),
            ("forged-teams", forged_teams(target, source("forged-teams"))),
            ("forged-alexa", forged_alexa(target, source("forged-alexa"))),
            ("conversation-flood", conversation_flood(target, source("conversation-flood"))),
            ("admin-probe", admin_probe(target, source("admin-probe"))),
        ]
        jobs += [("idle-connections", idle_connection(target, source("idle-connections"), slot)) for slot in range(args.idle_connections)]
        if slow_conversation is not None:
            jobs += [("slow-bodies", slow_body(target, source("slow-bodies"), slot, slow_conversation)) for slot in range(args.slow_bodies)]
        chosen_jobs: list[Coroutine[Any, Any, None]] = []
        for name, job in jobs:
            if name in chosen:
                chosen_jobs.append(job)
            else:
                job.close()
        limit = args.seconds + 30
        try:
            await asyncio.wait_for(asyncio.gather(*chosen_jobs), limit)
        except TimeoutError:
            results.error("idle-connections", f"attacks still running {limit:.0f} s after the start were cancelled")
    finally:
        for session in target.sessions.values():
            await session.close()
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", required=True, help="the server, on loopback")
    parser.add_argument("--seconds", type=float, required=True, help="how long the attacks last")
    parser.add_argument("--admin-token", required=True)
    parser.add_argument("--out", type=Path, required=True, help="where to write the JSON results")
    parser.add_argument("--rate", type=float, default=80.0, help="requests a second, all request-based attacks together")
    parser.add_argument("--idle-connections", type=int, default=300)
    parser.add_argument("--slow-bodies", type=int, default=40)
    parser.add_argument("--attacks", help=f"comma-separated, some of: {', '.join(ATTACKS)} (default: all)")
    parser.add_argument("--nice", type=int, default=0, help="lower this process's CPU priority by this much")
    args = parser.parse_args()
    unknown = set(args.attacks.split(",")) - set(ATTACKS) if args.attacks else set()
    if unknown:
        parser.error(f"unknown attacks {sorted(unknown)}; choose from {', '.join(ATTACKS)}")
    host = urlsplit(args.url).hostname
    if host != "127.0.0.1":
        parser.error(f"--url must be on 127.0.0.1, not {host!r}")
    if args.nice:
        os.nice(args.nice)
    results = asyncio.run(attack_all(args))
    usage = resource.getrusage(resource.RUSAGE_SELF)
    summary = {
        "attacks": {name: tally.as_json() for name, tally in results.tallies.items()},
        "server_errors": results.server_errors,
        "server_error_count": dict(results.server_error_count),
        "cpu_s": usage.ru_utime + usage.ru_stime,
    }
    args.out.write_text(json.dumps(summary, indent=1))


if __name__ == "__main__":
    main()
