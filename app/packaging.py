"""`parley package teams|alexa`: the files each platform needs to install the bot."""

from __future__ import annotations

import json
import re
import zipfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from parley.channels.alexa.interaction_model import interaction_model
from parley.core.collection.definition import CollectionDefinition
from parley.core.model import BotModel

from .settings import ALEXA_SSL_CERTIFICATE_TYPES as SSL_CERTIFICATE_TYPES

TEAMS_FILES = ("manifest.json", "color.png", "outline.png")
GUID = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")
DOMAIN = re.compile(r"^(?=.{1,253}$)(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$")


class PackagingError(ValueError):
    """A package that cannot be built as asked, with the reason."""


def teams_manifest(template: dict[str, Any], app_id: str, domain: str) -> dict[str, Any]:
    """The manifest with the bot's app id and domain filled in."""
    if not GUID.match(app_id):
        raise PackagingError(f"the Teams app id must be the bot's Microsoft App ID (a GUID), not {app_id!r}")
    if not DOMAIN.match(domain):
        raise PackagingError(f"{domain!r} is not a domain name (give the host the bot is reachable at, e.g. bot.example.com)")
    text = json.dumps(template).replace("${MicrosoftAppId}", app_id.lower()).replace("${BotDomain}", domain.lower())
    manifest: dict[str, Any] = json.loads(text)
    return manifest


def package_teams(source: Path, out: Path, app_id: str, domain: str) -> Path:
    """Zip the manifest (filled in) and its icons, flat, as Teams' app upload expects."""
    missing = [name for name in TEAMS_FILES if not (source / name).is_file()]
    if missing:
        raise PackagingError(f"{source} lacks {', '.join(missing)}")
    manifest = teams_manifest(json.loads((source / "manifest.json").read_text(encoding="utf-8")), app_id, domain)
    out.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("manifest.json", json.dumps(manifest, indent=2, ensure_ascii=False))
        for name in TEAMS_FILES[1:]:
            archive.write(source / name, name)
    return out


def skill_manifest(name: str, endpoint: str, invocation: str, examples: list[str], certificate: str = "Wildcard") -> dict[str, Any]:
    parts = urlsplit(endpoint)
    if parts.scheme != "https" or not parts.netloc:
        raise PackagingError(f"an Alexa endpoint must be an https URL, not {endpoint!r}")
    if certificate not in SSL_CERTIFICATE_TYPES:
        raise PackagingError(f"the endpoint's SSL certificate type must be one of {', '.join(SSL_CERTIFICATE_TYPES)}, not {certificate!r}")
    return {
        "manifest": {
            "manifestVersion": "1.0",
            "publishingInformation": {
                "locales": {
                    "en-US": {
                        "name": name,
                        "summary": "Ask about your collections in plain language.",
                        "description": "Parley answers questions about your collections and remembers the conversation, "
                        "so follow-ups like “what about red ones?” just work.",
                        "examplePhrases": [f"Alexa, open {invocation}", *(f"Alexa, ask {invocation} {e}" for e in examples)][:3],
                        "keywords": ["collection", "assistant", "parley"],
                    }
                },
                "isAvailableWorldwide": True,
                "testingInstructions": "Open the skill and ask about the sample collection, e.g. “show me wines from France”.",
                "category": "ORGANIZERS_AND_ASSISTANTS",
                "distributionCountries": [],
            },
            "apis": {"custom": {"endpoint": {"uri": endpoint, "sslCertificateType": certificate}, "interfaces": []}},
            "privacyAndCompliance": {
                "allowsPurchases": False,
                "usesPersonalInfo": False,
                "isChildDirected": False,
                "isExportCompliant": True,
                "containsAds": False,
                "locales": {"en-US": {"privacyPolicyUrl": f"{parts.scheme}://{parts.netloc}/privacy"}},
            },
        }
    }


EXAMPLES = {
    "demo": ["what's the weather in Tokyo", "how much is a mocha latte at Starbucks"],
    "collection": ["to show me wines from France", "how many books did I read in 2022"],
}


def package_alexa(
    model: BotModel,
    out: Path,
    endpoint: str,
    invocation: str,
    name: str = "Parley",
    certificate: str = "Wildcard",
    definitions: Sequence[CollectionDefinition] = (),
) -> list[Path]:
    """Write skill.json and interactionModels/custom/en-US.json (the ASK CLI's skill-package layout).
    `certificate` is the endpoint's sslCertificateType; `definitions` are the collections the assistant's
    model was built from (their categories, types and field values become the slot values)."""
    if not re.fullmatch(r"[a-z][a-z .']{1,49}", invocation):
        raise PackagingError(f"invocation name {invocation!r}: 2-50 lower-case letters, spaces, periods and apostrophes")
    generated = interaction_model(model, invocation, definitions)
    examples = EXAMPLES["demo" if model.name == "demo" else "collection"]
    written = [out / "skill.json", out / "interactionModels" / "custom" / "en-US.json"]
    written[1].parent.mkdir(parents=True, exist_ok=True)
    written[0].write_text(
        json.dumps(skill_manifest(name, endpoint, invocation, examples, certificate), indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    written[1].write_text(json.dumps(generated.document, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return written
