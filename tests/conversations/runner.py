"""Runs the conversations through the real engine and store and scores every turn."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from parley.core.conversation import CONTEXT_KEY, ConversationService
from parley.core.turn import Turn

from .expect import Answer, Best, Clarify, Compare, Detail, Item, Pick, Those, Top, Verdict
from .suite import ANY_INTENT, CONVERSATIONS, PHENOMENA, Conversation

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
NUMBER = re.compile(r"(?<![\w.])\d[\d,]*(?:\.\d+)?(?![\w])")


@dataclass(frozen=True)
class TurnResult:
    conversation: str
    text: str
    tags: tuple[str, ...]
    ok: bool
    problem: str
    answer: str
    known_failure: str | None = None

    @property
    def unexpected(self) -> bool:
        """A failure not recorded as known, or a known failure that now passes."""
        return self.ok == (self.known_failure is not None)


def _naive(moment: datetime) -> datetime:
    return moment.replace(tzinfo=None) if moment.tzinfo else moment


def numbers_in(text: str) -> list[str]:
    """The numbers a text shows, as written ("1,234" → "1234", "3.40" stays "3.40")."""
    return [n.replace(",", "") for n in NUMBER.findall(text)]


def states_number(reply: str, question: str, value: float) -> bool:
    """Whether the reply shows `value` at the precision it writes it with (an integer only exactly), not
    counting the numbers the question itself contains."""
    asked = set(numbers_in(question))
    for shown in numbers_in(reply):
        if shown in asked:
            continue
        decimals = len(shown.partition(".")[2])
        if decimals == 0 and float(shown) == value:
            return True
        if decimals > 0 and abs(float(shown) - value) <= 0.5 * 10**-decimals + 1e-9:
            return True
    return False


def _words(text: str) -> str:
    return " " + re.sub(r"\W+", " ", text.lower()) + " "


def mentions(reply: str, name: str) -> bool:
    return f" {_words(name).strip()} " in _words(reply)


def names(reply: str, word: str) -> bool:
    """Whether a word of the reply starts with `word` ("wine" is named by "Wine" and "wines")."""
    return re.search(rf"\b{re.escape(word)}", reply, re.IGNORECASE) is not None


def verdict_of(reply: str) -> str | None:
    """ "yes" or "no" when the reply starts with it, else None."""
    said = re.match(r"\W*(yes|no)\b", reply, re.IGNORECASE)
    return said.group(1).lower() if said else None


def _value(item: Item, name: str) -> Any:
    return item["fields"].get(name, item.get(name))


def top_items(items: Sequence[Item], top: Top) -> set[str]:
    """The ids of the items `top.among` selects that may be in its top `n`: none beaten by `n` others."""
    sign = 1 if top.highest else -1
    pool = sorted((i for i in items if top.among(i)), key=lambda i: sign * _value(i, top.field))
    cut = sign * _value(pool[-top.n], top.field)
    return {i["_id"] for i in pool if sign * _value(i, top.field) >= cut}


def _aspect(item: Item, aspect: str) -> list[str]:
    if aspect in ("city", "country"):
        return [item["place"][aspect]]
    if aspect == "year":
        return [str(item["itemDate"].year)]
    if aspect == "who":
        return list(item["who"]) or ["nobody"]
    if aspect == "rating":
        return [str(item["rating"])]
    raise ValueError(f"unknown aspect {aspect!r}")


async def run_suite(
    service: ConversationService,
    items: Sequence[Item],
    conversations: Sequence[Conversation] = CONVERSATIONS,
    prefix: str = "suite",
) -> list[TurnResult]:
    for item in items:
        item["itemDate"] = _naive(item["itemDate"])
    by_id = {i["_id"]: i for i in items}
    results: list[TurnResult] = []
    for number, conversation in enumerate(conversations):
        cid = f"{prefix}-{number}"
        now = NOW
        await service.start(cid, "suite", "test", now)
        previous_expected: set[str] | None = None
        previous_answer: list[str] = []
        chosen: str | None = None  # the one item the previous turn picked, for a Detail question
        for step in conversation.steps:
            now += timedelta(seconds=20)
            outcome = await service.handle(Turn("test", cid, "suite", step.text, now, location=conversation.location), now)
            reply = outcome.reply.text
            state = (await service.get(cid)).state
            context: dict[str, Any] = state.memory.get(CONTEXT_KEY, {})
            interpretation = outcome.interpretation
            problems = []
            intent = interpretation["intent"]
            if intent in ("find", "count", "list", "map") and interpretation.get("request"):
                intent = interpretation["request"]["action"]  # an ellipsis keeps the question's action
            if step.intent != ANY_INTENT and intent != step.intent:
                problems.append(f"intent {intent!r}, expected {step.intent!r}")
            if step.switch and interpretation["contextSwitch"] != step.switch:
                problems.append(f"contextSwitch {interpretation['contextSwitch']!r}, expected {step.switch!r}")
            if step.says and step.says not in reply:
                problems.append(f"answer lacks {step.says!r}")
            expected: set[str] | None = None
            got_answer = list(context.get("answer") or [])
            picked: str | None = None
            if isinstance(step.expect, Those):
                base = previous_expected or set()
                matching = {i for i in base if step.expect.predicate(by_id[i])}
                expected = matching if step.expect.keep else base - matching
            elif isinstance(step.expect, Best):
                among = step.expect.among
                pool = [i for i in items if among(i)] if among else [by_id[i] for i in previous_expected or set()]
                values = [_value(i, step.expect.field) for i in pool]
                top = max(values) if step.expect.highest else min(values)
                winners = {i["_id"] for i, v in zip(pool, values, strict=False) if v == top}
                if len(got_answer) != 1 or got_answer[0] not in winners:
                    problems.append(f"chose {got_answer[:3]}, expected one of {sorted(winners)[:3]}")
                picked = got_answer[0] if len(got_answer) == 1 else None
                expected = None
            elif isinstance(step.expect, Top):
                good = top_items(items, step.expect)
                if len(got_answer) != step.expect.n or not set(got_answer) <= good:
                    problems.append(f"answered {len(got_answer)} items ({len(set(got_answer) - good)} not among the top {step.expect.n})")
            elif isinstance(step.expect, Pick):
                position = step.expect.index - 1 if step.expect.index > 0 else len(previous_answer) - 1
                wanted = previous_answer[position] if 0 <= position < len(previous_answer) else None
                if context.get("selected") != wanted:
                    problems.append(f"selected {context.get('selected')}, expected {wanted}")
                picked = context.get("selected")
                got_answer = previous_answer
            elif isinstance(step.expect, Detail):
                if chosen is None:
                    problems.append("the previous turn chose no single item")
                else:
                    missing = [v for v in _aspect(by_id[chosen], step.expect.aspect) if not mentions(reply, v)]
                    if missing:
                        problems.append(f"reply lacks {step.expect.aspect} {missing} of {chosen}")
                picked = chosen
                got_answer = previous_answer
            elif isinstance(step.expect, Answer):
                among = [i for i in items if step.expect.among(i)]
                value = step.expect.measure(among)
                picked = among[0]["_id"] if len(among) == 1 else None  # "how many nights" of the one trip: still in focus
                right = mentions(reply, value) if isinstance(value, str) else states_number(reply, step.text, value)
                if not right:
                    problems.append(f"reply does not state {value!r}")
            elif isinstance(step.expect, Compare):
                counts = {name: sum(map(predicate, items)) for name, predicate in step.expect.options}
                ranked_counts = sorted(counts.values(), reverse=True)
                if ranked_counts[0] == ranked_counts[1]:
                    problems.append("the suite's options tie: fix the conversation")
                winner = max(counts, key=lambda name: counts[name])
                if not names(reply, winner):
                    problems.append(f"reply does not name {winner!r}")
                unstated = [f"{name} {n}" for name, n in counts.items() if not states_number(reply, step.text, n)]
                if unstated:
                    problems.append(f"reply lacks the counts {unstated}")
            elif isinstance(step.expect, Verdict):
                verdict = "yes" if step.expect.holds(items) else "no"
                if verdict_of(reply) != verdict:
                    problems.append(f"reply does not start with {verdict!r}")
            elif isinstance(step.expect, Clarify):
                if "?" not in reply:
                    problems.append("reply asks no question")
                if interpretation.get("resultCount"):
                    problems.append(f"answered with {interpretation.get('resultCount')} results instead of asking")
                unnamed = [o for o in step.expect.options if o.lower() not in reply.lower()]
                if unnamed:
                    problems.append(f"the question back does not offer {unnamed}")
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
            chosen = picked
            results.append(
                TurnResult(conversation.name, step.text, step.tags, not problems, "; ".join(problems), reply, step.known_failure)
            )
    return results


def report(results: Sequence[TurnResult], tags: Sequence[str] = PHENOMENA) -> str:
    """Accuracy per tag (first column: turns, right, accuracy), the failures, and the known failures
    that now pass."""
    width = max(22, *(len(t) + 2 for t in tags))
    lines = [f"{'tag':<{width}}{'turns':>7}{'right':>7}{'accuracy':>10}"]
    for tag in (*tags, "all turns"):
        chosen = [r for r in results if tag == "all turns" or tag in r.tags]
        right = sum(r.ok for r in chosen)
        accuracy = f"{100 * right / len(chosen):.1f}%" if chosen else "-"
        lines.append(f"{tag:<{width}}{len(chosen):>7}{right:>7}{accuracy:>10}")
    conversations = {r.conversation for r in results}
    lines.append(f"{len(conversations)} conversations, {len(results)} turns")
    sections = (
        ("failures:", [r for r in results if not r.ok and r.known_failure is None]),
        ("known failures (still failing):", [r for r in results if not r.ok and r.known_failure is not None]),
    )
    for title, chosen in sections:
        if chosen:
            lines.append("")
            lines.append(title)
            lines.extend(f"- [{r.conversation}] {r.text!r}: {r.problem}\n    answer: {r.answer[:200]}" for r in chosen)
    now_passing = [r for r in results if r.ok and r.known_failure is not None]
    if now_passing:
        lines.append("")
        lines.append("known failures that now pass (remove their known_failure mark):")
        lines.extend(f"- [{r.conversation}] {r.text!r} (was: {r.known_failure})" for r in now_passing)
    return "\n".join(lines)
