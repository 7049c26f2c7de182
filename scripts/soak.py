"""Soak: normal users chat over Direct Line while attackers send everything, side by side with the same
users chatting alone. Prints 5xx answers, the server's peak memory, the database's disk growth and the
normal users' latency for both phases, their ratios and a PASS/FAIL line per goal.

    .venv/bin/python scripts/soak.py                       # 3 minutes: 1.5 quiet, 1.5 under attack
    .venv/bin/python scripts/soak.py --minutes 1 --bot demo

Starts `parley serve` on loopback with its own embedded SecantusDB in a temporary directory (the sample
collection seeded; `--bot demo` for the demo bot), Teams with an app id whose keys come from a fake Bot
Framework on loopback, Alexa for one skill with certificates fetched from a loopback mirror, and the admin
API. Normal users each hold a Direct Line conversation from their own loopback address (127.0.1.x), ask a
question every 0.5-1 s after the previous answer and start a new conversation every few turns, as visitors
come and go. In the attack phase scripts/soak_attacks.py runs in a process of its own, from 127.0.2.x.
All traffic stays on 127.0.0.1 and everything stops by itself.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import resource
import secrets
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from scripts.bench_directline import SCRIPT as DEMO_QUESTIONS  # noqa: E402
from scripts.bench_directline import percentile  # noqa: E402
from tests.alexa_requests import SKILL_ID  # noqa: E402
from tests.fake_connector import FakeBotFramework  # noqa: E402
from tests.loopback import StaticFiles  # noqa: E402
from tests.servers import ParleyProcess  # noqa: E402

APP_ID = "soak-app-id"
GOAL_RATIO = 1.5

COLLECTION_QUESTIONS = [
    "Show me wines rated greater than 3 from France",
    "What about red wines?",
    "How many books did I read in 2022?",
    "Show me a list",
    "the first one",
    "where was it?",
    "show me hikes last year",
    "which ones weren't with Mary?",
    "show me dinners in 2018 rated 5",
    "and in 2019?",
    "Show me wines from Italy",
    "What about books?",
    "what did we do in Kyoto?",
    "only dinners",
    "Show me museums between 2012 and 2014",
    "how many ski days did we have in 2015?",
    "show me museums in Japan",
    "what about in 2023?",
    "italian dinners rated 5",
    "what about 4?",
    "hikes longer than 20 km",
    "which was the longest?",
    "dinners in Paris",
    "and in Barcelona?",
    "trips to Japan",
    "what about South Korea?",
    "what have we talked about?",
]


# --- the server's process tree ------------------------------------------------------------------------------
def children_of(pid: int) -> list[int]:
    """`pid` and all its descendants, from /proc."""
    parents: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parents.setdefault(int(fields[1]), []).append(int(entry))
    tree, pending = [], [pid]
    while pending:
        current = pending.pop()
        tree.append(current)
        pending.extend(parents.get(current, []))
    return tree


def rss_bytes(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except OSError:
        return 0


def cpu_seconds(pid: int) -> float:
    """User + system CPU of a process and of its children that have ended."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return sum(int(value) for value in fields[11:15]) / os.sysconf("SC_CLK_TCK")


