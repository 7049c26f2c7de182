"""Benchmark: summaries per second, the seed's way versus Parley's worker, same model, same conversations.

    .venv/bin/python scripts/bench_summaries.py --conversations 200

- the seed's way: for every conversation, build the summarizer anew (tokenizer and model loaded from
  disk, as a per-call pipeline does) and summarize that one conversation;
- Parley's worker: the model loaded once, conversations summarized in batches grouped by length
  (`TransformersSummarizer`, the backend `parley worker` uses).

No download: the model is a BART built from a config (random weights, d_model 256, 2+2 layers, a byte
tokenizer) and saved to disk; both sides load that directory. Inputs are real-looking conversation
histories of 20 turns; every summary is up to --new-tokens tokens (greedy).
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

QUESTIONS = [
    "Show me wines from France in 2018",
    "what about red ones?",
    "show me a map",
    "how many books did I read in 2022?",
    "which was the best rated?",
    "show me hikes last year",
    "the first one",
    "where was it?",
    "show me museums in Paris",
    "how many of those were in 2019?",
]
ANSWERS = [
    "Here are the 11 items found in category Drink of type Wine within France in 2018.",
    "Here are the 6 red ones.",
    "Here is a map of the 6 items found.",
    "I found 14 books read in 2022.",
    "The best rated is Château Margaux 2015 (5/5).",
    "Here are the 9 hikes of last year.",
    "Château Margaux 2015, Bordeaux, Jun 3, 2018.",
    "It was in Bordeaux, France.",
]


def conversation(rng: random.Random, turns: int = 20) -> str:
    return "\n".join(f"User: {rng.choice(QUESTIONS)}\nBot: {rng.choice(ANSWERS)}" for _ in range(turns))


def build_model(directory: Path) -> Path:
    import torch
    from transformers import BartConfig, BartForConditionalGeneration, ByT5Tokenizer

    torch.manual_seed(0)
    tokenizer = ByT5Tokenizer()
    config = BartConfig(
        vocab_size=len(tokenizer),
        d_model=256,
        encoder_layers=2,
        decoder_layers=2,
        encoder_attention_heads=4,
        decoder_attention_heads=4,
        encoder_ffn_dim=1024,
        decoder_ffn_dim=1024,
        max_position_embeddings=1024,
        pad_token_id=tokenizer.pad_token_id,
        eos_token_id=tokenizer.eos_token_id,
        bos_token_id=tokenizer.eos_token_id,
        decoder_start_token_id=tokenizer.pad_token_id,
        forced_eos_token_id=None,
    )
    BartForConditionalGeneration(config).save_pretrained(directory)
    tokenizer.model_max_length = 1024
    tokenizer.save_pretrained(directory)
    return directory


def seed_way(path: Path, texts: list[str], new_tokens: int) -> float:
    import torch
    from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

    started = time.perf_counter()
    for text in texts:
        tokenizer = AutoTokenizer.from_pretrained(str(path))  # a new pipeline per call
        model = AutoModelForSeq2SeqLM.from_pretrained(str(path)).eval()
        encoded = tokenizer([text], truncation=True, max_length=1024, return_tensors="pt")
        with torch.no_grad():
            output = model.generate(**encoded, max_new_tokens=new_tokens, min_new_tokens=new_tokens, num_beams=1)
        tokenizer.batch_decode(output, skip_special_tokens=True)
    return time.perf_counter() - started


def parley_way(path: Path, texts: list[str], new_tokens: int, batch: int) -> float:
    from parley.app.summarizers import TransformersSummarizer

    started = time.perf_counter()
    summarizer = TransformersSummarizer(path, "cpu", max_new_tokens=new_tokens, batch_size=batch)
    summarizer.model.generation_config.min_new_tokens = new_tokens  # same work per summary on both sides
    summarizer.summarize(texts)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--conversations", type=int, default=200)
    parser.add_argument("--new-tokens", type=int, default=32)
    parser.add_argument("--batch", type=int, default=32)
    args = parser.parse_args()
    import logging

    import torch
    from transformers.utils import logging as hf_logging

    hf_logging.set_verbosity_error()
    hf_logging.disable_progress_bar()
    logging.getLogger("parley").setLevel(logging.WARNING)
    rng = random.Random(7)
    texts = [conversation(rng, rng.randint(8, 20)) for _ in range(args.conversations)]
    with tempfile.TemporaryDirectory() as directory:
        path = build_model(Path(directory))
        print(
            f"{args.conversations} conversations ({min(map(len, texts))}-{max(map(len, texts))} bytes), {args.new_tokens} new tokens each, "
            f"CPU threads {torch.get_num_threads()}"
        )
        seed = seed_way(path, texts, args.new_tokens)
        parley = parley_way(path, texts, args.new_tokens, args.batch)
    print(f"{'way':44} {'seconds':>8} {'summaries/s':>12}")
    print(f"{'seed: new pipeline per call, one at a time':44} {seed:8.1f} {args.conversations / seed:12.1f}")
    print(f"{'Parley worker: loaded once, batches of ' + str(args.batch):44} {parley:8.1f} {args.conversations / parley:12.1f}")
    print(f"ratio Parley / seed: {seed / parley:.1f}x summaries per second")


if __name__ == "__main__":
    main()
