"""Companions: "with Mary", "with Mary and Roberto", "with both Ben and James", "except with Roberto", "without Anna",
"which ones weren't with Mary?". Names come from the collection (its items' `who`), not from code."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from .came_on_every import came_on_every
from .relations import RELATIONS
from .seen_people import seeing, seen_in
from .utterance import Utterance

NEGATIONS = (
    "except with",
    "except for",
    "except",
    "without",
    "w/o",  # "without", as texted
    "with no",  # "the art museums I visited with no Mary": without her, as a learner says it
    "w/ no",
    "not with",
    "but not with",
    "but not",
    "and not with",  # "hikes with Mary and not Roberto"
    "and not",
    "excluding",
    "other than",
    "weren't with",
    "wasn't with",
    "were not with",
    "was not with",
    "apart from",
    "aside from",
    "leaving out",
    "not including",
    "didn't go with",
    "didn't do with",
    # "which of this year's trips didnt include mary": she was not among those there ("include" as the speller reads it too)
    "didn't include",
    "didn't including",
    "doesn't include",
    "don't include",
    "with neither",
    "neither with",
    "neither",
    "other then",  # a frequent slip for "other than", never read as its opposite
    # "I have run more times alone from Tom than with him": "alone from" (as a learner says "apart from") and "away from",
    # said before a name, are without that person ("alone" said by itself is no company at all: ALONE)
    "alone from",
    "away from",
)


# "on my own", "alone", "by myself": no companions at all (People with no names; "alone from Tom" is without him: NEGATIONS)
ALONE = re.compile(r"\b(?:on (?:my|our) own|(?:all )?alone(?!\s+from\b)|by (?:myself|ourselves)|solo|without (?:anyone|anybody|company))\b")

# "with or without anyone", "alone or with others": company or not, so no one is asked about (not "without anyone": alone)
EITHER = r"(?:with or without|w/ or w/o|with or w/o)"
EITHER_WAY = re.compile(
    rf"\b(?:{EITHER}(?:\s+(?:anyone|anybody|company|others|people))?|alone or with (?:someone|somebody|company|others))(?![\w'])"
)
# a negated verb after the names: they were not there
# "Mary was coming on all of them?", "in which of them Anna was coming": "was coming" (as a learner says it) for came along
_COMING = r"(?:coming|joining)(?:\s+(?:along|too|also|with (?:me|us)))?(?=\s+(?:on|to|at|for|too|also)\b|\W*$)"
ABSENT = r"(?:didn't|didnt|did not|wasn't|wasnt|was not|weren't|werent|were not|never|hasn't|hadn't|haven't|not)"


# "was Priya at any of them?", "was Tom on one of those?": the names are there at some of the items
_SOME = "(?:any|either|one|all|some|those|these|them|it|that|the|every|each|most)"


def plain(name: str) -> str:
    """The name as typed without its accents: "Chloé" → "chloe", "Zoë" → "zoe"."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", name.lower()) if not unicodedata.combining(ch))


# "hmm, and was Elena there?", "oh yes, Edinburgh! Was Chloé …": the words that may open a question before its subject
_OPENING = r"(?:(?:oh|ah|yes|yeah|right|hmm+|hm|um+|well|wait)[,!.]?\s+)*(?:so |and |but |ok |okay )?"

# the rest of a sentence said as a statement and asked by its question mark, asking nothing else ("which", "how many")
_ASKED_AS_STATEMENT = re.compile(r"(?:(?!\b(?:which|what|how|when|where|who)\b)[^.!?])*\?")

# the user with others, in a question: "did we?", "together", "with us"
_WE = re.compile(r"\b(?:we|us|our|together)\b")

# "was anybody other than Mary with me at those?", "did anyone besides Tom come?": whether someone else was there
_SOMEONE_ELSE_ASKED = re.compile(
    r"^(?:so |and |but |ok |okay )?(?:was|were|did|had|has|have|is)\s+(?:any|some)(?:body|one)(?:\s+else)?\s+"
    r"(?:other than|other then|else than|besides|apart from|aside from|but|except)\b"
)


