"""Spans of time said in hours, written as minutes, for a collection whose durations are kept in minutes: "under an hour
and a half" → "under 90 min", "1h30" → "90 min", "1.5 hours" → "90 min", "2 hours 15 minutes" → "135 min", "half an
hour" → "30 min". Minutes said as such ("90 min") are left as they are; "in hours" (a unit asked, no span) too (pure)."""

from __future__ import annotations

import re

_WORDS = {"a": 1.0, "an": 1.0, "one": 1.0, "two": 2.0, "three": 3.0, "four": 4.0, "five": 5.0, "six": 6.0}
_HOURS = r"(?:hours?|hrs?|h)"
_MINUTES = r"(?:minutes?|mins?|m)"
_COUNT = r"(?P<{}>\d+(?:\.\d+)?|" + "|".join(_WORDS) + r")"
# a count in digits may touch its unit ("1h30", "2hrs"); a count in words is followed by the unit's word ("an hour"),
# never a letter alone ("Ah, what a shame" says no hour)
_WHOLE = r"(?:(?P<digits>\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)|(?P<words>" + "|".join(_WORDS) + r")\s+(?:hours?|hrs?))"
_SPANS = re.compile(
    # "half an hour", "a half hour", "a quarter of an hour"
    r"\b(?P<half>half an hour|a half[- ]hour|half hour)\b"
    r"|\b(?P<quarter>(?:a )?quarter of an hour)\b"
    # "an hour and a half", "2 hours and a half", "2 and a half hours", "1 hour and a quarter"
    # (the hour said before or after the part: "3 and a half stars" is no span of time)
    rf"|\b{_COUNT.format('parted')}(?:\s*{_HOURS}\s+and\s+a\s+(?P<part>half|quarter)|\s+and\s+a\s+(?P<part_first>half|quarter)\s+{_HOURS})\b"
    # "1h30", "1 h 30 min", "2 hours 15 minutes", "1 hr 45", "1.5 hours", "an hour", "2h"
    rf"|\b{_WHOLE}(?:\s*(?:and\s+)?(?P<mins>\d{{1,2}})\s*{_MINUTES}\b|\s?(?P<tight>\d{{2}})\b)?(?![\w-])(?!\s+ago\b)",
    re.IGNORECASE,
)


def _minutes(said: re.Match[str]) -> str:
    if said["half"]:
        return "30 min"
    if said["quarter"]:
        return "15 min"
    count = (said["parted"] or said["digits"] or said["words"]).lower()
    hours = _WORDS[count] if count in _WORDS else float(count)
    part = said["part"] or said["part_first"]
    if part:
        hours += 0.5 if part.lower() == "half" else 0.25
    total = hours * 60 + int(said["mins"] or said["tight"] or 0)
    shown = f"{total:.0f}" if float(total).is_integer() else f"{total:.1f}"
    return f"{shown} min"


def in_minutes(text: str) -> str:
    """The message with each span of time said in hours written in minutes."""
    return _SPANS.sub(_minutes, text)
