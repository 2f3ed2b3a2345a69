"""Load a script of bench/ as a module for a test (bench/ is no package)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench"


def load_bench_script(name: str, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """bench/<name>.py as a module; its folder goes on the path for its helpers, and the module into
    sys.modules (its dataclasses look themselves up there) for the test's duration."""
    monkeypatch.syspath_prepend(str(BENCH))
    spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, module)
    spec.loader.exec_module(module)
    return module
