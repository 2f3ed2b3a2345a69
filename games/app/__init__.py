"""The imperative shell: the window, its loop and everything screens share.

The hall (this folder): app.py the window loop (started by main.py's open_window with the options of
options.py, parsed by games.tools.window); shell.py services, idle, routing; stack.py the scene
stack and crash guard; scene.py the contract (Intent, Push/PushAll/Pop/Replace/Home/Quit, Context,
Settings, Scene); input.py events -> intents; display.py scaling and letterboxing; crash.py the
crash log; no_display.py one clear line instead of an invisible window; quiet.py keeps SDL's and
ALSA's own stderr lines off the terminal; memory.py keeps a long evening flat; banners.py one-line
warnings on every screen; start_scene.py and settings_scene.py the start and settings screens.

The wings (each module's docstring has its API):
- table/    what every game's table uses: MatchSession (a match of any registered game, saved after
            every action), MatchBoard (clips at the table's pace, the log, the curtain, the scores;
            new_match for "again"), seats and BotWorker, SeatSetupScene(GameSetup) with seat_plan,
            hotseat's curtain, PrivacyGuard, ask_before_losing, EventLog/EventLogPanel, UndoControl,
            ScoreSheet, RulesHelpScene(RulesBook), bot pacing
- kit/      what screens draw and say with: theme, widgets (Button, ButtonGroup, TitleBar, draw_text,
            fit_font ...), text, fonts (FontBook), icons, emblems, picture_cache, sound, i18n
            (Translator), text_entry, common_scenes (ErrorScene, ConfirmScene, CurtainScene,
            MessageScene)
- kiosk/    game night: organiser (the PIN), pin_pad (organiser_only), organiser_menu, watchdog,
            heartbeat, restarting, still_playing, attract, last_game, log
- camera/   service (the scanner as ctx.services["scanner"]), preview, live_preview, check
- store/    storage (atomic JSON, damaged files set aside), settings, notice
- testing/  headless (Harness), random_input (RandomInput), touch_targets (the 48 px check)
"""
