"""Sort orders, superlatives and selections: "sorted by rating", "most recent first",
"which was the best rated?", "the longest one", "the first one", "number 3", "the last one"."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from .comparative_picks import comparative_picks
from .dates import MONTHS, WEEKDAY_NAMES, words_pattern
from .derived import once_per
from .filler_lead import FOLLOW_ON_LEAD, filler_lead
from .size_synonyms import synonym_comparatives, synonym_superlatives
from .speed_words import speed_superlatives
from .utterance import Utterance

ORDINALS = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
    "1st": 1,
    "2nd": 2,
    "3rd": 3,
    "4th": 4,
    "5th": 5,
    "6th": 6,
    "7th": 7,
    "8th": 8,
    "9th": 9,
    "10th": 10,
}


@dataclass(frozen=True)
class Sort:
    field: str  # "rating", "itemDate", or a number field of the collection
    descending: bool

    @property
    def label(self) -> str:
        if self.field.startswith("@"):
            return f"by size, {'largest' if self.descending else 'smallest'} first"
        if self.field == "itemDate":
            return "newest first" if self.descending else "oldest first"
        return f"by {self.field}, {'highest' if self.descending else 'lowest'} first"


@dataclass(frozen=True)
class Superlative:
    """argmax / argmin over a set: "the best rated", "the longest", "the most recent"."""

    field: str  # "rating", "itemDate", a number field, or "@long" for a size word until the category tells the field
    highest: bool
    label: str
    count: int = 1  # "the top 3 longest": the first `count`


@dataclass(frozen=True)
class Selection:
    """One item of the previous answer: 1-based `index`, or counted from its end: -1 for the last one, -2 for the one
    before it ("the second to last")."""

    index: int

    @property
    def label(self) -> str:
        if self.index < 0:
            return f"the {position_word(self.index)} one"
        return f"number {self.index}"


def position_word(index: int) -> str:
    """ "second", "last", "second to last": how a 1-based position in a list, or one counted from its end (-1, -2), is said."""
    if index == -1:
        return "last"
    counted = next((word for word, n in ORDINALS.items() if n == abs(index)), f"number {abs(index)}")
    return f"{counted} to last" if index < 0 else counted


ASCENDING = r"(?:ascending|asc|increasing|oldest first|earliest first|lowest first|worst first|smallest first|shortest first)"
DESCENDING = (
    r"(?:descending|desc|decreasing|newest first|latest first|most recent first|highest first|best first|biggest first|longest first)"
)
SORTS: list[tuple[re.Pattern[str], Sort]] = [
    # a direction said after the field wins over the field's usual direction: "by date descending", "by rating ascending"
    (
        re.compile(rf"\b(?:sorted |ordered |sort |order )?by (?:the )?(?:date|time)(?: order)?,?(?: in)? {DESCENDING}(?: order)?\b"),
        Sort("itemDate", True),
    ),
    (
        re.compile(rf"\b(?:sorted |ordered |sort |order )?by (?:the )?(?:date|time)(?: order)?,?(?: in)? {ASCENDING}(?: order)?\b"),
        Sort("itemDate", False),
    ),
    (
        re.compile(rf"\b(?:sorted |ordered |sort |order )?by (?:best |highest )?ratings?,?(?: in)? {ASCENDING}(?: order)?\b"),
        Sort("rating", False),
    ),
    (
        re.compile(rf"\b(?:sorted |ordered |sort |order )?by (?:best |highest )?ratings?,?(?: in)? {DESCENDING}(?: order)?\b"),
        Sort("rating", True),
    ),
    (
        re.compile(r"\b(?:sorted |ordered |sort |order )?by (?:best |highest )?ratings?\b|\b(?:best|highest|top)[- ]rated first\b"),
        Sort("rating", True),
    ),
    (
        re.compile(r"\b(?:sorted |ordered |sort |order )?by (?:worst |lowest )rating\b|\b(?:worst|lowest)[- ]rated first\b"),
        Sort("rating", False),
    ),
    (
        re.compile(
            r"\b(?:most recent|newest|latest|last) first\b|\breverse chronological(?: order)?\b|\b(?:sorted |ordered |sort |order )?by (?:most recent|newest|latest)\b"
        ),
        Sort("itemDate", True),
    ),
    (
        re.compile(
            r"\b(?:oldest|earliest) first\b|\b(?:in )?chronological order\b|\b(?:sorted |ordered |sort |order )?by (?:the )?(?:date|oldest|earliest)\b"
        ),
        Sort("itemDate", False),
    ),
    # "from oldest to newest", "newest to oldest", "best to worst": the order from one end to the other, every one listed
    (
        re.compile(r"\b(?:from )?(?:the )?(?:oldest|earliest|first) (?:one )?to (?:the )?(?:newest|latest|most recent|last)\b"),
        Sort("itemDate", False),
    ),
    (
        re.compile(r"\b(?:from )?(?:the )?(?:newest|latest|most recent) (?:one )?to (?:the )?(?:oldest|earliest|first)\b"),
        Sort("itemDate", True),
    ),
    (
        re.compile(r"\b(?:from )?(?:the )?(?:best|highest[- ]rated|top) (?:one )?to (?:the )?(?:worst|lowest[- ]rated|bottom)\b"),
        Sort("rating", True),
    ),
    (
        re.compile(r"\b(?:from )?(?:the )?(?:worst|lowest[- ]rated|bottom) (?:one )?to (?:the )?(?:best|highest[- ]rated|top)\b"),
        Sort("rating", False),
    ),
    (re.compile(r"\b(?:sorted |ordered |sort |order )?by distance\b"), Sort("distance", True)),
    (re.compile(r"\blongest first\b"), Sort("@long", True)),
    (re.compile(r"\bshortest first\b"), Sort("@long", False)),
]
_MINE = r"(?:(?:the|my|our) (?:very )?)"
_WHEN_IS = r"(?:(?<=\bwhen's )|(?<=\bwhen was )|(?<=\bwhen is ))"
# "rated the most bad", "liked the most poorly": "most" said of a word of a low rating, the worst (see below)
_BAD_WORD = r"(?:bad|badly|poor|poorly|low|lowly|negatively|terrible|terribly|awful|awfully)"
_LIKED = r"(?:like|liked|enjoy|enjoyed|love|loved|rate|rated|score|scored)"  # "which did I rate best?": the rating says it
# "the last of those", "the last of them": a position in the previous answer as shown, never "the latest"
_OF_THE_ANSWER = r"of (?:those|them|these|the list|that list)\b"
# "the better rated one of the two", "the longer of those two", "the second of both": the two of the previous answer a
# pick is made from
OF_THE_TWO = re.compile(r"\bof (?:the|those|these|them) (?:two|2)\b|\bof (?:the )?both\b")
_NOT_A_SELECTION = (
    rf"(?! (?:one|ones|item|items|result|results|time|times|\d|two|three|four|five|six|seven|eight|nine|ten)\b| {_OF_THE_ANSWER})"
)
# "first trip of 2026", "the last one this year": first or last of a time said right after, by date (a place in
# the previous answer has no time of its own); not "the first half of 2026", "the last week of March"
_MONTH_NAMES = words_pattern(MONTHS)  # "january" … "december"
_TIME_AFTER = (
    r"(?= (?:(?:of|in|from|during|for) )?(?:(?:the )?(?:19|20)\d\d\b|(?:this|last|that|the same|the previous|past) "
    rf"(?:year|yr|month|week|summer|winter|spring|autumn|fall)\b|(?:{_MONTH_NAMES})\b))"
)
_NOT_A_TIME_PART = (
    r"(?!(?:of|in|from|during|for|this|last|that|the|year|yr|years|month|months|week|weeks|weekend|day|days|night|nights|half"
    r"|quarter|spring|summer|autumn|fall|winter|item|items|result|results)\b)"
)
_LAST_NOT_RANKED = (  # after "last": a time ("last year", "last monday") or a position in the previous answer ("last one")
    r"year|yr|years|week|weeks|month|months|night|nights|weekend|weekends|time|times|day|days|decade|summer|winter|spring|autumn|"
    r"fall|christmas|easter|season|few|couple|one|ones|two|three|four|five|six|seven|eight|nine|ten|of|page|bit|item|items|"
    r"result|results|" + words_pattern(WEEKDAY_NAMES) + "|" + _MONTH_NAMES
)
_FIRST_OF_A_TIME = re.compile(rf"\b(?:the |my |our )?(?:very )?first(?: ones?\b)?(?=(?: {_NOT_A_TIME_PART}[a-z]+)?{_TIME_AFTER})")
_LAST_OF_A_TIME = re.compile(rf"\b(?:the |my |our )?(?:very )?(?:last|latest)(?: ones?\b)?(?=(?: {_NOT_A_TIME_PART}[a-z]+)?{_TIME_AFTER})")
SUPERLATIVES: list[tuple[re.Pattern[str], Superlative]] = [
    (_FIRST_OF_A_TIME, Superlative("itemDate", False, "the first")),
    (_LAST_OF_A_TIME, Superlative("itemDate", True, "the most recent")),
    (
        # (not "the best 5 hikes": a count after it says how many, see top_few)
        re.compile(
            r"\b(?:the |my |our )?(?:best|highest|top)[- ]rated(?: one)?\b"
            r"|\bthe best(?: one)?\b(?! (?:[2-9]|1\d|20|two|three|four|five|six|seven|eight|nine|ten)\b)|\b(?:my |our |the )?favou?rite\b"
        ),
        Superlative("rating", True, "the best rated"),
    ),
    # "the better rated one of the two", "the higher-rated of those": of the previous answer, by rating (not "higher rated
    # than 3", a bound)
    (
        re.compile(r"\b(?:the )?(?:better|higher)[- ]rated(?: ones?)?\b(?! than\b)|\bthe better(?: one)?\b(?! than\b)"),
        Superlative("rating", True, "the better rated"),
    ),
    (
        re.compile(r"\b(?:the )?(?:worse|lower)[- ]rated(?: ones?)?\b(?! than\b)|\bthe worse(?: one)?\b(?! than\b)"),
        Superlative("rating", False, "the worse rated"),
    ),
    # "which of the two was worse?", "which one was better": of the previous answer, by rating (not "better than …")
    (
        re.compile(
            r"\b(?:which|what)(?: ones?)?(?: of (?:the|those|these|them)(?: (?:two|2))?)? (?:was|is|were) better\b(?! than\b| or\b)"
        ),
        Superlative("rating", True, "the better rated"),
    ),
    (
        re.compile(r"\b(?:which|what)(?: ones?)?(?: of (?:the|those|these|them)(?: (?:two|2))?)? (?:was|is|were) worse\b(?! than\b| or\b)"),
        Superlative("rating", False, "the worse rated"),
    ),
    # "which one did I like best?", "the one I enjoyed least": the rating says how much
    (
        re.compile(rf"\b{_LIKED}(?: (?:it|them|that|those))? (?:the )?(?:best|most|highest)\b(?! {_BAD_WORD}\b)"),
        Superlative("rating", True, "the best rated"),
    ),
    # "which did I like more?", "the one we enjoyed less", "which did I rate higher?": of the previous answer, by rating
    # (not "more than …")
    (
        re.compile(rf"\b{_LIKED}(?: (?:it|them|that|those))? (?:more|better|(?<=rate |ated |core |ored )higher)\b(?! than\b| or\b)"),
        Superlative("rating", True, "the better rated"),
    ),
    (
        re.compile(rf"\b{_LIKED}(?: (?:it|them|that|those))? (?:less|worse|(?<=rate |ated |core |ored )lower)\b(?! than\b| or\b)"),
        Superlative("rating", False, "the worse rated"),
    ),
    (
        # ("the one I liked the less?", "… the less that year?": "the less" as learners say "the least", said last or
        # before a time)
        re.compile(
            rf"\b{_LIKED}(?: (?:it|them|that|those))? (?:(?:the )?(?:least|worst|lowest)\b|the less(?=\s*(?:[?.!,]|$)|{_TIME_AFTER}))"
        ),
        Superlative("rating", False, "the worst rated"),
    ),
    (
        # (not "worst 2 lunches": a count after it says the few worst, read by top_few)
        re.compile(
            r"\b(?:the |my |our )?(?:worst|lowest)[- ]rated(?: one)?\b"
            r"|\b(?:the |my |our )?worst(?: ones?)?\b(?![- ](?:[2-9]|1\d|20|two|three|four|five|six|seven|eight|nine|ten)\b)"
        ),
        Superlative("rating", False, "the worst rated"),
    ),
    # "the first one I visited", "the last one we read": by date, not a position in the previous answer
    (re.compile(r"\b(?:the )?first(?: ones?| time)?(?: that| which)? (?:i|we) (?!\d)"), Superlative("itemDate", False, "the first")),
    (re.compile(r"\b(?:the )?last(?: ones?| time)?(?: that| which)? (?:i|we) (?!\d)"), Superlative("itemDate", True, "the most recent")),
    # "whats the first ski day i logged in 2021", "my first wine we tasted": the thing named between "first" and who did
    # it, the earliest by date ("first museum i went to this year": so too opening the message, "the" left out)
    (
        re.compile(
            r"(?:\b(?:the|my|our) |^\W*(?:(?:and|so|ok|okay|now|then) )?)(?:very )?first(?= (?!(?:time|one|ones|of|in|on)\b)(?:[a-z]+ ){1,3}?(?:that |which )?(?:i|we) (?!\d))"
        ),
        Superlative("itemDate", False, "the first"),
    ),
    # "when was my first time in Paris?", "the very first thing I did in 2026", "and the last time?": the time or the
    # thing itself asked, the earliest (or latest) by date (not "for the first time"; "… in Athens last time", said as
    # when, is the latest visit there: see last_visit.py)
    (
        re.compile(
            r"(?<!\bfor )\b(?:the|my|our) (?:very )?(?:first|earliest) (?:time|thing)\b(?! (?:of|in|on) (?:those|them|these|the list)\b)"
        ),
        Superlative("itemDate", False, "the first"),
    ),
    (
        re.compile(
            r"(?<!\bfor )\b(?:the|my|our) (?:very )?(?:last|latest|most recent) (?:time|thing)\b(?! (?:of|in|on) (?:those|them|these|the list)\b)"
        ),
        Superlative("itemDate", True, "the most recent"),
    ),
    # "first time?", "and first time ever?" said alone after "when did I last eat oysters?": the earliest of the same, by
    # date (the "the" left out; not "for the first time", nor "first time in Paris?" with more said)
    (
        re.compile(r"^\W*(?:(?:and|so|ok|okay|then|what about|how about) )?(?:very )?first time(?: ever)?\s*[?.!]*$"),
        Superlative("itemDate", False, "the first"),
    ),
    # "when was the last time?", "when's the first time": of the things talked about, by date
    (re.compile(rf"{_WHEN_IS}the first time(?=\s*[?.!]*$)"), Superlative("itemDate", False, "the first")),
    (re.compile(rf"{_WHEN_IS}the (?:last|latest) time(?=\s*[?.!]*$)"), Superlative("itemDate", True, "the most recent")),
    # "when did I last have oysters?", "where did we most recently stay?": "last" as an adverb, the most recent
    (
        re.compile(r"\b(?:i|we) (?:last|most recently)\b(?! (?:year|week|month|time|night|weekend|summer|winter|spring|autumn|fall|\d))"),
        Superlative("itemDate", True, "the most recent"),
    ),
    # "which of them did we drink most recently?", "the one I read least recently": the adverb after its verb
    (re.compile(r"\bmost recently\b"), Superlative("itemDate", True, "the most recent")),
    (re.compile(r"\bleast recently\b"), Superlative("itemDate", False, "the first")),
    # "when did I first travel to Japan?", "where did we first eat sushi?": "first" as an adverb, the earliest
    (
        re.compile(r"\b(?:i|we) (?:first|first ever)\b(?! (?:one|ones|time|\d))"),
        Superlative("itemDate", False, "the first"),
    ),
    # "which one has (the) best rating?", "the one with the lowest score": the rating named after the superlative
    (
        re.compile(r"\b(?:has|had|have|with|got|gets?) (?:the )?(?:best|highest|top) (?:ratings?|scores?|stars)\b"),
        Superlative("rating", True, "the best rated"),
    ),
    (
        re.compile(r"\b(?:has|had|have|with|got|gets?) (?:the )?(?:worst|lowest) (?:ratings?|scores?|stars)\b"),
        Superlative("rating", False, "the worst rated"),
    ),
    # "which one was the most good?", "the least good": "good" made a superlative as learners say it, the rating
    (re.compile(r"\b(?:the )?(?:most good|goodest|most nice|nicest)(?: ones?)?\b"), Superlative("rating", True, "the best rated")),
    (
        re.compile(rf"\b(?:{_LIKED} (?:(?:it|them|that|those) )?)?(?:the )?(?:least good|most (?:bad|badly|poorly)|baddest)(?: ones?)?\b"),
        Superlative("rating", False, "the worst rated"),
    ),
    # "best one", "best 1?": the best rated of the previous answer, said without "the"
    (re.compile(r"\bbest (?:one|1)\b"), Superlative("rating", True, "the best rated")),
    # "which was the top one", "top one?": the one at the top of the ranking, the best rated (not "the top one on the list",
    # a position)
    (
        re.compile(r"\b(?:the |my |our )?top (?:one|1)\b(?! (?:on|of|in) (?:the |that |this )?(?:list|page|answer)\b)"),
        Superlative("rating", True, "the best rated"),
    ),
    # "best meal then", "ok my best hike?": the message begun with "best" and what it ranks, said without "the"
    (
        re.compile(
            r"^\s*(?:(?:ok|okay|and|so|now|then|just)[,]? )*(?:my |our )?best"
            r"(?= (?!(?:friends?|wishes|regards|guess|bet|way|part|of luck|before|by)\b)[a-z])"
        ),
        Superlative("rating", True, "the best rated"),
    ),
    # "what are my best wines?", "my best meal in Japan", "which were our best hikes": "best" after my/our, no "the"
    (
        re.compile(
            r"\b(?:my|our) (?:very )?best"
            r"(?= (?!(?:friends?|friend's|mates?|buddy|buddies|pals?|wishes|regards|guess|bet|way|part|of luck|before|by|years?|days?|"
            r"times?|self|selves|effort|efforts|shot)\b)[a-z])"
        ),
        Superlative("rating", True, "the best rated"),
    ),
    # "which was best", "which one is best of them?": "best" said as what one of them was, with nothing after it to
    # rank by, the best rated
    (
        re.compile(
            r"\b(?:which|what)(?: one| ones)?(?: of (?:them|those|these))? (?:was|were|is|are) (?P<best>best)"
            r"(?=(?: (?:of|among) (?:them|those|these|all)(?: of (?:them|those|these))?)?(?: then)?(?: *(?:please|pls|plz))?\s*[?.!]*\s*$)"
        ),
        Superlative("rating", True, "the best rated"),
    ),
    # "best", "and best?", "ok best pls": the word said alone, a fragment after a list
    (
        re.compile(r"^\s*(?:(?:ok|okay|and|so|now|then|just)[,]? )*(?P<best>best)(?= *(?:please|pls|plz)?\s*[?.!]*\s*$)"),
        Superlative("rating", True, "the best rated"),
    ),
    (
        re.compile(rf"\b{_MINE}?(?:most recent|latest|newest|youngest)(?: one)?\b|\b{_MINE}last\b{_NOT_A_SELECTION}"),
        Superlative("itemDate", True, "the most recent"),
    ),
    # "Last trip to Japan?", "and last hike with Anna?": the message begun with "last" and what it ranks, said without
    # "the" (not a time: "last year", "last March", nor a position: "last one", "last 3")
    (
        re.compile(
            r"^\W*(?:(?:ok|okay|and|so|now|then|just|what about|how about|what was|what's|whats|when was|where was)[,]? )*(?:very )?last"
            rf"(?= (?!(?:{_LAST_NOT_RANKED})\b)[a-z])"
        ),
        Superlative("itemDate", True, "the most recent"),
    ),
    # "When last?", "when last there?": asked of what was just talked about, its most recent
    (
        re.compile(r"\bwhen (?:(?:was|were) (?:i|we|it) |did (?:i|we) (?:go )?)?last(?= *(?:there|then)?\s*[?.!]*\s*$)"),
        Superlative("itemDate", True, "the most recent"),
    ),
    (re.compile(rf"\b{_MINE}?(?:oldest|earliest)(?: one)?\b"), Superlative("itemDate", False, "the oldest")),
    # "my very first trip", "the first holiday ever": the earliest of all, not the first of the previous answer
    (
        re.compile(rf"\b(?:my|our) (?:very )?first\b{_NOT_A_SELECTION}|\b(?:the )?(?:very )?first(?= (?:[a-z]+ ){{1,2}}ever\b)"),
        Superlative("itemDate", False, "the first"),
    ),
]
# "which of them is the more recent?", "the older one", "which was the more good?": a comparative picking one of them
SUPERLATIVES += [(pattern, Superlative(field, highest, label)) for pattern, field, highest, label in comparative_picks()]
# size words: the field they measure comes from the definition ("long" → distance, or pages for books)
SIZE_WORDS: dict[str, tuple[str, bool]] = {
    "longest": ("long", True),
    "shortest": ("long", False),
    "biggest": ("big", True),
    "largest": ("big", True),
    "smallest": ("big", False),
    "farthest": ("far", True),
    "furthest": ("far", True),
    "heaviest": ("heavy", True),
    "lightest": ("heavy", False),
}
# a size word said plainly ("the long ones", "the short ones"): what it measures and its direction
PLAIN_SIZES: dict[str, tuple[str, bool]] = {"long": ("long", True), "short": ("long", False), "big": ("big", True), "small": ("big", False)}
# a plain size made a superlative as learners say it, and how a reply says it: "the 3 most short trips" → shortest
LEARNERS_SIZES = {"most long": "longest", "most short": "shortest", "most big": "biggest", "most small": "smallest"}
# irregular forms of a definition's size words; the others are inflected by rule ("thick" → "thickest", "thicker")
IRREGULAR: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {"far": (("farthest", "furthest"), ("farther", "further"))}
COMPARATIVES: dict[str, tuple[str, bool]] = {"shorter": ("long", False), "smaller": ("big", False), "thinner": ("thick", False)}
SIZE_WORDS["thinnest"] = ("thick", False)
SIZE_WORDS.update(synonym_superlatives())  # "the chunkiest book": the biggest
COMPARATIVES.update(synonym_comparatives())


def size_forms(size: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """ "big" → (("biggest",), ("bigger",)): a size word's superlatives and comparatives."""
    if size in IRREGULAR:
        return IRREGULAR[size]
    stem = size
    if re.fullmatch(r"[^aeiou]*[aeiou][bdgmnpt]", size):
        stem = size + size[-1]  # big → bigg-
    elif size.endswith("y"):
        stem = size[:-1] + "i"  # heavy → heavi-
    elif size.endswith("e"):
        stem = size[:-1]
    return (stem + "est",), (stem + "er",)


