/* Drag and drop at the table of every game: while a card drags, the table
 * lights where it may go; dropped there, it is played as a click would
 * play it; dropped elsewhere, or dropped where it may not go, the move is
 * refused with a reason and the card flies back to its place. In Up or
 * Down? each step of a turn with a card to move drags: the card played
 * into the ring, the one taken from it into the player's area, and the
 * one taken onto a column. At 3UP 3DOWN's setup a card dropped on a 3DOWN
 * card is picked to lie there face up. */
#include "scene_util.h"

#include "games.h"
#include "midend.h"
#include "rng.h"
#include "three_up.h"
#include "up_or_down.h"

static int drags_played, drops_refused;
static unsigned uod_phases_dragged; /* 1 << UodState.phase of a drop played */

static Match *two_seats(const GameDef *def, uint64_t seed)
{
    GameConfig cfg;
    game_config_default(def, 2, seed, &cfg);
    SeatInfo s[GAME_MAX_SEATS];
    memset(s, 0, sizeof s);
    s[0].kind = SEAT_HUMAN;
    s[1].kind = SEAT_NORMAL;
    snprintf(s[0].name, SAVE_NAME_LEN, "Ann");
    snprintf(s[1].name, SAVE_NAME_LEN, "Bob");
    char err[GAME_ERR_LEN];
    Match *m = scene_match_new(def, &cfg, s, err, sizeof err);
    CHECK_MSG(m != NULL, "%s: %s", def->id, err);
    return m;
}

/* Presses on (x0, y0), drags in a few steps and lets go at (x1, y1). */
static void drag(Eng *e, int x0, int y0, int x1, int y1, MidTable *t, bool *lit)
{
    su_drag_hold(e, (SDL_Point){x0, y0}, (SDL_Point){x1, y1});
    if (lit)
        *lit = t->dragging;
    char name[64];
    snprintf(name, sizeof name, "drag-%s-%d", t->def->name, drags_played + drops_refused);
    su_keep_shot(e, name);
    su_drag_release(e, (SDL_Point){x1, y1});
}

static SDL_Point centre(SDL_Rect r) { return (SDL_Point){r.x + r.w / 2, r.y + r.h / 2}; }

/* Presses on from and drags to at in a few steps, the button held. */
static void hold(Eng *e, MidTable *t, SDL_Point from, SDL_Point at, const char *what)
{
    su_drag_hold(e, from, at);
    CHECK_MSG(t->dragging, "%s: the card drags", what);
}

/* Lets what moves on the table (the deal, a card played) land. */
static void settle(Eng *e, MidTable *t)
{
    for (int f = 0; f < 200 && mid_busy(&t->base, e); f++) {
        e->now += 0.1;
        t->base.vt->update(&t->base, e);
    }
}

/* The card of a refused drop is on its way back, and lands where it was. */
static void check_flies_back(Eng *e, MidTable *t, int card, const char *what)
{
    bool flying = false;
    for (int i = 0; i < t->nflights; i++)
        flying |= t->flights[i].card == card;
    CHECK_MSG(flying, "%s: the card flies back", what);
    for (int f = 0; f < 40 && t->nflights; f++) {
        e->now += 0.1;
        eng_top(e)->vt->update(eng_top(e), e);
    }
    CHECK_EQ_INT(t->nflights, 0);
    bool placed = false; /* a place, or a target the game draws it at */
    for (int i = 0; i < t->nplaces; i++)
        placed |= t->places[i].card == card;
    for (int i = 0; i < e->ntargets; i++)
        placed |= t->def->drag_card(t, &e->targets[i]) == card;
    CHECK_MSG(placed && !mid_card_away(t, card), "%s: the card is back in its place", what);
}

/* A motion to at, the card let go before it: the card no longer follows
 * the pointer, nothing was played (the match still has `before` moves),
 * and the card flies back to its place. */
