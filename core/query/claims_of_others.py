"""A claim another person makes, then asked whether it holds: "My wife claims Anna and I never went hiking. Is she
right?", "according to Mary I never go to museums, is that true?", "Tom thinks I've never been to Peru, right?" ask
"is it true that Anna and I never went hiking?" and so on. The teller ("my wife", "Tom", "my friends", "people") and
their verb ("claims", "keeps saying", "is convinced") ask nothing of their own: the claim is what is checked, its
"never" the claim's (answered "No, that's not true: …" when there are some), the teller no companion.

Read only when the claim is about the user ("I", "we", "Anna and I", "my …") and the check after it is nothing but
one ("is that true?", "is he right?", "is that even true", "right?", "true?"; spoken to Alexa, with no stop before it),
what the user makes of the claim said between them asking nothing ("…, which sounds absurd to me. Is he right?", "… I
think she's wrong. Is she right?");
anything else is left as it is. A claim of "we" then a question of "we" ("My husband claims we never once had a
five-star dinner in Paris. Did we ever have one?") is that question, "one" the thing the claim says was never had; a
claim of more of something then the comparison asked without it ("mom says we went to more museums in 2025 than in
2024. more in 2024 or 2025?") is that comparison of the claim's thing. Pure text to text.
"""

from __future__ import annotations

import re

from .relations import RELATIONS

_RELATION = rf"{RELATIONS}|wife's \w+|husband's \w+"
# the teller's verb in its parts: the adverbs before it ("keeps", "always"), the verbs said alone ("says", "swore"), the
# verbs said with whom they told ("tells me"), and the verbs said with how sure ("is convinced")
_BEFORE_SAYING = ("always", "still", "often", "just", "even", "really", "apparently", "now", "keeps?", "kept")
_SAYING = [
    "says",
    "said",
    "say",
    "saying",
    "claims",
    "claimed",
    "claim",
    "claiming",
    "thinks",
    "think",
    "thought",
    "reckons",
    "reckon",
    "insists",
    "insisted",
    "insist",
    "insisting",
    "swears",
    "swore",
    "swear",
    "believes",
    "believe",
    "maintains",
    "argues",
    "argued",
    "bets",
    "bet",
    "jokes",
    "joked",
    "joking",
    "mentions",
    "mentioned",
]
_TELLING = ["tells", "told", "tell", "telling", "teases", "teased", "tease", "teasing", "reminds", "reminded"]
_BEING = ["is", "are", "was", "were", "seems", "seem"]
# a word of the teller's verb, never the teller's name ("my sister Mary says", not "my sister keeps")
_SAYING_WORD = f"(?:{'|'.join((*_BEFORE_SAYING, *_SAYING, *_TELLING, *_BEING))})"


def _teller(name: str) -> str:
    """Who tells it: "my wife", "my sister Mary", "my best friend", "a colleague", "Tom", "she", "people", "everyone"; the
    name after a relation ("my sister Mary") in the group `name`, when one is given."""
    named = f"?P<{name}>" if name else "?:"
    return (
        rf"(?:(?:my|our|a|an)\s+(?:\w+\s+)?(?:{_RELATION})(?:\s+of\s+(?:mine|ours)|\s+({named}(?!{_SAYING_WORD}\b)[a-z]+))?"
        r"|she|he|they|people|everyone|everybody|someone|somebody"
        r"|(?!(?:i|we|you|it|that|this|there|is|was|are|were|did|do|does|have|has|how|what|which|who|when|where|why)\b)[a-z]+)"
    )