# words after a size word that are not what it describes: "the longest one in 2023" ("in 2023" is a date)
NOT_NOUNS = r"(?:in|on|at|of|from|for|with|without|by|during|since|before|after|this|that|last|ever|so|i|we|did|have|had|pls|plz|please)"
COUNT_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
SIZE = re.compile(
    r"\b(?:(?:the|my|our) )?(?:(?:top|first) )?(?:(?P<n>\d{1,2}|" + "|".join(COUNT_WORDS) + r") )?"
    r"(?P<size>" + "|".join(SIZE_WORDS) + r")(?P<one> ones?)?\b(?: (?P<noun>[a-z]+))?"
)


@functools.lru_cache(maxsize=64)  # one per collection's size words: built once, not on every message
def _size_pattern(sizes: tuple[str, ...]) -> tuple[re.Pattern[str], dict[str, tuple[str, bool]], frozenset[str]]:
    """The size words (the engine's and the definition's `sizes`, inflected, or after "most"), each with
    what it measures and its direction; a comparative ("longer", "more thick") picks one of the previous answer."""
    words = dict(SIZE_WORDS)
    words.update({learned: SIZE_WORDS[proper] for learned, proper in LEARNERS_SIZES.items()})  # "the 3 most short trips"
    comparatives = dict(COMPARATIVES)
    for size in sizes:
        most, more = size_forms(size)
        words.update(dict.fromkeys((*most, f"most {size}"), (size, True)))
        comparatives.update(dict.fromkeys((*more, f"more {size}"), (size, True)))
    words.update(comparatives)
    alternation = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    pattern = re.compile(
        r"\b(?:(?:the|my|our) )?(?:(?:top|first) )?(?:(?P<n>\d{1,2}|" + "|".join(COUNT_WORDS) + r") )?"
        r"(?:most (?=[a-z]+est\b))?(?P<size>" + alternation + r")(?P<one> ones?)?\b(?! than\b| (?:rating|ratings|rated|score|stars?)\b)"
        r"(?: (?!" + NOT_NOUNS + r"\b)(?P<noun>[a-z]+))?"
    )
    return pattern, words, frozenset(comparatives)


