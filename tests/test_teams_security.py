"""The Teams endpoint is closed unless an operator opens it, and replies go only to Bot Framework's hosts.

- No app id and no local mode: POST /api/messages answers 503 and touches nothing.
- Local mode (the Bot Framework Emulator, no authentication) only on a server listening on loopback.
- An activity's serviceUrl must be on the allow-list (matched on the parsed URL), or it gets 403 before
  anything is stored or any connection is made.
- The shipped deploy files refuse to start without an app id.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import example, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from yarl import URL

from parley.app.settings import Settings
from parley.channels.teams.auth import TeamsSettings
from parley.channels.teams.connector import Connector, ServiceUrlRefused
from parley.channels.teams.service_urls import (
    BOT_FRAMEWORK_SERVICE_URLS,
    LOOPBACK_SERVICE_URLS,
    ServiceUrlError,
    ServiceUrlPolicy,
    ServiceUrlRule,
    is_loopback_host,
)

from .conftest import ParleyHarness, running_parley
from .fake_connector import FakeBotFramework
from .servers import ParleyProcess, SecantusProcess
from .teams_activities import bot_added, message

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "6b1c9f7e-51a2-4a8f-9d6e-2f3c1e0b7a11"
BOT_FRAMEWORK = ServiceUrlPolicy.parse(BOT_FRAMEWORK_SERVICE_URLS)
EMULATOR = ServiceUrlPolicy.parse(BOT_FRAMEWORK_SERVICE_URLS + LOOPBACK_SERVICE_URLS)


# --- the allow-list matcher (pure) --------------------------------------------------------------------
@pytest.mark.parametrize(
    "url",
    [
        "https://smba.trafficmanager.net/amer/",
        "https://smba.trafficmanager.net/emea/72f988bf-86f1-41af-91ab-2d7cd011db47/",
        "https://smba.trafficmanager.net/teams",
        "https://SMBA.TrafficManager.NET/apac/",  # host names are case-insensitive
        "https://smba.trafficmanager.net:443/amer/",  # the default port, spelled out
        "https://smba.trafficmanager.net",
        "https://smba.infra.gcc.teams.microsoft.com/teams",
        "https://smba.infra.gov.teams.microsoft.us/teams",
        "https://smba.infra.dod.teams.microsoft.us/teams",
        "https://webchat.botframework.com/",
        "https://europe.directline.botframework.com/",
        "https://webchat.botframework.azure.us/",
    ],
)
def test_bot_framework_hosts_are_allowed(url: str) -> None:
    assert BOT_FRAMEWORK.allows(url)
    assert EMULATOR.allows(url)


@pytest.mark.parametrize(
    "url",
    [
        "https://evil.example/",
        "http://smba.trafficmanager.net/amer/",  # not https
        "ftp://smba.trafficmanager.net/",
        "https://smba.trafficmanager.net:8443/amer/",  # another port of an allowed host
        "https://smba.trafficmanager.net:0/",
        "https://smba.trafficmanager.net:99999/",  # not a port at all
        "https://smba.trafficmanager.net:abc/",
        "https://smba.trafficmanager.net.evil.example/",
        "https://smba.trafficmanager.net./",  # the root-anchored spelling is not the allowed name
        "https://evilsmba.trafficmanager.net/",
        "https://botframework.com/",  # `*.botframework.com` admits subdomains, not the domain
        "https://evilbotframework.com/",
        "https://botframework.com.evil.example/",
        "https://webchat.botframework.com.evil.example/",
        "https://smba.trafficmanager.net@evil.example/",  # user information: the host is evil.example
        "https://smba.trafficmanager.net:443@evil.example/",
        "https://user:pass@smba.trafficmanager.net/",
        "https://evil.example\\@smba.trafficmanager.net/",
        "https://evil.example\\.botframework.com/",
        "https://evil.example#@smba.trafficmanager.net/",
        "https://evil.example#.botframework.com",
        "https://evil.example?.botframework.com",
        "https://evil.example/.botframework.com",
        "https://smba.trafficmanager.net/amer/?next=https://evil.example/",
        "https://smba.trafficmanager.net/amer/#x",
        "https://smba.trafficmanager.net/amer/../x/",
        "https://smba.trafficmanager.net/amer/%2e%2e/x/",
        "https://smba%2etrafficmanager.net/",
        "https://smba.trafficmanager.net\u3002evil.example/",  # an ideographic full stop
        "https://smba.trafficmanаger.net/",  # a Cyrillic а
        "https://smba.trafficmanager.net /",
        " https://smba.trafficmanager.net/",
        "https://smba.trafficmanager.net/\n",
        "https:smba.trafficmanager.net/",
        "//smba.trafficmanager.net/",
        "smba.trafficmanager.net",
        "https://",
        "https://[::1]/",
        "https://127.0.0.1/",
        "https://" + "a" * 3000 + ".botframework.com/",
        "",
        None,
        42,
        ["https://smba.trafficmanager.net/"],
    ],
)
def test_anything_else_is_refused(url: Any) -> None:
    assert not BOT_FRAMEWORK.allows(url)
    assert not EMULATOR.allows(url)


URL_PIECES = st.sampled_from(
    [
        "https://",
        "http://",
        "https:",
        "//",
        "smba.trafficmanager.net",
        "webchat.botframework.com",
        "botframework.com",
        "evil.example",
        "127.0.0.1",
        "[::1]",
        "localhost",
        "@",
        ":",
        ":443",
        ":8443",
        "/",
        "/amer/",
        "..",
        "%2e",
        "%40",
        "#",
        "?",
        "\\",
        ".",
        "\u3002",
        " ",
        "\n",
    ]
)


@hypothesis_settings(max_examples=1000)  # a pure function: cheap to try many
@given(st.lists(URL_PIECES, max_size=8).map("".join) | st.text(max_size=60))
@example("https://smba.trafficmanager.net/amer/")
@example("https://WebChat.botframework.com:443/")
@example("https://smba.trafficmanager.net@evil.example/")
@example("https://user@smba.trafficmanager.net/")
@example("https://evil.examplebotframework.com/")
def test_whatever_the_matcher_allows_is_a_bot_framework_host_by_aiohttps_reading(url: str) -> None:
    """The URL aiohttp would connect to (yarl's reading) is on the list whenever the matcher says yes."""
    if not BOT_FRAMEWORK.allows(url):
        return
    target = URL(url)
    assert target.scheme == "https" and target.port == 443 and target.user is None and target.password is None
    host = target.host or ""
    assert host in BOT_FRAMEWORK_SERVICE_URLS or any(
        host.endswith(pattern[1:]) for pattern in BOT_FRAMEWORK_SERVICE_URLS if pattern[0] == "*"
    )


@pytest.mark.parametrize("url", ["http://127.0.0.1:9", "http://localhost:56789/", "http://LOCALHOST:3000", "http://[::1]:5000/x"])
def test_local_mode_adds_loopback_on_any_port_over_http(url: str) -> None:
    assert EMULATOR.allows(url)
    assert not BOT_FRAMEWORK.allows(url)


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.2:9",  # only the loopback names listed
        "http://0.0.0.0:9",
        "http://10.0.0.1:9",
        "http://169.254.169.254/latest/meta-data/",
        "http://0x7f.0.0.1:9",
        "http://2130706433:9",
        "http://localhost.evil.example:9",
        "http://127.0.0.1.nip.io:9",
        "http://evil.example@127.0.0.1:9",  # loopback, but with user information
        "http://127.0.0.1:9@evil.example/",
    ],
)
def test_local_mode_admits_loopback_and_nothing_near_it(url: str) -> None:
    assert not EMULATOR.allows(url)


