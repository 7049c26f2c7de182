"""Parley's channels: the web chat (Direct Line 3.0), the admin API and the aiohttp application."""
