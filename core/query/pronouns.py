"""Pronouns for a person: "and without her?", "how many trips did I take with him?", "how many of hers got
5 stars?", "her books rated 4" (pure; who they mean is told by referred.py)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .people import NEGATIONS
from .relations import MANY_RELATIONS, ONE_RELATION
from .seen_people import SEEN_PRONOUN, seen_in
from .utterance import Utterance

_NEGATION = "|".join(re.escape(n) for n in sorted(NEGATIONS, key=len, reverse=True))
# "with her", "w/ him", "without her", "not with him": a companion
PERSONAL = re.compile(
    rf"\b(?:(?P<neg>{_NEGATION})\s+|(?:together with|with|w/|w)\s*(?<=\s|/))(?P<word>him|her)\b"
    # "how many were without she?", "and with he?": the subject's form after "with", as some learners say it, ending the clause
    rf"|\b(?:(?P<without>without|w/o|(?:but |except |not )with)|together with|with|w/)\s*(?<=\s|/)(?P<subject>she|he)(?=\s*(?:[?!.,;]|$))"
    # "what did she and I eat", "him and me", "me and her": the companion said together with the user
    r"|\b(?P<pair>she|he|him|her)\s+(?:and|&|n)\s+(?:i|me|myself)\b(?!['’])|\b(?:me|i|myself)\s+(?:and|&|n)\s+(?P<paired>she|he|him|her)\b(?!['’])"
)
# "what did we do there together?", "where did we walk together the most?": the user with the person talked about, no one
# named (the word claimed; who it means is told by referred.py)
TOGETHER = re.compile(r"\btogether\b(?!\s+with\b)")
_WE = re.compile(r"\bwe\b|\b(?:of|with|for|to) us\b")  # (not "apart from the us": the United States)
# "of hers", "his", "her books", "by her": what the person made (a book's author), or, lacking one, their company;
# not the object of a verb in a story ("I told her I would find out", "asked her what …", "gave her the …")
_NOT_A_NOUN = (
    r"(?:i|i'd|i'll|i'm|we|you|he|she|they|it|that|to|about|how|what|if|whether|and|or|so|when|where|which|who|why|the|a|an|my|this)"
)
# ("Of her I have read more than 30 books", "the books of him": a learner's "of" for "by", not "because of her", "a photo of her")
_OF_NOT_BY = "".join(
    f"(?<!{w} )" for w in ("because", "instead", "front", "ahead", "think", "thought", "photo", "picture", "care", "afraid")
)
POSSESSIVE = re.compile(
    rf"\b(?:by (?P<by>him|her)\b|(?:of )?(?P<own>hers|his)\b|(?P<her>her)(?= (?!{_NOT_A_NOUN}\b)[a-z])|{_OF_NOT_BY}of (?P<of>him|her)\b)"
)

# "the ones she wasn't at", "was he with me?": the companion as the subject, present or not (never a story's "he said")
_ABSENT = r"wasn't|wasnt|was not|weren't|didn't (?:come|go|join)|did not (?:come|go|join)|never (?:came|went|joined)"
SUBJECT = re.compile(
    # ("which ones she was coming with me?", "he is going with us": the learner's progressive, a companion all the same)
    rf"\b(?P<word>she|he)\s+(?:(?P<neg>{_ABSENT})|(?:was|were|is)\s+(?:coming|going|travell?ing)|was|came|come|comes|went|joined)"
    # ("he was also with me in Florence": a word that stresses it, between)
    r"(?:\s+(?:also|ever|really|actually))?\s+(?:at|to|along|with (?:me|us)|on)\b"
    r"|\b(?:was|were)\s+(?P<asked>she|he)\s+(?:(?P<not>not)\s+|(?:ever|really|actually|truly)\s+)?(?:at|with (?:me|us)|on|in)\b"
    # "did she ever come with me", "did he go along": the companion as the subject of a question with "did"
    r"|\bdid\s+(?P<did>she|he)\s+(?:(?P<didnt>not)\s+|ever\s+)?(?:come|go|travel|join me)\s*(?:with (?:me|us)|along)?\b"
    # "has she been to a museum with me?", "had he ever been on a hike": the companion as the subject, asked
    r"|\b(?:has|had|have)\s+(?P<been>she|he)\s+(?:ever\s+)?been\s+(?:to|at|on|with (?:me|us))\b"
    # "did she have wine with me that day", "did he eat anything with us": the companion as the subject of what was had
    # with the user (only "did she" claimed: what was had is the kind asked about)
    r"|\bdid\s+(?P<had>she|he)\b(?=\s+(?:ever\s+)?(?:have|eat|drink|try|taste|order|share)\b[^.?!]*?\bwith\s+(?:me|us)\b)"
)


# "which flight that yr wasnt she on?", "what hikes weren't he at": the companion as the subject of a "which" question,
# absent; a learner's order too ("Which ones she was not there?", "which ones was he not on?")
WHICH_ABSENT = re.compile(
    r"^\W*(?:(?:and|so|ok|okay),?\s+)?(?:which|what|in which)\b[^.?!]*?\b(?:"
    r"(?P<neg>wasn't|wasnt|weren't|werent)\s+(?P<word>she|he)"
    r"|(?P<word2>she|he)\s+(?P<neg2>wasn't|wasnt|was not|weren't|werent|were not)"
    r"|(?P<neg3>was|were)\s+(?P<word3>she|he)\s+not"
    r")\s+(?:on|at|there|in)\b"
)

# "Which trips he did not come?", "which dinners did she not join", "what hikes didn't he come on": the companion not coming,
# in a "which" question (a learner's order too)
_NOT_COMING = r"(?:come|came|join|joined|go|went|tag along|show up)(?:\s+(?:on|to|along|with (?:me|us)))?(?![\w'])"
WHICH_NOT_COMING = re.compile(
    r"^\W*(?:(?:and|so|ok|okay),?\s+)?(?:which|what|in which)\b[^.?!]*?\b(?:"
    rf"(?P<word>she|he)\s+(?P<neg>didn't|didnt|did not|never)\s+{_NOT_COMING}"
    rf"|(?P<neg2>didn't|didnt|did)\s+(?P<word2>she|he)\s+(?:not\s+)?{_NOT_COMING})"
)


# "My sister just got back from Santorini and her photos …": the person of a story, said before the pronoun in its sentence
_STORY_PERSON = re.compile(
    rf"\b(?:my|our|a|an)\s+(?:\w+\s+)?(?:{ONE_RELATION})\b[^.!?]*$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Pronoun:
    word: str  # as said: "her", "him", "hers", "his", "them"
    exclude: bool = False  # "without her"
    possessive: bool = False  # "hers", "her books": made by the person, not done with them
    several: bool = False  # "with them", "with both of them": people together, however many
    together: bool = False  # "what did we do together?": with the person talked about, when there is one (else unread)
    relation: bool = False  # "with my parents": people the user is related to, whose names only the user can tell


def _companion(m: re.Match[str]) -> Pronoun:
    """The companion a match of PERSONAL says."""
    return Pronoun(m["word"] or m["subject"] or m["pair"] or m["paired"], exclude=bool(m["neg"] or m["without"]))


def companions_after(utterance: Utterance, after: int) -> list[Pronoun]:
    """The companions said as a pronoun after `after`, claimed: "with Mary than without her" (the person just named again)."""
    found: list[Pronoun] = []
    for m in utterance.matches(PERSONAL):
        if m.start() >= after:
            pronoun = _companion(m)
            utterance.claim(m.start(), m.end(), "pronoun", pronoun)
            found.append(pronoun)
    return found


def companions_before(utterance: Utterance, before: int) -> list[Pronoun]:
    """The companions said as a pronoun before `before`, claimed: "lunches with him without Mary", "which ones was
    she at but James wasn't?" (someone talked about before, or told of in a story, not the person named after it)."""
    found: list[Pronoun] = []
    for m in utterance.matches(PERSONAL):
        if m.end() <= before:
            pronoun = _companion(m)
            utterance.claim(m.start(), m.end(), "pronoun", pronoun)
            found.append(pronoun)
    for m in utterance.matches(SUBJECT):
        if m.end() <= before:
            pronoun = _subject(m)
            utterance.claim(m.start(), m.end(), "pronoun", pronoun)
            found.append(pronoun)
    return found


