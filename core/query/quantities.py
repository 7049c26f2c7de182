"""Questions about quantities rather than items: yes/no checks ("have I been to Croatia?"),
comparisons of two counts ("more wine or beer?"), aggregates over a field ("total distance",
"average rating", "how many different countries", "which city most often") and size words
("the longest hike" → the category's field that measures length). Every field comes from the
collection definition; when the field cannot be told, the answer is a question, never a guess."""

from __future__ import annotations

import calendar
import re
from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from ..collection.definition import CollectionDefinition, FieldDef
from .aggregate import YEAR_PATH as YEAR_PATH  # the year of an item's date, counted like a value (defined beside Aggregate)
from .aggregate import Aggregate, Shape
from .amount_abroad import amount_abroad
from .busiest import read_busiest
from .comparisons import OPERATORS
from .cues import LEAVING_OUT, OTHER_THEN
from .dated_seasons import all_dated, dated_season
from .derived import alternation, once_per
from .fewest import read_fewest
from .filler_lead import filler_lead
from .how_long_done import how_long_done
from .long_ones_bounded import sized_by_a_bound
from .measured import BEAT, TIME_UNITS, measure_words, read_measured, unit_words
from .negative_tag import negative_tag
from .one_unit import agreeing
from .place_part_typos import misspelt_place_part
from .ranked_field import only_owner
from .request import Reading, Request
from .restate import Wording, joined
from .size_nouns import size_nouns
from .spelling import Speller, words_of
from .than_put_together import than_put_together
from .units_asked import converts, unit_asked
from .utterance import Utterance
from .yes_tagged import yes_tag

