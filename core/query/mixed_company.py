"""Which groups a list of three names mixing "and" with "or" means, asked and answered: "dinners with Chloé and
Sofia or Tom" may be the dinners with both Chloé and Sofia, or with Tom, or the dinners with Chloé and one of Sofia
or Tom; the two give different answers, so neither is chosen for the user. The question is kept with both readings
said unmistakably ("with Chloé and Sofia, or with Tom"; "with Chloé and either Sofia or Tom"), and the answer
("the first", "Chloé together with Sofia, or else Tom", "Chloé and one of the other two") picks one. Pure."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

GROUPING_ASKED_KEY = "grouping_asked"  # memory: the question kept while which grouping is asked

_FIRST = re.compile(r"\b(?:first|1st|former|number one|option one)\b|^\W*1\W*$", re.IGNORECASE)
_SECOND = re.compile(r"\b(?:second|2nd|latter|number two|option two)\b|^\W*2\W*$", re.IGNORECASE)
_ONE_OF = re.compile(r"\b(?:either|one of|any of|whichever)\b", re.IGNORECASE)
_TOGETHER = re.compile(r"\b(?:together|both|on (?:his|her|their) own|alone|or else|or just|or only)\b", re.IGNORECASE)


def _folded(text: str) -> str:
    """Lower case with accents dropped letter by letter (same length): "Chloé" → "chloe"."""
    return "".join(unicodedata.normalize("NFKD", c)[0].lower() for c in text)


@dataclass(frozen=True)
class Groupings:
    """The two readings of a mixed list, each the question said unmistakably."""

    together_or_one: str  # "… with Chloé and Sofia, or with Tom …"
    one_with_either: str  # "… with Chloé and either Sofia or Tom …"
    pair: tuple[str, str]  # the two said with "and" (Chloé, Sofia)
    single: str  # the one said with "or" (Tom)
    shared: str  # the one of the pair set beside "either" in the second reading (Chloé)
    others: tuple[str, str]  # the two of "either" (Sofia, Tom)


def groupings(text: str, names: Sequence[str]) -> Groupings | None:
    """The two readings of the mixed list of three `names` said in `text` (as the collection spells them); None when
    the list is not so said."""
    if len(names) != 3:
        return None
    folded = _folded(text)
    first, second, third = (re.escape(_folded(n)) for n in names)
    found = re.search(rf"(?:\bwith\s+)?{first}(?P<j0>[^.?!]{{1,20}}?){second}(?P<j1>[^.?!]{{1,20}}?){third}", folded)
    if found is None:
        return None
    first_or = re.search(r"\bor\b", found["j0"]) is not None
    if first_or == (re.search(r"\bor\b", found["j1"]) is not None):
        return None  # both joiners alike: no mix
    a, b, c = names
    if first_or:  # "Tom or Chloé and Sofia": Chloé and Sofia, or Tom; or Sofia with either Tom or Chloé
        pair, single, shared, others = (b, c), a, c, (a, b)
    else:  # "Chloé and Sofia or Tom": Chloé and Sofia, or Tom; or Chloé with either Sofia or Tom
        pair, single, shared, others = (a, b), c, a, (b, c)
    head, tail = text[: found.start()], text[found.end() :]
    return Groupings(
        f"{head}with {pair[0]} and {pair[1]}, or with {single}{tail}",
        f"{head}with {shared} and either {others[0]} or {others[1]}{tail}",
        pair,
        single,
        shared,
        others,
    )


def which_grouping(said: Groupings) -> str:
    """ "Do you mean with Chloé and Sofia together, or with Tom? Or with Chloé and one of Sofia or Tom?"."""
    return (
        f"Do you mean with {said.pair[0]} and {said.pair[1]} together, or with {said.single}? "
        f"Or with {said.shared} and one of {said.others[0]} or {said.others[1]}?"
    )


def chosen_grouping(answer: str, said: Groupings) -> str | None:
    """The question of the reading the answer picks, by its place ("the first") or by how it groups the names
    ("Chloé together with Sofia, or else Tom"; "Chloé and either of the others"); None when it picks neither."""
    if _SECOND.search(answer) or _ONE_OF.search(answer):
        return said.one_with_either
    if _FIRST.search(answer) or _TOGETHER.search(answer):
        return said.together_or_one
    folded = _folded(answer)
    pair = [folded.find(_folded(n)) for n in said.pair]
    single = folded.find(_folded(said.single))
    if -1 not in pair and single > max(pair) and re.search(r"\bor\b", folded[max(pair) : single]):
        return said.together_or_one  # "Chloé and Sofia, or Tom"
    return None
