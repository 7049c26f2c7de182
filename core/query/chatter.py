"""Chatter around the question: "Hi! my sister asked me yesterday how much French wine I've had (she
thinks it's a LOT haha) — how many wines from France have I got?" asks about French wines, not about
yesterday.

A message is cut into clauses at sentence ends, dashes, colons, semicolons and parentheses, and where a question runs
on after a complete told clause with no full stop between ("we are going to barcelona in april which dinners did i
have there", as Alexa sends it; see `question_after_told`). When one
of them is a question ("how many …?", "did I …?", "which …") and others are asides, the asides are
blanked (the same length of spaces, so positions in the text keep) and add no filter to the question.
An aside is a clause that is no question and is one of:

- text in parentheses ("(long story, don't ask)");
- a greeting or a conversational opener ("Hi!", "ok so …", "random question but …", "haha");
- a statement about another person ("my sister asked me yesterday …", "she thinks …", "my friend
  keeps bragging about …"): a relative date there belongs to their verb, not to the question (and so
  it does in a message that is one clause: "my sister asked me yesterday how many wines I have");
- the user talking about the conversation or their plans ("I'm making a poster …", "before I book
  anything").

A message without a question clause is left whole: a statement is then the question ("wines from
France last year"). So is a question that points back into the aside ("my sister went to Italy in
2019. did I go there too?").
"""

from __future__ import annotations

import re

from .dates import ALL_MONTHS, WEEKDAY_NAMES, words_pattern
from .filler_lead import filler_lead
from .guess_after import is_a_guess
from .in_the_collection import in_the_collection_named
from .maybe_they_remember import hopes_another_remembers
from .relations import RELATIONS
from .their_plans import plan_told
from .trip_times import trip_as_its_time

