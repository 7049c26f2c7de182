"""Words said around a question that ask nothing of the collection: a reaction to the answer before ("Lovely,",
"Hmm,", "Oh,"), an apology or a word taken back ("sorry!", "I should have said", "I mean"), a guess asked for
("…, do you think?"), emphasis ("never once"), the question said to be asked again ("…, same thing?"), and all of the time said as filler ("over the years", "all these years": every year, no
date), and where the user keeps things ("in my notes", "on my list"). Claimed once every recognizer has read the question, so none of them is said not understood and none
changes what is asked; a word a recognizer took ("no sorry, I meant the books") stays its."""

from __future__ import annotations

import re

from .utterance import Utterance

_REACTION = (  # ("Aww. And which of those …": "aw" as warmly said, its letters drawn out)
    r"oh+|ah+|aw+|ooh+|hm+|um+|uh+|er+m?|wow|lovely|nice|great|cool|perfect|awesome|brilliant|fantastic|excellent|"
    r"interesting|wonderful|amazing|neat|fine|ok(?:ay)?|alright|right|thanks|thank you|cheers|ha(?:ha)*|lol"
)
# the reactions that are nothing but a reaction (not "nice", a city, nor "great" or "fine", words of a description):
# said without a comma before a request, they still are one
_INTERJECTION = r"oh+|ah+|aw+|ooh+|hm+|um+|uh+|er+m?|wow|cool|ok(?:ay)?|alright|thanks|thank you|cheers|ha(?:ha)*|lol"
# the words a request opens with, right after a reaction said without a comma ("hmm ok which one …", "cool and walks")
_OPENS_A_REQUEST = (
    r"and|so|but|then|now|also|which|what|whats|what's|how|where|when|who|whos|who's|show|list|give|tell|find|count|"
    r"can|could|would|did|do|does|is|was|were|are|any|just|only|let's|lets|please"
)
_FILLER = re.compile(
    # "Lovely, how many …", "Hmm, and with Anna?", "Oh, with Tom": a reaction opening a clause, before a comma or a stop
    rf"(?:^|(?<=[.!?,;:] ))(?:(?:{_REACTION})[\s,!.]*)*(?:{_REACTION})(?=\s*[,!.]|\s*$)"
    # "cool thanks. and walks", "hmm ok which one was the longest": said as speech writes it, with no comma, before the
    # word that opens the request
    rf"|(?:^|(?<=[.!?,;:] ))(?:(?:{_INTERJECTION})\s+)*(?:{_INTERJECTION})(?=\s+(?:{_OPENS_A_REQUEST})\b)"
    # "Looking back, in which month …", "Thinking about it, …": the user turning to the past, before a comma, no filter
    r"|(?:^|(?<=[.!?,;:] ))(?:looking back|thinking back|in hindsight|come to think of it|now that i think (?:about|of) it)(?=\s*,)"
    # "sorry!", "oops", "my bad", "I should have said", "I mean": an apology, or a word taken back
    r"|\b(?:so+rry|oops|whoops|my bad|my mistake|i should(?:'ve| have) said|i should(?:'ve| have) been clearer|i meant to say)\b"
    r"|(?:^|(?<=[.!?,;:] ))i mean\b(?=\s*[,.!?]|\s*$)|,\s*i mean\b"
    # "…, do you think?", "…, you reckon?", "…, would you say?": a guess asked for, no yes/no
    r"|\b(?:do|would) you (?:think|reckon|say|guess|suppose)(?=\s*[?!.]*\s*$)|,\s*you (?:think|reckon)(?=\s*[?!.]*\s*$)"
    # "over the years", "all these years", "through the years": all of the time, no date
    r"|\b(?:(?:over|through(?:out)?|across|in|during) )?all (?:of )?(?:these|those|the) years\b"
    r"|\b(?:over|through(?:out)?|across) (?:the|these|those|my) years\b|\bover time\b"
    # "I've been trying to remember my reading in 2022 - …": the user recalling, no filter (what is recalled is kept)
    r"|\b(?:(?:i'?ve|i have) been|i'?m|i am|i was|we'?ve been|we'?re|we were)\s+trying\s+to\s+(?:remember|recall)\b"
    # "did I get through more novels or biographies?": "get through" a book is reading it ("through" no time: "2019 through 2022")
    r"|(?<=\bget )through\b|(?<=\bgot )through\b"
    # "how many cities did I see over there?": "over" leading "there", no filter (not a bound: no number follows)
    r"|\bover(?=\s+there\b)"
    # "which countries do they come from?", "wines that came from Chile": the verb of where a thing is from, no filter
    r"|\b(?:come|comes|came|coming)(?=\s+from\b)"
    # "any rosé at all?", "at al?" (a letter short): emphasis at the end of a question, no filter
    r"|\bat all?\b(?=\s*[?!.]*\s*$)"
    # "which train journeys have I taken so far?", "so far, how many …": until now, all of the time up to now (no filter;
    # "so far from home" and "so far away" are a distance)
    r"|\bso far\b(?!\s+(?:from|away|off|as|that|north|south|east|west|out|back|behind|ahead|into|in)\b)"
    # "just out of curiosity", "out of interest", "for the record": why the user asks, no filter
    r"|\b(?:(?:just|purely) )?(?:out of (?:curiosity|interest)|for (?:the record|fun)|for my own curiosity)\b"
    # "we always end up eating Italian", "I ended up drinking wine": how it came about, no filter (the verb after it says what)
    r"|\b(?:end|ends|ended|ending) up\b(?=\s+[a-z]+ing\b)"
    # "how many did we really share?", "did I actually go?": emphasis on the verb, no filter
    # ("have i ever actually been to japan?": after "ever" too)
    r"|(?:(?<=\bwe )|(?<=\bi )|(?<=\byou )|(?<=\bthey )|(?<=\bever ))(?:really|actually)\b(?=\s+[a-z]+)"
    # "sort them by distance", "order those by pages": the verb of a sort the "by …" after it says (no filter)
    r"|\b(?:sort|sorted|order|ordered|rank|ranked|arrange|arranged|list|put)(?: (?:them|those|these|it|the list|my list|the results))?"
    r"(?= by\b)"
    # "…? Same holiday, I'm fairly sure.", "…, I think.": how sure the user is of what they said, at the end
    r"|(?:^|(?<=[.!?,;:] ))(?:i'?m|i am)\s+(?:(?:fairly|pretty|quite|almost|very|not)\s+)?(?:sure|certain)(?=\s*[.!]*\s*$)"
    r"|(?:^|(?<=[.!?,;:] ))i\s+(?:think|believe|reckon)(?=\s*[.!]*\s*$)"
    # "we never once had …", "I never ever went …": emphasis on "never", no filter
    r"|(?<=\bnever )(?:once|ever)\b"
    # "and in Barcelona, same thing?", "and 2019, same question?": the question before asked again of what is said
    r"|,\s*(?:the )?same (?:thing|question)(?: again)?(?=\s*[?!.]*\s*$)"
    # "in my notes", "in my scrapbook", "on my list", "in the collection": where the user keeps things, no filter
    r"|\b(?:in|on|among|from) (?:my|the|your|our) (?:tasting )?"
    r"(?:notes|scrapbook|list|lists|collection|records|entries|diary|journal|logs?|notebook)\b(?!\s+(?:of|for|from|with)\b)"
)


# a verb that only links what is asked of to a score or measure said right after it ("all my beach holidays got at least 4
# stars", "which wines I gave 3 stars", "the hikes that had over 1000 m"): the comparison says it all (the verb, and a
# pronoun given the score, "gave them 5 stars")
_LINKING = re.compile(
    r"\b(?:got|get|gets|getting|gave|give|gives|given|giving|had|has|have|having|received|receive|receives|earned|earn|"
    r"earns|scored|score|scores)(?:\s+(?:it|them|those|these|each|both|all|one|ones|each one|every one))?\s+"
)


def claim_fillers(utterance: Utterance) -> None:
    """Claims the filler words no recognizer took (see the module's docstring)."""
    for said in utterance.matches(_FILLER):
        utterance.claim(said.start(), said.end(), "filler", said[0])
    compared = {s.start for s in utterance.of_kind("comparison")}
    for said in utterance.matches(_LINKING):
        if said.end() in compared:  # only right before a comparison: "got 2 beers" is no filler
            utterance.claim(said.start(), said.end(), "filler", said[0])