static void moved_back(Eng *e, MidTable *t, SDL_Point at, int before, int card, const char *what)
{
    su_push_mouse(SDL_MOUSEMOTION, at.x, at.y);
    su_step(e);
    CHECK_MSG(!t->dragging, "%s: the card does not follow the pointer", what);
    CHECK_EQ_INT(mid_match(t)->sg.n_moves, before);
    check_flies_back(e, t, card, what);
}

/* One position: the seat at the screen drags on its turn. False when no
 * card may be dragged in it. */
static bool try_position(Eng *e, const GameDef *def, Match *m)
{
    su_open_table(e, m);
    su_step(e);
    MidTable *t = (MidTable *)eng_top(e);
    if (!mid_is_table(&t->base) || !t->my_turn || !t->def->drag_card)
        return false;
    if (!strcmp(def->id, "3up-3down") && ((const T3State *)m->view)->phase == T3_PHASE_SETUP)
        return false; /* a drop there picks a card, no move: t3_choose_drops */
    settle(e, t);     /* the deal lands */
    /* the cards that drag now, and where each may go */
    int lit = -1, unlit = -1;
    SDL_Rect zone = {0};
    for (int i = 0; i < e->ntargets; i++) {
        const EngTarget *tg = &e->targets[i];
        if (t->def->drag_card(t, tg) == MID_NO_DRAG)
            continue;
        SDL_Rect z[8];
        int n = t->def->drop_zones ? t->def->drop_zones(t, e, tg, z, 8) : 0;
        if (n > 0 && lit < 0) {
            lit = i;
            zone = z[0];
        } else if (n == 0 && unlit < 0) {
            unlit = i;
        }
    }
    if (lit < 0)
        return false;
    char what[96];
    EngTarget src = e->targets[lit];
    int card = t->def->drag_card(t, &src);
    SDL_Point from = centre(src.r), to = centre(zone);
    int before = m->sg.n_moves;
    int phase = !strcmp(def->id, "up-or-down") ? ((const UodState *)m->view)->phase : -1;

    /* Let go far from where it may go: refused, the card goes back. */
    snprintf(what, sizeof what, "%s: a drop in the corner", def->id);
    bool dragging = false;
    drag(e, from.x, from.y, t->main.x + eng_px(e, 4), t->main.y + eng_px(e, 4), t, &dragging);
    CHECK_MSG(dragging, "%s: the card drags", what);
    CHECK_EQ_INT(m->sg.n_moves, before);
    CHECK(su_refusal_plain(e));
    check_flies_back(e, t, card, what);
    drops_refused++;

    /* Escape while the card is held: the menu opens and the card goes
     * back; the release, on the menu, plays nothing, and the table does
     * not carry the card on after the menu. */
    snprintf(what, sizeof what, "%s: Escape during a drag", def->id);
    hold(e, t, from, to, what);
    su_key(e, SDLK_ESCAPE);
    CHECK_MSG(!strcmp(eng_top(e)->vt->name, "pause"), "%s: the menu opens", what);
    CHECK_MSG(!t->dragging, "%s: the card is let go", what);
    su_push_mouse(SDL_MOUSEBUTTONUP, to.x, to.y);
    su_step(e);
    su_key(e, SDLK_ESCAPE);
    CHECK_MSG(eng_top(e) == &t->base, "%s: the menu closes", what);
    moved_back(e, t, (SDL_Point){to.x + 1, to.y + 1}, before, card, what);

    /* A release the window did not hear (let go outside it while it had
     * lost the focus): the next motion, without the button, lets go. */
    snprintf(what, sizeof what, "%s: a release not heard", def->id);
    hold(e, t, from, to, what);
    su_mouse_held = false;
    moved_back(e, t, (SDL_Point){to.x + 2, to.y + 2}, before, card, what);

    /* The right button while the card is held puts it back; the left
     * one let go where it was lit then plays nothing. */
    snprintf(what, sizeof what, "%s: a right click during a drag", def->id);
    char shown[256];
    snprintf(shown, sizeof shown, "%s", scene_table_toast(eng_top(e)));
    hold(e, t, from, (SDL_Point){(from.x + to.x) / 2, (from.y + to.y) / 2}, what);
    for (int type = SDL_MOUSEBUTTONDOWN; type <= SDL_MOUSEBUTTONUP; type++) {
        SDL_Event right;
        memset(&right, 0, sizeof right);
        right.type = (Uint32)type;
        right.button.button = SDL_BUTTON_RIGHT;
        right.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
        right.button.x = (from.x + to.x) / 2;
        right.button.y = (from.y + to.y) / 2;
        SDL_PushEvent(&right);
    }
    su_step(e);
    CHECK_MSG(!t->dragging, "%s: the card is let go", what);
    su_push_mouse(SDL_MOUSEMOTION, to.x, to.y);
    su_step(e);
    su_push_mouse(SDL_MOUSEBUTTONUP, to.x, to.y);
    su_step(e);
    CHECK_EQ_INT(m->sg.n_moves, before);
    CHECK_MSG(!strcmp(scene_table_toast(eng_top(e)), shown), "%s: nothing is refused (shown: '%s')",
              what, scene_table_toast(eng_top(e)));
    settle(e, t); /* the right button's release hurried its flight to its end */
    CHECK_MSG(!mid_card_away(t, card), "%s: the card is back in its place", what);

    /* A card that may not go there, let go where another may: refused by
     * the rules, with their reason. */
    if (unlit >= 0) {
        EngTarget bad = e->targets[unlit];
        int bad_card = t->def->drag_card(t, &bad);
        SDL_Point b = centre(bad.r);
        snprintf(what, sizeof what, "%s: a card the rules refuse", def->id);
        drag(e, b.x, b.y, to.x, to.y, t, NULL);
        CHECK_EQ_INT(m->sg.n_moves, before);
        CHECK(su_refusal_plain(e));
        check_flies_back(e, t, bad_card, what);
        drops_refused++;
        /* the drop lit no place for it, but one for the lit card */
        src = e->targets[lit];
        from = centre(src.r);
    }

    /* Let go where it may go: played. */
    src.r = (SDL_Rect){0};
    for (int i = 0; i < e->ntargets; i++)
        if (t->def->drag_card(t, &e->targets[i]) == card)
            src = e->targets[i];
    CHECK(src.r.w > 0);
    from = centre(src.r);
    drag(e, from.x, from.y, to.x, to.y, t, NULL);
    /* Up or Down?: a ring card dropped on a column of the player's area
     * (its middle may be one) is taken and placed there, two steps */
    int played = m->sg.n_moves - before;
    bool both = phase == UOD_PHASE_TAKE && played == 2;
    CHECK_MSG(played == 1 || both, "%s: the card dropped where it was lit is played (shown: '%s')",
              def->id, scene_table_toast(eng_top(e)));
    drags_played += played == 1 || both;
    if (phase >= 0 && (played == 1 || both))
        uod_phases_dragged |= 1u << phase;
    return true;
}