def _subject(m: re.Match[str]) -> Pronoun:
    """The companion a match of SUBJECT says: "was she at", "he wasn't on", "did she ever come with me", "did she have
    wine with me"."""
    return Pronoun(m["word"] or m["asked"] or m["been"] or m["did"] or m["had"], exclude=bool(m["neg"] or m["not"] or m["didnt"]))


def recognize_pronouns(utterance: Utterance) -> list[Pronoun]:
    """The pronouns for a person, claimed (read only where the utterance names no one: in "Roberto keeps
    going on about a cabernet I had with him", "him" is Roberto, see people.py)."""
    found: list[Pronoun] = []
    for m in WHICH_NOT_COMING.finditer(utterance.text):
        if m["neg2"] == "did" and not re.search(r"\bnot\b", m[0]):
            continue  # "which trips did he come on": he came
        start = m.start("word") if m["word"] else m.start("neg2")
        if utterance.is_free(start, m.end()):
            pronoun = Pronoun(m["word"] or m["word2"], exclude=True)
            utterance.claim(start, m.end(), "pronoun", pronoun)
            found.append(pronoun)
    for m in utterance.matches(PERSONAL):
        pronoun = _companion(m)
        utterance.claim(m.start(), m.end(), "pronoun", pronoun)
        found.append(pronoun)
    for m in seen_in(utterance, SEEN_PRONOUN, "word"):  # "how often did I see her?": the one seen is the user's company
        pronoun = Pronoun(m["word"])
        utterance.claim(m.start("word"), m.end("word"), "pronoun", pronoun)
        found.append(pronoun)
    for m in utterance.matches(SUBJECT):
        pronoun = _subject(m)
        utterance.claim(m.start(), m.end(), "pronoun", pronoun)
        found.append(pronoun)
    for m in WHICH_ABSENT.finditer(utterance.text):
        said = next(g for g in ("neg", "word2", "neg3") if m[g])  # where the absence is said from
        if utterance.is_free(m.start(said), m.end()):
            pronoun = Pronoun(m["word"] or m["word2"] or m["word3"], exclude=True)
            utterance.claim(m.start(said), m.end(), "pronoun", pronoun)
            found.append(pronoun)
    for m in utterance.matches(TOGETHER) if _WE.search(utterance.text) else ():
        pronoun = Pronoun(m[0], together=True)
        utterance.claim(m.start(), m.end(), "pronoun", pronoun)
        found.append(pronoun)
    # "how many walks did I do with them?" with no one named: people together, who they are told by referred.py
    for m in utterance.matches(GROUP):
        pronoun = Pronoun(m["said"], several=True)
        utterance.claim(m.start(), m.end(), "pronoun", pronoun)
        found.append(pronoun)
    for m in utterance.matches(RELATIVES):  # "but not the ones with my parents": who they are is asked (see referred.py)
        if _SAID_WITH_THEM.search(utterance.text, 0, m.start()):
            continue  # "settling a bet with my sister": whom the user talks with, no company of the things asked about
        pronoun = Pronoun(m["said"], exclude=bool(m["neg"]), several=not m["one"], relation=True)
        utterance.claim(m.start(), m.end(), "pronoun", pronoun)
        found.append(pronoun)
    for m in utterance.matches(POSSESSIVE):
        if (m["her"] or m["own"] == "his") and _STORY_PERSON.search(utterance.text, 0, m.start()):
            utterance.claim(m.start(), m.end(), "story", m[0])  # "my sister … her photos": hers, no one asked about
            continue
        word = m["by"] or m["own"] or m["her"] or m["of"]
        pronoun = Pronoun(word, possessive=True)
        utterance.claim(m.start(), m.end(), "pronoun", pronoun)
        found.append(pronoun)
    return found


