"""Runs the conversations through the real engine and store and scores every turn."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from parley.core.conversation import CONTEXT_KEY, ConversationService
from parley.core.turn import Turn

from .expect import Best, Item, Pick, Those
from .suite import CONVERSATIONS, PHENOMENA, Conversation

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)


@dataclass(frozen=True)
class TurnResult:
    conversation: str
    text: str
    tags: tuple[str, ...]
    ok: bool
    problem: str
    answer: str


def _naive(moment: datetime) -> datetime:
    return moment.replace(tzinfo=None) if moment.tzinfo else moment


async def run_suite(
    service: ConversationService, items: Sequence[Item], conversations: Sequence[Conversation] = CONVERSATIONS
) -> list[TurnResult]:
    for item in items:
        item["itemDate"] = _naive(item["itemDate"])
    by_id = {i["_id"]: i for i in items}
    results: list[TurnResult] = []
    for number, conversation in enumerate(conversations):
        cid = f"suite-{number}"
        now = NOW
        await service.start(cid, "suite", "test", now)
        previous_expected: set[str] | None = None
        previous_answer: list[str] = []
        for step in conversation.steps:
            now += timedelta(seconds=20)
            outcome = await service.handle(Turn("test", cid, "suite", step.text, now, location=conversation.location), now)
            state = (await service.get(cid)).state
            context: dict[str, Any] = state.memory.get(CONTEXT_KEY, {})
            interpretation = outcome.interpretation
            problems = []
            intent = interpretation["intent"]
            if intent in ("find", "count", "list", "map") and interpretation.get("request"):
                intent = interpretation["request"]["action"]  # an ellipsis keeps the question's action
            if intent != step.intent:
                problems.append(f"intent {intent!r}, expected {step.intent!r}")
            if step.switch and interpretation["contextSwitch"] != step.switch:
                problems.append(f"contextSwitch {interpretation['contextSwitch']!r}, expected {step.switch!r}")
            if step.says and step.says not in outcome.reply.text:
                problems.append(f"answer lacks {step.says!r}")
            expected: set[str] | None = None
            got_answer = list(context.get("answer") or [])
            if isinstance(step.expect, Those):
                base = previous_expected or set()
                matching = {i for i in base if step.expect.predicate(by_id[i])}
                expected = matching if step.expect.keep else base - matching
            elif isinstance(step.expect, Best):
                base = [by_id[i] for i in previous_expected or set()]
                values = [i["fields"].get(step.expect.field, i.get(step.expect.field)) for i in base]
                top = max(values) if step.expect.highest else min(values)
                winners = {i["_id"] for i, v in zip(base, values, strict=False) if v == top}
                if len(got_answer) != 1 or got_answer[0] not in winners:
                    problems.append(f"chose {got_answer[:1]}, expected one of {sorted(winners)[:3]}")
                expected = None
            elif isinstance(step.expect, Pick):
                position = step.expect.index - 1 if step.expect.index > 0 else len(previous_answer) - 1
                wanted = previous_answer[position] if 0 <= position < len(previous_answer) else None
                if context.get("selected") != wanted:
                    problems.append(f"selected {context.get('selected')}, expected {wanted}")
                got_answer = previous_answer
            elif step.expect is not None:
                expected = {i["_id"] for i in items if step.expect(i)}
                if not expected:
                    problems.append("the suite's expected set is empty: fix the sample or the conversation")
            if expected is not None:
                count = interpretation.get("resultCount")
                if count != len(expected):
                    problems.append(f"{count} results, expected {len(expected)}")
                elif not set(got_answer) <= expected:
                    problems.append(f"{len(set(got_answer) - expected)} unexpected items")
                previous_expected = expected
            previous_answer = got_answer
            results.append(TurnResult(conversation.name, step.text, step.tags, not problems, "; ".join(problems), outcome.reply.text))
    return results


def report(results: Sequence[TurnResult]) -> str:
    lines = [f"{'phenomenon':<22}{'turns':>7}{'right':>7}{'accuracy':>10}"]
    for phenomenon in (*PHENOMENA, "all turns"):
        chosen = [r for r in results if phenomenon == "all turns" or phenomenon in r.tags]
        right = sum(r.ok for r in chosen)
        accuracy = f"{100 * right / len(chosen):.1f}%" if chosen else "-"
        lines.append(f"{phenomenon:<22}{len(chosen):>7}{right:>7}{accuracy:>10}")
    conversations = {r.conversation for r in results}
    lines.append(f"{len(conversations)} conversations, {len(results)} turns")
    failures = [r for r in results if not r.ok]
    if failures:
        lines.append("")
        lines.append("failures:")
        lines.extend(f"- [{r.conversation}] {r.text!r}: {r.problem}\n    answer: {r.answer[:160]}" for r in failures)
    return "\n".join(lines)
