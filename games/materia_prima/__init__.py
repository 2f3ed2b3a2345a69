"""Materia Prima — The Inquisition: the co-op rules engine, scenarios 0–4, the campaign chronicle,
the computer alchemists (bots/) and the screens (ui/)."""
