"""Benchmark: Microsoft's echo bots (the Microsoft 365 Agents SDK's and botbuilder's) and Parley's Teams
path on both SDKs it can run on, side by side in one run, against the same fake Bot Framework connector.

    .venv/bin/python scripts/bench_teams.py --conversations 32 --turns 40 --rounds 4

Each server runs in its own process on loopback; so does the fake connector that receives every reply.
Each POST /api/messages returns once the reply has been delivered to the connector, so a turn's latency
includes the outbound call. Rows:
  - Agents SDK echo bot: the SDK's sample shape, AgentApplication on its aiohttp CloudAdapter
    (start_agent_process) with TurnState on MemoryStorage and a per-conversation turn counter;
  - botbuilder echo bot: CloudAdapter.process + ActivityHandler echo + ConversationState/MemoryStorage;
  - Parley Teams path, in-memory store: the same HTTP work plus Parley's whole engine (STM, intents,
    Adaptive Card rendering) on the demo bot, with conversation state in process memory;
  - Parley Teams path on SecantusDB (journaled): `parley serve` as deployed, the embedded database included.
Parley's rows run once per SDK (PARLEY_TEAMS_SDK); ratios are against the Agents SDK's echo bot.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import aiohttp

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from scripts.bench_directline import percentile  # noqa: E402
from tests.servers import ParleyProcess, SecantusProcess, free_port  # noqa: E402

SCRIPT = [
    "What's the current weather in Tokyo?",
    "What about Kyoto?",
    "What about tomorrow?",
    "How much mocha latte at Starbucks?",
    "What about Peet's?",
    "...and croissant?",
]


# --- the processes ----------------------------------------------------------------------------------
def run_connector(port: int) -> None:
    from aiohttp import web

    counter = itertools.count()

    async def activity(request: web.Request) -> web.Response:
        await request.read()
        return web.json_response({"id": str(next(counter))})

    app = web.Application()
    app.router.add_post("/v3/conversations/{c}/activities", activity)
    app.router.add_post("/v3/conversations/{c}/activities/{a}", activity)
    web.run_app(app, host="127.0.0.1", port=port, print=None, access_log=None)


def run_echo_bot(port: int) -> None:
    """Microsoft's EchoBot sample shape, with a per-conversation turn counter in ConversationState."""
    from types import SimpleNamespace

    from aiohttp import web
    from botbuilder.core import ActivityHandler, ConversationState, MemoryStorage, TurnContext
    from botbuilder.integration.aiohttp import CloudAdapter, ConfigurationBotFrameworkAuthentication

    adapter = CloudAdapter(
        ConfigurationBotFrameworkAuthentication(SimpleNamespace(APP_ID="", APP_PASSWORD="", APP_TYPE="MultiTenant", APP_TENANTID=""))
    )
    state = ConversationState(MemoryStorage())
    turns = state.create_property("turns")

    class EchoBot(ActivityHandler):
        async def on_turn(self, turn_context: TurnContext) -> None:
            await super().on_turn(turn_context)
            await state.save_changes(turn_context)

        async def on_message_activity(self, turn_context: TurnContext) -> None:
            counter = await turns.get(turn_context, lambda: {"count": 0})
            counter["count"] += 1
            await turns.set(turn_context, counter)
            await turn_context.send_activity(f"Echo ({counter['count']}): {turn_context.activity.text}")

    bot = EchoBot()

    async def messages(request: web.Request) -> web.Response:
        return await adapter.process(request, bot)

    app = web.Application()
    app.router.add_post("/api/messages", messages)
    web.run_app(app, host="127.0.0.1", port=port, print=None, access_log=None)


ANONYMOUS = {"CONNECTIONS__SERVICE_CONNECTION__SETTINGS__ANONYMOUS_ALLOWED": "true"}  # no app id, as the sample runs locally


def run_agents_echo_bot(port: int) -> None:
    """The Agents SDK's echo sample, with a per-conversation turn counter in conversation state."""
    from aiohttp import web
    from microsoft_agents.activity import load_configuration_from_env
    from microsoft_agents.authentication.msal import MsalConnectionManager
    from microsoft_agents.hosting.aiohttp import CloudAdapter, start_agent_process
    from microsoft_agents.hosting.core import AgentApplication, MemoryStorage, TurnContext, TurnState

    configuration = load_configuration_from_env(ANONYMOUS)
    connections = MsalConnectionManager(**configuration)
    adapter = CloudAdapter(connection_manager=connections)
    agent = AgentApplication[TurnState](storage=MemoryStorage(), adapter=adapter, connection_manager=connections, **configuration)

    @agent.activity("message")
    async def on_message(context: TurnContext, state: TurnState) -> None:
        count = int(state.conversation.get_value("turns", lambda: 0)) + 1
        state.conversation.set_value("turns", count)
        await context.send_activity(f"Echo ({count}): {context.activity.text}")

    async def messages(request: web.Request) -> web.Response:
        response = await start_agent_process(request, agent, adapter)
        return response if isinstance(response, web.Response) else web.Response(status=202)

    app = web.Application()
    app.router.add_post("/api/messages", messages)
    web.run_app(app, host="127.0.0.1", port=port, print=None, access_log=None)


