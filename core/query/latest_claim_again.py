""" "and the last bere" after "did i rate the last wine 4 or more? Yes, Belair … is rated 5": the latest of the kind said
now, then the claim of the question before (its bound, place, company, values) checked of it, as the question before was
answered; never the latest of those that hold the claim (which would be a yes whatever the last beer was rated). Only
right after such a check (the conversation still on the one it picked), and only when this question claims nothing of
its own (then `one_before.the_latest_checked` reads it)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .request import Reading, Request


def latest_claim_again(request: Request, reading: Reading, kept: Any, selected: str | None) -> Request | None:
    """What the latest one is picked among (the claims of the question before left out), or None."""
    picked = request.superlative
    if request.action != "verify" or picked is None or picked.field != "itemDate" or picked.count != 1 or request.within:
        return None
    if reading.places or reading.people or reading.values or reading.texts or reading.comparisons:
        return None
    if not isinstance(kept, dict) or selected is None or kept.get("selected") != selected:
        return None
    among = Request.from_dict(kept["request"])
    pick = replace(
        request,
        action="find",
        place=request.place if request.place == among.place else None,
        people=tuple(p for p in request.people if p in among.people),
        values=tuple(v for v in request.values if v in among.values),
        texts=tuple(t for t in request.texts if t in among.texts),
        comparisons=tuple(c for c in request.comparisons if c in among.comparisons),
        sort=None,
        aggregate=None,
    )
    claims = (pick.place, pick.people, pick.values, pick.texts, pick.comparisons)
    said = (request.place, request.people, request.values, request.texts, request.comparisons)
    return pick if claims != said else None
