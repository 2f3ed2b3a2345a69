"""Alchemists (CGE): the shared core of the lab and the board game.

Pure core: components (printed data), mixing (mixing and the app's answers), codes (game codes),
facts and deduction (what the results leave of the secret); ui/ holds the drawings both modes use
(icons, ingredient art, players, the card sheet). The lab (lab/, replacing the phone app) and the
whole board game (board/) build on it; their command lines are in games/tools/.
"""
