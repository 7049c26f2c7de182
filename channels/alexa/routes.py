"""POST /api/alexa: an Alexa custom skill served by the same bot and conversation memory."""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Any

from aiohttp import web
from ask_sdk_core.exceptions import SerializationException
from ask_sdk_core.serialize import DefaultSerializer
from ask_sdk_model.intent_request import IntentRequest
from ask_sdk_model.launch_request import LaunchRequest
from ask_sdk_model.request_envelope import RequestEnvelope
from ask_sdk_model.session_ended_request import SessionEndedRequest

from parley.core.conversation import ConversationService
from parley.core.turn import Reply, Turn

from ..config import ChannelConfig
from ..errors import ApiError, json_error, parse_json_object, read_body
from ..identity import conversation_id
from ..limits import LIMITS, optional_id, optional_locale, optional_text
from ..logsafe import client_text
from ..outbound import Outbound
from .interaction_model import InteractionModel, interaction_model, utterance_for
from .speech import alexa_response, empty_response
from .verify import (
    AlexaRequestVerifier,
    CertificateUnavailable,
    FetchesBusy,
    HttpCertificateFetcher,
    VerificationFailed,
    load_roots,
)

log = logging.getLogger("parley.alexa")
CHANNEL_ID = "alexa"
GOODBYE = "Goodbye!"
NOT_CONFIGURED = "Alexa is not configured on this server."
_serializer = DefaultSerializer()


def user_of(envelope: RequestEnvelope) -> str:
    """The person speaking when Alexa recognised them, else the account."""
    system = envelope.context.system if envelope.context is not None else None
    person = getattr(system, "person", None)
    if person is not None and person.person_id:
        return optional_id("context.System.person.personId", str(person.person_id)) or ""
    user = (system.user if system is not None else None) or (envelope.session.user if envelope.session is not None else None)
    if user is None or not user.user_id:
        raise ApiError(400, "The Alexa request names no user.")
    return optional_id("context.System.user.userId", str(user.user_id)) or ""


class AlexaSkill:
    def __init__(self, service: ConversationService, config: ChannelConfig, verifier: AlexaRequestVerifier | None) -> None:
        self.service = service
        self.config = config
        self.verifier = verifier
        self.outbound = Outbound(service, config.debug)
        self.model: InteractionModel = interaction_model(service.bot.model, config.alexa.invocation_name)

    @classmethod
    def from_config(cls, service: ConversationService, config: ChannelConfig) -> AlexaSkill:
        settings = config.alexa
        verifier = None
        if settings.verify and settings.enabled:
            fetcher = HttpCertificateFetcher(settings.cert_timeout_s, settings.cert_mirror)
            verifier = AlexaRequestVerifier(fetcher, load_roots(settings.trust_roots), settings.skill_id)
        return cls(service, config, verifier)

    async def close(self) -> None:
        if self.verifier is not None:
            await self.verifier.close()

    def routes(self) -> list[web.RouteDef]:
        return [web.post("/api/alexa", self.handle)]

    async def handle(self, request: web.Request) -> web.Response:
        if not self.config.alexa.enabled:
            raise ApiError(503, NOT_CONFIGURED, "AlexaNotConfigured")
        body = await read_body(request)  # the raw bytes: the signature is over them
        data = parse_json_object(body)
        if not isinstance(data.get("request"), dict):  # cheap checks of the body come before any certificate fetch
            raise ApiError(400, "The Alexa request envelope has no 'request'.")
        now = self.config.clock()
        if self.verifier is not None:
            try:
                await self.verifier.verify(request.headers, body, data, now)
            except VerificationFailed as exc:
                log.warning("rejected an Alexa request: %s", client_text(exc))
                raise ApiError(400, f"The request could not be verified as coming from Alexa: {exc}.", "InvalidSignature") from None
            except FetchesBusy as exc:  # refused at once rather than queued behind the fetches in flight
                log.warning("%s", client_text(exc))
                busy = json_error(503, "Parley is busy fetching Alexa's signing certificate; please retry.")
                busy.headers["Retry-After"] = str(exc.retry_after_s)
                return busy
            except CertificateUnavailable as exc:
                log.warning("%s", client_text(exc))
                raise ApiError(503, "Parley cannot fetch Alexa's signing certificate right now; please retry.") from None
        try:
            envelope: RequestEnvelope = _serializer.deserialize(body.decode(), RequestEnvelope)
        except (SerializationException, TypeError, ValueError, AttributeError) as exc:
            raise ApiError(400, f"The body is not an Alexa request envelope: {str(exc)[:200]}.") from None
        if envelope.request is None:
            raise ApiError(400, "The Alexa request envelope has no 'request'.")
        return web.json_response(await self._respond(envelope, data, now))

    async def _respond(self, envelope: RequestEnvelope, data: dict[str, Any], now: datetime) -> dict[str, Any]:
        request = envelope.request
        model = self.service.bot.model
        if isinstance(request, SessionEndedRequest):
            return empty_response()
        if isinstance(request, LaunchRequest):
            return self._render(Reply(text=model.greeting or "Hi! What would you like to know?", expects_answer=True))
        if not isinstance(request, IntentRequest) or request.intent is None:
            return empty_response()  # audio player, display and other events: nothing to say
        name = request.intent.name
        if name in ("AMAZON.StopIntent", "AMAZON.CancelIntent"):
            return self._render(Reply(text=GOODBYE, kind="goodbye", end_conversation=True))
        if name == "AMAZON.NavigateHomeIntent":
            return self._render(Reply(text=model.greeting or "What would you like to know?", expects_answer=True))
        if name == "AMAZON.FallbackIntent":
            return self._render(Reply(text=model.fallback, kind="fallback", expects_answer=True))
        raw = _request_field(data, "intent")  # the JSON as Alexa sent it (the envelope object was parsed from it)
        said = "help" if name == "AMAZON.HelpIntent" else utterance_for(self.model, raw)
        if not said:
            return self._render(Reply(text=model.fallback, kind="fallback", expects_answer=True))
        user = user_of(envelope)
        turn = Turn(
            channel=CHANNEL_ID,
            conversation_id=conversation_id(CHANNEL_ID, user),
            user_id=user,
            text=optional_text("the request's utterance", said, LIMITS.text_chars) or said,  # over the limit: a 400, as on every channel
            timestamp=now,
            locale=optional_locale("request.locale", request.locale),
            activity_id=request.request_id,
        )
        answer = await self.outbound.run(turn, now)  # the database down: a listener hears the apology, not Alexa's error tone
        return self._render(answer.reply)  # a spoken reply has no place for channel data

    def _render(self, reply: Reply) -> dict[str, Any]:
        return alexa_response(reply, self.config.bot_name)


def _request_field(data: dict[str, Any], name: str) -> object:
    """`data["request"][name]` as Alexa sent it, or None where the envelope is shaped otherwise."""
    request = data.get("request")
    return request.get(name) if isinstance(request, dict) else None
