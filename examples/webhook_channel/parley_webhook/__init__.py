"""A JSON webhook channel for Parley, installed as a plug-in: see channel.py."""

from .channel import PATH, SECRET_VARIABLE, SIGNATURE_HEADER, WebhookChannel, signature

__all__ = ["PATH", "SECRET_VARIABLE", "SIGNATURE_HEADER", "WebhookChannel", "signature"]