VERIFY = re.compile(
    # at the start, or after a preamble ("so I was wondering: did I ever …")
    # ("oh and have I ever …", "well, also did I …": the words that open a spoken question before it)
    r"(?:^|[:;!?.,]\s*|\s[—–-]\s*)(?:(?:so|and|but|ok|okay|oh|ah|well|also|hey|wait|hm+|um+),?\s+){0,3}(?:did|have|has|had|was|were|is|are|do|does)\s+"
    r"(?:i|we|you|that|it|this|those|these|they|there|my|our|any|anything|one|some|either|all|every|each|most of"
    r"|the (?:two|three|four|five|[2-5]) of us|both of us)\b|^(?:i |we )?(?:ever )?been (?:to|in|at|[a-z]+ing)\b"
    # "ever been skiing in Austria?", "ever had a cocktail in Peru?": "ever" opening the question asks whether
    # "Anna and Sofia, they ever had dinner with me?": the subject said, with "ever" and no question verb
    # ("ever skied in france", "ever hiked with Tom": any verb in its past form, the question mark left out)
    r"|(?:^|,\s*)(?:so |and |ok |okay )?(?:i |we |they |he |she )?ever (?:been|gone|went|done|did|had|tried|visited|seen|drunk|drank|eaten|ate|read"
    r"|flown|flew|ran|run|swam|swum|rode|ridden|drove|driven|met|saw|took|taken|got|gotten|bought|[a-z]{2,}ed)\b"
    # "Ever over 25?", "ever with Tom?": "ever" opening a question, terse, asks whether there was any (not "ever since 2020 …")
    r"|^(?:so |and |ok |okay )?ever (?!since\b)[^,;:.!?]*\?\s*$"
    # "ever skied in frnace", "ever hiked with tom": "ever" opening the message, its verb and where or with whom after it
    # (the question mark left out; the verb may be read as its kind first: "ever ski in france")
    r"|^(?:so |and |ok |okay )?(?:i |we )?ever (?!since\b)[a-z]+\s+(?:in|at|to|with|a|an|any|some|the|my|on|from|there|here)\b"
    # "read anything else by her?", "drink any wine in Peru?": "did I" left out, a past verb opening a question of "any"
    r"|^(?:so |and |ok |okay )?(?:read|ate|drank|saw|went|had|did|ran|rode|swam|took|met|tried|bought|watched|visited|hiked|walked)"
    r"\s+(?:anything|any|anyone|anybody|something|someone)\b[^.!?]*\?\s*$"
    # "didn't I hike in 2021?", "hmm wasnt i in lisbon in 2023", "did we never go to Peru?"
    r"|^(?:(?:so|and|but|ok|okay|wait|hmm+|um+|oh|hey|well|remind me),?\s+)*(?:didn't|haven't|hadn't|wasn't|weren't|don't)\s+(?:i|we)\b"
    # "isn't it italian?", "wasn't that one in Spain?": the item talked about, asked in the negative
    r"|^(?:(?:so|and|but|ok|okay|wait|hmm+|um+|oh|hey|well),?\s+)*(?:isn't|wasn't|aren't|weren't)\s+(?:it|that|this|they|the\s+(?:[a-z0-9'-]+\s+){0,3}?ones?(?=\s))\b"
    r"|^(?:(?:so|and|but|ok|okay|wait|hmm+|um+|oh|hey|well|remind me),?\s+)*(?:did|have|had|was|were)\s+(?:i|we)\s+never\b"
    # ("Quick one: was she with me when I went to Florence?": after a lead-in and its colon too)
    r"|(?:^|(?<=[:!?])\s*)(?:so |and |but |ok |okay )?(?:was|were|did)\s+[a-z]+\s+(?:[a-z]+\s+)?(?:there|here|with (?:me|us)|come|came|join|joined|along)\b"
    # "did she have wine with me that day?": the person talked about, asked whether they had something with the user
    r"|(?:^|(?<=[:!?])\s*)(?:so |and |but |ok |okay )?did\s+(?:she|he)\s+(?:ever\s+)?(?:have|eat|drink|try|taste|order|share)\b"
    r"[^.?!]*?\bwith (?:me|us)\b"
    # "has she been to a museum with me since then?": someone talked about, asked whether they went
    r"|^(?:so |and |but |ok |okay )?(?:has|had|have)\s+(?:she|he)\s+(?:ever\s+)?been\b"
    # "And the train journey to Tokyo in 2023, also he was with me?", "she was there too?": said as a statement, its
    # question mark making it a yes/no (the word order of a non-native speaker)
    r"|(?:^|,\s*)(?:and |so |but )?(?:also |too )?(?:she|he|they)\s+(?:also\s+|too\s+)?(?:was|were)\s+(?:also\s+|too\s+)?"
    r"(?:with (?:me|us)|there|here|along|on (?:it|that one))\b[^.!?]*\?\s*$"
    # "Mary says she skied all of those. Was she really on all of them?": the person talked about, asked whether there
    # ("I feel like Luca was there every time, was he at all of those?": after a comma too)
    r"|(?:^|(?<=[.!?,])\s*)(?:so |and |but |ok |okay )?(?:was|were)\s+(?:she|he)\s+(?:(?:not|ever|really|actually|truly)\s+)?(?:at|on|in)\b"
    # "sorry i meant elena was she on all of them", "I mean Tom, did he come?": the person said instead, then the question
    # about them (said without a stop between)
    r"|\bi (?:meant|mean)\s+[a-z]+,?\s+(?:was|were|did|has|had|is)\s+(?:she|he|they)\b"
    # "was the Cusco flight rated 5?", "were the dinners in Bari good?": a thing named, then what is asked of it
    r"|^(?:so |and |but |ok |okay )?(?:was|were|is|are)\s+the\s+(?!(?:same|most(?! recent)|least|best|worst)\b)"
    # the word order of a statement, asked: "any of them was rated 5", "some of those were in Porto?"
    r"|^(?:so |and |but |ok |okay )?(?:any|(?=some\b.*\?\s*$)some) of (?:them|those|these|em|'em)\s+(?:was|were|is|are|had|got)\b"
    # "Is Istanbul one of them?", "were both city breaks?": whether the previous answer holds a thing, or all of it fits
    r"|(?:^|(?<=[.!?])\s*)(?:so |and |but |ok |okay )?(?:is|was|are|were)\s+(?:[a-z]+\s+){1,3}?(?:really\s+|actually\s+)?one of (?:them|those|these)\b"
    r"|^(?:so |and |but |ok |okay )?(?:were|are)\s+(?:they\s+)?both\b"
    # "mary every time?", "tom and anna each time?", "Kenji too every time?": terse, whether someone was at each of them
    r"|^(?:so |and |but |ok |okay )?[a-z]+(?:\s+(?:and|&)\s+[a-z]+)?(?:\s+(?:too|along|with (?:me|us)))?\s+"
    r"(?:every|each)(?: single)? time\s*[?!.]*$"
    # a tag question: "… with Anna, did I?", "… it was a novel, wasn't it?" (not "which one was it?", "how is it?")
    r"|(?<!how many )(?<!how much )(?<!how )(?<!which )(?<!what )(?<!who )(?<!where )(?<!when )(?<!which one )(?<!what one )\b(?:did|didn't|have|haven't|was|wasn't|were|weren't|is|isn't)\s+(?:i|we|it|they|you)\s*[?.!]*$"
)
# "in how many different cities were they?", "which of the museums was it": a question of its own, its verb and subject said
# last (no tag question: that comes after a comma, "… with Anna, did I?")
# ("my trip to lecce last year how many nights was it": the thing asked about said first, then the question of it)
ASKED_WITH_ITS_VERB_LAST = re.compile(
    r"(?:" + filler_lead("and|so|but|ok|okay") + r"(?:(?:in|on|at|to|from|for|with)\s+)?(?:how many|how much|which|what|where|when|who)"
    r"|\bhow (?:many|much))\b"
    r"[^,;:.!?]*\b(?:did|was|were|is|are|have)\s+(?:i|we|it|they|you)\s*[?.!]*$"
)
# "so I ran further last year, right?": a statement offered to be confirmed
# "I never had a breakfast with Kenji, is that true?": the check said in full
TAG = re.compile(
    r"(?:^|[,\s])(?:(?:is|was) (?:that|this|it) (?:really |actually )?(?:true|right|correct)|(?:(?:tho|though) )?(?:right|rite|correct)|(?<=,\s)(?:yes|yeah|no|true)|(?<=[.!;]\s)true"
    # "Of her I have read more than 30 books, is true?", ", it is true?": a learner's check, its "it" left out (after a comma)
    r"|(?<=,\s)(?:it\s+)?(?:is|was)\s+(?:really\s+)?(?:true|correct))\s*[?!.]*$"
    # "… than with James. True?": a claim, then "true?" asked of it as a sentence of its own
)
# "is it true that I drank koshu with Kenji?", "is true that …", "true that …?": the statement after it is asked
TRUE_THAT = re.compile(
    r"^(?:so |and |but |ok |okay )?,?\s*(?:(?:is|was) (?:it )?(?:really )?(?:true|correct|right)(?: that)?|(?:really )?true that) (?=[a-z])"
    # "whether I ever had a beer in Belgium", "I wonder if we went to Rome": whether a statement holds, asked
    r"|^(?:so |and |but |ok |okay )?,?\s*(?:i (?:was )?wonder(?:ing|ed)? (?:whether|if)|wondering (?:whether|if)|whether) (?=(?:i|we)\b)"
)
# "I don't think I went to Egypt with Anna, did I?": a hedge, not a negation of what is asked
HEDGE = re.compile(
    r"^(?:i|we) (?:(?:don't|do not|dont) )?(?:think|believe|remember|recall|reckon)\b|^i'?m (?:pretty |fairly )?sure\b|"
    r"\b(?:i'm |i am )?not sure (?:if|whether)\b"
)
CONTRAST = re.compile(
    r"\b(?:more|fewer|less)\b(?! than\b).*\bor\b(?! (?:more|less|fewer|better|worse|higher|lower)\b)"
    # "2025 vs 2024", "Paris versus Nice?", "Greece against Spain?": set against each other; "2025 or 2024, which had more?", "which did I go to more often?"
    # ("tom or james this year, who more": people set against each other, asked with "who"; "Lisbon or Porto, where did I eat
    # out more?": places, asked with "where")
    r"|\b(?:vs|versus|against|compared (?:with|to)|in comparison (?:with|to))\b|\bor\b.*\b(?:which|whcih|wich|who|whom|where)(?: one)? (?:[a-z]+ ){0,4}?(?:more|fewer|less)\b(?! than\b)"
    # "walk, hike or run the most?", "most: walks, hikes or runs?": the options listed, then (or after) "the most"
    r"|\bor\b[^.?!:]*?\b(?:the )?most(?: often| frequently| times)?\s*(?:[?!.,]|$)"
    r"|\bmost(?: often| frequently| (?!of\b)[a-z]+)?\s*[:,]\s*[a-z]+(?:\s*,\s*[a-z]+)*\s*,?\s+or\s+[a-z]"
    # "Lisbon, Porto or Sintra: where did I have the most meals?": the options, then what they are asked about
    r"|\bor\s+[a-z]+\s*:[^.?!]*?\b(?:the )?most(?: (?!of\b)[a-z]+)?\s*(?:[?!.]|$)"
    # "did I run or walk more in 2023?", "wine or beer more often?": the options, then the comparative after the last
    # (not "4 or more", "rated 3 or 4 more than once", "or more than …")
    # ("was tom or anna with me more this year": people, then "with me" before the comparative)
    r"|\b(?:or|vs)\s+(?!more\b|less\b|fewer\b)[a-z][a-z'-]*(?:\s+(?!more\b|less\b|fewer\b)[a-z][a-z'-]*)?"
    r"(?:\s+(?:with (?:me|us)|along|around))?\s+(?:more|less|fewer)(?:\s+(?:often|frequently|times|times over))?"
    r"(?!\s+than\b)(?=\s*(?:[?!.,]|$|\s+(?:in|this|last|during|on|that|these|over|back|at|when|then|right|overall)\b))"
    # "more trains or more flights": the word said again before each option (not "4 or more")
    r"|\b(?P<word>more|fewer|less) (?!than\b)[a-z][a-z' ]*,? or (?P=word) (?!than\b|often\b)[a-z]"
)
# "the most" said with options listed: which of them is the larger count
LISTED_MOST = re.compile(r"\b(?:the )?most(?: often| frequently| times)?(?=\s*(?:[?!.,:]|$)| (?!of\b)[a-z]+\s*(?:[?!.,:]|$))")
# a count said in words: "three times", "more than thirty", "over a hundred dinners"
TIMES_NUMBERS = dict(zip(("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"), range(1, 11), strict=True))
TIMES_NUMBERS |= dict(
    zip(("eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"), range(11, 20), strict=True)
)
TIMES_NUMBERS |= {"a dozen": 12, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70}
TIMES_NUMBERS |= {"eighty": 80, "ninety": 90, "a hundred": 100, "one hundred": 100, "a thousand": 1000}
# those words as a pattern (longest first: "one hundred" before "one"), and with a number of up to four digits
TIMES_WORDS = "|".join(w.replace(" ", r"\s+") for w in sorted(TIMES_NUMBERS, key=len, reverse=True))
TIMES_NUMBER = rf"\d{{1,4}}|{TIMES_WORDS}"
# "more often than walking", not "more than 3 stars"
AGAINST = re.compile(
    r"\b(?:more|fewer|less)\b(?: often| times| frequently)?(?: [a-z0-9]+){0,5}? than\b"  # "more often in 2024 than in 2025"
    rf"(?!\s*(?:(?!(?:19|20)\d\d\b)\d|(?:{TIMES_WORDS}|once|twice)\b))"  # "than 2018": a year
    # "oh nice, more than I thought": a reaction to the answer, nothing set against it
    r"(?!\s*(?:(?:i|we)(?:'d| would)?(?: have)? (?:thought|expected|imagined|figured|guessed|feared|hoped|remembered)|expected|usual)\b)"
)
THAN, OR = re.compile(r"\bthan\b"), re.compile(r"\b(?:or|vs|versus|against)\b")
# "this year compared with 2024, I read more?", "wine vs beer in 2015, did I drink more?": the two set against each other,
# then a yes/no of whether the first is the larger, the comparative last (no "or", no "which": that asks which one)
AGAINST_ASKED_LAST = re.compile(
    r"^(?!.*\b(?:or|which|whcih|wich|who|whom|where|what)\b).*\b(?:vs\.?|versus|against|compared (?:with|to))\s+[^,;:]+[,;:]\s*"
    r"(?:(?:so|and|then)\s+)?(?:(?:did|do|have|had)\s+)?(?:i|we)\s+(?:[a-z]+\s+)?(?:more|fewer|less)(?:\s+(?!than\b|then\b|right\b|yes\b|yeah\b|no\b|there\b)[a-z]+)?"
    r"(?:\s+(?:then|right|yes|yeah|no|or not|there|that year))*\s*\??\s*$",
    re.IGNORECASE,
)
# "between Anna and Tom, …": two options named before a comma (no digits: "between 2018 and 2019" is a span of dates)
BETWEEN_TWO = re.compile(r"\b(?P<between>between)\s+[^\d,.?!]+?\s+(?P<and>and|&)\s+[^\d,.?!]+?,")
# "is that lower than in 2026?", "lower than 2026 avg?": a value set against a year's (not a bound: "lower than 3")
THAN_A_YEAR = re.compile(
    r"\b(?P<cmp>higher|lower|greater|bigger|larger|smaller|less|fewer|more|longer|shorter)"
    r" than (?:(?:in|during|for|that of|the one in|what it was in) )?(?:19|20)\d\d\b(?!\s*(?:km|m|pages|nights|stars?|min)\b)"
)
# "we hiked together more than 5 times", "at least three times": how many there were, claimed (not a field's bound)
TIMES = re.compile(
    r"\b(?P<op>more than|over|at least|fewer than|less than|under|at most|exactly)\s+"
    rf"(?P<n>{TIMES_NUMBER})\s+times\b"
)
# "I read more than 20 books in 2022, right?", "over 10 dinners?": a count claimed with the thing counted
# (a category's or a type's word, see `_counted_words`; "more than 300 pages" is a field's bound)
COUNTED = re.compile(
    r"\b(?P<op>more than|over|at least|fewer than|less than|under|at most|exactly)\s+"
    rf"(?P<n>{TIMES_NUMBER})\b(?=\s+(?P<what>[a-z]+(?: [a-z]+)?))"
)
# "over 20 walks in 2026?", "at least 3 hikes with Anna?": a question that is only a count claimed, asked whether it holds
COUNT_CLAIM_OPENS = re.compile(
    r"^\W*(?:(?:so|and|but|ok|okay|hm+|really),?\s+)*(?:more than|over|at least|fewer than|less than|under|at most|exactly)\s+"
    rf"(?:{TIMES_NUMBER})\s+(?P<what>[a-z]+(?: [a-z]+)?)[^?]*\?+\s*$"
)
# "and more than 30 in France?", "Oh dear. And over thirty in Italy, would you say?": a count claimed again of another
# place, time or company, the thing counted the one just asked about (a sentence of its own, the number its first words)
COUNT_CLAIMED_ELSEWHERE = re.compile(
    r"(?:^|(?<=[.!;])\s+)\W*(?:(?:so|and|but|ok|okay|hm+|really|what about|how about),?\s+)*"
    rf"(?P<op>more than|over|at least|fewer than|less than|under|at most|exactly)\s+(?P<n>{TIMES_NUMBER})(?:\s+times)?"
    r"(?=\s+(?:in|at|with|without|during|on|from|outside|abroad)\b)"
)
TIMES_OPS = {
    "more than": ">",
    "over": ">",
    "at least": ">=",
    "fewer than": "<",
    "less than": "<",
    "under": "<",
    "at most": "<=",
    "exactly": "==",
}
# ("that was before covid, right?": the one talked about said first, its yes/no then told by a tag)
THAT_ONE = re.compile(
    r"\b(?:that|this) one\b|\b(?:was|is) (?:it|that|this)\b|^\W*(?:(?:and|so|but|ok|okay)\W+)?(?:that|this)\s+(?:was|is)\b"
)
SEASONS: dict[str, tuple[int, ...]] = {
    "spring": (3, 4, 5),
    "summer": (6, 7, 8),
    "autumn": (9, 10, 11),
    "fall": (9, 10, 11),
    "winter": (12, 1, 2),
}
# a season of no year said ("summer 2025" is a date: see dates.py)
SEASON = re.compile(r"\b(?:(?:in|over|during) (?:the )?)?(spring|summer|autumn|fall|winter)s?\b(?! (?:of )?(?:19|20)\d\d\b)")
THIS_BEFORE = re.compile(r"\bthis\s+$", re.IGNORECASE)  # "this" said just before (a season said after it is this year's)
# "in spring or in autumn of 2019": two seasons compared, the year said once after the last (the year is a date)
SEASONS_OF_A_YEAR = re.compile(
    r"\b(spring|summer|autumn|fall|winter)s? (?:or|and|vs|versus) (?:in |during )?(?:the )?"
    r"(spring|summer|autumn|fall|winter)s?(?= (?:of )?(?:19|20)\d\d\b)"
)
# the month of an item's date, in every year alike: "in which month do I usually travel the most?" counts each month's items
MONTH_PATH = "itemDate.month"
DATE_PARTS = (YEAR_PATH, MONTH_PATH)
# "which year did I ski the most (days)?", "… the most museums in Italy", "… most often": counted, not a word like "expensive"
YEAR_MOST = re.compile(
    r"\bmost\b(?:\s+(?:often|frequently|times|[a-z]+s)\b)?(?:\s+together\b)?\s*"  # "the most walks together"
    r"(?:$|[?.!,]|\s+(?:in|with|at|on|from|during|over|of|ever|overall)\b)"
)
# "out of all the years, which one …", "of the cities, which one …": the "one" asked for is one of those said before it
ONE_AMONG = re.compile(r"\b(?:out\s+)?of\s+(?:all\s+)?(?:the\s+|my\s+|our\s+)?(?P<among>[a-z]+s)\b(?=[^?.!]*\bwhich\s+one\b)")
# places are not fields of the definition, but every item has one
PLACE_PARTS: dict[str, tuple[str, str]] = {
    "city": ("place.city", "cities"),
    "cities": ("place.city", "cities"),
    "town": ("place.city", "cities"),
    "towns": ("place.city", "cities"),
    # "how many different places?": the cities (the reply names them so), the finest part of a place every item has
    "places": ("place.city", "cities"),
    "locations": ("place.city", "cities"),
    "country": ("place.country", "countries"),
    "countries": ("place.country", "countries"),
    "region": ("place.region", "regions"),
    "regions": ("place.region", "regions"),
    "state": ("place.region", "regions"),
    "states": ("place.region", "regions"),
    # not a place, but every item has a date: "which year did I ski the most?" counts the items of each year
    "year": (YEAR_PATH, "years"),
    "years": (YEAR_PATH, "years"),
    "month": (MONTH_PATH, "months"),
    "months": (MONTH_PATH, "months"),
    "people": ("who", "people"),
    "person": ("who", "people"),
    # nor is the category: "which category did I log the most in 2025?" counts the items of each
    "category": ("category", "categories"),
    "categories": ("category", "categories"),
}
NUMBER_OPS: list[tuple[str, re.Pattern[str]]] = [
    # "how many km did those walks add up to?", "add them all up", "add those up": the verb and its particle, what is
    # added said between them (only a pronoun or "all": "add wine to the list up top" adds nothing up)
    (
        "sum",
        re.compile(
            r"\b(?:in total|total|tot|sum of|altogether|all together|all told|combined|"
            r"add(?:s|ed|ing)?(?: (?:them|those|these|it|that|this|everything|all|of|the|my|em)){0,3} up(?: to)?)\b"
        ),
    ),
    # "I mean dinners in Reims", "do you mean …": the verb, not the average
    ("avg", re.compile(r"\b(?:(?:on|in) (?:average|avg)|average|(?<!\bi )(?<!\bi'd )(?<!\byou )(?<!\bwe )(?<!\bi do )mean|avg)\b")),
    ("max", re.compile(r"\bmaximum\b")),  # not "max": a name ("hikes with Max")
    ("min", re.compile(r"\b(?:minimum)\b")),
]
# "how long were all my walks in Japan together?", "how far was that together": a size asked of them all, their total
HOW_MUCH_TOGETHER = re.compile(
    r"^\W*(?:(?:and|so|ok|okay|but),?\s+)?how (?:long|far|much|many [a-z]+)\b(?:(?!\b(?:with|we|us)\b).)*\b(?P<together>together)\W*$"
)
OP_WORDS = {"sum": "total", "avg": "average", "max": "maximum", "min": "minimum"}
ASKED = re.compile(r"^(?:and |so |but |ok |okay )?(?:was|is|were|are|did|does|do|has|have|had)\b")
# "over 200 (km)", "at least 3.5": the bound a yes/no question sets an aggregate against (its unit is the field's word)
BOUND = re.compile(
    r"\b(?P<op>"
    + "|".join(
        re.escape(w)
        for w in sorted(OPERATORS, key=len, reverse=True)
        if w[0].isalpha() and w not in ("of", "min", "max", "minimum", "maximum")
    )
    + r")\s+(?P<n>\d+(?:\.\d+)?)(?![\d.])"
)
# a total the user claims, then asks about: "I read more than 6,000 pages last year. Was I right?", "we hiked over 300 km
# in 2024, right?" (a statement; a measure said as what was done, not of items: "books of more than 600 pages" is no
# total, nor is "did I ever run more than 20 km?")
CLAIMED_OPS = {"more than": ">", "over": ">", "at least": ">=", "less than": "<", "under": "<", "fewer than": "<"}
CLAIMED_TOTAL = re.compile(
    r"(?<!did )(?<!do )(?<!have )(?<!had )(?<!has )\b(?:i|we)(?:'ve| have| had)?\s+(?!ever\b)(?:\w+\s+)?(?:read|ran|run|walk|walked|hike|hiked|cycle|cycled|bike|biked|ride|rode|ridden|ski|"
    r"skied|swim|swam|drive|drove|driven|did|done|logged|clocked|covered)\s+(?P<op>more than|over|at least|less than|under|fewer than)\s+"
    r"(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?!times?\b)(?P<unit>[a-z]+)\b"  # "more than 12 times": a count
)
# "Over 100 km of walking this year?", "more than 2,000 pages of books in 2024?": a question that is only an amount of
# something claimed ("<bound> <number> <unit> of …"), asked whether the total passes it ("over 10 km hikes?" asks for hikes)
TOTAL_CLAIM_OPENS = re.compile(
    r"^\W*(?:(?:so|and|but|ok|okay|hm+|really),?\s+)*(?P<op>more than|over|at least|less than|under|fewer than)\s+"
    r"(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?P<unit>[a-z]+)\s+of\b[^?]*\?+\s*$"
)
# "diff" and "diff." are the short of "different": "how many diff countries"
# ("the number of cities I've eaten in": "number of" asks as "how many" does)
DISTINCT = re.compile(
    r"\b(?:in |to )?(?:how many|(?:the )?(?:total )?number of) (?:different |diff\.? |distinct |separate |unique )?(?P<what>[a-z]+)\b(?: (?P<next>[a-z]+)\b)?"
)
DIFFERENT = re.compile(r"\b(?:in |to )how many\b|\bhow many (?:different|diff\b|distinct|separate|unique)\b")
# "distinct authors read in 2022?", "the number of different countries in 2023", "unique companions in 2025": the
# count of distinct values said as a noun, no "how many" (a plural: "in a different country" counts nothing)
DISTINCT_NOUN = re.compile(
    r"\b(?:(?:the )?(?:number|count|total) of (?:the |my )?|count (?:the |my |up )?)?(?:different|diff\.?|distinct|unique) (?P<what>[a-z]+)\b"
    # "… across all entries", "… over all my items": of everything logged (no kind)
    r"(?: (?:across|over|in|of|among) (?:all )?(?:my |the )?(?:entries|items|things|logs|categories)\b)?"
)
# "which country tops that list?", "which one comes first?", "which city is at the top?": the most frequent
TOPS = r"\btops\b|\bcomes? (?:out )?(?:first|on top)\b|\b(?:is|was) (?:at )?(?:the )?top\b(?! \d)|\bat the top\b"
# "which restaurant I liked the most?": how much it was liked, the rating (see ordering.py), no count
_NOT_LIKED = "".join(rf"(?<!\b{verb} )(?<!\b{verb} the )" for verb in ("like", "liked", "enjoy", "enjoyed", "love", "loved"))
MODE = re.compile(
    rf"\b(?:which|what) (?P<what>[a-z]+)(?: (?P<next>[a-z]+))?\b.*(?:\b{_NOT_LIKED}most\b(?! (?:recent|rated)\b)|{TOPS})"
    r"|\b(?:the )?most (?:often |frequently )?(?:visited |common |frequent )(?P<what2>[a-z]+)\b"
    # "city w most cocktails", "the country with the most wines": a terse question, the field said first
    r"|^(?:(?:and|so|ok|okay),? )?(?:the )?(?P<what3>[a-z]+) (?P<with3>with|w/?|having) (?:the )?most\b(?! (?:recent|rated)\b)"
)
VERB = re.compile(r"(?:had|has|have|ate|did|does|do|was|were|is|are|got|gets|get)$")
# "what was the most common category in 2023?": said after "the most", when "what was …" names nothing countable
MOST_COMMON = re.compile(r"\bmost (?:often |frequently )?(?:visited |common |frequent |popular )(?P<what2>[a-z]+)\b")
# "whose books did I read the most of?": the most frequent of the field that says who made it (a book's author)
WHOSE = re.compile(r"\bwhose\b(?=.*\bmost\b(?! (?:recent|rated)\b))")
# "where do I go running the most?", "where did I eat most often in 2024?": the most frequent city (the "most" said last,
# not of a field: "where did I have the most expensive wine?" picks one); a place or time said first is the question's
# ("outside the us where did we go walking the most", "in 2024, where did I eat most often?")
_SAID_FIRST = r"(?:(?:in|outside|out of|abroad|during|since|with|without|back in|on)\b(?:\s+[\w'.-]+){0,4}?,?\s+)?"
WHERE_MOST = re.compile(
    rf"^(?:(?:and|so|ok|okay),? )?{_SAID_FIRST}(?P<where>where)\b(?:(?!\bmost\b).)*\b(?P<most>(?:the )?most(?: often| frequently| times)?)"
    r"(?=\s*(?:[?.!,]|$|these days\b|lately\b|nowadays\b|in\b|during\b|since\b|this\b|last\b|with\b|without\b|on\b|outside\b|abroad\b"
    # "where did I have most of them?": the most frequent place of the answer before
    r"|of (?:them|those|these|em)\s*(?:[?.!,]|$|in\b|during\b|this\b|last\b)))"
)
# "who did I see most in 2025?", "who did I hike with the most?": the person who comes up most often (not "who was with
# me at the most expensive dinner?", a pick)
# ("apart from Mary, who …", "who … most often, other than Tom?": someone left out of the answer, see besides_them.py)
# ("with who I am travelling the most?", "with whom did I travel most?": the "with" said first, as learners and formal speakers do)
_LEFT_OUT = rf"(?:{alternation((*LEAVING_OUT, OTHER_THEN))})"
# ("Ha, figured. Honestly, who has come to museums with me the most?": asked after what is told, or after a word said
# first with its comma)
WHO_MOST = re.compile(
    rf"(?:^|(?<=[.!?] ))(?:(?:and|so|ok|okay),? )?(?:(?P<opening>honestly|seriously|really|frankly|ha|haha|hmm|well|now|then|tell me|remind me),? )?"
    rf"(?:{_LEFT_OUT} [^,?.!]+,\s*)?(?P<who>(?:with\s+)?(?:who|whom))\b(?:(?!\bmost\b).)*\b(?P<most>(?:the )?most(?: often| frequently| times)?)"
    rf"(?=\s*(?:[?.!,]|$|in\b|during\b|since\b|this\b|last\b|on\b|at\b|for\b|of\b|overall\b|lately\b|{_LEFT_OUT}))"
)
CAME_ALONG = re.compile(r"\b(?:come|came|comes|coming|tagged along|tags along|joined|joins|been)\b")
MOST = re.compile(rf"\b(?:the )?most(?: often| frequently| frequent| common| popular| times)?\b(?! (?:recent|rated)\b)|{TOPS}")
# "in which month do I usually travel the most?": how often, said beside the most frequent, asks nothing more of it
USUALLY = re.compile(r"\b(?:usually|typically|generally|normally|tend to)\b")


