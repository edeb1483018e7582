/* The window and `updown shot` (ui.h). */
#include "ui.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eng.h"
#include "games.h"
#include "i18n.h"
#include "match.h"
#include "midend.h"
#include "scenes.h"

int ui_run(int argc, char **argv)
{
    Eng *e = eng_open_window("Updown");
    if (!e)
        return 1;
    char err[STORE_MSG_LEN];
    /* Every game complete at the window and its cards readable, or a
     * sentence and out. */
    if (!games_check(err, sizeof err) || !games_load_art(e, err, sizeof err)) {
        eng_fatal_message(e, _("Updown cannot start"), err);
        eng_close(e);
        return 1;
    }
    if (argc < 2 || !argv[1]) {
        eng_push(e, scene_title_new(e));
    } else if (!scene_open_save(e, argv[1], err, sizeof err)) {
        snprintf(e->notice, sizeof e->notice, "%s", err); /* the title says why */
        eng_push(e, scene_title_new(e));
    }
    eng_run(e);
    eng_close(e);
    return 0;
}

static void shot_usage(const char *msg, const char *arg)
{
    fprintf(stderr, "updown: ");
    fprintf(stderr, msg, arg);
    fprintf(stderr, "\nusage: updown shot SAVE -o FILE.png [--size WxH] [--seat N] [--at K] "
                    "[--reveal]\n");
}

int ui_shot(int argc, char **argv)
{
    const char *save = NULL, *out = NULL;
    int w = 1280, h = 800, seat = -1;
    long at = -1;
    bool reveal = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        bool has = i + 1 < argc;
        if (!strcmp(a, "-o") && has) {
            out = argv[++i];
        } else if (!strcmp(a, "--size") && has) {
            char x;
            int end = 0;
            const char *v = argv[++i];
            /* digits, x, digits, and nothing else */
            if (v[strspn(v, "0123456789xX")] || sscanf(v, "%d%c%d%n", &w, &x, &h, &end) != 3 ||
                v[end] || (x != 'x' && x != 'X') || w < 320 || h < 200 || w > 8192 || h > 8192) {
                shot_usage("--size takes WxH from 320x200 to 8192x8192, not '%s'", v);
                return 2;
            }
        } else if (!strcmp(a, "--seat") && has) {
            const char *v = argv[++i];
            /* plain digits, as `show --seat` takes them; past the game's
             * seats it is refused below, naming them */
            if (!*v || v[strspn(v, "0123456789")] || strlen(v) > 6) {
                shot_usage("--seat takes a seat number from 0, not '%s'", v);
                return 2;
            }
            seat = atoi(v);
        } else if (!strcmp(a, "--at") && has) {
            char *end;
            const char *v = argv[++i];
            at = strtol(v, &end, 10);
            if (!*v || *end || at < 0 || at > 1000000) {
                shot_usage("--at takes a number of moves from 0, not '%s'", v);
                return 2;
            }
        } else if (!strcmp(a, "--reveal")) {
            reveal = true;
        } else if (!save && a[0] != '-') {
            save = a;
        } else {
            shot_usage("shot: unknown or incomplete argument '%s'", a);
            return 2;
        }
    }
    if (!save || !out) {
        shot_usage("%s needs a save file and -o FILE.png", "shot");
        return 2;
    }
    SaveGame sg;
    char err[GAME_ERR_LEN + 1200];
    if (!save_load(&sg, save, err, sizeof err)) {
        fprintf(stderr, "updown: %s\n", err);
        return 1;
    }
    if (seat >= sg.cfg.players) {
        char msg[96];
        snprintf(msg, sizeof msg, "--seat %d: this game has seats 0 to %d", seat,
                 sg.cfg.players - 1);
        shot_usage("%s", msg);
        save_free(&sg);
        return 2;
    }
    if (at > sg.n_moves) {
        fprintf(stderr, "updown: --at %ld: this game has %d moves\n", at, sg.n_moves);
        save_free(&sg);
        return 1;
    }
    if (at >= 0)
        save_undo(&sg, sg.n_moves - (int)at); /* the game as it stood after `at` moves */
    if (!scene_has_table(sg.def)) {
        fprintf(stderr, "updown: the window cannot draw %s yet\n", sg.def->name);
        save_free(&sg);
        return 1;
    }
    Eng *e = eng_open_surface(w, h, err, sizeof err);
    /* the table as the window shows it, in the environment's language */
    eng_set_language(e, NULL);
    if (!e || !games_load_art(e, err, sizeof err)) {
        fprintf(stderr, "updown: %s\n", err);
        eng_close(e);
        save_free(&sg);
        return 1;
    }
    Match *m = scene_match_from_save(&sg);
    if (seat < 0) {
        int t = scene_match_to_move(m);
        seat = t < 0 ? 0 : t;
    }
    scene_match_set_viewer(m, seat);
    e->settings.anim_speed = 0; /* a still: the deal of a new game has landed */
    /* --reveal: as the review shows it, every hand face up */
    Scene *table = reveal ? mid_review_new(e, m, games_ui(m->def)->table) : scene_table_new(e, m);
    eng_push(e, table);
    eng_apply_stack(e);
    eng_draw_now(e);
    int rc = 0;
    if (IMG_SavePNG(e->surface, out) != 0) {
        fprintf(stderr, "updown: cannot write %s: %s\n", out, IMG_GetError());
        rc = 1;
    }
    eng_close(e);
    return rc;
}