def role(pid: int) -> str:
    """What a process of the server's tree is, from its command line."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
            command = cmdline.read().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return "gone"
    if "embedded_child" in command:
        return "database"
    if "parley.app.cli" in command:
        return "parley serve"
    return "summarizer" if "summary_runner" in command else "other"


class TreeSampler:
    """Samples the resident memory of a process tree (summed over its processes) in a thread of its own, and
    keeps the peak since the last reset, of the whole and of each kind of process."""

    def __init__(self, pid: int, interval_s: float = 0.25) -> None:
        self.pid = pid
        self.interval_s = interval_s
        self.peak = 0
        self.peaks: Counter[str] = Counter()
        self.roles: dict[int, str] = {}
        self.stopped = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> TreeSampler:
        self.thread.start()
        return self

    def sample(self) -> int:
        total = 0
        for pid in children_of(self.pid):
            if pid not in self.roles:
                self.roles[pid] = role(pid)
            rss = rss_bytes(pid)
            total += rss
            self.peaks[self.roles[pid]] = max(self.peaks[self.roles[pid]], rss)
        return total

    def cpu(self) -> dict[str, float]:
        """CPU seconds so far by kind of process."""
        used: dict[str, float] = {}
        for pid in children_of(self.pid):
            kind = self.roles.get(pid) or role(pid)
            used[kind] = used.get(kind, 0.0) + cpu_seconds(pid)
        return used

    def reset(self) -> None:
        self.peaks = Counter()
        self.peak = self.sample()

    def _run(self) -> None:
        while not self.stopped.wait(self.interval_s):
            self.peak = max(self.peak, self.sample())

    def stop(self) -> None:
        self.stopped.set()
        self.thread.join()


def disk_bytes(directory: Path) -> int:
    total = 0
    for path in directory.rglob("*"):
        try:
            if path.is_file():
                total += path.stat().st_size
        except OSError:
            pass
    return total


# --- normal users -------------------------------------------------------------------------------------------
@dataclass
class UserStats:
    latencies: list[float] = field(default_factory=list)
    statuses: Counter[int] = field(default_factory=Counter)
    errors: Counter[str] = field(default_factory=Counter)
    server_errors: Counter[str] = field(default_factory=Counter)
    conversations: int = 0

    def answer(self, endpoint: str, status: int) -> None:
        self.statuses[status] += 1
        if status >= 500:
            self.server_errors[f"normal user | {endpoint} | {status}"] += 1


class NormalUser:
    """One person after another at the same address: a conversation of a few turns, then a new one."""

    def __init__(self, index: int, base_url: str, questions: list[str], turns_per_conversation: int) -> None:
        self.index = index
        self.base_url = base_url
        self.questions = questions
        self.turns_per_conversation = turns_per_conversation
        self.random = random.Random(index)
        connector = aiohttp.TCPConnector(limit=4, local_addr=(f"127.0.1.{index + 1}", 0))
        self.http = aiohttp.ClientSession(connector=connector, timeout=aiohttp.ClientTimeout(total=60))

    async def open(self, stats: UserStats) -> tuple[str, dict[str, str]] | None:
        body = {"user": {"id": f"dl_user{self.index}_{secrets.token_hex(4)}"}}
        try:
            async with self.http.post(f"{self.base_url}/v3/directline/conversations", json=body) as response:
                answer = await response.read()
        except (aiohttp.ClientError, TimeoutError) as problem:
            stats.errors[type(problem).__name__] += 1
            return None
        stats.answer("POST /v3/directline/conversations", response.status)
        if response.status not in (200, 201):
            return None
        started = json.loads(answer)
        stats.conversations += 1
        url = f"{self.base_url}/v3/directline/conversations/{started['conversationId']}/activities"
        return url, {"Authorization": f"Bearer {started['token']}"}

    async def turn(self, url: str, headers: dict[str, str], text: str, stats: UserStats, timed: bool) -> None:
        body = {
            "type": "message",
            "from": {"id": f"dl_user{self.index}"},
            "text": text,
            "channelData": {"clientActivityID": secrets.token_hex(8)},
        }
        started = time.perf_counter()
        try:
            async with self.http.post(url, json=body, headers=headers) as response:
                await response.read()
        except (aiohttp.ClientError, TimeoutError) as problem:
            stats.errors[type(problem).__name__] += 1
            return
        elapsed = time.perf_counter() - started
        stats.answer("POST /v3/directline/conversations/{id}/activities", response.status)
        if timed and response.status in (200, 201):
            stats.latencies.append(elapsed)

    async def chat(self, deadline: float, stats: UserStats, timed: bool = True) -> None:
        await asyncio.sleep(self.random.uniform(0, 1))  # users do not all start in the same instant
        position = self.random.randrange(len(self.questions))
        while time.monotonic() < deadline:
            conversation = await self.open(stats)
            if conversation is None:
                await asyncio.sleep(1)
                continue
            url, headers = conversation
            for _ in range(self.turns_per_conversation):
                if time.monotonic() >= deadline:
                    return
                await self.turn(url, headers, self.questions[position % len(self.questions)], stats, timed)
                position += 1
                await asyncio.sleep(self.random.uniform(0.5, 1.0))

    async def close(self) -> None:
        await self.http.close()


async def loop_lag(deadline: float, lags: list[float], tick_s: float = 0.05) -> None:
    """How late this process's event loop wakes up: the measuring client's own overhead."""
    while time.monotonic() < deadline:
        started = time.perf_counter()
        await asyncio.sleep(tick_s)
        lags.append(time.perf_counter() - started - tick_s)


# --- phases -------------------------------------------------------------------------------------------------
@dataclass
class Phase:
    name: str
    seconds: float
    users: UserStats = field(default_factory=UserStats)
    peak_rss: int = 0
    peaks: Counter[str] = field(default_factory=Counter)
    disk_growth: int = 0
    server_cpu_s: float = 0.0
    cpu_by_role: dict[str, float] = field(default_factory=dict)
    client_cpu_s: float = 0.0
    lags: list[float] = field(default_factory=list)
    attacks: dict[str, Any] | None = None

    @property
    def server_errors(self) -> Counter[str]:
        errors = Counter(self.users.server_errors)
        if self.attacks:
            errors.update(self.attacks["server_error_count"])
        return errors


def client_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def read_attacks(out: Path) -> dict[str, Any]:
    """What the attackers' process wrote; empty results when it wrote nothing."""
    if not out.exists():
        return {"attacks": {}, "server_errors": [], "server_error_count": {}, "cpu_s": 0.0}
    results: dict[str, Any] = json.loads(out.read_text())
    return results


