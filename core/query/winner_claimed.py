""" "so autumn wins", "wine won then?", "so barcelona wins on lunches?", "so more in autumn, right?" right after a comparison: a claim that one of the
options just compared came out ahead, checked as a yes/no against the same counts ("No, the same: 30 hikes in
autumn and 30 hikes in spring."); a tie is no win. What it wins "on" must be the kind just compared ("wins on
dinners" right after lunches were compared is another question, not taken here) (pure)."""

from __future__ import annotations

import re
from typing import Any

from .filler_lead import filler_lead
from .restate import singular

# "<option> wins", "<option> won", "<option> comes out ahead", "<option> had more": the option said first
_WINS = re.compile(
    filler_lead("so|and|ok|okay|then|oh|ah|hm+|well|yeah") + r"(?P<option>[a-z][a-z' -]{0,40}?)\s+"
    r"(?:wins|won|win|is the winner|was the winner|comes? (?:out )?(?:ahead|on top|first)|came (?:out )?(?:ahead|on top|first)"
    r"|(?:is|was) ahead|(?:has|had|got|gets) (?:it|more))"
    r"(?:\s+(?:on|in|at|for|with|when it comes to)\s+(?P<what>[a-z][a-z' -]{0,30}?))?"
    r"(?:\W+(?:then|right|huh|eh|yes|yeah|correct|no))*\W*$",
    re.IGNORECASE,
)
# "so more in autumn, right?", "more wine then?": "more" and the option alone
_MORE_OF = re.compile(
    filler_lead("so|and|ok|okay|then|oh|ah|hm+|well|yeah") + r"more\s+(?P<option>[a-z][a-z' -]{0,40}?)"
    r"(?:\W+(?:then|right|huh|eh|correct))*\W*\??\s*$",
    re.IGNORECASE,
)
_LEAD = filler_lead("so|and|ok|okay|then|oh|ah|hm+|well|yeah|wait")
# "the other way round", "the reverse", "vice versa": the claim just checked, its options swapped
_OTHER_WAY = r"(?:(?:the|it'?s|it is|it was|so)\s+)*(?:(?:other|opposite) way (?:a)?round|reverse|opposite|vice versa)"
_TAIL = r"(?:\W+(?:then|right|rigth|huh|eh|yes|yeah|correct|there|then|no|or not))*\W*$"
# "other way round there", "so the opposite then?": the claim before, the other way round, nothing else said
_OTHER_WAY_ALONE = re.compile(rf"{_LEAD}{_OTHER_WAY}{_TAIL}", re.IGNORECASE)
# "so the other way round, whites beat reds", "beer beats wine then": one option said to beat the other, both named
_BEATS = re.compile(
    rf"{_LEAD}(?:{_OTHER_WAY}\W+)?(?:(?:so|and|then)\W+)?(?P<option>[a-z][a-z' -]{{0,40}}?)\s+"
    r"(?:beat|beats|beating|outdid|outdo|outdoes|tops|topped|trumps|trumped|(?:wins|won|win) (?:over|against))\s+"
    rf"(?P<other>[a-z][a-z' -]{{0,40}}?){_TAIL}",
    re.IGNORECASE,
)
CLAIM_TURNS = 2  # a claim that names both options may check a comparison of up to two turns before (a question between)
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
    if said.re is _WINS and said["what"] and not _names_the_kind(said["what"], compared):
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


def _names_the_kind(what: str, compared: dict[str, Any]) -> bool:
    """Whether `what` ("lunches", "the lunches") names the kind the options were compared on (their type or category)."""
    common = compared.get("common")
    if not isinstance(common, dict):
        return False
    kinds = {str(k).lower() for k in (common.get("type"), common.get("category"), *(common.get("types") or ())) if k}
    said = singular(re.sub(r"^(?:the|my|our)\s+", "", what.lower().strip()))
    return bool(said) and said in {singular(k) for k in kinds}


def _swapped(compared: dict[str, Any], first: int) -> dict[str, Any]:
    """The comparison asked as whether its option `first` is ahead of the other (of two)."""
    again = {**compared, "against": True}
    if compared.get("options"):
        options = list(compared["options"])
        again["options"] = [options[first], options[1 - first]]
    else:
        seasons = list(compared["seasons"])
        again["seasons"] = [seasons[first], seasons[1 - first]]
    return again


def other_way_round(text: str, compared: dict[str, Any] | None) -> dict[str, Any] | None:
    """ "other way round there" right after "more lunches than dinners in bari? No, …": the claim just checked with its
    two options swapped (more dinners than lunches), yes or no with the same counts; None when the comparison before
    claimed nothing of one option (it asked which) or the message says anything else."""
    if _OTHER_WAY_ALONE.match(text.strip()) is None or not compared or not compared.get("against") or compared.get("each"):
        return None
    return _swapped(compared, 1) if len(_labels(compared)) == 2 else None


def one_beats_the_other(text: str, compared: dict[str, Any] | None) -> dict[str, Any] | None:
    """ "so the other way round, whites beat reds" after "are my reds better than my whites on average?": the comparison
    asked as whether the option said first is ahead of the other, both named as its two options; None otherwise."""
    said = _BEATS.match(text.strip())
    if said is None or not compared or compared.get("each"):
        return None
    labels = [plain_label(label) for label in _labels(compared)]
    claimed, other = plain_label(said["option"]), plain_label(said["other"])
    first = [n for n, label in enumerate(labels) if _names(claimed, label)]
    second = [n for n, label in enumerate(labels) if _names(other, label)]
    if len(labels) != 2 or len(first) != 1 or len(second) != 1 or first == second:
        return None
    return _swapped(compared, first[0])


def _names(said: str, label: str) -> bool:
    """Whether an option said names the option of that label: the label itself, or its first words ("whites" for the
    option "white drinks")."""
    return said == label or label.startswith(said + " ")


# "so wine won both years", "beer wins each time, right?": a claim of one option over the last two comparisons
_BOTH = re.compile(
    r"^(?P<claim>.+?)\s+(?:(?:in|on|for)\s+)?(?:both\s+(?:years|times|of them|seasons|places|cities|countries)|both|each time"
    r"|every time|each year|both ways|twice)"
    rf"(?P<tail>{_TAIL})",
    re.IGNORECASE,
)


def won_both(text: str, before: dict[str, Any], latest: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """ "so wine won both years" after "wine vs beer this year" and "and in 2023": each of the two comparisons asked as
    whether the option claimed came out ahead, the earlier first; None unless the claim names one option of both
    (the same options) and says both."""
    said = _BOTH.match(text.strip())
    if said is None:
        return None
    claim = said["claim"] + said["tail"]
    if [plain_label(label) for label in _labels(before)] != [plain_label(label) for label in _labels(latest)]:
        return None
    first, second = winner_claimed(claim, before), winner_claimed(claim, latest)
    return (first, second) if first is not None and second is not None else None