# who came out right about what the answer settles: "he wins", "I lost", "she was right", "they're wrong"
_BET_WON = ("wins", "win", "won", "loses", "lose", "lost", "right", "wrong")
# a tag that asks whether the remark holds ("He's right, isn't he?"): the remark's own question, never a clause apart
_TAG_ALONE = (
    r"(?i:(?:(?:is|was|are|were|do|does|did|has|have|had)(?:n't|n’t|nt)?\s+(?:not\s+)?(?:i|we|it|they|he|she|you|that)"
    r"|right|rite|correct|true|yes|yeah|no|eh|huh)\b\W*$)"
)
_AFTER_BET_WON = "|".join(rf"(?<=\b{word})" for word in _BET_WON)
_BET_WON_SAID = (
    r"(?:so\s+|then\s+)?(?:i|you|we|she|he|they)(?:\s+(?:wins|win|won|loses|lose|lost)(?:\s+the\s+bet)?"
    r"|(?:'s|'re|\s+(?:is|are|was|were))\s+(?:right|wrong))(?:\s+(?:then|after\s+all))?"
)
# what another person won't or doesn't do, with or without its apostrophe ("she doesnt like long books")
_THEIR_DENIALS = "|".join(
    w.replace("'", "['’]?") for w in ("won't", "wouldn't", "can't", "cannot", "doesn't", "don't", "didn't", "isn't", "wasn't")
)
# where clauses meet: a sentence end, a spaced dash, a colon or semicolon before a space, an emoji ("… on Saturday 🍝 which …")
_EMOJI = "\U0001f300-\U0001faff\u2600-\u27bf\U0001f000-\U0001f2ff"
# "…, so which …": a comma before "so" and a question word ("… for a lasagne dinner, so which reds did I rate 5?")
_BOUNDARY = re.compile(
    rf"(?<=[.!?])\s+|\s+[—–-]+\s+|\s*[—–]\s*|(?<=[:;])\s+|\s*[{_EMOJI}][{_EMOJI}\ufe0f\u200d\s]*"
    r"|,\s+(?=so,?\s+(?:which|what|how|who|whom|whose|where|when|did|do|does|was|were|have|has|had|is|are|can|could)\b)"
    # "hey, random question but have i ever …", "quick question, did I …": the chatty opener is a clause of its own (an aside)
    r"|(?i:(?:(?<=random question)|(?<=quick question)|(?<=silly question)|(?<=just curious))[\s,]+(?!but\b)(?=[a-z])"
    r"|(?:(?<=random question but)|(?<=quick question but)|(?<=silly question but)|(?<=just curious but))\s+(?=[a-z]))"
    # "Luca was there every single time, was he at all of those?": a comma before a yes/no question about someone
    r"|,\s+(?=(?:was|were|did|is|are|has|have|had)\s+(?:he|she|they|i|we)\s)"
    # "so he wins, more than 20 with him?": who won a bet (or was right), said before the question after a comma
    rf"|(?=,)(?i:{_AFTER_BET_WON}),\s+(?!{_TAG_ALONE})"  # (the comma looked at first: cheap)
    # "Only the lunches and dinners please, she won't care about my runs": another person's take, after a comma
    # ("…, she doesnt like long books": a denial typed without its apostrophe is the same take)
    rf"|,\s+(?=(?i:(?:she|he|they)(?:'ll|'d|’ll|\s+(?:never|{_THEIR_DENIALS}|will|would|might|may|"
    r"loves?|likes?|hates?|prefers?|cares?|needs?)\b)))"
    # "hosting a bbq on saturday which beers …", unpunctuated: the day a plan is for ends its clause before the question
    r"|(?i:(?<=[ywtd])(?:(?<=monday)|(?<=tuesday)|(?<=wednesday)|(?<=thursday)|(?<=friday)|(?<=saturday)|(?<=sunday)|(?<=tomorrow)"
    r"|(?<=tonight)|(?<=weekend))\s+(?=(?:which|what|how|who|where|when|did|do|does|have|has|any)\b))"
    # "We're planning a thank-you dinner and I want to know who …": the question the user wants answered, after their plans
    r"|,?\s+(?=(?i:and\s+(?:i|we)(?:'d\s+like\s+to\s+know|\s+(?:(?:really\s+)?(?:want|wanted|need|needed|would\s+like)\s+to\s+know|wonder|was\s+wondering))\b))"
)
_PARENTHESES = re.compile(r"\([^()]*\)")
_OPENER = re.compile(
    r"^(?:(?:(?:hi|hello|hey|hiya)(?:\s+there)?|ok(?:ay)?|so|well|right|alright|oh|ah|aw+|hm+|um+|haha+|lol|yeah|yes|no|"
    r"good (?:morning|afternoon|evening)|thanks|thank you|please|sorry|btw|anyway|(?:random|quick|silly) question(?:,?\s+but)?|just curious,?\s+but|"
    r"question|(?:a\s+)?quick one|just curious|out of curiosity|ha|hah|(?:that\s+)?makes sense|fair enough)\b[\s,!.]*)+",
    re.IGNORECASE,
)
# a greeting or a remark on the last answer ("Lovely.", "Nice!", "Wow") said as a clause of its own before a question
_GREETING_ONLY = re.compile(
    r"^(?:(?:oh|ah|aw+|ooh|wow|ok(?:ay)?|ha|hah|haha+|hey|see|yes|yep|yeah|right)[\s,!.]+)*"  # "Oh nice.", "ah, lovely", "aww."
    r"(?:hi|hello|hey|hiya|ha|hah|haha+|lol|hm+|oh|ah|aw+|good (?:morning|afternoon|evening)|thanks|thank you|"
    r"(?:very |so |how )?(?:lovely|nice|great|cool|awesome|perfect|wow|interesting|amazing|excellent|brilliant|wonderful|neat)|"
    r"fair enough|got it|i see|makes sense|that makes sense|oh well|"
    # "Ha, told you.", "I knew it!", "Called it.", "Just as I thought.": glad to have been right about the answer
    r"(?:i\s+)?(?:told\s+(?:you|ya|u)(?:\s+so)?|knew\s+it|called\s+it)|i\s+was\s+right|"
    # "Ha, so she was right.": another's claim the answer bore out
    r"(?:so\s+)?(?:she|he|they)\s+(?:was|were)\s+right(?:\s+after\s+all)?|"
    # "so he wins", "ok I lost the bet", "so they're wrong then": who won the bet the answer settles
    rf"{_BET_WON_SAID}|"
    r"(?:just\s+|exactly\s+)?as\s+i\s+(?:thought|suspected|expected|said)|what\s+did\s+i\s+(?:tell\s+you|say))\W*$",
    re.IGNORECASE,
)
_CHATTY_OPENER = re.compile(r"^(?:random question|quick question|silly question|just curious|out of curiosity)\b", re.IGNORECASE)
# doubt about the last answer said as a clause of its own before a question: "Are you sure?", "Really?", "Is that right?"
_DOUBT_ONLY = re.compile(
    r"^(?:(?:oh|hm+|wait|hold on|um+)[\s,!.]+)*(?:are you sure|you sure|(?:are|r) u sure|really|seriously|is that (?:right|correct|true)|"
    r"that can'?t be right|i doubt (?:it|that)|no way)\W*$",
    re.IGNORECASE,
)
_QUESTION_START = re.compile(
    r"^(?:(?:and|but|so|then|also|now|ok(?:ay)?)\s+)?(?:in\s+|from\s+|of\s+|with\s+)?"
    r"(?:how|what|what's|whats|which|who|whom|whose|where|when|did|do|does|have|has|had|was|were|is|are|can|could|"
    r"would|will|show|list|give|tell me|count|find|any|(?:only|just)(?=\s+(?:the|my|those|these|them)\b))\b",
    re.IGNORECASE,
)
_OTHER_PERSON = re.compile(
    rf"\b(?:(?:my|our|a|an)\s+(?:\w+\s+)?(?:{RELATIONS})(?:\s+of\s+(?:mine|ours))?"
    r"|she|he|they|someone|somebody|everyone|everybody|people)(?:'ll|’ll|'d|\s+(?:\w+\s+){0,2}?"
    r"(?:asked|asks|told|tells|said|says|say|thinks|think|thought|reckons|reckon|claims|claim|claimed|keeps|kept|insists|bet|"
    r"brags|bragged|boasts|boasted|"
    r"wants|wanted|wonders|wondered|believes|believed|swears|swore|is|was|are|were|has|had|and\s+i|coming|visiting|staying|"
    r"go|goes|went|will|travels|flies|visits|moves|plans|"
    # "She might take the train up there", "she won't care about my runs": their plans and their take, no filter of the question
    rf"never|might|may|could|would|should|{_THEIR_DENIALS}|loves|likes|hates|prefers|cares|needs))\b",
    # "my colleague goes to Japan in spring": their plans
    re.IGNORECASE,
)
# "bet with ben", "settling a bet with Mary", "an argument with Tom": a dispute with someone, which the question settles
_DISPUTE_WITH = (
    r"(?:(?:settling|having|making|had|have|won|lost|winning|losing)\s+)?(?:(?:a|the|my|our|this|an)\s+)?"
    r"(?:bet|wager|argument|debate|dispute)\s+with\b"
)
_ABOUT_THE_CONVERSATION = re.compile(
    r"^(?:i'm|i’m|im|i am|i've been|i was|we're|we’re|we are|we've been|we were)\s+(?:\w+\s+)?(?:making|doing|trying|writing|filling|updating|putting|planning|preparing|arguing|"
    r"curious|wondering|going|hosting|cooking|throwing|having|heading|flying|thinking|reminiscing|talking|chatting|organi[sz]ing|"
    # "I'm determined to beat my personal bests on the next holiday": what the user means to do, no filter of the question
    r"determined|hoping|aiming|keen|eager|dying|desperate|itching|resolved|"
    # "I'm toying with the idea of doing Europe by train next summer": a plan weighed, no filter of the question
    r"toying|playing with the idea|considering|contemplating|mulling|weighing up|daydreaming|dreaming|tempted|musing)\b|^before\s+(?:i|we)\b|^i\s+(?:wonder|was wondering|need to know|want to know)\b"
    # "Doing osso buco for eight friends on Saturday", "Hosting a dinner tomorrow": the user's plans, said without "I'm";
    # "Filling in my travel journal", "Still daydreaming about Greece": what the user is doing, its subject left out
    r"|^(?:(?:still|just|currently|busy|been)\s+)?(?:doing|making|cooking|hosting|throwing|planning|preparing|organi[sz]ing|heading|"
    r"going|flying|off|filling|writing|updating|putting|daydreaming|dreaming|reminiscing|musing|sorting|tidying|scrapbooking|settling)\b"
    # "bet with ben did i ever ski in switzerland", "a bet with Mary: …": the bet the question settles, its person no company
    rf"|^{_DISPUTE_WITH}"
    # "Getting ready for the big Dolomites trip next summer", "I'm gearing up for Peru": what the user prepares for
    r"|^(?:(?:i'm|i am|we're|we are)\s+)?(?:getting ready|gearing up|packing|prepping|training|counting down|looking forward)\b"
    # "We go to Japan again in the spring.": a plan said in the present tense, with when it will be
    r"|^(?:i|we)\s+(?:go|fly|travel|head|return|visit)\b(?=.*\b(?:again|soon|next|in the (?:spring|summer|autumn|fall|winter))\b)"
    # "Mary and I are arguing about this.", "Tom and I had a bet": a dispute the question is to settle, no filter of it
    r"|^(?:\w+\s+and\s+(?:i|me)|(?:i|me)\s+and\s+\w+)\s+(?:are|were|have been|had|have|keep)\s+(?:\w+\s+)?"
    r"(?:arguing|debating|disagreeing|fighting|bickering|squabbling|a bet|a debate|an argument|a disagreement)\b"
    # "It's been ages since I last looked at my scrapbook.": a remark on the user's own time away, its "last" no latest
    r"|^(?:it'?s|it has|it is)\s+(?:been\s+)?(?:ages|a while|a long time|so long|forever|too long|years|months|a minute)\s+since\b",
    re.IGNORECASE,
)
# a trip still to come: "the big Dolomites trip is next summer", "our upcoming holiday in Crete" (its place no filter)
_TRIP = r"(?:trip|holiday|holidays|vacation|journey|trek|getaway|tour|visit|flight|cruise|honeymoon)"
_TO_COME = r"(?:next (?:week|weekend|month|year|spring|summer|autumn|fall|winter|time)|upcoming|coming up|soon|planned|booked)"
_FUTURE_TRIP = re.compile(rf"\b{_TRIP}\b.*\b{_TO_COME}\b|\b{_TO_COME}\b.*\b{_TRIP}\b", re.IGNORECASE)
_DAY_NAME = words_pattern(WEEKDAY_NAMES)  # "monday" … "sunday"
# when the user's own plans are: "in the spring", "next week", "on Saturday", "tomorrow"
_PLANNED_WHEN = re.compile(
    r"\b(?:(?:in|this|next|over) (?:the )?(?:spring|summer|autumn|fall|winter)(?! (?:of )?(?:19|20)\d\d)|next (?:week|month|year|weekend)|"
    r"(?:this|next) (?:week|weekend|month|year)|tomorrow|tonight|soon|"
    rf"(?:on |this |next ){_DAY_NAME}|in (?:19|20)\d\d)\b",
    re.IGNORECASE,
)
# a time still to come: "tomorrow", "next weekend", "this coming Friday", "later this month", "in two weeks"
_WEEKDAY = rf"{_DAY_NAME}s?"
_STILL_TO_COME = re.compile(
    rf"\b(?:tomorrow|tonight|soon|(?:this\s+)?coming\s+(?:week|weekend|month|{_WEEKDAY})|next\s+(?:week|weekend|month|year|spring|"
    rf"summer|autumn|fall|winter|{_WEEKDAY})|later\s+(?:today|this\s+(?:week|month|year))|the\s+day\s+after\s+tomorrow|"
    r"in\s+(?:a|one|two|three|four|a\s+few|a\s+couple\s+of|\d+)\s+(?:days?|weeks?|months?))\b",
    re.IGNORECASE,
)
# someone's plans told in the present or future: "Ben and Priya fly in on Friday", "Tom is visiting on Saturday", "Mary arrives
# tomorrow", "my parents will be here at the weekend" (their day, a time still to come, no time of the question)
_PLANS = re.compile(
    r"\b(?:will|shall|'ll|’ll|is|are|am|'s|’s|'re|’re|'m|’m|im)\s+(?:\w+\s+)?(?:be\s+)?(?:coming|flying|arriving|visiting|staying|"
    r"landing|heading|driving|going|getting|dropping|popping|moving|travell?ing|joining|hosting|having|throwing|celebrating|"
    # "Chloé is cooking Portuguese food on Friday": what someone is making for a day to come
    r"cooking|making|preparing|organi[sz]ing|grilling|baking|barbecuing|bringing|"
    r"here|over|around|in town|back|off\s+to)\b"  # "we're off to Barcelona in June"
    r"|\b(?:will|shall|'ll|’ll)\s+(?:\w+\s+)?(?:come|fly|arrive|visit|stay|land|head|drive|go|get|drop|pop|move|travel|join|host|"
    r"have|throw|celebrate|be)\b"
    r"|\b(?:fly|flies|come|comes|arrive|arrives|visit|visits|land|lands|get|gets|drop|drops|pop|pops|head|heads|join|joins|"
    r"travel|travels|move|moves|drive|drives)\s+(?:in|over|by|here|down|up|round|around|us|me|back|home|to\s+\w+)\b"
    r"|\b(?:arrive|arrives|visit|visits|land|lands)\b"
    # "sofia wants to do brunch on sunday": what someone means to do, still to come
    r"|\b(?:wants?|would like|'d like|’d like|plans?|planning|hopes?|hoping)\s+to\s+(?:do|have|go|come|grab|get|try|meet|host|visit|"
    r"cook|make|throw|book)\b",
    re.IGNORECASE,
)
_MONTHS = words_pattern(ALL_MONTHS)
_PLANNED_DAY = re.compile(
    rf"\b(?:(?:on|this|by|until|till|from)\s+)?(?:the\s+)?{_WEEKDAY}\b|\b(?:this|at the|on the)\s+weekend\b"
    # "We're going to Barcelona in April", "Tom is coming over in the summer": a month or season of the plan, without a year
    rf"|\b(?:in|this|over|for)\s+(?:the\s+)?(?:(?:early|late|mid)[\s-]+)?(?:{_MONTHS}|spring|summer|autumn|fall|winter)\b(?!\s+(?:of\s+)?(?:19|20)\d\d)",
    re.IGNORECASE,
)
# who goes along on a plan: "We're going to Barcelona with Sofia!" (the plan's company, no company of the question)
_PLANNED_COMPANY = re.compile(r"\b(?i:with|w/)\s+(?:(?i:my|our)\s+\w+|[A-Z][\w'’-]+(?:\s*(?:,|and|&)\s*[A-Z][\w'’-]+)*)")
# the same in a message all in lower case, as Alexa sends it: "we are going to barcelona with sofia" (a word, not a pronoun)
_NOT_NAMED = r"(?!(?:them|him|her|us|me|you|it|i|we|they|he|she|the|a|an|some|this|that|those|these|no|and)\b)"
_PLANNED_COMPANY_SPOKEN = re.compile(
    rf"\b(?:with|w/)\s+(?:(?:my|our)\s+\w+|{_NOT_NAMED}[a-z][\w'’-]+(?:\s*(?:,|and|&)\s*{_NOT_NAMED}[a-z][\w'’-]+)*)"
)
# an opinion said in a story: "honestly the best trip in years", "the worst hotel ever" (no superlative asked)
_OPINION = re.compile(
    r"\b(?:the|my|our)\s+(?:(?:very|absolute|single)\s+)?(?:best|worst|greatest|nicest|loveliest|finest|most\s+\w+)\s+(?:[\w'’-]+\s+){0,2}?"
    r"(?:in\s+(?:years|ages|a\s+long\s+time|forever|decades)|ever|of\s+(?:my|our)\s+(?:life|lives)|of\s+all\s+time|(?:i|we)(?:'ve|\s+have)\s+ever\s+\w+)\b"
    # "That one was the best holiday.": a judgment of a thing told, no superlative asked
    r"|\b(?:that|this|it)(?:\s+one)?(?:\s+was|\s+is|'s|’s)\s+(?:the|my|our)\s+(?:very\s+)?(?:best|worst|greatest|nicest|loveliest|finest)"
    r"(?:\s+[\w'’-]+){0,2}"
    # "The Alba one was my favourite, so much good food and wine.": a fondness told, and what made it (no kind asked)
    r"|\b(?:was|is|'s|’s)\s+(?:my|our)\s+(?:(?:absolute|all-time|very)\s+)?(?:favou?rite|highlight)\b"
    r"|\b(?:so\s+much|such|lots\s+of|plenty\s+of)\s+(?:good|great|amazing|delicious|lovely|fantastic|incredible|wonderful|fabulous)\s+[^,;:.!?]+",
    re.IGNORECASE,
)


