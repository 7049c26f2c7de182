"""“how many pages all togther”: together misspelt still asks for the total over the previous answer."""

from __future__ import annotations

import pytest

from .test_understanding import read


@pytest.mark.parametrize("wording", ["how many km all togeter", "pages all togther please"])
def test_together_misspelt_is_a_total(wording: str) -> None:
    reading, _ = read(wording)
    assert reading.shape.aggregate is not None and reading.shape.aggregate.op == "sum"
