"""Secret tally: a toy game for 2-5 seats with private hands, for tests of the shared table pieces."""