def without_times_to_come(text: str) -> str:
    """The text with the times and company of plans, and the opinions of a story, blanked (same length) in the
    statements around its question: "Ben and Priya fly in for the reunion on Friday. How many beers have I had with
    Ben?" asks about every beer with Ben, not the Fridays; "We're going to Barcelona in April with Sofia! Which dinner
    there …?" asks about every dinner in Barcelona; a time still to come ("tomorrow", "next weekend") in a statement
    never dates a question about what was done; "honestly the best trip in years" makes no superlative of the question
    after it. The text itself when it has no question clause."""
    clauses = _clauses(text)
    if len(clauses) < 2:
        return text
    questions = [(s, e) for s, e, p in clauses if not p and _is_question(text[s:e])]
    if not questions:
        return text
    blanked = list(text)
    for s, e, _ in clauses:
        if (s, e) in questions:
            continue
        times = [*_STILL_TO_COME.finditer(text, s, e), *_OPINION.finditer(text, s, e)]
        if _PLANS.search(text, s, e) or plan_told(text[s:e]):  # "My mother goes to Vienna in December": the plan's time
            company = _PLANNED_COMPANY if text != text.lower() else _PLANNED_COMPANY_SPOKEN
            times += [*_PLANNED_DAY.finditer(text, s, e), *company.finditer(text, s, e)]
        for when in times:
            blanked[when.start() : when.end()] = " " * (when.end() - when.start())
    return "".join(blanked)


# words of a question that point back at what was said before it: the aside is then needed
_BACK_REFERENCE = re.compile(r"\b(?:there|it|that one|those|them|that year|that place|that trip|that time|the same)\b", re.IGNORECASE)
# "how many different countries is it?": the "it" of a count is the number asked, pointing back at nothing
_THE_COUNT_IT = re.compile(r"\b(?:is|was|would)\s+it(?:\s+be)?\W*$", re.IGNORECASE)


def _refers_back(question: str) -> bool:
    count_it = _THE_COUNT_IT.search(question) if re.search(r"\bhow many\b", question, re.IGNORECASE) else None
    return _BACK_REFERENCE.search(question[: count_it.start()] if count_it else question) is not None


# a question that is only its verb and subject, asking what the aside said: "A friend is sure we never had dinner in Paris. Have we?"
_ONLY_A_TAG = re.compile(
    r"^\W*(?:(?:and|so|but|well)\W+)?(?:have|has|had|did|do|does|was|were|is|are|am)(?:n't)?\s+(?:i|we|you|they|he|she|it|that)"
    r"(?:\s+(?:really|actually|ever|though|now|then|at all|or not|true|right))*\W*$"
    r"|"
    + filler_lead(r"and|so|first(?:\s+of\s+all)?|first\s+off|ok(?:ay)?|right|well")
    # "… my own trip there. When was that?", "… on the longest hike I ever did in Italy. First of all, which hike was that?"
    + r"(?:when|where|what year|how long ago|(?:which|what)(?:\s+\w+)?)\s+(?:was|is)\s+(?:that|this)\W*$",
    re.IGNORECASE,
)


# another person's reporting verb and the time it happened: "my sister asked me yesterday", "yesterday my friend told me"
# the company another person claims, in their story of the thing a question points back at: "My cousin Roberto insists he
# was with me on the longest hike I ever did in Italy. Which hike was that?" asks which hike, not the longest with him
_CLAIMED_COMPANY = re.compile(
    r"\b(?:he|she|they)\s+(?:was|were|came|went|had\s+been)\s+(?:along\s+)?(?:with\s+(?:me|us)|along|there)(?=\s+(?:on|at|in|for|during)\b)",
    re.IGNORECASE,
)
_WH_QUESTION = re.compile(
    filler_lead(r"and|so|first(?:\s+of\s+all)?|first\s+off|ok(?:ay)?|right|well") + r"(?:which|what|when|where)\b", re.IGNORECASE
)