def test_url_prefixes_match_whole_path_segments_and_exact_ports() -> None:
    policy = ServiceUrlPolicy.parse(["https://smba.trafficmanager.net/amer/", "https://bot.example.org:8443"])
    assert policy.allows("https://smba.trafficmanager.net/amer/")
    assert policy.allows("https://smba.trafficmanager.net/amer")
    assert policy.allows("https://smba.trafficmanager.net/amer/tenant/")
    assert not policy.allows("https://smba.trafficmanager.net/americas/")
    assert not policy.allows("https://smba.trafficmanager.net/emea/")
    assert not policy.allows("https://smba.trafficmanager.net/")
    assert policy.allows("https://bot.example.org:8443/x")
    assert not policy.allows("https://bot.example.org/x")
    assert not policy.allows("https://sub.bot.example.org:8443/x")


@pytest.mark.parametrize(
    ("entry", "problem"),
    [
        ("", "empty"),
        ("http://smba.trafficmanager.net", "loopback hosts only"),
        ("http://10.0.0.1:3978", "loopback hosts only"),
        ("https://smba.trafficmanager.net:*", "loopback hosts only"),
        ("*.com", "no valid host"),
        ("*", "no valid host"),
        ("evil*.example", "no valid host"),
        ("https://user@smba.trafficmanager.net", "without user"),
        ("https://smba.trafficmanager.net/?x=1", "without user"),
        ("https://smba.trafficmanager.net/#x", "without user"),
        ("https://smba.trafficmanager.net:70000", "invalid port"),
        ("ftp://smba.trafficmanager.net", "not http(s)"),
        ("https://smba.trafficmanager.net/a/../b", "'..'"),
        ("smba.trafficmanager.net evil.example", "white space"),
    ],
)
def test_an_unusable_entry_is_named_with_the_reason(entry: str, problem: str) -> None:
    with pytest.raises(ServiceUrlError, match=re.escape(problem)):
        ServiceUrlRule.parse(entry)


