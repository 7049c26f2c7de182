"""A unit said after a number agrees with it: "1 night", "1 page", "1 star" (was "1 nights fewer"), "2 nights"; a unit
that is no plural noun ("km", "min", "m", "hrs") is said as it is; a plural whose singular a letter rule cannot
tell ("calories") is left as it is (pure)."""

from __future__ import annotations

import re

# plurals made with "es" after a hissing sound: "glasses", "batches", "dishes", "boxes"
_ES = re.compile(r"(?:ss|ch|sh|x|z)es$")


def agreeing(shown: str, unit: str) -> str:
    """`unit` as said after the number `shown` ("1" and "nights": "night"; "2" and "nights": "nights")."""
    if shown not in ("1", "-1") or not unit.isalpha() or len(unit) < 4 or not unit.endswith("s") or unit.endswith(("ss", "us", "ies")):
        return unit
    return unit[:-2] if _ES.search(unit) else unit[:-1]
