"""The Alchemists board game on screen: the setup, the board with its choices, the curtain between
humans, the narration of every action, the rules help and the end with the grand revelation.
The rules are games.alchemists.board's; this package only draws and asks."""