# their verb: "says", "keeps saying", "always tells me", "is convinced", "swears", "bet me"
_SAYS = (
    rf"(?:(?:{'|'.join(_BEFORE_SAYING)})\s+)*"
    rf"(?:{'|'.join(_SAYING)}|(?:{'|'.join(_TELLING)})\s+(?:me|us|everyone|everybody|people)|"
    rf"(?:{'|'.join(_BEING)})\s+(?:(?:so|pretty|quite|absolutely|totally|100%)\s+)?(?:convinced|sure|certain|adamant|positive))"
)
# when, where or how the teller said it, an aside of the telling and no part of the claim: "Kenji told me over dinner that
# …", "my wife said at lunch yesterday …", "Tom mentioned on the phone that …", "Over coffee, Ana insisted …"
_CIRCUMSTANCE = (
    r"(?:(?:over|at|during|after|before)\s+(?:(?:a|an|the|our|my|some|his|her|their)\s+)?(?:(?:quick|late|long|big|family|work|"
    r"sunday|friday|saturday)\s+)?(?:dinner|lunch|breakfast|brunch|supper|drinks?|coffee|tea|beers?|wine|a\s+glass|dessert|work|"
    r"the\s+office|school|the\s+gym|church|the\s+party|party|the\s+table|the\s+bar|the\s+pub|a\s+bbq|barbecue|bbq|meal|"
    r"call|video\s+call)"
    r"|on\s+the\s+(?:phone|way\s+(?:home|back|here|there)|train|bus|plane|walk|drive)|in\s+the\s+(?:car|kitchen|pub|bar)"
    r"|by\s+(?:text|email|e-mail|phone)|(?:via|in\s+a|over)\s+(?:text|whatsapp|email|e-mail|message)"
    r"|yesterday|today|earlier(?:\s+today)?|last\s+(?:night|week|weekend|month)|this\s+(?:morning|afternoon|evening|week)|tonight"
    r"|the\s+other\s+(?:day|night)|once|again|repeatedly)"
)
_CIRCUMSTANCES = rf"(?:,?\s+{_CIRCUMSTANCE})*"  # said after the verb, before "that": "told me over dinner last night that"
_CIRCUMSTANCE_FIRST = rf"(?:{_CIRCUMSTANCE}(?:\s+{_CIRCUMSTANCE})*,?\s+)?"  # said first: "Over dinner, Kenji told me …"
# the teller and their verb, for the readers of other claims (claims_of_a_third.py)
teller, SAYS = _teller, _SAYS
# the check after it: "Is that true?", "is she right?", "Are they right about that?", "right?", "true?", "correct?"
_CHECK = (
    r"(?:(?:so|but|well|ok|okay|hm+),?\s+)?"
    r"(?:(?:is|was)\s+(?:that|this|it)\s+(?:(?:really|actually|honestly|even)\s+)?(?:true|right|correct|so|the case)"
    # "It is true?", "that is right?": a learner's check, asked in the order of a statement
    r"|(?:that|this|it)\s+(?:is|was)\s+(?:(?:really|actually)\s+)?(?:true|right|correct)"
    r"|(?:is|are|was|were)\s+(?:(?:he|she|they|[a-z]+|my\s+\w+)\s+)(?:really\s+)?(?:right|correct|wrong)(?:\s+about\s+(?:that|this|it))?"
    r"|(?:do|does)\s+(?:he|she|they|[a-z]+)\s+have\s+a\s+point"
    r"|(?:really\s+)?(?:true|right|correct)(?:\s+or\s+not)?)"
)
_LEAD = r"(?:(?:so|ok|okay|well|hey|hm+|haha|lol|oh),?\s+)*"
# what the user makes of the claim, said between it and the check: ", which sounds absurd to me.", ". That seems wrong."
_REACTION = (
    r"(?:(?:which|that|this|it)\s+)?(?:sounds|seems|seemed|sounded|feels|felt)\s+[^.!?;]*[.!;]+\s*"
    r"|which\s+(?:is|was|i\s+(?:doubt|find|think))\b[^.!?;]*[.!;]+\s*"
    # "I think she's wrong, one of them was awful.", "I'm not so sure.": what the user thinks of it, a sentence of its own
    r"|i\s+(?:(?:really\s+)?(?:think|reckon|believe|suspect|doubt|disagree)|(?:'m|am)\s+not\s+(?:so\s+)?sure)\b[^.!?;]*[.!;]+\s*"
)
_TOLD = re.compile(
    rf"^\s*{_LEAD}{_CIRCUMSTANCE_FIRST}(?:(?P<teller>{_teller('name')})\s+{_SAYS}{_CIRCUMSTANCES}|according\s+to\s+(?P<source>{_teller('')}))(?:\s+that)?,?\s+"
    rf"(?P<claim>[^.!?;]+?)\s*(?:[.!?;,]+|\s+-+|\s+[—–]|(?<=\w)\s(?=(?:is|was|are|were|do|does)\s))\s*"
    rf"(?:{_REACTION})?(?P<check>{_CHECK})\s*[?!.]*\s*$",
    re.IGNORECASE,
)
# the claim is about the user: "I never …", "we haven't …", "Anna and I …", "me and Tom …", "my hikes are …"
_ABOUT_THE_USER = re.compile(r"\b(?:i|i've|i'd|i'm|we|we've|we're|me|us|my|our)\b", re.IGNORECASE)
# the teller as one word that is no pronoun nor a word for people: a name
_A_NAME = re.compile(r"(?!(?:she|he|they|people|everyone|everybody|someone|somebody)$)[a-z]+", re.IGNORECASE)
# "we", "us", "together" in the claim, and who "we" are said ("Anna and I", "me and Tom")
_WE = re.compile(r"\b(?:we|we've|we're|we'd|us|our|together)\b", re.IGNORECASE)
_US = re.compile(r"(?<!\btwo of )(?<!\bboth of )\b(?:us|our|ours)\b", re.IGNORECASE)
# "we" as the subject, and "the two of us", "both of us" said for it
_WE_SUBJECT = re.compile(r"\b(?:the two of us|both of us|we('ve|'re|'d|'ll|)(?![\w']))", re.IGNORECASE)
_WE_VERB = {"'ve": " have", "'re": " are", "'d": " had", "'ll": " will", "": ""}
_OUR_COMPANY = re.compile(r"\b[a-z]+\s+(?:and|&)\s+(?:i|me)\b|\b(?:i|me)\s+(?:and|&)\s+[a-z]+\b", re.IGNORECASE)
# the teller referred to in their own claim: "Kenji says he came with me", "my wife says she never came"
_THEM = re.compile(r"\b(?:he|she|him|her)\b", re.IGNORECASE)
# the teller as the company of the claim: "without him", "with her", "wiht no him"
_WITH_THEM = re.compile(r"\b(?P<with>without|with)\s+(?:him|her)\b(?!['’])", re.IGNORECASE)
# the teller scoring as the claim's subject: "he never gave a wine … less than three stars", "she's never rated a museum 5"
_TELLER_SCORED = re.compile(
    r"^(?P<who>he|she)(?P<aux>['’]s|\s+(?:has|hasn't|has not|had|hadn't|had not|did|didn't|did not|does|doesn't|does not))?"
    r"(?=\s+(?:(?:never|always|ever|once|not|only|really|even)\s+)*(?:gave|give|given|giving|rated|rate|rating|scored|score)\b)",
    re.IGNORECASE,
)
_AS_MINE = {"'s": "'ve", " has": " have", " hasn't": " haven't", " has not": " have not", " does": " do", " doesn't": " don't"}
_AS_MINE |= {" does not": " do not"}
# the claim is itself a question, or a reaction to the teller: nothing to check
_ASKED = re.compile(r"^(?:how|what|which|where|who|whom|when|why|whether|if)\b", re.IGNORECASE)


