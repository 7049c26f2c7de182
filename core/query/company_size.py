"""How many people came, said around the names: "only me and Tom, nobody else" and "just me n James, no one else" are
the things with exactly those companions; "Tom plus other people", "with Tom and others" are the ones with them and
at least one more; "on my own, no friends at all", "with no one" are the ones with nobody (as "alone" is). The words
are claimed, so the "no" of "no one else" is not a negation left unread. Said of several groups of people, or of
people left out ("without Tom, nobody else"), nothing is read here. Pure."""

from __future__ import annotations

import re
from dataclasses import replace

from .people import People
from .utterance import Utterance

# "only", "just", "only ever": said right before the company ("only me and Tom", "just with Mary")
_ONLY_BEFORE = re.compile(r"\b(?:only|just|solely|exclusively)(?:\s+ever)?\s+$")
# the company said beside the user or with "with": "me and Tom", "with Mary", "w/ Ben"
_BESIDE_OR_WITH = re.compile(r"(?:me|i|myself)\s+(?:and|&|n)\s|(?:with|w/|w)\s")
# "nobody else", "no one else", "and no-one else", "no others", "no other people", "just the two of us": no one more
_NO_ONE_ELSE = re.compile(
    r"(?:,\s*|\b(?:and|but|with)\s+)?\b(?:(?:no\s*(?:-\s*)?one|noone|nobody|no\s+body)\s+else|no\s+others?(?:\s+people)?"
    r"|no\s+other\s+(?:people|person|friends?|companions?)|(?:just|only)\s+(?:the\s+(?:two|2)\s+of\s+us|us\s+(?:two|2)))"
    r"(?:\s+(?:at all|came|was there|there|with us|along))?\b"
)
# "plus other people", "and others", "and someone else", "with other people too", "among others": at least one more
_OTHERS_AFTER = re.compile(
    r"^\s*,?\s*(?:plus|and|\+|&|along\s+with|together\s+with|with|among)\s+"
    r"(?:(?:some|a\s+few|other|more)\s+)?(?:other\s+)?(?:others|people|persons|friends|folks|someone\s+else|somebody\s+else|"
    r"at\s+least\s+(?:one|1|someone)(?:\s+(?:other|more)(?:\s+(?:person|people))?)?)"
    r"(?:\s+(?:too|as\s+well|also))?\b"
)
# said with no one named: "no friends at all", "with no one", "with nobody", "no company": nobody came, as "alone"
_NOBODY = re.compile(
    r"\b(?:(?:completely|entirely|totally|really|all|just)\s+)?(?:with\s+(?:no\s*one|noone|nobody|no\s+(?:friends?|company|people))"
    r"|no\s+(?:friends?|company|people|companions?|one|body)\s+(?:at\s+all|with\s+me|along|came)|nobody\s+(?:at\s+all|with\s+me|came))\b"
)
# the adverb said right before "on my own" ("completely on my own", "all by myself"), mistyped too ("compeltely")
_BEFORE_ALONE = re.compile(r"\b(?:c\w{5,9}ly|entirely|totally|really|just|all)\s+$")


def _one_group(people: list[People]) -> People | None:
    """The one group of companions said, when exactly one is, with its names (not left out, not "or")."""
    named = [p for p in people if p.names]
    if len(named) != 1:
        return None
    group = named[0]
    if group.exclude or group.any_of or group.besides or group.or_else or group.unclear:
        return None
    return group


def _span_of(utterance: Utterance, group: People) -> tuple[int, int] | None:
    return next(((s.start, s.end) for s in utterance.of_kind("people") if s.value is group), None)


def sized_company(utterance: Utterance, people: list[People]) -> list[People]:
    """The people read, the one group said with how many came marked `only` or `others` (the words claimed), and
    with no names said, "no friends at all" claimed as the company of nobody."""
    if not people or all(not p.names for p in people):
        return _nobody(utterance, people)
    group = _one_group(people)
    at = _span_of(utterance, group) if group is not None else None
    if group is None or at is None:
        return people
    text = utterance.text
    more = _OTHERS_AFTER.match(text[at[1] :])
    if more is not None and utterance.is_free(at[1], at[1] + more.end()):
        marked = replace(group, others=True)
        utterance.claim(at[1], at[1] + more.end(), "people", marked)
        return [marked if p is group else p for p in people]
    # "only me and Tom", "just with Mary" (not "Only Mary, of course.": a reply, no company asked about)
    before = _ONLY_BEFORE.search(text, 0, at[0]) if _BESIDE_OR_WITH.match(text, at[0]) else None
    only_words = list(utterance.matches(_NO_ONE_ELSE))
    if before is None and not only_words:
        return people
    marked = replace(group, only=True)
    if before is not None and utterance.is_free(before.start(), before.end()):
        utterance.claim(before.start(), before.end(), "people", marked)
    for m in only_words:
        utterance.claim(m.start(), m.end(), "people", marked)
    return [marked if p is group else p for p in people]


def _nobody(utterance: Utterance, people: list[People]) -> list[People]:
    """ "on my own, no friends at all", "museums with no one": nobody came; said again after "on my own", claimed."""
    said = list(utterance.matches(_NOBODY))
    if not said and people:
        said = list(utterance.matches(_NO_ONE_ELSE))  # "on my own, nobody else"
    if not said:
        return _adverb_of_alone(utterance, people)
    alone = people[0] if people else People((), exclude=False)
    for m in said:
        utterance.claim(m.start(), m.end(), "people", alone)
    return _adverb_of_alone(utterance, people or [alone])


def _adverb_of_alone(utterance: Utterance, people: list[People]) -> list[People]:
    """The adverb said before "on my own" ("completely on my own") claimed with it: it asks nothing more."""
    for span in utterance.of_kind("people"):
        if not span.value.names and not span.value.exclude:
            adverb = _BEFORE_ALONE.search(utterance.text, 0, span.start)
            if adverb is not None and utterance.is_free(adverb.start(), adverb.end()):
                utterance.claim(adverb.start(), adverb.end(), "people", span.value)
    return people
