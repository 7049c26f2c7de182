"""A claim about the two values just given: "what's my average rating for books by Omar Said?", "and for Ada Winter?",
then "So I rate Omar Said a bit higher than Ada Winter, right?"; or the average walk of this year and of last year, then
"so longer walks this year?". The claim names one of the two (by what told them apart: "Omar Said", "this year") and
says it is the larger ("higher", "more", "longer", "better") or the smaller ("lower", "less", "shorter", "worse"); it is
answered "Yes"/"No" with both values, never read as a new question (a superlative, or a comparison of nothing named).
Only right after two answers of the same aggregate (the same operation on the same field), for a message that claims
(opens with "so" or ends with "right?", "correct?", "yes?", "true?", "isn't it?" …, or is a yes/no question with no
question word) and names exactly one of them first. Pure."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .answers import told_apart
from .quantities import mean_number, number

GREATER = r"higher|more|better|bigger|longer|further|farther|greater|larger|(?:a lot |much )?more often|happier|liked more"
LESSER = r"lower|less|fewer|worse|shorter|smaller|lesser"
_COMPARATIVE = re.compile(rf"\b(?:(?P<greater>{GREATER})|(?P<lesser>{LESSER}))\b")
_CLAIM_OPENING = re.compile(r"^\W*(?:(?:ok|okay|oh|hmm+|right|wait),?\s+)?(?:so|then|and so)\b")
_CLAIM_TAG = re.compile(
    r"(?:,?\s*(?:right|correct|yes|yeah|no|true|isn't it|isnt it|don't i|dont i|didn't i|didnt i|wasn't it|wasnt it|huh|eh)\s*\?+"
    r"|\b(?:right|correct)\s*[?!.]*)\s*$"
)
_QUESTION_WORD = re.compile(r"\b(?:which|what|how|where|when|who|whose)\b")
_OPTION = re.compile(r"\bor\b")
# ("this", "last" and "year" too: said with the year's number, see `_with_years`, which tells two years apart)
_STOP = frozenset(
    [
        *("the", "a", "an", "of", "in", "on", "at", "by", "for", "with", "my", "your", "to", "and", "from", "over", "rated", "than"),
        *("that", "this", "last", "year"),
    ]
)
WORDS = re.compile(r"[a-z0-9]+")
# "books other than novels this year": the words a side leaves out ("novels") are no name of it
_LEFT_OUT = re.compile(r"\b(?:other than|not|aren't|isn't|weren't|except|excluding|without|besides|apart from)\s+")
_BOUNDARY = frozenset(
    ["in", "on", "at", "with", "without", "by", "from", "during", "this", "last", "rated", "over", "under", "before", "after", "since"]
)
_MEASURE = re.compile(r"\b(?:in total|total|totals|sum|average|averages|avg|mean|altogether|in all|overall)\b")
_OPS = {"total": "sum", "totals": "sum", "sum": "sum", "altogether": "sum", "all": "sum", "overall": "sum"} | {
    "average": "avg",
    "averages": "avg",
    "avg": "avg",
    "mean": "avg",
}
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
_NUMBER = re.compile(r"\d")
_READ_ELSEWHERE = re.compile(
    r"\bthan (?:that|it|this)\b(?! (?:year|month|week|time|spring|summer|autumn|fall|winter))|\b(?:half|twice|double|triple|times|third|quarter|percent|percentage)\b|%"
    r"|\b(?:got|get|gets|getting|gotten)\s+(?:\w+\s+)?(?:better|worse)\b"
)
_ANY = re.compile(r"^\W*(?:(?:and|so|but|ok|okay)\W+)?(?:any|anything|anyone)\b")
_YEARS = re.compile(r"\b(?P<which>this|last) year\b")
TWO_TURNS = 3  # the claim comes at most this many turns after the first of the two values


@dataclass(frozen=True)
class Side:
    said: str  # what the value was of: "books by Omar Said"
    value: float
    unit: str | None  # "km"
    mean: bool  # an average (shown with its decimals)

    def shown(self, digits: int) -> str:
        return mean_number(self.value, self.unit, digits) if self.mean else number(self.value, self.unit, digits)


@dataclass(frozen=True)
class TwoValuesClaim:
    named: Side  # the side the claim names
    other: Side
    word: str  # "average rating", "total distance"
    greater: bool  # claimed larger (else smaller)

    @property
    def holds(self) -> bool:
        if self.named.value == self.other.value:
            return False
        return (self.named.value > self.other.value) == self.greater

    @property
    def reply(self) -> str:
        digits = told_apart([self.named.value, self.other.value])  # 3.53 and 3.46 are not both "3.5"
        named, other = self.named.shown(digits), self.other.shown(digits)
        if self.named.value == self.other.value:
            return f"No, the same: the {self.word} is {named} for {self.named.said} and for {self.other.said}."
        verdict = "Yes" if self.holds else "No"
        return f"{verdict}: the {self.word} is {named} for {self.named.said} against {other} for {self.other.said}."


def _words(text: str) -> list[str]:
    return [w for w in WORDS.findall(text.lower()) if w not in _STOP]


def _named_by(said: str) -> set[str]:
    """The words that name a side ("books other than novels this year (2026)": books, this, year, 2026 — not novels)."""
    said = said.lower()
    named: set[str] = set()
    at = 0
    for cue in _LEFT_OUT.finditer(said):
        if cue.start() < at:
            continue
        named.update(_words(said[at : cue.start()]))
        at = cue.end()
        for word in WORDS.finditer(said, cue.end()):  # the words left out, up to a word that says when, where or with whom
            if word[0] in _BOUNDARY:
                break
            at = word.end()
    return named | set(_words(said[at:]))


def _with_years(text: str, year: int) -> str:
    """ "this year" and "last year" said with their numbers too, as the sides' descriptions may give them."""
    return _YEARS.sub(lambda m: f"{m[0]} {year if m['which'] == 'this' else year - 1}", text)