# who the user remembers being there, against another's claim: "Mary swears she came with me to India, but I only remember
# Chloé and James being there. Was Mary on that trip?" (the people remembered are none of the question's)
_REMEMBERED_COMPANY = re.compile(
    r"\b(?:but\s+)?i\s+(?:only\s+|just\s+)?(?:remember|recall)\s+[^,;:.!?]*?\s+(?:being|was|were)\s+(?:there|with\s+(?:me|us))\b",
    re.IGNORECASE,
)
# a dispute the question is to settle, told as a clause of its own: "Family lunch on Sunday turned into a full-blown
# debate, as usual." (its lunch and its day are none of the question's)
_DISPUTE = re.compile(
    r"\b(?:turned|turns|turning|ended|ends|escalated|descended)\s+(?:up\s+)?in(?:to)?\s+(?:(?:a|an|another|the|one)\s+)?"
    r"(?:[\w-]+\s+){0,2}?(?:debate|argument|row|fight|squabble|disagreement|shouting match)\b"
    r"|^(?:there\s+(?:was|is|has been)|(?:we|they)\s+(?:had|have|were having))\s+(?:(?:a|an|another|this)\s+)?"
    r"(?:[\w-]+\s+){0,2}?(?:debate|argument|row|fight|squabble|disagreement)\b"
    # "Santa Fe came up at dinner and nobody could agree.": a disagreement the question is to settle
    r"|\b(?:nobody|no one|no-one|none of us|we|they)\s+(?:could(?:\s+not|n't|n’t)?|can(?:not|'t|’t)?|did(?:\s+not|n't|n’t)?|do(?:\s+not|n't|n’t)?)\s+agree\b",
    re.IGNORECASE,
)


_REPORTER = (
    rf"(?:(?:my|our)\s+(?:\w+\s+)?(?:{RELATIONS})|she|he|they|someone|somebody)"
    r"\s+(?:asked|told|said|reminded|mentioned|texted|messaged|called|claimed|insisted|argued|bet)(?:\s+(?:me|us))?"
)
_WHEN_SAID = (
    r"(?:yesterday|today|earlier today|this morning|this afternoon|this evening|tonight|last night|last week|"
    rf"the other day|on {_DAY_NAME}|at (?:breakfast|lunch|dinner))"
)
_REPORTED_WHEN = re.compile(rf"\b{_REPORTER}\s+(?P<when>{_WHEN_SAID})\b|\b(?P<before>{_WHEN_SAID}),?\s+{_REPORTER}\b", re.IGNORECASE)

# when and over what the user's story was told: "over dinner last night", "at lunch yesterday" (not the question's)
_STORY_WHEN = re.compile(
    rf"\b(?:(?:over|at|during|after) (?:a |the |our )?(?:dinner|lunch|breakfast|brunch|drinks|coffee)|{_WHEN_SAID})\b",
    re.IGNORECASE,
)


# the user's own things or doings in an aside: "the history stuff I've done", "about my trips" (not "my sister went …")
_THE_USERS = re.compile(rf"\bi(?:'ve|'d|'m)?\b|\bmy\s+(?!(?:\w+\s+)?(?:{RELATIONS})\b)\w+", re.IGNORECASE)


def with_the_users_story(text: str) -> str | None:
    """The text whole (less the time of another person's saying) when an aside around its question speaks
    of the user's own things, for a question that says nothing of its own ("My dad keeps quizzing me on the
    history stuff I've done since 2022 - what have I actually got?"); None when no aside does."""
    whole = _without_afterthoughts(without_reported_dates(text))  # "… I love an aged bottle.": the user's taste, no story of it
    kept = without_asides(text)
    asides = "".join(said if left == " " else " " for said, left in zip(whole, kept, strict=True))
    for s, e, _ in _clauses(asides):  # "ok I lost, over 30?": a reaction to the answer, no story of the user's
        if _GREETING_ONLY.match(asides[s:e].strip(" \t,.!?;:—–-")):
            asides = asides[:s] + " " * (e - s) + asides[e:]
    return whole if _THE_USERS.search(asides) else None


def without_reported_dates(text: str) -> str:
    """The text with the time of another person's saying blanked: "my sister asked me yesterday how many
    wines I have" asks about all the wines."""
    blanked = list(text)
    for match in _REPORTED_WHEN.finditer(text):
        group = "when" if match.group("when") else "before"
        start, end = match.span(group)
        blanked[start:end] = " " * (end - start)
    return "".join(blanked)


def _clauses(text: str) -> list[tuple[int, int, bool]]:
    """The clauses of a text as (start, end, in parentheses), in order."""
    spans: list[tuple[int, int, bool]] = []
    at = 0
    for paren in _PARENTHESES.finditer(text):
        spans += _split(text, at, paren.start())
        spans.append((paren.start(), paren.end(), True))
        at = paren.end()
    spans += _split(text, at, len(text))
    return [s for s in spans if text[s[0] : s[1]].strip(" \t,.!?;:—–-")]


def _split(text: str, start: int, end: int) -> list[tuple[int, int, bool]]:
    spans: list[tuple[int, int, bool]] = []
    at = start
    for boundary in _BOUNDARY.finditer(text, start, end):
        spans += _run_on(text, at, boundary.start())
        at = boundary.end()
    spans += _run_on(text, at, end)
    return spans


# a question that starts a new clause in a run-on message ("we are going to barcelona in april which dinners did i have
# there", as Alexa sends it): a question word with the verb before its subject, or a request
_AUX = r"(?:did|do|does|have|has|had|was|were|is|are|can|could|should|would|will)"
_PRONOUN = r"(?:i|we|you|he|she|they|it|im|i'm|i’m|we're|we’re|they're|they’re)"
_RUN_ON_QUESTION = re.compile(
    rf"(?<=[\s,])(?:(?:so|and|but|now)\s+)?(?:"
    # "which dinners did", "what was" (not "…, which is rude", "we're going to rome which is exciting")
    rf"which(?:\s+(?!{_PRONOUN}\b|{_AUX}\b)[\w'’-]+){{1,3}}?\s+{_AUX}\b|what(?:\s+(?!{_PRONOUN}\b|{_AUX}\b)[\w'’-]+){{0,3}}?\s+{_AUX}\b"
    r"|(?:what|who|where|which)(?:'s|’s|s)\b|what\s+about\b"  # "whats the best …", "what about …"
    r"|how\s+(?:many|much|often|long|far)\b"
    rf"|(?:who|where|when)\s+{_AUX}\b"  # "where did i …", "when was …"
    # "did i ever …", "have we …" (not a tag: "I went to Norway with Anna, did I?")
    r"|(?:did|do|does|have|has|had|was|were)\s+(?:i|we)\s+(?!(?:really|though|right|too|then|now|or\s+not)\b)\w"
    r"|(?:show|give|tell|find|get)\s+me\b|list\s+(?:my|the|all|every|those|them|\w+s)\b"  # "show me hikes with mary", "list my wines"
    r")",
    re.IGNORECASE,
)
# a complete told clause: its subject ("we", "im", "my sister", "ben and priya", "the trip") and a verb of it
_TELLERS = r"(?:i|we|he|she|they|you)"
_TOLD_VERB = (
    r"(?:am|is|are|was|were|will|would|shall|should|can|could|might|may|must|have|has|had|do|does|did|"
    r"don't|doesn't|didn't|won't|can't|isn't|aren't|wasn't|weren't|haven't|hasn't|"
    r"go|goes|went|get|gets|got|come|comes|came|fly|flies|flew|arrive|arrives|arrived|visit|visits|visited|land|lands|landed|"
    r"head|heads|headed|move|moves|moved|travel|travels|travelled|traveled|drive|drives|drove|stay|stays|stayed|leave|leaves|left|"
    r"join|joins|joined|drop|drops|pop|pops|start|starts|started|plan|plans|planned|need|needs|want|wants|wanted|"
    r"love|loves|loved|like|likes|liked|hate|hates|hated|miss|misses|missed|think|thinks|thought|say|says|said|"
    r"keep|keeps|kept|reckon|reckons|swear|swears|claim|claims|insist|insists|"
    r"hope|hopes|hoped|feel|feels|felt|book|books|booked|found|met|saw|took|made|spent|bought)"
)
# a verb of saying or thinking, whose subject tells what follows it: "tom thinks i read more than him"
_SAYING_VERB = r"(?:thinks|thought|says|said|reckons|reckoned|claims|claimed|insists|insisted|swears|swore|believes|believed|bets)"
# words that are no subject of a told clause: "so to start, how many …", "now, where did i …", "wat did i eat …"
_NO_SUBJECT = (
    r"(?!(?:which|what|how|who|whom|whose|where|when|why|show|list|tell|give|to|so|now|then|and|but|or|if|when|while|after|"
    r"before|since|once|in|on|at|of|for|with|from|by|about|just|also|ok|okay|well|anyway)\b)"
)
_TOLD_CLAUSE = re.compile(
    # "im off to rome", "we're going", "she's visiting": the subject with its verb
    r"^(?:(?:i|we|you|he|she|they|it|there)(?:'m|’m|'re|’re|'s|’s|'ve|’ve|'d|’d|'ll|’ll)|im|ive|theyre|youre)\s"
    # "we are going …", "my sister is visiting …", "ben and priya fly in …", "the trip is …" (not "the last time we were …")
    rf"|^(?:{_TELLERS}|(?:my|our|the|this|that|a|an)(?:\s+(?!{_PRONOUN}\b){_NO_SUBJECT}[\w'’-]+){{1,3}}?"
    rf"|{_NO_SUBJECT}[a-z][\w'’-]*(?:\s*(?:,|and|&)\s*{_NO_SUBJECT}[a-z][\w'’-]*){{0,3}})"
    rf"\s+(?:(?:just|really|still|also|finally|both|all|never|always|already|only|actually|even|totally|definitely)\s+)*"
    # "wat did i eat", "b39 was i there": a question with a word before it, no statement; "tom thinks i read more": one
    rf"(?:{_SAYING_VERB}\b|{_TOLD_VERB}\b(?!\s+{_PRONOUN}\b))"
    rf"|^{_TELLERS}\s+(?:just\s+|really\s+|finally\s+)?\w{{3,}}ed\b"  # "i loved rome", "we visited lisbon"
    # "bet with ben did i ever ski …", "settling an argument with Mary which …": the dispute the question settles, told first
    rf"|^{_DISPUTE_WITH}\s+[\w'’-]+",
    re.IGNORECASE,
)
# how a told clause cannot end before a question word: "i want to know which …", "the city in which …", "she asked me if …"
_OPEN_END = re.compile(
    r"\b(?:to|of|for|with|about|from|into|than|at|as|if|whether|because|that|a|an|the|and|or|but|my|our|your|their|its|"
    r"see|am|is|are|was|were|be|been|will|would|can|could|should|shall|might|(?<!\bin\s)may|must|do|does|did|have|has|had|not|"
    r"you|u)\W*$",
    re.IGNORECASE,
)
# a verb that takes what follows as its object: "i loved what was served", "we visited what was left"
_ENDS_WITH_A_VERB = re.compile(rf"\b(?<!\bin\s)(?:{_TOLD_VERB}|\w{{2,}}ed)[\s,]*$", re.IGNORECASE)  # not "in may"
# a statement whose question word starts what it asks or says: "a friend asked me how long I stay …", "I can't remember
# which …", "I've forgotten the author's name, who was it?", "I'm not sure what …"
_ASKED_OR_KNOWN = re.compile(
    r"\b(?:ask|asks|asked|asking|wonder|wonders|wondered|wondering|quiz|quizzes|quizzed|quizzing|know|knows|knew|"
    r"remember|remembers|remembered|recall|recalls|recalled|forget|forgets|forgot|forgotten|sure|idea|curious|"
    r"tell|tells|told|telling|check|checking|guess|figure|find\s+out|work\s+out)\b",
    re.IGNORECASE,
)


