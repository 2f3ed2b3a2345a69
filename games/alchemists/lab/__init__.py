"""The Alchemists lab, which replaces the box's phone app: a lab game and its public history
(session), the players' notebooks (notebook); ui/ holds its screens."""
