"""A time left out of a time asked about: "hikes in 2023 except in July" are the hikes of 2023 but July's, "except the
ones from last year" after the ski days since 2024 those of 2024 and 2026, "but not 2023" after the hikes since 2022
those of 2022 and of 2024 on. What is left out is taken out of the other time, leaving the parts around it; a month or
a season left out, said alone, is of the year the other time lies in. A time left out that holds all of the other
("and not in 2023?" after the hikes in 2023) or none of it asks for any time but it, as it says (pure)."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

from .dates import DateRange, on_weekdays

_Span = tuple[datetime, datetime]


def _spans(date: DateRange) -> list[_Span]:
    return [(p.start, p.end) for p in date.parts or (date,)]


def _less(spans: list[_Span], taken: list[_Span]) -> list[_Span]:
    """The spans with every span taken out of them: what is left of each, in pieces."""
    for cut_start, cut_end in taken:
        pieces: list[_Span] = []
        for start, end in spans:
            if cut_end <= start or end <= cut_start:
                pieces.append((start, end))
                continue
            if start < cut_start:
                pieces.append((start, cut_start))
            if cut_end < end:
                pieces.append((cut_end, end))
        spans = pieces
    return spans


def without(kept: DateRange, left_out: DateRange) -> DateRange | None:
    """`kept` less the time `left_out` (a negated range) leaves out: "since 2024" less "not last year", from 2024 with
    2025 left out. None when it leaves out none of `kept` or all of it (then it is asked for as it is), or when either
    is a time that cannot be cut (said by its days of the week alone, negated itself, or not yet placed in a year)."""
    if not left_out.negated or kept.negated or kept.relative or left_out.relative or kept.only_weekdays or left_out.weekdays:
        return None
    before = _spans(kept)
    left = _less(before, _spans(replace(left_out, negated=False)))
    if not left or left == before:
        return None
    label = f"{kept.label} but {left_out.label}"
    parts = tuple(DateRange(start, end, f"from {start:%B %-d, %Y} to {end:%B %-d, %Y}") for start, end in left)
    if len(parts) == 1:
        return on_weekdays(DateRange(parts[0].start, parts[0].end, label), kept.weekdays)
    return on_weekdays(DateRange(parts[0].start, parts[-1].end, label, parts), kept.weekdays)


def placed_in(left_out: DateRange, kept: DateRange) -> DateRange:
    """A month or season left out, said alone ("except in July"), in the one year `kept` lies in; any other as it is."""
    year = kept.single_year()
    if not left_out.relative or year is None:
        return left_out
    return left_out.in_year(year)


def times_left_out(dates: list[DateRange]) -> list[DateRange]:
    """The times of one question, each time left out taken out of the one time asked about ("in 2023 except in July":
    2023 without July), when there is one such time and what it leaves out cuts it; the times as they are otherwise."""
    asked = [d for d in dates if not d.negated and not d.only_weekdays]
    left_out = [d for d in dates if d.negated]
    if len(asked) != 1 or not left_out or len(asked) + len(left_out) != len(dates):
        return dates
    time = asked[0]
    for date in left_out:
        placed = placed_in(date, time)
        cut = without(time, placed)
        if cut is None and not _apart(time, placed):
            return dates
        time = cut or time  # "in 2023, not in 2022": 2023, nothing of it left out
    return [time]


def _apart(time: DateRange, left_out: DateRange) -> bool:
    """Whether a time left out (placed) lies wholly outside the time asked about, so that it leaves nothing out of it."""
    if time.negated or time.relative or left_out.relative or time.only_weekdays or left_out.weekdays:
        return False
    return _less(_spans(time), _spans(replace(left_out, negated=False))) == _spans(time)
