/* The whole window under random input, from the title on: clicks on what
 * the screen offers and anywhere else, keys, a gamepad's buttons and
 * sticks, typed and composed text (some of it not UTF-8), drags, the
 * wheel, new window sizes and languages, and frames passing; now and
 * then the game at a table is played to its end at random, so that the
 * results and the review meet the input too. Each seed
 * gives one run of actions; the sanitizers, the leak check at the end and
 * the checks of the engine's own state are what can fail. A run that
 * ends the program (Quit) starts again at the title, as a player would.
 *
 * UPDOWN_RANDOM_SEEDS="a b ..." and UPDOWN_RANDOM_ACTIONS=N run other
 * seeds, or longer. */
#include "scene_util.h"

static Rng rng;

static int pick(int n) { return (int)rng_below(&rng, (uint32_t)n); }

static void click_at(int x, int y)
{
    su_push_mouse(SDL_MOUSEMOTION, x, y);
    su_push_mouse(SDL_MOUSEBUTTONDOWN, x, y);
    su_push_mouse(SDL_MOUSEBUTTONUP, x, y);
}

static void key(Eng *e)
{
    static const SDL_Keycode keys[] = {
        SDLK_LEFT,   SDLK_RIGHT,     SDLK_UP,       SDLK_DOWN,   SDLK_RETURN, SDLK_RETURN,
        SDLK_RETURN, SDLK_SPACE,     SDLK_TAB,      SDLK_ESCAPE, SDLK_h,      SDLK_u,
        SDLK_z,      SDLK_PAGEUP,    SDLK_PAGEDOWN, SDLK_HOME,   SDLK_END,    SDLK_F1,
        SDLK_F11,    SDLK_BACKSPACE, SDLK_DELETE,   SDLK_a,      SDLK_1,      SDLK_n,
        SDLK_y,      SDLK_KP_ENTER};
    Uint16 mod = pick(8) == 0 ? KMOD_SHIFT : pick(12) == 0 ? KMOD_CTRL : 0;
    su_key_mod(e, keys[pick((int)(sizeof keys / sizeof keys[0]))], mod);
}

/* A button pressed and let go, or a stick or trigger moved (sometimes to
 * a value no pad sends, or an axis or button it does not have). */
static void pad(Eng *e)
{
    static const int buttons[] = {SDL_CONTROLLER_BUTTON_A,
                                  SDL_CONTROLLER_BUTTON_B,
                                  SDL_CONTROLLER_BUTTON_X,
                                  SDL_CONTROLLER_BUTTON_Y,
                                  SDL_CONTROLLER_BUTTON_START,
                                  SDL_CONTROLLER_BUTTON_BACK,
                                  SDL_CONTROLLER_BUTTON_DPAD_UP,
                                  SDL_CONTROLLER_BUTTON_DPAD_DOWN,
                                  SDL_CONTROLLER_BUTTON_DPAD_LEFT,
                                  SDL_CONTROLLER_BUTTON_DPAD_RIGHT,
                                  SDL_CONTROLLER_BUTTON_LEFTSHOULDER,
                                  SDL_CONTROLLER_BUTTON_RIGHTSHOULDER,
                                  99};
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    if (pick(3) == 0) {
        ev.type = SDL_CONTROLLERAXISMOTION;
        ev.caxis.axis = (Uint8)pick(SDL_CONTROLLER_AXIS_MAX + 2);
        ev.caxis.value = (Sint16)(pick(65536) - 32768);
        SDL_PushEvent(&ev);
        return;
    }
    ev.type = SDL_CONTROLLERBUTTONDOWN;
    ev.cbutton.button = (Uint8)buttons[pick((int)(sizeof buttons / sizeof buttons[0]))];
    ev.cbutton.state = SDL_PRESSED;
    SDL_PushEvent(&ev);
    su_step(e);
    ev.type = SDL_CONTROLLERBUTTONUP;
    ev.cbutton.state = SDL_RELEASED;
    SDL_PushEvent(&ev);
}

/* Text typed or being composed by an input method, where a name can be
 * typed and where it cannot. */
static void text(void)
{
    static const char *const texts[] = {
        "a",
        "Zo\xc3\xab",
        "\xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e",
        "\xff\xfe",     /* not UTF-8 */
        "\xe6\x97",     /* a character cut short */
        "\xed\xa0\x80", /* a lone surrogate */
        "%s%n%d",
        "\xf0\x9d\x84\x9e\xf0\x9d\x84\x9e\xf0\x9d\x84\x9e\xf0\x9d\x84\x9e\xf0\x9d\x84\x9e",
        "line\nbreak\ttab",
        "abcdefghijklmnopqrstuvwxyz0123",
    };
    const char *t = texts[pick((int)(sizeof texts / sizeof texts[0]))];
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    if (pick(2)) {
        ev.type = SDL_TEXTINPUT;
        snprintf(ev.text.text, sizeof ev.text.text, "%s", t);
    } else {
        ev.type = SDL_TEXTEDITING;
        snprintf(ev.edit.text, sizeof ev.edit.text, "%s", t);
        ev.edit.start = pick(40) - 5;
        ev.edit.length = pick(40) - 5;
    }
    SDL_PushEvent(&ev);
}