# a sentence's end, and the person a sentence before the claim introduces: "My friend Anna keeps teasing me.", "my sister Mary"
_NEXT_SENTENCE = re.compile(r"(?<=[.!])\s+(?=\S)")
# (or "Mary and I", "me and Tom": a person named beside the user, "Mary and I are having a friendly argument over breakfast.")
_INTRODUCED = re.compile(
    rf"\b(?:my|our)\s+(?:\w+\s+)?(?:{_RELATION})\s+(?!{_SAYING_WORD}\b)(?P<name>[a-z]+)\b"
    r"|\b(?P<beside>(?-i:[A-Z][a-zà-ÿ'’-]+))\s+(?:and|&)\s+(?:i|me)\b|\b(?:i|me)\s+(?:and|&)\s+(?P<after>(?-i:[A-Z][a-zà-ÿ'’-]+))\b",
    re.IGNORECASE,
)


# a yes/no question of "we" after the claim: "Mary says we never went to Peru. Did we ever go there?"
_ASKED_OF_US = re.compile(
    rf"^\s*{_LEAD}{_CIRCUMSTANCE_FIRST}(?P<teller>{_teller('name')})\s+{_SAYS}{_CIRCUMSTANCES}(?:\s+that)?,?\s+(?P<claim>[^.!?;]+?)\s*[.!;,]+\s*(?:{_REACTION})?"
    r"(?P<question>(?:(?:so|but|and|well|ok|okay),?\s+)?(?:did|have|had|were|was|do)\s+(?:we|the two of us|both of us)\b[^.!?;]*?)\s*[?!.]*\s*$",
    re.IGNORECASE,
)
# the place a claim names, "there" in the question after it: "… went to Peru", "… had dinner in Rome"
_PLACE_CLAIMED = re.compile(r"\b(?P<place>(?:to|in|at)\s+(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*))", re.IGNORECASE)
_MORE_PLACES = re.compile(r"\s*(?:,|and|or|&|/)\s*(?-i:[A-Z])", re.IGNORECASE)
_THERE = re.compile(r"\bthere\b", re.IGNORECASE)
# a relation said without a name: "my husband", "our friend", "a colleague of mine"
_RELATED = re.compile(rf"(?:my|our|a|an)\s+(?:\w+\s+)?(?:{_RELATION})(?:\s+of\s+(?:mine|ours))?", re.IGNORECASE)
# "together", "with him", "with her": "we" said as the teller and the user, whom an unnamed teller leaves unknown
_WE_TOGETHER = re.compile(r"\b(?:together|with\s+(?:him|her|them))\b", re.IGNORECASE)
# what a claim of never says was never had or done: "we have never once had a five-star dinner in Paris"
_NEVER_DONE = re.compile(r"\bnever(?:\s+(?:once|ever|even))?\s+(?:\w+\s+)?(?P<what>(?:a|an)\s+[^,]+?)\s*$", re.IGNORECASE)
# "one" in the question after it, the thing claimed: "Did we ever have one?", "have we ever been on one?"
_ONE = re.compile(r"\b(?:one|any)(?=\s*$|\s+(?:at all|ever|together|then)\s*$)", re.IGNORECASE)
_ONLY_THE_TAG = re.compile(
    r"^(?:(?:so|but|and|well|ok|okay),?\s+)?\w+\s+(?:we|the two of us|both of us)(?:\s+(?:really|actually|ever|though|now|then|at all|or not|together))*$",
    re.IGNORECASE,
)


