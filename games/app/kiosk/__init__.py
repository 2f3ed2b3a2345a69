"""games.app.kiosk: see the README's layout section."""