@pytest.mark.parametrize(("host", "loopback"), [("127.0.0.1", True), ("localhost", True), ("::1", True), ("[::1]", True)])
def test_loopback_hosts(host: str, loopback: bool) -> None:
    assert is_loopback_host(host) is loopback


@pytest.mark.parametrize("host", ["0.0.0.0", "", "::", "192.168.1.10", "bot.example.org", "localhost.example"])
def test_not_loopback_hosts(host: str) -> None:
    assert not is_loopback_host(host)


# --- settings -------------------------------------------------------------------------------------------
def test_teams_is_off_by_default_and_local_mode_must_be_asked_for() -> None:
    default = Settings.from_env({})
    assert not default.teams.enabled
    assert "off" in default.teams.describe() and "MicrosoftAppId" in default.teams.describe()
    local = Settings.from_env({"PARLEY_TEAMS_LOCAL": "1"}).teams
    assert local.enabled and not local.authenticated
    with_app = Settings.from_env({"MicrosoftAppId": APP_ID, "MicrosoftAppPassword": "pw"}).teams
    assert with_app.enabled and with_app.authenticated
    assert not with_app.service_url_policy().allows("http://127.0.0.1:9")
    assert with_app.service_url_policy().allows("https://smba.trafficmanager.net/amer/")


def test_the_service_url_list_is_read_from_the_environment() -> None:
    teams = Settings.from_env({"PARLEY_TEAMS_SERVICE_URLS": " smba.trafficmanager.net/emea/ ,, *.botframework.com "}).teams
    assert teams.service_urls == ("smba.trafficmanager.net/emea/", "*.botframework.com")
    policy = teams.service_url_policy()
    assert policy.allows("https://smba.trafficmanager.net/emea/x/")
    assert not policy.allows("https://smba.trafficmanager.net/amer/x/")
    assert not policy.allows("https://smba.infra.gcc.teams.microsoft.com/teams")  # the list replaces the defaults


