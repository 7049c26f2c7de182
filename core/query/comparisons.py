"""Comparisons on a collection's number fields: "rated at least 3", "a rating greater than 3",
"more than 4 stars", "rated 4 or more", "longer than 10 km", "with a rating of 5".

Field words and units come from the collection definition (a number field's name and synonyms);
the operator comes from a fixed table, never from the user's text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from dataclasses import field as dataclass_field

from ..collection.definition import CollectionDefinition, FieldDef
from .derived import alternation
from .field_abbreviations import abbreviations
from .rating_words import rating_words
from .score_with_an_article import scores_with_an_article
from .unit_after_the_number import another_fields_number
from .utterance import Utterance

OPERATORS: dict[str, str] = {
    "at least": ">=",
    "no less than": ">=",
    "not less than": ">=",
    "minimum": ">=",
    "min": ">=",
    "at most": "<=",
    "no more than": "<=",
    "not more than": "<=",
    "maximum": "<=",
    "max": "<=",
    "up to": "<=",
    "more than": ">",
    "greater than": ">",
    "higher than": ">",
    "better than": ">",
    "above": ">",
    "over": ">",
    "longer than": ">",
    "bigger than": ">",
    "less than": "<",
    "fewer than": "<",
    "lower than": "<",
    "worse than": "<",
    "below": "<",
    "under": "<",
    "shorter than": "<",
    "smaller than": "<",
    "exactly": "==",
    "equal to": "==",
    "of": "==",
    "=": "==",
    ">=": ">=",
    "<=": "<=",
    ">": ">",
    "<": "<",
}
# "longer then 15 km", "more then 4 stars": a frequent slip for "than", never read as "exactly"
OPERATORS |= {word.removesuffix("than") + "then": op for word, op in list(OPERATORS.items()) if word.endswith(" than")}
TAILS = {
    "more": ">=",
    "better": ">=",
    "higher": ">=",
    "above": ">=",
    "over": ">=",
    "less": "<=",
    "lower": "<=",
    "worse": "<=",
    "below": "<=",
    "fewer": "<=",
    "under": "<=",
}
# "the 2008 vintage or earlier", "vintage 2015 or newer": a year-like number and those before or after it
# (not "rated 4 or before 2020": a tail of time is never followed by a number of its own)
TAILS |= {"earlier": "<=", "before": "<=", "older": "<=", "later": ">=", "after": ">=", "newer": ">=", "younger": ">="}
# "what did I rate that one?", "did I give this one a 4?": "one" after a word pointing at a thing is that thing, no score of 1
# "did I rate the Edinburgh one 3 or more?": "one" followed by the score is the thing scored, no score of 1
_NO_ONE_POINTED_AT = (
    r"(?<!\bthat )(?<!\bthis )(?<!\bthe )(?<!\bwhich )(?<!\beach )(?<!\bevery )(?<!\blast )"
    r"(?!one\s+(?:\d|an?\s|one\b|two\b|three\b|four\b|five\b|at\s+least\b|at\s+most\b|over\b|under\b|above\b|below\b|more\s+than\b|less\s+than\b))"
)
# "how did i rate the delphi one", "did I rate that 2019 one": "one" ending what was scored, said after a determiner, is that
# thing (a pointer), no score of 1
_DESCRIBED = re.compile(r"(?:rate|rated|rating)\s+(?:the|that|this|my|our|your|which|each|every|last)\s", re.IGNORECASE)


def _one_pointed_at(match: re.Match[str]) -> bool:
    """Whether the score matched is the word "one" ending a description of what was scored ("rate the delphi one")."""
    given = match.groupdict().get("given") or ""
    return match["n"] == "one" and not match.groupdict().get("op") and _DESCRIBED.match(given) is not None


# "one of the museums", "two of my hikes": a number of the things that follow, no value of a field
_OF_SOME = r"\s+of\s+(?:the|my|our|those|these|them|his|her|their|its|all)\b"
WORD_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
SYMBOLS = {">=": "≥", "<=": "≤", ">": ">", "<": "<", "==": "=", "!=": "≠"}


# "excluding anything rated 3 or below": the bound turned round, rated above 3; "not rated 5": any other rating
OPPOSITE = {">=": "<", "<=": ">", ">": "<=", "<": ">=", "==": "!=", "!=": "=="}


@dataclass(frozen=True)
class Comparison:
    field: str
    op: str  # one of >=, <=, >, <, ==, != ("not rated 5": any other value)
    value: float
    unit: str | None = None
    turned: bool = False  # "excluding anything rated 3 or below": a bound said negated, kept beside one said before
    assumed: str = dataclass_field(default="", compare=False)  # "“loved” as rated 5": words for a score, how they were taken
    # "rated 1 or 5": a second value, either one (two values that are not next to each other: no range); op "==" (or
    # "!=" when said negated: neither)
    or_value: float | None = None

    def turns_round(self, other: Comparison) -> bool:
        """Whether this bound is `other` said negated ("not the 5 star ones" against "rated 5"): together they hold
        for nothing, so the one said last takes the other's place."""
        return self.field == other.field and self.value == other.value and OPPOSITE.get(other.op) == self.op

    @property
    def label(self) -> str:
        shown = int(self.value) if self.value == int(self.value) else self.value
        unit = f" {self.unit}" if self.unit else ""
        if self.or_value is not None:
            other = int(self.or_value) if self.or_value == int(self.or_value) else self.or_value
            return f"with a {self.field} {'of' if self.op == '==' else 'other than'} {shown} or {other}{unit}"
        if self.op == "==":
            return f"with a {self.field} of {shown}{unit}"
        if self.op == "!=":
            return f"with a {self.field} other than {shown}{unit}"
        return f"with a {self.field} {self.op} {shown}{unit}"


