"""The `parley` command."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from dataclasses import replace
from pathlib import Path

from parley.channels.alexa.settings import AlexaSettings
from parley.core.collection.definition import CollectionDefinition
from parley.core.model import BotModel, ModelError, ModelInvalid

from .settings import Settings, SettingsError

ALEXA_PATH = "/api/alexa"  # where the server answers Alexa
ALEXA_PLACEHOLDER_ENDPOINT = f"https://bot.example.com{ALEXA_PATH}"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="parley", description="Parley: one conversational bot for Teams, Alexa and the web.")
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="run the bot server (embedded database unless PARLEY_MONGODB_URI is set)")
    serve.add_argument("--host", help=f"address to listen on (PARLEY_HOST, default {Settings.host})")
    serve.add_argument("--port", type=int, help=f"port to listen on (PARLEY_PORT, default {Settings.port})")
    serve.add_argument(
        "--model",
        type=Path,
        help="bot model YAML file (PARLEY_MODEL); without one, the bot is the collection assistant, or the demo bot with --bot demo",
    )
    serve.add_argument(
        "--bot",
        help=f"without --model: the collection the assistant starts with (default {Settings.bot!r}, the bundled sample), "
        "or 'demo' for the STM demo bot (PARLEY_BOT)",
    )
    serve.add_argument(
        "--handlers",
        help="with --model: handlers module or .py file defining register(bot) (PARLEY_HANDLERS; default: the model's 'handlers' key)",
    )
    serve.add_argument("--data-dir", type=Path, help=f"embedded database directory (PARLEY_DATA_DIR, default ./{Settings.data_dir})")
    serve.add_argument("--debug", action="store_true", help="attach the engine's interpretation to every reply (PARLEY_DEBUG=1)")
    sample = commands.add_parser("sample", help="regenerate the bundled sample collection (deterministic, fixed seed)")
    sample.add_argument("--out", type=Path, help="where to write the gzipped JSON lines (default: the package's own file)")
    sample.add_argument("--seed", type=int, help="random seed (default: the sample's fixed seed)")
    importer = commands.add_parser("import", help="store a collection: a definition (YAML/JSON) and its items (JSON lines, .gz allowed)")
    importer.add_argument("definition", type=Path, help="the collection's definition file (YAML or JSON)")
    importer.add_argument("items", type=Path, help="the items, one JSON document a line (.gz allowed)")
    importer.add_argument(
        "--data-dir",
        type=Path,
        help=f"embedded database directory when PARLEY_MONGODB_URI is not set (PARLEY_DATA_DIR, default ./{Settings.data_dir})",
    )
    worker = commands.add_parser("worker", help="summarize long conversations: jobs from PARLEY_REDIS_URL, history in PARLEY_MONGODB_URI")
    worker.add_argument(
        "--summarizer",
        choices=["extractive", "transformers", "ctranslate2"],
        help=f"backend (PARLEY_SUMMARIZER, default {Settings.summarizer})",
    )
    worker.add_argument("--model", help="model directory or hub id, needed by transformers and ctranslate2 (PARLEY_SUMMARIZER_MODEL)")
    worker.add_argument("--device", help="cuda, cuda:1, cpu … (PARLEY_SUMMARIZER_DEVICE; default: CUDA when present)")
    convert = commands.add_parser("convert-summarizer", help="convert a transformers seq2seq checkpoint for the ctranslate2 backend")
    convert.add_argument("source", help="the transformers checkpoint: a directory or a hub id")
    convert.add_argument("target", type=Path, help="directory to write the converted model to")
    convert.add_argument("--quantization", help="e.g. float16, int8_float16 (default: the checkpoint's own precision)")
    package = commands.add_parser("package", help="build what Teams or Alexa needs to install the bot")
    platforms = package.add_subparsers(dest="platform", required=True)
    teams = platforms.add_parser("teams", help="zip deploy/teams (manifest with the app id filled in, icons) for upload to Teams")
    teams.add_argument("--app-id", help="the bot's Microsoft App ID (default: MicrosoftAppId)")
    teams.add_argument("--domain", help="host name the bot is reachable at (default: PARLEY_PUBLIC_HOST)")
    teams.add_argument("--source", type=Path, default=Path("deploy/teams"), help="manifest and icons (default deploy/teams)")
    teams.add_argument(
        "--out", type=Path, default=Path("deploy/teams/parley-teams.zip"), help="the zip to write (default deploy/teams/parley-teams.zip)"
    )
    alexa = platforms.add_parser("alexa", help="write skill.json and the en-US interaction model generated from the bot model")
    alexa.add_argument(
        "--endpoint",
        help=f"the skill's https endpoint (default: https://PARLEY_PUBLIC_HOST{ALEXA_PATH}, or {ALEXA_PLACEHOLDER_ENDPOINT} without it)",
    )
    alexa.add_argument(
        "--invocation", help=f"what users say to open the skill (PARLEY_ALEXA_INVOCATION_NAME, default {AlexaSettings.invocation_name!r})"
    )
    alexa.add_argument(
        "--bot", help=f"without --model: 'demo', or the collection assistant (PARLEY_BOT, default {Settings.bot!r}, the bundled sample)"
    )
    alexa.add_argument("--model", type=Path, help="a bot model YAML file instead (PARLEY_MODEL)")
    alexa.add_argument(
        "--definition",
        type=Path,
        action="append",
        help="collection definition to build the assistant's model from; repeat for several (default: the bundled sample's)",
    )
    alexa.add_argument("--out", type=Path, default=Path("deploy/alexa"), help="folder to write the skill package to (default deploy/alexa)")
    check = commands.add_parser("check-model", help="validate a model file (and its handlers): a summary, or every problem found")
    check.add_argument("model", type=Path, help="the bot model YAML file")
    check.add_argument("--handlers", help="handlers module or .py file defining register(bot) (default: the model's 'handlers' key)")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        settings = Settings.from_env()
    except ValueError as exc:  # SettingsError, or a bad PARLEY_STORAGE_EXPIRY duration
        print(f"configuration error: {exc}", file=sys.stderr)
        return 2
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if args.command == "sample":
        from parley.core.collection.sample import generate as sample

        log = logging.getLogger("parley.sample")
        items = sample.generate(args.seed if args.seed is not None else sample.SEED, progress=log.info)
        out = args.out or sample.SAMPLE_FILE
        out.write_bytes(sample.encode(items))
        countries = len({item["place"]["countryCode"] for item in items})
        log.info("wrote %d items (%d categories, %d countries) to %s", len(items), len({i["category"] for i in items}), countries, out)
        return 0
    if args.command == "import":
        from .collections import import_collection

        if args.data_dir is not None:
            settings = replace(settings, data_dir=args.data_dir)
        try:
            return asyncio.run(import_collection(settings, args.definition, args.items))
        except (ModelError, ValueError, OSError) as exc:
            print(f"cannot import: {exc}", file=sys.stderr)
            return 2
    if args.command == "worker":
        overrides = {"summarizer": args.summarizer, "summarizer_model": args.model, "summarizer_device": args.device}
        settings = replace(settings, **{k: v for k, v in overrides.items() if v is not None})
        from .worker_process import run_worker

        try:
            return asyncio.run(run_worker(settings))
        except KeyboardInterrupt:
            return 0
    if args.command == "convert-summarizer":
        from .summarizers import convert_to_ctranslate2

        print(f"wrote {convert_to_ctranslate2(args.source, args.target, args.quantization)}")
        return 0
    if args.command == "package":
        from .packaging import PackagingError

        try:
            return _package(args, settings)
        except (PackagingError, ModelError, OSError) as exc:
            print(f"cannot package: {exc}", file=sys.stderr)
            return 2
    if args.command == "check-model":
        from .bots import load_bot

        try:
            bot = load_bot(args.model, args.handlers)
        except ModelInvalid as exc:  # every problem, one a line, each naming the file and the path in it
            print(exc, file=sys.stderr)
            return 2
        except ModelError as exc:
            print(f"model error: {exc}", file=sys.stderr)
            return 2
        print(f"{args.model}: bot {bot.model.name!r}, {len(bot.model.entities)} entities, {len(bot.model.intents)} intents: OK")
        return 0
    overrides = {
        "host": args.host,
        "port": args.port,
        "model_path": args.model,
        "handlers": args.handlers,
        "bot": args.bot,
        "data_dir": args.data_dir,
        "debug": True if args.debug else None,
    }
    settings = replace(settings, **{k: v for k, v in overrides.items() if v is not None})
    from .server import serve

    try:
        asyncio.run(serve(settings))
    except ModelError as exc:
        for line in str(exc).splitlines():  # a model's problems, one a line
            logging.getLogger("parley").error("model error: %s", line)
        return 2
    except SettingsError as exc:  # a setting only the start can check: an unknown store or channel, say
        logging.getLogger("parley").error("configuration error: %s", exc)
        return 2
    except Exception as exc:  # the database refused, the port is taken, ...: say so, no traceback
        logging.getLogger("parley").error("cannot start: %s", exc)
        logging.getLogger("parley").debug("details", exc_info=True)
        return 1
    except KeyboardInterrupt:
        pass
    return 0


def _package(args: argparse.Namespace, settings: Settings) -> int:
    from .packaging import PackagingError, package_alexa, package_teams

    if args.platform == "teams":
        app_id = args.app_id or settings.teams.app_id
        domain = args.domain or settings.public_host
        if not app_id or not domain:
            raise PackagingError("give --app-id (or MicrosoftAppId) and --domain (or PARLEY_PUBLIC_HOST)")
        print(f"wrote {package_teams(args.source, args.out, app_id, domain)}")
        return 0
    endpoint = args.endpoint or (f"https://{settings.public_host}{ALEXA_PATH}" if settings.public_host else ALEXA_PLACEHOLDER_ENDPOINT)
    invocation = args.invocation or settings.alexa.invocation_name
    certificate, definitions = settings.alexa_ssl_certificate_type, _definitions_for(args, settings)
    written = package_alexa(_model_for(args, settings), args.out, endpoint, invocation, certificate=certificate, definitions=definitions)
    print("\n".join(f"wrote {path}" for path in written))
    return 0


def _model_for(args: argparse.Namespace, settings: Settings) -> BotModel:
    """The model of the bot `parley serve` would run with the same flags and environment."""
    from .bots import load_bot

    model_path = args.model or settings.model_path
    if model_path or (args.bot or settings.bot) == "demo":
        model: BotModel = load_bot(model_path, None).model
        return model
    from parley.core.query.assistant_model import query_model

    return query_model(_definitions_for(args, settings))


def _definitions_for(args: argparse.Namespace, settings: Settings) -> list[CollectionDefinition]:
    """The collection definitions the assistant's model is built from; none for a model file or the demo."""
    if args.model or settings.model_path or (args.bot or settings.bot) == "demo":
        return []
    from parley.core.collection.definition import load_definition
    from parley.core.collection.sample.generate import DEFINITION_FILE

    return [load_definition(path) for path in (args.definition or [DEFINITION_FILE])]


if __name__ == "__main__":
    sys.exit(main())