@pytest.mark.parametrize("host", ["0.0.0.0", "::", "192.168.1.10", "bot.example.org"])
def test_local_mode_refuses_a_server_that_is_not_on_loopback(host: str) -> None:
    with pytest.raises(ValueError, match=r"PARLEY_TEAMS_LOCAL=1 .* listens on"):
        TeamsSettings(local=True).check(host)
    with pytest.raises(ValueError, match=r"PARLEY_TEAMS_LOCAL=1"):
        TeamsSettings(app_id=APP_ID, app_password="pw", local=True).check(host)
    TeamsSettings().check(host)  # off: nothing to refuse
    TeamsSettings(app_id=APP_ID, app_password="pw").check(host)


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "::1"])
def test_local_mode_is_accepted_on_loopback(host: str) -> None:
    TeamsSettings(local=True).check(host)


@pytest.mark.parametrize(
    ("settings", "problem"),
    [
        (TeamsSettings(app_id=APP_ID, app_password="pw", service_urls=("http://127.0.0.1:3979",)), "local mode only"),
        (TeamsSettings(app_id=APP_ID, app_password="pw", service_urls=()), "lists no service URL"),
        (TeamsSettings(local=True, service_urls=("http://bot.example.org",)), "PARLEY_TEAMS_SERVICE_URLS: 'http://bot.example.org'"),
    ],
)
def test_an_unusable_service_url_list_stops_the_start(settings: TeamsSettings, problem: str) -> None:
    with pytest.raises(ValueError, match=re.escape(problem)):
        settings.check("127.0.0.1")


def test_the_sdk_is_the_agents_sdk_unless_botbuilder_is_asked_for() -> None:
    default = Settings.from_env({"PARLEY_TEAMS_LOCAL": "1"}).teams
    assert default.sdk == "agents" and "on the Microsoft 365 Agents SDK" in default.describe()
    chosen = Settings.from_env({"PARLEY_TEAMS_SDK": "Botbuilder", "PARLEY_TEAMS_LOCAL": "1"}).teams
    assert chosen.sdk == "botbuilder" and "on botbuilder 4.17" in chosen.describe()
    with pytest.raises(ValueError, match=r"PARLEY_TEAMS_SDK must be one of agents, botbuilder, not 'bf3'"):
        Settings.from_env({"PARLEY_TEAMS_SDK": "bf3", "PARLEY_TEAMS_LOCAL": "1"}).teams.check("127.0.0.1")


def test_on_the_agents_sdk_botbuilder_is_not_loaded() -> None:
    """The default channel runs without the unserviced SDK: building the app never imports it."""
    program = (
        "import sys\n"
        "from parley.channels.teams.adapter import teams_adapter\n"
        "from parley.channels.teams.auth import TeamsSettings\n"
        "from parley.channels.teams.connector import Connector\n"
        "teams_adapter(TeamsSettings(app_id='a', app_password='p'), Connector())\n"
        "print(sorted({name.split('.')[0] for name in sys.modules if name.startswith(('botbuilder', 'botframework', 'microsoft_agents'))}))\n"
    )
    loaded = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=120, check=True).stdout.strip()
    assert loaded == "['microsoft_agents']"


# --- the connector never posts outside the list ------------------------------------------------------
@pytest.fixture(params=["agents", "botbuilder"])
def sdk(request: pytest.FixtureRequest) -> str:
    """The SDK the Teams channel runs on (PARLEY_TEAMS_SDK)."""
    return str(request.param)


@pytest.fixture(scope="module")
def bot_framework() -> Iterator[FakeBotFramework]:
    fake = FakeBotFramework().start()
    yield fake
    fake.stop()


async def test_the_connector_refuses_a_url_off_the_list_without_connecting(bot_framework: FakeBotFramework) -> None:
    bot_framework.clear()
    for connector in (Connector(), Connector(service_urls=ServiceUrlPolicy.parse(["smba.trafficmanager.net"]))):
        try:
            with pytest.raises(ServiceUrlRefused):
                await connector.send(bot_framework.url, "a:1", {"type": "message", "text": "hi"})
        finally:
            await connector.close()
    assert bot_framework.replies() == []
    allowed = Connector(service_urls=EMULATOR)
    try:
        await allowed.send(bot_framework.url, "a:1", {"type": "message", "text": "hi"})
    finally:
        await allowed.close()
    [posted] = bot_framework.replies()
    assert posted.path == "/v3/conversations/a:1/activities" and posted.body["text"] == "hi"