def _maker(definition: CollectionDefinition, text: str) -> tuple[str, str] | None:
    """The path and name of the text field saying who made the things the text names ("by" for a book's author,
    "made by" for a wine's producer), when the text names things of one such field."""
    found: set[tuple[str, str]] = set()
    for category in definition.categories:
        words = [category.name, *category.synonyms, *(w for t in category.types for w in (t.name, *t.synonyms))]
        if not re.search(rf"\b(?:{'|'.join(re.escape(w.lower()) for w in words)})\b", text):
            continue
        found |= {(f.path, f.name) for f in category.fields if f.type == "text" and any(s == "by" or s.endswith(" by") for s in f.synonyms)}
    return found.pop() if len(found) == 1 else None


@once_per
def _number_field_words(definition: CollectionDefinition) -> dict[str, set[str]]:
    words: dict[str, set[str]] = {}
    for each in (definition.fields, *(c.fields for c in definition.categories)):
        for f in each:
            if f.type == "number":
                timed = ("time",) if f.unit is not None and f.unit.lower() in TIME_UNITS else ()  # "the total time": the duration
                for word in (f.name, *f.synonyms, *unit_words(f.unit), *timed):  # "km", "meters": the distance, the elevation
                    words.setdefault(word.lower(), set()).add(f.name)
                for size in f.sizes:  # "how far", "how long": what that size word measures
                    words.setdefault(f"how {size}", set()).add(f.name)
                for noun in size_nouns(f.sizes):  # "the average walk length": what makes a walk long, its distance
                    words.setdefault(noun, set()).add(f.name)
                if timed:  # "how long were my runs on average?": the time taken as much as the length
                    words.setdefault("how long", set()).add(f.name)
    return words