/* Up or Down?: a card taken from the ring by a drop in the player's own
 * area stays taken where the drop is on no column (the hand's row), and
 * goes onto the column it is dropped on when the rules let it; a drop on
 * a column the rules refuse takes the card and says why it cannot go
 * there. */
static void uod_take_drops(Eng *e)
{
    const GameDef *def = game_find("up-or-down");
    int took_only = 0, took_and_placed = 0, refused_place = 0;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        for (int where = 0; where < 2; where++) {
            Match *m = two_seats(def, seed);
            if (!m)
                return;
            Move moves[GAME_MAX_MOVES];
            char why[GAME_ERR_LEN];
            /* seat 0's first take: its play, by the first legal move */
            while (!scene_match_over(m) &&
                   !(scene_match_to_move(m) == 0 &&
                     ((const UodState *)m->view)->phase == UOD_PHASE_TAKE)) {
                int n = def->legal_moves(m->sg.state, moves, GAME_MAX_MOVES);
                CHECK(n > 0 && scene_match_play(m, &moves[0], why, sizeof why));
            }
            su_open_table(e, m);
            su_step(e);
            MidTable *t = (MidTable *)eng_top(e);
            settle(e, t);
            EngTarget ring = {0}, hand = {0}, slot = {0};
            for (int i = 0; i < e->ntargets; i++) {
                const EngTarget *tg = &e->targets[i];
                if (tg->kind == T_RING && !ring.kind && t->def->drag_card(t, tg) != MID_NO_DRAG)
                    ring = *tg;
                if (tg->kind == T_HAND && !hand.kind)
                    hand = *tg;
                if ((tg->kind == T_NEW || tg->kind == T_COLUMN) && !slot.kind)
                    slot = *tg;
            }
            CHECK(ring.kind && hand.kind && slot.kind);
            if (!ring.kind || !hand.kind || !slot.kind)
                continue;
            int before = m->sg.n_moves;
            SDL_Point a = centre(ring.r), b = centre(where ? slot.r : hand.r);
            drag(e, a.x, a.y, b.x, b.y, t, NULL);
            const UodState *v = m->view;
            if (where == 0) {
                CHECK_EQ_INT(m->sg.n_moves, before + 1);
                CHECK_EQ_INT(v->phase, UOD_PHASE_PLACE);
                took_only += m->sg.n_moves == before + 1;
            } else if (m->sg.n_moves == before + 2) {
                took_and_placed++;
            } else {
                /* taken, the place refused with the rules' reason */
                CHECK_EQ_INT(m->sg.n_moves, before + 1);
                CHECK_EQ_INT(v->phase, UOD_PHASE_PLACE);
                CHECK(su_refusal_plain(e));
                refused_place++;
            }
            eng_reset_to(e, scene_title_new(e));
            eng_apply_stack(e);
        }
    }
    CHECK_MSG(took_only == 12 && took_and_placed > 0,
              "Up or Down?: %d takes alone, %d taken and placed, %d places refused", took_only,
              took_and_placed, refused_place);
    printf("Up or Down?: %d ring cards taken by a drop, %d taken and placed, %d places refused\n",
           took_only, took_and_placed, refused_place);
}