@dataclass(frozen=True)
class ComparisonProblem:
    message: str


# the words between a verb of scoring and its score that point at what was scored, claimed with the score ("did I give
# any of them a 5?"); any other word there ("rate any beer above 4", "rate my wines with Luca 4") says what is asked of
_POINTING = frozenset(
    {"it", "them", "those", "these", "that", "this", "any", "anything", "of", "a", "an", "all", "one", "ones", "each", "every"}
    | {"my", "the", "our", "both", "ever", "i", "me", "you"}
)


# the determiners that open a description of what was scored ("the last wine", "my wines with Luca"), said with it
_DETERMINERS = frozenset({"the", "my", "our"})

_SCORING = re.compile(r"(?:give|gave|given|giving|get|got|gets|getting|rate|rated|rating)\b")


def _claimed_of(match: re.Match[str], end: int) -> list[tuple[int, int]]:
    """The spans a comparison claims: all it matched, but for a score given after a verb ("rate any beer above 4") the
    words that name what was scored ("beer"), left to the recognizers of kinds, people and values."""
    if not match.groupdict().get("given") or not _SCORING.match(match["given"]):  # "pretty good, like 4": all of it
        return [(match.start(), end)]
    spans: list[tuple[int, int]] = []
    start = match.start()
    words = list(re.finditer(r"[a-z']+", match.string[match.start("given") : match.end("given")]))
    for word, after in zip(words, [*words[1:], None], strict=True):
        at, stop = match.start("given") + word.start(), match.start("given") + word.end()
        # "did i rate the last wine 4 or more": "the" of what is named ("the last wine"), left with it ("last" a superlative)
        describes = word[0] in _DETERMINERS and after is not None and after[0] not in _POINTING
        if word.start() > 0 and (word[0] not in _POINTING or describes):
            if at > start:
                spans.append((start, at))
            start = stop
    spans.append((start, end))
    return [(a, b) for a, b in spans if match.string[a:b].strip()]


def _number(text: str) -> float:
    return float(WORD_NUMBERS.get(text, text))


