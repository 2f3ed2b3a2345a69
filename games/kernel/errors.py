"""Errors of the pure core.

RulesError is a ValueError; its subclasses tell apart text that cannot be read
(InvalidNotationError), a well-formed action that the rules forbid (IllegalActionError) and a
stored record that cannot be trusted (CorruptRecordError). Messages name the input, and where it
applies the seat and the phase, so that a player or a script knows what to fix.
"""

from __future__ import annotations


class RulesError(ValueError):
    """Base of every error raised by game rules and records."""


class InvalidNotationError(RulesError):
    """Text that is not an action, name or code at all (a typo, an unknown word)."""


class IllegalActionError(RulesError):
    """A well-formed action that the rules do not allow in this state."""


class CorruptRecordError(RulesError):
    """A saved record or file that is damaged, foreign or of an unknown version."""


class NewerRecordError(CorruptRecordError):
    """A stored record written by a newer program (a higher rules version than this one plays)."""
