"""The admin API: read a conversation's state, reset its STM (all or some groups), delete a user's data
(conversations, their activity records and summaries, transcript lines), answered with what went.

Every endpoint needs `Authorization: Bearer $PARLEY_ADMIN_TOKEN`; without a configured token the API
refuses to run at all.
"""

from __future__ import annotations

import hmac
import logging
from typing import Any

from aiohttp import web

from parley.core.conversation import ConversationService
from parley.core.jsonable import jsonable
from parley.core.state import Conversation

from .config import ChannelConfig
from .errors import ApiError, read_json_object
from .logsafe import client_text

log = logging.getLogger("parley.admin")


def conversation_view(conversation: Conversation) -> dict[str, Any]:
    view: dict[str, Any] = jsonable(
        {
            "id": conversation.id,
            "userId": conversation.user_id,
            "channel": conversation.channel,
            "version": conversation.version,
            "createdAt": conversation.created_at,
            "updatedAt": conversation.updated_at,
            "state": conversation.state.to_dict(),
            "activitySeq": conversation.activity_seq,
            "activityCount": len(conversation.activities),
        }
    )
    return view


class AdminApi:
    def __init__(self, service: ConversationService, config: ChannelConfig) -> None:
        self.service = service
        self.config = config

    def routes(self) -> list[web.AbstractRouteDef]:
        return [
            web.get("/admin/conversations/{cid}", self.read_conversation),
            web.post("/admin/conversations/{cid}/reset", self.reset_conversation),
            web.delete("/admin/users/{uid}", self.delete_user),
        ]

    def _authorize(self, request: web.Request) -> None:
        expected = self.config.admin_token
        if not expected:
            raise ApiError(403, "The admin API is disabled: set PARLEY_ADMIN_TOKEN to enable it.", "AdminDisabled")
        scheme, _, credential = request.headers.get("Authorization", "").partition(" ")
        if scheme.lower() != "bearer" or not credential:
            raise ApiError(401, "Send 'Authorization: Bearer <admin token>'.", "MissingToken")
        if not hmac.compare_digest(credential.strip().encode(), expected.encode()):
            raise ApiError(403, "The admin token is not valid.", "BadToken")

    async def read_conversation(self, request: web.Request) -> web.Response:
        self._authorize(request)
        conversation = await self.service.get(request.match_info["cid"])
        return web.json_response(conversation_view(conversation))

    async def reset_conversation(self, request: web.Request) -> web.Response:
        self._authorize(request)
        groups: list[str] = []
        entities: list[str] = []
        if request.can_read_body:
            body = await read_json_object(request)
            groups = body.get("groups") or []
            entities = body.get("entities") or []
            for name, value in (("groups", groups), ("entities", entities)):
                if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                    raise ApiError(400, f"'{name}' must be a list of strings.")
        conversation_id = request.match_info["cid"]
        updated = await self.service.reset(conversation_id, self.config.clock(), tuple(groups), tuple(entities))
        log.info(
            "STM of %s reset through the admin API (groups=%s entities=%s)",
            client_text(conversation_id),
            client_text(groups),
            client_text(entities),
        )
        return web.json_response(conversation_view(updated))

    async def delete_user(self, request: web.Request) -> web.Response:
        self._authorize(request)
        user_id = request.match_info["uid"]
        removed = await self.service.forget_user(user_id)
        counts = removed.to_dict()
        log.info("deleted the data of user %s through the admin API: %s", client_text(user_id), counts)
        return web.json_response({"userId": user_id, "deletedConversations": removed.conversations, "removed": counts})
