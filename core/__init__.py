"""Parley's conversation engine: turns, bot models, recognition, short-term memory, intents."""