@dataclass(frozen=True)
class People:
    names: tuple[str, ...]
    exclude: bool
    any_of: bool = False  # "with Anna or Chloé": one of them is enough; "with Anna and Chloé": both
    besides: bool = False  # "was anybody other than Mary with me?": someone else was, whether or not they were
    or_else: tuple[str, ...] = ()  # "with Chloé and Sofia, or with Tom": all of `names`, or any of these
    unclear: bool = False  # "with Chloé and Sofia or Tom": and/or mixed, which groups is asked (see mixed_company.py)
    only: bool = False  # "only me and Tom, nobody else": exactly these companions (see company_size.py)
    others: bool = False  # "Tom plus other people": these and at least one more (see company_size.py)

    @property
    def alone(self) -> bool:
        """No one with me ("on my own"); excluded, with someone."""
        return not self.names

    @property
    def label(self) -> str:
        if self.alone:
            return "with someone" if self.exclude else "on your own"
        word = " or " if self.any_of else " and "
        joined = word.join(self.names) if len(self.names) < 3 else ", ".join(self.names[:-1]) + word + self.names[-1]
        if self.besides:
            return f"with someone other than {joined}"
        if self.or_else:
            return f"with {joined}, or with {' or '.join(self.or_else)}"
        if self.only and not self.exclude:
            return f"with only {joined}"
        if self.others and not self.exclude:
            return f"with {joined} and others"
        return f"{'except with' if self.exclude else 'with'} {joined}"


