/* Sound at the table, heard through SDL's disk audio driver, which writes
 * what the device would play into a file (raw samples, in the format the
 * game opened it with: 16-bit mono): games of AI players write sound that
 * is not silence and never reaches full scale; muted or at volume 0 they
 * write silence; the volume scales what is heard. Without an audio device
 * a game plays to its end in silence. A sound file that is damaged or
 * missing is told in one line and stays silent, the others play. The
 * volume and the mute are kept in the settings. The device opens once the
 * window's first frame is up. */
#include "scene_util.h"

#include <sys/stat.h>

#include "store.h"
#include "three_up.h"
#include "up_and_down.h"

static char tmp[64];

/* The peak of the samples the disk driver wrote, and how many there are. */
static int file_peak(const char *path, long *samples)
{
    FILE *f = fopen(path, "rb");
    *samples = 0;
    if (!f)
        return -1;
    int peak = 0;
    int16_t buf[4096];
    size_t n;
    while ((n = fread(buf, sizeof buf[0], sizeof buf / sizeof buf[0], f)) > 0) {
        for (size_t i = 0; i < n; i++) {
            int v = buf[i] < 0 ? -buf[i] : buf[i];
            if (v > peak)
                peak = v;
        }
        *samples += (long)n;
    }
    fclose(f);
    return peak;
}

/* A table of AI seats only, on the top of the stack. */
static Match *ai_table(Eng *e, const char *id, int players, uint64_t seed, const char *option)
{
    const GameDef *def = game_find(id);
    GameConfig cfg;
    game_config_default(def, players, seed, &cfg);
    char err[GAME_ERR_LEN];
    if (option)
        CHECK(game_option_parse(def, option, &cfg, err, sizeof err));
    SeatInfo seats[GAME_MAX_SEATS];
    memset(seats, 0, sizeof seats);
    for (int p = 0; p < GAME_MAX_SEATS; p++) {
        seats[p].kind = SEAT_EASY;
        snprintf(seats[p].name, SAVE_NAME_LEN, "AI %d", p + 1);
    }
    Match *m = scene_match_new(def, &cfg, seats, err, sizeof err);
    CHECK_MSG(m != NULL, "%s", err);
    if (!m)
        return NULL;
    eng_reset_to(e, scene_table_new(e, m));
    su_step(e);
    return m;
}

/* Steps the table until the results take over; false when it never does. */
static bool play_out(Eng *e, Match *m)
{
    Uint64 t0 = SDL_GetPerformanceCounter();
    for (long i = 0; i < 400000; i++) {
        if (scene_is_results(eng_top(e))) {
            printf("scene_sound: %s played in %ld steps, %.1f s\n", m->def->id, i,
                   (double)(SDL_GetPerformanceCounter() - t0) /
                       (double)SDL_GetPerformanceFrequency());
            return true;
        }
        su_step_ai(e, scene_is_table(eng_top(e)) ? m : NULL);
    }
    return false;
}

/* Lets the audio thread play what was asked, in real time. */
static void hear(int ms) { SDL_Delay((Uint32)ms); }

static Eng *open_with(const char *driver, const char *file)
{
    setenv("SDL_AUDIODRIVER", driver, 1);
    if (file)
        setenv("SDL_DISKAUDIOFILE", file, 1);
    Eng *e = su_open(960, 600);
    CHECK(e != NULL);
    if (e) { /* the sound opens once the first frame is up, not before it */
        CHECK_MSG(!eng_audio_on(e), "the sound opened before the first frame");
        eng_draw_now(e);
    }
    return e;
}

/* Every game's AI seats, heard: each asks for the sounds of its moves and
 * of its end, and the file holds sound, below full scale. */
