"""The words said before something to leave it out of what is asked: "apart from Mary, who did I hike with most?",
"other than the ones with Mary, how many ski days did I have?", "leaving out the US, which country comes first?".
One table, read by besides_them (who is left out of "who … most"), quantities (WHO_MOST), request (FRESH: a question asked
anew) and continuing (LEAVES_OUT: a follow-up); each that takes more or fewer says which and why where it builds its
pattern. The negation cues ("not", "without", "but not": negation.CUES, people.py, vocabulary.NEGATION) are lists of
their own: they also negate what follows, not only leave it out (pure)."""

from __future__ import annotations

# before a name, a place or "the ones …", at the start of a question or after it
LEAVING_OUT = (
    "apart from",
    "aside from",
    "other than",
    "except for",
    "except",
    "excluding",
    "not counting",
    "leaving out",
)
OTHER_THEN = "other then"  # a frequent slip for "other than", read as it
