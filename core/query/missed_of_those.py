"""Someone who missed the things asked about: "the Lisbon dinners he missed", "which hikes did Mary skip?", "the trips
Tom and Anna sat out", "the ones she couldn't make" are the things without that person (he, she: the person talked
about, as "without her"). Said after a question that asked for that person ("how many of them was he at?"), it asks of
that question's things without them, not of its answer (every one of which had them). The verb must follow its subject right away; a story's "I missed Tom" or "he missed his
flight" (an object after it) is left alone. Pure."""

from __future__ import annotations

import re
from dataclasses import replace

from .people import People, PeopleRecognizer
from .pronouns import Pronoun
from .request import Reading, Request
from .utterance import Utterance

# the verbs that say the subject was not there: "missed", "skipped", "sat out", "bailed on", "couldn't make (it to)"
_MISSED = (
    r"(?:missed|skipped|sat\s+out|bailed\s+on|didn't\s+make(?:\s+it)?(?:\s+to)?|couldn't\s+make(?:\s+it)?(?:\s+to)?"
    r"|could\s+not\s+make(?:\s+it)?(?:\s+to)?|did\s+not\s+make(?:\s+it)?(?:\s+to)?)"
)
# "did he miss", "did Mary skip": the same, asked
_MISS = r"(?:miss|skip|sit\s+out|bail\s+on|make(?:\s+it)?(?:\s+to)?)"
# what may follow the verb: the end of the clause, never an object ("he missed his flight", "Tom missed me")
_AFTER = r"(?=\s*(?:[,.?!;]|$|\s(?:which|what|were|was|in|last|this|that|back|then|during|on|at|so|and|but|or|too|though)\b))"

PRONOUN_MISSED = re.compile(
    rf"\b(?:(?P<word>he|she)\s+(?:also\s+|all\s+)?{_MISSED}|did\s+(?P<asked>he|she)\s+(?:not\s+)?{_MISS}){_AFTER}", re.IGNORECASE
)


def pronouns_who_missed(utterance: Utterance) -> list[Pronoun]:
    """ "the dinners he missed", "which did she skip": the person talked about, left out; claimed."""
    found: list[Pronoun] = []
    for m in utterance.matches(PRONOUN_MISSED):
        if m["asked"] is not None and re.search(r"\bnot\b", m[0]):
            continue  # "which did he not miss": a double negation, left unread
        pronoun = Pronoun(m["word"] or m["asked"], exclude=True)
        utterance.claim(m.start(), m.end(), "pronoun", pronoun)
        found.append(pronoun)
    return found


def people_who_missed(utterance: Utterance, recognizer: PeopleRecognizer) -> list[People]:
    """ "the hikes Tom missed", "which trips did Anna and Ben skip": the things without any of them; claimed."""
    if recognizer.pattern is None:
        return []
    name = recognizer.name.pattern
    names = rf"{name}(?:\s*(?:,|and|&)\s*{name})*"
    pattern = re.compile(rf"\b(?:(?P<names>{names})\s+(?:also\s+|both\s+)?{_MISSED}|did\s+(?P<asked>{names})\s+{_MISS}){_AFTER}")
    found: list[People] = []
    for m in utterance.matches(pattern):
        said = m["names"] or m["asked"]
        people = People(tuple(dict.fromkeys(recognizer.names[n] for n in recognizer.name.findall(said))), exclude=True, any_of=True)
        utterance.claim(m.start(), m.end(), "people", people)
        found.append(people)
    return found


def without_the_one_who_missed(
    reading: Reading, prior: Request | None, answer: tuple[str, ...] | None
) -> tuple[Request | None, tuple[str, ...] | None]:
    """The question before and its answer, as the base of a question that leaves out someone it asked to be there: "the
    Lisbon dinners he missed" after "how many of them was he at?" (the Lisbon dinners with Ben) asks of the Lisbon
    dinners, without Ben, so his company is dropped from the question before and its answer (every one of them had him)
    is no longer the set asked of. Otherwise both are returned as they were."""
    left_out = {n for p in reading.people if p.exclude and not p.besides for n in p.names}
    if prior is None or not left_out or any(not p.exclude for p in reading.people):
        return prior, answer
    kept: list[People] = []
    dropped = False
    for p in prior.people:
        if not p.exclude and not p.any_of and not p.besides and not p.or_else and left_out & set(p.names):
            rest = tuple(n for n in p.names if n not in left_out)
            kept += [replace(p, names=rest, only=False, others=False)] if rest else []
            dropped = True
        else:
            kept.append(p)
    if not dropped:
        return prior, answer
    return replace(prior, people=tuple(kept), within=None), None
