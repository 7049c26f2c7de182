"""A check said without the form of a question, read as the yes/no question it puts.

- A claim after a doubt about the answer: "that can't be right. I'm pretty sure I did a ride of more than
  80 km at some point" asks "I did a ride of more than 80 km ever, right?"; "Are you sure? I would have guessed
  fewer than 10." asks whether the previous answer counted fewer than 10 ("were there fewer than 10 of
  them?"); "I remember one of the Dolomites hikes being steeper" asks "was one of the Dolomites hikes
  steeper?". The frame ("I'm pretty sure", "I thought", "I remember", "I'd have said") asks nothing of its
  own; the doubt before it ("that can't be right", "are you sure?") is then an aside of the question
  (chatter.py), its "can't" no negation of what follows.
- A year said against the one talked about: "really? i think 2025 had even more" after the books of 2022 asks
  "were there more in 2025 than in that year?"; a claim naming a year before a question of "that year" ("I have a
  feeling 2022 was busier still. Did I visit more museums that year than in 2019?") asks the question of that year.
- A person said to have come along: "Realy? I thought James came along in Florence." asks "was James there in
  Florence?". "I think" and "I have a feeling" make a claim of the user's own doing only after a doubt.
- A person checked against the previous answer without a verb, as texted: "ben on any of em?" asks
  "was ben on any of them?" ("em" is "them" after "of", "among", "all" …).

Pure text to text; anything else is left as it is.
"""

from __future__ import annotations

import re

from .claims_of_a_third import as_checked_of_a_third
from .claims_of_others import as_checked
from .quantities import TIMES_NUMBER

# "I'm pretty sure", "I thought", "I remember", "I would have guessed", "I'd have said (that)": a claim follows
_FRAME = (
    r"(?:(?:but|and|so|well|hm+|no),?\s+)*"
    r"(?:(?:i'?m|i am|im)\s+(?:pretty\s+|quite\s+|fairly\s+|very\s+|almost\s+|totally\s+|absolutely\s+|100%\s+)?(?:sure|certain|positive|convinced)"
    r"|i\s+(?:really\s+)?(?:thought|think|remember(?:ed)?|recall|believe|believed|swear|could\s+have\s+sworn|could'?ve\s+sworn|reckon)"
    r"|i(?:'d|\s+would)\s+have\s+(?:guessed|said|thought|bet|sworn)|i'?d'?ve\s+(?:guessed|said|thought|bet|sworn)"
    r"|(?:i\s+(?:have|had|got|have\s+got)|i'?ve\s+got)\s+a\s+(?:feeling|hunch|sense)"
    r")(?:\s+that)?\s+"
)
# a doubt before the claim ("that can't be right, I thought …", "are you sure? I'd have said …"): why it is asked
_DOUBT = (
    r"(?:(?:oh|hm+|wait|hold on|um+|really|realy|rly|seriously|no way|are you sure|you sure|(?:are|r) u sure|is that (?:right|correct|true)"
    r"|that can'?t be (?:right|true|correct)|that'?s (?:not right|wrong)|i doubt (?:it|that))[\s,.!?]+)*"
)
# the claim runs from its frame to the end of its sentence
_CLAIM = re.compile(rf"(?:^|(?<=[.!?;,])\s*)(?P<doubt>{_DOUBT})(?P<frame>{_FRAME})(?P<claim>[^.!?;]+?)\s*(?:[.!?;]+|$)", re.IGNORECASE)
# a claim of how many there were, the previous answer's kind unsaid: "fewer than 10", "more than twenty"
_BARE_COUNT = re.compile(
    r"^(?:(?:it was|it's|there were|you'd find|i had|i did)\s+)?(?:only\s+|just\s+)?"
    r"(?P<count>(?:more than|over|at least|fewer than|less than|under|at most|exactly)\s+"
    rf"(?:{TIMES_NUMBER}))(?:\s+(?:of them|of those|times))?$",
    re.IGNORECASE,
)
# "one of the Dolomites hikes being steeper than that": what is claimed of something, with "being"
_BEING = re.compile(r"^(?P<subject>.+?)\s+being\s+(?P<rest>.+)$", re.IGNORECASE)
# the user's own doing, stated ("I did a ride …", "we went …"): offered to be confirmed
_STATED = re.compile(r"^(?:i|we|it|that)\s+", re.IGNORECASE)
_ASKS = re.compile(r"\b(?:how|what|which|where|who|whom|when|why)\b", re.IGNORECASE)
# "at some point", "at one point": at any time (a typo of "point" is corrected later, and is then said)
_AT_SOME_POINT = re.compile(r"\bat (?:some|one|any) (?:point|stage|time)\b", re.IGNORECASE)

