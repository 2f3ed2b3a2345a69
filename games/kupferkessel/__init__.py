"""Kupferkessel Co. (Goldsieber 2001): pure rules, view and computer players; the UI lives in ui/."""
