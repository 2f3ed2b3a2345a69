"""tests.app.camera: see the README's layout section."""
