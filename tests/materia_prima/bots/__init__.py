"""tests.materia_prima.bots: see the README's layout section."""