def _side(entry: dict[str, Any]) -> Side | None:
    value, said, unit = entry.get("value"), entry.get("said"), entry.get("unit")
    if not isinstance(value, int | float) or not isinstance(said, str) or not isinstance(unit, str | None):
        return None
    return Side(said, float(value), unit, bool(entry.get("mean")))


_IRREGULAR = {"ran": "run", "ate": "eat", "drank": "drink", "rode": "ride", "went": "go", "swam": "swim", "saw": "see"}


def stem(word: str) -> str:
    """A word without its ending, so that a verb's forms meet the kind's plural ("ran", "runs"; "walked", "walks";
    "hiked", "hikes")."""
    word = _IRREGULAR.get(word, word)
    for ending in ("ing", "ed", "es", "s"):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            word = word[: -len(ending)]
            break
    if len(word) >= 4 and word[-1] == word[-2]:  # "running": run
        word = word[:-1]
    return word.removesuffix("e") if len(word) >= 4 else word


def _first_said(text: str, own: set[str]) -> int | None:
    """Where the text first says one of `own`, in any of its forms (None when it says none)."""
    stems = {stem(w) for w in own}
    found = [m.start() for m in WORDS.finditer(text) if m[0] in own or stem(m[0]) in stems]
    return min(found) if found else None


def two_values_claimed(text: str, kept: Any, turn: int, year: int) -> TwoValuesClaim | None:
    """The claim the message makes about the two values just given (`kept`: the last aggregate asked, with the one before
    it as "before"; `year`: the current one, which "this year" names), or None when it makes none."""
    if not isinstance(kept, dict) or kept.get("turn") != turn - 1 or not isinstance(kept.get("before"), dict):
        return None
    before = kept["before"]
    if before.get("aggregate") != kept.get("aggregate") or not isinstance(before.get("turn"), int) or before["turn"] < turn - TWO_TURNS:
        return None
    said = text.lower().strip()
    comparative = _COMPARATIVE.search(said)
    claims = _CLAIM_OPENING.search(said) or _CLAIM_TAG.search(said) or (said.endswith("?") and not _QUESTION_WORD.search(said))
    if comparative is None or not claims or _QUESTION_WORD.search(said) or _OPTION.search(said):
        return None
    measure = _MEASURE.search(said)
    if measure is not None and _OPS[measure[0].split()[-1]] != (kept.get("aggregate") or {}).get("op"):
        return None  # "did I walk more kilometres in total this year?" after two averages: a question of its own
    last, first = _side(kept), _side(before)
    if last is None or first is None or kept.get("word") is None:
        return None
    first_words, last_words = _named_by(first.said), _named_by(last.said)
    said = _with_years(said, year)
    if set(_YEAR.findall(said)) - set(_YEAR.findall(f"{first.said} {last.said}")):
        return None  # "so 2025 was more nights away than 2024" after 2024 and 2023: a year of neither, a question of its own
    if _ANY.search(said) or _NUMBER.search(_YEAR.sub(" ", said)):
        return None  # "any walk longer than 150 minutes that year?": a question of things, with a bound of its own
    if _YEAR.search(text) or _READ_ELSEWHERE.search(said):
        # "so 2026 was more right", "further … than that", "less than half", "got worse this year?": claims the rules of
        # years, of the value given and of ratios answer (best_year, claimed_over_the_value, shares, getting_better)
        return None
    at_first, at_last = _first_said(said, first_words - last_words), _first_said(said, last_words - first_words)
    if at_first is None and at_last is None:
        return None
    first_named = at_last is None or (at_first is not None and at_first < at_last)
    than = re.search(r"\bthan\b", said)
    if than is not None and (at_first is None or at_last is None) and max(a for a in (at_first, at_last) if a is not None) > than.start():
        first_named = not first_named  # "so the poetry books are shorter than the novels": the one after "than" is the other
    named, other = (first, last) if first_named else (last, first)
    return TwoValuesClaim(named, other, str(kept["word"]), comparative["greater"] is not None)


