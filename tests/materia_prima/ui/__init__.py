"""tests.materia_prima.ui: see the README's layout section."""
