"""Tests of the Alchemists lab: core, codes, session and command line."""
