"""Numbers as speech recognition writes them, written as a keyboard would, before anything reads the message (pure).

A voice assistant hears "hikes in twenty twenty four" and "books I rated for or more": the words are the user's, the
digits are what they meant. Rewritten here:

- a year said in words, 1900 to 2099: "twenty twenty four", "twenty twenty-one", "twenty nineteen", "twenty oh nine",
  "two thousand and nine", "two thousand", "nineteen ninety nine"; its last part may be heard as "to" ("in twenty
  twenty to": 2022), but only where nothing that could end a span of time follows ("from twenty twenty to twenty
  twenty two" keeps its "to");
- a number said in words where the grammar wants a number: after "top", "best", "rated", "over", "more than", "at
  least", "the last" … or before a unit ("top twelve", "over twenty five km", "more than a hundred pages"); the
  numbers one to ten are left as words (every reader knows them, and "the best one" is no count);
- an ordinal past "tenth": "the twelfth one", "the twenty first one" (the 12th, the 21st);
- "for" heard for "four" and "to" for "two" only where nothing but a number can stand: "rated for or more",
  "gave it for stars" (never "for 2024", "to Lisbon");
- "wear" (or "were") heard for "where" before the verb of a question ("wear did I go", "were was that");
- "their" (or "thier") heard or typed for "there" where no noun can follow it, ending a clause ("how many meals did we
  have their", "what did i eat their?"); "their dinners" stays as said.

A number said in words anywhere else stays as said: "Three Floyds", "the seven hills hike"."""

from __future__ import annotations

import re

