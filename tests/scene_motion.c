/* The deal at the start of a game, for every game whose table deals: with
 * the animations on, the cards fly from the deck to their places one after
 * another and all land; with them off, nothing flies; and a click during
 * the deal does at once what it does when nothing moves. */
#include "scene_util.h"

#include "games.h"
#include "midend.h"

static Match *fresh(const GameDef *def)
{
    GameConfig cfg;
    game_config_default(def, def->min_players, 3, &cfg);
    SeatInfo s[GAME_MAX_SEATS];
    memset(s, 0, sizeof s);
    for (int p = 0; p < def->min_players; p++) {
        s[p].kind = SEAT_HUMAN;
        snprintf(s[p].name, SAVE_NAME_LEN, "P%d", p + 1);
    }
    char err[GAME_ERR_LEN];
    Match *m = scene_match_new(def, &cfg, s, err, sizeof err);
    CHECK_MSG(m != NULL, "%s: %s", def->id, err);
    if (m)
        scene_match_set_viewer(m, scene_match_to_move(m));
    return m;
}

/* Opens the table of a new game; its first frame drawn. */
static MidTable *open_table(Eng *e, Match *m)
{
    su_open_table(e, m);
    eng_draw_now(e);
    MidTable *t = (MidTable *)eng_top(e);
    return mid_is_table(&t->base) ? t : NULL;
}

/* Clicks the first target that is a choice now; the moves played after. */
static int click_first_choice(Eng *e, MidTable *t, Match *m)
{
    for (int i = 0; i < e->ntargets; i++)
        if (t->def->lit && t->def->lit(t, &e->targets[i])) {
            EngTarget tg = e->targets[i];
            su_push_mouse(SDL_MOUSEMOTION, tg.r.x + tg.r.w / 2, tg.r.y + tg.r.h / 2);
            su_push_mouse(SDL_MOUSEBUTTONDOWN, tg.r.x + tg.r.w / 2, tg.r.y + tg.r.h / 2);
            su_push_mouse(SDL_MOUSEBUTTONUP, tg.r.x + tg.r.w / 2, tg.r.y + tg.r.h / 2);
            su_step(e);
            return m->sg.n_moves;
        }
    CHECK_MSG(false, "%s: a choice at the start", m->def->id);
    return -1;
}

static void game_deal(Eng *e, const GameDef *def)
{
    /* animations off: nothing flies, a click plays at once */
    e->settings.anim_speed = 0;
    Match *m = fresh(def);
    MidTable *t = m ? open_table(e, m) : NULL;
    CHECK(t != NULL);
    if (!t)
        return;
    if (!t->def->deal_from)
        return; /* this game's table deals in its own way */
    CHECK_EQ_INT(t->nflights, 0);
    int still = click_first_choice(e, t, m);

    /* animations on: the deal flies, from the deck, one card after another */
    e->settings.anim_speed = 100;
    m = fresh(def);
    t = open_table(e, m);
    CHECK(t != NULL);
    if (!t)
        return;
    SDL_Rect deck = t->def->deal_from(t);
    int flying = t->nflights;
    CHECK_MSG(flying >= 6, "%s: %d cards dealt", def->id, flying);
    bool from_deck = true, one_by_one = false;
    for (int i = 0; i < t->nflights; i++) {
        SDL_Point c = {t->flights[i].from.x + t->flights[i].from.w / 2,
                       t->flights[i].from.y + t->flights[i].from.h / 2};
        from_deck &= SDL_PointInRect(&c, &deck);
        one_by_one |= t->flights[i].t0 > t->flights[0].t0;
    }
    CHECK_MSG(from_deck, "%s: the cards come from the deck", def->id);
    CHECK_MSG(one_by_one, "%s: one after another", def->id);
    /* a click now hurries the deal and does what it did without it */
    int during = click_first_choice(e, t, m);
    CHECK_MSG(during == still, "%s: a click during the deal played %d moves, %d without it",
              def->id, during, still);
    /* left alone, the deal lands */
    m = fresh(def);
    t = open_table(e, m);
    for (int f = 0; f < 100 && t->nflights; f++) {
        e->now += 0.1;
        t->base.vt->update(&t->base, e);
        if (f == 3) {
            char name[64];
            snprintf(name, sizeof name, "deal-%s", def->id);
            su_keep_shot(e, name);
        }
    }
    CHECK_EQ_INT(t->nflights, 0);
    eng_apply_stack(e); /* the screen is passed to the first player */
    printf("%s: %d cards dealt; a first click played %d moves\n", def->name, flying, still);
    fflush(stdout);
}

/* A key pressed after the window sat idle (no frame drawn while the
 * player thought) starts its motion from the moment of the key, on the
 * real clock: the card played flies, instead of having landed before the
 * first frame as if the move had been made when the last frame was. */
static void key_after_idle(Eng *e, const GameDef *def)
{
    double fixed = e->fixed_dt;
    e->fixed_dt = 0;
    e->settings.anim_speed = 100;
    Match *m = su_match(def->id, 2, 5, true); /* the screen's seat and an AI */
    MidTable *t = m ? open_table(e, m) : NULL;
    CHECK(t != NULL);
    for (int f = 0; t && f < 1000 && (t->nflights || e->animating || !t->my_turn); f++) {
        SDL_Delay(10);
        su_step_ai(e, m);
    }
    CHECK_MSG(t && eng_top(e) == &t->base, "%s: the table is not on top but %s", def->id,
              scene_name(eng_top(e)));
    if (!t || eng_top(e) != &t->base) {
        e->fixed_dt = fixed;
        return;
    }
    su_step(e);
    SDL_Delay(1500); /* the player thinks; nothing is drawn */
    for (int i = 0; i < e->ntargets; i++)
        if (t->def->lit && t->def->lit(t, &e->targets[i])) {
            eng_focus_set(e, e->targets[i].kind, e->targets[i].a, e->targets[i].b, true);
            break;
        }
    int before = m->sg.n_moves;
    su_key(e, SDLK_RETURN);
    CHECK_MSG(m->sg.n_moves == before + 1, "%s: Enter played no move", def->id);
    CHECK_MSG(t->nflights > 0, "%s: the card played by a key after a pause did not fly", def->id);
    e->fixed_dt = fixed;
}

int main(void)
{
    Eng *e = su_open(1280, 800);
    CHECK(e != NULL);
    if (!e)
        return check_exit("scene_motion");
    for (int g = 0; g < game_count(); g++)
        game_deal(e, game_at(g));
    key_after_idle(e, game_at(0));
    eng_close(e);
    return check_exit("scene_motion");
}