async def run_phase(
    phase: Phase, users: list[NormalUser], sampler: TreeSampler, data_dir: Path, attack_command: list[str] | None, out: Path
) -> None:
    disk_before, cpu_before, client_before = disk_bytes(data_dir), sampler.cpu(), client_cpu()
    sampler.reset()
    attackers = subprocess.Popen(attack_command) if attack_command else None
    deadline = time.monotonic() + phase.seconds
    async with asyncio.TaskGroup() as group:
        group.create_task(loop_lag(deadline, phase.lags))
        for user in users:
            group.create_task(user.chat(deadline, phase.users))
    if attackers is not None:
        try:
            await asyncio.to_thread(attackers.wait, 90)
        except subprocess.TimeoutExpired:
            attackers.kill()
            attackers.wait()
        phase.attacks = read_attacks(out)
    phase.peak_rss = sampler.peak
    phase.peaks = Counter(sampler.peaks)
    phase.disk_growth = disk_bytes(data_dir) - disk_before
    cpu_after = sampler.cpu()
    phase.cpu_by_role = {kind: cpu_after[kind] - cpu_before.get(kind, 0.0) for kind in cpu_after}
    phase.server_cpu_s = sum(phase.cpu_by_role.values())
    phase.client_cpu_s = client_cpu() - client_before


# --- the report ---------------------------------------------------------------------------------------------
def ratio(attack: float, quiet: float) -> float:
    return attack / quiet if quiet else float("inf") if attack else 1.0


def mib(value: int) -> str:
    return f"{value / 2**20:.1f}"