class PeopleRecognizer:
    def __init__(self, names: Iterable[str]) -> None:
        known = [n for n in names if n.strip()]
        self.either_way = EITHER_WAY
        # each name as written and as typed without its accents ("Chloé", "chloe")
        self.names = {plain(n): n for n in known} | {n.lower(): n for n in known}
        if not self.names:
            self.pattern = None
            return
        name = "(?:" + "|".join(re.escape(n) for n in sorted(self.names, key=len, reverse=True)) + ")"
        negation = "|".join(re.escape(n) for n in sorted(NEGATIONS, key=len, reverse=True))
        # ("with my sister Anna", "without my friends Tom and Ben": the relation said before the names, who they are)
        self.pattern = re.compile(
            rf"\b(?:(?P<neg>{negation})\s+|(?P<with>with|w/|w|together with|and)\s*(?<=\s|/))(?:both\s+)?(?:me\s+and\s+)?(?:(?:my|our)\s+(?:{RELATIONS})\s+)?(?P<names>{name}(?:\s*(?:,\s*(?:(?:and|or|nor)\s+)?(?:with\s+)?|and\s+either|and|&|or|nor|(?:and\s+|or\s+|nor\s+)?with)\s*{name})*)\b"
        )
        self.name = re.compile(name)
        names = rf"{name}(?:\s*(?:,|and|&)\s*{name})*"  # names said together: "Anna, Tom and Mary", "Anna & Tom"
        any_names = rf"{name}(?:\s*(?:,|and|&|or)\s*{name})*"  # or one of them: "Anna or Tom"
        # "what about Anna?", "and Tom?", "Anna.": a message of names alone, asked of the question before (see `recognize`)
        self.bare = re.compile(rf"^{_OPENING}(?:(?:what|how)\s+about\s+)?(?P<names>{names})\s*[?!.]*$")
        # "with or without Mary": whether she came or not, so nobody is asked about
        self.either_way = re.compile(rf"\b{EITHER}\s+{name}\b|{EITHER_WAY.pattern}")
        # "more museums with Mary or with Chloé?": a contrast claimed its "or", so each name is read on its own
        self.one = re.compile(rf"\b(?:(?P<neg>{negation})\s+|(?P<with>with|w/|w|together with)\s*(?<=\s|/))(?P<names>{name})\b")
        # "Anna compared with Chloé", "Mary vs Anna": two people set against each other, the first without "with"
        self.versus = re.compile(
            rf"\b(?:with\s+)?(?P<names>{name})\s+(?:compared (?:with|to)|vs\.?|versus|against)\s+(?:with\s+)?(?P<other>{name})\b"
        )
        # "with who do I travel more, Chloé or Priya?", "more with Anna or Tom?": names on each side of a contrast's "or"
        self.either = re.compile(
            rf"(?:\b(?:with|w/|w|together with)\s*(?<=\s|/))?(?P<names>{name})\s*,?\s+or\s+(?:with\s+)?(?P<other>{name})\b"
        )
        # "bike rides, james or ben?": two people set against each other after a comma, ending the question
        self.which_of = re.compile(rf",\s*{name}\s+(?P<or>or)\s+{name}\s*[?!.]*$")
        # "ben rides w/o james, count": a name opening the message right before the kind of things
        self.opening = re.compile(rf"^(?P<names>{name})\s+(?=[a-z])")
        # "Anna and I", "me and Tom": the names said beside the user, who did it with them
        self.beside_me = re.compile(
            rf"\b(?P<names>{names})\s+(?:and|&)\s+(?:i|me|myself)\b"
            rf"|\b(?:i|me|myself)\s+(?:and|&)\s+(?P<after>{names})\b"
            # "when did I first take Chloé to a museum?", "brought Anna along": the user went with them
            rf"|\b(?:take|takes|took|taken|taking|bring|brings|brought|bringing)\s+(?P<taken>{names})"
            rf"(?:\s+along\b|(?=\s+(?:to|on|out|with (?:me|us))\b))"
        )
        # "a holiday Mary didn't come on", "but Mary was not there": the names before a negated verb
        # ("… was she at but James wasn't?": the "but" that sets them against the one who was)
        self.absent = re.compile(
            rf"\b(?:(?:but|while|whereas|though|yet)\s+)?(?P<names>{any_names})\s+(?:(?:was|were|did|has|had|have)\s+)?(?P<neg>{ABSENT})(?![\w'])"
        )
        # "which ones didn't Mary come to?", "the trips Anna and Tom didn't join": the names are of a negated yes/no verb
        self.not_coming = re.compile(
            rf"\b(?:didn't|didnt|did not|wasn't|weren't|never)\s+(?P<names>{any_names})"
            rf"\s+(?:come|came|join|joined|go|went|tag along|show up|turn up)\b"
        )
        # "was Sofia there with me?", "did Anna and Tom come along?", "was Elena part of it?": the names are the subject of a yes/no question
        self.subject = re.compile(
            # (at the start of a sentence, or after "oh yes,": "Oh yes, Edinburgh! Was Chloé with me on that trip?")
            # ("were Tom an James on both?": "an" between two names is "and" mistyped; "did Tom ever eat with me there?": a
            # verb or two before "with me")
            # (or after a comma, the items asked of said first: "And the Grüner Veltliner, was Mary with me?")
            rf"(?:^|(?<=[.!?,])\s*){_OPENING}(?:was|were|did|had|has|have|is)\s+(?P<names>{name}(?:(?:\s*(?:,|and|&|or)\s*|\s+an\s+){name})*)"
            rf"(?=(?:\s+(?!with\b)[a-z']+){{0,3}}?\s+(?:there|here|(?:with\s+|w/\s*|w\s+)(?:me|us)|come|came|join|joined|(?P<by>along|around)|go|went|(?:at|on) (?:{_SOME}|both)|(?:a )?part of|present)\b)"
        )
        # "mary every time?", "Tom and Anna each time?": terse, the names asked of each one of the answer before
        self.every_time = re.compile(
            rf"^{_OPENING}(?P<names>{names})(?=(?:\s+(?:too|along|with (?:me|us)))?\s+"
            r"(?:every|each)(?: single)? time\s*[?!.]*$)"
        )
        # "Kenji was with me on some trip …?", "and Tom came along with us to any concert?": the names as the subject, there
        # ("and on the other one, Anna was coming too?": after the words that say which one, and a comma)
        self.with_me = re.compile(
            # ("And the Grüner Veltliner, there Mary was with me?": "there" first, as a learner orders it)
            rf"(?:^|(?<=[.!?,])\s*){_OPENING}(?:(?:there|then)\s+)?(?P<names>{any_names})\s+(?:(?:also|ever|really|actually)\s+)?"
            rf"(?P<by>(?:was|were)\s+(?:(?:also|ever|really|actually)\s+)?(?:with (?:me|us)|along|{_COMING})|(?:came|come|went|go|travell?ed)\s+"
            r"(?:along\s+)?with (?:me|us)|(?:came|come|tagged|tag) along|joined (?:me|us))(?![\w'])"
        )
        # "elena came on every hike in delphi", "Tom went to all the concerts": the names there, on the items quantified
        self.came_on_every = re.compile(came_on_every(any_names, _OPENING))
        # "which ones was kenji at", "which of those were Anna and Tom on?", "the dinners Mary was at": the names were there,
        # as the question's own words, never a yes/no question's subject ("was Kenji at any of them?" is `subject`)
        # ("which hikes was Tom on but Anna wasn't?": the rest of the question may say who was not)
        # ("which of those was Priya on too?", "… was Tom at as well": the names there besides those of the question before)
        # ("on how many of those was Elena with me?": "with me" too, as a yes/no question's subject says it)
        there = (
            r"(?:at|on|there|present|along|around|with (?:me|us))(?:\s+(?P<by>too|also|as well))?"
            r"(?:\s*[?!.]*$|(?=,?\s+(?:but|and|while|whereas|though|yet)\b))"
        )
        # (only the words from "was" on are claimed: "which museums this year was Mary at?", its year read already)
        # "how many of them had Mary there?", "the ones I had Tom along on": the user had them there, in their company
        # ("which ones had mary", "which trips had Tom and Anna?": the names had, ending the question, were there too)
        self.had_there = re.compile(
            rf"\b(?:had|have|has)\s+(?P<names>{names})(?:\s+(?P<by>(?:there|along|present|with (?:me|us))(?:\s+(?:too|also|as well))?)(?![\w'])"
            r"|(?=\s*[?!.]*$))"
        )
        self.was_at = re.compile(rf"\b(?:which|what|how many)\b[\w\s']*?\s(?P<said>(?:was|were)\s+(?P<names>{names})\s+{there})")
        self.ones_at = re.compile(rf"\b(?:ones|those|these|\w+s)\s+(?P<names>{names})\s+(?:was|were)\s+{there}")
        # "how many of those did mary come on", "which ones did Tom join": the names came along, mid-sentence too
        self.came = re.compile(rf"\bdid\s+(?P<names>{names})\s+(?P<by>(?:come|join|go|tag along)(?:\s+(?:too|also|as well)\b)?)\b")
        # "in which of them Mary came also?", "the ones where Anna and Tom went too": the names came along, said without "did"
        self.came_without_did = re.compile(
            rf"\b(?:which|where|ones|those|these)\b[\w\s']*?\s(?P<names>{names})\s+(?:(?:also|too)\s+)?"
            # "which of them Elena was also there?", "the ones Tom was with me": the names were there, said without a question's order
            rf"(?P<by>came|joined|went|tagged along|(?:was|were)\s+(?:(?:also|too)\s+)?(?:there|present|along|with (?:me|us)|{_COMING})(?![\w']))"
        )
        # "the same with Sofia in place of Roberto", "and instead of Tom, with Anna?": Roberto's part in the question before is Sofia's
        self.in_place_of = re.compile(
            rf"\b(?:in place of|instead of|in lieu of|rather than|replacing|swapping)\s+(?:with\s+)?(?P<names>{names})\b"
        )
        # "was anybody other than Mary with me?", "anyone else besides Tom": someone else than them
        self.besides = re.compile(
            rf"\b(?:(?:any|some)(?:body|one)(?:\s+else)?|others|other people)\s+(?:other than|other then|else than|besides|apart from|"
            rf"aside from|but|except(?:\s+for)?|than)\s+(?P<names>{any_names})\b"
        )
        # "Chloé keeps asking which museums we went to together": a name in a message about what was done together
        self.together = re.compile(rf"\b(?P<names>{names})\b(?=.*\btogether\b)")
        # "… and Elena still teases me", "Mary and Sofia always tease me": the names as the subject of a story's verb
        self.story_subject = re.compile(
            rf"\b(?P<names>{names})\s+(?:(?:still|always|often|never|just|really|also|even|keeps?|kept)\s+)*"
            r"(?:teases?|teased|says|said|thinks|thought|keeps|kept|claims|claimed|reckons|insists|insisted|swears|swore|told|tells|"
            r"asked|asks|texted|called|laughs|laughed|jokes|joked|remembers|remembered|is|are|was|were|has|had|loves|loved|wants|wanted|"
            # "Ben and Priya fly in on Friday", "Tom arrives tomorrow", "Anna will be here": their plans, told
            r"fly|flies|flying|come|comes|coming|arrive|arrives|arriving|visit|visits|visiting|land|lands|landing|will|'ll|’ll)\b"
        )
        # "Roberto keeps going on about a cabernet I had with him": the one person named, referred to again
        self.referred = re.compile(rf"\b(?P<names>{name})\b(?=.*\bwith (?:him|her)\b)")
        self.seen = seeing(any_names)  # "when did I last see Luca?": the one seen is the user's company

    def named(self, text: str) -> list[str]:
        """The people a text names anywhere ("Priya, obviously"), as the collection spells them."""
        if self.pattern is None:
            return []
        return [self.names[n] for n in re.findall(rf"\b{self.name.pattern}\b", plain(text))]

    def antecedent(self, utterance: Utterance, before: int) -> str | None:
        """The one person a message names before a pronoun ("Mary drags me to most of them. Which did I do
        without her?", "bday gift for mary. cocktails w her"), claimed as what the pronoun means; None when
        it names no one, or more than one person, or names them only after the pronoun."""
        if self.pattern is None:
            return None
        told = {(s.start, s.end) for s in utterance.of_kind("told of")}  # "Elena still teases me …": a name of the story
        said = [
            m for m in re.finditer(rf"\b{self.name.pattern}\b", plain(utterance.text)) if utterance.is_free(*m.span()) or m.span() in told
        ]
        if len({self.names[m[0]] for m in said}) != 1 or said[0].end() > before:
            return None
        for m in said:
            if m.span() not in told:
                utterance.claim(m.start(), m.end(), "antecedent", self.names[m[0]])
        return self.names[said[0][0]]

    def all_before(self, utterance: Utterance, before: int, count: int | None) -> People | None:
        """All the people a message names before a reference to them together ("Tom and James are in town next
        week, so which meals did I have with the two of them?": with Tom and James), their names claimed as what it
        means; None unless it names `count` people there (at least two when `count` is None: "with all of them")."""
        if self.pattern is None:
            return None
        told = {(s.start, s.end) for s in utterance.of_kind("told of")}  # "Mary and Sofia always tease me …"
        said = [
            m
            for m in re.finditer(rf"\b{self.name.pattern}\b", plain(utterance.text[:before]))
            if utterance.is_free(*m.span()) or m.span() in told
        ]
        names = tuple(dict.fromkeys(self.names[m[0]] for m in said))
        if len(names) < 2 or (count is not None and len(names) != count):
            return None
        for m in said:
            if m.span() not in told:
                utterance.claim(m.start(), m.end(), "antecedent", self.names[m[0]])
        return People(names, exclude=False)

    def set_against(self, utterance: Utterance) -> bool:
        """Whether the text ends in two people set against each other ("bike rides, james or ben?": which of
        them, more), its "or" claimed as a contrast's."""
        said = self.which_of.search(utterance.text) if self.pattern is not None else None
        if said is None or not utterance.is_free(*said.span("or")):
            return False
        utterance.claim(said.start("or"), said.end("or"), "contrast", said["or"])
        return True

    def opening_name(self, utterance: Utterance, kinds_at: set[int]) -> People | None:
        """The person named first, right before the kind of things ("ben rides w/o james": the rides with Ben),
        claimed; None when the message opens otherwise or the name was read already."""
        said = self.opening.search(utterance.text) if self.pattern is not None else None
        if said is None or said.end() not in kinds_at or not utterance.is_free(*said.span("names")):
            return None
        people = People((self.names[said["names"]],), exclude=False)
        utterance.claim(said.start("names"), said.end("names"), "people", people)
        return people

    def replaced(self, utterance: Utterance) -> tuple[str, ...]:
        """The people said to be replaced by those said now ("the same with Sofia in place of Roberto": Roberto), claimed:
        they are neither with nor without, they leave the question before (see request.py)."""
        found: list[str] = []
        for m in utterance.matches(self.in_place_of) if self.pattern is not None else ():
            utterance.claim(m.start(), m.end(), "replaced", m["names"])
            found += [self.names[n] for n in self.name.findall(m["names"])]
        return tuple(dict.fromkeys(found))

    def asks_whether(self, text: str) -> bool:
        """Whether the text asks if someone was there ("was Priya at any of them?"): a yes/no question."""
        if self.pattern is None:
            return False
        if self.subject.search(text) is not None or _SOMEONE_ELSE_ASKED.search(text) is not None:
            return True
        # "Kenji was with me on some trip that was not in 2023?": said as a statement, asked by its question mark
        said = self.with_me.search(text)
        return said is not None and bool(_ASKED_AS_STATEMENT.match(text, said.end()))

    def told_of(self, utterance: Utterance, question: int) -> None:
        """Claims the people a story before the question (which starts at `question`) tells of as the subject of its
        verb ("We just got back from Greece and Elena still teases me …"): they did something, nobody asked about
        company; the names stay what a pronoun of the question can mean (see `antecedent`)."""
        if self.pattern is None or question <= 0:
            return
        # "Tom keeps telling everyone we never ran abroad. Did we?": the question is about them; but "Tom says Mary and I
        # never go hiking. Did we …?": the story says who "we" are, and Tom only tells it
        ours = [m.span() for m in self.beside_me.finditer(utterance.text, 0, question)]
        if _WE.search(utterance.text, question) and not ours:
            return
        for m in utterance.matches(self.story_subject):
            if m.end("names") <= question and not any(a < m.end("names") and m.start("names") < b for a, b in ours):
                for n in re.finditer(self.name.pattern, m["names"]):
                    start = m.start("names") + n.start()
                    utterance.claim(start, start + len(n[0]), "told of", self.names[n[0]])

    def _free(self, utterance: Utterance, pattern: re.Pattern[str]) -> Iterator[re.Match[str]]:
        """The matches of `pattern` not overlapping what was read already; of `was_at`, only its words from "was" on
        need be free ("which museums this year was Mary at?": "this year" is the question's time)."""
        if pattern is self.seen:  # "did I see Luca": only the name need be free
            yield from seen_in(utterance, pattern, "names")
            return
        if pattern is not self.was_at:
            yield from utterance.matches(pattern)
            return
        for m in pattern.finditer(utterance.text):
            if utterance.is_free(m.start("said"), m.end("said")):
                yield m

    def recognize(self, utterance: Utterance) -> list[People]:
        found: list[People] = []
        for m in utterance.matches(self.either_way):  # "with or without anyone": company or not, no one is asked about
            utterance.claim(m.start(), m.end(), "either way", m[0])
        for m in utterance.matches(ALONE):  # "which did I do on my own?"
            people = People((), exclude=False)
            utterance.claim(m.start(), m.end(), "people", people)
            found.append(people)
        if self.pattern is None:
            return found
        # a negated verb first ("was Mary not there?"), then the subject of a yes/no question ("were anna and ben at any?")
        for m in self.versus.finditer(utterance.text):  # each one on its own: the options of a comparison
            if not (utterance.is_free(*m.span("names")) and utterance.is_free(*m.span("other"))):
                continue  # (the word between may be claimed already, as a contrast's)
            for group in ("names", "other"):
                people = People((self.names[m[group]],), exclude=False)
                utterance.claim(m.start(group), m.end(group), "people", people)
                found.append(people)
        for m in self.either.finditer(utterance.text):
            between = (m.end("names"), m.start("other"))
            if utterance.is_free(*between) or not (utterance.is_free(*m.span("names")) and utterance.is_free(*m.span("other"))):
                continue  # no contrast claimed the "or": "with Anna or Tom" is either of them
            for group, start in (("names", m.start()), ("other", m.start("other"))):
                people = People((self.names[m[group]],), exclude=False)
                utterance.claim(start, m.end(group), "people", people)
                found.append(people)
        for m in utterance.matches(self.besides):
            people = People(tuple(dict.fromkeys(self.names[n] for n in self.name.findall(m["names"]))), exclude=False, besides=True)
            utterance.claim(m.start(), m.end(), "people", people)
            found.append(people)
        for m in utterance.matches(self.beside_me):
            said = next(group for group in ("names", "after", "taken") if m[group])
            people = People(tuple(dict.fromkeys(self.names[n] for n in self.name.findall(m[said]))), exclude=False)
            utterance.claim(m.start(), m.end(), "people", people)
            found.append(people)
        for pattern, negated in (
            (self.not_coming, True),
            (self.absent, True),
            (self.subject, False),
            (self.every_time, False),
            (self.with_me, False),
            (self.came_on_every, False),
            (self.came, False),
            (self.came_without_did, False),
            (self.had_there, False),
            (self.was_at, False),
            (self.ones_at, False),
            (self.seen, False),
            (self.together, False),  # "Anna and Sofia, did they eat together?": both, before "and Sofia" is read as "with"
            # "waht about anna" after the trips with Mary in 2024: a person said alone is the company asked about, in place of
            # the one asked before (the names of the collection are the people the user did things with)
            (self.bare, False),
            (self.pattern, None),
            (self.one, None),
        ):
            for m in self._free(utterance, pattern):
                names = tuple(dict.fromkeys(self.names[n] for n in self.name.findall(m["names"])))
                if negated is None:
                    people = People(names, exclude=bool(m["neg"]), any_of=" or " in m["names"] or bool(m["neg"]))
                    grouped = company_grouped(self.name, m["names"], names) if not m["neg"] else None
                    if grouped is not None:  # "with Chloé and Sofia, or with Tom", "with Chloé and either Sofia or Tom"
                        for part in grouped:
                            utterance.claim(m.start(), m.end(), "people", part)
                        found.extend(grouped)
                        continue
                    utterance.claim(m.start(), m.end(), "people", people)
                elif negated:
                    people = People(names, exclude=True, any_of=True)
                    utterance.claim(m.start(), m.end(), "people", people)
                else:  # "did Tom or James come?": either of them
                    people = People(names, exclude=False, any_of=" or " in m["names"])
                    utterance.claim(m.start("names"), m.end("names"), "people", people)
                    # "was Roberto around", "had Mary there", "was Priya on too": the words that say they were there
                    if (
                        pattern
                        in (
                            self.subject,
                            self.came,
                            self.had_there,
                            self.was_at,
                            self.ones_at,
                            self.with_me,
                            self.came_on_every,
                            self.came_without_did,
                        )
                        and m["by"]
                        and utterance.is_free(*m.span("by"))
                    ):
                        utterance.claim(*m.span("by"), "presence", m["by"])
                found.append(people)
        named = {self.names[n] for n in self.name.findall(utterance.text)}
        if not found and len(named) == 1:
            for m in utterance.matches(self.referred):
                people = People((named.pop(),), exclude=False)
                utterance.claim(m.start("names"), m.end("names"), "people", people)
                found.append(people)
                break
        return sorted(found, key=lambda p: next(s.start for s in utterance.of_kind("people") if s.value is p))


