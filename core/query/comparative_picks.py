"""A comparative said as the pick of one of the items talked about, as learners and careful speakers say it: "which of
them is the more recent?", "the newer one", "which one is older?", "the more old one", "the most new", "which was the
more good?" are the most recent, the oldest or the best rated of them (a superlative). Never a comparison with "than"
("more recent than 2020" is a bound), nor a comparative before what it describes ("the more recent wines", "the older
vintage": a sort, or a field's own comparative, read elsewhere), nor "more" counting ("more wines")."""

from __future__ import annotations

import re

# what may follow the pick: the end of the question, "one", or a word that says where or among what ("the more recent
# one of the two", "the newer one in Lisbon"), never a noun it describes nor "than"
_ENDS = (
    r"(?: one)?(?! ones\b| than\b)"
    r"(?=\s*(?:[?.!,;]|$)|\s+(?:of|among|between|in|from|on|at|with|for|then|please|pls|plz|i|we|you|did|do|have|had)\b)"
)
# "which of them is …", "which one was …", "what of these two is …": the pick asked without "the"
_WHICH_IS = r"\b(?:which|what)(?: one| ones)?(?: of (?:them|those|these|the two|those two|these two|both|us))?,? (?:is|was|were|are) "

# the comparative (or a learner's superlative) and what it picks: its field, its direction and how a reply says it
DEGREES: dict[str, tuple[str, bool, str]] = {
    "more recent": ("itemDate", True, "the most recent"),
    "newer": ("itemDate", True, "the most recent"),
    "more new": ("itemDate", True, "the most recent"),
    "most new": ("itemDate", True, "the most recent"),
    "less old": ("itemDate", True, "the most recent"),
    "later": ("itemDate", True, "the most recent"),
    "older": ("itemDate", False, "the oldest"),
    "more old": ("itemDate", False, "the oldest"),
    "most old": ("itemDate", False, "the oldest"),
    "less recent": ("itemDate", False, "the oldest"),
    "least recent": ("itemDate", False, "the oldest"),
    "less new": ("itemDate", False, "the oldest"),
    "earlier": ("itemDate", False, "the earliest"),
    "more early": ("itemDate", False, "the earliest"),
    "more good": ("rating", True, "the best rated"),
    "more nice": ("rating", True, "the best rated"),
    "less bad": ("rating", True, "the best rated"),
    "more bad": ("rating", False, "the worst rated"),
    "less good": ("rating", False, "the worst rated"),
}
# "the more far", "the most long": a degree word before an adjective, the adjective being the pick (not "more" counting)
DEGREE_OF_AN_ADJECTIVE = re.compile(r"\b(?:the|is|was|were|are) (?:more|most|less|least) (?!than\b|of\b|often\b|times\b)[a-z]+" + _ENDS)


def comparative_picks() -> list[tuple[re.Pattern[str], str, bool, str]]:
    """The patterns of the picks ("the more recent", "which one is older") for each field and direction, with the label a reply says them by:
    (pattern, field, highest, label)."""
    by_pick: dict[tuple[str, bool, str], list[str]] = {}
    for word, pick in DEGREES.items():
        by_pick.setdefault(pick, []).append(word)
    found = []
    for (field, highest, label), words in by_pick.items():
        alternation = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
        pattern = re.compile(rf"\bthe (?:{alternation}){_ENDS}|{_WHICH_IS}(?:{alternation}){_ENDS}")
        found.append((pattern, field, highest, label))
    return found


def says_a_degree_of_an_adjective(text: str) -> bool:
    """Whether "more" / "most" / "less" / "least" is said of an adjective that picks one ("which was the more far?",
    "which one is more recent"), not of a count ("which of the two had more dinners?")."""
    return DEGREE_OF_AN_ADJECTIVE.search(text.lower()) is not None
