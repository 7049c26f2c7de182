"""The overriding rule and the other short-term-memory operations."""

from parley.core.recognizer import Mention
from parley.core.stm import StmEntity, forget, overrides, recall_weight, remember, topics


def entity(entity_id: str, groups: set[str], turn: int = 1, topic: str | None = None, value: str | None = None) -> StmEntity:
    return StmEntity(entity_id, value, frozenset(groups), topic, turn)


def mention(entity_id: str, groups: set[str], value: str | None = None, topic: str | None = None) -> Mention:
    return Mention(entity_id, value, frozenset(groups), topic, entity_id, 0, 1)


NEW = {"G1", "G2", "G3"}


def test_same_group_set_is_overridden() -> None:
    stm = (entity("old", {"G1", "G2", "G3"}),)
    assert remember(stm, [mention("new", NEW)], 2) == (StmEntity("new", None, frozenset(NEW), None, 2, "new"),)


def test_superset_is_overridden() -> None:
    stm = (entity("old", {"G1", "G2", "G3", "G4"}),)
    assert [e.entity_id for e in remember(stm, [mention("new", NEW)], 2)] == ["new"]


def test_smaller_set_is_not_overridden() -> None:
    stm = (entity("old", {"G1", "G2"}),)
    assert [e.entity_id for e in remember(stm, [mention("new", NEW)], 2)] == ["old", "new"]


def test_disjoint_set_is_not_overridden() -> None:
    stm = (entity("old", {"G10", "G20"}),)
    assert [e.entity_id for e in remember(stm, [mention("new", NEW)], 2)] == ["old", "new"]


def test_overrides_is_the_subset_relation() -> None:
    assert overrides(frozenset({"B"}), frozenset({"A", "B"}))
    assert not overrides(frozenset({"A", "B"}), frozenset({"A"}))


def test_sales_walkthrough_of_the_seed() -> None:
    sell, buy, best = ({"A"}, {"B"}, {"A", "B"})
    stm = remember((), [mention("sell", sell)], 1)
    stm = remember(stm, [mention("best_employee", best)], 2)
    assert [e.entity_id for e in stm] == ["sell", "best_employee"]  # {A,B} does not override {A}
    stm = remember(stm, [mention("buy", buy)], 3)
    assert [e.entity_id for e in stm] == ["sell", "buy"]  # {B} overrides {A,B}
    stm = remember(stm, [mention("best_employee", best)], 4)
    assert [e.entity_id for e in stm] == ["sell", "buy", "best_employee"]
    stm = remember(stm, [mention("buy", buy)], 5)
    assert [e.entity_id for e in stm] == ["sell", "buy"]


def test_entities_said_in_one_turn_do_not_override_each_other() -> None:
    stm = remember((), [mention("location", {"loc"}, "Tokyo"), mention("location", {"loc"}, "Kyoto")], 1)
    assert [e.value for e in stm] == ["Tokyo", "Kyoto"]


def test_selective_forget_by_group_and_by_id() -> None:
    stm = (entity("a", {"A"}), entity("b", {"B"}), entity("ab", {"A", "B"}), entity("c", {"C"}))
    assert [e.entity_id for e in forget(stm, groups=["A"])] == ["b", "c"]
    assert [e.entity_id for e in forget(stm, entity_ids=["c"])] == ["a", "b", "ab"]
    assert forget(stm) == stm


def test_topics_come_from_topic_indicators_only() -> None:
    stm = (entity("weather", {"w"}, topic="weather"), entity("location", {"l"}))
    assert topics(stm) == {"weather"}


def test_older_entities_weigh_less() -> None:
    recent, old = entity("a", {"A"}, turn=9), entity("b", {"B"}, turn=5)
    assert 1.0 > recall_weight(recent, 10, 0.5) > recall_weight(old, 10, 0.5) > 0
