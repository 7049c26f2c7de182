""" "so this year i rode less than last year?", "did I run more in 2024 or 2025?": "more" or "less" said right after a verb
of going along a way compares how far was gone, the distance, not how many times (was: "the same: 4 bike rides"). The
distance is the number field the collection says can be far. Only a comparative set right against "than" and another
time counts ("rode less than last year", "ran more than in 2024"): "ran more often", "rode more bike rides", "walked less than 5 km" are left to the counts and the bounds."""

from __future__ import annotations

import re

# verbs of going along a way, in the forms said in questions and claims
MOVED = (
    r"(?:rode|ride|rides|ridden|riding|ran|run|runs|running|walked|walk|walks|walking|hiked|hike|hikes|hiking|swam|swim|swims|"
    r"swimming|cycled|cycle|cycling|biked|bike|biking|paddled|paddle|skied|ski|skiing|rowed|row|rowing)"
)
# the comparative, not followed by what would make it a count or a bound ("more often", "less than 5 km")
MOVED_MORE = re.compile(
    rf"\b{MOVED} (?P<cmp>more|less|further|farther)\b"
    r"(?= than (?:the year before|the previous year|before|(?:in |during )?(?:last|this|the last|the previous) (?:year|month|week|summer|winter|spring|autumn|fall)|(?:in |during )?(?:19|20)\d\d)\b)"
)
# the size a field must have to be the distance gone
FAR = "far"


def moved_comparative(text: str) -> re.Match[str] | None:
    """The verb and its comparative ("rode less"), its "cmp" group the comparative; None when none is said."""
    return MOVED_MORE.search(text.lower())


def larger(match: re.Match[str]) -> bool:
    """Whether the comparative says the larger distance wins."""
    return match["cmp"] != "less"