/* In the tutorial a ring card dropped on a column is taken only: a guided
 * game goes a step at a time, each with its words. */
static void uod_guided_take(Eng *e)
{
    const GameDef *def = game_find("up-or-down");
    char err[GAME_ERR_LEN + 200];
    eng_reset_to(e, scene_title_new(e));
    eng_apply_stack(e);
    CHECK_MSG(scene_tutorial_push(e, def, err, sizeof err) != NULL, "%s", err);
    su_step(e);
    MidTable *t = (MidTable *)e->stack[e->nstack - 2];
    Match *m = scene_table_match(&t->base);
    CHECK(su_click(e, T_BUTTON, B_CONTINUE, 0)); /* the welcome */
    CHECK(su_click(e, T_HAND, 25, 0));           /* the script's first play */
    settle(e, t);
    const UodState *v = m->view;
    CHECK_EQ_INT(v->phase, UOD_PHASE_TAKE);
    SDL_Rect ring = {0}, slot = {0};
    CHECK(eng_target_find(e, T_RING, 29, 0, &ring) && eng_target_find(e, T_NEW, 0, 0, &slot));
    int before = m->sg.n_moves;
    SDL_Point a = centre(ring), b = centre(slot);
    drag(e, a.x, a.y, b.x, b.y, t, NULL);
    CHECK_EQ_INT(m->sg.n_moves, before + 1);
    CHECK_EQ_INT(v->phase, UOD_PHASE_PLACE);
    eng_reset_to(e, scene_title_new(e));
    eng_apply_stack(e);
}

/* 3UP 3DOWN's setup: the hand card's place overlaps a 3DOWN card. */
static bool on_slots(Eng *e, int card)
{
    SDL_Rect r, slot;
    if (!eng_target_find(e, T_HAND, card, 0, &r))
        return false;
    for (int k = 0; k < T3_SLOTS; k++)
        if (eng_target_find(e, T_SLOT, k, 1, &slot) && SDL_HasIntersection(&r, &slot))
            return true;
    return false;
}

