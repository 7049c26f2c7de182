""" "which of this year's trips didnt include mary": the trips of this year without Mary (was: "didn't" asked back, as
leaving out nothing it could tell); "did the trip include mary?" still asks whether she was there."""

from __future__ import annotations

import pytest

from .test_understanding import read


@pytest.mark.parametrize(
    "said",
    ["which of this year's trips didnt include mary", "which trips didn't include Mary?", "the hikes that don't include mary"],
)
def test_not_included_is_without(said: str) -> None:
    _, request = read(said)
    assert [(p.names, p.exclude) for p in request.people] == [(("Mary",), True)], request.people


@pytest.mark.parametrize("said", ["trips that included mary", "did the trip to paris include mary?", "which trips include mary"])
def test_included_is_with(said: str) -> None:
    _, request = read(said)
    assert not any(p.exclude for p in request.people), request.people