def company_grouped(name: re.Pattern[str], said: str, names: tuple[str, ...]) -> list[People] | None:
    """The groups of a list of three or more names that mixes "and" with "or". A comma, "with" or "either" at a
    joiner marks where groups part: "Chloé and Sofia, or with Tom" is both of them or him; "Chloé, and with Sofia or
    Tom" and "Chloé and either Sofia or Tom" are her with one of them. Said without such a mark ("Chloé and Sofia or
    Tom") it is unclear, and asked. None for a list of one kind of joiner, or groups of another shape."""
    joiners = [j.strip().lower() for j in name.split(said)[1:-1]]
    if len(names) < 3 or len(names) != len(joiners) + 1 or any(re.search(r"\bnor\b", j) for j in joiners):
        return None
    is_or = [re.search(r"\bor\b", j) is not None for j in joiners]
    if all(is_or) or not any(is_or):
        return None
    marked = ["," in j or re.search(r"\b(?:with|either)\b", j) is not None for j in joiners]
    top = {o for o, m in zip(is_or, marked, strict=True) if m}
    inner = {o for o, m in zip(is_or, marked, strict=True) if not m}
    if len(top) != 1 or len(inner) != 1 or top == inner:
        return [People(names, exclude=False, any_of=True, unclear=True)]
    groups, first = [], 0
    for i, m in enumerate(marked):
        if m:
            groups.append(names[first : i + 1])
            first = i + 1
    groups.append(names[first:])
    if top == {False}:  # "Chloé, and with Sofia or Tom": each group there, one of a group of several
        return [People(g, exclude=False, any_of=len(g) > 1) for g in groups]
    together = [g for g in groups if len(g) > 1]
    if len(together) != 1:
        return [People(names, exclude=False, any_of=True, unclear=True)]
    return [People(together[0], exclude=False, or_else=tuple(n for g in groups if len(g) == 1 for n in g))]