# --- end to end, in process ----------------------------------------------------------------------------
async def post(harness: ParleyHarness, activity: dict[str, Any], token: str | None = None) -> tuple[int, Any]:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    response = await harness.client.post("/api/messages", json=activity, headers=headers)
    raw = await response.read()
    return response.status, json.loads(raw) if raw else None


async def stored_conversations(harness: ParleyHarness) -> int:
    return await harness.parley.store.conversations.count_documents({})


async def test_without_an_app_id_or_local_mode_teams_is_off(secantus: SecantusProcess, bot_framework: FakeBotFramework) -> None:
    bot_framework.clear()
    async with running_parley(secantus, {"debug": False}) as parley:
        for activity in (message(bot_framework.url, "Give me the sales data"), bot_added(bot_framework.url)):
            status, body = await post(parley, activity)
            assert (status, body) == (503, {"error": {"code": "TeamsNotConfigured", "message": "Teams is not configured on this server."}})
        assert bot_framework.replies() == []
        assert await stored_conversations(parley) == 0


RESTRICTED = TeamsSettings(local=True, service_urls=("smba.trafficmanager.net", "*.botframework.com"))


@pytest.mark.parametrize(
    "service_url",
    [
        "{fake}",  # the fake itself, not on the list
        "http://smba.trafficmanager.net@127.0.0.1:{port}",  # an allowed host as user information
        "http://smba.trafficmanager.net:x@127.0.0.1:{port}/",
        "{fake}/?.botframework.com",
        "{fake}/#.botframework.com",
        "https://smba.trafficmanager.net.127.0.0.1.nip.io:{port}/",
    ],
)
async def test_a_service_url_off_the_list_is_refused_before_anything_happens(
    secantus: SecantusProcess, bot_framework: FakeBotFramework, service_url: str, sdk: str
) -> None:
    bot_framework.clear()
    url = service_url.format(fake=bot_framework.url, port=bot_framework.port)
    async with running_parley(secantus, {"debug": False, "teams": replace(RESTRICTED, sdk=sdk)}) as parley:
        for activity in (message(url, "Give me the sales data"), bot_added(url)):
            status, body = await post(parley, activity)
            assert status == 403, body
            assert body["error"]["code"] == "ServiceUrlNotAllowed"
        assert bot_framework.replies() == []
        assert await stored_conversations(parley) == 0


async def test_a_signed_activity_cannot_send_replies_off_the_list(
    secantus: SecantusProcess, bot_framework: FakeBotFramework, sdk: str
) -> None:
    """With an app id, the default list is Bot Framework's hosts: a valid token does not open loopback."""
    bot_framework.clear()
    settings = TeamsSettings(
        sdk=sdk,
        app_id=APP_ID,
        app_password=bot_framework.app_password,
        openid_metadata_url=f"{bot_framework.url}/openid",
        token_url=f"{bot_framework.url}/token",
    )
    async with running_parley(secantus, {"debug": False, "teams": settings}) as parley:
        token = bot_framework.channel_token(APP_ID, bot_framework.url)
        status, body = await post(parley, message(bot_framework.url, "Give me the sales data"), token)
        assert status == 403, body
        assert bot_framework.replies() == [] and bot_framework.token_requests == []
        assert await stored_conversations(parley) == 0


async def test_an_allowed_service_url_is_answered(secantus: SecantusProcess, bot_framework: FakeBotFramework, sdk: str) -> None:
    bot_framework.clear()
    async with running_parley(secantus, {"debug": False, "teams": TeamsSettings(local=True, sdk=sdk)}) as parley:
        status, _ = await post(parley, message(bot_framework.url, "Give me the sales data"))
        assert status == 200
        [reply] = bot_framework.replies()
        assert reply.body["text"] == "Sales report: 342 deals closed this quarter for $1.27M, up 8% on last quarter."
        assert await stored_conversations(parley) == 1