def _size_orders(utterance: Utterance, sizes: Iterable[str] = ()) -> tuple[list[Sort], list[Superlative]]:
    """ "the longest hike" → argmax, "top 3 longest hikes" and "my 3 longest rides" → the first 3,
    "longest hikes" → sorted, "which one was longer?" → the longer of the previous answer."""
    sorts: list[Sort] = []
    superlatives: list[Superlative] = []
    pattern, words, comparatives = _size_pattern(tuple(sizes))
    for m in utterance.matches(pattern):
        word = m["size"]
        size, highest = words[word]
        if word in comparatives:
            # "the more far" is said "the farther" in the reply
            said = size_forms(word[len("more ") :])[1][0] if word.startswith("more ") else word
            superlative = Superlative(f"@{size}", highest, f"the {said}")
            utterance.claim(m.start(), m.end("one") if m["one"] else m.end("size"), "superlative", superlative)
            superlatives.append(superlative)
            continue
        end = m.end("one") if m["one"] else m.end("size")
        noun = m["noun"] or ""
        plural = (m["one"] or "").strip() == "ones" or (
            noun.endswith("s") and not noun.endswith("ss") and noun not in ("this", "was", "is", "has")
        )
        if m["n"]:
            count = int(m["n"]) if m["n"].isdigit() else COUNT_WORDS[m["n"]]
            superlative = Superlative(f"@{size}", highest, f"the {count} {LEARNERS_SIZES.get(word, word)}", count)
        elif plural:
            sort = Sort(f"@{size}", highest)
            utterance.claim(m.start(), end, "sort", sort)
            sorts.append(sort)
            continue
        else:
            superlative = Superlative(f"@{size}", highest, f"the {LEARNERS_SIZES.get(word, word)}")
        utterance.claim(m.start(), end, "superlative", superlative)
        superlatives.append(superlative)
    plain = {**PLAIN_SIZES, **{size: (size, True) for size in sizes}}
    alternation = "|".join(re.escape(w) for w in sorted(plain, key=len, reverse=True))
    for m in utterance.matches(re.compile(rf"\b(?:the|my|our) (?P<size>{alternation}) ones\b")):
        # "what were the long ones?": the items by that size, largest first (its field asked when it cannot be told)
        size, highest = plain[m["size"]]
        sort = Sort(f"@{size}", highest)
        utterance.claim(m.start(), m.end(), "sort", sort)
        sorts.append(sort)
    return sorts, superlatives


