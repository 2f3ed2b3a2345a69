"""The imperative shell: window, main loop, scenes, input, settings, storage, translations."""