# (nor "the better rated one", "the lower-rated one": a comparative picking one of the previous answer)
_NOT_AFTER_SUPERLATIVE = "".join(
    f"(?<!{word}{sep})"
    for word in ("best", "highest", "top", "worst", "lowest", "better", "higher", "worse", "lower")
    for sep in (" ", "-")
)


# the highest score said without its number: "full marks", "top marks", "a perfect score", "the maximum rating"
FULL_MARKS = re.compile(r"\b(?:full|top|perfect|maximum|max)\s+(?:marks|scores?|ratings?)\b(?<!top ratings)(?<!top rating)")


# "Ever over 25?", "what about under 10?": a bound said with a number alone, its field the one of the bound asked before
# (words only: "of 4" is no bound)
_BOUND_OF_A_BARE_NUMBER = re.compile(
    r"\b(?P<op>"
    + "|".join(re.escape(w) for w in sorted(OPERATORS, key=len, reverse=True) if w[0].isalpha() and w != "of")
    + r")\s+(?P<number>\d+(?:\.\d+)?)\b(?![.,]\d)"
)


def bound_of_a_bare_number(utterance: Utterance) -> str | None:
    """The operator said right before a number no recognizer claimed ("over 25" → ">"), the operator's words claimed (the
    number stays a bare number: see `Reading.bare_numbers`); None when there is none."""
    for said in utterance.matches(_BOUND_OF_A_BARE_NUMBER):
        if utterance.is_free(*said.span("number")):
            utterance.claim(*said.span("op"), "bound", said["op"])
            return OPERATORS[said["op"]]
    return None