SELECTION = re.compile(  # not "which comes first?" (the most frequent, see quantities.TOPS)
    r"\b(?<!\bcomes )(?<!\bcome )(?<!\bcame )(?:the )?(?P<ord>" + "|".join(ORDINALS) + r")(?: one| item| result)?\b"
    r"(?! times?\b)"  # "the second time": an occasion, not a place in the answer
    r"|\b(?:number|no\.?|item|result|#) ?(?P<n>\d{1,3})\b|#(?P<hash>\d{1,3})\b"
    r"|\b(?:the )?(?P<last>last)(?: (?:one|item|result)\b| ?(?=" + _OF_THE_ANSWER + "))"
    # "the 2th one", "the 12th item": any number with an ordinal's ending, said with what it counts (not "the 3rd of May")
    r"|\b(?:the )?(?P<nth>\d{1,3})(?:st|nd|rd|th) (?:one|item|result)\b"
)


# "which one did I have first?", "where did we go first?": "first" as an adverb ending a question about what I or we did
ADVERB_FIRST = re.compile(r"\b(?:did|do|have|had)\s+(?:i|we)\s+(?:[a-z'’]+\s+){1,3}?(?P<first>first)(?=\s*(?:[?.!,;]|$))")


# a superlative before a number field's word: "the most pages", "the least time", "the oldest vintage"
FIELD_EXTREMES: dict[str, bool] = {
    "most": True,
    "highest": True,
    "greatest": True,
    "biggest": True,
    "largest": True,
    "longest": True,
    "maximum": True,
    "newest": True,
    "latest": True,
    "most recent": True,
    "youngest": True,
    # as a learner may say them: "the most young vintage", "the most old one"
    "most young": True,
    "most new": True,
    "most old": False,
    "least": False,
    "fewest": False,
    "lowest": False,
    "smallest": False,
    "shortest": False,
    "minimum": False,
    "oldest": False,
    "earliest": False,
}


