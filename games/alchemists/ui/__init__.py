"""The Alchemists lab screens: icons, the game-code QR, and the scenes of the companion app."""
