"""Materia Prima — The Inquisition: the co-op rules engine, scenarios 0–4, the campaign chronicle
and computer alchemists (the screens come with issue 16)."""
