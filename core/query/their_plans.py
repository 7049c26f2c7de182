"""A plan told of going somewhere, said in the present: "My mother goes to Vienna in December", "buddy wants to go skiing
this winter", "we hope to go to Lisbon in spring". The time said with it is the plan's: a question after it about what
the user did ("The museums there, which I visited?", "where did i ski last winter?") is not dated by it. A plan said in
the past ("my sister went to Italy in 2019") is a story, whose time may be the question's; "go" of a question ("did i
go to Vienna in December?") is no plan told. Pure: a regular expression and a test of a clause.
"""

from __future__ import annotations

import re

# the plan: "goes to", "go skiing", "wants to go", "is hoping to go", "plans to visit", "want to head to"
_PLAN = re.compile(
    r"\b(?:goes|go)\s+(?:to|on|off|skiing|hiking|diving|sailing|camping|abroad|back)\b"
    r"|\b(?:wants?|wanna|plans?|planning|hopes?|hoping|means?|intends?|is\s+keen|are\s+keen|would\s+like|'d\s+like)\s+to\s+"
    r"(?:go|visit|travel|fly|head|ski|hike)\b",
    re.IGNORECASE,
)
# a question asked with "go": "did i go to …", "which hikes go to the lake", "where do we go …"
_ASKED = re.compile(
    r"^\W*(?:(?:which|what|where|when|how|who)\b|(?:\w+\s+){0,3}?(?:did|do|does|have|has|had|was|were|can|could|should|shall|would)\s+(?:i|we|you)\b)",
    re.IGNORECASE,
)


def plan_told(clause: str) -> bool:
    """Whether the clause tells a plan of going somewhere in the present ("My mother goes to Vienna in December"), no
    question of the user's doings."""
    return _PLAN.search(clause) is not None and _ASKED.match(clause) is None
