"""What every screen draws and says with: theme, widgets, text, fonts, icons, emblems, the picture
cache, sound, translations, text entry and the common scenes (error, confirm, curtain, message)."""
