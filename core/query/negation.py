"""Negation cues and what they apply to: "which hikes wasn't with Roberto", "excluding France",
"wines I didn't drink in Italy", "anything but not red".

Recognizers that know a cue claim it with their constraint ("except with Roberto"). After them,
`attach_negations` gives each remaining cue to the constraint that follows it within a few words of
the same clause, negating it; a cue that has nothing to attach to is returned unattached, so the
answer can say so instead of answering the opposite of the question. "Anything but wine" leaves the wines out;
"nothing but wine", two negations, asks for the wines alone. A cue in an aside before the
question ("I have no idea, how many hikes …?") negates nothing asked and is left alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from .comparisons import OPPOSITE, Comparison
from .dates import DateRange, other_weekdays
from .leaving_out_verbs import SOFT as SOFT_VERBS
from .leaving_out_verbs import VERB, ordered_at
from .negative_tag import negative_tag
from .people import People
from .places import Place
from .pronouns import Pronoun
from .utterance import Span, Utterance
from .vocabulary import FieldValue, Topic

CUES = (
    "anything but",  # "drinks in italy anything but wine": every drink there except the wines
    "everything but",
    "all but",
    "not including",
    "other than",
    "other then",  # a frequent slip for "other than"
    "aside from",
    "apart from",
    "leaving out",
    "but not",
    "but nothing",  # "reds, but nothing from France": the "but" is the cue's
    "but none",
    "but no",
    "except for",
    "except",
    "minus",  # "hikes in 2022 minus the ones with Roberto"
    "excluding",
    "exclude",
    "besides",  # "drinks besides wine" (not "besides, …": see `_DISCOURSE_BESIDES`)
    "without",
    "never",
    "nothing",  # "European reds, but nothing from France"
    "neither",
    "nor",
    "none",
    "non",
    "not",
    "no",
    "cannot",
    "wasn't",
    "weren't",
    "didn't",
    "don't",
    "doesn't",
    "isn't",
    "aren't",
    "haven't",
    "hasn't",
    "hadn't",
    "won't",
    "can't",
    "couldn't",
    "wouldn't",
    "shouldn't",
)
CUE = re.compile(r"(?<![\w'])(?:" + "|".join(re.escape(c) for c in sorted(CUES, key=len, reverse=True)) + r")(?![\w'])")
NEGATABLE = frozenset({"people", "place", "topic", "value", "date", "comparison"})
MAX_GAP_WORDS = 3  # "didn't [I go] with Roberto", "except [those] with Roberto"
_GAP = re.compile(r"^[\s\w'-]*$")  # no punctuation between a cue and what it negates
_OWN_OBJECT = re.compile(r"^\s+(?:them|it|him|her)\b", re.IGNORECASE)  # "without them …": the cue's object, a pronoun
# "but not the ones I had with Elena", "except those we drank in Italy", "minus the ones that I did with Tom": what is left
# out said as the things talked about with a clause of the user's doing them, then what tells them apart
_THE_ONES_I = re.compile(
    r"\s+(?:the ones|those|ones|any|anything|what)\s+(?:(?:that|which|where|when)\s+)?(?:i|we)(?:'ve|'d)?\s+"
    r"(?!(?:not|never|no|didn't|don't|wasn't|weren't|haven't|hadn't)\b)[a-z]+(?=\s)",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Negated:
    """A recognized constraint turned into its negation by a cue before it."""

    cue: str
    before: Any
    after: Any


def is_negated(span: Span) -> bool:
    value = span.value
    if span.kind == "people":
        return bool(value.exclude)
    if span.kind == "place":
        return bool(getattr(value, "negated", False))
    if span.kind == "topic":
        return all(t.negated for t in value)
    if span.kind in ("value", "date"):
        return bool(getattr(value, "negated", False))
    if span.kind == "pronoun":
        return bool(getattr(value, "exclude", False))
    return False


def _one_companion(span: Span | None) -> bool:
    """Whether the span is one companion said as a pronoun ("with him", "with her"): what an order to leave out ("drop the
    ones with him") leaves out, once who it means is told; never "with them" (the things talked about, as often), nor
    "hers" (what she made)."""
    value = span.value if span is not None and span.kind == "pronoun" else None
    return isinstance(value, Pronoun) and not (value.possessive or value.several or value.together)


def negate(span: Span) -> Any:
    value = span.value
    if isinstance(value, People):
        return replace(value, exclude=True, any_of=True)
    if isinstance(value, Pronoun):  # "drop the ones with him": without him, whoever he is
        return replace(value, exclude=True)
    if isinstance(value, (Place, FieldValue)):
        return replace(value, negated=True)
    if isinstance(value, list) and all(isinstance(t, Topic) for t in value):
        return [replace(t, negated=True) for t in value]
    if isinstance(value, Comparison) and value.op in OPPOSITE:
        return replace(value, op=OPPOSITE[value.op], turned=True)
    if isinstance(value, DateRange) and value.only_weekdays and not value.negated:  # "not on weekends": on the other days
        return other_weekdays(value)
    if isinstance(value, DateRange) and not value.negated:  # "not in 2023": any other time; "except in July": of the year talked about
        return replace(value, negated=True, label=f"not {value.label}")
    return value


def _is_discourse_no(utterance: Utterance, match: re.Match[str]) -> bool:
    """ "No, I meant books": a leading "no" answers, it does not negate."""
    if match.group() != "no":
        return False
    rest = utterance.text[match.end() :]
    return match.start() == 0 or rest[:1] in (",", ".", "!", "?", "")


_CLAUSE_END = re.compile(r"[,;:.!?]")
# what starts a question or a request: the clause after an aside
_QUESTION = re.compile(
    r"\s*(?:and\s+|so\s+|but\s+)?(?:how|what|which|who|where|when|did|do|does|have|has|had|was|were|is|are|can|could|would|"
    r"show|list|find|tell|give|count)\b"
)


def _in_an_aside(utterance: Utterance, match: re.Match[str]) -> bool:
    """ "I have no idea, how many hikes …?": a cue whose words end at a clause's end ("no idea,")
    with a question starting after it is about the aside, not about what is asked. A cue right
    before the punctuation ("wines except, well …") or at the end ("hikes, never mind") is not."""
    text = utterance.text
    ending = _CLAUSE_END.search(text, match.end())
    if ending is None or not text[match.end() : ending.start()].strip():
        return False
    if any(s.start < ending.start() and s.end > match.end() and s.kind != "negation" for s in utterance.spans):
        return False  # the cue's words name something asked
    rest = ending.end()
    return bool(_QUESTION.match(text, rest)) and any(s.start >= rest for s in utterance.spans)


_ASIDE_OPENS = re.compile(r"\s*(?:if|so|i|i'm|my|honestly|sorry|though|because|as|haha|lol|just|but i|oh)\b")


def _after_the_question(utterance: Utterance, match: re.Match[str]) -> bool:
    """ "Which of those was the longest, if you don't mind?", "… did I like the most? My memory is terrible, so no
    idea": a cue in a remark after a question, past everything asked, is about the remark. The text must open
    with the question, and the remark's clause with a remark's word ("if", "so", "I", "my" …)."""
    text = utterance.text
    if not _QUESTION.match(text.lower()):
        return False
    asked = [s for s in utterance.spans if s.kind != "negation"]
    if not asked or any(s.end > match.start() for s in asked):
        return False
    boundary = max((m.end() for m in _CLAUSE_END.finditer(text, max(s.end for s in asked), match.start())), default=None)
    return boundary is not None and _ASIDE_OPENS.match(text.lower(), boundary) is not None


_TO_YOU = re.compile(r"(?:^|[\s,.!?])(?:you|u|you still|u still)\s+$")


def _said_to_you(utterance: Utterance, match: re.Match[str]) -> bool:
    """ "oh right you can't see where i am. lunches in …": a cue of what the assistant cannot do, in a clause that
    names nothing asked, is about the assistant, not a filter."""
    text = utterance.text
    if not _TO_YOU.search(text, max(0, match.start() - 12), match.start()):
        return False
    opening = max((m.end() for m in _CLAUSE_END.finditer(text, 0, match.start())), default=0)
    ending = _CLAUSE_END.search(text, match.end())
    closing = ending.start() if ending is not None else len(text)
    return not any(s.start < closing and s.end > opening and s.kind != "negation" for s in utterance.spans)


# "Did we?", "have I?": a question that asks again whether what was just claimed happened
_ASKED_AGAIN = re.compile(r"\s*(?:(?:so|well|but|and),?\s+)?(?:did|have|had|were|was)\s+(?:i|we)(?:\s+(?:really|actually|ever))?\s*\?*\s*$")


def _a_claim_asked_about(utterance: Utterance, match: re.Match[str]) -> bool:
    """ "Tom keeps saying we never went running outside the US. Did we?": "never" in the claim a short
    question after it asks about; the question is whether it happened, so the cue narrows nothing."""
    if match.group() not in ("never", "not", "didn't", "haven't", "hadn't", "weren't", "wasn't"):
        return False
    ending = next((m for m in _CLAUSE_END.finditer(utterance.text, match.end()) if m.group() in ".!?;"), None)
    return ending is not None and _ASKED_AGAIN.fullmatch(utterance.text, ending.end()) is not None


_SENTENCE_END = re.compile(r"[.!?](?=\s|$)")
_OPENER = re.compile(r"\s*(?:(?:oh|ah|ha|haha|ok|okay|well|now|anyway|so|and|but)[,!.]?\s+)*")


def _in_a_story_before_the_question(utterance: Utterance, match: re.Match[str]) -> bool:
    """ "My niece keeps teasing me that I never go to museums anymore, so let's settle it. Did I go to more museums
    in 2025 or in 2026?": a cue in a statement before the question, whose sentence names nothing but the kinds
    the question names again, is the story's: it leaves nothing out of what is asked."""
    text = utterance.text
    ending = _SENTENCE_END.search(text, match.end())
    if ending is None or ending.group() == "?":
        return False
    opening = max((m.end() for m in _SENTENCE_END.finditer(text, 0, match.start())), default=0)
    question = _OPENER.match(text, ending.end())
    if question is None or not _QUESTION.match(text.lower(), question.end()) or not text.rstrip().endswith("?"):
        return False
    # (the teller of the story is none of what it says: "Tom says Mary and I never go hiking."; nor is who a pronoun of
    # the story stands for: "Mary keeps teasing me that I never go out for lunch without her.")
    told = [s for s in utterance.spans if opening <= s.start < ending.start() and s.kind not in ("negation", "told of", "pronoun")]
    asked = [s for s in utterance.spans if s.start >= ending.end() and s.kind != "negation"]
    if not told and not any(s.start < ending.start() and s.end > opening for s in utterance.spans if s.kind != "negation"):
        return True  # "My wife swears one was rated 5. I don't buy it. Did any?": a sentence naming nothing, told
    kinds = {(t.category, t.type) for s in asked if s.kind == "topic" for t in s.value}
    kinds |= {(category, None) for category, _ in kinds}  # "… never eat out anymore. Did we have any dinners …?"
    # "… that Mary and I never go walking anymore. Did we do any walks together this autumn?": who "we" are, told (not
    # "Tom says …": the one telling it)
    ours = _WE.search(text, ending.end()) is not None
    return bool(asked) and all(
        (s.kind == "topic" and {(t.category, t.type) for t in s.value} <= kinds)
        or (
            ours
            and s.kind == "people"
            and not is_negated(s)
            and s.end <= match.start()
            and _AND_I.search(text, s.start, s.end + 8) is not None
        )
        for s in told
    )


_WE = re.compile(r"\b(?:we|us|together)\b", re.IGNORECASE)
_BESIDE_ME = re.compile(r"^(?:i|me|myself)\s+(?:and|&)\s|\s(?:and|&)\s+(?:i|me|myself)$", re.IGNORECASE)  # "Roberto and I", "me and Tom"
_AND_I = re.compile(r"\s(?:and|&)\s+(?:i|me)\b", re.IGNORECASE)  # "Mary and I", said as the people


def _ends_its_sentence_naming_nothing(utterance: Utterance, match: re.Match[str]) -> bool:
    """ "… and I honestly couldn't tell her! Going by the trips in my scrapbook, how many countries is it?": a cue whose
    sentence (told, not asked) names nothing after it, with the question asked in a later sentence, negates a verb of
    the story; nothing of the question is in its reach."""
    text = utterance.text
    ending = _SENTENCE_END.search(text, match.end())
    if ending is None or ending.group() == "?" or not text.rstrip().endswith("?"):
        return False
    named = [s for s in utterance.spans if s.kind != "negation"]
    return not any(s.end > match.end() and s.start < ending.start() for s in named) and any(s.start >= ending.end() for s in named)


def _in_a_clause_of_a_story(utterance: Utterance, match: re.Match[str]) -> bool:
    """ "We want a lazy beach week next August, nothing fancy, just sun and a book. Is it true that all my beach holidays
    got at least 4 stars?": a cue whose clause names nothing after it, in a sentence told (not asked) before the question,
    describes the story; nothing of the question, asked in a later sentence, is in its reach."""
    text = utterance.text
    ending = _SENTENCE_END.search(text, match.end())
    if ending is None or ending.group() == "?" or not text.rstrip().endswith("?"):
        return False
    clause = _CLAUSE_END.search(text, match.end())
    closing = clause.start() if clause is not None else ending.start()
    named = [s for s in utterance.spans if s.kind != "negation"]
    return not any(s.end > match.end() and s.start < closing for s in named) and any(s.start >= ending.end() for s in named)


# "didn't I hike in 2021?", "did we not go to a museum in 2019?", "haven't I been to Peru?": a question asked in the
# negative, which asks whether (never whether something other than that)
# ("didnt i go to portugal in 2023", typed without its question mark, asks the same: a sentence cannot open so otherwise)
# ("isn't it Italian?", "wasn't that one in Spain?": of the item talked about, asked whether it is)
_NEGATIVE_QUESTION = re.compile(
    r"^\W*(?:(?:so|and|but|ok|okay|wait|hmm+|um+|oh|hey|well|remind me|tell me),?\s+)*"
    r"(?:(?P<aux>didn't|haven't|hadn't|wasn't|weren't|don't)\s+(?:i|we)|(?P<it>isn't|wasn't|aren't|weren't)\s+(?:it|that|this|they"
    # "isnt the madrid one the one i gave 4 stars": the thing named by "the … one", asked whether it is so
    r"|the\s+(?:[a-z0-9'-]+\s+){0,3}?ones?(?=\s))"
    r"|(?:did|have|had|was|were|do)\s+(?:i|we)\s+(?P<not>not|never))\b",
    re.IGNORECASE,
)


# after a question's mark, what asks something more than a remark ("pretty sure I did", "I think", "lol")
_ASKS_AFTER = re.compile(r"\?.*(?:\b(?:what|which|who|whom|whose|when|where|why|how|show|list|tell|any)\b|[?])", re.IGNORECASE | re.DOTALL)


def _negative_question(utterance: Utterance) -> re.Match[str] | None:
    """The opening of a question asked in the negative, ended by its question mark or by no mark at all."""
    text = utterance.text.rstrip()
    if not text.endswith("?") and "?" in text and _ASKS_AFTER.search(text, text.index("?")) is not None:
        return None  # "didn't I … ? pretty sure I did": a remark after it asks nothing more; "…? which ones" does
    return _NEGATIVE_QUESTION.match(text)


# "And I gave the Edinburgh one at least 3 stars, didn't I?": a claim with a negative tag, asked whether it holds
_NEGATIVE_TAG = re.compile(r",\s*(?P<aux>didn't|haven't|hadn't|wasn't|weren't|isn't|aren't)\s+(?:i|we|it|they)\s*\?+\s*$")


# "I've never had a dinner with Priya, have I?", "we didn't hike in 2021, did we?": a denial with a positive tag asks
# whether it happened, answered so ("Yes, 3 dinners …"), the claim's cue negating nothing
_POSITIVE_TAG = re.compile(r",\s*(?:have|had|did|was|were|do)\s+(?:i|we)\s*\?+\s*$", re.IGNORECASE)


def _asks_in_the_negative(utterance: Utterance, match: re.Match[str]) -> bool:
    tag = _NEGATIVE_TAG.search(utterance.text)
    if tag is not None and (match.start(), match.end()) == tag.span("aux"):
        return True
    if negative_tag(utterance.text) == (match.start(), match.end()):  # "… this year havent i", "He's right, isn't he?"
        return True
    tag = _POSITIVE_TAG.search(utterance.text)
    if tag is not None and match.group().lower() in _DENYING and match.end() <= tag.start():
        text = utterance.text.lower()
        opening = max((m.end() for m in re.finditer(r"[.!?;]", text[: match.start()])), default=0)
        return _DENIAL.fullmatch(_company_blanked(utterance, text, opening, match.start()), opening, match.start()) is not None
    asked = _negative_question(utterance)
    if asked is None:
        return False
    cue = asked.span("aux") if asked["aux"] else asked.span("it") if asked["it"] else asked.span("not")
    return (match.start(), match.end()) == cue


# "none of my ski days were in Europe, correct?", "I never had a wine in Chile, right?", "I didn't hike in 2021, right?":
# a claim that something did not happen, offered to be confirmed (a tag after it); what is checked is whether it
# happened, and the verdict is turned round (see `Reading.denied`), never the items other than those
_DENIAL = re.compile(
    # ("Tom and I have never …": the company blanked, its "have" is left; "in Paris we never …": the place blanked, its
    # "in" is left)
    r"\W*(?:(?:and|so|but|ok|okay|well|oh|also),?\s+)*(?:(?:in|at|during|on)\s+,?\s*)?"
    # ("I think I never had …", "pretty sure we didn't …": a hedge before the claim, the claim still the user's own)
    r"(?:(?:(?:i|we)\s+(?:think|believe|guess|reckon|suppose)|(?:i'?m\s+|i am\s+)?(?:pretty|fairly|quite)\s+sure"
    r"|if\s+i\s+remember\s+(?:right|correctly)|iirc),?\s+(?:that\s+)?)?"
    r"(?:(?:i|we)(?:'ve|'d)?\s+)?(?:(?:have|had|did|was|were|really|definitely|def|honestly)\s+)*$"
)
# a place or time said before the one who denies it: "in Paris we never …", "in 2019 I never …"
_SETTING = ("place", "date")
_DENYING = frozenset({"never", "not", "didn't", "haven't", "hadn't", "wasn't", "weren't"})


# "is it true that …", "is it correct that …": the claim after it asked whether it holds (read as a tag, quantities.py)
_TRUE_THAT = re.compile(r"\b(?:true|correct|right)(?: that)?\s*$")
# "none of my …", "not one of my …", "not a single …", "no dinner …": a claim that the count is zero
_NONE_OF = re.compile(r"\s+of\s+(?:my|our|the|them|those|these)\b")
_NOT_ONE = re.compile(r"\s+(?:(?:one|a single one)\s+of\s+(?:my|our|the|them|those|these)\b|a\s+single\b)")


def _company_blanked(utterance: Utterance, text: str, start: int, end: int) -> str:
    """The text with the people said beside the user between `start` and `end` blanked: "Roberto and I never hike, right?"
    is the user's own claim, its company kept as asked (the hikes with Roberto); so is a place or time said before them
    ("in Paris we never had …", kept as asked)."""
    company = [
        s
        for s in utterance.of_kind("people")
        if start <= s.start and s.end <= end and not is_negated(s) and _BESIDE_ME.search(s.text) is not None
    ]
    setting = [s for s in utterance.spans if s.kind in _SETTING and start <= s.start and s.end <= end and not is_negated(s)]
    for s in (*company, *setting):
        text = text[: s.start] + " " * (s.end - s.start) + text[s.end :]
    return text


def _denial(utterance: Utterance, match: re.Match[str]) -> bool:
    if _NEGATIVE_QUESTION.match(utterance.text):
        return False
    text = utterance.text.lower()
    opening = max((m.end() for m in re.finditer(r"[.!?;]", text[: match.start()])), default=0)
    tags = [s for s in utterance.spans if s.kind == "tag" and s.start >= match.end()]
    # "Is it true that none of my dinners this spring got 5 stars?": the tag said before the claim
    truth = [
        s
        for s in utterance.spans
        if s.kind == "tag" and opening <= s.start and s.end <= match.start() and _TRUE_THAT.search(s.text.lower())
    ]
    if not tags and not truth:
        return False
    if truth:
        opening = max(s.end for s in truth)
    if not _DENIAL.fullmatch(_company_blanked(utterance, text, opening, match.start()), opening, match.start()):
        return False
    cue = match.group()
    after = text[match.end() :]
    if cue in ("none", "not", "no") and (
        (cue == "none" and _NONE_OF.match(after))
        or (cue == "not" and _NOT_ONE.match(after))
        or (cue == "no" and any(s.kind == "topic" and s.start == match.start() for s in utterance.spans))
    ):  # "and none of my ski days were …", "not a single dinner got …", "no hike was …"
        return _OPENER.fullmatch(text, opening, match.start()) is not None
    if cue == "none":
        return False
    subject = text[opening : match.start()].strip(" ,")
    # "I never had …", "we didn't …", "Never had one there, right?" (the subject left out only before "never")
    return match.group() in _DENYING and (bool(re.search(r"\b(?:i|we)(?:'ve|'d)?\b", subject)) or match.group() == "never")


def _a_person_denied(utterance: Utterance, span: Span) -> bool:
    """ "Sofia never came skiing with me, right?", "and Tom didn't come to Peru, correct?": the names, then their negated
    verb, opening a claim offered to be confirmed."""
    text = utterance.text.lower()
    opening = max((m.end() for m in re.finditer(r"[.!?;]", text[: span.start])), default=0)
    truth = [
        s for s in utterance.spans if s.kind == "tag" and opening <= s.start and s.end <= span.start and _TRUE_THAT.search(s.text.lower())
    ]
    if not (truth or any(s.kind == "tag" and s.start >= span.end for s in utterance.spans)):
        return False
    opening = max((s.end for s in truth), default=opening)  # "is it true that Sofia never came skiing with me?"
    if _NEITHER_NOR.match(span.text.lower()):  # "In this year neither Mary nor Tom came on any of my trips, right?"
        return _OPENER.fullmatch(_times_blanked(utterance, text, opening, span.start), opening, span.start) is not None
    return len(span.value.names) == 1 and (
        _OPENER.fullmatch(text, opening, span.start) is not None
        and re.search(r"\b(?:never|didn't|didnt|did not|wasn't|was not)$", span.text.lower()) is not None
    )


# "neither Mary nor Tom …" opening a claim: that none of them came, checked whether any did
_NEITHER_NOR = re.compile(r"neither\s+\S.*\bnor\b")
_CAME = re.compile(r"\s+(?:came|come|went|joined|tagged|was|were)\b(?:\s+(?:along|with (?:me|us)))?", re.IGNORECASE)
_IN_A_TIME = re.compile(r"^\s*(?:in|during|for|over)?\s*$")


def _times_blanked(utterance: Utterance, text: str, start: int, end: int) -> str:
    """The text with the times said between `start` and `end` blanked, with their "in": "In this year neither Mary nor
    Tom came …" opens its claim with when."""
    for s in utterance.of_kind("date"):
        if start <= s.start and s.end <= end:
            before = text.rfind(" ", start, s.start - 1) + 1 if s.start > start else start
            lead = before if _IN_A_TIME.match(text[before : s.start]) else s.start
            text = text[:lead] + " " * (s.end - lead) + text[s.end :]
    return text


_PARENTHESES = re.compile(r"\([^()]*\)")


def _in_parentheses(utterance: Utterance, match: re.Match[str]) -> bool:
    """ "(long story, don't ask)": a cue in a parenthesis that names nothing asked is about the remark."""
    for aside in _PARENTHESES.finditer(utterance.text):
        if aside.start() < match.start() and match.end() < aside.end():
            return not any(s.start < aside.end() and s.end > aside.start() and s.kind != "negation" for s in utterance.spans)
    return False


def _names_a_category_said_again(utterance: Utterance, span: Span) -> bool:
    """A category word ("drink") whose category another word of the utterance names too ("wines")."""
    if span.kind != "topic" or any(t.type or t.negated for t in span.value):
        return False
    categories = {t.category for t in span.value}
    return any(
        other is not span and any(t.category in categories and not t.negated for t in other.value) for other in utterance.of_kind("topic")
    )


_NEXT_WORD = re.compile(r"[\s-]?")  # what may stand between "non" and the word it is a prefix of


def _leaves_out_what_is_asked(utterance: Utterance, span: Span) -> bool:
    """Whether a kind read with its cue ("non-alcoholic", "alcoholic" taken as the drinks) leaves out everything another
    word of the question asks for ("drinks", "beer"): leaving out a whole kind together with what it holds is no reading
    of the question, so the cue is said not understood rather than answered as "everything but drinks". "Drinks other
    than wine" (a narrower kind left out of a wider one) and "wines, no wines from France" (the kind said again to
    narrow it) are readings, and stay."""
    if span.kind != "topic" or not span.value or not all(t.negated for t in span.value):
        return False
    left_out = {(t.category, t.type) for t in span.value}
    asked = [t for other in utterance.of_kind("topic") if other is not span for t in other.value if not t.negated]
    return any((t.category, None) in left_out or (t.category, t.type) in left_out for t in asked) and not _a_kind_narrowed(utterance, span)


_OF_MEMORY = re.compile(  # followed by what is not remembered ("what they were", "the books I read"), not a relative clause ("books I don't remember")
    r"\s+(?:(?:quite|really|for the life of me|now|even)\s+)*(?:remember|recall|recollect)\s+"
    r"(?:what|which|where|when|who|whether|if|how|the|them|it|my|any|anything|those|these|that|much|exactly)\b"
    r"|\s+(?:(?:quite|really|for the life of me|now|even)\s+)*think what\b"
)


def _of_memory(utterance: Utterance, match: re.Match[str]) -> bool:
    """ "now I cannot remember what they were", "I don't recall which": the cue is about the user's memory, not a filter."""
    return _OF_MEMORY.match(utterance.text, match.end()) is not None


_QUALIFIED = re.compile(r"^\s*(?:from|in|with|at|by)?\s*$")


def _qualifier(utterance: Utterance, target: Span) -> Span | None:
    """Where or with whom, said right after a kind ("wines from France", "hikes with Anna"), if so."""
    after = min((s for s in utterance.spans if s.start >= target.end and s.kind != "negation"), key=lambda s: s.start, default=None)
    if after is None or after.kind not in ("place", "people") or not _QUALIFIED.match(utterance.text[target.end : after.start]):
        return None
    return after


def _a_kind_narrowed(utterance: Utterance, target: Span) -> bool:
    """ "European whites, no wines from France": a kind after the cue, narrowed by where or with whom right after it,
    while the question names a kind of its own: whether the wines or France is left out cannot be told apart
    (negating the kind would answer with the French ones), so the cue is not read as either."""
    if target.kind != "topic" or _qualifier(utterance, target) is None:
        return False
    return any(s is not target and s.kind in ("topic", "value") and s.start < target.start for s in utterance.spans)


# ("except the ones from last year": what the time is of, said before it)
_FILLER = re.compile(r"\s+(?:anything|everything|all|any|those|the ones|the|my)(?:\s+(?:from|of|in|during))?\s+", re.IGNORECASE)


def _a_range(target: Span) -> bool:
    """ "not rated 3 or 4": a bound of two numbers, whose opposite is no single bound (so asked back, not turned round);
    "not rated 1 or 5" is either of two values, whose opposite is neither."""
    either = isinstance(target.value, Comparison) and target.value.or_value is not None
    return target.kind == "comparison" and len(re.findall(r"\d+(?:\.\d+)?", target.text)) > 1 and not either


# what joins the kinds of a list: "the walks or the meals", "hikes, runs and walks"
_LISTED = re.compile(r"\s*(?:,\s*)?(?:(?:or|and|nor)\s+)?(?:the\s+|any\s+|my\s+)?")
_CONNECTIVE = re.compile(r"\b(?:or|and|nor)\b")


def _kinds_listed_after(utterance: Utterance, end: int, cue: str) -> list[Negated]:
    """ "not counting the walks or the meals", "excluding hikes and runs": the kinds listed right after the one a cue negates,
    negated too (neither is counted), when an "or", "and" or "nor" joins the list."""
    listed: list[Span] = []
    joined = False
    for span in sorted((s for s in utterance.spans if s.kind == "topic" and s.start >= end), key=lambda s: s.start):
        if not _LISTED.fullmatch(utterance.text, end, span.start):
            break
        joined = joined or _CONNECTIVE.search(utterance.text, end, span.start) is not None
        listed.append(span)
        end = span.end
    if not joined:
        return []
    changes: list[Negated] = []
    for span in listed:
        if not is_negated(span):
            after = negate(span)
            utterance.spans[utterance.spans.index(span)] = Span(span.start, span.end, span.kind, after, span.text)
            changes.append(Negated(cue, span.value, after))
    return changes


# "nothing but wine", "none except the reds", "nothing other than Italy": two negations, saying only what follows
_ONLY = re.compile(
    r"\b(?:nothing|none)\s+(?P<cue>but|except(?:\s+for)?|exept|other\s+than|other\s+then|apart\s+from|aside\s+from|besides|save)\b",
    re.IGNORECASE,
)
# "drinks in Italy, anything except wine": the word for everything said before a cue, part of it
_EVERYTHING = re.compile(r"\b(?:anything|everything)\s+$", re.IGNORECASE)
# cues that are as often other words ("all but" a conjunction after "all", "besides" as "also"): a cue only before
# something to leave out
_SOFT = frozenset({"all but", "besides"})
# "besides, how many …", "and besides?": "besides" said as "also", leaving nothing out
_DISCOURSE_BESIDES = re.compile(r"\s*(?:[,.;:!?]|$)")


def _only(utterance: Utterance) -> list[Negated]:
    """ "drinks in Italy, nothing but wine": only what follows, the cue's double negation claimed as said ("only") and
    what a recognizer read negated with the cue inside it ("except wine") read plain."""
    changes: list[Negated] = []
    for said in _ONLY.finditer(utterance.text):
        for index, span in enumerate(utterance.spans):
            if span.start == said.start("cue") and span.kind in NEGATABLE and is_negated(span):
                value = span.value
                plain = replace(value, exclude=False, any_of=False) if isinstance(value, People) else _plain(value)
                utterance.spans[index] = Span(span.start, span.end, span.kind, plain, span.text)
                changes.append(Negated(said[0], value, plain))
        for start, end in ((said.start(), said.start("cue")), said.span("cue")):
            if utterance.is_free(start, end):
                utterance.claim(start, end, "only", said[0])
    return changes


def _everything_before(utterance: Utterance) -> None:
    """Claims "anything" or "everything" said right before a cue ("drinks in Italy anything except wine") as the cue's: it
    says no more than the cue."""
    for span in list(utterance.spans):
        if span.kind == "negation" or (span.kind in NEGATABLE and CUE.match(span.text.lower())):
            said = _EVERYTHING.search(utterance.text, 0, span.start)
            if said is not None and utterance.is_free(said.start(), said.end()):
                utterance.claim(said.start(), said.end(), "negation", said[0])


def _plain(value: Any) -> Any:
    """A value a cue negated, said without it."""
    if isinstance(value, list):
        return [replace(t, negated=False) for t in value]
    if isinstance(value, DateRange):
        return replace(value, negated=False, label=value.label.removeprefix("not "))
    return replace(value, negated=False)


def _cues_and_orders(text: str) -> list[re.Match[str]]:
    """The cues of the text, with the orders to leave out ("skip the ones in Italy", "drop the french ones"), in order."""
    orders = [m for m in VERB.finditer(text) if ordered_at(text, m.start())]
    return sorted([*CUE.finditer(text), *orders], key=lambda m: m.start())


# between a denying cue and the place it was read with: "wasn't [in] Australia", "we weren't [at the] Louvre"
_TO_THE_PLACE = re.compile(r"\s+(?:(?:in|from|at|near)\s+)?(?:the\s+)?", re.IGNORECASE)


def _denies_the_place(utterance: Utterance, span: Span, denials: list[re.Match[str]]) -> str | None:
    """The cue of a denial whose place was read negated with it ("I wasn't in Australia in 2026, right?": whether I was
    there is checked, the verdict turned round; never the items outside Australia), or None."""
    for d in denials:
        if d.end() <= span.start and _TO_THE_PLACE.fullmatch(utterance.text, d.end(), span.start):
            return d.group()
    return None


def attach_negations(utterance: Utterance) -> tuple[list[Negated], list[str]]:
    """Negates the constraint each free cue introduces; returns those changes and the cues left over."""
    changes: list[Negated] = _only(utterance)
    unattached: list[str] = []
    handled: list[tuple[int, int]] = []  # the kinds read with their cue whose cue was reconsidered here
    denials = [m for m in CUE.finditer(utterance.text) if _denial(utterance, m)]
    for span in [s for s in utterance.of_kind("topic") if _leaves_out_what_is_asked(utterance, s)]:
        utterance.spans.remove(span)  # "non-alcoholic drinks" ("alcoholic" taken as drinks): no reading, so said not understood
        cue = CUE.match(span.text.lower())
        unattached.append(cue.group() if cue else span.text.split()[0])
    for index, span in enumerate(utterance.spans):  # "no wines from France" read by the kinds' recognizer with its cue
        if span.kind == "topic" and is_negated(span) and any(d.start() == span.start for d in denials):
            plain = [replace(t, negated=False) for t in span.value]  # "none of my ski days …, correct?": the ski days
            utterance.spans[index] = Span(span.start, span.end, span.kind, plain, span.text)
            changes.append(Negated(span.text.split()[0], span.value, plain))  # "no dinner in 2026 was …, right?"
            continue
        if span.kind == "place" and is_negated(span) and (denier := _denies_the_place(utterance, span, denials)) is not None:
            # "I wasn't in Australia in 2026, right?" (the place read with its cue): whether I was there, turned round
            whether = replace(span.value, negated=False)
            utterance.spans[index] = Span(span.start, span.end, span.kind, whether, span.text)
            changes.append(Negated(denier, span.value, whether))
            continue
        if span.kind == "people" and is_negated(span) and _a_person_denied(utterance, span):
            neither = _NEITHER_NOR.match(span.text.lower()) is not None  # whether either came
            whether = replace(span.value, exclude=False, any_of=neither)
            utterance.spans[index] = Span(span.start, span.end, span.kind, whether, span.text)
            # "Sofia never came skiing with me, right?": whether she did, the verdict turned round
            came = _CAME.match(utterance.text, span.end) if neither else None  # "… nor Tom came on any …": their verb
            utterance.claim(span.end, came.end() if came else span.end, "denial", span.text)
            changes.append(Negated("neither" if neither else "never", span.value, whether))
            continue
        asked = _negative_question(utterance)
        if span.kind == "topic" and is_negated(span) and asked is not None and span.start == asked.start(asked.lastgroup or 0):
            # "did I not hike with Mary?": the kind asked about in the negative, not every other kind
            plain = [replace(t, negated=False) for t in span.value]
            utterance.spans[index] = Span(span.start, span.end, span.kind, plain, span.text)
            changes.append(Negated(span.text.split()[0], span.value, plain))
            continue
        if (
            span.kind != "topic"
            and is_negated(span)
            and asked is not None
            and asked["not"]
            and (span.start == asked.start("not") or not utterance.text[asked.end("not") : span.start].strip())
        ):
            # "was i not in lisbon in 2014": the place asked about in the negative, not everywhere else
            value = span.value
            whether = replace(value, exclude=False, any_of=False) if isinstance(value, People) else replace(value, negated=False)
            utterance.spans[index] = Span(span.start, span.end, span.kind, whether, span.text)
            changes.append(Negated(asked["not"], value, whether))
            continue
        if span.kind == "topic" and is_negated(span) and _a_kind_narrowed(utterance, span):
            plain = [replace(t, negated=False) for t in span.value]
            utterance.spans[index] = Span(span.start, span.end, span.kind, plain, span.text)
            handled.append((span.start, span.end))
            changes.append(Negated(span.text.split()[0], span.value, plain))
            after = _qualifier(utterance, span)
            kinds = {(t.category, t.type) for t in plain}
            if after is not None and any(
                s.kind == "topic" and i != index and {(t.category, t.type) for t in s.value} == kinds for i, s in enumerate(utterance.spans)
            ):  # "wines, no wines from France": the kind said again, so what is left out is France
                negated = negate(after)
                utterance.spans[utterance.spans.index(after)] = Span(after.start, after.end, after.kind, negated, after.text)
                changes.append(Negated(span.text.split()[0], after.value, negated))
            else:
                unattached.append(span.text.split()[0])
    for match in _cues_and_orders(utterance.text):
        start, end = match.start(), match.end()
        if _asks_in_the_negative(utterance, match):  # "didn't I hike in 2021?" asks whether I did: nothing left out
            utterance.claim(start, end, "tag", match.group())
            continue
        if any(d.start() > end and _SENTENCE_END.search(utterance.text, end, d.start()) for d in denials):
            continue  # "My brother says I've never had a beer in Germany. Never had one there, right?": the claim told, then checked
        if any(d.start() == start for d in denials):  # "I never had a wine in Chile, right?": whether I did, turned round
            if not any(s.start <= start and end <= s.end for s in utterance.spans if s.kind != "topic"):
                utterance.claim(start, end, "denial", match.group())
            continue
        if any(s.start <= start and end <= s.end for s in utterance.spans) or any(a < end and start < b for a, b in handled):
            continue  # part of what a recognizer understood ("not less than 3", "except with Mary"), "but no hikes with Anna"
        if match.group() == "besides" and _DISCOURSE_BESIDES.match(utterance.text, end):
            continue  # "besides, how many …": as "also"
        if (
            _is_discourse_no(utterance, match)
            or _in_an_aside(utterance, match)
            or _after_the_question(utterance, match)
            or _in_parentheses(utterance, match)
            or _said_to_you(utterance, match)
            or _a_claim_asked_about(utterance, match)
            or _in_a_story_before_the_question(utterance, match)
            or _ends_its_sentence_naming_nothing(utterance, match)
            or _in_a_clause_of_a_story(utterance, match)
            or _of_memory(utterance, match)
        ):
            continue
        following = sorted((s for s in utterance.spans if s.start > start), key=lambda s: s.start)
        target: Span | None = None
        gap_from = end
        clause = _THE_ONES_I.match(utterance.text, end)  # "but not the ones I had [with Elena]"
        for span in following:
            if span.start < end:  # "apart from France": the place's own preposition is part of the cue
                target = span
                break
            if clause is not None and span.start < clause.end():
                if span.kind == "topic" and not is_negated(span):
                    continue  # "except the ones I drank with Tom": the verb names the kind talked about, not what is left out
                clause = None  # something else said in it: no clause of the user's doing
            if clause is not None and gap_from == end:
                gap_from = clause.end()
            gap = utterance.text[gap_from : span.start]
            if not _GAP.match(gap) or len(gap.split()) > MAX_GAP_WORDS or (gap_from == end and _OWN_OBJECT.match(gap)):
                break  # "without them was by train": the cue's own object said, nothing after it negated
            if _names_a_category_said_again(utterance, span):
                gap_from = span.end  # "wines I didn't drink in Italy": the verb names the wines, the cue goes on
                continue
            target = span
            break
        if target is not None and match.group().lower() == "non" and not _NEXT_WORD.fullmatch(utterance.text, end, target.start):
            target = None  # "non-alcoholic beer": "non" leaves out the word it is joined to, never the beer after it
        negatable = target is not None and (target.kind in NEGATABLE or _one_companion(target))  # "drop the ones with him"
        if (match.group() in _SOFT or match.group() in SOFT_VERBS) and not negatable:
            continue  # "I liked them all but which was best?": "but" joins what is said, it leaves nothing out
        if target is None or not negatable or _a_kind_narrowed(utterance, target) or _a_range(target):
            unattached.append(match.group())
            continue
        filler = _FILLER.fullmatch(utterance.text, end, target.start)  # "excluding anything rated 3 or below"
        utterance.claim(start, target.start if filler and target.start > end else end, "negation", target.kind)
        if not is_negated(target):
            after = negate(target)
            utterance.spans[utterance.spans.index(target)] = Span(target.start, target.end, target.kind, after, target.text)
            changes.append(Negated(match.group(), target.value, after))
    for span in sorted(utterance.of_kind("topic"), key=lambda s: s.start):
        if is_negated(span):  # "not counting the walks or the meals", "excluding walks and meals": each kind of the list left out
            changes.extend(_kinds_listed_after(utterance, span.end, span.text.split()[0]))
    _everything_before(utterance)
    return changes, unattached