# "2025 had even more", "2022 was busier still": a year said against the one talked about, how many there were
_YEAR_AGAINST = re.compile(
    r"^(?:in\s+)?(?P<year>(?:19|20)\d\d)\s+(?:had|has|was|saw)\s+(?:(?:even|still|a lot|a bit|way|much)\s+)?"
    r"(?P<than>more|fewer|less|busier|quieter)(?:\s+(?:still|again|than that|then that))?$",
    re.IGNORECASE,
)
_FEWER = {"fewer", "less", "quieter"}
# "James came along in Florence", "Tom and Mary were there": a person said to have been there, against the previous answer
_CAME_ALONG = re.compile(
    r"^(?P<who>(?!(?:i|we|it|that|this|they|he|she|you|there|someone|somebody|everyone|nobody)\b)[a-z]+(?P<and>\s+(?:and|&)\s+[a-z]+)?)\s+"
    r"(?:came along|came with (?:me|us)|came|tagged along|joined (?:me|us)|joined|(?:was|were) (?:there|around|along|with (?:me|us)))"
    r"(?P<rest>(?:\s+(?:in|at|on|to|for)\s+[^,]+)?)$",
    re.IGNORECASE,
)
# the weak frames ("I think", "I have a feeling") make a claim of the user's own doing only after a doubt
_WEAK_FRAME = re.compile(r"(?:.*\s)?(?:think|feeling|hunch|sense)\s+(?:that\s+)?$", re.IGNORECASE | re.DOTALL)

# "em" as texted for "them", after a word that points at the previous answer: "any of em", "all of em", "among em"
_EM = re.compile(r"\b(?P<before>of|among|all|with|for|on|in|at|from)\s+'?em\b", re.IGNORECASE)
# "ben on any of them?", "kenji at any of those": a person checked against the previous answer, the verb left out
_PERSON_ON_THEM = re.compile(
    r"^(?P<lead>(?:(?:and|so|ok|okay)\s+)?)(?P<who>(?!(?:any|all|none|some|was|were|is|are|did|how|what|which|who|where|when)\b)"
    r"[a-z]+(?:\s+(?:and|or|&)\s+[a-z]+)?)\s+(?P<rest>(?:on|at|in|with (?:me|us) (?:on|at|in)|there (?:on|at|in|for))\s+"
    r"(?:any|all|every|each|most|some|either|both|one)\s+of\s+(?:them|those|these)\b)",
    re.IGNORECASE,
)

# "So he was actually on it?", "and Mary was there too?": a person said to have been on the thing talked about, said as a
# statement with a question mark; asked "was he on it?" (its "actually" asks nothing)
_PERSON_WAS_ON_IT = re.compile(
    r"^(?P<lead>(?:(?:and|so|but|ok|okay|wait|hang on)[\s,]+)?)"
    r"(?P<who>(?!(?:it|that|this|there|i|we|you|they|those|these|which|who|what)\b)[a-z]+(?:\s+(?:and|&)\s+[a-z]+)?)\s+"
    r"(?P<verb>was|were)\s+(?:(?:actually|really|in fact|definitely|truly|indeed)\s+)?"
    r"(?P<rest>(?:on|at|in|there\s+(?:on|at|in)|with\s+(?:me|us)\s+(?:on|at|in))\s+(?:it|that(?:\s+one)?|this(?:\s+one)?)"
    r"|there|with\s+(?:me|us)\s+(?:there|then))(?:\s+(?:too|as well|after all))?\s*\?",
    re.IGNORECASE,
)