def ms(values: list[float], q: float) -> float:
    return percentile(values, q) * 1000 if values else float("nan")


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def report(quiet: Phase, attack: Phase, header: str, server_log: str) -> bool:
    print(header)
    print(f"{'':36}{'quiet':>20}{'attack':>20}{'ratio':>8}")

    def row(label: str, q: str, a: str, r: str = "") -> None:
        print(f"{label:36}{q:>20}{a:>20}{r:>8}")

    row("normal-user turns answered", str(len(quiet.users.latencies)), str(len(attack.users.latencies)))
    row("normal-user conversations started", str(quiet.users.conversations), str(attack.users.conversations))
    row("normal-user answers by status", fmt_counts(quiet.users.statuses), fmt_counts(attack.users.statuses))
    row("normal-user client errors", str(sum(quiet.users.errors.values())), str(sum(attack.users.errors.values())))
    q5, a5 = sum(quiet.server_errors.values()), sum(attack.server_errors.values())
    row("5xx answers (all clients)", str(q5), str(a5))
    row("peak RSS of the server tree, MiB", mib(quiet.peak_rss), mib(attack.peak_rss), f"{ratio(attack.peak_rss, quiet.peak_rss):.2f}x")
    for kind in sorted(set(quiet.peaks) | set(attack.peaks)):
        q, a = quiet.peaks[kind], attack.peaks[kind]
        row(f"  of which {kind}, MiB", mib(q), mib(a), f"{ratio(a, q):.2f}x")
    row(
        "disk growth of the data dir, MiB",
        mib(quiet.disk_growth),
        mib(attack.disk_growth),
        f"{ratio(attack.disk_growth, quiet.disk_growth):.1f}x",
    )
    p50q, p50a = ms(quiet.users.latencies, 0.5), ms(attack.users.latencies, 0.5)
    p99q, p99a = ms(quiet.users.latencies, 0.99), ms(attack.users.latencies, 0.99)
    row("normal users' turn p50, ms", f"{p50q:.1f}", f"{p50a:.1f}", f"{p50a / p50q:.2f}x")
    row("normal users' turn p99, ms", f"{p99q:.1f}", f"{p99a:.1f}", f"{p99a / p99q:.2f}x")
    row("server tree CPU, s", f"{quiet.server_cpu_s:.1f}", f"{attack.server_cpu_s:.1f}")
    for kind in sorted(set(quiet.cpu_by_role) | set(attack.cpu_by_role)):
        row(f"  of which {kind}, s", f"{quiet.cpu_by_role.get(kind, 0.0):.1f}", f"{attack.cpu_by_role.get(kind, 0.0):.1f}")
    attacker_cpu = attack.attacks["cpu_s"] if attack.attacks else 0.0
    row("attackers' process CPU, s", "-", f"{attacker_cpu:.1f}")
    row("measuring client CPU, s", f"{quiet.client_cpu_s:.1f}", f"{attack.client_cpu_s:.1f}")
    row("measuring client loop lag p99, ms", f"{ms(quiet.lags, 0.99):.1f}", f"{ms(attack.lags, 0.99):.1f}")

    if attack.attacks:
        print()
        print(f"{'attack':22}{'requests':>9}  answers by status; client-side errors")
        for name, tally in attack.attacks["attacks"].items():
            errors = f"; {fmt_counts(tally['errors'])}" if tally["errors"] else ""
            print(f"{name:22}{tally['requests']:>9}  {fmt_counts(tally['statuses'])}{errors}")

    server_errors = quiet.server_errors + attack.server_errors
    if server_errors:
        print()
        print("5xx answers (who | endpoint | variant | status: count):")
        for where, count in server_errors.most_common():
            print(f"  {where}: {count}")
        seen: set[tuple[str, str, str]] = set()
        for example in (attack.attacks or {}).get("server_errors", []):
            key = (example["attack"], example["endpoint"], example["variant"])
            if key not in seen:
                seen.add(key)
                print(f"  e.g. {' | '.join(key)} -> {example['status']} {example['body']}")

    lines = server_log.splitlines()
    levels = Counter(match.group(1) for line in lines if (match := re.search(r" (DEBUG|INFO|WARNING|ERROR|CRITICAL) ", line)))
    problems = [line for line in lines if re.search(r"Traceback| ERROR | CRITICAL ", line)]
    print()
    print(f"server log: {len(lines)} lines ({fmt_counts(levels)}), {len(problems)} with ERROR, CRITICAL or Traceback")
    for text, count in Counter(re.sub(r"\d+", "N", line)[:200] for line in problems).most_common(8):
        print(f"  {count} x {text}")

    limited = quiet.users.statuses[429] + attack.users.statuses[429]
    goals = [
        (f"no 5xx answers (quiet {q5}, attack {a5})", q5 == 0 and a5 == 0),
        (
            f"peak RSS under attack within {GOAL_RATIO}x of quiet ({ratio(attack.peak_rss, quiet.peak_rss):.2f}x)",
            attack.peak_rss <= GOAL_RATIO * quiet.peak_rss,
        ),
        (f"normal users' p99 under attack within {GOAL_RATIO}x of quiet ({p99a / p99q:.2f}x)", p99a <= GOAL_RATIO * p99q),
        (f"normal users never rate-limited ({limited} answers 429)", limited == 0),
    ]
    print()
    for label, ok in goals:
        print(f"{verdict(ok)}  {label}")
    return all(ok for _, ok in goals)


def fmt_counts(counts: dict[Any, int] | Counter[Any]) -> str:
    return " ".join(f"{key}:{value}" for key, value in sorted(counts.items(), key=lambda item: str(item[0]))) or "-"


# --- the run ------------------------------------------------------------------------------------------------
def server_env(bot: str | None, bf: FakeBotFramework, certificates: StaticFiles, admin_token: str) -> dict[str, str]:
    env = {
        "PARLEY_HOST": "127.0.0.1",
        "PARLEY_MONGODB_URI": "",  # the embedded database
        "PARLEY_REDIS_URL": "",  # the summarizer inside `parley serve`
        "PARLEY_LOG_LEVEL": "INFO",
        "PARLEY_ADMIN_TOKEN": admin_token,
        "MicrosoftAppId": APP_ID,
        "MicrosoftAppPassword": bf.app_password,
        "PARLEY_TEAMS_LOCAL": "0",
        "PARLEY_TEAMS_OPENID_METADATA_URL": f"{bf.url}/openid",
        "PARLEY_TEAMS_TOKEN_URL": f"{bf.url}/token",
        "PARLEY_ALEXA_SKILL_ID": SKILL_ID,
        "PARLEY_ALEXA_CERT_MIRROR": certificates.url,
        "PARLEY_SEED_SAMPLE": "1",
        "PARLEY_MEANINGS": "on",  # the product's default: the sentence encoder is loaded (the tests' servers turn it off)
    }
    for name in (
        "PARLEY_RATE_CONVERSATIONS",
        "PARLEY_RATE_TURNS",
        "PARLEY_RATE_ADDRESS_TURNS",
        "PARLEY_DIRECTLINE_SECRET",
        "PARLEY_WEBCHAT_PAGE",
    ):
        env[name] = ""  # the defaults
    if bot:
        env["PARLEY_BOT"] = bot
    return env