def named_number_fields(text: str, definition: CollectionDefinition) -> tuple[str, ...]:
    """The number fields a text names ("distance", "km", "pages"), as the answer to "Total of what?"."""
    words = _number_field_words(definition)
    said = [name for word, names in words.items() if re.search(rf"\b{re.escape(word)}s?\b", text.lower()) for name in sorted(names)]
    if not said:  # "distnace", "duraton": a field's word misspelt, read as any other word would be
        speller = Speller((word, word) for word in words if " " not in word)
        corrected = (speller.correct(word) for word in words_of(text))
        said = [name for c in corrected if c is not None for name in sorted(words.get(c.became, ()))]
    return of_the_unit_or_time(text, tuple(dict.fromkeys(said)), definition)


# "how long they took", "how long did the runs last": the time taken, not the length ("how long were they?" is either)
TIME_TAKEN = re.compile(r"\bhow long\b.*\b(?:take|took|taken|takes|taking|lasted|lasts)\b|\bhow long did (?:it|they|that|those) last\b")


@once_per
def _units_of_number_fields(definition: CollectionDefinition) -> dict[str, frozenset[str]]:
    units: dict[str, set[str]] = {}
    for each in (definition.fields, *(c.fields for c in definition.categories)):
        for f in each:
            if f.type == "number" and f.unit is not None:
                units.setdefault(f.name, set()).add(f.unit.lower())
    return {name: frozenset(said) for name, said in units.items()}


def of_the_unit_or_time(text: str, names: tuple[str, ...], definition: CollectionDefinition) -> tuple[str, ...]:
    """Of several number fields a text names ("how long": the distance and the duration), the ones a unit asked for
    names ("…, in minutes": a field kept in a unit of time; "in miles": one kept in a unit of length), or, with a verb of
    time taken ("how long they took"), those kept in a unit of time; all of them when that tells none apart."""
    if len(names) < 2:
        return names
    units = _units_of_number_fields(definition)
    asked = unit_asked(text)
    if asked is not None:
        kept = tuple(n for n in names if any(converts(u, asked) for u in units.get(n, ())))
    elif TIME_TAKEN.search(text.lower()):
        kept = tuple(n for n in names if units.get(n, frozenset()) & TIME_UNITS)
    else:
        kept = ()
    return kept or names


