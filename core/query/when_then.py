"""“when was the first time then” after “was i ever in japan before 2015?” was answered no: the time said in the yes/no
found nothing, and "then" asks what the truth is — the first (or last) time of the same things at any time, not the
first of none. So too "ok so when did I last go?" after "did I go to Lisbon after 2024?" answered no."""

from __future__ import annotations

from dataclasses import replace

from .request import Reading, Request


def at_any_time(request: Request, reading: Reading, asked: Request | None) -> Request | None:
    """The first or last by date of what the yes/no just before (`asked`) was about, at any time, when that yes/no said a
    time and this question says none of its own; None otherwise. Only when the yes/no found nothing (the caller checks)."""
    if asked is None or asked.action != "verify" or asked.dates is None or reading.dates:
        return None
    picked = request.superlative
    if picked is None or picked.field != "itemDate" or picked.count != 1:
        return None
    return replace(request, dates=None, within=None)