# a comparative before a number field's word picks one of the previous answer: "the one with the older vintage",
# "which one had more pages?", "the one with less climbing" (said after "with", "had" or "the"; "more pages than 300" is a bound)
FIELD_COMPARATIVES: dict[str, bool] = {
    "more": True,
    "higher": True,
    "greater": True,
    "bigger": True,
    "larger": True,
    "longer": True,
    "newer": True,
    "later": True,
    "more recent": True,
    "younger": True,
    "more young": True,
    "more new": True,
    "more old": False,
    "less": False,
    "fewer": False,
    "lower": False,
    "smaller": False,
    "shorter": False,
    "older": False,
    "earlier": False,
}


# how a reply restates a learner's form: "with the youngest vintage" for "the most young vintage"
PROPER_FORMS = {"most young": "youngest", "most new": "newest", "most old": "oldest", "more young": "younger", "more new": "newer"}
PROPER_FORMS |= {"more old": "older"}


@functools.lru_cache(maxsize=64)  # one per collection's field words
def _field_comparative_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    comparatives = "|".join(re.escape(w) for w in sorted(FIELD_COMPARATIVES, key=len, reverse=True))
    named = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(
        rf"\b(?:(?:with|had|has|have|having)(?: the| an?)?|the) (?P<cmp>{comparatives}) (?:amount of |number of )?(?P<field>{named})\b"
        r"(?! than (?:\d|one|two|three|four|five|six|seven|eight|nine|ten)\b)"
    )


@functools.lru_cache(maxsize=64)  # one per collection's field words
def _field_extreme_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    extremes = "|".join(re.escape(w) for w in sorted(FIELD_EXTREMES, key=len, reverse=True))
    named = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"\b(?<!at )(?:the )?(?P<extreme>{extremes}) (?:amount of |number of )?(?P<field>{named})\b")


@functools.lru_cache(maxsize=64)  # one per collection's field words
def _field_first_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    """ "which vintage was the oldest?", "what elevation is the highest": the field named, then its extreme."""
    extremes = "|".join(re.escape(w) for w in sorted(FIELD_EXTREMES, key=len, reverse=True))
    named = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(
        rf"\b(?:which|what) (?P<field>{named}) (?:was|is|were|are|has been|had) (?:the )?(?P<extreme>{extremes})(?: one)?\b"
        r"(?= *(?:[?.!,]|$|(?:i|we) |of |in |from |since |before |after |so far\b|ever\b))"
    )


# "5 hikes with most elevation", "show me the three books with the most pages": a count, what is counted, then its extreme
COUNTED_THEN_WITH = re.compile(
    r"(?:^|\b(?:top|the|my|our|me|us|list|show|name|get|find|give))\W*(?:top )?(?P<n>[2-9]|1\d|20|"
    + "|".join(COUNT_WORDS)
    + r") (?:[a-z'-]+ ){1,3}?(?:with|that had|which had|having|that have|which have) $"
)