static void test_games_heard(void)
{
    char path[128];
    snprintf(path, sizeof path, "%s/games.raw", tmp);
    Eng *e = open_with("disk", path);
    if (!e)
        return;
    CHECK_MSG(eng_audio_on(e), "the disk driver did not open");
    e->settings.volume = 100;
    e->settings.muted = false;
    eng_sound_settings(e);
    for (int s = 0; s < ENG_SOUNDS; s++)
        CHECK_MSG(eng_sound_loaded(e, s), "sound %d not read", s);

    struct {
        const char *id;
        int players;
        const char *option;
    } games[] = {
        {"up-or-down", 2, "length=short"}, {"up-and-down", 3, NULL}, {"3up-3down", 2, NULL}};
    uint32_t before[ENG_SOUNDS];
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
        memcpy(before, e->sounds_asked, sizeof before);
        Match *m = ai_table(e, games[g].id, games[g].players, 5 + g, games[g].option);
        if (!m)
            continue;
        CHECK_MSG(play_out(e, m), "%s: the game did not end", games[g].id);
        uint32_t d[ENG_SOUNDS];
        for (int s = 0; s < ENG_SOUNDS; s++)
            d[s] = e->sounds_asked[s] - before[s];
        printf("scene_sound: %s:", games[g].id);
        for (int s = 0; s < ENG_SOUNDS; s++)
            printf(" %u", d[s]);
        printf("\n");
        CHECK(d[ENG_SND_SHUFFLE] >= 1);
        CHECK(d[ENG_SND_CARD_LAY] >= 3);
        CHECK_EQ_INT(d[ENG_SND_WIN], 1); /* AI players only: a winner */
        CHECK_EQ_INT(d[ENG_SND_LOSE], 0);
        CHECK_EQ_INT(d[ENG_SND_YOUR_TURN], 0); /* no human at the screen */
        if (!strcmp(games[g].id, "up-or-down"))
            CHECK(d[ENG_SND_CARD_TAKE] >= 3);
        if (!strcmp(games[g].id, "up-and-down")) {
            CHECK(d[ENG_SND_DICE] + d[ENG_SND_CARD_TURN] > 0);
            CHECK(d[ENG_SND_TRICK_WON] + d[ENG_SND_POT] >= 3);
        }
        if (!strcmp(games[g].id, "3up-3down"))
            CHECK(d[ENG_SND_PICKUP] + d[ENG_SND_CLEAR] > 0);
        hear(150);
    }
    hear(700);
    eng_close(e);
    long n;
    int peak = file_peak(path, &n);
    printf("scene_sound: games: %ld samples written, peak %d of 32767\n", n, peak);
    CHECK(n > 0);
    CHECK_MSG(peak > 3000, "peak %d: the games were not heard", peak);
    CHECK_MSG(peak < 32767, "peak %d: clipped", peak);
}

/* One sound at a volume, heard alone: the peak written. */
static int peak_at(int volume, bool muted, const char *name)
{
    char path[128];
    snprintf(path, sizeof path, "%s/%s.raw", tmp, name);
    Eng *e = open_with("disk", path);
    if (!e)
        return -1;
    CHECK(eng_audio_on(e));
    e->settings.volume = volume;
    e->settings.muted = muted;
    eng_sound_settings(e);
    eng_sound(e, ENG_SND_WIN);
    hear(900);
    eng_close(e);
    long n;
    int peak = file_peak(path, &n);
    CHECK(n > 0);
    return peak;
}

/* A sound asked for before the device opens (the window opens it after
 * its first frame) is heard once it does. */
static void test_before_first_frame(void)
{
    char path[128];
    snprintf(path, sizeof path, "%s/early.raw", tmp);
    setenv("SDL_AUDIODRIVER", "disk", 1);
    setenv("SDL_DISKAUDIOFILE", path, 1);
    Eng *e = su_open(960, 600);
    CHECK(e != NULL);
    if (!e)
        return;
    CHECK(!eng_audio_on(e));
    e->settings.volume = 100;
    e->settings.muted = false;
    eng_sound(e, ENG_SND_WIN);
    eng_draw_now(e);
    CHECK(eng_audio_on(e));
    hear(900);
    eng_close(e);
    long n;
    int peak = file_peak(path, &n);
    CHECK(n > 0);
    CHECK_MSG(peak > 10000, "the sound asked for before the first frame is not heard (peak %d)",
              peak);
}