async def soak(args: argparse.Namespace) -> bool:
    workdir = Path(tempfile.mkdtemp(prefix="parley-soak-"))
    data_dir = workdir / "data"
    admin_token = secrets.token_urlsafe(24)
    bf = FakeBotFramework().start()
    certificates = StaticFiles().start()
    started = time.monotonic()
    parley = ParleyProcess(workdir, server_env(args.bot, bf, certificates, admin_token), ["--data-dir", str(data_dir)])
    parley.start(timeout_s=300)
    assert parley.process is not None
    print(
        f"parley serve ready in {time.monotonic() - started:.1f} s (pid {parley.process.pid}, {parley.url}, work dir {workdir})", flush=True
    )
    sampler = TreeSampler(parley.process.pid).start()
    questions = DEMO_QUESTIONS if args.bot == "demo" else COLLECTION_QUESTIONS
    users = [NormalUser(i, parley.url, questions, args.turns_per_conversation) for i in range(args.users)]
    phase_s = args.minutes * 60 / 2
    out = workdir / "attacks.json"
    attack_command = [
        *(["nice", "-n", str(args.attacker_nice)] if args.attacker_nice else []),
        sys.executable,
        str(ROOT / "scripts" / "soak_attacks.py"),
        f"--url={parley.url}",
        f"--seconds={phase_s}",
        f"--admin-token={admin_token}",
        f"--out={out}",
        f"--rate={args.attack_rate}",
        f"--idle-connections={args.idle_connections}",
        f"--slow-bodies={args.slow_bodies}",
        *([f"--attacks={args.attacks}"] if args.attacks else []),
    ]
    ok = False
    try:
        warm = time.monotonic() + args.warmup
        async with asyncio.TaskGroup() as group:
            for user in users:
                group.create_task(user.chat(warm, UserStats(), timed=False))
        quiet, attack = Phase("quiet", phase_s), Phase("attack", phase_s)
        print(f"quiet phase: {phase_s:.0f} s ...", flush=True)
        await run_phase(quiet, users, sampler, data_dir, None, out)
        print(f"attack phase: {phase_s:.0f} s ...", flush=True)
        await run_phase(attack, users, sampler, data_dir, attack_command, out)
        header = (
            f"Parley soak: {os.cpu_count()} CPU cores, bot {args.bot or 'scrapbook (the sample collection)'}, embedded SecantusDB, "
            f"{args.users} normal users, {phase_s:.0f} s per phase, attackers at {args.attack_rate:.0f} requests/s "
            f"+ {args.idle_connections} idle connections + {args.slow_bodies} slow bodies (nice {args.attacker_nice})"
        )
        print()
        ok = report(quiet, attack, header, parley.log())
    finally:
        sampler.stop()
        for user in users:
            await user.close()
        code = parley.stop()
        bf.stop()
        certificates.stop()
        print(f"\nparley serve stopped (exit status {code}); its log: {parley.log_path}")
    return ok


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--minutes", type=float, default=3.0, help="the quiet and attack phases together (default 3)")
    parser.add_argument("--users", type=int, default=8, help="normal users (default 8)")
    parser.add_argument("--bot", help="demo for the demo bot (default: the sample collection's assistant)")
    parser.add_argument("--turns-per-conversation", type=int, default=12, help="a normal user's turns before a new conversation")
    parser.add_argument("--attack-rate", type=float, default=80.0, help="attack requests a second, all kinds together")
    parser.add_argument("--idle-connections", type=int, default=300, help="connections the attackers hold open")
    parser.add_argument("--slow-bodies", type=int, default=40, help="requests whose body trickles in at a byte a second")
    parser.add_argument("--attacker-nice", type=int, default=10, help="lower the attackers' CPU priority (0: as the server)")
    parser.add_argument("--attacks", help="only these attacks, comma-separated (see scripts/soak_attacks.py; default: all)")
    parser.add_argument("--warmup", type=float, default=10.0, help="seconds of untimed chat before the quiet phase")
    args = parser.parse_args()
    if args.minutes <= 0 or args.users <= 0:
        parser.error("--minutes and --users must be greater than 0")
    sys.exit(0 if asyncio.run(soak(args)) else 1)


if __name__ == "__main__":
    main()