def _singular(word: str) -> str:
    return re.sub(r"(?:ies)$", "y", word) if word.endswith("ies") else word[:-1] if word.endswith("s") else word


def _plural(word: str) -> bool:
    """ "authors", "cities", "people": more than one said (not "country", "news")."""
    return word == "people" or (word != _singular(word) and not word.endswith("ss"))


def _countable(definition: CollectionDefinition, word: str) -> tuple[str, str] | None:
    """ "cities" → ("place.city", "cities"); "grapes" → ("fields.variety", "grapes"), from the definition's text fields
    ("companions": the people field, by the plural its synonyms say)."""
    singular = _singular(word)
    if word in PLACE_PARTS or singular in PLACE_PARTS:  # "citys": a plural misspelt is still the cities
        return PLACE_PARTS.get(word) or PLACE_PARTS[singular]
    for f in definition.fields_of(None):
        if f.type in ("text", "people") and f.name != "title" and {singular, word} & {w.lower() for w in (f.name, *f.synonyms)}:
            return f.path, word
    return None


# "how many dinners in total?", "how many trips altogether": a count, not the total of a field
HOW_MANY = re.compile(r"\bhow many (?P<what>[a-z]+)\b")


# "how much ski days I have in total?": "how much" said of things counted, in the plural (a learner's "how many")
HOW_MUCH_OF_THINGS = re.compile(r"\bhow much (?P<what>[a-z]+(?: [a-z]+)?)\b")


def _counts_in_total(text: str, numbers: dict[str, set[str]], counted: frozenset[str] = frozenset()) -> bool:
    """Whether "in total" or "all told" only says that a count is of everything ("how many dinners, all told?",
    "how much ski days in total?"), no field's word being said ("how many km in total?" totals the distance)."""
    asked = HOW_MANY.search(text) or _things_counted(HOW_MUCH_OF_THINGS.search(text), counted)
    fields = {w for w in numbers if not w.startswith("how ")}
    return asked is not None and not any(re.search(rf"\b{re.escape(w)}\b", text) for w in fields)


def _things_counted(said: re.Match[str] | None, counted: frozenset[str]) -> re.Match[str] | None:
    """ "how much ski days", "how much hikes": a plural of what is counted after "how much" (not "how much wine")."""
    if said is None:
        return None
    first, _, second = said["what"].partition(" ")
    for words in (f"{first} {second}", first) if second else (first,):
        if words in counted and words.endswith("s") and words[:-1] in counted:
            return said
    return None


@once_per
def _counted_words(definition: CollectionDefinition) -> frozenset[str]:
    """The words of the definition's categories and types ("books", "dinners", "wine"): what a count counts."""
    words = {w.lower() for c in definition.categories for w in (c.name, *c.synonyms)}
    words |= {w.lower() for c in definition.categories for t in c.types for w in (t.name, *t.synonyms)}
    return frozenset(words | {w + "s" for w in words})


def _counts(what: str, counted: frozenset[str]) -> bool:
    """Whether "books in" or "road trips" starts with a word of what is counted (one word, or two), or "of
    them" counts what the previous answer found ("were there fewer than 10 of them?")."""
    first, _, second = what.partition(" ")
    return first in counted or f"{first} {second}" in counted or what in ("of them", "of those", "of these")


# "how long did I …" asks for time as often as for length: no total is implied by it
UNTOLD_SIZES = frozenset({"long"})
ONE_ITEM = re.compile(r"\b(?:it|that one|this one)\b")
SENTENCE_END = re.compile(r"[.!?;](?=\s)")


def _implied_total(text: str, definition: CollectionDefinition) -> bool:
    """ "how far did I run in 2023?", "how many pages have I read?", "how many km did we hike": a total of
    the field the size word or the field word names, over what was done (not about one item, nor a
    total of a bounded score such as stars)."""
    pattern = _field_patterns(definition).implied_total
    asked = pattern.search(text) if pattern is not None else None
    if asked is None:
        return False
    sizes = [s for f in definition.fields_of(None) if f.type == "number" for s in f.sizes]
    if sized_by_a_bound(text, sizes, _counted_words(definition)):
        return False  # "my long runs this year, 18 km or more": the runs so long, listed
    if asked["told"] is not None:  # "my trip to lecce last year how many nights was it": "it" is the trip said first
        return True
    # "Ha, I knew it. So how many km did we do?": an "it" of a sentence before the question's is none of its items
    sentence = max((m.end() for m in SENTENCE_END.finditer(text, 0, asked.start())), default=0)
    return not ONE_ITEM.search(text, sentence)


# what was done, said after the amount ("pages read", "km hiked", "minutes run", "time spent"): a past participle
DONE = r"[a-z]{2,}ed|read|run|ran|rode|ridden|drove|driven|flew|flown|swam|swum|did|done|spent|went|gone|ate|eaten|drank|drunk"
# "we" said as the people: "how many km did the two of us walk?", "both of us"
_WE_SAID = r"(?:the )?(?:two|three|four|both) of us|us (?:two|both)"


def _implied_total_pattern(numbers: dict[str, set[str]], bounded: frozenset[str], kinds: frozenset[str]) -> re.Pattern[str] | None:
    said = [w.removeprefix("how ") for w in numbers if w.startswith("how ") and w.removeprefix("how ") not in UNTOLD_SIZES]
    doings = alternation(kinds)
    fields = [w for w, names in numbers.items() if not w.startswith("how ") and not names & bounded]
    if not said:
        return None
    asked = "|".join(re.escape(w) for w in sorted(said, key=len, reverse=True))
    counted = "|".join(re.escape(w) for w in sorted(fields, key=len, reverse=True))
    # "meters climbed": a unit's word, then another word of the same field (its doing read as its noun, "climb")
    paired = [f"{a} {b}" for a in fields for b in fields if a != b and numbers[a] & numbers[b] and not b.startswith(a)]
    pairs = "|".join(re.escape(w) for w in sorted(paired, key=len, reverse=True)) or r"(?!x)x"
    return re.compile(
        rf"\bhow (?:{asked}|(?:many|much) (?:{counted}))\b(?: [a-z]+)?? (?:(?:did|have|had|do) )?(?:i|we|you|{_WE_SAID})\b"
        # "how much did i climb on those": "how much", then the field's word said as what was done (its verb)
        rf"|\bhow much (?:did|do|have|had) (?:i|we|{_WE_SAID}) (?:{counted})\b(?! (?:it|that|this)\b)"
        # "how much elevation on hikes in 2026?", "how many km in 2025": the field's word, then what it is of (not
        # "how many km on the longest hike?", one picked; "how many minutes" alone may answer "Average of what?")
        # ("how many metres of climbing on hikes": the unit, then the field it measures)
        rf"|\bhow (?:many|much) (?:{counted})(?: of (?:{counted}))?\b(?=\s+(?:on|in|for|over|across|during|from|with|since|altogether|total|overall)\b)"
        # "pages read in 2025?", "km hiked in 2024", "time spent skiing": the field's word first, then what was done (a
        # past participle), as a heading for the amount of it
        # (or the kind it was done as, once the participle is read as that: "hiked" as hike)
        rf"|^\W*(?:(?:and|so|ok|okay|but),?\s+)?(?:(?:the|my|our|total)\s+)?(?:(?:{counted})\s+(?:{DONE}|{doings})|{pairs})\b"
        # "how many nights was our trip to Lecce?": the field's word, then the one thing (or things) it is of
        rf"|\bhow (?:many|much) (?:{counted})\b(?=\s+(?:was|were)\s+(?:our|my|the|that|this|those|these)\b)"
        r"(?!.*\b(?:longest|shortest|highest|lowest|biggest|smallest|furthest|farthest|steepest|best|worst|most|least|first|"
        r"last(?!\s+(?:year|month|week|weekend|summer|winter|spring|autumn|fall)\b))\b)"
        # "my trip to lecce last year how many nights (was it)": the thing said first, then the amount asked of it (its "it")
        # ("My trip to Paris, how many nights it was?", "… how many nights did I stay": its comma, a learner's order, the stay)
        rf"|^\W*(?:(?:and|so|ok|okay|but),?\s+)?(?P<told>(?:my|our|the|that|this)\s+[a-z][^,;:.!?]*?)\s*[,:-]?\s+how (?:many|much) (?:{counted})"
        r"(?:\s+(?:(?:was|were|is)\s+(?:it|they|that)|(?:it|they|that)\s+(?:was|were|is)|(?:(?:did|do)\s+)?(?:i|we)\s+"
        r"(?:stay|stayed|spend|spent|have|had)(?:\s+there)?))?\s*[?.!]*$"
    )


@dataclass(frozen=True)
class FieldPatterns:
    """The patterns of a definition's number fields that a question's shape is read with."""

    named: tuple[tuple[str, re.Pattern[str]], ...]  # "total kms": each field word, as said after an aggregate
    follow_on: re.Pattern[str]  # "and the climbing?", "and how many km?": another field of the same aggregate
    most_of_field: re.Pattern[str]  # "which hike had the most climbing?": one picked by a field, not a count
    bounded: frozenset[str]  # the fields with a maximum (a score such as stars): nothing totals them
    implied_total: re.Pattern[str] | None  # "how far did I run …", "how many km did we hike": a total implied