static void resize(Eng *e)
{
    static const int sizes[][2] = {{960, 600}, {1280, 800}, {1600, 1000}, {800, 500}, {1920, 1080}};
    int k = pick(5);
    SDL_SetWindowSize(e->win, sizes[k][0], sizes[k][1]);
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_WINDOWEVENT;
    ev.window.event = SDL_WINDOWEVENT_SIZE_CHANGED;
    ev.window.data1 = sizes[k][0];
    ev.window.data2 = sizes[k][1];
    SDL_PushEvent(&ev);
}

static void run(uint64_t seed, int actions)
{
    static const char *const languages[] = {"en", "de", "fr", "ja"};
    rng_seed(&rng, seed);
    Eng *e = su_open(1280, 800);
    CHECK(e != NULL);
    if (!e)
        return;
    eng_set_language(e, languages[seed % 4]);
    e->settings.anim_speed = pick(2) ? 100 : 0; /* animated, or not */
    eng_push(e, scene_title_new(e));
    eng_apply_stack(e);
    int restarts = 0, nseen = 0;
    const char *seen[32]; /* the screens reached */
    for (int i = 0; i <= actions; i++) {
        /* after each action: the engine's own state holds whatever came */
        CHECK_MSG(e->ntargets >= 0 && e->ntargets <= ENG_MAX_TARGETS, "seed %llu, action %d",
                  (unsigned long long)seed, i);
        CHECK_MSG(e->nstack >= 0 && e->nstack <= ENG_MAX_SCENES, "seed %llu, action %d",
                  (unsigned long long)seed, i);
        const char *top = e->nstack > 0 ? eng_top(e)->vt->name : NULL;
        bool known = !top;
        for (int k = 0; k < nseen && !known; k++)
            known = !strcmp(seen[k], top);
        if (!known && nseen < 32)
            seen[nseen++] = top;
        if (i == actions)
            break;
        if (e->nstack == 0 || e->quit) {
            e->quit = false;
            restarts++;
            eng_push(e, scene_title_new(e));
            eng_apply_stack(e);
        }
        int a = pick(100);
        if (a < 40 && e->ntargets > 0) { /* somewhere on what the screen offers */
            const EngTarget *t = &e->targets[pick(e->ntargets)];
            click_at(t->r.x + pick(t->r.w > 0 ? t->r.w : 1),
                     t->r.y + pick(t->r.h > 0 ? t->r.h : 1));
        } else if (a < 48) {
            click_at(pick(e->w + 40) - 20, pick(e->h + 40) - 20);
        } else if (a < 74) {
            key(e);
            continue; /* a step taken */
        } else if (a < 80 && e->ntargets > 0) {
            const EngTarget *from = &e->targets[pick(e->ntargets)];
            const EngTarget *to = &e->targets[pick(e->ntargets)];
            SDL_Point f = {from->r.x + from->r.w / 2, from->r.y + from->r.h / 2};
            SDL_Point t = {to->r.x + to->r.w / 2, to->r.y + to->r.h / 2};
            su_drag_hold(e, f, t);
            su_drag_release(e, t);
            continue;
        } else if (a < 83) {
            SDL_Event ev;
            memset(&ev, 0, sizeof ev);
            ev.type = SDL_MOUSEWHEEL;
            ev.wheel.y = pick(7) - 3;
            SDL_PushEvent(&ev);
        } else if (a < 84) {
            resize(e);
        } else if (a < 85) {
            eng_set_language(e, languages[pick(4)]);
        } else if (a < 89) {
            pad(e);
        } else if (a < 92) {
            text();
        } else if (a < 93 && scene_table_match(eng_top(e))) {
            /* the game at the table played to its end at random, so that
             * the results, the review and what follows them meet the input
             * too */
            Match *m = scene_table_match(eng_top(e));
            su_wait_ai(m);
            su_finish(m, seed * 7919 + (uint64_t)i);
        } else { /* frames pass: animations, the AI's moves */
            for (int n = 1 + pick(30); n > 0; n--)
                su_step(e);
            continue;
        }
        su_step(e);
    }
    printf("scene_random_input: seed %llu: %d actions, %d returns to the title; screens:",
           (unsigned long long)seed, actions, restarts);
    for (int k = 0; k < nseen; k++)
        printf("%s '%s'", k ? "," : "", seen[k]);
    printf("\n");
    eng_close(e);
}

int main(void)
{
    const char *seeds = getenv("UPDOWN_RANDOM_SEEDS");
    const char *n = getenv("UPDOWN_RANDOM_ACTIONS");
    int actions = n && atoi(n) > 0 ? atoi(n) : 1200;
    if (!seeds || !*seeds)
        seeds = "1 2";
    for (const char *p = seeds; *p;) {
        char *end;
        unsigned long long seed = strtoull(p, &end, 10);
        if (end == p)
            break;
        run(seed, actions);
        p = end;
    }
    return check_exit("scene_random_input");
}
