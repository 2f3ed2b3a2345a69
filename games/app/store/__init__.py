"""What the window keeps on disk: atomic JSON storage, the settings, the notice about a file put aside."""