@once_per
def _field_patterns(definition: CollectionDefinition) -> FieldPatterns:
    numbers = _number_field_words(definition)
    named = tuple((word, re.compile(rf"\b(?:how )?{re.escape(word)}s?\b")) for word in numbers)
    alone = alternation(w for w in numbers if not w.startswith("how "))
    follow_on = re.compile(
        rf"^(?:(?:ok|okay|so),? )?(?:and|what about|how about)(?: for)?(?: the| its| my| (?P<how>how (?:much|many)))? (?P<field>{alone})\b"
    )
    most_of_field = re.compile(rf"\bmost (?:{'|'.join(re.escape(w) for w in measure_words(definition))})\b")
    bounded = frozenset(f.name for f in definition.fields_of(None) if f.type == "number" and f.max is not None)
    return FieldPatterns(named, follow_on, most_of_field, bounded, _implied_total_pattern(numbers, bounded, _counted_words(definition)))


def _first(utterance: Utterance, pattern: re.Pattern[str]) -> re.Match[str] | None:
    return next(iter(utterance.matches(pattern)), None)


def read_shape(utterance: Utterance, definition: CollectionDefinition) -> Shape:
    """The question's shape; the words that only say the shape are claimed (so none is taken for an unknown word)."""
    text = utterance.text
    verify = bool(VERIFY.search(text)) and not ASKED_WITH_ITS_VERB_LAST.search(text)
    opening = COUNT_CLAIM_OPENS.match(text) if not verify else None
    if opening is not None and _counts(opening["what"], _counted_words(definition)):
        verify = True  # "over 20 walks in 2026?", "more than 5 dinners with Sofia?": whether the count passes the number
    elsewhere = _first(utterance, COUNT_CLAIMED_ELSEWHERE) if text.rstrip().endswith("?") else None
    verify = verify or elsewhere is not None  # "and more than 30 in France?": whether that count passes the number
    for tag in utterance.matches(TAG):
        utterance.claim(tag.start(), tag.end(), "tag", tag[0])
        verify = True
    tagged = negative_tag(text)
    if tagged is not None and utterance.is_free(*tagged):  # "… this year havent i", "He's right, isn't he?": whether it holds
        verify = True
    tagged = yes_tag(text)
    if tagged is not None and utterance.is_free(*tagged):  # "elena came on every hike in delphi yes": asked whether it holds
        utterance.claim(*tagged, "tag", text[tagged[0] : tagged[1]])
        verify = True
    for truth in utterance.matches(TRUE_THAT):
        utterance.claim(truth.start(), truth.end(), "tag", truth[0])
        verify = True
    if verify:
        for hedge in utterance.matches(HEDGE):
            utterance.claim(hedge.start(), hedge.end(), "hedge", hedge[0])
    measured = read_measured(utterance, definition)  # "further in 2023 or 2024": the groups' distances, not their counts
    year_against = THAN_A_YEAR.search(text)
    if year_against is not None and utterance.is_free(*year_against.span("cmp")):  # "lower than 2026 avg?": the word read
        utterance.claim(*year_against.span("cmp"), "measured", year_against["cmp"])
    against = bool(AGAINST.search(text) or year_against or AGAINST_ASKED_LAST.search(text))
    against = against or (measured is not None and (THAN.search(text) or BEAT.search(text)) is not None)
    summed = than_put_together(text)
    if against and summed is not None and utterance.is_free(*summed):  # "… than in 2024 and 2025 put together": the sum
        utterance.claim(*summed, "measured", text[summed[0] : summed[1]])
    # "between Yuko Tanaka and Helen Park, who did I rate higher?": the two said after "between" are the options
    two = BETWEEN_TWO.search(text) if measured is not None else None
    contrast = against or bool(CONTRAST.search(text)) or (measured is not None and (OR.search(text) is not None or two is not None))
    if contrast and two is not None:
        utterance.claim(two.start("between"), two.end("between"), "contrast", two["between"])
        utterance.claim(two.start("and"), two.end("and"), "contrast", two["and"])
    seasons: list[str] = []
    if contrast:
        for said in utterance.matches(SEASONS_OF_A_YEAR):  # "spring or autumn of 2019": both seasons, of that year
            if dated_season(utterance.text, said.start(1), said.end(1)):
                continue  # "last summer or in summer 2025": two dates
            utterance.claim(said.start(), said.end(), "season", said[0])
            seasons.extend((said[1], said[2]))
        said_seasons = {said[1].replace("fall", "autumn") for said in SEASON.finditer(utterance.text)}
        # "last summer or the summer before": every season dated, each one season of one year (a date)
        dated = all_dated(utterance.text)
        for said in utterance.matches(SEASON) if not dated else ():
            if len(said_seasons) == 1 and THIS_BEFORE.search(utterance.text, 0, said.start()):
                continue  # "this summer in Greece, more hikes or walks?": the one season said is this year's, a date
            utterance.claim(said.start(), said.end(), "season", said[1])
            seasons.append(said[1])
        for word in utterance.matches(re.compile(r"\b(?:more|fewer|less)(?: often| frequently)?\b|\b(?:or|than|compared (?:with|to))\b")):
            utterance.claim(word.start(), word.end(), "contrast", word[0])
        for word in utterance.matches(LISTED_MOST):  # "walk, hike or run the most?": which of them, the most
            utterance.claim(word.start(), word.end(), "contrast", word[0])
    aggregate: Aggregate | None = None
    field_words: list[str] = []
    numbers = _number_field_words(definition)
    m: re.Match[str] | None
    for op, pattern in NUMBER_OPS:
        m = _first(utterance, pattern)
        if m is not None:
            utterance.claim(m.start(), m.end(), "aggregate", op)
            if op == "sum" and _counts_in_total(text, numbers, _counted_words(definition)):
                break  # "how many dinners did I have, all told?": the count, in all
            aggregate = Aggregate(op, "")
            break
    together = _first(utterance, HOW_MUCH_TOGETHER) if aggregate is None else None
    counted = _counted_words(definition)
    if together is not None and not _counts_in_total(text, numbers, counted):  # "how long were all my walks in Japan together?"
        utterance.claim(together.start("together"), together.end("together"), "aggregate", "sum")
        aggregate = Aggregate("sum", "")
    # "how long did i run this year?": a total too, of the length or the time, asked back
    implied = aggregate is None and (_implied_total(text, definition) or how_long_done(text, definition))
    if aggregate is None and not implied:  # "nights abroad 2025?": the total of the nights away from home
        bounded_fields = _field_patterns(definition).bounded
        totalled = [w for w, names in numbers.items() if not w.startswith("how ") and not names & bounded_fields]
        implied = amount_abroad(text, totalled)
    if implied:
        aggregate = Aggregate("sum", "")  # "how far did I run in 2023?": the total distance
    claim = _first(utterance, CLAIMED_TOTAL) if verify and aggregate is None else None
    claimed_field = claim is not None and (claim["unit"] in numbers or claim["unit"].removesuffix("s") in numbers)
    if claim is not None and claimed_field:  # "I bragged that I read more than 6,000 pages last year. Was I right?": the total, checked
        utterance.claim(claim.start("op"), claim.end("n"), "bound", claim[0])
        number_said = float(claim["n"].replace(",", ""))
        aggregate = Aggregate("sum", "", bound_op=CLAIMED_OPS[claim["op"]], bound=number_said)
    opens = _first(utterance, TOTAL_CLAIM_OPENS) if aggregate is None else None
    if opens is not None and (opens["unit"] in numbers or opens["unit"].removesuffix("s") in numbers):
        utterance.claim(opens.start("op"), opens.end("n"), "bound", opens[0])
        aggregate = Aggregate("sum", "", bound_op=CLAIMED_OPS[opens["op"]], bound=float(opens["n"].replace(",", "")))
        verify = True
    asks = verify or ASKED.match(text) is not None  # "was the total …", "is my average …": a question verb first
    bound = _first(utterance, BOUND) if asks and aggregate is not None and aggregate.op in OP_WORDS else None
    if aggregate is not None and bound is not None:  # "was the 2020 cycling total over 200 km?": the total against 200
        utterance.claim(bound.start(), bound.end(), "bound", bound[0])
        aggregate = replace(aggregate, bound_op=OPERATORS[bound["op"]], bound=float(bound["n"]))
    patterns = _field_patterns(definition)
    if aggregate is not None:
        for field_word, named_by in patterns.named:
            for named in utterance.matches(named_by):  # "total kms": the distance
                utterance.claim(named.start(), named.end(), "field", field_word)
                field_words.extend(sorted(numbers[field_word]))
    else:  # "and the climbing?" after a total: the same aggregate of another field (see `Shape.field_words`)
        bounded = patterns.bounded
        for named in utterance.matches(patterns.follow_on):
            if named["how"] and numbers[named["field"]] & bounded:
                continue  # "and how many stars?" totals nothing
            utterance.claim(named.start("field"), named.end("field"), "field", named["field"])
            field_words.extend(sorted(numbers[named["field"]]))
            if named["how"]:
                utterance.claim(named.start("how"), named.end("how"), "aggregate", "sum")
                aggregate, implied = Aggregate("sum", ""), True
    distinct = _distinct_compared(utterance, definition) if contrast and measured is None else None
    m = _first(utterance, DISTINCT)
    # "how many cites there": the cities, a letter left out (an English word the speller keeps)
    what = (misspelt_place_part(m["what"]) or m["what"]) if m is not None else ""
    countable = _countable(definition, what) if aggregate is None and m is not None else None
    if m is not None and countable is not None and (DIFFERENT.search(text) or (what in PLACE_PARTS and countable[0] not in DATE_PARTS)):
        # "how many different grape varieties": a second word for the same field is said with it
        again = _countable(definition, m["next"]) if m["next"] else None
        both = again is not None and again[0] == countable[0]
        utterance.claim(m.start(), m.end("next") if both else m.end("what"), "aggregate", "distinct")
        aggregate = Aggregate("distinct", countable[0], f"{countable[1]} {m['next']}" if both else countable[1])
    m = _first(utterance, DISTINCT_NOUN) if aggregate is None else None
    countable = _countable(definition, m["what"]) if m is not None and _plural(m["what"]) else None
    if m is not None and countable is not None and countable[0] not in DATE_PARTS:
        utterance.claim(m.start(), m.end(), "aggregate", "distinct")
        aggregate = Aggregate("distinct", countable[0], countable[1])
    m = _first(utterance, MODE)
    by_field = patterns.most_of_field.search(text)
    if aggregate is None and m is not None and by_field is None:  # "which hike had the most climbing?" picks one by a field
        # "which city …", "which spanish city …": the first word that names something countable
        # (not a verb after it: "which place had the most …" counts no dish, though "had" is one of its words)
        group = next(
            (
                g
                for g in ("what", "next", "what2", "what3")
                if m[g] and not (g == "next" and VERB.match(m[g])) and _countable(definition, m[g]) is not None
            ),
            None,
        )
        among = ONE_AMONG.search(text) if group is None and m["what"] == "one" else None
        if among is not None and _countable(definition, among["among"]) is not None:  # "out of all the years, which one …"
            utterance.claim(among.start(), among.end(), "aggregate", "mode")
            m, group = among, "among"
        common = _first(utterance, MOST_COMMON) if group is None else None
        if common is not None and _countable(definition, common["what2"]) is not None:  # "what was the most common category?"
            m, group = common, "what2"
        if (
            group is not None
            and (_countable(definition, m[group]) or ("",))[0] in DATE_PARTS
            and not YEAR_MOST.search(text, m.start(group))
        ):
            group = None  # "what year (month) did I drink the most expensive wine?" is no count of each year (month)
        if group is not None:
            countable = _countable(definition, m[group])
            assert countable is not None
            utterance.claim(m.start(group), m.end(group), "aggregate", "mode")
            if group == "what3":  # the "with" of "city w most cocktails"
                utterance.claim(m.start("with3"), m.end("with3"), "aggregate", "mode")
            aggregate = Aggregate("mode", countable[0], _singular(m[group]) if group == "among" else m[group])
    if aggregate is None:  # "busiest month this year?": the month with the most items
        aggregate = read_busiest(utterance, lambda word: _countable(definition, word))
    if aggregate is None:  # "in which year did I read the fewest books?": the year with the fewest (of those with any)
        aggregate = read_fewest(utterance, lambda word: _countable(definition, word))
    m = _first(utterance, WHERE_MOST) if aggregate is None and by_field is None else None
    city = _countable(definition, "city") if m is not None else None
    if m is not None and city is not None:  # "where do I go running the most?": the city that comes up most often
        utterance.claim(m.start("where"), m.end("where"), "aggregate", "mode")
        utterance.claim(m.start("most"), m.end("most"), "aggregate", "mode")
        aggregate = Aggregate("mode", city[0], "city")
    m = _first(utterance, WHO_MOST) if aggregate is None and by_field is None else None
    if m is not None:  # "who did I see most in 2025?": the person that comes up most often
        utterance.claim(m.start("who"), m.end("who"), "aggregate", "mode")
        utterance.claim(m.start("most"), m.end("most"), "aggregate", "mode")
        if m["opening"]:  # "Honestly, who …": said before the question, asking nothing
            utterance.claim(m.start("opening"), m.end("opening"), "aggregate", "mode")
        for came in utterance.matches(CAME_ALONG):  # "who has come to museums with me the most?": only says who went
            if m.start() <= came.start() and came.end() <= m.end():
                utterance.claim(came.start(), came.end(), "aggregate", "mode")
        aggregate = Aggregate("mode", "who", "person")
    whose = _first(utterance, WHOSE) if aggregate is None else None
    maker = _maker(definition, text) if whose is not None else None
    if whose is not None and maker is not None:  # "whose books did I read the most of?": the most frequent author
        utterance.claim(whose.start(), whose.end(), "aggregate", "mode")
        aggregate = Aggregate("mode", maker[0], maker[1])
    most = bool(MOST.search(text))  # "which of them did I visit most often?" (the mode of the previous count)
    if aggregate is not None and aggregate.op == "mode":
        for word in [*utterance.matches(MOST), *utterance.matches(USUALLY)]:
            utterance.claim(word.start(), word.end(), "aggregate", "mode")
    fields = of_the_unit_or_time(text, tuple(dict.fromkeys(field_words)), definition)  # "how long …, in minutes": the duration
    times = None
    claimed = _first(utterance, TIMES) if verify else None
    if claimed is None and verify:  # the number and its bound are claimed: the thing counted stays the question's topic
        counted = _counted_words(definition)
        claimed = next((c for c in utterance.matches(COUNTED) if _counts(c["what"], counted)), elsewhere)
    if claimed is not None:  # "… more than 5 times, right?": whether the count passes the number
        utterance.claim(claimed.start(), claimed.end(), "times", claimed[0])
        times = (
            TIMES_OPS[claimed["op"]],
            int(claimed["n"]) if claimed["n"].isdigit() else TIMES_NUMBERS[" ".join(claimed["n"].lower().split())],
        )
    shape = Shape(verify, contrast, bool(THAT_ONE.search(text)), aggregate, tuple(seasons), fields, against, most, measured, implied, times)
    return replace(shape, distinct=distinct) if distinct is not None else shape