static void test_volume_and_mute(void)
{
    int full = peak_at(100, false, "full");
    int half = peak_at(50, false, "half");
    int zero = peak_at(0, false, "zero");
    int muted = peak_at(100, true, "muted");
    printf("scene_sound: the win sound's peak at volume 100: %d, 50: %d, 0: %d, muted: %d\n", full,
           half, zero, muted);
    /* win.wav peaks at -8 dBFS; the slider's square law puts 50 at a quarter */
    CHECK(full > 10000 && full < 32767);
    CHECK(half > full / 4 - 300 && half < full / 4 + 300);
    CHECK_EQ_INT(zero, 0);
    CHECK_EQ_INT(muted, 0);

    /* Muted while a game is played: sounds are asked for, none is heard. */
    char path[128];
    snprintf(path, sizeof path, "%s/muted-game.raw", tmp);
    Eng *e = open_with("disk", path);
    if (!e)
        return;
    e->settings.muted = true;
    eng_sound_settings(e);
    Match *m = ai_table(e, "up-and-down", 2, 3, NULL);
    if (m)
        CHECK(play_out(e, m));
    CHECK(e->sounds_asked[ENG_SND_CARD_LAY] > 0);
    hear(300);
    eng_close(e);
    long n;
    CHECK_EQ_INT(file_peak(path, &n), 0);
    CHECK(n > 0);
}

/* No audio device (a driver that does not exist): silent, and the game is
 * played to its end. */
static void test_no_device(void)
{
    Eng *e = open_with("no-such-driver", NULL);
    if (!e)
        return;
    CHECK(!eng_audio_on(e));
    CHECK(!eng_sound_loaded(e, ENG_SND_CARD_LAY));
    Match *m = ai_table(e, "3up-3down", 2, 11, NULL);
    if (m)
        CHECK(play_out(e, m));
    CHECK(e->sounds_asked[ENG_SND_CARD_LAY] > 0);
    eng_sound_at(e, ENG_SND_WIN, e->now + 1);
    eng_sounds_hurry(e);
    eng_close(e);
}

static void copy_file(const char *from, const char *to, long keep)
{
    FILE *in = fopen(from, "rb"), *out = fopen(to, "wb");
    CHECK(in && out);
    if (in && out) {
        char buf[4096];
        size_t n;
        long left = keep < 0 ? 1L << 30 : keep;
        while (left > 0 && (n = fread(buf, 1, sizeof buf, in)) > 0) {
            if ((long)n > left)
                n = (size_t)left;
            fwrite(buf, 1, n, out);
            left -= (long)n;
        }
    }
    if (in)
        fclose(in);
    if (out)
        fclose(out);
}

/* A copy of the assets whose sounds are damaged: one truncated, one not a
 * WAV at all, one missing. Each is told on stderr in one line, stays
 * silent, and the others are heard. */
