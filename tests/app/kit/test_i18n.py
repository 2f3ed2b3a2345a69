"""Translation tables and the translator: complete tables, visible fallbacks, system language."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from games.app.kit.i18n import (
    I18N_DIR, Translator, check_tables, language_from_locale_name, load_tables, plural_category, system_language,
)

ROOT = Path(__file__).resolve().parents[3]


def table_files() -> list[Path]:
    return sorted(I18N_DIR.glob("*.json"))


@pytest.mark.parametrize("path", table_files(), ids=lambda p: p.name)
def test_every_key_has_german_and_english(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    assert [p for p in check_tables(I18N_DIR) if p.startswith(f"{path.name}:")] == []


def placeholders(text: object) -> set[str]:
    """The {names} in a text, or in all plural forms of it together."""
    forms = text.values() if isinstance(text, dict) else [text]
    return {name for form in forms if isinstance(form, str) for name in re.findall(r"\{(\w+)[^}]*\}", form)}


@pytest.mark.parametrize("path", table_files(), ids=lambda p: p.name)
def test_placeholders_agree_between_languages(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    differing = [
        key for key, texts in data.items()
        if isinstance(texts, dict) and placeholders(texts.get("en", "")) != placeholders(texts.get("de", ""))
    ]
    assert not differing, f"{path.name}: {differing}"


@pytest.mark.parametrize("path", table_files(), ids=lambda p: p.name)
def test_plural_forms_count_something(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    plural = [(key, lang) for key, texts in data.items() for lang, text in texts.items() if isinstance(text, dict)]
    assert [(key, lang) for key, lang in plural if "count" not in placeholders(data[key][lang])] == []


def test_check_tables_reports_problems(tmp_path: Path) -> None:
    (tmp_path / "good.json").write_text('{"a": {"en": "A", "de": "Ä"}}', encoding="utf-8")
    (tmp_path / "gaps.json").write_text('{"b": {"en": "B", "de": " "}, "c": "plain"}', encoding="utf-8")
    (tmp_path / "broken.json").write_text("{", encoding="utf-8")
    problems = check_tables(tmp_path)
    assert problems[0].startswith("broken.json: not readable JSON")
    assert problems[1:] == ["gaps.json: b has no 'de' text", "gaps.json: c is not an object of languages"]
    assert load_tables(tmp_path) == {"good.a": {"en": "A", "de": "Ä"}, "gaps.b": {"en": "B", "de": " "}}


def test_check_tables_reports_plural_forms_that_do_not_fit_the_language(tmp_path: Path) -> None:
    (tmp_path / "p.json").write_text(json.dumps({
        "ok": {"en": {"one": "{count} die", "other": "{count} dice"}, "de": {"one": "ein Würfel", "other": "{count} Würfel"}},
        "bad": {"en": {"other": "{count} dice"}, "de": {"one": "ein Würfel", "other": " ", "few": "{count} Würfel"}},
    }), encoding="utf-8")
    assert check_tables(tmp_path) == [
        "p.json: bad has a 'de' plural form 'few' the language does not use",
        "p.json: bad has an empty 'de' plural form 'other'",
        "p.json: bad has no 'en' plural form 'one'",
    ]
    assert load_tables(tmp_path)["p.ok"]["de"] == {"one": "ein Würfel", "other": "{count} Würfel"}


@pytest.mark.parametrize(("count", "en", "de"), [
    (0, "0 results so far", "bisher 0 Ergebnisse"),
    (1, "1 result so far", "bisher 1 Ergebnis"),
    (2, "2 results so far", "bisher 2 Ergebnisse"),
    (21, "21 results so far", "bisher 21 Ergebnisse"),
])
def test_plural_forms_follow_the_count(count: int, en: str, de: str) -> None:
    table = {"a.results": {"en": {"one": "{count} result so far", "other": "{count} results so far"},
                           "de": {"one": "bisher {count} Ergebnis", "other": "bisher {count} Ergebnisse"}}}
    assert Translator("en", table)("a.results", count=count) == en
    assert Translator("de", table)("a.results", count=count) == de


def test_plural_category_is_one_only_for_the_integer_one() -> None:
    assert [plural_category("de", n) for n in (1, 0, 2, 1.0, True, None, "1")] == ["one"] + ["other"] * 6
    assert plural_category("en", 1) == "one" and plural_category("fr", 1) == "one"


def test_a_plural_text_without_a_count_takes_the_other_form_and_falls_back_to_english() -> None:
    table = {"a.n": {"en": {"one": "one thing", "other": "things"}}}
    assert Translator("de", table)("a.n") == "things"
    assert Translator("de", table)("a.n", count=1) == "one thing"


def test_every_app_key_used_in_the_shell_exists() -> None:
    table = load_tables()
    used: set[str] = set()
    for path in (ROOT / "games" / "app").glob("*.py"):
        used |= set(re.findall(r"\"(app\.[a-z0-9_]+)\"", path.read_text(encoding="utf-8")))
    assert used, "the scan found no keys at all"
    assert sorted(k for k in used if k not in table) == []


def test_translator_formats_and_switches_language() -> None:
    table = {"app.hello": {"en": "Hello {name}", "de": "Hallo {name}"}}
    tr = Translator("de", table)
    assert tr("app.hello", name="Jürgen") == "Hallo Jürgen"
    tr.set_language("en")
    assert tr("app.hello", name="Ann") == "Hello Ann"
    tr.set_language("fr")
    assert tr.language == "en"


def test_missing_key_shows_the_key_and_is_remembered() -> None:
    tr = Translator("de", {})
    assert tr("alchemists.title") == "alchemists.title"
    assert tr("app.nope", x=1) == "app.nope"
    assert tr.missing == {"alchemists.title", "app.nope"}


def test_missing_language_falls_back_to_english_and_bad_format_keeps_text() -> None:
    tr = Translator("de", {"a.only_en": {"en": "Only English"}, "a.fmt": {"en": "{missing} and {0}", "de": "{missing}"}})
    assert tr("a.only_en") == "Only English"
    assert tr("a.fmt", other=1) == "{missing}"


@pytest.mark.parametrize(
    ("name", "language"),
    [("de_DE.UTF-8", "de"), ("de_AT", "de"), ("German_Germany.1252", "de"), ("en_GB.UTF-8", "en"),
     ("fr_FR", "en"), ("C", None), ("POSIX", None), ("", None), (None, None)],
)
def test_language_from_locale_name(name: str | None, language: str | None) -> None:
    assert language_from_locale_name(name) == language


@pytest.mark.parametrize(
    ("environ", "language"),
    [({"LANG": "de_DE.UTF-8"}, "de"), ({"LC_ALL": "en_US.UTF-8", "LANG": "de_DE"}, "en"),
     ({"LC_ALL": "C", "LANG": "de_CH.UTF-8"}, "de"), ({}, "en"), ({"LANG": "nl_NL"}, "en")],
)
def test_system_language(environ: dict[str, str], language: str) -> None:
    assert system_language(environ) == language