static int count_on_slots(Eng *e, const int *cards, int n)
{
    int on = 0;
    for (int i = 0; i < n; i++)
        on += on_slots(e, cards[i]);
    return on;
}

/* Drags card onto 3DOWN place k (-1: into the corner of the table). */
static void drag_to_slot(Eng *e, MidTable *t, int card, int k)
{
    SDL_Rect from, slot = {t->main.x, t->main.y, 2 * eng_px(e, 4), 2 * eng_px(e, 4)};
    CHECK(eng_target_find(e, T_HAND, card, 0, &from));
    if (k >= 0)
        CHECK(eng_target_find(e, T_SLOT, k, 1, &slot));
    bool lit = false;
    SDL_Point a = centre(from), b = centre(slot);
    drag(e, a.x, a.y, b.x, b.y, t, &lit);
    CHECK_MSG(lit, "3UP 3DOWN setup: card %d drags", card);
    settle(e, t);
}

/* 3UP 3DOWN: at the setup the cards picked lie on the 3DOWN cards, as
 * they will once put up. A hand card dropped on a 3DOWN card is picked
 * there (in place of the one picked there when three are); a picked card
 * dropped off them goes back to the hand; a drop elsewhere is refused.
 * None of these is the move: the button puts the three up. */
static void t3_choose_drops(Eng *e)
{
    const GameDef *def = game_find("3up-3down");
    Match *m = two_seats(def, 5);
    if (!m)
        return;
    su_open_table(e, m);
    su_step(e);
    MidTable *t = (MidTable *)eng_top(e);
    settle(e, t);
    CHECK_EQ_INT(((const T3State *)m->view)->phase, T3_PHASE_SETUP);
    int hand[T3_DECK], n = su_targets_of(e, T_HAND, hand, T3_DECK);
    CHECK_EQ_INT(n, 6);
    if (n != 6)
        return;
    CHECK_EQ_INT(count_on_slots(e, hand, n), 0);
    for (int i = 0; i < 3; i++) {
        drag_to_slot(e, t, hand[5 - i], i);
        CHECK_MSG(on_slots(e, hand[5 - i]), "card %d dropped on a 3DOWN card lies there", 5 - i);
    }
    CHECK_EQ_INT(count_on_slots(e, hand, n), 3);
    CHECK_EQ_INT(m->sg.n_moves, 0);
    /* a fourth takes the place of the one on that 3DOWN card */
    drag_to_slot(e, t, hand[0], 1);
    CHECK(on_slots(e, hand[0]));
    CHECK_EQ_INT(count_on_slots(e, hand, n), 3);
    /* a picked card dropped into the corner goes back to the hand */
    drag_to_slot(e, t, hand[0], -1);
    CHECK(!on_slots(e, hand[0]));
    CHECK_EQ_INT(count_on_slots(e, hand, n), 2);
    CHECK(!su_refusal_plain(e));
    /* a hand card dropped there is refused, and flies back */
    int picked[3], np = 0, loose = -1;
    for (int i = 0; i < n; i++)
        if (on_slots(e, hand[i]))
            picked[np++] = hand[i];
        else if (loose < 0)
            loose = hand[i];
    SDL_Rect from;
    CHECK(loose >= 0 && eng_target_find(e, T_HAND, loose, 0, &from));
    SDL_Point a = centre(from);
    drag(e, a.x, a.y, t->main.x + eng_px(e, 4), t->main.y + eng_px(e, 4), t, NULL);
    CHECK(su_refusal_plain(e));
    check_flies_back(e, t, loose, "3UP 3DOWN setup: a drop off the 3DOWN cards");
    CHECK(!on_slots(e, loose));
    /* a click picks too: the card glides to its 3DOWN card */
    CHECK(su_click(e, T_HAND, loose, 0));
    bool glides = false;
    for (int i = 0; i < t->nflights; i++)
        glides |= t->flights[i].card == loose;
    CHECK_MSG(glides, "a card clicked glides to its 3DOWN card");
    settle(e, t);
    CHECK(on_slots(e, loose));
    picked[np++] = loose;
    CHECK_EQ_INT(np, 3);
    CHECK_EQ_INT(m->sg.n_moves, 0);
    /* the button puts up the three lying there */
    CHECK(su_click(e, T_ACTION, T3_M_UP, 0));
    CHECK_EQ_INT(m->sg.n_moves, 1);
    const T3State *v = m->sg.state;
    for (int i = 0; i < np; i++) {
        bool up = false;
        for (int k = 0; k < T3_SLOTS; k++)
            up |= v->up[0][k] == picked[i];
        CHECK_MSG(up, "card %d lying on a 3DOWN card was put up", picked[i]);
    }
    eng_reset_to(e, scene_title_new(e));
    eng_apply_stack(e);
}

