"""tests.tools: see the README's layout section."""