static void test_damaged_sounds(void)
{
    const char *assets = getenv("UPDOWN_ASSETS");
    CHECK(assets != NULL);
    if (!assets)
        return;
    char dir[128], sounds[160], link[200], target[1200];
    snprintf(dir, sizeof dir, "%s/assets", tmp);
    snprintf(sounds, sizeof sounds, "%s/sounds", dir);
    CHECK(mkdir(dir, 0700) == 0 && mkdir(sounds, 0700) == 0);
    static const char *const parts[] = {"fonts", "cards", "dice", "table.svg", "icon.svg"};
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) {
        snprintf(link, sizeof link, "%s/%s", dir, parts[i]);
        snprintf(target, sizeof target, "%s/%s", assets, parts[i]);
        CHECK(symlink(target, link) == 0);
    }
    static const char *const names[] = {"card-lay", "card-take", "shuffle", "card-turn",
                                        "dice",     "pickup",    "clear",   "trick-won",
                                        "pot",      "your-turn", "win",     "lose"};
    for (int s = 0; s < ENG_SOUNDS; s++) {
        if (s == ENG_SND_CARD_TURN)
            continue; /* missing */
        char from[1200], to[300];
        snprintf(from, sizeof from, "%s/sounds/%s.wav", assets, names[s]);
        snprintf(to, sizeof to, "%s/%s.wav", sounds, names[s]);
        copy_file(from, to, s == ENG_SND_SHUFFLE ? 3000 : -1);
    }
    char garbage[300];
    snprintf(garbage, sizeof garbage, "%s/dice.wav", sounds);
    FILE *g = fopen(garbage, "wb");
    if (g) {
        fputs("RIFF\x10\x00\x00\x00WAVEfmt this is no sound at all", g);
        fclose(g);
    }
    char errpath[128];
    snprintf(errpath, sizeof errpath, "%s/stderr.txt", tmp);
    fflush(stderr);
    int saved = dup(2);
    FILE *err = freopen(errpath, "w", stderr);
    CHECK(err != NULL);
    setenv("UPDOWN_ASSETS", dir, 1);
    Eng *e = open_with("dummy", NULL);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    setenv("UPDOWN_ASSETS", assets, 1);
    if (!e)
        return;
    CHECK(eng_audio_on(e));
    CHECK(!eng_sound_loaded(e, ENG_SND_SHUFFLE));
    CHECK(!eng_sound_loaded(e, ENG_SND_DICE));
    CHECK(!eng_sound_loaded(e, ENG_SND_CARD_TURN));
    CHECK(eng_sound_loaded(e, ENG_SND_CARD_LAY));
    CHECK(eng_sound_loaded(e, ENG_SND_WIN));
    /* and in one sentence where the player sees it, on the title */
    CHECK_MSG(strstr(e->notice, "3 sound files cannot be played and stay silent"), "notice: %s",
              e->notice);
    CHECK_MSG(e->dirty, "the notice, come after the first frame, is not drawn");
    /* Sentences added to the notice: Japanese ones follow each other
     * without a space, and one that does not fit is left out whole, never
     * cut inside a character. */
    snprintf(e->notice, sizeof e->notice, "%s", "\xe8\xa8\xad\xe5\xae\x9a\xe3\x80\x82");
    eng_notice_add(e, "\xe9\x9f\xb3\xe3\x80\x82");
    CHECK_MSG(!strcmp(e->notice, "\xe8\xa8\xad\xe5\xae\x9a\xe3\x80\x82\xe9\x9f\xb3\xe3\x80\x82"),
              "'%s'", e->notice);
    snprintf(e->notice, sizeof e->notice, "%s", "One.");
    eng_notice_add(e, "Two.");
    CHECK(!strcmp(e->notice, "One. Two."));
    char long_one[sizeof e->notice];
    for (size_t i = 0; i + 3 < sizeof long_one; i += 3)
        memcpy(long_one + i, "\xe9\x9f\xb3", 3), long_one[i + 3] = 0;
    eng_notice_add(e, long_one);
    CHECK_MSG(!strcmp(e->notice, "One. Two."), "a sentence cut to fit: %zu bytes",
              strlen(e->notice));
    for (int s = 0; s < ENG_SOUNDS; s++)
        eng_sound(e, s);
    hear(100);
    eng_close(e);
    char text[4096] = "";
    FILE *f = fopen(errpath, "r");
    if (f) {
        size_t n = fread(text, 1, sizeof text - 1, f);
        text[n] = 0;
        fclose(f);
    }
    printf("scene_sound: the damaged sounds said:\n%s", text);
    int lines = 0;
    for (const char *p = text; *p; p++)
        lines += *p == '\n';
    CHECK_EQ_INT(lines, 3);
    CHECK(strstr(text, "shuffle.wav") && strstr(text, "dice.wav") && strstr(text, "card-turn.wav"));
    CHECK(strstr(text, "stays silent") != NULL);
}

