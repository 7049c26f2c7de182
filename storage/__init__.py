"""Persistence for Parley: conversation stores (memory, MongoDB) and the embedded MongoDB-wire server."""
