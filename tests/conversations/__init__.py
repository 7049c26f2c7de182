"""Multi-turn conversations with the collection assistant, each turn with its expected intent and
its expected result set computed by plain-Python predicates over the sample data."""