/* The volume and the mute are kept in settings.json; a file from before
 * them loads with the defaults (heard, at 80). */
static void test_settings_kept(void)
{
    Settings s;
    settings_default(&s);
    CHECK_EQ_INT(s.volume, 80);
    CHECK(!s.muted);
    s.volume = 35;
    s.muted = true;
    char *text = settings_to_text(&s);
    CHECK(text && strstr(text, "\"sound_volume\":\t35") && strstr(text, "\"sound_muted\":\ttrue"));
    Settings back;
    char err[STORE_MSG_LEN];
    CHECK(text && settings_from_text(&back, text, strlen(text), err, sizeof err));
    CHECK_EQ_INT(back.volume, 35);
    CHECK(back.muted);
    settings_free(&back);
    free(text);
    settings_free(&s);

    const char *old = "{\"version\": 1, \"animation_speed\": 50, \"ai_pace_ms\": 300}";
    CHECK(settings_from_text(&back, old, strlen(old), err, sizeof err));
    CHECK_EQ_INT(back.volume, 80);
    CHECK(!back.muted);
    CHECK_EQ_INT(back.anim_speed, 50);
    settings_free(&back);
    const char *loud = "{\"version\": 1, \"sound_volume\": 400}";
    CHECK(settings_from_text(&back, loud, strlen(loud), err, sizeof err));
    CHECK_EQ_INT(back.volume, 100);
    settings_free(&back);
    const char *wrong = "{\"version\": 1, \"sound_muted\": 3}";
    CHECK(!settings_from_text(&back, wrong, strlen(wrong), err, sizeof err));
}

