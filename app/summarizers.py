"""Model-backed summarizers: Hugging Face transformers seq2seq (BART, PEGASUS, T5 …) and CTranslate2.

Both load once, summarize a whole batch per call with inputs grouped by length, truncate every
input to the model's window (BART: 1024 positions; longer input would raise IndexError), and run
in inference mode — in bf16 on a GPU with transformers, fp16 with CTranslate2. transformers 5 has no
"summarization" pipeline: generation goes through AutoModelForSeq2SeqLM.generate.

The production default is a dialogue-tuned checkpoint (trained on SAMSum), e.g.
`philschmid/bart-large-cnn-samsum`, downloaded once and given by path; news-trained checkpoints
summarize chat poorly.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from parley.core.summarizer import Summarizer

from .summary_runner import ProcessRunner

log = logging.getLogger("parley.summarizer")

CT2_BART_ATTRIBUTES = {
    "normalize_before": False,
    "add_final_layer_norm": False,
    "scale_embedding": False,
    "static_position_embeddings": False,
}


def pick_device(requested: str | None = None) -> str:
    """CUDA when present, else CPU (or what was asked for)."""
    if requested:
        return requested
    import torch

    return "cuda" if torch.cuda.is_available() else "cpu"


def _window(tokenizer: Any, config: Any, default: int = 512) -> int:
    """The input length the model can take: its position table and the tokenizer's limit, whichever is smaller."""
    limits = [getattr(config, name, None) for name in ("max_position_embeddings", "n_positions")]
    limits.append(getattr(tokenizer, "model_max_length", None))
    usable = [int(x) for x in limits if isinstance(x, int) and 0 < x < 1_000_000]
    return min(usable) if usable else default


def _count_with(tokenizer: Any) -> Callable[[str], int]:
    """A token counter on `tokenizer` (special tokens left out: they are not part of the history)."""
    return lambda text: len(tokenizer(text, add_special_tokens=False)["input_ids"])


def _by_length(texts: list[str], batch_size: int) -> list[list[int]]:
    """Indices of `texts` in batches of similar length (less padding per forward pass)."""
    order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
    return [order[i : i + batch_size] for i in range(0, len(order), batch_size)]


class TransformersSummarizer:
    name = "transformers"

    def __init__(
        self,
        path: str | Path,
        device: str | None = None,
        max_new_tokens: int = 64,
        batch_size: int = 16,
        num_beams: int = 1,
        window: int | None = None,
    ) -> None:
        import torch
        from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

        self.device = pick_device(device)
        self.tokenizer = AutoTokenizer.from_pretrained(str(path))
        dtype = torch.bfloat16 if self.device.startswith("cuda") else torch.float32
        self.model = AutoModelForSeq2SeqLM.from_pretrained(str(path), dtype=dtype).to(self.device).eval()
        self.window = window or _window(self.tokenizer, self.model.config)
        self.count_tokens = _count_with(self.tokenizer)
        self.max_new_tokens = max_new_tokens
        self.batch_size = batch_size
        self.num_beams = num_beams
        self._torch = torch
        log.info("summarizer %s loaded on %s (%s, window %d tokens)", path, self.device, dtype, self.window)

    def summarize(self, texts: list[str]) -> list[str]:
        results: list[str] = [""] * len(texts)
        for batch in _by_length(texts, self.batch_size):
            encoded = self.tokenizer(
                [texts[i] for i in batch], truncation=True, max_length=self.window, padding=True, return_tensors="pt"
            ).to(self.device)
            with self._torch.inference_mode():
                generated = self.model.generate(**encoded, max_new_tokens=self.max_new_tokens, num_beams=self.num_beams)
            for i, summary in zip(batch, self.tokenizer.batch_decode(generated, skip_special_tokens=True), strict=True):
                results[i] = summary.strip()
        return results


def convert_to_ctranslate2(source: str | Path, target: str | Path, quantization: str | None = None) -> Path:
    """Convert a transformers seq2seq checkpoint for CTranslate2 (tokenizer files copied alongside).

    CTranslate2 4.8's converter reads BART config attributes that transformers 5 no longer sets;
    they are set to BART's values on the loaded config before converting."""
    import ctranslate2

    class _Converter(ctranslate2.converters.TransformersConverter):  # type: ignore[misc]
        def load_model(self, model_class: Any, model_name_or_path: str, **kwargs: Any) -> Any:
            model = super().load_model(model_class, model_name_or_path, **kwargs)
            for name, value in CT2_BART_ATTRIBUTES.items():
                if not hasattr(model.config, name):
                    setattr(model.config, name, value)
            return model

    source = Path(source)
    copy = [
        p.name for p in source.iterdir() if p.name.startswith(("tokenizer", "special_tokens", "vocab", "merges", "spiece", "added_tokens"))
    ]
    converter = _Converter(str(source), copy_files=copy, load_as_float16=False)
    out = Path(converter.convert(str(target), quantization=quantization, force=True))
    config_file = out / "config.json"
    config = json.loads(config_file.read_text())
    if config.get("bos_token") is None:  # tokenizers without a BOS token (ByT5): CTranslate2 needs a string
        config["bos_token"] = config.get("eos_token")
        config_file.write_text(json.dumps(config, indent=2))
    return out


