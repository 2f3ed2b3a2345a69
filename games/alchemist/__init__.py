"""Alchemist (Amigo 2007): the rules engine, views, scoring, narration events and computer players;
the screens live in ui/."""