/* 3UP 3DOWN: a card that drags from a pile or face down. A 3DOWN card
 * drags face down to the discard pile and is turned up there; the
 * discard pile, when it must be picked up, and the draw pile's card, when
 * one may be drawn (option voluntary draw), drag into the hand. Each let
 * go in the corner is refused and flies back to its place; let go where
 * it is lit, it makes its move (`word`, the move's text). Two games for
 * each, played at random to a turn of seat 0 where the move is legal. */
static void t3_pile_drops(Eng *e, int kind, const char *option, const char *word)
{
    const GameDef *def = game_find("3up-3down");
    const int kinds[2] = {SEAT_HUMAN, SEAT_NORMAL};
    Rng rng;
    rng_seed(&rng, 5);
    int found = 0;
    for (uint64_t seed = 1; seed <= 40 && found < 2; seed++) {
        Match *m = su_match_options(def->id, 2, seed, kinds, option);
        if (!m)
            return;
        Move moves[GAME_MAX_MOVES];
        char why[GAME_ERR_LEN];
        bool reached = false;
        for (int k = 0; k < 600 && !reached && !scene_match_over(m); k++) {
            int n = def->legal_moves(m->sg.state, moves, GAME_MAX_MOVES);
            for (int i = 0; i < n && scene_match_to_move(m) == 0; i++)
                reached |= moves[i].kind == kind;
            if (!reached)
                CHECK(n > 0 &&
                      scene_match_play(m, &moves[rng_below(&rng, (uint32_t)n)], why, sizeof why));
        }
        if (!reached) {
            scene_match_free(m);
            continue;
        }
        su_open_table(e, m);
        su_step(e);
        MidTable *t = (MidTable *)eng_top(e);
        settle(e, t);
        EngTarget src = {.kind = T_PILE, .a = kind == T3_M_DRAW ? 0 : 1};
        if (kind == T3_M_FLIP) {
            src = (EngTarget){.kind = T_SLOT, .b = 1};
            while (src.a < T3_SLOTS && !eng_target_find(e, T_SLOT, src.a, 1, NULL))
                src.a++;
        }
        SDL_Rect zone[8];
        CHECK(eng_target_find(e, src.kind, src.a, src.b, &src.r));
        int card = t->def->drag_card(t, &src);
        CHECK_MSG(card != MID_NO_DRAG && t->def->drop_zones(t, e, &src, zone, 8) == 1,
                  "3UP 3DOWN: the card of '%s' drags, with a place to go", word);
        if (card == MID_NO_DRAG)
            break;
        int before = m->sg.n_moves;
        SDL_Point a = centre(src.r), b = centre(zone[0]);
        bool lit = false;
        char what[96];
        snprintf(what, sizeof what, "3UP 3DOWN: '%s' let go in the corner", word);
        drag(e, a.x, a.y, t->main.x + eng_px(e, 4), t->main.y + eng_px(e, 4), t, &lit);
        CHECK_MSG(lit, "%s: the card drags", what);
        CHECK_EQ_INT(m->sg.n_moves, before);
        CHECK(su_refusal_plain(e));
        check_flies_back(e, t, card, what);
        drag(e, a.x, a.y, b.x, b.y, t, NULL);
        CHECK_EQ_INT(m->sg.n_moves, before + 1);
        if (m->sg.n_moves == before + 1)
            CHECK_MSG(!strncmp(m->sg.moves[before], word, strlen(word)),
                      "the drop of '%s' made the move '%s'", word, m->sg.moves[before]);
        found++;
        eng_reset_to(e, scene_title_new(e));
        eng_apply_stack(e);
    }
    CHECK_MSG(found == 2, "3UP 3DOWN: %d games reached a '%s' of seat 0", found, word);
}

