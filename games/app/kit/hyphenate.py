"""Breaking a word too wide for its box, as a typesetter would: "Trans-mutieren", "Geschäfts-partner".

The last resort of games.app.kit.text.layout_text_box (with hyphenate=True) once even the smallest
readable size leaves a word wider than the box: each such word is cut at the latest break that
fits, the first part ending in "-". A break falls before a consonant that a vowel follows, never
inside "ch", "ck", "ph", "sch", "th" or "qu", and leaves at least three letters on each side; this
rule of thumb holds for German and English game words.
"""

from __future__ import annotations

import pygame

VOWELS = frozenset("aeiouyäöüAEIOUYÄÖÜ")
KEEP_TOGETHER = ("ch", "ck", "ph", "th", "qu", "sc")
MIN_PART = 3


def breaks(word: str) -> list[int]:
    """Where `word` may be cut (the index the second part starts at), left to right."""
    found = []
    for i in range(MIN_PART, len(word) - MIN_PART + 1):
        before, here, after = word[i - 1], word[i], word[i + 1] if i + 1 < len(word) else ""
        if not (before.isalpha() and here.isalpha() and here not in VOWELS and after in VOWELS):
            continue
        if (before + here).lower() in KEEP_TOGETHER:
            continue
        found.append(i)
    return found


def hyphenate_word(font: pygame.font.Font, word: str, width: int) -> list[str] | None:
    """`word` in parts no wider than `width` (all but the last ending in "-"), or None if no break
    makes it fit."""
    parts: list[str] = []
    rest = word
    while font.size(rest)[0] > width:
        cuts = [i for i in breaks(rest) if font.size(rest[:i] + "-")[0] <= width]
        if not cuts:
            return None
        parts.append(rest[:cuts[-1]] + "-")
        rest = rest[cuts[-1]:]
    return parts + [rest]


def hyphenate(font: pygame.font.Font, text: str, width: int) -> str | None:
    """`text` with every word wider than `width` cut into parts (see the module docstring), or None
    when one cannot be cut to fit."""
    words = []
    for word in text.split(" "):
        parts = hyphenate_word(font, word, width) if font.size(word)[0] > width else [word]
        if parts is None:
            return None
        words.extend(parts)
    return " ".join(words)