def _asked_of_us(text: str) -> str:
    """ "Mary says we never went to Peru. Did we ever go there?" asked as "did I ever go to Peru with Mary?": "we" the
    named teller and the user, "there" the place of the claim (the claim itself only why it is asked); otherwise the text."""
    asked = _ASKED_OF_US.match(text)
    if asked is None:
        return text
    claim, question = asked["claim"], asked["question"]
    teller = asked["name"] or asked["teller"]
    if not _WE.search(claim) or _OUR_COMPANY.search(claim) or _US.search(question):
        return text
    if _ONLY_THE_TAG.match(question):
        return text  # "… we never went running together outside the US. Did we?": the claim itself is asked (chatter.py)
    named = _A_NAME.fullmatch(teller) is not None
    if not named and (_RELATED.fullmatch(teller) is None or _WE_TOGETHER.search(claim)):
        return text  # "she says we …", "people say we …": who "we" are is not said
    never_done = _NEVER_DONE.search(claim)
    if _ONE.search(question):
        if never_done is None:
            return text  # "one" is no one thing the claim named
        question = _ONE.sub(never_done["what"], question, count=1)
    places = list(_PLACE_CLAIMED.finditer(claim))
    if _THERE.search(question):
        if len(places) != 1 or _MORE_PLACES.match(claim, places[0].end()):
            return text  # "there" is no one place the claim named ("… went to Peru and Chile")
        question = _THERE.sub(places[0]["place"], question, count=1)
    # "have I ever been to Peru with Mary?" (a yes/no question read as one, where "have Mary and I …" would be a list)
    question = _WE_SUBJECT.sub(lambda m: f"I{_WE_VERB[(m[1] or '').lower()]}", question)
    # "my husband" unnamed is no one the items name: "we" are the user's own (as in a claim checked, `_checked`)
    return f"{question} with {teller}?" if named else f"{question}?"


