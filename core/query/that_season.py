""" "how many ski days did i get that winter?" after the last ski day (16 February 2026): the season of that name holding
the item talked about (the winter from December 2025 to February 2026), never a season of another year. Nothing when no
item is talked about or its date lies in another season ("that winter" of a July hike) (pure)."""

from __future__ import annotations

import re
from datetime import datetime

from .dates import SEASONS, DateRange, season_range

THAT_SEASON = re.compile(
    r"\b(?:in\s+|during\s+|over\s+)?(?:that|the\s+same|same)\s+(?P<s>spring|summer|autumn|fall|winter)\b", re.IGNORECASE
)
WORDS = ("that", "same", "spring", "summer", "autumn", "fall", "winter")  # what is read of it (no longer unknown)


def season_holding(text: str, moment: datetime | None) -> DateRange | None:
    """The season the message names with "that" that holds `moment` (the date of the item talked about), or None."""
    said = THAT_SEASON.search(text)
    if said is None or moment is None:
        return None
    opening = SEASONS[said["s"].lower()]
    year = moment.year - (1 if opening == 12 and moment.month < 12 else 0)
    season = season_range(year, opening)
    held = moment if moment.tzinfo is not None else moment.replace(tzinfo=season.start.tzinfo)
    return season if season.start <= held < season.end else None


def still_unknown(unknown: list[str]) -> list[str]:
    """The words not understood, less those of "that winter" (now read)."""
    return [w for w in unknown if not set(w.lower().split()) <= set(WORDS)]