class ComparisonRecognizer:
    """Built once per collection definition; `recognize` is pure."""

    def __init__(self, definition: CollectionDefinition) -> None:
        self.fields: dict[str, FieldDef] = {}
        self.full_marks: Comparison | None = None  # the one score given at its highest ("full marks": rated 5)
        self.sizes = frozenset(s for f in definition.fields_of(None) for s in f.sizes)  # "long": also an adjective
        measured: dict[str, list[FieldDef]] = {}
        for field in definition.fields_of(None):
            if field.type == "number":
                for word in (field.name, *field.synonyms):
                    self.fields.setdefault(word.lower(), field)
                if field.unit:
                    measured.setdefault(field.unit.lower(), []).append(field)
        # units of one field, said after a number: "under 180 min", "over 1000 m" (a letter only after a bound)
        self.units = {unit: fields[0] for unit, fields in measured.items() if len({f.name for f in fields}) == 1}
        # "longer than 600 pgs": a field's name written without its vowels, read as a unit after a number (not a word the
        # speller corrects to: "ment" is no "mnt")
        for short, word in abbreviations(list(self.fields), self.units).items():
            self.units.setdefault(short, self.fields[word])
        if not self.fields:
            self.patterns: list[re.Pattern[str]] = []
            return
        words, ops = alternation(list(self.fields)), alternation(list(OPERATORS))
        measures = alternation([*self.fields, *(u for u in self.units if len(u) > 1)])
        bounded = alternation([*self.fields, *self.units])
        # (a number before "of the …" counts things, no score: "I rated one of the museums 5")
        number = r"(?P<n>(?:\d+(?:\.\d+)?|" + "|".join(WORD_NUMBERS) + rf")(?!{_OF_SOME}))"
        # "rated 4 or more"; "rated 4 or 5": the next number too (a range of whole numbers)
        # "rated 4+": 4 or more
        tail = r"(?:\s+or\s+(?:(?P<tail>" + "|".join(TAILS) + r")(?!\s+\d)|(?P<upto>\d+|" + "|".join(WORD_NUMBERS) + r"))|(?P<plus>\+))?"
        scores = [f for f in definition.fields_of(None) if f.type == "number" and f.max is not None and not f.unit]
        self.score = scores[0] if len({f.name for f in scores}) == 1 else None  # the one score given ("a 5": the rating)
        if self.score is not None and self.score.max is not None:
            self.full_marks = Comparison(self.score.name, "==", self.score.max, self.score.unit)
        # a word bound stands apart from its number ("over 20"); a sign may touch it (">1000m", "<=5")
        apart = r"(?:\s+|(?<=[<>=])\s*)"
        self.patterns = [
            # "more than 1000 m of climbing": a short unit, then the field's word (the unit must be that field's)
            re.compile(rf"(?<![\w])(?P<op>{ops}){apart}{number}\s*(?P<short>[a-z]{{1,3}})\s+of\s+(?P<unit>{words})\b"),
            # "rated at least 3", "a rating greater than 3", "with a rating of 5", "rated 4 or more"
            # (not "the best rated one", "my top rated 3": a superlative, not a rating of 1 or 3)
            re.compile(
                rf"\b{_NOT_AFTER_SUPERLATIVE}(?:with\s+)?(?:an?\s+)?(?P<field>{words})(?:\s+|(?=[<>=]))(?:(?:of|is|was|were|with)\s+)?(?:(?P<op>{ops}){apart})?{number}(?:\s*(?P<unit>{words}))?{tail}(?!\w|\.\d)"
            ),
            # "more than 4 stars", "at least 10 km", ">1000m"; "of 10 km or more": the tail says the bound
            re.compile(rf"(?<![\w])(?P<op>{ops}){apart}{number}\s*(?P<unit>{bounded})\b{tail}"),
            # "1000m+ climb", "20 km+": that much or more
            re.compile(rf"(?<![\w.])(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>{bounded})(?P<plus>\+)"),
            # "4 stars or more", "5 stars", "5-star"
            # "4 or 5 stars": from the first number to the second
            re.compile(rf"\b(?:(?P<lower>\d+|{'|'.join(WORD_NUMBERS)})\s+or\s+)?{number}[\s-]*(?P<unit>{measures}){tail}\b"),
        ]
        if self.score is not None:
            # "did I give any of them a 5?", "I gave it a 4", "did it get a 5", "did I rate any of those 5?": the score
            # given, said after the verb and what it was given to (a bare number only after "rate": "got 2 beers" is a count)
            # (what it was given to: a few words, no preposition — "rated in 2023" is no score of 2023)
            to = r"(?:(?!(?:in|on|at|from|since|during|before|after|by|with|for|than)\b)[a-z']+\s+){0,4}?"
            # after "rate", a companion too: "did I always rate my wines with Luca 4 or more?" (not "with 2 friends")
            rated = r"(?:(?!(?:in|on|at|from|since|during|before|after|by|for|than)\b|with(?:out)?\s+\d)[a-z']+\s+){0,5}?"
            given = rf"(?:(?:give|gave|given|giving|get|got|gets|getting)\s+{to}an?|(?:rate|rated|rating)\s+{rated}(?:an?\s+)?)"
            small = r"(?P<n>\d{1,2}(?:\.\d+)?|" + "|".join(WORD_NUMBERS) + r")"
            # "was it any good, like 4 or more?", "was it good, at least a 4?": a score said to say what "good" means
            self.patterns.append(
                re.compile(
                    # (a comma, "like" or a bound between: "the least good one" is no score of 1)
                    rf"\b(?P<given>(?:any|that|very|really|pretty)\s+good|good)\b"
                    rf"(?:\s*,\s*(?:(?:like|say|so|as in|i mean|meaning)[\s,]+)?|\s+(?:like|say|so|as in|i mean|meaning)[\s,]+|\s+(?=(?:{ops})\s))"
                    rf"(?:(?P<op>{ops})\s+)?(?:an?\s+)?{small}{tail}(?!\w|\.\d)(?!\s*(?:{measures}|of)\b)"
                )
            )
            self.patterns.append(
                re.compile(
                    rf"\b{_NOT_AFTER_SUPERLATIVE}(?!(?:rate|rated|rating) one\b)(?P<given>{given})\s*{_NO_ONE_POINTED_AT}(?:(?P<op>{ops})\s+)?{small}{tail}(?!\w|\.\d)(?!\s*(?:{measures}|of)\b)"
                )
            )
            # "I never rated a wine in Bari below 3", "did I rate any museum in Florence over 4?": the bound said after what
            # was rated and where or with whom (a bound word needed: "rated in 2023" is no score of 2023)
            named = r"(?:(?!(?:than|and|or|but|rate|rated|rating|not)\b)[a-z'-]+\s+){1,6}?"
            self.patterns.append(
                re.compile(
                    rf"\b{_NOT_AFTER_SUPERLATIVE}(?P<given>(?:rate|rated|rating)\s+{named})(?P<op>{ops})\s+{small}{tail}(?!\w|\.\d)(?!\s*(?:{measures}|of)\b)"
                )
            )
            # "any 5s?", "the 4s and 5s", "how many 5's": the score said as a plural of its number (one digit: not "the 80s")
            self.patterns.append(re.compile(r"(?<![\w.$£€])(?:(?P<lower>[1-9])(?:'?s)?\s+(?:or|and)\s+)?(?P<n>[1-9])(?P<score>'?s)\b"))
            # "the ones I gave 4 or 5", "which did I give 3?": a bare number in digits given, at the end of what is said
            # (not "gave 2 books", nor "give me the second one")
            self.patterns.append(
                re.compile(
                    rf"\b{_NOT_AFTER_SUPERLATIVE}(?P<given>(?:give|gave|given)\s+{to})(?P<n>\d{{1,2}}(?:\.\d+)?){tail}(?=\s*(?:please|pls)?\s*(?:[.?!,;]|$))"
                )
            )
            # "which didn't get 4 or more?", "the ones that got 3 or less": a score got, said with its tail, at the end of what
            # is said (not "got 2 beers", nor "got 2 or more beers")
            tails = "|".join(TAILS)
            self.patterns.append(
                re.compile(
                    rf"\b{_NOT_AFTER_SUPERLATIVE}(?P<given>(?:get|got|gets|getting)\s+{to}){small}\s+or\s+(?P<tail>{tails})"
                    r"(?=\s*(?:please|pls)?\s*(?:[.?!,;]|$))"
                )
            )
            # "anything by her i gave less than 3?": a bound given, the number at the end of what is said (not "gave less than 3 books")
            self.patterns.append(
                re.compile(
                    rf"\b{_NOT_AFTER_SUPERLATIVE}(?P<given>(?:give|gave|given)\s+{to})(?P<op>{ops})\s+{small}{tail}(?=\s*(?:please|pls)?\s*(?:[.?!,;]|$))"
                )
            )

    def recognize(self, utterance: Utterance) -> list[Comparison | ComparisonProblem]:
        found: list[tuple[int, Comparison | ComparisonProblem]] = []
        # "which did I give full marks?", "the ones with a perfect score": the score's highest (not "the top rating", the
        # best of them, whatever it is)
        if self.full_marks is not None:
            for m in utterance.matches(FULL_MARKS):
                utterance.claim(m.start(), m.end(), "comparison", self.full_marks)
                found.append((m.start(), self.full_marks))
        score = self.score
        if score is not None and score.min is not None and score.max is not None:
            # "what did I love", "anything i hated", "and the bad ones?": words for a score (see rating_words.py)
            for words in rating_words(utterance.text, score.min, score.max):
                if utterance.is_free(words.start, words.end):
                    felt = [Comparison(score.name, op, value, score.unit, assumed=words.taken) for op, value in words.bounds]
                    utterance.claim(words.start, words.end, "comparison", felt[0])
                    found += [(words.start, bound) for bound in felt]
            for a_score in scores_with_an_article(utterance, score.min, score.max):  # "was it really a 5 though?"
                if utterance.is_free(a_score.start, a_score.end):
                    given = Comparison(score.name, "==", a_score.value, score.unit)
                    utterance.claim(a_score.start, a_score.end, "comparison", given)
                    found.append((a_score.start, given))
        for pattern in self.patterns:
            for m in utterance.matches(pattern):
                groups = m.groupdict()
                if groups.get("field") and groups.get("unit") and another_fields_number(groups["field"], groups["unit"], self.fields):
                    continue  # "five stars with less than 300 pages": the pages' bound, read with "pages"
                said = (groups.get("field") or groups.get("unit") or "").lower()
                if (groups.get("given") or groups.get("score")) and self.score is not None:
                    field = self.score
                else:
                    field = self.fields[said] if said in self.fields else self.units[said]
                if groups.get("short") and groups["short"] != (field.unit or "").lower():
                    continue  # "more than 3 km of climbing": not the climbing's unit
                if m["n"] in WORD_NUMBERS and groups.get("field") in self.sizes and not (groups.get("op") or groups.get("unit")):
                    continue  # "the long one": a pronoun after an adjective, not a distance of 1
                if _one_pointed_at(m):
                    continue  # "how did i rate the delphi one": the one in Delphi, its rating asked, no rating of 1
                op = TAILS[groups["tail"]] if groups.get("tail") else OPERATORS.get(groups.get("op") or "", "==")
                if groups.get("plus"):  # "4+", "20km+"
                    op = ">="
                value = _number(m["n"])
                end = m.end()
                upto = _number(groups["upto"]) if groups.get("upto") else None
                if groups.get("lower"):  # "4 or 5 stars"
                    value, upto = _number(groups["lower"]), value
                if upto is not None and not (op == "==" and value == int(value) and upto == value + 1):
                    if groups.get("lower"):  # "2 or 5 stars": no range, and not 5 stars either
                        problem = ComparisonProblem(f"I can't yet read “{m[0]}” (two {field.name}s that are not next to each other)")
                        utterance.claim(m.start(), m.end(), "comparison", problem)
                        found.append((m.start(), problem))
                        continue
                    if op == "==" and (field.max is None or upto <= field.max):
                        # "rated 1 or 5": either value (two that are not next to each other: no range)
                        meaning_of_two = _either_value(field, value, upto)
                        for start, stop in _claimed_of(m, m.end()):
                            utterance.claim(start, stop, "comparison", meaning_of_two)
                        found.append((m.start(), meaning_of_two))
                        continue
                    unit_end = m.end("unit") if "unit" in m.re.groupindex else -1  # (a score given has no unit)
                    end, upto = max(m.end("n"), unit_end), None  # "rated 2 or 7": no range; only the first is read
                if upto is not None and field.max is not None and upto >= field.max:
                    op, upto = ">=", None  # "rated 4 or 5": 4 and up
                elif upto is not None and (field.min is None or value >= field.min):  # "rated 3 or 4": from 3 to 4
                    op = ">="
                meaning: Comparison | ComparisonProblem = Comparison(field.name, op, value, field.unit)
                low, high = field.min, field.max
                if (low is not None and value < low) or (high is not None and value > high):
                    bounds = f"from {int(low) if low is not None else '…'} to {int(high) if high is not None else '…'}"
                    meaning = ComparisonProblem(f"a {field.name} of {m['n']} is out of range ({field.name}s go {bounds})")
                for start, stop in _claimed_of(m, end):
                    utterance.claim(start, stop, "comparison", meaning)
                found.append((m.start(), meaning))
                if upto is not None and isinstance(meaning, Comparison) and op == ">=":
                    found.append((m.start(), Comparison(field.name, "<=", upto, field.unit)))
        return [meaning for _, meaning in sorted(found, key=lambda pair: pair[0])]


def _either_value(field: FieldDef, value: float, other: float) -> Comparison | ComparisonProblem:
    """ "rated 1 or 5": the field at either value, or the problem of one out of the field's range."""
    low, high = field.min, field.max
    for each in (value, other):
        if (low is not None and each < low) or (high is not None and each > high):
            bounds = f"from {int(low) if low is not None else '…'} to {int(high) if high is not None else '…'}"
            return ComparisonProblem(f"a {field.name} of {each:g} is out of range ({field.name}s go {bounds})")
    return Comparison(field.name, "==", value, field.unit, or_value=other)