# "which run took the longest?", "what lasted shortest": a superlative of how long it took, the field measured in time
TOOK_LONGEST = re.compile(
    r"\b(?:took|take|takes|taking|lasted|lasts)(?: (?:me|us|you))? (?:the )?(?P<extreme>longest|shortest|least|most)\b"
    r"(?! (?!(?:to|of|in|for|on|at|during|since|with|and|or|this|last|ever|so|overall|of all)\b)[a-z])"
)
TOOK_EXTREMES = {"longest": True, "most": True, "shortest": False, "least": False}


def _field_extremes(utterance: Utterance, measures: Mapping[str, str]) -> list[Superlative]:
    """ "which took the least time?" → the lowest duration; "the oldest vintage" → the lowest vintage (not the
    earliest date); `measures` maps the words that name one number field to it ("time" → duration)."""
    if not measures:
        return []
    found = []
    for m in utterance.matches(_field_first_pattern(tuple(measures))):
        extreme = PROPER_FORMS.get(m["extreme"], m["extreme"])
        superlative = Superlative(measures[m["field"]], FIELD_EXTREMES[m["extreme"]], f"with the {extreme} {m['field']}")
        utterance.claim(m.start("field"), m.end(), "superlative", superlative)
        found.append(superlative)
    for speed in speed_superlatives(utterance, measures):  # "the fastest of them": the shortest duration, said so
        superlative = Superlative(speed.field, speed.highest, speed.label)
        utterance.claim(*speed.span, "superlative", superlative)
        found.append(superlative)
    for m in utterance.matches(TOOK_LONGEST) if "time" in measures else ():
        extreme = m["extreme"]
        field = measures["time"]
        superlative = Superlative(field, TOOK_EXTREMES[extreme], f"with the {'longest' if TOOK_EXTREMES[extreme] else 'shortest'} {field}")
        utterance.claim(m.start(), m.end(), "superlative", superlative)
        found.append(superlative)
    for m in utterance.matches(_field_extreme_pattern(tuple(measures))):
        if any(pattern.fullmatch(m.group()) for pattern, _ in SUPERLATIVES):
            continue  # "the highest rated": the usual reading
        extreme = PROPER_FORMS.get(m["extreme"], m["extreme"])
        counted = COUNTED_THEN_WITH.search(utterance.text, 0, m.start())  # "5 hikes with most elevation": the first 5
        count = (int(counted["n"]) if counted["n"].isdigit() else COUNT_WORDS[counted["n"]]) if counted is not None else 1
        field, highest = measures[m["field"]], FIELD_EXTREMES[m["extreme"]]
        said = (
            f"with the {count} {'highest' if highest else 'lowest'} {_plural(field)}" if count > 1 else f"with the {extreme} {m['field']}"
        )
        superlative = Superlative(field, highest, said, count)
        if counted is not None:
            utterance.claim(counted.start("n"), counted.end("n"), "superlative", superlative)
        utterance.claim(m.start(), m.end(), "superlative", superlative)
        found.append(superlative)
    for m in utterance.matches(_field_comparative_pattern(tuple(measures))):
        if any(pattern.search(m.group()) for pattern, _ in SUPERLATIVES):
            continue  # "the higher rated": the usual reading
        cmp = PROPER_FORMS.get(m["cmp"], m["cmp"])
        said = f"{'' if cmp in ('more', 'less', 'fewer') else 'the '}{cmp} {m['field']}"  # "more pages", "the older vintage"
        superlative = Superlative(measures[m["field"]], FIELD_COMPARATIVES[m["cmp"]], f"with {said}")
        utterance.claim(m.start("cmp"), m.end(), "superlative", superlative)
        found.append(superlative)
    return found


# "best 3 of them", "the top 5", "the 2 worst ones", "worst three please": the first few by rating (said alone, not
# "top 3 longest" nor "top 3 cities", which name what orders them)
_FEW = r"([2-9]|1\d|20|" + "|".join(COUNT_WORDS) + r")"
# ("my top 3 beers ever", "the best 5 of all time": over every time, as said alone)
_ALONE = r"(?=\s*(?:$|[?.!,]|of (?:them|those|these|the[mse]e?)\b(?! by\b)|ones?\b|please\b|pls\b|plz\b|ever\b|of all time\b|overall\b))"
# "the worst 3 I've rated", "best 5 we've visited": the few said with what was rated (no noun between)
_RATED = (
    r" (?:that |which )?(?:i|we|i've|ive|we've|i have|we have)(?: ever)? (?:rated|scored|liked|visited|seen|been to|had|tried|read|done)\b"
)
BEST_FEW = re.compile(
    rf"\b(?:(?:the|my|our) )?(?P<word>best|top|worst)[- ]{_FEW}(?: ones?)?{_ALONE}|\b(?:the|my|our) {_FEW} (?P<word2>best|worst)(?: ones?)?{_ALONE}"
    rf"|\b(?:(?:the|my|our) )?(?P<word3>best|worst)[- ]{_FEW}(?: ones?)?{_RATED}"
)


def _best_few(utterance: Utterance) -> list[Superlative]:
    found = []
    for m in utterance.matches(BEST_FEW):
        said = m[2] or m[3] or m[6]
        count = int(said) if said.isdigit() else COUNT_WORDS[said]
        highest = (m["word"] or m["word2"] or m["word3"]) != "worst"
        superlative = Superlative("rating", highest, f"the {count} {'best' if highest else 'worst'} rated", count)
        utterance.claim(m.start(), m.end(), "superlative", superlative)
        found.append(superlative)
    return found


# "botom 3", "and the bottom three?": said alone after a ranking, the few at its other end (by the same field)
BOTTOM_FEW = re.compile(FOLLOW_ON_LEAD + rf"(?:the )?bottom {_FEW}(?: ones?)?(?: (?:please|pls|plz))?\W*$")
OTHER_END = "@other end"  # the field of the ranking before, told by the question before (see `at_the_other_end`)
# "lowest 3?", "and the highest two": said alone after a ranking, the few of that end by the same field
END_FEW = re.compile(
    FOLLOW_ON_LEAD + rf"(?:the )?(?:(?P<end>lowest|highest) {_FEW}|{_FEW} (?P<end2>lowest|highest))"
    r"(?: ones?)?(?: (?:please|pls|plz))?\W*$"
)
SAME_FIELD = "@field before"  # the field of the ranking before, at the end said (see `at_the_other_end`)


