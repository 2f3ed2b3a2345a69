"""tests.kupferkessel.ui: see the README's layout section."""
