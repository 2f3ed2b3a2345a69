"""Alchemists (CGE): the lab that replaces the official companion app.

Pure core: components (printed data), lab (mixing and the app's answers), codes (game codes),
session (a lab game and its public history). The command line is cli.py; screens live in ui/.
"""