def run_parley_memory(port: int, sdk: str) -> None:
    from aiohttp import web

    from parley.app.bots import load_bot
    from parley.channels.app import create_app
    from parley.channels.config import ChannelConfig
    from parley.channels.teams.auth import TeamsSettings
    from parley.core.conversation import ConversationService
    from parley.storage.memory import MemoryConversationStore

    service = ConversationService(load_bot(None, None), MemoryConversationStore())
    app = create_app(service, ChannelConfig(teams=TeamsSettings(local=True, sdk=sdk)), "bench-signing-key")
    web.run_app(app, host="127.0.0.1", port=port, print=None, access_log=None)


def spawn(role: str, port: int, sdk: str = "agents") -> subprocess.Popen[bytes]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, __file__, "--role", role, "--port", str(port), "--sdk", sdk],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


async def wait_for_port(url: str) -> None:
    async with aiohttp.ClientSession() as session:
        for _ in range(300):
            try:
                async with session.get(url) as _:
                    return
            except aiohttp.ClientError:
                await asyncio.sleep(0.1)
    raise RuntimeError(f"{url} did not come up")


def cpu_seconds(root_pids: list[int]) -> float:
    """User + system CPU time of these processes and all their descendants (Linux /proc)."""
    parents: dict[int, int] = {}
    times: dict[int, float] = {}
    tick = os.sysconf("SC_CLK_TCK")
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parents[int(entry.name)] = int(fields[1])
        times[int(entry.name)] = (int(fields[11]) + int(fields[12])) / tick
    total = 0.0
    for pid in times:
        ancestor = pid
        while ancestor not in root_pids and ancestor in parents and ancestor > 1:
            ancestor = parents[ancestor]
        if ancestor in root_pids:
            total += times[pid]
    return total


# --- the load ---------------------------------------------------------------------------------------
def activity(service_url: str, conversation: int, turn: int) -> dict[str, object]:
    return {
        "type": "message",
        "id": f"{conversation}-{turn}",
        "channelId": "msteams",
        "serviceUrl": service_url,
        "text": SCRIPT[turn % len(SCRIPT)],
        "textFormat": "plain",
        "locale": "en-US",
        "from": {"id": f"29:user-{conversation}", "name": "Bench User", "aadObjectId": f"aad-{conversation}"},
        "recipient": {"id": "28:bench-bot", "name": "Parley"},
        "conversation": {"id": f"a:bench-{conversation}-{time.time_ns()}", "conversationType": "personal", "tenantId": "t"},
        "channelData": {"tenant": {"id": "t"}},
    }


async def load(url: str, service_url: str, conversations: int, turns: int, pids: list[int]) -> tuple[float, list[float], float]:
    latencies: list[float] = []
    connector = aiohttp.TCPConnector(limit=conversations)
    async with aiohttp.ClientSession(connector=connector) as session:

        async def one(c: int) -> None:
            base = activity(service_url, c, 0)
            for t in range(turns):
                body = {**base, "id": f"{c}-{t}", "text": SCRIPT[t % len(SCRIPT)]}
                started = time.perf_counter()
                async with session.post(url, json=body) as response:
                    await response.read()
                    if response.status >= 300:
                        raise RuntimeError(f"{url} answered {response.status}")
                latencies.append(time.perf_counter() - started)

        await asyncio.gather(*(one(c) for c in range(min(conversations, 4))))  # warm-up
        latencies.clear()
        cpu_before = cpu_seconds(pids)
        started = time.perf_counter()
        await asyncio.gather(*(one(c) for c in range(conversations)))
        took = time.perf_counter() - started
        return took, latencies, cpu_seconds(pids) - cpu_before


def row(name: str, elapsed: float, latencies: list[float], cpu_s: float) -> tuple[str, float, float, float, float]:
    """Name, turns/s, p50 ms, p99 ms, and CPU ms per turn of the server (and its database): the last does
    not depend on what else the machine is running."""
    turns = len(latencies)
    return name, turns / elapsed, statistics.median(latencies) * 1000, percentile(latencies, 0.99) * 1000, cpu_s / turns * 1000


SDKS = ("agents", "botbuilder")


