"""GPU benchmark: a distilBART-sized summarizer (built from a config, no download) at batch sizes 1..128,
transformers in bf16 versus CTranslate2 in fp16, summaries per second for 512-token inputs and 64
new tokens, with GPU memory.

    python scripts/bench_gpu_summaries.py                 # on a GPU machine (needs torch with CUDA, transformers, ctranslate2)
    python scripts/bench_gpu_summaries.py --device cpu --tiny --batches 1 2   # a smoke run anywhere

The model has distilbart-cnn-12-6's shape (d_model 1024, 12 encoder and 6 decoder layers, 16 heads,
FFN 4096, 50,264-token vocabulary) with random weights; the tokenizer is a word-level one of the same
size made on the spot. Every summary is forced to exactly --new-tokens tokens, so both engines do the
same work. Prints one line per engine and batch size, then the CTranslate2 / transformers ratios.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def build(directory: Path, tiny: bool) -> Path:
    import torch
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import BartConfig, BartForConditionalGeneration, PreTrainedTokenizerFast

    vocab_size = 512 if tiny else 50264
    vocab = {"<s>": 0, "<pad>": 1, "</s>": 2, "<unk>": 3, **{f"t{i}": i for i in range(4, vocab_size)}}
    core = Tokenizer(models.WordLevel(vocab, unk_token="<unk>"))
    core.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    tokenizer = PreTrainedTokenizerFast(
        tokenizer_object=core, bos_token="<s>", eos_token="</s>", pad_token="<pad>", unk_token="<unk>", model_max_length=1024
    )
    shape = (
        dict(
            d_model=64,
            encoder_layers=1,
            decoder_layers=1,
            encoder_attention_heads=2,
            decoder_attention_heads=2,
            encoder_ffn_dim=128,
            decoder_ffn_dim=128,
        )
        if tiny
        else dict(
            d_model=1024,
            encoder_layers=12,
            decoder_layers=6,
            encoder_attention_heads=16,
            decoder_attention_heads=16,
            encoder_ffn_dim=4096,
            decoder_ffn_dim=4096,
        )
    )
    torch.manual_seed(0)
    config = BartConfig(
        vocab_size=vocab_size,
        max_position_embeddings=1024,
        pad_token_id=1,
        bos_token_id=0,
        eos_token_id=2,
        decoder_start_token_id=2,
        forced_bos_token_id=0,
        forced_eos_token_id=2,
        **shape,
    )
    BartForConditionalGeneration(config).save_pretrained(directory)
    tokenizer.save_pretrained(directory)
    return directory


def inputs(count: int, length: int, vocab: int, seed: int = 0) -> list[str]:
    import random

    rng = random.Random(seed)
    return [" ".join(f"t{rng.randrange(4, vocab)}" for _ in range(length - 2)) for _ in range(count)]


def run_transformers(path: Path, device: str, batches: list[int], texts: list[str], new_tokens: int) -> list[dict[str, float]]:
    import torch
    from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(str(path))
    dtype = torch.bfloat16 if device.startswith("cuda") else torch.float32
    model = AutoModelForSeq2SeqLM.from_pretrained(str(path), dtype=dtype).to(device).eval()
    rows = []
    for batch in batches:
        chunk = texts[: max(batch * 2, batch)]
        if device.startswith("cuda"):
            torch.cuda.synchronize()
            torch.cuda.reset_peak_memory_stats()
        started = time.perf_counter()
        for i in range(0, len(chunk), batch):
            encoded = tokenizer(chunk[i : i + batch], return_tensors="pt", padding=True, truncation=True, max_length=1024).to(device)
            with torch.inference_mode():
                model.generate(**encoded, max_new_tokens=new_tokens, min_new_tokens=new_tokens, num_beams=1, do_sample=False)
        if device.startswith("cuda"):
            torch.cuda.synchronize()
        elapsed = time.perf_counter() - started
        memory = torch.cuda.max_memory_allocated() / 2**30 if device.startswith("cuda") else 0.0
        rows.append({"batch": batch, "per_s": len(chunk) / elapsed, "gib": memory})
        print(json.dumps({"engine": "transformers-bf16" if device.startswith("cuda") else "transformers-fp32", **rows[-1]}), flush=True)
    del model
    if device.startswith("cuda"):
        torch.cuda.empty_cache()
    return rows


def run_ctranslate2(path: Path, device: str, batches: list[int], texts: list[str], new_tokens: int) -> list[dict[str, float]]:
    import ctranslate2
    import torch

    from parley.app.summarizers import convert_to_ctranslate2

    converted = convert_to_ctranslate2(path, path.parent / "ct2")
    on_gpu = device.startswith("cuda")
    translator = ctranslate2.Translator(str(converted), device="cuda" if on_gpu else "cpu", compute_type="float16" if on_gpu else "default")
    rows = []
    for batch in batches:
        chunk = texts[: max(batch * 2, batch)]
        tokens = [["<s>", *text.split(), "</s>"] for text in chunk]
        free_before = torch.cuda.mem_get_info()[0] if on_gpu else 0
        started = time.perf_counter()
        translator.translate_batch(
            tokens, max_batch_size=batch, beam_size=1, max_decoding_length=new_tokens, min_decoding_length=new_tokens
        )
        elapsed = time.perf_counter() - started
        used = (torch.cuda.mem_get_info()[1] - torch.cuda.mem_get_info()[0]) / 2**30 if on_gpu else 0.0
        del free_before
        rows.append({"batch": batch, "per_s": len(chunk) / elapsed, "gib": used})
        print(json.dumps({"engine": "ctranslate2-fp16" if on_gpu else "ctranslate2-cpu", **rows[-1]}), flush=True)
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--device", default="cuda")
    parser.add_argument("--batches", type=int, nargs="+", default=[1, 2, 4, 8, 16, 32, 64, 128])
    parser.add_argument("--input-tokens", type=int, default=512)
    parser.add_argument("--new-tokens", type=int, default=64)
    parser.add_argument("--tiny", action="store_true", help="a tiny model, for a smoke run without a GPU")
    args = parser.parse_args()
    import torch
    from transformers.utils import logging as hf_logging

    hf_logging.set_verbosity_error()
    hf_logging.disable_progress_bar()
    if args.device.startswith("cuda") and not torch.cuda.is_available():
        sys.exit("no CUDA device here: run on a GPU machine, or pass --device cpu --tiny for a smoke run")
    name = torch.cuda.get_device_name(0) if args.device.startswith("cuda") else "CPU"
    with tempfile.TemporaryDirectory() as directory:
        path = build(Path(directory) / "model", args.tiny)
        texts = inputs(max(args.batches) * 2, args.input_tokens, 512 if args.tiny else 50264)
        print(
            f"device {name}; {'tiny' if args.tiny else 'distilBART-sized'} model; {args.input_tokens}-token inputs, {args.new_tokens} new tokens"
        )
        hf = run_transformers(path, args.device, args.batches, texts, args.new_tokens)
        ct2 = run_ctranslate2(path, args.device, args.batches, texts, args.new_tokens)
    print(f"{'batch':>5} {'transformers/s':>15} {'GiB':>6} {'ctranslate2/s':>14} {'GiB':>6} {'ratio':>6}")
    for a, b in zip(hf, ct2, strict=True):
        print(f"{a['batch']:5d} {a['per_s']:15.1f} {a['gib']:6.2f} {b['per_s']:14.1f} {b['gib']:6.2f} {b['per_s'] / a['per_s']:6.2f}")


if __name__ == "__main__":
    main()