# the words that say company right before a name: "with", "without", "w/", "weren't with", "except"
_COMPANY_BEFORE = re.compile(r"(?:\b(?:with|without|except|excluding|w)|\bw/o?)\s+$", re.IGNORECASE)


def _slips_of(name: str) -> set[str]:
    """The name as a keyboard or speech-to-text slip may write it: a letter typed twice ("marry" for Mary) or two
    neighbouring letters after the first swapped ("mray", "tmo" is left alone: the first letter is kept)."""
    doubled = {name[: i + 1] + name[i] + name[i + 1 :] for i in range(len(name))}
    swapped = {name[:i] + name[i + 1] + name[i] + name[i + 2 :] for i in range(1, len(name) - 1)}
    return (doubled | swapped) - {name}


def name_mistyped(before: str, word: str, names: Iterable[str]) -> str | None:
    """The companion's name a word said right after "with" (or "without", "w/") stands for, when it is one of the
    collection's people with a letter doubled or two swapped ("werent with marry": Mary, though "marry" is a word of its
    own: no verb is said after "with"); None when the word follows no such word or is no slip of exactly one name."""
    if len(word) < 4 or _COMPANY_BEFORE.search(before) is None:
        return None
    key = plain(word)
    meant = {name for name in names if " " not in name and key in _slips_of(plain(name))}
    return next(iter(meant)) if len(meant) == 1 else None