# --- end to end, `parley serve` --------------------------------------------------------------------------
def serve_env(secantus: SecantusProcess, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PARLEY_", "Microsoft"))}
    return {
        **env,
        "PARLEY_MONGODB_URI": secantus.uri,
        "PARLEY_MONGODB_DATABASE": "teams_security",
        "PARLEY_BOT": "demo",
        "PARLEY_SEED_SAMPLE": "0",
        **extra,
    }


def test_local_mode_on_a_public_address_refuses_to_start(secantus: SecantusProcess, tmp_path: Path, sdk: str) -> None:
    server = ParleyProcess(tmp_path, {}, ["--host", "0.0.0.0"])
    server.env = serve_env(secantus, PARLEY_TEAMS_LOCAL="1", PARLEY_TEAMS_SDK=sdk)
    process = server.launch()
    try:
        code = process.wait(timeout=60)
    finally:
        server.kill()
    log = server.log()
    assert code == 2, log  # a configuration error, as for any setting the start refuses
    assert "Traceback" not in log
    [refusal] = [line for line in log.splitlines() if "configuration error" in line]
    assert "PARLEY_TEAMS_LOCAL=1" in refusal and "'0.0.0.0'" in refusal and "127.0.0.1" in refusal


def test_parley_serve_says_teams_is_off_and_answers_503(secantus: SecantusProcess, tmp_path: Path, sdk: str) -> None:
    server = ParleyProcess(tmp_path, {})
    server.env = serve_env(secantus, PARLEY_TEAMS_SDK=sdk)
    server.start()
    try:
        request = urllib.request.Request(
            f"{server.url}/api/messages",
            data=json.dumps(message("http://127.0.0.1:9", "hi")).encode(),
            headers={"Content-Type": "application/json"},
        )
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(request, timeout=10)
        assert refused.value.code == 503
        assert json.loads(refused.value.read())["error"]["code"] == "TeamsNotConfigured"
        log = server.log()
        [line] = [line for line in log.splitlines() if "Teams: POST /api/messages" in line]
        assert "off" in line and "MicrosoftAppId" in line and "PARLEY_TEAMS_LOCAL=1" in line
    finally:
        assert server.stop() == 0


# --- the shipped deploy files ----------------------------------------------------------------------------
REQUIRED = re.compile(r"^\$\{(?P<name>\w+):\?[^}]+\}$")  # compose: unset or empty stops `docker compose up`


def test_compose_refuses_to_start_without_an_app_id() -> None:
    compose = yaml.safe_load((ROOT / "deploy" / "compose.yaml").read_text())
    environment = compose["services"]["parley"]["environment"]
    for name in ("MicrosoftAppId", "MicrosoftAppPassword"):
        required = REQUIRED.match(str(environment[name]))
        assert required is not None and required.group("name") == name, environment[name]
    assert not any(key.startswith("PARLEY_TEAMS_LOCAL") for key in environment)


def test_kubernetes_refuses_to_start_without_an_app_id() -> None:
    documents = list(yaml.safe_load_all((ROOT / "deploy" / "kubernetes" / "parley.yaml").read_text()))
    [bot] = [d for d in documents if d["kind"] == "Deployment" and d["metadata"]["name"] == "parley"]
    [container] = bot["spec"]["template"]["spec"]["containers"]
    env = {entry["name"]: entry for entry in container["env"]}
    for name in ("MicrosoftAppId", "MicrosoftAppPassword"):
        assert "value" not in env[name], env[name]
        reference = env[name]["valueFrom"]["secretKeyRef"]
        assert reference["name"] and reference["key"]
        assert reference.get("optional", False) is False, env[name]  # a missing key keeps the pod from starting
    assert "PARLEY_TEAMS_LOCAL" not in env
