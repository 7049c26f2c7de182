"""What a batch of conversations is written with: the question types of the benchmark it follows, the
personas a turn is written in, and `step`, a turn judged only by what its reply shows (whichever intent
the engine chose to get there)."""

from __future__ import annotations

from .expect import Expectation
from .suite import ANY_INTENT, Step

SIMPLE, COREFERENCED, ELLIPSIS, LOGICAL = "simple", "coreferenced", "ellipsis", "logical"
QUANTITATIVE, COMPARATIVE, VERIFICATION, CLARIFICATION = "quantitative", "comparative", "verification", "clarification"
QUESTION_TYPES = (SIMPLE, COREFERENCED, ELLIPSIS, LOGICAL, QUANTITATIVE, COMPARATIVE, VERIFICATION, CLARIFICATION)
TERSE, CHATTY, LOWERCASE, TYPO, NON_NATIVE = "terse", "chatty", "lowercase", "typo", "non-native"
PERSONAS = (TERSE, CHATTY, LOWERCASE, TYPO, NON_NATIVE)
TAGS = (*QUESTION_TYPES, *PERSONAS)


def step(text: str, expect: Expectation, *tags: str, known_failure: str | None = None) -> Step:
    """One turn: what the user types, what the reply must show, its question types and personas, and
    (for a turn that failed when the batch was first run) why it still fails."""
    return Step(text, ANY_INTENT, expect, tags, known_failure=known_failure)
