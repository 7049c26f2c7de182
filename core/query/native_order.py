"""Questions said in the word order of a statement or of another language, put in English question order before the
engine reads them (as many non-native speakers ask): "They were all in Nafplio?" is "were they all in Nafplio?",
"Kenji came also?" is "did Kenji come too?", "Mary was with me?" is "was Mary with me?", and "Since when I don't go to
Japan?" (since when have I not been) is "when was I last in Japan?". The question mark says a statement is asked:
"they were all in Nafplio" without it is left as it is; a question word ("who came also?") asks something else.
A question word said before its subject and verb left in a statement's order is put before them too: "how many nights it
was?" is "how many nights was it?", "how long they were" is "how long were they", and a name asked with "how" as
other languages ask it ("How is called the restaurant?", "how it is called?") is "what is the restaurant called?" (pure)."""

from __future__ import annotations

import re

_LEAD = r"(?P<lead>^\W*(?:(?:and|so|but|ok|okay)\W+)*|,\s*)"
# "they were all in Nafplio?", "and those are both from 2019?": whether every one of them is so
_ALL_OF_THEM = re.compile(_LEAD + r"(?P<who>they|those|these)\s+(?P<verb>were|are)\s+(?P<rest>(?:all|both)\b[^?]*\?\s*)$", re.IGNORECASE)
# the words that are no one's name: a question word, a pronoun of a thing or of the speaker
_NOT_A_NAME = r"(?!(?:who|whom|what|which|where|when|how|why|it|that|this|those|these|they|i|we|you|there|everyone|everybody|anyone)\b)"
# "Kenji came also?", "and Tom and Sofia came too?": whether they were there
_CAME = re.compile(
    _LEAD + _NOT_A_NAME + r"(?P<who>[a-z]+(?:\s+(?:and|&)\s+[a-z]+)?)\s+came(?:\s+(?:also|too|as\s+well|along|with\s+(?:me|us)))*"
    r"\s*\?\s*$",
    re.IGNORECASE,
)
# "Mary was with me?", "Elena was there too?", "the Grüner Veltliner, there Mary was with me?": whether she was there
_WAS_WITH = re.compile(
    _LEAD
    + r"(?P<there>there\s+)?"
    + _NOT_A_NAME
    + r"(?P<who>[a-z]+)\s+(?P<verb>was|were)\s+(?P<rest>(?:there|with\s+(?:me|us))\b[^?]*\?\s*)$",
    re.IGNORECASE,
)
# "Since when I don't go to Japan?", "since when I haven't been in Lisbon?": the last time there asked
_SINCE_WHEN_NOT = re.compile(
    _LEAD + r"since\s+when\s+(?:(?:have|do)\s+)?(?:i|we)\s+(?:(?:have|do|did)\s*n[o']?t|not|haven'?t|don'?t|didn'?t)\s+"
    r"(?:been|go|gone|went|visit|visited|travel(?:l?ed)?)\s+(?:to\s+|in\s+|at\s+)?(?P<place>[^?]+?)\s*\?\s*$",
    re.IGNORECASE,
)
# "how many nights it was?", "how long they were": "how" and its word, then the subject and its verb in a statement's
# order, ending the question
_WH_THEN_SUBJECT = re.compile(
    # (how questions only: "in which country it was?" is read as it is, see their_fields)
    r"(?P<wh>\bhow(?:\s+(?:many|much)\s+[a-z]+|\s+(?!many\b|much\b|is\b|was\b|are\b|were\b|did\b|do\b|does\b)[a-z]+))"
    r"\s+(?P<who>it|that|this|they|those|these|that one|this one)\s+(?P<verb>was|were|is|are)(?P<end>\s*[?.!]*)\s*$",
    re.IGNORECASE,
)
# "How is called the restaurant?", "how was named that wine": a name asked with "how" and the verb before its subject
_HOW_CALLED_FIRST = re.compile(
    r"\bhow\s+(?P<verb>is|was|are|were)\s+(?P<called>called|named)\s+(?P<what>(?!\W)[^?.!]+?)(?P<end>\s*[?.!]*)\s*$", re.IGNORECASE
)
# "how is the restaurant called?", "how it is called?", "how was it named": a name asked with "how", "what" meant
_HOW_CALLED_LAST = re.compile(
    r"\bhow\s+(?:(?P<verb>is|was|are|were)\s+(?P<what>[^?.!]+?)|(?P<what2>it|that|this|they|those|these)\s+(?P<verb2>is|was|are|were))"
    r"\s+(?P<called>called|named)(?P<end>\s*[?.!]*)\s*$",
    re.IGNORECASE,
)


def in_native_order(text: str) -> str:
    """`text` with a statement asked as a question put in question order; any other text as it is."""
    if said := _SINCE_WHEN_NOT.search(text):
        return f"{text[: said.end('lead')]}when was I last in {said['place']}?"
    if said := _ALL_OF_THEM.search(text):
        return f"{text[: said.end('lead')]}{said['verb'].lower()} {said['who'].lower()} {said['rest']}"
    if said := _CAME.search(text):
        return f"{text[: said.end('lead')]}did {said['who']} come too?"
    if said := _WAS_WITH.search(text):
        there = " there" if said["there"] else ""
        return f"{text[: said.end('lead')]}{said['verb']} {said['who']} {said['rest'].rstrip(' ?')}{there}?"
    if said := _HOW_CALLED_FIRST.search(text):
        return f"{text[: said.start()]}{_what(said[0])} {said['verb'].lower()} {said['what']} {said['called'].lower()}{said['end']}"
    if said := _HOW_CALLED_LAST.search(text):
        verb, what = (said["verb"], said["what"]) if said["verb"] else (said["verb2"], said["what2"])
        return f"{text[: said.start()]}{_what(said[0])} {verb.lower()} {what} {said['called'].lower()}{said['end']}"
    if said := _WH_THEN_SUBJECT.search(text):
        return f"{text[: said.start()]}{said['wh']} {said['verb']} {said['who']}{said['end']}"
    return text


def _what(how: str) -> str:
    """ "what" for the "how" that asks a name, in its case ("How is called …": "What is … called")."""
    return "What" if how[:1].isupper() else "what"