# "the top 3", "first 5 please": said alone, the first few of the order before ("sort them by distance", "the longest
# ones"); after none, the best rated (top) or the earliest (first)
TOP_FEW = re.compile(
    filler_lead("and|ok|okay|so|now|then|just|only|what about|how about|show me|give me") + rf"(?:the )?(?P<end>top|first) {_FEW}"
    r"(?: ones?)?(?: (?:please|pls|plz))?\W*$"
)
ORDER_BEFORE = "@order before"  # the field and direction of the order before (see `at_the_other_end`)


def _top_alone(utterance: Utterance) -> list[Superlative]:
    for m in utterance.matches(TOP_FEW):
        said = m[2]
        count = int(said) if said.isdigit() else COUNT_WORDS[said]
        superlative = Superlative(ORDER_BEFORE, m["end"] == "top", f"the {m['end']} {count}", count)
        utterance.claim(m.start(), m.end(), "superlative", superlative)
        return [superlative]
    return []


def _bottom_few(utterance: Utterance) -> list[Superlative]:
    for m in utterance.matches(BOTTOM_FEW):
        count = int(m[1]) if m[1].isdigit() else COUNT_WORDS[m[1]]
        superlative = Superlative(OTHER_END, False, f"the bottom {count}", count)
        utterance.claim(m.start(), m.end(), "superlative", superlative)
        return [superlative]
    for m in utterance.matches(END_FEW):
        said = m[2] or m[3]
        count = int(said) if said.isdigit() else COUNT_WORDS[said]
        highest = (m["end"] or m["end2"]) == "highest"
        superlative = Superlative(SAME_FIELD, highest, f"the {'highest' if highest else 'lowest'} {count}", count)
        utterance.claim(m.start(), m.end(), "superlative", superlative)
        return [superlative]
    return []


def at_the_other_end(superlative: Superlative, before: Superlative | None, sorted_before: Sort | None) -> Superlative:
    """ "bottom 3" after "top 3 longest hikes": the 3 shortest (the ranking before, from its other end), "lowest 3"
    the 3 lowest by its field; after no ranking, the worst rated; "the top 3" the first 3 of the order before (after none,
    the best rated; "first 3", the earliest). Any other superlative is itself."""
    count = superlative.count
    if superlative.field == ORDER_BEFORE:  # "the top 3" after "sort them by distance": the 3 longest
        if sorted_before is not None and not sorted_before.field.startswith("@"):
            field, highest = sorted_before.field, sorted_before.descending
        elif before is not None and not before.field.startswith("@"):
            field, highest = before.field, before.highest
        else:  # "top 3": the best rated; "first 3": the earliest
            field, highest = ("rating", True) if superlative.highest else ("itemDate", False)
        return Superlative(field, highest, _few_label(field, highest, count), count)
    if superlative.field not in (OTHER_END, SAME_FIELD):
        return superlative
    if before is not None and not before.field.startswith("@"):
        field, highest, said = before.field, not before.highest, before.label
    elif sorted_before is not None and not sorted_before.field.startswith("@"):
        field, highest, said = sorted_before.field, not sorted_before.descending, ""
    else:
        field, highest, said = "rating", False, ""
    if superlative.field == SAME_FIELD:  # "lowest 3" after the top 5 by elevation: the lowest by elevation, whichever end was before
        said = said if highest == superlative.highest else ""
        highest = superlative.highest
    sized = [SIZE_WORDS[w] for w in said.split() if w in SIZE_WORDS]
    opposite = [w for w, measure in SIZE_WORDS.items() if sized and measure == (sized[0][0], not sized[0][1])]
    label = f"the {count} {opposite[0]}" if opposite else _few_label(field, highest, count)  # "the 3 shortest"
    return Superlative(field, highest, label, count)


def _few_label(field: str, highest: bool, count: int) -> str:
    """ "the 3 best rated", "the 3 most recent", "with the 3 highest distances"."""
    if field == "rating":
        return f"the {count} {'best' if highest else 'worst'} rated"
    if field == "itemDate":
        return f"the {count} {'most recent' if highest else 'earliest'}"
    return f"with the {count} {'highest' if highest else 'lowest'} {_plural(field)}"


def _plural(field: str) -> str:
    """ "elevations", and "pages" as it is."""
    return field if field.endswith("s") else f"{field}s"


# "top 2 by distance", "the bottom three of them by rating": the first few of a sort said after them
FEW_BEFORE_SORT = re.compile(
    rf"\b(?:(?:the|my|our) )?(?P<word>top|bottom) (?P<n>[2-9]|1\d|20|{'|'.join(COUNT_WORDS)})(?: ones?)?(?: of (?:them|those|these))?"
    r"(?P<between>(?: (?!by\b)[\w'-]+){0,4}) $"  # "top 5 napa cabs by rating": what is picked said between
)


NO_MEASURES: Mapping[str, str] = {}


@once_per
def _by_measure(measures: Mapping[str, str]) -> list[tuple[re.Pattern[str], Sort]]:
    """ "sorted by elevation", "top 3 by pages": a number field named after "by", highest first."""
    return [
        (re.compile(rf"\b(?:sorted |ordered |sort |order )?by (?:the )?{re.escape(word)}\b"), Sort(field, True))
        for word, field in measures.items()
        if field not in ("rating", "itemDate") and word not in ("time", "times")  # "by the time I got there"
    ]


def _few_by(utterance: Utterance, start: int, sort: Sort) -> tuple[int, int, Superlative] | None:
    """ "top 2" before "by distance" (at `start`): the first 2 by that field, and where "top 2" was said."""
    m = FEW_BEFORE_SORT.search(utterance.text, 0, start)
    if m is None or not utterance.is_free(m.start(), m.start("between")):
        return None
    count = int(m["n"]) if m["n"].isdigit() else COUNT_WORDS[m["n"]]
    highest = sort.descending if m["word"] == "top" else not sort.descending
    if sort.field == "itemDate":
        label = f"the {count} {'most recent' if highest else 'earliest'}"
    else:
        label = f"with the {count} {'highest' if highest else 'lowest'} {sort.field}s"
    return m.start(), m.start("between"), Superlative(sort.field, highest, label, count)


# "top 3 best rated", "my five most recent", "give me three best rated …", "list 5 best": a count before a superlative
COUNTED_BEFORE = re.compile(
    r"(?:^|\b(?:top|the|my|our|me|us|list|show|name|get|find))(?: top)? ?(?P<n>[2-9]|1\d|20|" + "|".join(COUNT_WORDS) + r") $"
)


