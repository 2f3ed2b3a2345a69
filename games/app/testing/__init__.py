"""Driving screens without a window: the headless harness, seeded random input, touch targets."""
