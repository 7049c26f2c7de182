""" "ski days in 2023 or 2024" (4), "any in switzerland?" (no, none), then "how many with james": a yes/no check that
found nothing leaves the set it checked as the subject. Narrowing the empty check ("the Swiss ones with James") could
only answer none again, so a narrowing by who or what ("with james", "the red ones") is of the set before the check:
the question the check was asked of. Only right after such a check, and only when the message names no kind or place of
its own (then it asks anew as ever); a check that found some leaves its ones as the subject (pure)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .request import Reading, Request


def set_checked(reading: Reading, prior: Request | None, answer: tuple[str, ...] | None, history: Any, turn: int) -> Request | None:
    """The question a check that found nothing was asked of (`prior`: the check, `answer`: what it found, `history`: the
    remembered questions, oldest first, as stored; `turn`: the number of the turn before this one), to narrow now by
    the people or values the message says; None when that is not so."""
    if prior is None or prior.action != "verify" or answer is None or answer or not isinstance(history, list) or len(history) < 2:
        return None
    if not (reading.people or reading.values) or reading.topics or reading.places or reading.shape.verify:
        return None
    check, before = history[-1], history[-2]
    if not isinstance(check, dict) or not isinstance(before, dict) or check.get("turn") != turn or before.get("turn") != turn - 1:
        return None
    if not isinstance(before.get("request"), dict):
        return None
    asked = Request.from_dict(before["request"])
    if asked.collection != prior.collection or asked.action == "verify":
        return None
    return replace(asked, superlative=None, limit=0, within=None, sort=None, aggregate=None)