def _run_on(text: str, start: int, end: int) -> list[tuple[int, int, bool]]:
    """The clause from `start` to `end`, cut in two where a question starts after a complete told clause: "my sister is
    visiting in december show me hikes with mary" is read as "My sister is visiting in December. Show me hikes with
    Mary"; never inside a question ("show me what i drank in rome", "how many hikes did i do when mary was visiting")."""
    at = question_after_told(text, start, end)
    return [(start, at, False), (at, end, False)] if at else [(start, end, False)]


def question_after_told(text: str, start: int = 0, end: int | None = None) -> int:
    """Where the question starts in a run-on clause of `text` that tells something first (the subject and verb of
    a statement, then a question word or a request, with no full stop between); 0 when there is none."""
    end = len(text) if end is None else end
    said = text[start:end]
    told = _OPENER.sub("", said.lstrip(" \t,.!?;:—–-")).strip()
    if not _TOLD_CLAUSE.match(told):
        return 0
    for question in _RUN_ON_QUESTION.finditer(text, start, end):
        before = text[start : question.start()]
        if _is_question(before) or _ASKED_OR_KNOWN.search(before):  # "how many hikes did i do when …", "she asked me how …"
            return 0
        if len(before.split()) >= 2 and not _OPEN_END.search(before.rstrip(" \t,")) and not _ENDS_WITH_A_VERB.search(before):
            return question.start()
    return 0


def _is_question(clause: str) -> bool:
    body = clause.strip()
    if _DOUBT_ONLY.match(body.strip(" \t,.!?;:—–-")):  # "Are you sure?" before a question: doubt, not what is asked
        return False
    rest = _OPENER.sub("", body) if not _QUESTION_START.match(body) else body
    return body.endswith("?") or bool(_QUESTION_START.match(rest.strip()))


# what led the user to ask, said before the question: "Roberto just texted me a photo from our last hike, which got me
# wondering: how many …?" (the story's "last hike" is no superlative of the question)
_LEAD_IN = re.compile(
    r"\b(?:got|gets|has got|made|makes|had|set|sets) me (?:wondering|to wonder|wonder|thinking|curious)\b|\b(?:which|that|this|it) reminded me\b",
    re.IGNORECASE,
)

# how another person will take the answer: "She'll love that.", "He will be thrilled."
_THEIR_REACTION = re.compile(r"^(?:oh,? )?(?:she|he|they)(?:'ll| will) (?:love|like|enjoy|hate|be)\b", re.IGNORECASE)


# "Counting everything, beers and cocktails too": all of what was asked is counted, the kinds named in it included
_ALL_COUNTED = re.compile(
    r"^(?:counting|including|with) (?:everything|it all|all of (?:it|them))\b(?!.*\b(?:except|but not|without|excluding)\b)", re.IGNORECASE
)


# a pleasantry: "I hope you are keeping well today!", "Hope all is well", "How are you?" (its "today" no time of the question)
_PLEASANTRY = re.compile(
    r"^(?:i\s+)?(?:hope|trust)\s+(?:you(?:'re|\s+are|'ve|\s+have)?|u|all(?:'s|\s+is)?|everything(?:'s|\s+is)?|this finds you)\b"
    r"|^how\s+(?:are|r)\s+(?:you|u)\b(?:\s+(?:doing|today|this \w+))*\W*$",
    re.IGNORECASE,
)


# the user's memory of what someone claims: "I don't remember that at all.", "I have no memory of it." (no filter, its "not"
# no negation of the question)
_MY_MEMORY = re.compile(
    r"^(?:i\s+)?(?:(?:honestly|really|genuinely|just|even)\s+)?(?:don'?t|dont|do not|can'?t|cannot|couldn'?t)\s+(?:really\s+|even\s+)?"
    r"(?:remember|recall)(?:\s+(?:that|this|it|any of (?:that|this|it)|(?:that|it) ever happening|doing (?:that|it|so)|(?:that|this) one))?"
    r"(?:\s+at all)?$"
    r"|^(?:i have|i've|i’ve)(?:\s+got)?\s+no\s+(?:memory|recollection|idea)\s+(?:of|about)\s+(?:that|this|it)(?:\s+at all)?$"
    # "I've forgotten something", "I forgot one thing": what the user is about to ask, announced
    r"|^(?:i have|i've|i’ve|i|ive)\s+(?:just\s+|totally\s+|completely\s+)?(?:forgotten|forgot|forget)\s+(?:something|one thing|a detail|a thing)$",
    re.IGNORECASE,
)
# the user's work and days off: "October is always quiet at work.", "my boss wants dates by Friday" (no filter of the question)
_MY_WORK = re.compile(
    r"\b(?:(?:at|from|off)\s+work|(?:my|our)\s+(?:boss|job|manager|office|employer|workplace)|time\s+off|annual\s+leave|"
    r"days\s+off|holiday\s+allowance|vacation\s+days)\b",
    re.IGNORECASE,
)


# a remark on the last answer with the user's reason for it: "Makes sense, we were there longest.", "No wonder, I lived
# there a year." (its "longest" and "there" are the reason told, no superlative or place of the question after it)
_REMARK_WITH_ITS_REASON = re.compile(r"^(?:(?:that|it)\s+)?(?:makes sense|figures|no wonder|fair enough)\b[\s,!.]+\S", re.IGNORECASE)


