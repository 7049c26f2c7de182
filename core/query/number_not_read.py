""" "And from Australia, is there one with 5?" read as "anything in Australia?": a yes/no must not answer yes or no
while a number said in it was read into nothing it tests (no bound of it has that number): the claim would be another
one than the one asked. The numbers said alone (see `Reading.bare_numbers`) that no bound of the request has, as said
("five" when said in words); none when each was read, or none was said (pure)."""

from __future__ import annotations

from .request import Reading, Request


def numbers_not_read(reading: Reading, request: Request) -> tuple[str, ...]:
    """The numbers said alone that no bound of `request` has, as the message said them."""
    values = {c.value for c in request.comparisons} | {c.or_value for c in request.comparisons if c.or_value is not None}
    if request.limit:
        values.add(float(request.limit))
    words = dict(
        zip(reading.bare_numbers[len(reading.bare_numbers) - len(reading.numbers_in_words) :], reading.numbers_in_words, strict=True)
    )
    return tuple(words.get(n, n) for n in reading.bare_numbers if float(n) not in values)


def not_answered(numbers: tuple[str, ...]) -> str:
    """What is said instead of yes or no."""
    said = " and ".join(f"“{n}”" for n in numbers)
    return (
        f"I didn't understand what {said} is said of, so I haven't answered yes or no rather than answer another question. "
        "Could you say it with what it counts or measures?"
    )