# "with both of them", "with the two of them", "with the three of us", "with them both", "with all three of them": the
# people a story before the question named, all of them ("the three of us": the user and two of them)
_HOW_MANY = {"two": 2, "three": 3, "four": 4, "five": 5, "2": 2, "3": 3, "4": 4, "5": 5}
GROUP = re.compile(
    r"\b(?:together with|with|w/|w)\s*(?<=\s|/)(?P<said>(?P<both>both of them|them both|the two of them)|"
    r"(?:the|all) (?P<count>two|three|four|five|[2-5]) of (?P<who>them|us)|(?P<all>all of them|them all|them))\b"
)


# where people the user knows from were met: "colleagues from work", "my school friends"
_MET_AT = r"work|school|the office|college|university|uni|church|the gym"
# "with my parents", "but not the ones with our kids", "without my in-laws", "not with work colleagues", "with my friends
# from school", "with my sister": people the user is related to, together (said with "my" or "our", or by where the user knows them from)
RELATIVES = re.compile(
    r"\b(?:(?P<neg>without|w/o|(?:but |and )?not (?:the ones |those |any )?with|(?:except|apart from) (?:the ones |those )?with)"
    rf"|together with|with|w/)\s*(?<=\s|/)(?P<said>(?:my|our) (?:(?:{_MET_AT}) )?(?:{MANY_RELATIONS}|(?P<one>{ONE_RELATION}))(?: from (?:{_MET_AT}))?"
    rf"|(?:{_MET_AT}) (?:{MANY_RELATIONS})|(?:{MANY_RELATIONS}) from (?:{_MET_AT}))\b"
)


