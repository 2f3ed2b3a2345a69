"""The imperative shell: window, main loop, scenes, input, settings, storage, translations.

What screens use:
- scene.py           the contract: Intent, Push/PushAll/Pop/Replace/Home/Quit, Context, Settings, Scene
                     (on_removed(ctx) when a scene leaves the stack; max_fps caps an animating one)
- widgets.py         Button, ButtonGroup (hover, focus ring, Tab/arrows), TitleBar, draw_button,
                     draw_panel, draw_background, dim, draw_text, draw_text_box, fit_font, wrap_text
- theme.py           colours (wood, parchment, brass, ember) and sizes (touch target, text sizes)
- hyphenate.py       the last resort of a box too narrow for a word (layout_text_box(hyphenate=True))
- sound.py           play_sound(ctx, name): every board game's key moments (MatchBoard._sound_of)
- common_scenes.py   ErrorScene, ConfirmScene (tap twice), CurtainScene (hot-seat), MessageScene
- icons.py           draw_icon(canvas, name, rect, colour): icons drawn by the program
- headless.py        Harness: scripted intents, fake clock, PNG screenshots (also as a 1280 x 720 window
                     shows them), small_texts() for the readable-size checks, for tests and benches
- touch_targets.py   targets(scene) / too_small(scene): every Button a scene holds, the 48 px check
- random_input.py    RandomInput: seeded raw events (taps, drags, keys, text, resizes, focus) through
                     the mapper and shell, over every game (tests, bench/random_input_bench.py, the soak)

The shared table pieces (a game gives only its words and drawings; each module's docstring has its API):
- match_session.py   MatchSession: a match of any registered game: seats, save after every action,
                     resume, news and history(), undo_check()/undo(), bots polled at the table's pace
- seats.py           seat kinds ("human", "bot:<level>"), the game's rules and bot table; bot_worker.py
                     BotWorker: computers think in a thread with a deadline
- seat_setup.py      SeatSetupScene(GameSetup): 2-5 seats (human or a computer level), colours, options,
                     the pace; start (asking before the saved match is replaced), continue, rules
- hotseat.py         pass_screen / screen_hidden: the "pass the screen to Green" curtain (CurtainScene)
                     for games whose seats see different things; nothing private behind it;
                     since_last_turn.py: what happened since a player's last turn, as the curtain lifts
- replace_guard.py   ask_before_losing: the confirmation before anything a player made is replaced
                     or deleted (ConfirmScene, two taps)
- event_log.py       EventLog(narrate) rebuilt from the record, EventLogPanel (scrolls by wheel, keys,
                     buttons), EventLogScene (the whole log)
- bot_pacing.py      relaxed / quick / instant: Settings.bot_speed, one setting for every game
- undo_control.py    UndoControl: the button, or why undo is not possible (games.kernel.undo)
- score_table.py     ScoreSheet + draw_score_table: rows, one column per seat, totals, winners, legend
- rules_help.py      RulesHelpScene(RulesBook): sections as tabs, scrolling pages, house rules badged
- text_entry.py      TextEntryScene: a short text (a name) typed on the keyboard or with on-screen keys

What runs them:
- main.py            run(argv): options; app.py the window loop; shell.py services, idle, routing;
                     stack.py the scene stack and crash guard; input.py events -> intents;
                     display.py scaling and letterboxing; crash.py the crash log; no_display.py one
                     clear line instead of an invisible window; quiet.py keeps SDL's and ALSA's own
                     stderr lines off the terminal
- i18n.py            Translator over assets/i18n/*.json; fonts.py FontBook over assets/fonts
- storage.py         atomic JSON in the user-data directory: save -> bool (failures in `failing`),
                     load(name, shape, what) sets damaged files aside and reports them once;
                     settings.py settings.json; games.kernel.shape declares what a file must hold
- banners.py         one-line warnings on every screen ("saving is failing"); storage_notice.py
                     the message about a damaged file that was put aside
- start_scene.py, settings_scene.py, emblems.py: the start and settings screens
- kiosk, left alone: still_playing.py ("Still playing?" before going home, over the hot-seat
                     curtain when a player's secrets show: MatchBoard.privacy_curtain), last_game.py (the one
                     record of the game running or left behind: the continue offer, a restart's reopen),
                     attract.py (the start screen comes alive); memory.py keeps a long evening flat
"""
