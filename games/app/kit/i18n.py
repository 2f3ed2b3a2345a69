"""Translation tables: every text a player reads, in German and English.

Each file assets/i18n/<domain>.json maps a key to {"en": ..., "de": ...}; the text is looked up as
"<domain>.<key>" and formatted with str.format values. A missing key shows the key itself, so a gap
is visible on screen but never crashes a game night.

Plurals: a language's text may instead be an object of plural forms named by their CLDR category,
{"one": "{count} result", "other": "{count} results"}; the value `count` picks the form
(`tr("lab.results", count=n)`). PLURAL_CATEGORIES lists the forms each language needs; German and
English have "one" (exactly the integer 1) and "other".
"""

from __future__ import annotations

import json
import locale
import os
from pathlib import Path
from typing import Mapping

I18N_DIR: Path = Path(__file__).resolve().parents[3] / "assets" / "i18n"
LANGUAGES: tuple[str, ...] = ("de", "en")
FALLBACK_LANGUAGE = "en"

PLURAL_CATEGORIES: dict[str, tuple[str, ...]] = {"de": ("one", "other"), "en": ("one", "other")}

Text = str | dict[str, str]  # a plain text, or plural forms by CLDR category
Table = dict[str, dict[str, Text]]  # "domain.key" -> {"en": text, "de": text}


def plural_category(language: str, count: object) -> str:
    """The CLDR plural category of `count` in `language`: "one" for the integer 1, else "other"."""
    categories = PLURAL_CATEGORIES.get(language, PLURAL_CATEGORIES[FALLBACK_LANGUAGE])
    is_one = isinstance(count, int) and not isinstance(count, bool) and count == 1
    return "one" if is_one and "one" in categories else "other"


def _is_text(value: object) -> bool:
    """A plain text or an object of plural forms whose values are all texts."""
    return isinstance(value, str) or (
        isinstance(value, dict) and bool(value) and all(isinstance(form, str) for form in value.values())
    )


def load_tables(directory: Path = I18N_DIR) -> Table:
    """Every key of every <domain>.json in `directory`, prefixed with its domain.

    A file that is not valid JSON or not of the expected shape is skipped (and reported by
    `check_tables`), so one broken file does not take away the others.
    """
    table: Table = {}
    if not directory.is_dir():
        return table
    for path in sorted(directory.glob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if not isinstance(data, dict):
            continue
        for key, texts in data.items():
            if isinstance(texts, dict):
                table[f"{path.stem}.{key}"] = {lang: text for lang, text in texts.items() if _is_text(text)}
    return table


def check_tables(directory: Path = I18N_DIR) -> list[str]:
    """Problems in the translation files: broken JSON, wrong shapes, missing or empty texts."""
    problems: list[str] = []
    for path in sorted(directory.glob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            problems.append(f"{path.name}: not readable JSON ({error})")
            continue
        if not isinstance(data, dict):
            problems.append(f"{path.name}: top level is not an object")
            continue
        for key, texts in data.items():
            if not isinstance(texts, dict):
                problems.append(f"{path.name}: {key} is not an object of languages")
                continue
            for lang in LANGUAGES:
                problems += [f"{path.name}: {key} {problem}" for problem in _text_problems(texts.get(lang), lang)]
    return problems


def _text_problems(text: object, lang: str) -> list[str]:
    """What is wrong with one language's text: missing, empty, or plural forms not matching the language."""
    if isinstance(text, str) and text.strip():
        return []
    if not isinstance(text, dict):
        return [f"has no '{lang}' text"]
    wanted = set(PLURAL_CATEGORIES[lang])
    problems = [f"has no '{lang}' plural form '{form}'" for form in sorted(wanted - set(text))]
    problems += [f"has a '{lang}' plural form '{form}' the language does not use" for form in sorted(set(text) - wanted)]
    problems += [f"has an empty '{lang}' plural form '{form}'" for form, value in sorted(text.items())
                 if form in wanted and not (isinstance(value, str) and value.strip())]
    return problems


def language_from_locale_name(name: str | None) -> str | None:
    """"de" for a German locale name (de_DE.UTF-8, de-AT, German_Germany), "en" for any other, None if empty."""
    if not name or name in ("C", "POSIX"):
        return None
    lowered = name.lower()
    if lowered.startswith("de") or lowered.startswith("german"):
        return "de"
    return "en"


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The player's language from LC_ALL, LC_MESSAGES, LANG or the locale module: "de" or "en"."""
    env = os.environ if environ is None else environ
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        language = language_from_locale_name(env.get(variable))
        if language:
            return language
    if environ is None:
        try:
            language = language_from_locale_name(locale.getlocale()[0])
        except ValueError:
            language = None
        if language:
            return language
    return FALLBACK_LANGUAGE


class Translator:
    """Looks up "domain.key" in the current language; call it like a function."""

    def __init__(self, language: str = FALLBACK_LANGUAGE, table: Table | None = None) -> None:
        self.table: Table = load_tables() if table is None else table
        self.language = language if language in LANGUAGES else FALLBACK_LANGUAGE
        self.missing: set[str] = set()  # keys asked for but not found (for tests and logs)

    def __call__(self, key: str, **values: object) -> str:
        """The text of `key` formatted with `values`; the key itself when it is unknown.

        A text with plural forms takes the form for `values["count"]` ("other" without a count).
        """
        texts = self.table.get(key)
        if texts is None:
            self.missing.add(key)
            return key
        language = self.language if texts.get(self.language) else FALLBACK_LANGUAGE
        text = texts.get(language) or key
        if isinstance(text, dict):
            forms = text
            text = forms.get(plural_category(language, values.get("count"))) or forms.get("other") or key
        if not values:
            return text
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError):
            return text

    def has(self, key: str) -> bool:
        """True when `key` exists in the tables."""
        return key in self.table

    def set_language(self, language: str) -> None:
        """Switch to "de" or "en" (anything else means English)."""
        self.language = language if language in LANGUAGES else FALLBACK_LANGUAGE
