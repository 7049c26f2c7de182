"""Words for a score: what the user "loved" (rated at the top of the scale: 5 of 1-5), "hated" (rated at its bottom: 1),
"the bad ones" (2 or below), "the good ones" (4 or above), "loved or hated" (either end, nothing in between).

Each reading is an assumption about what the words mean in stars, so each comes with how it was taken ("“loved” as
rated 5"), said in the reply. Only said of the user's own feelings ("what did I love", "anything i hated", "the ones we
loved"), never "I'd love to know", "I would love", "love to", nor someone else's ("Mary hated it"). Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# the user (or the user and company) as the one who felt it, with a few words between: "i really loved", "we both hated",
# "i either loved or hated"; the present only asked ("what do i love", "did i hate"), not a feeling told ("i love wine")
_FELT_BY = r"(?:\bi|\bwe)\s+(?:(?:really|truly|absolutely|just|both|all|either|totally|actually|most|have|had|'ve)\s+){0,2}"
_ASKED_BY = r"\b(?:do|did|does)\s+(?:i|we)\s+(?:(?:really|truly|absolutely|actually|ever)\s+)?"
_LOVED = r"(?:loved|adored)"
_HATED = r"(?:hated|loathed|detested)"
_LOVE = r"(?:love|adore)"
_HATE = r"(?:hate|loathe|detest)"
# not "i loved to …", "i hate to say": a feeling about something else than an item; not "i loved it", "i loved that one":
# a feeling told of the one talked about, no question of what was so liked; not "did i love the most": a superlative
# (see ordering.py)
_NOT_AFTER = (
    r"(?!\s+(?:to|it|that|this|them|those|these|so|a\s+lot|very\s+much|(?:the\s+)?(?:most|best|least|less|more|better|worst|worse))\b)"
)

# "i either loved or hated", "that we loved or hated": either end of the scale
_EITHER = re.compile(rf"{_FELT_BY}(?P<first>{_LOVED}|{_HATED})\s+or\s+(?:(?:i|we)\s+)?(?P<second>{_LOVED}|{_HATED}){_NOT_AFTER}")
# "anything i hated": the "anything" is the items so felt about, taken with the words
_ANY = r"(?P<any>\b(?:anything|everything|something)\s+(?:(?:that|which)\s+)?)?"
_FELT = re.compile(rf"{_ANY}(?:{_FELT_BY}(?P<past>{_LOVED}|{_HATED})|{_ASKED_BY}(?P<present>{_LOVE}|{_HATE})){_NOT_AFTER}\b")
# "and the bad ones?", "the good ones", "only the really bad ones": a judgement of the items listed, said as "ones"
_JUDGED = re.compile(r"\b(?:the\s+)?(?:(?:really|very|truly)\s+)?(?P<judged>bad|poor|awful|terrible|good|great)\s+ones\b")
# "all my assyrtiko, also the bad ones": those too, no bound
_TOO = re.compile(r"\b(?:also|even|including|plus|with)\s+(?:the\s+)?(?:(?:really|very|truly)\s+)?$")
# "that hike we loved", "this wine i adored": one thing pointed at, described, no question of all so liked
_POINTED_AT = re.compile(r"\b(?:that|this)\s+(?:[a-z]+\s+){1,2}(?:(?:that|which)\s+)?$")
# a sentence that starts with the feeling ("I loved the food more than anything.", "oh, we hated that trip"): told, not asked
_TOLD = re.compile(r"(?:^|[.!?;]\s+)(?:(?:oh|well|honestly|and|but|so|yeah|ha|wow|man)[,!]?\s+)*$")
_BAD = frozenset({"bad", "poor", "awful", "terrible"})
# "which ones didn't i really like", "the ones we did not enjoy", "what i never liked": liked denied, rated low as "the bad
# ones" are (2 or below of 1-5); not "didn't i like it?" (one thing talked about), "i don't like to", nor liked "more"
_NOT_LIKED = re.compile(
    r"\b(?:(?:didn'?t|did\s+not|don'?t|do\s+not)\s+(?:i|we)|(?:did|do)\s+(?:i|we)\s+not|(?:i|we)\s+(?:didn'?t|did\s+not|don'?t|do\s+not|never))\s+"
    rf"(?:(?:really|realy|truly|particularly|much|quite|actually)\s+)?(?P<liked>like|liked|enjoy|enjoyed|care\s+for){_NOT_AFTER}\b"
)


@dataclass(frozen=True)
class RatingWords:
    """The comparisons of the score that the words said stand for, and the span they take."""

    start: int
    end: int
    bounds: tuple[tuple[str, float], ...]  # (operator, value) pairs, all to hold: ("==", 5.0)
    taken: str  # "“loved” as rated 5"


def _show(value: float) -> str:
    return str(int(value)) if value == int(value) else str(value)


def rating_words(text: str, low: float, high: float) -> list[RatingWords]:
    """The words for a score in `text` (normalized, lower case), read on a score from `low` to `high` (whole steps):
    loved = `high`, hated = `low`, bad = the bottom two steps (2 or below of 1-5), good = the top two (4 or above)."""
    found: list[RatingWords] = []
    taken_spans: list[tuple[int, int]] = []

    def free(start: int, end: int) -> bool:
        return all(end <= a or start >= b for a, b in taken_spans)

    for said in _EITHER.finditer(text):
        ends = {said["first"].startswith(("hat", "loa", "det")), said["second"].startswith(("hat", "loa", "det"))}
        if len(ends) != 2:
            continue  # "loved or adored": one end said twice, read below
        words = text[said.start("first") : said.end()]
        taken = f"“{words}” as rated {_show(high)} or {_show(low)}"
        # either end, nothing between: every whole score strictly inside left out
        between = range(int(low) + 1, int(high))
        found.append(RatingWords(said.start("first"), said.end(), tuple(("!=", float(v)) for v in between), taken))
        taken_spans.append((said.start(), said.end()))
    for said in _FELT.finditer(text):
        group = "past" if said["past"] else "present"
        if not free(said.start(group), said.end(group)):
            continue
        if _POINTED_AT.search(text, 0, said.start()):
            continue
        if not said["any"] and _TOLD.search(text, 0, said.start()):
            continue  # "I loved the food more than anything. Show me …": a feeling told, no items asked by it
        hated = said[group].startswith(("hat", "loa", "det"))
        value = low if hated else high
        taken = f"“{said[group]}” as rated {_show(value)}"
        start = said.start("any") if said["any"] else said.start(group)
        found.append(RatingWords(start, said.end(group), (("==", value),), taken))
    spread = high - low
    for said in _JUDGED.finditer(text):
        if not free(said.start(), said.end()) or _TOO.search(text, 0, said.start("judged")):
            continue
        if said["judged"] in _BAD:
            bound, op = low + round(spread / 4), "<="
        else:
            bound, op = high - round(spread / 4), ">="
        shown = f"{_show(bound)} or {'below' if op == '<=' else 'above'}"
        taken = f"“{said['judged']} ones” as rated {shown}"
        found.append(RatingWords(said.start("judged"), said.end("judged"), ((op, bound),), taken))
    for said in _NOT_LIKED.finditer(text):
        if not free(said.start(), said.end()) or _POINTED_AT.search(text, 0, said.start()):
            continue
        bound = low + round(spread / 4)
        taken = f"“{text[said.start() : said.end()]}” as rated {_show(bound)} or below"
        found.append(RatingWords(said.start(), said.end(), (("<=", bound),), taken))
    return sorted(found, key=lambda w: w.start)
