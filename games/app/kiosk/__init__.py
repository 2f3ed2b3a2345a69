"""Game night: the organiser's PIN and pad, the organiser's menu, the watchdog and heartbeat, the
restarting screen, "Still playing?", the attract screen, the last game, the kiosk's log."""