def _as_asked(claim: str) -> str | None:
    """The yes/no question a claim puts, or None when its form is not one of those read here."""
    claim = _AT_SOME_POINT.sub("ever", claim.strip())
    count = _BARE_COUNT.match(claim)
    if count is not None:  # "fewer than 10": how many the previous answer counted, against the number
        return f"were there {count['count']} of them?"
    year = _YEAR_AGAINST.match(claim)
    if year is not None:  # "2025 had even more": against the year talked about
        than = "fewer" if year["than"].lower() in _FEWER else "more"
        return f"were there {than} in {year['year']} than in that year?"
    came = _CAME_ALONG.match(claim)
    if came is not None:  # "James came along in Florence"
        return f"{'were' if came['and'] else 'was'} {came['who']} there{came['rest']}?"
    being = _BEING.match(claim)
    if being is not None:  # "one of the Dolomites hikes being steeper than that"
        return f"was {being['subject']} {being['rest']}?"
    if _STATED.match(claim) and not _ASKS.search(claim):  # "I did a ride of more than 80 km ever"
        return f"{claim}, right?"
    return None


# a claim naming a year, then a question of "that year": "I have a feeling 2022 was busier still. Did I visit more
# museums that year than in 2019?" asks of 2022, the claim only why
_THAT_YEAR_CLAIMED = re.compile(
    rf"(?:^|(?<=[.!?;])\s*)(?P<doubt>{_DOUBT})(?P<frame>{_FRAME})[^.!?;]*?\b(?P<year>(?:19|20)\d\d)\b[^.!?;0-9]*[.!?;]+\s*"
    r"(?P<question>[^.!?;]*?\bthat year\b[^.!?;]*\?)",
    re.IGNORECASE,
)
_IN_THAT_YEAR = re.compile(r"\b(?:in\s+|from\s+|during\s+)?that year\b", re.IGNORECASE)


def _claimed_year_asked(match: re.Match[str]) -> str:
    """The question after a claim with its "that year" said as the claim's year, the claim left out."""
    lead = match[0][: len(match[0]) - len(match[0].lstrip())]
    return lead + _IN_THAT_YEAR.sub(f"in {match['year']}", match["question"])


# a question someone else asked, told, then "Do you know?": "My cousin wants to go to Puglia and asked how many nights we
# stayed in Lecce. Do you know?" asks how many nights (the story around it only why it is asked)
_REPORTED = re.compile(
    r"^[^.!?;]*?\b(?:(?:asked|asks|was\s+asking|is\s+asking|wants\s+to\s+know|wanted\s+to\s+know|wonders|wondered|wondering)"
    r"(?:\s+(?:me|us))?)\s+(?P<question>(?:how|what|which|where|when|who|whom|whose)\b[^.!?;,]*?)\s*[.!;?,]+\s*"
    r"(?:(?:so|and|but|well),?\s+)?(?:(?:do|would|did)\s+you\s+(?:know|remember|happen\s+to\s+know)|any\s+idea"
    r"|(?:can|could)\s+you\s+(?:tell|say)(?:\s+(?:me|us))?)\s*[?!.]*\s*$",
    re.IGNORECASE,
)


def as_question(text: str) -> str:
    """The text with a claim after a frame said as the yes/no question it puts, and a person checked against
    the previous answer without a verb given one; otherwise the text itself."""
    reported = _REPORTED.match(text)
    if reported is not None:  # "… asked how many nights we stayed in Lecce. Do you know?": how many nights we stayed there
        text = f"{reported['question']}?"
    text = as_checked(text)  # "My brother says Roberto and I never hike. Is that true?": the claim is asked
    text = as_checked_of_a_third(text)  # "Mary thinks her sister Anna was on that one. Was she?": was Anna on that one?
    text = _EM.sub(lambda m: f"{m['before']} them", text)
    person = _PERSON_ON_THEM.match(text.strip())
    if person is not None:
        return f"{person['lead']}was {person['who']} {person['rest']}{text.strip()[person.end() :]}"

    was = _PERSON_WAS_ON_IT.match(text.strip())
    if was is not None:  # "So he was actually on it?": was he on it?
        return f"{was['lead']}{was['verb']} {was['who']} {was['rest']}?{text.strip()[was.end() :]}"

    text = _THAT_YEAR_CLAIMED.sub(_claimed_year_asked, text)

    def asked(match: re.Match[str]) -> str:
        question = _as_asked(match["claim"])
        if question is None or (_WEAK_FRAME.match(match["frame"]) and not match["doubt"].strip() and _STATED.match(match["claim"].strip())):
            return match[0]
        lead = match[0][: len(match[0]) - len(match[0].lstrip())]
        return f"{lead}{question}"  # the doubt said before it left out: its "can't" negates nothing asked

    return _CLAIM.sub(asked, text)
