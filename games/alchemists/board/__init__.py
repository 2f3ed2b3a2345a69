"""The Alchemists board game (CGE): the whole game for 2-4 seats, rules engine and computer players.

Pure core on the kernel protocol: components (the board's printed data and our house rules),
state, actions (notation), rules (the protocol; RULES), agenda (the task table, run by the kernel's
turn-flow engine), flow/declare/spaces/market/theory (how each part of a round resolves), chance,
economy, scoring, view, summary, bots; ui/ holds its screens. The shared ingredients, alchemicals
and mixing (games.alchemists.components / mixing / codes) are reused.
"""