def _is_aside(clause: str, parenthesized: bool) -> bool:
    body = clause.strip(" \t,.!?;:—–-")
    if _REMARK_WITH_ITS_REASON.match(body) and not _is_question(clause):
        return True
    if _PLEASANTRY.match(_OPENER.sub("", body).strip(" \t,.!?;:—–-")):
        return True
    if parenthesized or _ALL_COUNTED.match(body) or _GREETING_ONLY.match(body) or _CHATTY_OPENER.match(body) or _DOUBT_ONLY.match(body):
        return True
    if (_LEAD_IN.search(body) or _THEIR_REACTION.match(body)) and not _is_question(clause):
        return True
    rest = _OPENER.sub("", body).strip()
    if _FUTURE_TRIP.search(rest) and not _is_question(clause):  # "The Dolomites trip is next summer.": no place of the question
        return True
    if (_MY_MEMORY.match(rest) or _MY_WORK.search(rest) or _DISPUTE.search(rest)) and not _is_question(clause):
        return True
    return not rest or bool(_OTHER_PERSON.search(rest)) or bool(_ABOUT_THE_CONVERSATION.match(rest))


# the user recalling their own past: "I've been trying to remember my reading in 2022" (its time is no plan)
_RECALLING = re.compile(
    r"^(?:i'?ve been|i have been|i'?m|i am|i was|we'?ve been|we'?re|we were)\s+trying\s+to\s+(?:remember|recall)\b", re.IGNORECASE
)


# where a sentence goes on to what the user is doing: "…, and I'm putting together …", "… and we're planning …"
_AND_THEN_MINE = re.compile(
    r"(?:,\s*|\s+)(?:and|so|but)\s+(?=(?:i'm|i’m|im|i am|i've been|we're|we’re|we are|we've been)\b)", re.IGNORECASE
)


# a question that asks of someone the story may name: "Any of hers …?", "was he there?"
_OF_SOMEONE = re.compile(r"\b(?:he|she|him|her|hers|his|they|them|their|theirs)\b", re.IGNORECASE)


def _occasion_and_what_i_do(clause: str) -> bool:
    """ "Anna turns forty next month and I'm putting together a photo book of our adventures.": an occasion, then what the
    user is doing for it, told as one sentence before the question: all of it is why they ask (no "photo book" asked)."""
    rest = _OPENER.sub("", clause.strip(" \t,.!?;:—–-")).strip()
    return not _is_question(clause) and any(_ABOUT_THE_CONVERSATION.match(part) for part in _AND_THEN_MINE.split(rest)[1:])


# what another person says or did, said as a clause of its own: a name (lower case as Alexa sends it) and a verb of
# saying or thinking ("tom thinks i read more than him"), or "he"/"she" and a verb ("he read 12 books this year")
_THEIR_SAYING = re.compile(
    rf"^(?!(?:i|we|you|it|that|this|which|what|who|there|everything|nothing)\b)[a-z][\w'’-]*\s+{_SAYING_VERB}\b"
    r"|^(?:he|she)\s+(?!and\b|or\b|is\b|was\b|'s\b)[a-z]+\b",
    re.IGNORECASE,
)
_OF_THEM = re.compile(r"\b(?:he|she|him|her|his|they|them|their)\b", re.IGNORECASE)
_OF_THE_USER = re.compile(r"\b(?:i|i'?ve|i'?m|i'?d|me|my|mine|we|we'?ve|we'?re|we'?d|us|our|ours|together)\b", re.IGNORECASE)


# a polite tag after a question that asks what, which, who …: "which was the oldest, do you know?" is no yes/no
_POLITE_TAG = re.compile(
    r"^(?:(?:and|so|but|ok(?:ay)?)\s+)?(?:(?:from|in|on|at|with|for|by|of|since|to)\s+)?"  # "From how many …, do you know?"
    r"(?:what|what's|whats|which|who|whom|whose|where|when|how)\b[^,]*"
    r"(?P<tag>,\s*(?:do|would|did) you (?:know|remember|recall|happen to know)|,\s*(?:can|could) you (?:tell|check|say)(?: me)?|"
    r",\s*any idea|,\s*you (?:think|reckon)|,\s*(?:do|would) you (?:think|reckon|say|guess|suppose)|,\s*I wonder)\s*[?!.]*\s*$",
    re.IGNORECASE,
)


def without_polite_tag(text: str) -> str:
    """The text with the polite tag after a question blanked (same length): "Which of them had the oldest
    vintage, do you know?" asks which, not whether the assistant knows."""
    at = 0
    for clause in _BOUNDARY.split(text):  # the tag ends the clause it follows
        start = text.find(clause, at)
        match = _POLITE_TAG.match(clause.strip()) if clause else None
        if match is not None:
            offset = start + (len(clause) - len(clause.lstrip()))
            s, e = match.span("tag")
            return text[: offset + s] + " " * (e - s) + text[offset + e :]
        at = start + len(clause)
    return text


# formulae of asking, which ask nothing of the collection: "if it's not too much trouble", "if you don't mind",
# "I'm not sure (whether …)", "I don't know (if …)", "no rush", "don't worry", "if I'm not mistaken"
_ASKING_FORMULA = re.compile(
    r"\bif (?:it'?s|it is|its|that'?s|that is|this is) (?:not|n'?t) (?:too much |much |a )?(?:trouble|bother|problem|hassle|to ask|too much to ask)\b"
    r"|\bif (?:it'?s|it is|that'?s) no (?:trouble|bother|problem)\b"
    r"|\bif (?:you|u) (?:don'?t|do not|dont) mind\b"
    r"|\b(?:i'?m|i am|im) not (?:really |quite |100% |entirely )?(?:sure|certain)\b(?= (?:if|whether)\b)"
    r"|\b(?:i )?(?:don'?t|do not|dont) (?:really )?(?:know|remember)\b(?= (?:if|whether)\b)"
    # "…, cant remember", "I don't recall.", "(I forget)": the user's memory, said aside, asking nothing
    r"|(?:(?<=[,;:(])|(?<=[.!?—–-] )|^)\s*(?:(?:but|and|tbh|honestly),?\s+)?(?:i\s+)?(?:(?:just|really|honestly)\s+)?"
    r"(?:(?:can'?t|cannot|can not|don'?t|dont|do not|couldn'?t)\s+(?:really\s+|quite\s+)?(?:remember|recall)|forget|forgot)\b"
    r"(?=\s*(?:[,;:.!?)]|$)|\s+(?:how|who|when|where|which|what|exactly)\b)"
    r"|\bno (?:worries|rush|hurry|pressure)\b(?:,?\s*but\b)?"
    r"|\b(?:don'?t|do not|dont) (?:worry|rush)\b"
    r"|\bnot that it matters\b"
    r"|\bmore than (?:anything(?: else)?|ever|everything)\b"  # "I remember the food more than anything": no comparison
    r"|\b(?:if|unless) (?:i'?m|i am|im) (?:not )?(?:mistaken|wrong)\b"
    r"|^\W*(?:and |ok(?:ay)?,? |so )?(?:(?:one|just one|another|a|one) (?:more|last|final|quick|other|small|little) |(?:a |one )?(?:last|final|quick) )"
    r"question(?: for you)?\b\s*[:,;.—–-]",  # "One more question: did I …", "Last question, …"
    re.IGNORECASE,
)


def without_asking_formulae(text: str) -> str:
    """The text with its formulae of asking blanked (same length): the "not" of "if it's not too much trouble"
    negates nothing asked, and none of their words is a word not understood."""
    text = _ASKING_FORMULA.sub(lambda m: " " * len(m[0]), text)
    either = _EITHER_ONE.search(text)
    if either is not None:  # "with Tom or Sofia, one of them?": the "or" said again, no pointer at the answer before
        s, e = either.span("tail")
        text = text[:s] + " " * (e - s) + text[e:]
    return text


# "with Tom or Sofia, one of them?", "Italy or Spain, either of the two": the options joined by "or", said again
_EITHER_ONE = re.compile(
    r"\bor\s+[\w'’-]+(?P<tail>\s*,\s*(?:either|one|any)(?:\s+one)?\s+of\s+(?:them|the\s+two|those\s+two|'?em))\s*[?.!]*\s*$",
    re.IGNORECASE,
)


# the user's taste, said after the question: "Which one has the oldest vintage? I love an aged bottle." (no filter of it)
_AFTERTHOUGHT = re.compile(
    r"^(?:i|we)\s+(?:(?:really|just|do|so|absolutely)\s+)?(?:love|like|adore|enjoy|prefer)\b|^(?:i'm|i am|we're|we are)\s+(?:a (?:big |huge )?fan|into)\b",
    re.IGNORECASE,
)