# "more countries with Tom than with James", "visit more cities in 2025 than in 2024", "more different cuisines with Anna or
# Tom?": what the groups are set against each other by is how many different values of it each has, not how many items
MORE_DISTINCT = re.compile(r"\b(?:more|fewer|less) (?P<said>(?:(?:different|diff\.?|distinct|unique|separate) )?(?P<what>[a-z]+))\b")


def _distinct_compared(utterance: Utterance, definition: CollectionDefinition) -> Aggregate | None:
    """The distinct count a comparison compares ("more countries …"): a plural naming a part of the place or a text
    field, right after "more"/"fewer"; None when the comparative is of the items themselves ("more wines", "more often")."""
    for m in MORE_DISTINCT.finditer(utterance.text):  # "more" itself is claimed as the contrast's word
        if not utterance.is_free(m.start("said"), m.end("said")):
            continue
        countable = _countable(definition, m["what"]) if _plural(m["what"]) else None
        if countable is not None and countable[0] not in DATE_PARTS:
            utterance.claim(m.start("said"), m.end("said"), "aggregate", "distinct")
            return Aggregate("distinct", countable[0], countable[1])
    return None


# --- fields: which number field an aggregate or a size word means -------------------------------------


def _numbers(definition: CollectionDefinition, category: str | None) -> tuple[FieldDef, ...]:
    return tuple(f for f in definition.fields_of(category) if f.type == "number")


def _choices(fields: Sequence[FieldDef], owners: CollectionDefinition | None = None) -> str:
    """ "distance or duration"; with the definition, each with what has it: "distance (activities) or pages (books)"."""
    names = [f.name for f in fields]
    if owners is not None:
        words = Wording.of(owners)
        names = [f"{f.name} ({joined([words.noun(c.name, None) for c in owners.categories if f in c.fields])})" for f in fields]
    return ", ".join(names[:-1]) + " or " + names[-1] if len(names) > 1 else names[0]


def size_fields(definition: CollectionDefinition, category: str | None, size: str) -> tuple[FieldDef, ...]:
    """The number fields a size word measures ("long" → distance for activities, pages for books)."""
    found = {f.name: f for f in _numbers(definition, category) if size in f.sizes}
    return tuple(found.values())


def measures_again(field: str, op: str, definition: CollectionDefinition, category: str | None) -> bool:
    """Whether the field just totalled or averaged is what a new aggregate without a field means ("the total
    of pages", then "and the average?"; "average rating of poems or biographies", then "and the novels, the
    average?"): a number field of the category asked about, and no total of a bounded score (a rating)."""
    numbers = {f.name: f for f in _numbers(definition, category)}
    return field in numbers and not (op == "sum" and numbers[field].max is not None)


