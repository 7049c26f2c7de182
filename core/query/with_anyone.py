""" "was anyone with me on that one?", "did anybody come along?", "did I go with someone?": whether the user had company
at all, no one named: the items with at least one companion (`People((), exclude=True)`, "with someone"). Not "anyone
else" / "anybody other than Mary" (someone besides them: people.py), "with or without anyone" (either way) or "without
anyone" (alone), nor someone looked for by a name ("anyone called Sarah"). Pure."""

from __future__ import annotations

import re

from .people import People
from .utterance import Utterance

_SOMEONE = r"(?:any|some)\s?(?:one|body)"
_NOT_JUST_ANYONE = r"(?!\s+(?:else|other|besides|but|except|apart|aside|called|named|by the name))"
# "was anyone with me", "was there anybody along", "did someone come", "did anyone join me": someone as the subject
# "with me on that one?": the anyone, as the subject of a question, with the user; "was anybody their with me": "their"
# as heard or typed for "there"
_ASKED_OF_SOMEONE = re.compile(
    rf"\b(?:was|were|did|had|has)\s+(?:there\s+)?{_SOMEONE}{_NOT_JUST_ANYONE}\s+(?:(?:also|too|there|their)\s+)?"
    r"(?:(?:with|w/)\s*(?:me|us)|along|there|come|came|join(?:ed)?|tag(?:ged)?\s+along|go|went)\b"
)
# "did I go with anyone", "was I with someone", "hikes with somebody": with someone, no one named
_WITH_SOMEONE = re.compile(rf"\b(?:with|w/)\s*{_SOMEONE}\b{_NOT_JUST_ANYONE}")
# "anyone come along?", "somebody with me?": said without the verb first
_SOMEONE_FIRST = re.compile(
    rf"^\W*(?:(?:and|so|ok|okay|but),?\s+)?{_SOMEONE}{_NOT_JUST_ANYONE}\s+(?:came|come|join(?:ed)?|tag(?:ged)?\s+along|(?:with|w/)\s*(?:me|us)|along)\b"
)


def with_anyone(utterance: Utterance) -> list[People]:
    """The company asked about with no one named, claimed as "with someone"."""
    found: list[People] = []
    for pattern in (_ASKED_OF_SOMEONE, _SOMEONE_FIRST, _WITH_SOMEONE):
        for m in utterance.matches(pattern):
            people = People((), exclude=True)
            utterance.claim(m.start(), m.end(), "people", people)
            found.append(people)
    return found


def asks_for_anyone(people: tuple[People, ...]) -> bool:
    """Whether the company asked is only "with someone", no one named."""
    return len(people) == 1 and people[0].alone and people[0].exclude


def company_told(title: str, who: list[str]) -> str:
    """ "Train journey to Nara: you were on your own." / "Flight to Kofu: with Mary." — the evidence of one item."""
    if not who:
        return f"you were on your own on {title}."
    names = who[0] if len(who) == 1 else ", ".join(who[:-1]) + " and " + who[-1]
    return f"{names} {'was' if len(who) == 1 else 'were'} with you on {title}."