# a claim of more of something, then the comparison asked without what it compares: "mom says we went to more museums in
# 2025 than in 2024. more in 2024 or 2025?", "Tom insists I had fewer beers with him than with Ana. fewer with whom?"
_TOLD_THEN_COMPARED = re.compile(
    rf"^\s*{_LEAD}{_CIRCUMSTANCE_FIRST}(?P<teller>{_teller('name')})\s+{_SAYS}{_CIRCUMSTANCES}(?:\s+that)?,?\s+(?P<claim>[^.!?;]+?)\s*(?:[.!;,]+|\s+-+|\s+[—–])\s*(?:{_REACTION})?"
    r"(?P<question>(?:(?:so|but|and|well|ok|okay|hm+),?\s+)?(?:which\s+(?:had|has|was|is)\s+)?(?:(?:did\s+we|did\s+i|were\s+there)\s+)?"
    r"(?P<word>more|fewer|less)\b(?P<rest>[^.!?;]*?))\s*[?!.]*\s*$",
    re.IGNORECASE,
)
# the thing the claim has more of: "more museums in 2025", "fewer five-star dinners with Tom than …"
_MORE_OF = re.compile(
    r"\b(?:more|fewer|less)\s+(?!than\b|often\b|times\b)(?P<what>[a-z][\w-]*(?:\s+(?!in\b|with\b|at\b|on\b|than\b|during\b)[a-z][\w-]*)?)"
    r"\s+(?:in|with|at|on|during)\b[^.!?;]*\bthan\b",
    re.IGNORECASE,
)
# the question's own "more" has nothing after it but where, when, with whom or the options: "more in 2024 or 2025"
_MORE_UNSAID = re.compile(r"^\s*(?:(?:in|with|at|on|during|abroad|here|there)\b|,|:|[\w'-]+\s+or\s+)", re.IGNORECASE)


def _compared_as_claimed(text: str) -> str:
    """ "mom says we went to more museums in 2025 than in 2024. more in 2024 or 2025?" asked as "more museums in 2024 or
    2025?": the thing the claim has more of said in the comparison that leaves it unsaid (the claim itself only why it
    is asked); otherwise the text."""
    asked = _TOLD_THEN_COMPARED.match(text)
    if asked is None or _ASKED.match(asked["claim"]) or not _ABOUT_THE_USER.search(asked["claim"]):
        return text
    more_of = _MORE_OF.search(asked["claim"])
    if more_of is None or not _MORE_UNSAID.match(asked["rest"]):
        return text
    question = asked["question"]
    at = asked.start("word") - asked.start("question") + len(asked["word"])
    return f"{question[:at]} {more_of['what']}{question[at:]}?"


def as_checked(text: str) -> str:
    """ "My brother says Roberto and I never hike. Is that true?" said as "is it true that Roberto and I never hike?"; a
    claim told by "she" or "he" after sentences that introduce one person ("My friend Anna keeps teasing me at every
    dinner party. She says we always end up eating Italian. Is that true?") as that person's claim, those sentences
    asking nothing; a claim of a named teller about "we" asked again as a question ("Mary says we never went to Peru.
    Did we ever go there?") as that question of the teller and the user; otherwise the text itself."""
    checked = _checked(text)
    if checked != text:
        return checked
    checked = _asked_of_us(text)
    if checked != text:
        return checked
    checked = _compared_as_claimed(text)
    if checked != text:
        return checked
    for sentence in _NEXT_SENTENCE.finditer(text):
        rest = text[sentence.end() :]
        told = _TOLD.match(rest)
        if told is None or (told["teller"] or "").lower() not in ("she", "he"):
            continue
        said = (m["name"] or m["beside"] or m["after"] for m in _INTRODUCED.finditer(text, 0, sentence.start()))
        introduced = {name.lower(): name for name in said}
        if not introduced or "?" in text[: sentence.start()]:
            return text
        if len(introduced) > 1:
            # "My sister Mary and my friend Anna came over. She says we always eat Italian. True?": she may be either; the
            # claim is asked with its pronoun kept ("she and I"), so that who she is is asked back (referred.py), never guessed
            kept, she = _checked(rest), told["teller"].lower()
            if not kept.startswith("is it true that ") or not _WE_SUBJECT.search(kept) or _US.search(kept):
                return text
            return _we_as(kept, she)
        (name,) = introduced.values()
        checked = _checked(rest[: told.start("teller")] + name + rest[told.end("teller") :])
        return checked if checked.startswith("is it true that ") else text
    return text


