"""What a channel plug-in imports from Parley: the protocol, and the checks every built-in channel uses.

Reading a body this way keeps Parley's limits: `read_body` stops at the server's body size (413) and its
body timeout (408); `parse_json_object` refuses what is not a JSON object within the nesting limit (400);
`optional_id` and `optional_text` refuse an id or a text over its limit; an `ApiError` raised in a
handler becomes a JSON error with its status, and `RateLimited` a 429 with Retry-After (in a handler
wrapped by `answer_limits`). Anything else a handler raises is a 500, so a channel checks what a
client sent before it uses it.

A turn goes out the way it does on every built-in channel: `await context.answer(turn)` gives an `Answer`,
the bot's reply with its `channel_data` (the interpretation, when the server runs with debug on; else
empty), or the apology when the database is down (`answer.apology`, its reply `APOLOGY`: the text
`UNAVAILABLE`, spoken `UNAVAILABLE_SPEECH`). A channel renders what it is given; it decides neither.
"""

from __future__ import annotations

from parley.core.turn import Reply, SuggestedAction, Turn

from .config import ChannelConfig
from .directline.routes import RateLimited, answer_limits
from .errors import ApiError, json_error, parse_json_object, read_body
from .identity import conversation_id
from .limits import LIMITS, InputRejected, optional_id, optional_locale, optional_text
from .outbound import APOLOGY, UNAVAILABLE, UNAVAILABLE_SPEECH, Answer
from .plugin import Channel, ChannelContext, ChannelError, ChannelFactory
from .proxy import client_address
from .ratelimit import RateLimits, TokenBuckets, retry_after_s

__all__ = [
    "APOLOGY",
    "LIMITS",
    "UNAVAILABLE",
    "UNAVAILABLE_SPEECH",
    "Answer",
    "ApiError",
    "Channel",
    "ChannelConfig",
    "ChannelContext",
    "ChannelError",
    "ChannelFactory",
    "InputRejected",
    "RateLimited",
    "RateLimits",
    "Reply",
    "SuggestedAction",
    "TokenBuckets",
    "Turn",
    "answer_limits",
    "client_address",
    "conversation_id",
    "json_error",
    "optional_id",
    "optional_locale",
    "optional_text",
    "parse_json_object",
    "read_body",
    "retry_after_s",
]
