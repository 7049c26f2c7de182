""" "so autumn wins", "wine won then?", "so more in autumn, right?" right after a comparison: a claim that one of the
options just compared came out ahead, checked as a yes/no against the same counts ("No, the same: 30 hikes in
autumn and 30 hikes in spring."); a tie is no win (pure)."""

from __future__ import annotations

import re
from typing import Any

# "<option> wins", "<option> won", "<option> comes out ahead", "<option> had more": the option said first
_WINS = re.compile(
    r"^\W*(?:(?:so|and|ok|okay|then|oh|ah|hm+|well|yeah)\W+)*(?P<option>[a-z][a-z' -]{0,40}?)\s+"
    r"(?:wins|won|win|is the winner|was the winner|comes? (?:out )?(?:ahead|on top|first)|came (?:out )?(?:ahead|on top|first)"
    r"|(?:is|was) ahead|(?:has|had|got|gets) (?:it|more))"
    r"(?:\W+(?:then|right|huh|eh|yes|yeah|correct|no))*\W*$",
    re.IGNORECASE,
)
# "so more in autumn, right?", "more wine then?": "more" and the option alone
_MORE_OF = re.compile(
    r"^\W*(?:(?:so|and|ok|okay|then|oh|ah|hm+|well|yeah)\W+)*more\s+(?P<option>[a-z][a-z' -]{0,40}?)"
    r"(?:\W+(?:then|right|huh|eh|correct))*\W*\??\s*$",
    re.IGNORECASE,
)
_LEADING = re.compile(r"^(?:in|on|at|with|during|the|my|for|of)\s+")


def plain_label(label: str) -> str:
    """An option's label or a claimed option without its leading preposition or article, in the singular: "in autumn" is
    autumn, "wines" is wine."""
    words = label.lower().strip()
    while _LEADING.match(words):
        words = _LEADING.sub("", words, count=1)
    return re.sub(r"(?<=[a-z])s$", "", words)


def _labels(compared: dict[str, Any]) -> list[str]:
    """The labels of the options compared (the seasons when the comparison was of seasons alone)."""
    options = [str(label) for label, _ in compared.get("options") or ()]
    return options or [str(s) for s in compared.get("seasons") or ()]


def winner_claimed(text: str, compared: dict[str, Any] | None) -> dict[str, Any] | None:
    """The comparison `compared` asked again as whether the option the text claims came out ahead (that option first,
    the comparison set "against" the others: see comparing.compare), or None when the text claims no one option of it."""
    said = _WINS.match(text.strip()) or _MORE_OF.match(text.strip())
    if said is None or not compared or compared.get("measure") or compared.get("each"):
        return None
    claimed = plain_label(said["option"])
    if claimed in ("it", "that", "this", "one", "which", "who", "what"):
        return None
    labels = _labels(compared)
    named = [n for n, label in enumerate(labels) if plain_label(label) == claimed]
    if len(named) != 1 or len(labels) != 2:
        return None
    first = named[0]
    text_said = re.sub(r"\b(?:fewer|less)\b", "more", str(compared.get("text", "")))  # the claim is of more, whatever was asked
    again = {**compared, "against": True, "text": text_said}
    if compared.get("options"):
        options = list(compared["options"])
        again["options"] = [options[first], *options[:first], *options[first + 1 :]]
    else:
        seasons = list(compared["seasons"])
        again["seasons"] = [seasons[first], *seasons[:first], *seasons[first + 1 :]]
    return again