class CTranslate2Summarizer:
    name = "ctranslate2"

    def __init__(
        self,
        path: str | Path,
        device: str | None = None,
        max_new_tokens: int = 64,
        batch_size: int = 16,
        window: int | None = None,
        compute_type: str | None = None,
    ) -> None:
        import ctranslate2
        from transformers import AutoTokenizer

        self.device = "cuda" if pick_device(device).startswith("cuda") else "cpu"
        self.translator = ctranslate2.Translator(
            str(path), device=self.device, compute_type=compute_type or ("float16" if self.device == "cuda" else "default")
        )
        self.tokenizer = AutoTokenizer.from_pretrained(str(path))
        self.window = window or _window(self.tokenizer, None, default=1024)
        self.count_tokens = _count_with(self.tokenizer)
        self.max_new_tokens = max_new_tokens
        self.batch_size = batch_size
        log.info("summarizer %s loaded with CTranslate2 on %s (window %d tokens)", path, self.device, self.window)

    def summarize(self, texts: list[str]) -> list[str]:
        tokens = [
            self.tokenizer.convert_ids_to_tokens(self.tokenizer(t, truncation=True, max_length=self.window)["input_ids"]) for t in texts
        ]
        results = self.translator.translate_batch(
            tokens, max_batch_size=self.batch_size, batch_type="examples", max_decoding_length=self.max_new_tokens, beam_size=1
        )
        summaries = []
        for result in results:
            ids = self.tokenizer.convert_tokens_to_ids(result.hypotheses[0])
            text = self.tokenizer.decode(ids, skip_special_tokens=True)
            summaries.append((text if isinstance(text, str) else " ".join(text)).strip())
        return summaries


def token_counter(kind: str, path: str | None) -> Callable[[str], int]:
    """How the bot server measures history: the summarizer's tokenizer (no weights loaded), else words."""
    from parley.core.history import count_words

    if kind == "extractive" or not path:
        return count_words
    from transformers import AutoTokenizer

    return _count_with(AutoTokenizer.from_pretrained(path))


def check_summarizer(kind: str, path: str | None) -> None:
    """Refuse a summarizer that cannot be loaded: an unknown kind, or a model kind without a path."""
    if kind not in ("extractive", "transformers", "ctranslate2"):
        raise ValueError(f"unknown summarizer {kind!r}: extractive, transformers or ctranslate2")
    if kind != "extractive" and not path:
        raise ValueError(f"the {kind} summarizer needs a model path (PARLEY_SUMMARIZER_MODEL)")


def load_summarizer(kind: str, path: str | None, device: str | None = None, batch_size: int = 16) -> Any:
    """The configured backend: `extractive` (default, offline), `transformers` or `ctranslate2` (by path)."""
    from parley.core.summarizer import ExtractiveSummarizer

    check_summarizer(kind, path)
    if kind == "extractive":
        return ExtractiveSummarizer()
    assert path is not None
    if kind == "transformers":
        return TransformersSummarizer(path, device, batch_size=batch_size)
    return CTranslate2Summarizer(path, device, batch_size=batch_size)


@dataclass(frozen=True)
class SummarizerSpec:
    """The configured backend as a loader a child process can be given (it pickles)."""

    kind: str
    path: str | None
    device: str | None = None
    batch_size: int = 16

    def __call__(self) -> Summarizer:
        summarizer: Summarizer = load_summarizer(self.kind, self.path, self.device, self.batch_size)
        return summarizer


def summarizer_process(kind: str, path: str | None, device: str | None, batch_size: int, nice: int) -> ProcessRunner:
    """The configured backend in a child process `nice` steps below this one's CPU priority, loaded with
    its first batch; tokens are counted here (blocking: a model's tokenizer is read, not its weights)."""
    check_summarizer(kind, path)
    return ProcessRunner(SummarizerSpec(kind, path, device, batch_size), kind, token_counter(kind, path), nice)