def recognize_ordering(
    utterance: Utterance, sizes: Iterable[str] = (), measures: Mapping[str, str] | None = None
) -> tuple[list[Sort], list[Superlative], list[Selection]]:
    """Sorts, superlatives and selections; `sizes` are the definition's size words ("long", "thick"),
    `measures` the words that name one of its number fields ("pages", "vintage", "time")."""
    sorts: list[Sort] = []
    selections: list[Selection] = []
    superlatives = _field_extremes(utterance, measures or {}) + _top_alone(utterance) + _best_few(utterance) + _bottom_few(utterance)
    for pattern, sort in [*SORTS, *_by_measure(measures or NO_MEASURES)]:
        for m in utterance.matches(pattern):
            few = _few_by(utterance, m.start(), sort)
            if few is not None:  # "top 2 by distance": a pick of 2, not a sort
                utterance.claim(few[0], few[1], "superlative", few[2])
                utterance.claim(m.start(), m.end(), "superlative", few[2])
                superlatives.append(few[2])
                continue
            utterance.claim(m.start(), m.end(), "sort", sort)
            sorts.append(sort)
    for pattern, superlative in SUPERLATIVES:
        for m in utterance.matches(pattern):
            # "top 3 best rated", "my five most recent": the first few
            counted = COUNTED_BEFORE.search(utterance.text, 0, m.start())
            found = superlative
            if counted is not None and utterance.is_free(counted.start(), m.start()):
                found = Superlative(
                    superlative.field,
                    superlative.highest,
                    superlative.label,
                    int(counted["n"]) if counted["n"].isdigit() else COUNT_WORDS[counted["n"]],
                )
            else:
                counted = None
            utterance.claim(counted.start() if counted is not None else m.start(), m.end(), "superlative", found)
            superlatives.append(found)
    more_sorts, more_superlatives = _size_orders(utterance, sizes)
    sorts += more_sorts
    superlatives += _measured_in(utterance, more_superlatives, measures or NO_MEASURES)
    # "which did I like least? just the worst 3": the one pick said again with how many, the few
    few_kinds = {(s.field, s.highest) for s in superlatives if s.count > 1}
    superlatives = [s for s in superlatives if s.count > 1 or (s.field, s.highest) not in few_kinds]
    superlatives = _counted_apart(utterance, superlatives)
    for m in ADVERB_FIRST.finditer(utterance.text):
        # "which one did I have first?": the earliest of them, not the first one listed (the newest)
        if utterance.is_free(m.start("first"), m.end("first")):
            superlative = Superlative("itemDate", False, "the first")
            utterance.claim(m.start("first"), m.end("first"), "superlative", superlative)
            superlatives.append(superlative)
    for m in utterance.matches(SELECTION):
        index = -1 if m["last"] else ORDINALS[m["ord"]] if m["ord"] else int(m["n"] or m["hash"] or m["nth"])
        if index == 0:
            continue
        selection = Selection(index)
        utterance.claim(m.start(), m.end(), "selection", selection)
        selections.append(selection)
    for m in utterance.matches(OF_THE_TWO) if superlatives or selections else ():  # "the longer one of the two"
        utterance.claim(m.start(), m.end(), "of the two", m[0])
    return (*_measured_by(sorts, superlatives), selections)


# "the three of those I liked the most", "which 3 did I rate best?": how many, said apart from the one superlative, as
# what is asked for (followed by "of those", "ones" or the one who did it), never "of the two" or "3 nights"
COUNT_APART = re.compile(
    r"(?<!\bof )\b(?:the|which|what|my|our)\s+(?P<n>[2-9]|1\d|20|" + "|".join(COUNT_WORDS) + r")\s+"
    r"(?=(?:of\s+(?:those|them|these|the\s+\w+)|ones?|i|we|did|do|have|i've|ive|we've)\b)",
    re.IGNORECASE,
)


def _counted_apart(utterance: Utterance, superlatives: list[Superlative]) -> list[Superlative]:
    """The one superlative of the few said apart from it (the count claimed), or the superlatives as found."""
    if len(superlatives) != 1 or superlatives[0].count != 1:
        return superlatives
    for m in utterance.matches(COUNT_APART):
        (one,) = superlatives
        count = int(m["n"]) if m["n"].isdigit() else COUNT_WORDS[m["n"].lower()]
        few = Superlative(one.field, one.highest, _few_label(one.field, one.highest, count), count)
        utterance.claim(m.start("n"), m.end("n"), "superlative", few)
        return [few]
    return superlatives


@once_per
def _in_measure(measures: Mapping[str, str]) -> re.Pattern[str] | None:
    """ "in nights", "in terms of elevation": the number field a size word is measured in, said after it."""
    named = "|".join(re.escape(w) for w in sorted(measures, key=len, reverse=True) if w not in ("time", "times"))
    return re.compile(rf"\b(?:in|by) (?:terms of )?(?:the )?(?:number of )?(?P<field>{named})\b") if named else None


def _measured_in(utterance: Utterance, sized: list[Superlative], measures: Mapping[str, str]) -> list[Superlative]:
    """ "the 3 shortest trips since 2024, in nights": the one size word's superlative measured by that field, claimed."""
    pattern = _in_measure(measures) if len(sized) == 1 and sized[0].field.startswith("@") else None
    for m in utterance.matches(pattern) if pattern is not None else ():
        utterance.claim(m.start(), m.end(), "superlative", sized[0])
        return [replace(sized[0], field=measures[m["field"]])]
    return sized


def _measured_by(sorts: list[Sort], superlatives: list[Superlative]) -> tuple[list[Sort], list[Superlative]]:
    """ "the longest by distance": the size word measured by the field named after "by", one pick (not a sort)."""
    by = [s for s in sorts if not s.field.startswith("@") and s.field not in ("rating", "itemDate")]
    sized = [s for s in superlatives if s.field.startswith("@")]
    if len(by) != 1 or len(sized) != 1:
        return sorts, superlatives
    measured = replace(sized[0], field=by[0].field)
    return [s for s in sorts if s is not by[0]], [measured if s is sized[0] else s for s in superlatives]


# "my history favourites, the ones I gave five stars": what the favourites are, said right after (a rating), not the one best
_FAVOURITES_TOLD = re.compile(
    r"\bfavou?rites?\b[^.?!;]*?,\s*(?:i mean\s+|meaning\s+|so\s+|that is\s+|i\.e\.\s+)?(?:the ones|those|ones|the)\b", re.IGNORECASE
)


def favourites_told(text: str, superlatives: list[Superlative], rated: set[str]) -> list[Superlative]:
    """The superlatives less "favourite" when what the favourites are is said after them by a comparison of its
    field (`rated`: the fields the question compares): then they are all those, none picked."""
    if not _FAVOURITES_TOLD.search(text):
        return superlatives
    return [s for s in superlatives if not (s.field in rated and s.highest and s.count == 1 and s.label == "the best rated")]
