"""A tiny random BART built from a config and saved to disk, so tests load a summarizer through the
same path users do without downloading weights (ByT5's byte tokenizer needs no vocabulary file)."""

from __future__ import annotations

from pathlib import Path


def tiny_bart(directory: Path, seed: int = 0) -> Path:
    import torch
    from transformers import BartConfig, BartForConditionalGeneration, ByT5Tokenizer

    torch.manual_seed(seed)
    tokenizer = ByT5Tokenizer()
    config = BartConfig(
        vocab_size=len(tokenizer),
        d_model=32,
        encoder_layers=1,
        decoder_layers=1,
        encoder_attention_heads=2,
        decoder_attention_heads=2,
        encoder_ffn_dim=64,
        decoder_ffn_dim=64,
        max_position_embeddings=256,
        pad_token_id=tokenizer.pad_token_id,
        eos_token_id=tokenizer.eos_token_id,
        bos_token_id=tokenizer.eos_token_id,
        decoder_start_token_id=tokenizer.pad_token_id,
        forced_eos_token_id=tokenizer.eos_token_id,
    )
    model = BartForConditionalGeneration(config).eval()
    directory.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(directory)
    tokenizer.model_max_length = 256
    tokenizer.save_pretrained(directory)
    return directory