# "was that more than last years average", "is it lower than in 2024?": the value just given set against the same measure
# at another time (said after "than")
_AGAINST_ANOTHER_TIME = re.compile(
    rf"^\W*(?:(?:so|and|but|ok|okay|hmm+),?\s+)?(?:was|is|isn't|wasn't)\s+(?:that|it|this)\s+(?:(?P<greater>{GREATER})|(?P<lesser>{LESSER}))"
    r"\s+than\s+(?P<other>[^?!.]+)"
)


def against_another_time(text: str, kept: Any, turn: int) -> tuple[str, bool] | None:
    """What the value just given (`kept`, the last aggregate asked, right before) is claimed against ("last years
    average", said after "than"), and whether it is claimed the larger; None when the message claims no such thing."""
    if not isinstance(kept, dict) or kept.get("turn") != turn - 1 or _side(kept) is None or not isinstance(kept.get("request"), dict):
        return None
    said = _AGAINST_ANOTHER_TIME.search(text.lower().strip())
    if said is None:
        return None
    other = re.sub(r"\b(last|this) years\b", r"\1 year's", said["other"])  # "than last years average"
    return other, said["greater"] is not None


def claim_against(kept: dict[str, Any], other: Side, greater: bool) -> TwoValuesClaim | None:
    """The claim that the value just given (`kept`) is larger (`greater`) or smaller than `other`."""
    named = _side(kept)
    return None if named is None or kept.get("word") is None else TwoValuesClaim(named, other, str(kept["word"]), greater)


def read_elsewhere(text: str) -> bool:
    """Whether the message, as typed, is a claim other rules answer ("so 2026 was more right", "got worse this year?")."""
    said = text.lower()
    return bool(_YEAR.search(said) or _READ_ELSEWHERE.search(said))