async def main(conversations: int, turns: int, rounds: int, with_database: bool) -> None:
    """Every server is started first; then each round loads each server in turn, so a change in the
    machine's load during the run falls on all rows alike."""
    processes: list[subprocess.Popen[bytes]] = []
    connector_port = free_port()
    service_url = f"http://127.0.0.1:{connector_port}"
    servers: list[tuple[str, str, list[int]]] = []  # (row name, POST URL, the server's processes)
    secantus = None
    parleys: list[ParleyProcess] = []
    try:
        processes.append(spawn("connector", connector_port))
        spawned = [("Agents SDK echo bot", "agents-echo", "agents"), ("botbuilder echo bot", "echo", "botbuilder")]
        spawned += [(f"Parley Teams/{sdk} (memory)", "parley-memory", sdk) for sdk in SDKS]
        for name, role, sdk in spawned:
            port = free_port()
            processes.append(spawn(role, port, sdk))
            servers.append((name, f"http://127.0.0.1:{port}/api/messages", [processes[-1].pid]))
        for url in (service_url, *(url for _, url, _ in servers)):
            await wait_for_port(url.removesuffix("api/messages").rstrip("/") + "/")
        if with_database:
            directory = Path(tempfile.mkdtemp(prefix="bench-teams-"))
            secantus = SecantusProcess(directory / "db", durable=True).start()  # journaled, as `parley serve` runs it
            for sdk in SDKS:
                parley = ParleyProcess(
                    directory / f"parley-{sdk}",
                    {
                        "PARLEY_MONGODB_URI": secantus.uri,
                        "PARLEY_MONGODB_DATABASE": f"bench_teams_{sdk}",
                        "PARLEY_BOT": "demo",
                        "PARLEY_LOG_LEVEL": "WARNING",
                        "PARLEY_SEED_SAMPLE": "0",
                        "PARLEY_TEAMS_LOCAL": "1",  # the fake connector is on loopback
                        "PARLEY_TEAMS_SDK": sdk,
                    },
                ).start()
                parleys.append(parley)
                assert parley.process is not None and secantus.process is not None
                pids = [parley.process.pid, secantus.process.pid]
                servers.append((f"Parley Teams/{sdk} (SecantusDB)", parley.url + "/api/messages", pids))
        elapsed = dict.fromkeys((name for name, _, _ in servers), 0.0)
        cpu = dict.fromkeys((name for name, _, _ in servers), 0.0)
        latencies: dict[str, list[float]] = {name: [] for name, _, _ in servers}
        per_round = max(1, turns // rounds)
        for _ in range(rounds):
            for name, url, pids in servers:
                took, observed, used = await load(url, service_url, conversations, per_round, pids)
                elapsed[name] += took
                cpu[name] += used
                latencies[name] += observed
    finally:
        for parley in parleys:
            parley.stop()
        if secantus:
            secantus.stop()
        for process in processes:
            process.terminate()
            process.wait(10)
    rows = [row(name, elapsed[name], latencies[name], cpu[name]) for name, _, _ in servers]
    print(
        f"{conversations} concurrent conversations x {per_round * rounds} turns in {rounds} rounds, each reply delivered to a fake connector on loopback"
    )
    print(f"{'server':34} {'turns/s':>9} {'p50 ms':>9} {'p99 ms':>9} {'CPU ms/turn':>12}")
    for name, throughput, p50, p99, cpu_ms in rows:
        print(f"{name:34} {throughput:9.1f} {p50:9.1f} {p99:9.1f} {cpu_ms:12.2f}")
    for echo in rows[:2]:
        for name, throughput, _, p99, cpu_ms in rows[2:]:
            print(
                f"ratio {name} / {echo[0]}: throughput {throughput / echo[1]:.2f}x, p99 latency {p99 / echo[3]:.2f}x, "
                f"turns per CPU second {echo[4] / cpu_ms:.2f}x"
            )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--conversations", type=int, default=32)
    parser.add_argument("--turns", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=4, help="turns are split into rounds; each round loads every server in turn")
    parser.add_argument("--no-database", action="store_true", help="skip the SecantusDB row")
    parser.add_argument("--role", choices=["connector", "agents-echo", "echo", "parley-memory"], help=argparse.SUPPRESS)
    parser.add_argument("--port", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--sdk", choices=SDKS, default="agents", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.role == "parley-memory":
        run_parley_memory(args.port, args.sdk)
    elif args.role:
        {"connector": run_connector, "agents-echo": run_agents_echo_bot, "echo": run_echo_bot}[args.role](args.port)
    else:
        asyncio.run(main(args.conversations, args.turns, args.rounds, not args.no_database))