def _we_as(text: str, who: str) -> str:
    """The text with "we" as `who` and the user ("she and I")."""
    return _WE_SUBJECT.sub(lambda m: f"{who} and I{_WE_VERB[(m[1] or '').lower()]}", text)


def _checked(text: str) -> str:
    told = _TOLD.match(text)
    if told is None:
        return text
    claim = told["claim"].strip()
    scored = _TELLER_SCORED.match(claim)
    if scored is not None:
        # "My husband swears he never gave a wine in Bari less than three stars. Is he right?": the scores in the scrapbook
        # are the ones its household gave, so the teller's claim is checked as the user's own ("I never gave …")
        aux = re.sub(r"\s+", " ", scored["aux"] or "").lower().replace("’", "'")
        return f"is it true that I{_AS_MINE.get(aux, aux)}{claim[scored.end() :]}?"
    if not _ABOUT_THE_USER.search(claim) or _ASKED.match(claim):
        return text
    teller = told["name"] or told["teller"] or told["source"]
    named = _A_NAME.fullmatch(teller) is not None  # "Kenji", "Roberto", "my sister Mary": a person the collection may know
    if _WE.search(claim) and not _OUR_COMPANY.search(claim) and named:
        # "Mary says we never went to Peru. Is that true?": "we" are the teller and the user, so the claim is checked
        # as "Mary and I never went to Peru" (never read as the items outside Peru); an "us" or "our" is left as said
        if _US.search(claim):
            return text
        return "is it true that " + _WE_SUBJECT.sub(lambda m: f"{teller} and I{_WE_VERB[(m[1] or '').lower()]}", claim) + "?"
    if named and _THEM.search(claim) and not _THEM.search(_WITH_THEM.sub("", claim)):
        # "Kenji says I have never been to Japan without him. Is that true?": whom he came along with or not is the teller,
        # so the claim is checked as "I have never been to Japan without Kenji" (never read as the items outside Japan)
        claim = _WITH_THEM.sub(lambda m: f"{m['with']} {teller}", claim)
    if _THEM.search(claim):
        return text  # "Kenji says he came with me …": the claim refers back to its teller, read as said (pronouns.py)
    return f"is it true that {claim}?"


# a claim of a named teller, then a question of the user's own: "Priya swore my first museum was with her. When was my first
# museum?" (the question asked over everything; the claim kept for "was she right?" next)
_TOLD_THEN_ASKED = re.compile(
    rf"^\s*{_LEAD}{_CIRCUMSTANCE_FIRST}(?P<teller>{_teller('name')})\s+{_SAYS}{_CIRCUMSTANCES}(?:\s+that)?,?\s+(?P<claim>[^.!?;]+?)\s*[.!;]+\s*(?P<question>[^.!?;]+\?)\s*$",
    re.IGNORECASE,
)
# the check of the claim said next: "was she right?", "is that true?", "was Priya right about that?"
_CHECKED_NEXT = re.compile(rf"^\s*{_CHECK}\s*[?!.]*\s*$", re.IGNORECASE)


def claim_told(text: str) -> str | None:
    """The claim a named person told before a question of the user's own, as the question that checks it ("Priya swore my
    first museum was with her. When was my first museum?": "is it true that my first museum was with Priya?"), her and
    him in it the teller; None when the text tells no such claim."""
    told = _TOLD_THEN_ASKED.match(text)
    if told is None:
        return None
    claim = told["claim"].strip()
    teller = told["name"] or told["teller"]
    if _A_NAME.fullmatch(teller) is None or not _ABOUT_THE_USER.search(claim) or _ASKED.match(claim) or _WE.search(claim):
        return None
    return "is it true that " + _THEM.sub(teller, claim) + "?"


def claim_checked_next(text: str, told: str | None) -> str | None:
    """ "was she right?" right after a claim was told: the question that checks it; None otherwise."""
    return told if told is not None and _CHECKED_NEXT.match(text) else None
