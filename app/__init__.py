"""Parley's application wiring: the only place that knows the engine, the channels and the storage."""
