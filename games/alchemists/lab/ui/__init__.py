"""The lab's screens: join by code, the flows (mix, sell, debunk, exhibit), results, notebooks,
the reveal, the camera window."""