# what is had or done with a relative that is no company of the things asked about: "settling a bet with my sister", "trying
# to win an argument with my brother", "chatting with my parents" (said right before the "with")
_SAID_WITH_THEM = re.compile(
    r"\b(?:bet|bets|argument|arguments|debate|row|fight|squabble|disagreement|chat|call|talk|conversation|discussion|"
    r"arguing|debating|talking|chatting|speaking|texting|bickering|fighting|squabbling|disagreeing)\s+(?:(?:here|again|now)\s+)?$"
    # "settling something with my husband", "sorting this out with my boss", "trying to decide with my wife": a matter the
    # user settles with them (what the answer is for), no company of the things asked about
    r"|\b(?:settl(?:e|es|ed|ing)|sort(?:s|ed|ing)?|resolv(?:e|es|ed|ing)|decid(?:e|es|ed|ing)|figur(?:e|es|ed|ing)|"
    r"clear(?:s|ed|ing)?)\s+(?:(?:something|this|that|it|things|(?:a|an|the|this|that|our|my)\s+[\w'-]+)\s+)?"
    r"(?:(?:out|up)\s+)?(?:(?:here|again|now|once and for all)\s+)?$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Group:
    """People referred to together ("with both of them"): how many of them are named (None: all of them, however many)."""

    start: int  # where the reference is said
    end: int
    named: int | None


def group_reference(utterance: Utterance) -> Group | None:
    """The first free reference to several people together, unclaimed (the names it means are found by people.py)."""
    for m in utterance.matches(GROUP):
        if m["both"]:
            return Group(m.start(), m.end(), 2)
        if m["count"]:
            count = _HOW_MANY[m["count"]]
            return Group(m.start(), m.end(), count - 1 if m["who"] == "us" else count)
        return Group(m.start(), m.end(), None)
    return None
