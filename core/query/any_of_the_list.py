""" "Any in Switzerland?" after the ski days of over 1000 m is a check of that list, not a new list: when the check found
one item or none, a superlative next ("which had the biggest climb") ranks the list checked, as ranking one item (or
none) asks nothing. When the check found several, "which had the biggest climb" may mean among those, and the answer
before is kept (pure)."""

from __future__ import annotations

from typing import Any

from .request import Reading, Request


def the_list_checked(reading: Reading, prior: Request | None, answer: tuple[str, ...] | None, history: Any, turn: int) -> Request | None:
    """The request the yes/no question just before checked, when this message ranks and the check found at most one
    item; None otherwise."""
    if not reading.superlatives or prior is None or prior.action != "verify" or answer is None or len(answer) > 1:
        return None
    asked = [h for h in history if isinstance(h, dict)] if isinstance(history, list) else []
    if len(asked) < 2 or asked[-1].get("turn") != turn - 1 or asked[-2].get("turn") != turn - 2:
        return None
    checked, before = Request.from_dict(asked[-1]["request"]), Request.from_dict(asked[-2]["request"])
    if checked.action != "verify" or before.action == "verify" or before.category != checked.category or before.superlative is not None:
        return None
    return before


def the_ranking_checked(reading: Reading, prior: Request | None, history: Any, turn: int) -> Request | None:
    """The ranking that a check among its items came after, when this message ranks again naming no kind: "and the 3
    worst in 2024" after "my 3 worst rated meals in 2025" and "any of those a dinner" ranks the meals of 2024, not the
    dinners (the check narrowed only itself, within the items ranked). Only with a time of its own: "and which of them
    had the most climbing?" after a total of the last 3 hikes ranks those. None otherwise."""
    if not reading.superlatives or reading.topics or not reading.dates or prior is None or prior.within is None:
        return None  # "and which of them had the most climbing?" with no time of its own: among those, as before
    asked = [h for h in history if isinstance(h, dict)] if isinstance(history, list) else []
    if len(asked) < 2 or asked[-1].get("turn") != turn - 1 or asked[-2].get("turn") != turn - 2:
        return None
    checked, before = Request.from_dict(asked[-1]["request"]), Request.from_dict(asked[-2]["request"])
    if (
        checked.within is None
        or checked.aggregate is not None
        or before.superlative is None
        or before.within is not None
        or checked.category != before.category
    ):
        return None
    return before