def restates_topic(reading: Reading, prior: Request | None) -> bool:
    """Whether an aggregate's only constraint names again what the previous question was about: "runs abroad
    last year?", then "in which city did I run the most?" is about those runs, while "which city did I visit
    most often in Spain?" is a question of its own. The people the previous question asked about, said again (or as
    "we … together"), are nothing of its own."""
    if prior is None or prior.category is None or not reading.topics:
        return False
    said = {(t.category, t.type) for readings in reading.topics for t in readings[:1]}
    # "how far did we ride together in total" after the rides with Ben since 2025: "together" is Ben again, no one new
    others = (reading.dates, reading.places, reading.values, reading.texts, reading.comparisons, reading.bare_numbers)
    company_anew = any((p.names, p.exclude) not in {(k.names, k.exclude) for k in prior.people} for p in reading.people)
    return not (any(others) or company_anew) and said <= {(prior.category, prior.type), (prior.category, None)}


# "avg rating of the reds", "the total pages of the novels": "the" before the plural that narrows the kind talked about
OF_THE = re.compile(r"\b(?:of|for|among|on|across) the [a-z]+s\b")


def narrows_topic(reading: Reading, prior: Request | None) -> bool:
    """Whether an aggregate's only constraints narrow what the previous question was about, said with "the":
    "avg rating of the reds" after "how many wines did I log in 2025?" is of 2025's red wines."""
    if prior is None or prior.category is None or not (reading.values or reading.topics) or not OF_THE.search(reading.text.lower()):
        return False
    others = (reading.dates, reading.places, reading.comparisons, reading.people, reading.texts, reading.bare_numbers)
    said = {(t.category, t.type) for readings in reading.topics for t in readings[:1]}
    kinds = {(prior.category, prior.type), (prior.category, None)}  # "the novels" of the books; not "the beers" after wines
    if prior.type is None:
        kinds |= {(c, t) for c, t in said if c == prior.category}
    return not any(others) and said <= kinds and all(prior.category in v.categories for v in reading.values)


def aggregate_again(kept: dict[str, Any] | None, turn: int, definition: CollectionDefinition, category: str | None) -> Aggregate | None:
    """The aggregate the turn before asked (kept by the assistant as {"aggregate", "turn"}), for "and for runs?"
    after "in which town did I drink wine most often?"; a number field the new category lacks is asked again."""
    if not kept or kept.get("turn", -2) + 1 != turn:
        return None
    aggregate = Aggregate(**kept["aggregate"])
    if aggregate.op in OP_WORDS and not measures_again(aggregate.field, aggregate.op, definition, category):
        return Aggregate(aggregate.op, "")
    return aggregate


def kind_of_field_named(request: Request, definition: CollectionDefinition, field_words: Sequence[str]) -> Request:
    """ "and how many nights was I away in total last year?" after the bike rides: a field named that the kind kept
    from before lacks, and that only one kind has, is that kind's (the travels), with nothing else kept of the rides.
    For a kind said in the question itself (`request` then holds it), call this not: asking back is right there."""
    aggregate = request.aggregate
    if aggregate is None or aggregate.op not in OP_WORDS or aggregate.field or request.category is None:
        return request
    if (
        request.values
        or request.texts
        or request.within is not None
        or any(f.name in field_words for f in _numbers(definition, request.category))
    ):
        return request
    owners = {owner for word in field_words if (owner := only_owner(definition, word)) is not None}
    if len(owners) != 1 or request.category in owners:
        return request
    return replace(request, category=owners.pop(), type=None, types=(), not_types=())


def resolve_fields(request: Request, definition: CollectionDefinition, field_words: Sequence[str]) -> Request | str:
    """The request with its aggregate's and its size word's fields chosen, or the question to ask."""
    if request.aggregate is not None and request.aggregate.op in OP_WORDS and not request.aggregate.field:
        op = request.aggregate.op
        numbers = _numbers(definition, request.category)
        named = [f for f in numbers if f.name in field_words]
        if not named and request.category is None:
            named = [definition.field(n) for n in field_words if n in {f.name for f in definition.fields_of(None)}]
        candidates = named or [f for f in numbers if op != "sum" or f.max is None]
        candidates = list({f.name: f for f in candidates}.values())
        if len(candidates) != 1:
            if not candidates:
                return f"There is no number to take the {OP_WORDS[op]} of{' in ' + request.category.lower() if request.category else ''}."
            return f"{OP_WORDS[op].capitalize()} of what: {_choices(candidates)}?"
        chosen = candidates[0]
        request = replace(request, aggregate=replace(request.aggregate, field=chosen.name, label=chosen.name))
        if request.category is None:
            request = replace(request, category=only_owner(definition, chosen.name))
    for kind in ("superlative", "sort"):
        current = getattr(request, kind)
        if current is None or not current.field.startswith("@"):
            continue
        size = current.field[1:]
        measured = size_fields(definition, request.category, size)
        each_kind = [size_fields(definition, c, size) for c, _ in request.kinds] if request.category is None else []
        if each_kind:  # "books or hikes", then "the longest?": by a field each of those kinds has, else asked
            measured = tuple({f.name: f for fs in each_kind for f in fs}.values())
        fields = tuple(f for f in measured if f.name in field_words) or measured  # "pages": the answer to "longest by what?"
        if len(fields) == 1 and any(fields[0] not in fs for fs in each_kind):
            fields = measured if len(measured) > 1 else ()
        if len(fields) != 1:
            word = current.label if kind == "superlative" else size
            if not fields:
                where = f" for {request.category.lower()}" if request.category else ""
                return f"I don't know what makes one {word}{where}: which number should I compare?"
            return f"{word.capitalize()} by what: {_choices(fields, None if request.category else definition)}?"
        request = replace(request, **{kind: replace(current, field=fields[0].name)})
        if request.category is None and not request.kinds:
            request = replace(request, category=only_owner(definition, fields[0].name))
    return request


# --- computing ---------------------------------------------------------------------------------------


def value_at(item: dict[str, Any], path: str) -> Any:
    value: Any = item
    for key in path.split("."):
        if isinstance(value, datetime) and key == "year":  # "itemDate.year"
            return value.year
        if isinstance(value, datetime) and key == "month":  # "itemDate.month": its name, the same month of every year
            return calendar.month_name[value.month]
        value = value.get(key) if isinstance(value, dict) else None
    return value


@dataclass(frozen=True)
class Outcome:
    """An aggregate's value over the items, with what it was computed from."""

    value: float | None = None
    counted: int = 0  # items that had the field
    names: tuple[str, ...] = ()  # distinct values, or the most frequent ones
    times: int = 0  # how often the most frequent value occurs
    item: dict[str, Any] | None = None  # the item holding the minimum or maximum


def compute(aggregate: Aggregate, path: str, items: Sequence[dict[str, Any]], leaving: Collection[str] = ()) -> Outcome:
    """The aggregate over the items; the values in `leaving` are not counted ("apart from Mary, who …")."""
    if aggregate.op in ("distinct", "mode", "fewest"):
        seen: Counter[str] = Counter()
        for item in items:
            value = value_at(item, path)
            for one in value if isinstance(value, list) else [value]:
                if one not in (None, "") and one not in leaving:
                    seen[str(one)] += 1
        if aggregate.op == "distinct":
            return Outcome(counted=len(items), names=tuple(sorted(seen)))
        if not seen:
            return Outcome(counted=len(items))
        top = min(seen.values()) if aggregate.op == "fewest" else max(seen.values())  # "fewest": of the ones with any
        return Outcome(counted=len(items), names=tuple(sorted(n for n, c in seen.items() if c == top)), times=top)
    having = [(float(v), i) for i in items if isinstance(v := value_at(i, path), (int, float)) and not isinstance(v, bool)]
    if not having:
        return Outcome()
    numbers = [v for v, _ in having]
    if aggregate.op == "sum":
        return Outcome(sum(numbers), len(having))
    if aggregate.op == "avg":
        return Outcome(sum(numbers) / len(numbers), len(having))
    best = max(having, key=lambda p: p[0]) if aggregate.op == "max" else min(having, key=lambda p: p[0])
    return Outcome(best[0], len(having), item=best[1])


def number(value: float, unit: str | None = None, digits: int = 1) -> str:
    """ "356.2 km", "3.8", "12 pages"; "3.54" with `digits` 2"""
    value = round(float(value), digits)  # 173.99999… is 174
    shown = f"{value:.0f}" if value.is_integer() else f"{value:.{digits}f}"
    return f"{shown} {agreeing(shown, unit)}" if unit else shown  # "1 night", "2 nights"


def mean_number(value: float, unit: str | None = None, digits: int = 1) -> str:
    """An average as shown: with its decimals ("395.0 pages" for 395.04, "3.5"), a whole number only when it is one
    exactly ("4" for 4.0), so an average is never passed off as a whole count."""
    shown = number(value, None, digits)
    if "." not in shown and not float(value).is_integer():
        shown = f"{round(float(value), digits):.{digits}f}"
    return f"{shown} {unit}" if unit else shown


def in_seasons(item: dict[str, Any], season: str) -> bool:
    when = item.get("itemDate")
    return bool(when is not None and when.month in SEASONS[season])
