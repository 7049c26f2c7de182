"""History budgets, summary plans and the offline summarizer (pure)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from parley.core.history import (
    HistoryBudget,
    Summary,
    context_text,
    history_size,
    next_summary,
    plan_summary,
    plan_up_to,
    remaining,
    summary_input,
)
from parley.core.model import ModelError, model_from_dict
from parley.core.summarizer import ExtractiveSummarizer

NOW = datetime(2026, 11, 29, tzinfo=UTC)


def turns(first: int, last: int) -> tuple[dict[str, object], ...]:
    return tuple({"n": n, "user": f"question {n} about wines from France", "bot": f"Here are {n} wines."} for n in range(first, last + 1))


def test_within_budget_nothing_is_planned() -> None:
    assert plan_summary("c", turns(1, 5), Summary(), HistoryBudget(max_turns=10, max_tokens=10_000, keep_recent=2)) is None


def test_too_many_turns_folds_all_but_the_recent_window() -> None:
    plan = plan_summary("c", turns(1, 11), Summary(), HistoryBudget(max_turns=10, max_tokens=10_000, keep_recent=3))
    assert plan is not None and plan.up_to == 8 and [t["n"] for t in plan.turns] == list(range(1, 9)) and plan.base_version == 0


def test_too_many_tokens_folds_too_and_the_summary_counts() -> None:
    budget = HistoryBudget(max_turns=100, max_tokens=60, keep_recent=2)
    assert plan_summary("c", turns(1, 3), Summary(), budget) is None
    summary = Summary("x " * 50, up_to=0, version=4)
    plan = plan_summary("c", turns(1, 3), summary, budget)
    assert plan is not None and plan.up_to == 1 and plan.base_version == 4 and plan.previous == summary.text


def test_turns_already_covered_are_not_planned_again() -> None:
    summary = Summary("old", up_to=8, version=1)
    plan = plan_summary("c", turns(1, 20), summary, HistoryBudget(max_turns=10, max_tokens=10_000, keep_recent=2))
    assert plan is not None and plan.turns[0]["n"] == 9 and plan.up_to == 18


def test_a_job_for_covered_turns_plans_nothing_and_one_for_new_turns_covers_exactly_those() -> None:
    history = turns(5, 12)
    assert plan_up_to("c", history, Summary("s", up_to=8, version=2), 8) is None  # duplicate / stale
    plan = plan_up_to("c", history, Summary("s", up_to=8, version=2), 10)
    assert plan is not None and [t["n"] for t in plan.turns] == [9, 10] and plan.base_version == 2


def test_the_next_summary_moves_version_and_cutoff_and_leaves_newer_turns() -> None:
    plan = plan_up_to("c", turns(1, 6), Summary(), 4)
    assert plan is not None
    summary = next_summary(plan, " The user looked at French wines. ", NOW)
    assert (summary.text, summary.up_to, summary.version, summary.at) == ("The user looked at French wines.", 4, 1, NOW)
    assert [t["n"] for t in remaining(turns(1, 6), summary)] == [5, 6]
    assert context_text(turns(1, 6), summary).startswith("Earlier: The user looked at French wines.\nUser: question 5")


def test_summary_input_carries_the_previous_summary_first() -> None:
    plan = plan_up_to("c", turns(3, 4), Summary("Earlier stuff.", up_to=2, version=1), 4)
    assert plan is not None
    assert summary_input(plan).splitlines()[0] == "Summary so far: Earlier stuff."
    assert history_size(turns(1, 2), Summary("a b c")) == 3 + sum(
        len(f"User: question {n} about wines from France Bot: Here are {n} wines.".replace(":", " :").replace(".", " .").split())
        for n in (1, 2)
    )


MODEL = {"name": "b", "entities": [{"id": "hi", "synonyms": ["hi"]}], "intents": [{"id": "hi", "terms": ["hi"], "reply": "Hi!"}]}


def test_budgets_are_per_bot_and_checked() -> None:
    model = model_from_dict({**MODEL, "history": {"max_turns": 12, "max_tokens": 900, "keep_recent": 4}}, "t")
    assert model.history == HistoryBudget(12, 900, 4)
    with pytest.raises(ModelError):
        model_from_dict({**MODEL, "history": {"max_turns": 2, "keep_recent": 4}}, "t")


def test_the_extractive_summary_keeps_what_the_conversation_was_about() -> None:
    text = "\n".join(
        [
            "User: Show me wines from France in 2018",
            "Bot: Here are the 11 items found in category Drink of type Wine within France in 2018.",
            "User: what about red ones?",
            "Bot: Here are the 6 red wines found within France in 2018.",
            "User: hello",
            "Bot: Hi!",
            "User: how many books did I read in 2022?",
            "Bot: I found 14 books read in 2022.",
        ]
    )
    summary = ExtractiveSummarizer(max_words=40).summarize([text])[0]
    assert "wine" in summary.lower() and "books" in summary.lower()  # the central sentence and the latest question
    assert len(summary.split()) <= 45 and "Hi!" not in summary
    again = ExtractiveSummarizer(max_words=40).summarize(
        [f"Summary so far: {summary}\nUser: show me a map\nBot: Here is a map of the 14 items."]
    )[0]
    assert "wine" in again.lower()  # what came before is carried forward
