"""“so last year I read more pages of those than of novels, right?” after the total pages of the books that weren't
novels: the total just given (“those”) set against the same total of what follows “than” (was: “More of what?”);
not when the words before “of those” name another number than the one just totalled."""

from __future__ import annotations

import pytest

from parley.core.query.those_against import sets_those_against


@pytest.mark.parametrize(
    ("said", "named"),
    [
        ("so last year i read more pages of those than of novels, right?", ("pages",)),
        ("i read more pages of those than of novels", ("pages",)),
        ("fewer pages of these than novels?", ("pages",)),
        ("more of those than of the novels, right?", ()),
        ("so there were more pages in those than in the novels?", ("pages",)),
        ("more from them than from novels", ()),
    ],
)
def test_those_set_against_the_same_total(said: str, named: tuple[str, ...]) -> None:
    assert sets_those_against(said, named, "pages")


@pytest.mark.parametrize(
    ("said", "named", "totalled"),
    [
        ("more hikes of those than of runs?", (), "pages"),  # no number field named: another claim
        ("more km of those than of runs?", ("distance",), "pages"),  # another number than the one totalled
        ("more pages of those than of novels", ("pages",), None),  # nothing totalled just before
        ("more pages of those", ("pages",), "pages"),  # nothing to set them against
        ("more pages than novels", ("pages",), "pages"),  # not "those"
    ],
)
def test_not_those_against(said: str, named: tuple[str, ...], totalled: str | None) -> None:
    assert not sets_those_against(said, named, totalled)