# a hunch about the user's own taste, said after the question it is why they ask: "And poetry? I have a feeling I never liked
# those much", "I suspect I didn't enjoy them" (its "never", "didn't" no negation of the question; the rating asked answers it)
_HUNCH_OF_TASTE = re.compile(
    r"^(?:(?:i|we)\s+(?:have|had|get|got)\s+(?:a|the)\s+(?:feeling|hunch|sense|suspicion)|(?:i|we)\s+(?:suspect|bet|reckon|guess|think|feel))\b"
    r"(?:(?!\?).)*\b(?:liked?|loved?|enjoy(?:ed)?|cared?\s+(?:for|about|much\s+for)|(?:was|were)\s+(?:into|a\s+fan\s+of|fans\s+of))\b",
    re.IGNORECASE,
)


# what the user wants the answer for, of themselves, said after the question: "Trying to convince myself I'm not lazy",
# "just want to prove to myself I'm keeping up", "hoping to reassure myself" (its "not" no negation of the question)
_FOR_MYSELF = re.compile(
    r"^(?:(?:i'm|i’m|i am|im|just|only|really|kinda|kind of|sort of|mostly|partly|i)\s+)*"
    r"(?:trying|try|hoping|hope|wanting|want|need|needing|looking)\s+to\s+(?:convince|prove|reassure|remind|persuade|show)"
    r"(?:\s+(?:to\s+)?(?:myself|me|ourselves|us))\b",
    re.IGNORECASE,
)


# what the answer will cost the user, said after the question: "I'll never hear the end of this if he was.", "I'll have to
# eat my words.", "I'll never live it down." (its "never" and "if he was" none of the question's)
_AT_STAKE = re.compile(
    r"^(?:(?:and|but|so|because|cause|cos)\s+)?(?:i|we)(?:'ll|’ll|\s+will|'d|\s+would)\s+(?:(?:have|need)\s+to\s+)?"
    r"(?:never\s+(?:hear\s+the\s+end\s+of|live\s+(?:it|this|that)\s+down)|eat\s+(?:my|our)\s+words|owe\s+(?:him|her|them)\b)",
    re.IGNORECASE,
)


# what the user wishes to do, said after the question: "Which of those did I rate the highest? I'd love to book the same place
# again for all of us" (no filter of it, its "same place" no place talked about)
_WISH = re.compile(
    r"^(?:i'd|i would|we'd|we would)\s+(?:really\s+|so\s+)?(?:love|like|prefer)\s+to\b|^(?:i|we)\s+(?:want|plan|mean|intend|hope)\s+to\b"
    # "I'd rather not start next year with a long-haul flight.": what the user would rather do, its "not" no negation of the
    # question (not "I'd rather the ones in Europe", which says what to keep)
    r"|^(?:i'd|i would|we'd|we would)\s+(?:much\s+)?(?:rather|sooner)\s+(?!(?:the|those|these|them|ones?|only|just)\b)"
    # "I might copy a menu.", "I'll book one of them.": what the user may do with the answer (not "I might have had …")
    r"|^(?:i|we)(?:'ll|’ll|\s+(?:might|may|will|could|shall|am going to|are going to))\s+(?:\w+ly\s+)?(?!(?:have|be|not|never)\b)",
    re.IGNORECASE,
)
# what the answer is to the user, said after the question: "Those are the ones I'll pass on.", "Those are the kind of places I
# want to go back to.", "That's where I want to go next." (the user's plans for it, no filter of it)
_WHAT_IT_IS_TO_ME = re.compile(
    r"^(?:those|these|they|that|this|it)(?:'re|'s|’re|’s|\s+(?:are|is|were|was|will\s+be|would\s+be|'ll\s+be|’ll\s+be))\s"
    r".*\b(?:i|we)(?:'ll|'d|’ll|’d|\s+(?:will|would|want|wanna|need|plan|mean|intend|hope|love|like|can|could|should|must|might|"
    r"have\s+to|am\s+going|keep|never|always))\b",
    re.IGNORECASE,
)


# what the user means to do for another person, said after the question: "I want to give her my top pick first.", "No point
# sending her somewhere mediocre.", "I'd like to warn him off it." (the person is the object of the user's verb, no companion)
_FOR_SOMEONE = re.compile(
    r"^(?:(?:i|we)\b|i'd\b|i'll\b|we'd\b|we'll\b|(?:there'?s\s+)?(?:no\s+)?point\b|(?:it'?s\s+)?not worth\b|(?:(?:just|so)\s+)?(?:want|need|going)\s+to\b)",
    re.IGNORECASE,
)
_OBJECT = re.compile(r"\b(?P<before>[a-z'’]+)\s+(?:her|him)\b", re.IGNORECASE)
_NOT_A_VERB = frozenset(
    ("with", "without", "w", "by", "of", "from", "than", "and", "or", "not", "except", "excluding", "minus", "but", "besides", "like")
)


def _for_someone(body: str) -> bool:
    """ "I'd like to warn her off it": a statement of the user's with another person as the object of its verb."""
    return bool(_FOR_SOMEONE.match(body)) and any(m["before"].lower() not in _NOT_A_VERB for m in _OBJECT.finditer(body))