/* The match of seed after the moves played so far (the table owns it). */
static Match *replayed(const GameDef *def, uint64_t seed, const Move *played, int n)
{
    Match *m = two_seats(def, seed);
    char why[GAME_ERR_LEN];
    for (int i = 0; m && i < n; i++)
        CHECK(scene_match_play(m, &played[i], why, sizeof why));
    return m;
}

static void game_drags(Eng *e, const GameDef *def)
{
    Rng rng;
    rng_seed(&rng, 11);
    int done = 0;
    static Move played[400];
    for (uint64_t seed = 1; seed <= 3; seed++) {
        Match *game = two_seats(def, seed); /* the moves of the game, off the table */
        if (!game)
            return;
        Move moves[GAME_MAX_MOVES];
        char why[GAME_ERR_LEN];
        int n_played = 0;
        /* the first three positions of the seat at the screen: in Up or
         * Down? the play, the take and the placing of its first turn */
        for (int tries = 0; n_played < 400 && tries < 3 && !scene_match_over(game);) {
            if (scene_match_to_move(game) == 0) {
                Match *m = replayed(def, seed, played, n_played);
                if (m && try_position(e, def, m))
                    done++, tries++;
                eng_reset_to(e, scene_title_new(e));
                eng_apply_stack(e);
            }
            int n = def->legal_moves(game->sg.state, moves, GAME_MAX_MOVES);
            if (n <= 0)
                break;
            /* on a few moves between the positions tried */
            played[n_played] = moves[rng_below(&rng, (uint32_t)n)];
            CHECK(scene_match_play(game, &played[n_played], why, sizeof why));
            n_played++;
        }
        scene_match_free(game);
    }
    CHECK_MSG(done >= 3, "%s: %d positions where a card drags", def->id, done);
    printf("%s: %d positions dragged in\n", def->name, done);
}

int main(void)
{
    int w = 1280, h = 800; /* UPDOWN_TEST_SIZE=WxH drags at another size */
    const char *size = getenv("UPDOWN_TEST_SIZE");
    if (size && sscanf(size, "%dx%d", &w, &h) != 2)
        w = 1280, h = 800;
    Eng *e = su_open(w, h);
    CHECK(e != NULL);
    if (!e)
        return check_exit("scene_drag");
    e->settings.anim_speed = 100;
    for (int g = 0; g < game_count(); g++)
        game_drags(e, game_at(g));
    uod_take_drops(e);
    uod_guided_take(e);
    t3_choose_drops(e);
    t3_pile_drops(e, T3_M_FLIP, NULL, "flip");
    t3_pile_drops(e, T3_M_PICKUP, NULL, "pickup");
    t3_pile_drops(e, T3_M_DRAW, "voluntary_draw=on", "draw");
    printf("%d drops played, %d refused\n", drags_played, drops_refused);
    CHECK_MSG(uod_phases_dragged ==
                  (1u << UOD_PHASE_PLAY | 1u << UOD_PHASE_TAKE | 1u << UOD_PHASE_PLACE),
              "Up or Down?: the steps dragged: %#x", uod_phases_dragged);
    eng_close(e);
    return check_exit("scene_drag");
}
