"""An aggregate over the items a request finds: sum, average, minimum or maximum of a number field,
the distinct values of a field, or its most frequent value."""

from __future__ import annotations

from dataclasses import dataclass

YEAR_PATH = "itemDate.year"  # the year of an item's date, as a part counted like a field's value


@dataclass(frozen=True)
class Aggregate:
    """sum | avg | min | max over a number field; distinct | mode over a field or a part of the place."""

    op: str
    field: str  # a number field's name, a document path ("place.city") or "" while still unknown
    label: str = ""  # how to name what is counted ("cities")
    # "was the 2020 cycling total over 200 km?": a yes/no, whether the value passes the bound (an operator and a number)
    bound_op: str = ""
    bound: float | None = None

    def passes(self, value: float) -> bool:
        """Whether `value` passes the bound said with the aggregate (see `bound_op`)."""
        assert self.bound is not None
        checks = {">": value > self.bound, ">=": value >= self.bound, "<": value < self.bound, "<=": value <= self.bound}
        return checks.get(self.bound_op, value == self.bound)


@dataclass(frozen=True)
class Measured:
    """A comparative of a number field between groups ("did I run further in 2023 or 2024?", "rated higher on
    average"): each group's total (or average) of the field, and which is larger."""

    op: str  # sum | avg
    fields: tuple[str, ...]  # the number fields the comparative may mean; each group's category chooses
    larger: bool  # "further", "higher": the larger wins; "shorter", "lower": the smaller
    word: str  # the comparative, to say it back ("further", "higher")
    by_how_much: bool = False  # "how many more km …?": the difference is the answer, not a yes or no


@dataclass(frozen=True)
class Shape:
    """What kind of question the utterance is, beside the constraints the recognizers found."""

    verify: bool = False
    contrast: bool = False
    refers_to_one: bool = False
    aggregate: Aggregate | None = None
    seasons: tuple[str, ...] = ()
    field_words: tuple[str, ...] = ()  # number fields named ("distance", "rating")
    against: bool = False  # "more X than Y": is the first the larger?
    most: bool = False  # "most often": the most frequent value (of what the previous answer counted)
    measured: Measured | None = None  # "further", "rated higher on average": a number field compared, not counts
    implied: bool = False  # only implied by "how far did I …": a total, unless the question is about the item talked about
    times: tuple[str, int] | None = None  # "more than 5 times, right?": a claim about how many (an operator and a number)
    # "more countries with Tom than with James": each group's count of distinct values of a field or place part, compared
    distinct: Aggregate | None = None


def settled_by_one_year(aggregate: Aggregate | None, year: int | None) -> bool:
    """Whether the aggregate ranks the years and the question is of one year: "which year did I travel the most?", then
    "where did I go that year?" has nothing left to rank (the answer would be that year), so it asks for those items."""
    return aggregate is not None and aggregate.op == "mode" and aggregate.field == YEAR_PATH and year is not None
