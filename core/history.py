"""Conversation history with a rolling summary (pure).

History is the list of numbered (user, bot) turns. Past a budget (turns or tokens), the oldest turns
beyond a recent window are folded into one rolling summary by a summarizer running elsewhere. The
summary records the last turn it covers (`up_to`) and a `version`; committing a new summary is a
conditional write on that version that also removes exactly the turns it covers, so:
- turns that arrive while a summary is being computed stay (they are newer than `up_to`);
- a late summary built on an older version is rejected (the version moved on);
- the same job done twice changes nothing the second time (the turns are gone, the plan is empty).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypedDict

TokenCounter = Callable[[str], int]


class HistoryEntry(TypedDict, total=False):
    """One numbered turn of the history, as kept (and stored) with the conversation's state."""

    n: int  # the turn's number
    at: datetime
    user: str  # what the user said
    bot: str  # what the bot answered
    tokens: int  # its size, counted once when it is stored


_WORD = re.compile(r"\w+|[^\w\s]", re.UNICODE)


def count_words(text: str) -> int:
    """The fallback token count: words and punctuation marks."""
    return len(_WORD.findall(text))


@dataclass(frozen=True)
class HistoryBudget:
    max_turns: int = 40  # verbatim turns before the oldest are summarized
    max_tokens: int = 1500  # size of summary + verbatim turns before the oldest are summarized
    keep_recent: int = 8  # turns always kept verbatim

    def __post_init__(self) -> None:
        if self.keep_recent < 0 or self.max_turns <= self.keep_recent or self.max_tokens <= 0:
            raise ValueError("a history budget needs max_turns > keep_recent >= 0 and max_tokens > 0")


DEFAULT_BUDGET = HistoryBudget()


@dataclass(frozen=True)
class Summary:
    text: str = ""
    up_to: int = 0  # the last turn number it covers (0: none)
    version: int = 0
    at: datetime | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"text": self.text, "upTo": self.up_to, "version": self.version, "at": self.at}


def turn_text(turn: HistoryEntry) -> str:
    return f"User: {turn.get('user', '')}\nBot: {turn.get('bot', '')}"


TOKENS = "tokens"
"""A history entry's own size in tokens, counted once when the turn is stored."""


def turn_tokens(turn: HistoryEntry, count: TokenCounter = count_words) -> int:
    """The turn's stored token count; counted from its text when it has none (an entry stored before
    counts were kept)."""
    stored = turn.get(TOKENS)
    if isinstance(stored, int) and not isinstance(stored, bool) and stored >= 0:
        return stored
    return count(turn_text(turn))


def with_tokens(turn: HistoryEntry, count: TokenCounter = count_words) -> HistoryEntry:
    """The turn with its token count stored in it (the same dict when it already has one)."""
    stored = turn.get(TOKENS)
    if isinstance(stored, int) and not isinstance(stored, bool) and stored >= 0:
        return turn
    return {**turn, "tokens": count(turn_text(turn))}


def history_size(history: Sequence[HistoryEntry], summary: Summary, count: TokenCounter = count_words) -> int:
    """Tokens of the summary and the verbatim turns: what a handler's context costs. Each turn's stored
    count is summed; only turns stored without one are counted."""
    return count(summary.text) + sum(turn_tokens(turn, count) for turn in history)


@dataclass(frozen=True)
class SummaryPlan:
    """Fold `turns` (numbers up to `up_to`) into the summary at `base_version`."""

    conversation_id: str
    base_version: int
    up_to: int
    turns: tuple[HistoryEntry, ...]
    previous: str


def plan_summary(
    conversation_id: str,
    history: Sequence[HistoryEntry],
    summary: Summary,
    budget: HistoryBudget,
    count: TokenCounter = count_words,
) -> SummaryPlan | None:
    """What to summarize now, or None while the history is within budget. The `keep_recent` newest
    turns stay verbatim even when fewer turns than that are over the token budget."""
    pending = [turn for turn in history if int(turn.get("n", 0)) > summary.up_to]
    if len(pending) <= budget.max_turns and history_size(pending, summary, count) <= budget.max_tokens:
        return None
    older = foldable(pending, budget.keep_recent)
    if not older:
        return None
    return SummaryPlan(conversation_id, summary.version, int(older[-1]["n"]), tuple(older), summary.text)


def foldable(pending: Sequence[HistoryEntry], keep_recent: int) -> list[HistoryEntry]:
    """The turns of `pending` (oldest first) that may be folded: all but the `keep_recent` newest."""
    return list(pending[: max(len(pending) - keep_recent, 0)])


def plan_up_to(
    conversation_id: str, history: Sequence[HistoryEntry], summary: Summary, up_to: int, keep_recent: int = 0
) -> SummaryPlan | None:
    """The plan a job asked for: fold the turns after the stored summary up to `up_to`, but never the
    `keep_recent` newest turns; None when there is nothing left to fold (a duplicate or stale job, or a
    job asking for turns that must stay verbatim)."""
    pending = [turn for turn in history if int(turn.get("n", 0)) > summary.up_to]
    turns = tuple(turn for turn in foldable(pending, keep_recent) if int(turn.get("n", 0)) <= up_to)
    if not turns:
        return None
    return SummaryPlan(conversation_id, summary.version, int(turns[-1]["n"]), turns, summary.text)


def summary_input(plan: SummaryPlan) -> str:
    """The text a summarizer reads: the summary so far, then the turns to fold in."""
    parts = [f"Summary so far: {plan.previous}"] if plan.previous else []
    parts += [turn_text(turn) for turn in plan.turns]
    return "\n".join(parts)


def next_summary(plan: SummaryPlan, text: str, now: datetime) -> Summary:
    return Summary(text=text.strip(), up_to=plan.up_to, version=plan.base_version + 1, at=now)


def remaining(history: Sequence[HistoryEntry], summary: Summary) -> tuple[HistoryEntry, ...]:
    """The verbatim turns a summary leaves: those after the last turn it covers."""
    return tuple(turn for turn in history if int(turn.get("n", 0)) > summary.up_to)


def context_text(history: Sequence[HistoryEntry], summary: Summary) -> str:
    """The summary and the recent turns as one text: what a language-model handler would be given."""
    parts = [f"Earlier: {summary.text}"] if summary.text else []
    parts += [turn_text(turn) for turn in remaining(history, summary)]
    return "\n".join(parts)
