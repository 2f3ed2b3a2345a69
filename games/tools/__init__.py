"""Every command line of Athanor; none imports pygame at start."""