static bool overlap(SDL_Rect a, SDL_Rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* Every click target inside the screen, none over another. */
static void check_targets(Eng *e, const char *what)
{
    for (int i = 0; i < e->ntargets; i++) {
        SDL_Rect r = e->targets[i].r;
        CHECK_MSG(r.x >= 0 && r.y >= 0 && r.x + r.w <= e->w && r.y + r.h <= e->h, "%s: %d,%d", what,
                  e->targets[i].kind, e->targets[i].a);
        for (int j = i + 1; j < e->ntargets; j++)
            CHECK_MSG(!overlap(r, e->targets[j].r), "%s: %d,%d over %d,%d", what,
                      e->targets[i].kind, e->targets[i].a, e->targets[j].kind, e->targets[j].a);
    }
}

/* A press at x on the slider, a drag to x2 and the release there. */
static void drag(Eng *e, int x, int x2, int y)
{
    su_push_mouse(SDL_MOUSEMOTION, x, y);
    su_push_mouse(SDL_MOUSEBUTTONDOWN, x, y);
    su_step(e);
    su_push_mouse(SDL_MOUSEMOTION, (x + x2) / 2, y);
    su_push_mouse(SDL_MOUSEMOTION, x2, y);
    su_push_mouse(SDL_MOUSEBUTTONUP, x2, y);
    su_step(e);
}

static Settings saved(Eng *e)
{
    Settings s;
    char msg[STORE_MSG_LEN];
    store_load_settings(e->data_dir, &s, msg, sizeof msg);
    CHECK_MSG(!msg[0], "%s", msg);
    return s;
}

/* The sound in Settings and in the pause menu, by mouse and by keys: the
 * mute, the slider pressed and dragged, Left and Right on it with the
 * focus (which then stays on it), each change saved. */
static void test_controls(int w, int h)
{
    char what[64];
    Eng *e = open_with("dummy", NULL);
    if (!e)
        return;
    SDL_SetWindowSize(e->win, w, h);
    eng_resized(e);
    eng_reset_to(e, scene_settings_new(e));
    su_step(e);
    snprintf(what, sizeof what, "settings %dx%d", w, h);
    check_targets(e, what);
    SDL_Rect r;
    CHECK(eng_target_find(e, T_SETTING, SET_VOLUME, 0, &r));
    CHECK(su_click(e, T_SETTING, SET_SOUND, 0));
    CHECK(e->settings.muted && saved(e).muted);
    su_keep_shot(e, w == 1280 ? "settings-muted" : "");
    CHECK(su_click(e, T_SETTING, SET_SOUND, 1));
    CHECK(!e->settings.muted && !saved(e).muted);

    drag(e, r.x + 2, r.x + r.w - 2, r.y + r.h / 2); /* to the end: full */
    CHECK_EQ_INT(e->settings.volume, 100);
    CHECK_EQ_INT(saved(e).volume, 100);
    drag(e, r.x + r.w - 2, r.x, r.y + r.h / 2); /* back to the start: nothing */
    CHECK_EQ_INT(e->settings.volume, 0);
    CHECK_EQ_INT(saved(e).volume, 0);
    /* the middle of the track (the value is written after it) */
    SDL_Rect track = {r.x + r.h / 3, r.y, r.w - eng_px(e, 64) - 2 * (r.h / 3), r.h};
    drag(e, track.x + track.w / 2, track.x + track.w / 2, r.y + r.h / 2);
    CHECK_MSG(e->settings.volume >= 49 && e->settings.volume <= 51, "%d", e->settings.volume);
    /* A release the window did not hear: the next motion, without the
     * button, ends the drag and keeps the volume; the knob no longer
     * follows the pointer. */
    su_push_mouse(SDL_MOUSEMOTION, track.x + 2, r.y + r.h / 2);
    su_push_mouse(SDL_MOUSEBUTTONDOWN, track.x + 2, r.y + r.h / 2);
    su_step(e);
    su_push_mouse(SDL_MOUSEMOTION, track.x + track.w / 4, r.y + r.h / 2);
    su_step(e);
    int held = e->settings.volume;
    CHECK_MSG(held >= 20 && held <= 30, "%d", held);
    su_mouse_held = false;
    su_push_mouse(SDL_MOUSEMOTION, track.x + track.w / 4, r.y + r.h / 2);
    su_push_mouse(SDL_MOUSEMOTION, track.x + track.w - 2, r.y + r.h / 2);
    su_step(e);
    CHECK_EQ_INT(e->settings.volume, held);
    CHECK_EQ_INT(saved(e).volume, held);
    /* A key while the knob is held (Escape would close the menu) ends
     * the drag and keeps the volume; Shift does not. */
    su_push_mouse(SDL_MOUSEBUTTONDOWN, track.x + track.w / 4, r.y + r.h / 2);
    su_step(e);
    su_push_mouse(SDL_MOUSEMOTION, track.x + track.w * 3 / 4, r.y + r.h / 2);
    su_step(e);
    su_key(e, SDLK_LSHIFT);
    su_push_mouse(SDL_MOUSEMOTION, track.x + track.w * 7 / 10, r.y + r.h / 2);
    su_step(e);
    held = e->settings.volume;
    CHECK_MSG(held >= 65 && held <= 75, "Shift during the drag: %d", held);
    su_key(e, SDLK_a);
    CHECK_EQ_INT(saved(e).volume, held);
    su_push_mouse(SDL_MOUSEMOTION, track.x + 2, r.y + r.h / 2);
    su_step(e);
    CHECK_EQ_INT(e->settings.volume, held);
    su_push_mouse(SDL_MOUSEBUTTONUP, track.x + 2, r.y + r.h / 2);
    su_step(e);
    CHECK_EQ_INT(e->settings.volume, held);
    drag(e, track.x + track.w / 2, track.x + track.w / 2, r.y + r.h / 2);

    /* By keys: Right from the sound's On reaches the slider, whose Left
     * and Right then move the volume, by tens. */
    eng_focus_set(e, T_SETTING, SET_SOUND, 1, true);
    su_key(e, SDLK_RIGHT);
    CHECK(eng_focused(e, T_SETTING, SET_VOLUME, 0));
    int before = e->settings.volume;
    su_key(e, SDLK_LEFT);
    CHECK_EQ_INT(e->settings.volume, (before + 9) / 10 * 10 - 10);
    su_key(e, SDLK_RIGHT);
    su_key(e, SDLK_RIGHT);
    CHECK_EQ_INT(e->settings.volume, (before + 9) / 10 * 10 + 10);
    CHECK(eng_focused(e, T_SETTING, SET_VOLUME, 0));
    int now = e->settings.volume;
    su_key(e, SDLK_RETURN); /* nothing to press on a slider */
    CHECK_EQ_INT(e->settings.volume, now);
    CHECK(!strcmp(scene_name(eng_top(e)), "settings"));
    CHECK_EQ_INT(saved(e).volume, now);
    su_key(e, SDLK_DOWN); /* Up and Down still go on */
    CHECK(!eng_focused(e, T_SETTING, SET_VOLUME, 0));
    su_keep_shot(e, w == 1280  ? "settings-1280x800"
                    : w == 960 ? "settings-960x600"
                               : "settings-3840x2160");

    /* The pause menu over a table: the same two. */
    Match *m = ai_table(e, "up-or-down", 2, 9, "length=short");
    (void)m;
    su_key(e, SDLK_ESCAPE);
    CHECK(!strcmp(scene_name(eng_top(e)), "pause"));
    snprintf(what, sizeof what, "pause %dx%d", w, h);
    check_targets(e, what);
    CHECK(su_click(e, T_BUTTON, B_SOUND, 0));
    CHECK(e->settings.muted && saved(e).muted);
    su_keep_shot(e, w == 1280 ? "pause-muted" : "");
    eng_focus_set(e, T_BUTTON, B_SOUND, 0, true);
    su_key(e, SDLK_RETURN);
    CHECK(!e->settings.muted && !saved(e).muted);
    su_key(e, SDLK_DOWN);
    CHECK(eng_focused(e, T_SETTING, SET_VOLUME, 0));
    now = e->settings.volume;
    su_key(e, SDLK_LEFT);
    CHECK_EQ_INT(e->settings.volume, now - 10);
    CHECK_EQ_INT(saved(e).volume, now - 10);
    CHECK(eng_target_find(e, T_SETTING, SET_VOLUME, 0, &r));
    drag(e, r.x + 1, r.x + 1, r.y + r.h / 2);
    CHECK_EQ_INT(e->settings.volume, 0);
    su_key(e, SDLK_DOWN); /* the mouse moved: the first key shows the focus */
    CHECK(eng_focused(e, T_SETTING, SET_VOLUME, 0));
    su_key(e, SDLK_DOWN);
    CHECK(eng_focused(e, T_BUTTON, B_RULES, 0));
    drag(e, r.x + r.w - 1, r.x + r.w - 1, r.y + r.h / 2);
    CHECK_EQ_INT(e->settings.volume, 100);
    su_keep_shot(e, w == 1280 ? "pause-1280x800" : w == 960 ? "pause-960x600" : "pause-3840x2160");
    su_key(e, SDLK_ESCAPE);
    CHECK(scene_is_table(eng_top(e)));
    eng_close(e);
}

int main(void)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
    if (!temp_dir_new("sound", tmp))
        return 1;
    test_settings_kept();
    test_controls(1280, 800);
    test_controls(960, 600);
    test_controls(3840, 2160);
    test_damaged_sounds();
    test_no_device();
    test_before_first_frame();
    test_volume_and_mute();
    test_games_heard();
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", tmp);
    return check_exit("scene_sound");
}
