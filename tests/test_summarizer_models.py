"""The model backends, loaded from disk the way users load them: a tiny BART built from a config
(no download), through transformers and, converted by `parley convert-summarizer`, CTranslate2."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from parley.app.cli import main
from parley.app.summarizers import load_summarizer
from parley.app.worker import SummaryWorker
from parley.core.history import HistoryBudget
from parley.storage.mongo import MongoConversationStore
from parley.storage.summary_queue import Delivery, MemorySummaryQueue

from .test_summaries import assert_nothing_lost, service_on, store, talk  # noqa: F401  (the store fixture)
from .tiny_models import tiny_bart


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    yield tiny_bart(tmp_path_factory.mktemp("tiny-bart"))


LONG = "User: " + "show me wines from France " * 200  # far past the model's 256-token window


@pytest.mark.parametrize("backend", ["transformers", "ctranslate2"])
def test_a_batch_of_mixed_lengths_is_summarized_and_long_input_is_truncated(model_dir: Path, tmp_path: Path, backend: str) -> None:
    path = model_dir
    if backend == "ctranslate2":
        path = tmp_path / "ct2"
        assert main(["convert-summarizer", str(model_dir), str(path)]) == 0
        assert (path / "model.bin").is_file()
    summarizer = load_summarizer(backend, str(path), "cpu", batch_size=2)
    assert summarizer.window == 256
    texts = ["User: hi\nBot: Hello!", LONG, "User: show me a map\nBot: Here is a map of the 6 items.", "Summary so far: x\nUser: y"]
    summaries = summarizer.summarize(texts)  # BART with input past its positions would raise IndexError
    assert len(summaries) == len(texts) and all(isinstance(s, str) for s in summaries)
    assert summarizer.count_tokens("hello") == 5  # ByT5: one token a byte


async def test_the_worker_commits_summaries_made_by_a_model(model_dir: Path, store: MongoConversationStore) -> None:  # noqa: F811
    budget = HistoryBudget(max_turns=6, max_tokens=100_000, keep_recent=2)
    await talk(service_on(store), "m1", 8)
    worker = SummaryWorker(
        store, MemorySummaryQueue(), load_summarizer("transformers", str(model_dir), "cpu"), budget, lambda: datetime.now(UTC)
    )
    await worker.process([Delivery("1-0", "m1", 6)])
    state = (await store.load("m1")).state  # type: ignore[union-attr]
    assert worker.stats.committed == 1 and state.summary.version == 1 and state.summary.up_to == 6
    assert_nothing_lost(state, 8)


def test_an_unknown_or_pathless_backend_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="needs a model path"):
        load_summarizer("transformers", None)
    with pytest.raises(ValueError, match="unknown summarizer"):
        load_summarizer("gpt", "x")