_UNITS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
_TEENS = {"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16}
_TEENS |= {"seventeen": 17, "eighteen": 18, "nineteen": 19}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_WORDS = {**_UNITS, **_TEENS, **_TENS}

_UNIT, _TEEN, _TEN = ("(?:" + "|".join(words) + ")" for words in (_UNITS, _TEENS, _TENS))
_GAP = r"[ -]"  # "twenty-one", "twenty one"
_ANY_NUMBER = rf"(?:{_UNIT}|{_TEEN}|{_TEN}|hundred|thousand|oh|\d)"
# a number word right after: the number said goes on ("two thousand five hundred" is no year)
_NOT_GOING_ON = rf"(?!{_GAP}(?:and{_GAP})?{_ANY_NUMBER}\b|-\w)"
# what may follow "to" that ends a span of time ("twenty twenty to twenty twenty two", "… to now", "… to March")
_SPAN_END = (
    rf"{_ANY_NUMBER}|now|today|date|present|the|this|last|next|end|yesterday|then|early|mid|late|"
    r"january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|"
    r"aug|sep|sept|oct|nov|dec|spring|summer|autumn|fall|winter"
)
# ("too" is left as said: "in twenty twenty too?" is also in 2020)
_HEARD_AS_TWO = rf"to(?=\s*(?:[.,!?;:]|$)|\s+(?!(?:{_SPAN_END})\b))"

# the last two digits of a year: "twenty four", "nineteen", "oh nine", "twenty to" (heard for "twenty two")
_DECADE_YEAR = (
    rf"(?P<tens>{_TEN})(?:{_GAP}(?:(?P<unit>{_UNIT})|(?P<two>{_HEARD_AS_TWO})))?|(?P<teen>{_TEEN})|(?:oh|o|zero){_GAP}(?P<ounit>{_UNIT})"
)
SPOKEN_YEAR = re.compile(
    rf"\b(?P<century>twenty|nineteen){_GAP}(?:{_DECADE_YEAR})\b{_NOT_GOING_ON}"
    rf"|\btwo{_GAP}thousand(?:{_GAP}(?:and{_GAP})?(?:(?P<tens2>{_TEN})(?:{_GAP}(?P<unit2>{_UNIT}))?|(?P<teen2>{_TEEN})|(?P<small2>{_UNIT})))?"
    rf"\b{_NOT_GOING_ON}",
    re.IGNORECASE,
)

# a number said in words: "twelve", "twenty five", "a hundred", "three hundred and fifty", "two thousand"
_BELOW_HUNDRED = rf"(?:{_TEN}(?:{_GAP}{_UNIT})?|{_TEEN}|{_UNIT})"
_BELOW_THOUSAND = rf"(?:(?:a|{_UNIT}){_GAP}hundred(?:{_GAP}(?:and{_GAP})?{_BELOW_HUNDRED})?|{_BELOW_HUNDRED})"
_NUMBER = rf"(?:(?:a|{_BELOW_THOUSAND}){_GAP}thousand(?:{_GAP}(?:and{_GAP})?{_BELOW_THOUSAND})?|{_BELOW_THOUSAND})"
# the words after which only a number can come ("top", "rated", "over", "more than", "the last")
_WANTS_A_NUMBER = (
    r"top|best|worst|bottom|first|last|latest|rated|rating|over|under|above|below|than|least|most|exactly|around|"
    r"nearly|almost|past|within|between"
)
# the units a number said before them measures
_UNITS_AFTER = r"km|kms|kilometers?|kilometres?|miles?|meters?|metres?|pages?|nights?|stars?|minutes?|mins?|hours?|days?"
SPOKEN_NUMBER = re.compile(
    rf"\b(?P<before>{_WANTS_A_NUMBER})\s+(?P<n>{_NUMBER})\b{_NOT_GOING_ON}|\b(?P<n2>{_NUMBER})\b{_NOT_GOING_ON}(?=[ -](?:{_UNITS_AFTER})\b)",
    re.IGNORECASE,
)

# an ordinal past "tenth" said in words: "the twelfth one", "the twenty first one", "on the twenty third of May" (the
# first ten are words every reader knows)
_ORDINAL_UNITS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9}
_ORDINAL_TEENS = {"eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15, "sixteenth": 16}
_ORDINAL_TEENS |= {"seventeenth": 17, "eighteenth": 18, "nineteenth": 19}
_ORDINAL_TENS = {"twentieth": 20, "thirtieth": 30, "fortieth": 40, "fiftieth": 50, "sixtieth": 60, "seventieth": 70}
_ORDINAL_TENS |= {"eightieth": 80, "ninetieth": 90}
SPOKEN_ORDINAL = re.compile(
    rf"\b(?:(?P<tens>{_TEN}){_GAP}(?P<unit>{'|'.join(_ORDINAL_UNITS)})|(?P<ord>{'|'.join([*_ORDINAL_TEENS, *_ORDINAL_TENS])}))\b",
    re.IGNORECASE,
)

# "for" heard for "four", "to" for "two": only where nothing but a score can stand, before "or more" ("rated for or
# more") or before "stars" after a word of rating ("rated for stars", "gave it to stars")
_OR_TAIL = r"or\s+(?:more|better|above|higher|over|up|less|lower|below|worse|under|fewer)"
HEARD_BEFORE_A_TAIL = re.compile(rf"\b(?:for|to|too)(?=\s+{_OR_TAIL}\b)", re.IGNORECASE)
HEARD_AS_STARS = re.compile(
    r"\b(?P<lead>rated|(?:gave|give|given|got|get) (?:it|them|those|these|one|ones)) (?P<word>for|to|too)(?=[ -]stars?\b)",
    re.IGNORECASE,
)
_HOMOPHONE_VALUES = {"for": "4", "to": "2", "too": "2"}

# "wear did I go", "were did I go", "ware was that": "where", before the verb that opens a question
HEARD_AS_WHERE = re.compile(
    r"\b(?:wear|ware)\b(?=\s+(?:did|do|does|was|is|are|were|have|has|had)\b)|\bwere\b(?=\s+(?:did|do|does|was|is)\b)",
    re.IGNORECASE,
)

# "how many meals did we have their", "anything else thier?": "there", where a possessive could not stand (ending a clause)
HEARD_AS_THERE = re.compile(r"\b(?:their|thier)\b(?=\s*(?:[?.!,;]|$|\s(?:too|also|again|then)\b\s*[?.!]*$))", re.IGNORECASE)


def _there(said: re.Match[str]) -> str:
    return "There" if said[0][0].isupper() else "there"


def _year(said: re.Match[str]) -> str:
    if said["century"] is None:  # "two thousand", "two thousand and nine", "two thousand twenty four"
        tens, unit, teen, small = (said[g] for g in ("tens2", "unit2", "teen2", "small2"))
        return str(2000 + sum(_WORDS[w.lower()] for w in (tens, unit, teen, small) if w))
    century = 1900 if said["century"].lower() == "nineteen" else 2000
    if said["ounit"]:  # "twenty oh nine"
        return str(century + _UNITS[said["ounit"].lower()])
    if said["teen"]:  # "twenty nineteen"
        return str(century + _TEENS[said["teen"].lower()])
    unit = _UNITS[said["unit"].lower()] if said["unit"] else 2 if said["two"] else 0  # "twenty twenty to": 2022
    return str(century + _TENS[said["tens"].lower()] + unit)


def number_value(said: str) -> int:
    """The value of a number said in words (as `SPOKEN_NUMBER` finds them): "three hundred and fifty" is 350."""
    total, part = 0, 0
    for word in re.split(r"[ -]+", said.lower()):
        if word == "and":
            continue
        if word == "a":
            part = 1
        elif word == "hundred":
            part *= 100
        elif word == "thousand":
            total, part = total + part * 1000, 0
        else:
            part += _WORDS[word]
    return total + part


def _number(said: re.Match[str]) -> str:
    words = said["n"] or said["n2"]
    value = number_value(words)
    if " " not in words.strip() and "-" not in words and value <= 10:
        return said[0]  # "top three", "rated four": every reader knows these words, and "the best one" is no count
    return said[0].replace(words, str(value)) if said["before"] else str(value)


def _ordinal(said: re.Match[str]) -> str:
    if said["ord"]:
        value = {**_ORDINAL_TEENS, **_ORDINAL_TENS}[said["ord"].lower()]
    else:
        value = _TENS[said["tens"].lower()] + _ORDINAL_UNITS[said["unit"].lower()]
    ending = "th" if 11 <= value % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(value % 10, "th")
    return f"{value}{ending}"


def _homophone(said: re.Match[str]) -> str:
    return _HOMOPHONE_VALUES[said[0].lower()]


def _stars(said: re.Match[str]) -> str:
    return f"{said['lead']} {_HOMOPHONE_VALUES[said['word'].lower()]}"


def _where(said: re.Match[str]) -> str:
    return "Where" if said[0][0].isupper() else "where"


def as_written(text: str) -> str:
    """The message with the numbers speech wrote in words as digits, "wear" heard for "where" and "their" for "there" (see the
    module)."""
    text = SPOKEN_YEAR.sub(_year, text)
    text = SPOKEN_NUMBER.sub(_number, text)
    text = SPOKEN_ORDINAL.sub(_ordinal, text)
    text = HEARD_BEFORE_A_TAIL.sub(_homophone, text)
    text = HEARD_AS_STARS.sub(_stars, text)
    text = HEARD_AS_THERE.sub(_there, text)
    return HEARD_AS_WHERE.sub(_where, text)
