"""Materia Prima on screen: the campaign book, the hex board, the Inquisition step by step."""
