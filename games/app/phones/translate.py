"""One translator per language for the phone pages (the tables are loaded once)."""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

from games.app.kit.i18n import Translator, load_tables


@lru_cache(maxsize=1)
def _tables() -> dict:
    return load_tables()


@lru_cache(maxsize=4)
def translator_for(language: str) -> Callable[..., str]:
    """The translator of `language` ("de" or "en")."""
    return Translator(language, _tables())
