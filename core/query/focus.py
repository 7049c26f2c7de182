"""Whether a question is about the one item the conversation is on (the item in focus), though it names
that item again: "How many nights I stayed in that trip?", "How was called the restaurant?", "what was
the exhibition there?", "with who I drank it?", "did I give it 5 stars?". The words that name the item's
kind ("trip", "drank") or the asked field ("the restaurant", "the exhibition") are read as topics or
title words; here they are recognised as the item itself, not as a new search."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from ..collection.definition import CollectionDefinition
from .aspects import EITHER, Aspect, asked_aspect
from .dates import MONTHS, words_pattern
from .fronted_setting import stated_after_a_setting
from .request import ANY_KIND_ALONE, Reading

# "it", "that one": the item in focus, without naming it ("there" too, in a question about one of its fields)
# "which exhibition was that?", "what dish is this?": "that" said alone at the end, the item itself
# ("isn't that a Spanish wine?", "that's a French one, isn't it?": "that" the subject, the thing it is said to be after it,
# asked; not "that's a lot of wine!")
# "wasn't that with tom?", "was that in Lyon?": "that" the subject, what it was said after it (not of a count)
THAT_AS_SUBJECT = (
    r"^(?!.*\b(?:how (?:many|much)|number of)\b)\W*(?:(?:and|so|but|hmm|wait)\W+)?(?:is|was|isn't|wasn't|isnt|wasnt)\s+(?:that|this)"
    r"\s+(?:with|in|at|from|on|by|rated|during)\b"
)
IT = re.compile(
    r"\b(?:it|that one|this one)\b|^(?!.*\b(?:how (?:many|much)|number of)\b).*\b(?:was|is|were) (?:that|this)\s*[?!.]*$"
    r"|\b(?:is|was|isn't|wasn't)\s+(?:that|this)\s+(?:a|an)\b"
    rf"|{THAT_AS_SUBJECT}"
    r"|^\W*(?:that's|that is|that was)\s+(?:a|an)\b(?=[^,.!?]*(?:,\s*(?:isn't|wasn't|right|no|yes|correct)\b[^,]*|\?)\s*$)"
)
# ("how many different countries is that": "that" is the answer counted, not an item)
THERE = re.compile(r"\bthere\b")
_DETERMINERS = r"(?:that|this|the|my)"


def _singular_words(definition: CollectionDefinition, item: dict[str, Any]) -> list[str]:
    """The words that name one item of the item's kind, or one of its kind's fields ("trip", "restaurant")."""
    category = next((c for c in definition.categories if c.name == item.get("category")), None)
    if category is None:
        return []
    words = [category.name, *category.synonyms]
    for kind in category.types:
        if kind.name == item.get("type"):
            words += [kind.name, *kind.synonyms]
    words += [w for f in definition.fields_of(category.name) for w in (f.name, *f.synonyms)]
    return [w.lower() for w in words if not w.lower().endswith("s")]


def points_at_one(text: str) -> bool:
    """Whether a yes/no question is about the item in focus: "did I give it 5 stars?", "was that one in Italy?"."""
    return IT.search(text.lower()) is not None


_NOT_A_LIST = r"(?!\s+(?:list|lists|results?|answers?|ones|bunch|lot|selection)\b)"


def refers_to_focus(text: str, definition: CollectionDefinition, item: dict[str, Any], there: bool = True) -> bool:
    """Whether the text points at one item: "it", "that trip", "the restaurant", and "there" unless
    `there` is False (in "how far did I walk there?" it is the item's place, not the item)."""
    text = text.lower()
    if IT.search(text) or (there and THERE.search(text)):
        return True
    # not "that beer list", "those wine results": the whole previous answer
    return any(re.search(rf"\b{_DETERMINERS}\s+{re.escape(w)}\b{_NOT_A_LIST}", text) for w in _singular_words(definition, item))


def names_focus_again(reading: Reading, definition: CollectionDefinition, item: dict[str, Any]) -> bool:
    """Whether everything the reading would search by is the item in focus named again (its kind, the
    field asked as a title word), and the text points at one item: then the question is about that item."""
    if reading.dates or reading.places or reading.comparisons or reading.values or reading.bare_numbers or reading.people:
        return False
    for readings in reading.topics:
        if not any(not t.negated and t.category == item.get("category") and t.type in (None, item.get("type")) for t in readings):
            return False
    words = set(_singular_words(definition, item))
    for said in reading.texts:
        named = re.sub(rf"^{_DETERMINERS}\s+", "", said.text.lower().strip())
        if named not in words:
            return False
    return refers_to_focus(reading.text, definition, item)


# "any of those rated 5?", "any with Kenji?", "and any in 2019?": is there one among the previous answer?
# "was Mary on every one of them?", "all of those with Anna?", "each of them", "both of them": a yes/no over the whole
# previous answer
EVERY_ONE = re.compile(
    r"\b(?:(?:every|each|all)(?: single)?(?: one)? of (?:them|those|these)|both of (?:them|those|these)|every (?:single )?one"
    r"|all (?:them|those|these))\b"
    # "was mary on all three of them?", "all 3 of those": the count said restates how many the previous answer holds
    r"|\ball (?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2}) of (?:them|those|these)\b"
    # "was Kenji there every time?", "mary each time?", "did Mary come along every time too?": at the end of a yes/no,
    # every one of the previous answer
    r"|\b(?:every|each)(?: single)? time(?=(?:\s*(?:too|also|as well|then|again))?\s*[?!.]*$)"
    # "was Tom at both?", "did Mary come on both too?": "both" closing a yes/no, the two of the previous answer ("with
    # both" names people: see either_of_them)
    r"|(?<!\bwith )\bboth(?=(?:\s*(?:too|also|as well|then|again))?\s*[?!.]*$)"
)
EVERY_TIME_AT_END = re.compile(
    r"(?:\b(?:every|each)(?: single)? time|(?<!\bwith )\bboth)(?:\s*(?:too|also|as well|then|again))?\s*[?!.]*$", re.IGNORECASE
)
# "which 1 did I like best?", "that 1 in Lyon", "the 1 I rated lowest": "one" as texted, no number (never a rating)
ONE_AS_DIGIT = re.compile(
    r"\b(?P<word>which|that|this|the|each|every|any|best|worst|last|first|latest|top|favou?rite|fav|other|another) 1\b"
    r"(?!\s*(?:[-–/.,:]\s*\d|%|\+|or\b|to\b|and\b|star|\*|km|mi\b|miles?\b|hours?\b|hrs?\b|h\b|days?\b|nights?\b|weeks?\b"
    r"|months?\b|years?\b|yrs?\b|times?\b|x\b|pages?\b|m\b|metres?\b|meters?\b|ft\b|feet\b|point"
    rf"|of {words_pattern(month[:3] for month in MONTHS)}))",  # "the 1 of jan", "the 1 of March": a day of a month
    re.IGNORECASE,
)


def one_as_word(text: str) -> str:
    """The text with "1" said for "one" after a word that picks ("which 1", "the 1 in Lyon") written as "one"."""
    return ONE_AS_DIGIT.sub(lambda m: f"{m['word']} one", text)


# "were they all rated 3 or more?", "are they both from 2024?", "were those all cabernets": "they" (or "those") said of
# every one of the previous answer
THEY_ALL = re.compile(
    r"\b(?:were|are|did|have|had|do) (?:they|those|these) (?:all|both|each|every one)\b"
    r"|^(?:and |so )?(?:they|those|these) (?:all|both) (?:were|are|got|had)\b"
    r"|^(?:and |so )?(?:were|are) both\b(?! of\b)"  # "were both city breaks?": the two of the previous answer
)
# "were both city breaks?", "were they both in 2019?": "both" said of the two of the previous answer
# ("Both of them are from Helen Park?": "both" the subject, said of "them", the two of the previous answer)
BOTH_OF_THEM = re.compile(
    r"(?:(?<=\bwere )|(?<=\bare )|(?<=\bthey ))both\b(?! of\b)"
    r"|(?:^|(?<=^and )|(?<=^so )|(?<=^but ))both(?= of (?:them|those|these)\b)",
    re.IGNORECASE,
)
# "every one of the Greek trips", "all of my hikes in Peru", "each of the museums": the whole of a kind named
EVERY_OF_KIND = re.compile(
    r"\b(?:(?:every|each|all)(?: single)?(?: one)? of (?:the|my|our)|both of (?:the|my|our)|all (?:the|my|our)) (?!ones?\b)"
    # "was Mary on every flight I took in 2019?": every one of a kind said right after it (not "every time", "each year")
    r"|\b(?:every|each)(?: single)? (?!(?:ones?|time|times|day|days|week|weeks|weekend|month|year|years|morning|evening|night|"
    r"summer|winter|spring|autumn|fall|other|now|so|bit|single|single one)\b)(?=[a-z])"
    # "my city breaks all got at least 4 stars, right?", "my wines from Chile were all red": "all" after the kind (the
    # word itself in `all` or `all2`; the kind's words before it are the kind's)
    r"|(?:(?<=\bmy )|(?<=\bour ))(?:[a-z]+ ){1,4}?(?P<all>all|both)(?= (?:got|get|gets|were|are|had|have|scored|came|went|rated)\b)"
    r"|(?:(?<=\bmy )|(?<=\bour ))(?:[a-z]+ ){1,4}?(?:were|are|got|had) (?P<all2>all|both)\b"
)
# "do I always eat Italian with Anna?", "whenever we go out we always end up …", "every time I hike with Tom": a claim of
# every one of a kind, in a yes/no (what it claims of them: see found.every_time); "every time" at the end ("did Mary come
# along every time too?") is every one of the previous answer (EVERY_ONE)
ALWAYS = re.compile(
    r"\b(?:always|whenever|every single time|every time|each time)\b(?!(?:\s*(?:too|also|as well|then|again))?\s*[?!.]*$)", re.IGNORECASE
)


def every_said(match: re.Match[str]) -> tuple[int, int]:
    """Where an EVERY_OF_KIND match says "every": the whole match, or only "all" said after the kind."""
    for group in ("all", "all2"):
        if match[group]:
            return match.start(group), match.end(group)
    return match.start(), match.end()


WITH_SAID = re.compile(r"\b(?:with|w/|w|without|w/o|wo)\b")
ANY_OF_THOSE = re.compile(r"^(?:and |so |but |ok |okay )?(?:any|anything|anyone|any one)\b(?! (?:more|else)\b)")


def asks_any_of_those(reading: Reading) -> bool:
    """Whether a short question beginning with "any" asks whether some of the previous answer fits:
    a yes/no over it, when it names no new kind of thing ("any wines from Italy?" is a question of its own)."""
    return ANY_OF_THOSE.search(reading.text.lower().strip()) is not None and not reading.topics and reading.has_constraints


# "who wrote the longer one?", "where was my best dinner?": a wh-question about the item a superlative picks
ASKS_OF_PICK = re.compile(
    r"^(?:and |so |but |ok |okay )?(?:who|whom|with whom?|where|when|in which|(?:which|what) (?:city|town|country|region|year|day)"
    r"|what was the|what's the|what is the"
    # "how far was my last walk", "how many km was my longest run": a size or a field's number asked of it
    r"|how (?:(?:many|much) [a-z]+|(?!many\b|much\b|often\b|come\b)[a-z]+) (?:was|is|were|did)"
    r")\b"
)


def aspect_of_pick(text: str, definition: CollectionDefinition, item: dict[str, Any], picked_by: str) -> Aspect | None:
    """What the question asks of the item its superlative picks (by `picked_by`), or None when it asks
    nothing more than which one it is ("what was the longest hike?" names the pick by its own field)."""
    if not ASKS_OF_PICK.search(text.lower().strip()):
        return None
    category = item.get("category") if item.get("category") in {c.name for c in definition.categories} else None
    aspect = asked_aspect(text, definition, category)
    if aspect is not None and aspect.kind == EITHER:  # "how long was my longest walk": its time, its length shown
        left = tuple(name for name in aspect.names if name != picked_by)
        return Aspect("field", left[0]) if len(left) == 1 else replace(aspect, names=left) if left else None
    if aspect is None or aspect.kind == "kind" or (aspect.kind == "field" and aspect.field in (picked_by, "title")):
        return None
    return aspect


NOT_UNDERSTOOD = re.compile(r" ?\(I didn't understand “(?P<words>[^”]*)”\.\)")


def understood_now(text: str, definition: CollectionDefinition, aspect: Aspect) -> str:
    """The reply without the words of the field it now answers in its note of words not understood
    ("who wrote …": “wrote” named the author)."""
    field = next((f for f in definition.fields_of(None) if f.name == aspect.field), None)
    named = {w.lower() for w in (field.name, *field.synonyms, *field.sizes)} if field is not None else set()  # "far": distance

    def keep(match: re.Match[str]) -> str:
        left = [w for w in match["words"].split() if w.lower() not in named]
        return f" (I didn't understand “{' '.join(left)}”.)" if left else ""

    return NOT_UNDERSTOOD.sub(keep, text)


# "I went there with Chloé some time?", "It was rated with 5?", "There is some …?": a statement asked as a question (no wh-word)
STATED_QUESTION = re.compile(
    # ("and of Murakami, I have read something?": after a phrase fronted before a comma, asking nothing itself)
    r"^(?:(?:(?!\b(?:how|what|which|where|who|whom|when|why)\b)[^,?.!])*,\s*)?"
    r"(?:so |and |but |ok |okay )?(?:(?:i|we|it|that|this|that one|this one) "
    r"(?:went|have|had|did|was|were|is|drank|ate|visited|read|saw|ever|already|been|[a-z]+[a-df-z]ed"  # "we hiked in Peru?" (not "need")
    r"|gave|got|made|took|bought|spent|rode|ran|swam|flew|drove|wrote)"  # "I gave it more than 3 stars?": irregular pasts
    # "Both of them are from Helen Park?", "they all were with Mary?": the answer before as the subject
    r"|(?:both|all|each)(?: of (?:them|those|these))?(?: (?:both|all))? (?:are|were|is|was|have|had)"
    r"|(?:they|those|these)(?: (?:both|all))? (?:are|were|have|had)"
    r"|there (?:is|are|was|were|'s))\b"  # "There is some Belgian beer in my notes?"
    r"(?!.*\b(?:how|what|which|where|who|whom|when|why|or)\b)[^?]*\?\s*$"
)


# the last sentence of a message: "Hello, I like beer. There is some Belgian beer in my notes?" asks its last
_LAST_SENTENCE = re.compile(r"(?:^|(?<=[.!?])\s+)(?P<last>[^.!?]*\?)\s*$")


def stated_as_question(reading: Reading) -> bool:
    """Whether the text (or its last sentence) is a yes/no question said as a statement with a question mark."""
    text = reading.text.lower().strip()
    last = _LAST_SENTENCE.search(text)
    said = (text, last["last"]) if last is not None else (text,)
    stated = any(STATED_QUESTION.search(s) is not None or stated_after_a_setting(s) for s in said)  # "on that trip I …?"
    return stated and reading.has_constraints


# "among them", "in those", "of these": the previous answer, what a question beginning with "any" looks among
# "any museum i gave …", "any wines that we drank …": a kind, then the user as the subject of a verb (a relative clause)
ANY_I_DID = re.compile(r"^(?:and |so |but |ok |okay )?any [a-z]+(?: [a-z]+)? (?:that |which )?(?:i|we) (?!mean\b|meant\b)[a-z]+")
ANY_OF_THEM_FIRST = re.compile(r"^(?:and |so |but |ok |okay |wait )?(?:any|any one|anything) (?:of|among) (?:them|those|these|em)\b")
AMONG_THEM = re.compile(r"\b(?:among|amongst|of|in) (?:them|those|these)\s*[?!.]*$")
# "did I have a beer in Peru or not?": the "not" offers the other answer, it leaves nothing out
OR_NOT = re.compile(r"\bor not\s*[?!.]*$")


def as_yes_or_no(reading: Reading, answered: bool) -> Reading:
    """The reading as a yes/no question when it is one without a question verb: "any of those rated 5?"
    (over the previous answer), "any ride this year over 70 km?" (a kind of its own), "It was rated 5?",
    "… in Peru or not?"; the "not" of "or not?" is then no negation."""
    text = reading.text.lower().strip()
    # "any street food among them": of the previous answer, asked with or without "?"
    among = answered and AMONG_THEM.search(text) is not None
    # "any ride this year over 70 km?", "any rosé in 2026?": a kind, or a value that says one, asked whether there is one
    said = bool(reading.topics or reading.values)
    # ("any museum i gave 5 stars to in 2025", "any wine we drank in porto": the kind, then what the user did with it,
    # asked whether there is one with or without "?")
    any_kind = ANY_OF_THOSE.search(text) is not None and said and (text.endswith("?") or among or ANY_I_DID.search(text) is not None)
    # "any museums" (no "?") right after an answer: whether there is one of that kind among it
    any_kind = any_kind or (answered and bool(reading.topics) and ANY_KIND_ALONE.match(text) is not None)
    # "any of those a dinner", "any of them in italy": of the previous answer, said first, asked with or without "?"
    any_kind = any_kind or (answered and said and ANY_OF_THEM_FIRST.search(text) is not None)
    or_not = OR_NOT.search(text) is not None and reading.has_constraints
    if not ((answered and asks_any_of_those(reading)) or any_kind or or_not or stated_as_question(reading)):
        return reading
    negations, unknown = list(reading.unattached_negations), list(reading.unknown_words)
    for words in (negations, unknown):
        if or_not and "not" in words:
            words.remove("not")
    verify = replace(reading.shape, verify=True)
    return replace(reading, shape=verify, unattached_negations=tuple(negations), unknown_words=tuple(unknown))
