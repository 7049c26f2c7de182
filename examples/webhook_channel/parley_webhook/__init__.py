"""A JSON webhook channel for Parley, installed as a plug-in: see channel.py."""

from .channel import PATH, SECRET_VARIABLE, SIGNATURE_HEADER, TIMESTAMP_HEADER, WebhookChannel, signature
from .replay import WINDOW_S, SeenSignatures

__all__ = ["PATH", "SECRET_VARIABLE", "SIGNATURE_HEADER", "TIMESTAMP_HEADER", "WINDOW_S", "SeenSignatures", "WebhookChannel", "signature"]
