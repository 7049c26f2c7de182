""" "cocktails rated higher that year tho right" right after "more beers or cocktails in 2022?": a comparative claimed of
one of the two options just compared, with no other side said, is set against the other option, over what the
comparison had in common (2022): that comparison again, by the field the comparative means (read from the claim said in
full, "cocktails rated higher than beers …"), the named option first and checked as a yes or no, both values given.
Only when the comparison just before had two options, the claim names exactly one of them before its comparative, says
no "than" or "or" of its own ("more" alone, a count, is winner_claimed.py's), and no time, place, company or value of
its own (but "that year", the comparison's). Pure.
"""

from __future__ import annotations

import re
from typing import Any

from .measured import CLAIMED_COMPARATIVE, SIDES_SAID
from .request import Reading
from .winner_claimed import plain_label

_WORD = re.compile(r"[a-zà-ÿ']+")


def _names(label: str, said: str) -> bool:
    """Whether the words said name the option of this label ("cocktails" names "cocktails", "in France" names France)."""
    wanted = plain_label(label).split()
    words = {re.sub(r"(?<=[a-z])s$", "", w) for w in _WORD.findall(said.lower())}
    return bool(wanted) and all(w in words for w in wanted)


def than_the_other_option(reading: Reading, compared: dict[str, Any] | None) -> tuple[str, dict[str, Any]] | None:
    """The claim said in full against the other option (to read the field the comparative means), and the comparison
    just before with the named option first, set against the other; None when the text is no such claim."""
    text = reading.text
    if not compared or compared.get("each") or SIDES_SAID.search(text.lower()):
        return None
    if reading.places or reading.people or reading.values or reading.texts or any(not d.relative for d in reading.dates):
        return None  # "cocktails rated higher in 2018?": a question of its own
    options = list(compared.get("options") or ())
    said = CLAIMED_COMPARATIVE.search(text.lower())
    if len(options) != 2 or said is None:
        return None
    named = [n for n, (label, _) in enumerate(options) if _names(str(label), text[: said.start()])]
    if len(named) != 1:
        return None
    first = named[0]
    in_full = f"{text[: said.end()]} than {options[1 - first][0]}{text[said.end() :]}"
    return in_full, {**compared, "options": [options[first], options[1 - first]], "against": True}