def _afterthoughts(text: str, clauses: list[tuple[int, int, bool]], questions: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The clauses after the last question that only say the user's taste ("I love an aged bottle.") or what they mean
    to do for another person ("I want to give her my top pick first.")."""
    last = max(e for _, e in questions)
    bodies = [(s, e, _OPENER.sub("", text[s:e].strip(" \t,.!?;:—–-")).strip()) for s, e, p in clauses if s >= last and not p]
    return [
        (s, e)
        for s, e, body in bodies
        if _AFTERTHOUGHT.match(body)
        or hopes_another_remembers(body)  # "who was with me? maybe they remember the name of the place"
        or (_HUNCH_OF_TASTE.match(body) and not _is_question(text[s:e]))
        or (_FOR_MYSELF.match(body) and not _is_question(text[s:e]))
        or (_AT_STAKE.match(body) and not _is_question(text[s:e]))
        or (is_a_guess(body) and not _is_question(text[s:e]))  # "… than to Italy? I think France wins"
        or ((_for_someone(body) or _WISH.match(body) or _WHAT_IT_IS_TO_ME.match(body)) and not _is_question(text[s:e]))
    ]


def _without_afterthoughts(text: str) -> str:
    """The text with the user's taste said after its question blanked (same length)."""
    clauses = _clauses(text)
    questions = [(s, e) for s, e, p in clauses if not p and _is_question(text[s:e])]
    blanked = list(text)
    for s, e in _afterthoughts(text, clauses, questions) if questions else ():
        blanked[s:e] = " " * (e - s)
    return "".join(blanked)


def _without_their_take(text: str, clauses: list[tuple[int, int, bool]]) -> str:
    """A message without a question: another person's take or plans said beside what the user asks for are
    blanked ("Oh, the museums of course, she won't be reading my books!" asks for the museums, and leaves no
    books out); the text itself when nothing else is said, or what is said points back into it."""
    theirs = [(s, e) for s, e, _ in clauses if _OTHER_PERSON.match(_OPENER.sub("", text[s:e].strip(" \t,.!?;:—–-")).strip())]
    rest = [(s, e) for s, e, p in clauses if (s, e) not in theirs and not _is_aside(text[s:e], p)]
    if not theirs or not rest or any(_BACK_REFERENCE.search(text[s:e]) for s, e in rest):
        return text
    blanked = list(text)
    for s, e in theirs:
        blanked[s:e] = " " * (e - s)
    return "".join(blanked)


# "my parents are visiting this weekend, which restaurants in Lisbon did I rate 5?": another person's doings, then a comma
# and a question word
_THEIR_DOINGS_THEN_A_QUESTION = re.compile(r"^(?P<aside>[^,?.!;:]+),\s+(?=(?:which|what|how|who|where|when)\b)", re.IGNORECASE)


def _without_their_doings_before_a_comma(text: str) -> str:
    """The text with another person's doings said before a comma and its question blanked (same length)."""
    said = _THEIR_DOINGS_THEN_A_QUESTION.match(text)
    if said is None:
        return text
    aside = _OPENER.sub("", said["aside"].strip()).strip()
    rest = text[said.end() :]
    if not _OTHER_PERSON.match(aside) or _is_question(said["aside"]) or _refers_back(rest) or _LEAD_IN.search(rest):
        return text  # "My niece is moving to Japan, which got me thinking about my first trip there": the question needs it
    return " " * said.end("aside") + text[said.end("aside") :]


# the user with others in a question ("did we …", "together", "with us"), and the person named who tells a story
_US = re.compile(r"\b(?:we|us|our|together)\b", re.IGNORECASE)
_SOMEONE_AND_I = re.compile(r"\b(?:\w+\s+and\s+(?:i|me)|(?:i|me)\s+and\s+\w+)\b", re.IGNORECASE)  # "… Mary and I never …"
_NAMED_TELLER = re.compile(
    rf"\s*(?:(?:my|our)\s+(?:(?:older|younger|big|little|kid|baby)\s+)?(?:{RELATIONS})\s+)?(?P<name>(?-i:[A-Z][a-zà-ÿ]+))"
    r"\s+(?:(?:still|always|just|really|also|even)\s+)*(?:keeps|kept|says|said|brags|bragged|boasts|boasted|claims|claimed|insists|insisted|reckons|thinks|swears|bets|told|tells)\b",
    re.IGNORECASE,
)


def tellers(text: str) -> list[str]:
    """The names of the people a text says tell or claim something ("My cousin Roberto insists he was with me …":
    Roberto), in order."""
    return [m["name"] for m in re.finditer(rf"(?<!\w){_NAMED_TELLER.pattern}", text, re.IGNORECASE)]


# a count of everything the collection holds: "How many things are in here altogether?", "how many items do I have in total?"
_OF_EVERYTHING = re.compile(
    filler_lead("and|so|ok(?:ay)?|well|now|then") + r"(?:(?:tell me|do you know|can you tell me)\s+)?"
    r"how many (?:things|items|entries|records|memories)(?:\s+(?:are|is) there)?(?P<where>(?:\s+(?:are|is))?\s+in\s+(?:here|it|there|this|"
    r"(?:this|my|the)\s+(?:scrapbook|collection|book|app|thing)))?"
    r"(?:\s+(?:(?:do|did)\s+i\s+have|have\s+i\s+got|(?:are|is)\s+there|i\s+have|there\s+are|"
    r"(?P<in>in\s+(?:here|it|this|(?:this|my|the)\s+(?:scrapbook|collection|book|app|thing)))|"
    r"altogether|all together|in total|in all|overall|total|all told|(?:are\s+)?there))*\s*[?!.]*\s*$",
    re.IGNORECASE,
)


def asks_for_everything(text: str) -> bool:
    """Whether a clause of the text asks how many things the collection holds in all: "How many things are in here
    altogether?" (a story around it, "my son typed all my old travel diaries into this scrapbook", no filter of it)."""
    return any(_OF_EVERYTHING.match(text[s:e]) for s, e, p in _clauses(text) if not p)


def _of_everything(text: str) -> str | None:
    """The text with every clause but its question of everything blanked, and the "in here" of that question (the
    collection itself); None when no clause asks it."""
    for s, e, p in _clauses(text):
        asked = _OF_EVERYTHING.match(text[s:e]) if not p else None
        if asked is not None:
            blanked = [" "] * len(text)
            blanked[s:e] = text[s:e]
            for group in ("where", "in"):
                if asked[group]:
                    gs, ge = asked.span(group)
                    blanked[s + gs : s + ge] = " " * (ge - gs)
            return "".join(blanked)
    return None


def without_asides(text: str) -> str:
    """The text with the asides around its question and the time of another person's saying blanked out
    (same length); otherwise the text itself: when it has no question clause, no aside, or a question
    that refers back into an aside. A question of everything the collection holds is asked alone."""
    text = trip_as_its_time(text)  # "how many of them were from the 2019 trip?": in 2019
    everything = _of_everything(text)
    if everything is not None:
        return everything
    text = without_times_to_come(without_polite_tag(without_reported_dates(without_asking_formulae(text))))
    text = in_the_collection_named(text)  # "… imported my whole scrapbook … How many museum visits are in there?": in it all
    text = _without_their_doings_before_a_comma(text)
    clauses = _clauses(text)
    if len(clauses) < 2:
        return text
    questions = [(s, e) for s, e, p in clauses if not p and _is_question(text[s:e])]
    if not questions:
        return _without_their_take(text, clauses)
    after = _afterthoughts(text, clauses, questions)
    # "tom thinks i read more than him he read 12 books this year so did i …": their take, unless the question asks of
    # them ("james says our last … was in berkeley, is he rigth?") or of "we" the take may say ("Anna says Elena and I …")
    # ("… was Lisbon better than the Porto one by the stars we gave? Mary swears Porto won.": a take that says nothing of
    # the user is theirs even when the question asks of "we")
    of_them = any(_OF_THEM.search(text, s, e) for s, e in questions)
    theirs = not of_them and not any(_US.search(text, s, e) for s, e in questions)
    takes = [
        (s, e)
        for s, e, p in clauses
        if (s, e) not in questions
        and not of_them
        and (theirs or not _OF_THE_USER.search(text, s, e))
        and _THEIR_SAYING.match(_OPENER.sub("", text[s:e].strip(" \t,.!?;:—–-")).strip())
    ]
    # (an occasion told is kept when the question asks of "her" or "his": "… and we're doing Ada Winter again. Any of hers …?")
    of_someone_told = any(_OF_SOMEONE.search(text, s, e) for s, e in questions)
    told_for = [(s, e) for s, e, _ in clauses if (s, e) not in questions and not of_someone_told and _occasion_and_what_i_do(text[s:e])]
    asides = [
        (s, e)
        for s, e, p in clauses
        if (s, e) not in questions and ((s, e) in after or _is_aside(text[s:e], p) or (s, e) in takes or (s, e) in told_for)
    ]
    if not asides:
        return text
    if any(_refers_back(text[s:e]) or _ONLY_A_TAG.match(text[s:e]) for s, e in questions):
        # "… did I go there too?": the aside says where; the time of the user's own plans is still none of the question's
        # ("Heading back to Lisbon in the spring! Were there more … when I was there before?")
        blanked = list(text)
        last = max(e for _, e in questions)
        for s, e in asides:
            rest = _OPENER.sub("", text[s:e].strip(" \t,.!?;:—–-")).strip()
            said = text[s:e].strip(" \t,.!?;:—–-")
            # "Was Roberto around for any of those beers? He swears he never drinks with me.": another's story after the
            # question is none of what it refers back to, its "never" no negation of it
            told_after = (s >= last and bool(_OTHER_PERSON.match(rest))) or (s, e) in after
            disputed = _DISPUTE.search(rest) is not None  # "Family lunch on Sunday turned into a debate.": no lunch asked
            for remembered in _REMEMBERED_COMPANY.finditer(text, s, e):  # "but I only remember Chloé and James being there"
                blanked[remembered.start() : remembered.end()] = " " * (remembered.end() - remembered.start())
            if (
                not rest or _GREETING_ONLY.match(said) or _DOUBT_ONLY.match(said) or told_after or disputed
            ):  # "Lovely. How many of those …?"
                blanked[s:e] = " " * (e - s)
            elif _OTHER_PERSON.match(rest) and all(_WH_QUESTION.match(text[qs:qe]) for qs, qe in questions):
                for claimed in _CLAIMED_COMPANY.finditer(text, s, e):  # "… insists he was with me on …": the claim, not asked
                    blanked[claimed.start() : claimed.end()] = " " * (claimed.end() - claimed.start())
            elif _ABOUT_THE_CONVERSATION.match(rest) and not _RECALLING.match(rest):
                # ("I've been trying to remember my reading in 2022 - … that year?": the time recalled is the question's)
                for when in [*_PLANNED_WHEN.finditer(text, s, e), *_STORY_WHEN.finditer(text, s, e)]:
                    blanked[when.start() : when.end()] = " " * (when.end() - when.start())
        return "".join(blanked)
    blanked = list(text)
    ours = any(_US.search(text, s, e) for s, e in questions)
    for s, e in asides:
        blanked[s:e] = " " * (e - s)
        of_us = ours and not _SOMEONE_AND_I.search(text, s, e) and (theirs or (s, e) not in takes or _is_aside(text[s:e], False))
        teller = _NAMED_TELLER.match(text, s) if of_us else None
        if teller is not None and teller.end("name") <= e:  # "My brother Tom keeps bragging that we ran further. Did we …?"
            blanked[teller.start("name") : teller.end("name")] = teller["name"]  # "we" are the user and Tom
    return "".join(blanked)


def asides_only(text: str) -> str | None:
    """The asides around a message's question, the question blanked (same length): "A friend asked me whether Tomas Reyes
    is worth reading." of "… How many of his books have I read?"; None when nothing of the message is an aside."""
    kept = without_asides(text)
    if kept == text or len(kept) != len(text):
        return None
    asides = "".join(said if left.isspace() else " " for said, left in zip(text, kept, strict=True))
    return asides if asides.strip() else None
