/* The games' decks and pieces (cards.h), drawn with the engine's art and
 * text. */
#include "cards.h"

#include <math.h>
#include <stdio.h>

#include "i18n.h"
#include "three_up.h"
#include "up_and_down.h"
#include "up_or_down.h"

/* ---------------------------------------------------------------------- */
/* Up or Down?: six faces, one a colour (R-UOD-2), numbered 1..126. */

static const char *const uod_art_names[UOD_COLOURS] = {"ruby",  "pink", "gold",
                                                       "green", "blue", "purple"};

static void uod_art_file(int art, char *buf, size_t len)
{
    snprintf(buf, len, "cards/uod-%s.svg", uod_art_names[art]);
}

static bool uod_valid(int id) { return id >= 1 && id <= UOD_MAX_CARDS; }

/* Up or Down?: the number in the top band and in the bottom band (rulebook:
 * a column shows its cards' top or bottom numbers). */
static void uod_marks(Eng *e, int id, SDL_Rect r)
{
    char buf[8];
    snprintf(buf, sizeof buf, "%d", id);
    int px = r.h * 15 / 100;
    if (px < 7)
        px = 7;
    eng_card_number(e, buf, r.x + r.w / 2, r.y + r.h * 375 / 3500, px);
    eng_card_number(e, buf, r.x + r.w / 2, r.y + r.h * 3125 / 3500, px);
}

const EngDeck uod_deck = {
    .name = "Up or Down?",
    .ids = UOD_MAX_CARDS + 1,
    .valid = uod_valid,
    .narts = UOD_COLOURS,
    .art_file = uod_art_file,
    .art_of = uod_colour,
    .symbols_optional = true,
    .marks = uod_marks,
};

/* ---------------------------------------------------------------------- */
/* Up & Down: a face a card, named like the move notation (cards/uad-qh.svg). */

static void uad_art_file(int art, char *buf, size_t len)
{
    static const char *const values[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "j", "q"};
    static const char suits[] = "cdhs";
    /* art = card id - 1 = suit * 11 + value - 2 */
    snprintf(buf, len, "cards/uad-%s%c.svg", values[art % 11], suits[art / 11]);
}

static bool uad_valid(int id) { return id >= 1 && id <= UAD_CARDS; }
static int uad_art_of(int id) { return id - 1; }

/* Up & Down: the value in the top-left corner above the suit, and again
 * in the bottom-right corner, so a card fanned in a hand shows both. */
static void uad_marks(Eng *e, int id, SDL_Rect r)
{
    static const char *const names[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q"};
    int v = uad_value(id);
    const char *s = names[v - 2];
    int px = r.h * 12 / 100;
    if (v == 10)
        px = px * 84 / 100;
    if (px < 7)
        px = 7;
    SDL_Color c = cards_uad_suit_colour(uad_suit(id));
    eng_text(e, FONT_BOLD, px, c, s, r.x + r.w * 30 / 250, r.y + r.h * 37 / 350,
             ALIGN_CENTER | ALIGN_MIDDLE);
    eng_text(e, FONT_BOLD, px, c, s, r.x + r.w * 220 / 250, r.y + r.h * 313 / 350,
             ALIGN_CENTER | ALIGN_MIDDLE);
}

const EngDeck uad_deck = {
    .name = "Up & Down",
    .ids = UAD_CARDS + 1,
    .valid = uad_valid,
    .narts = UAD_CARDS,
    .art_file = uad_art_file,
    .art_of = uad_art_of,
    .marks = uad_marks,
};

/* ---------------------------------------------------------------------- */
/* 3UP 3DOWN: numbered red, green and blue faces, then the Clear ones. */

static void t3_art_file(int art, char *buf, size_t len)
{
    static const char *const colours[] = {"red", "green", "blue"};
    snprintf(buf, len, "cards/t3-%s%s.svg", art >= 3 ? "clear-" : "", colours[art % 3]);
}

static int t3_art_of(int id) { return t3_card_colour(id) + (t3_card_rank(id) >= T3_CLEAR ? 3 : 0); }

/* 3UP 3DOWN: the value in the corner plates beside the colour's symbol and
 * large in the middle; the Clear cards say CLEAR and what they owe. */
static void t3_marks(Eng *e, int id, SDL_Rect r)
{
    int rank = t3_card_rank(id);
    SDL_Color ink = cards_t3_colour(t3_card_colour(id));
    ink =
        (SDL_Color){(Uint8)(ink.r * 7 / 10), (Uint8)(ink.g * 7 / 10), (Uint8)(ink.b * 7 / 10), 255};
    char corner[32];
    if (rank < T3_CLEAR)
        snprintf(corner, sizeof corner, "%d", rank);
    else
        snprintf(corner, sizeof corner, "%s", cards_t3_clear_short(rank));
    int cpx = eng_text_fit(e, FONT_BOLD, r.h * 11 / 100, corner, r.w * 54 / 250);
    if (cpx < 7)
        cpx = 7;
    eng_text(e, FONT_BOLD, cpx, ink, corner, r.x + r.w * 40 / 250, r.y + r.h * 38 / 350,
             ALIGN_CENTER | ALIGN_MIDDLE);
    eng_text(e, FONT_BOLD, cpx, ink, corner, r.x + r.w * 210 / 250, r.y + r.h * 312 / 350,
             ALIGN_CENTER | ALIGN_MIDDLE);
    int cx = r.x + r.w / 2, cy = r.y + r.h / 2;
    if (rank < T3_CLEAR) {
        char buf[16];
        snprintf(buf, sizeof buf, "%d", rank);
        int px = r.h * 34 / 100;
        eng_text(e, FONT_BOLD, px, ink, buf, cx, cy + r.h / 100, ALIGN_CENTER | ALIGN_MIDDLE);
        return;
    }
    /* TRANSLATORS: the word in the middle of a 3UP 3DOWN Clear card, in
     * capitals as the card prints it; it shrinks to fit the card. */
    const char *word = C_("card face", "CLEAR");
    int px = eng_text_fit(e, FONT_BOLD, r.h * 12 / 100, word, r.w * 64 / 100);
    int dy = rank == T3_CLEAR ? 0 : r.h * 9 / 100;
    eng_text(e, FONT_BOLD, px, ENG_WHITE, word, cx, cy - dy, ALIGN_CENTER | ALIGN_MIDDLE);
    if (rank > T3_CLEAR) {
        char buf[16];
        snprintf(buf, sizeof buf, "+%d", rank - T3_CLEAR);
        eng_text(e, FONT_BOLD, r.h * 16 / 100, ENG_GOLD, buf, cx, cy + r.h * 9 / 100,
                 ALIGN_CENTER | ALIGN_MIDDLE);
    }
}

const EngDeck t3_deck = {
    .name = "3UP 3DOWN",
    .ids = T3_DECK,
    .narts = 6,
    .art_file = t3_art_file,
    .art_of = t3_art_of,
    .marks = t3_marks,
};

/* ---------------------------------------------------------------------- */
/* Colours and pieces */

const char *cards_t3_clear_short(int rank)
{
    /* TRANSLATORS: a 3UP 3DOWN Clear card in short (C, C+1, C+2), in a
     * card's corner and in the list of the cards a player is known to
     * hold: a letter or two. */
    return rank == T3_CLEAR1   ? C_("Clear card, short", "C+1")
           : rank == T3_CLEAR2 ? C_("Clear card, short", "C+2")
                               : C_("Clear card, short", "C");
}

const char *cards_uad_face_word(int face)
{
    /* TRANSLATORS: the faces of Up & Down's UP&DOWN card, written on it in
     * capitals and named on the table ("UP · trump 7"); short. */
    return face == UAD_DOWN ? C_("card face", "DOWN") : C_("card face", "UP");
}

SDL_Color cards_t3_colour(int colour)
{
    static const SDL_Color c[T3_COLOURS] = {
        {216, 65, 47, 255},  /* red: flames on stripes */
        {47, 154, 82, 255},  /* green: leaves on dots */
        {47, 111, 208, 255}, /* blue: drops on waves */
    };
    return colour >= 0 && colour < T3_COLOURS ? c[colour] : ENG_INK;
}

SDL_Color cards_uad_suit_colour(int suit)
{
    static const SDL_Color c[UAD_SUITS] = {
        {35, 146, 74, 255},  /* clubs: green */
        {36, 102, 200, 255}, /* diamonds: blue */
        {214, 40, 57, 255},  /* hearts: red */
        {42, 42, 51, 255},   /* spades: black */
    };
    return suit >= 0 && suit < UAD_SUITS ? c[suit] : ENG_INK;
}

const char *cards_uad_suit_glyph(int suit)
{
    static const char *const g[UAD_SUITS] = {"\xe2\x99\xa3", "\xe2\x99\xa6", "\xe2\x99\xa5",
                                             "\xe2\x99\xa0"};
    return suit >= 0 && suit < UAD_SUITS ? g[suit] : "?";
}

/* Squashes a square's width for the flip, along the screen's x axis
 * whatever quarter turn it rests at. */
static SDL_FRect squashed(SDL_Rect r, double angle, float squash)
{
    SDL_FRect d = {(float)r.x, (float)r.y, (float)r.w, (float)r.h};
    int quarter = ((int)lround(angle / 90.0) % 2 + 2) % 2;
    if (quarter == 0) {
        d.w = r.w * squash;
        d.x = r.x + (r.w - d.w) / 2;
    } else {
        d.h = r.h * squash;
        d.y = r.y + (r.h - d.h) / 2;
    }
    return d;
}

void cards_uad_board(Eng *e, int face, SDL_Rect r, double angle, float squash, unsigned flags)
{
    int rad = r.w * 26 / 300;
    if (squash > 0.98f)
        eng_card_under(e, r, flags | CARD_SHADOW);
    SDL_Texture *t =
        eng_art(e, face ? "cards/uad-board-down.svg" : "cards/uad-board-up.svg", r.w, r.h);
    if (t && squash > 0.01f) {
        SDL_FRect d = squashed(r, angle, squash);
        SDL_RenderCopyExF(e->ren, t, NULL, &d, angle, NULL, SDL_FLIP_NONE);
    }
    if (squash > 0.85f && !(flags & CARDS_BOARD_PLAIN)) {
        /* arrows pointing the way the trick goes: up for UP, down for DOWN */
        float cx0 = r.x + r.w / 2.0f, cy0 = r.y + r.h / 2.0f, s = r.w / 300.0f;
        SDL_Color ac = {255, 255, 255, 110};
        for (int i = 0; i < 2; i++) {
            float dir = face ? 1.0f : -1.0f;
            float tip = cy0 + dir * (34 + i * 20) * s, base = tip - dir * 16 * s;
            float hw = 30 * s, th = 7 * s;
            SDL_FPoint a = {cx0 - hw, base}, b = {cx0, tip}, c = {cx0 + hw, base};
            eng_line(e, a, b, th, ac);
            eng_line(e, b, c, th, ac);
        }
        const char *word = cards_uad_face_word(face);
        int px = eng_text_fit(e, FONT_BOLD, r.w * 18 / 100, word, r.w * 42 / 100);
        int cx = r.x + r.w / 2, cy = r.y + r.h / 2;
        eng_text_quiet(e, true); /* the word's shadow */
        eng_text(e, FONT_BOLD, px, (SDL_Color){0, 0, 0, 90}, word, cx + px / 16 + 1,
                 cy + px / 12 + 1, ALIGN_CENTER | ALIGN_MIDDLE);
        eng_text_quiet(e, false);
        eng_text(e, FONT_BOLD, px, ENG_WHITE, word, cx, cy, ALIGN_CENTER | ALIGN_MIDDLE);
    }
    if (squash > 0.98f && (flags & (CARD_HOVER | CARD_GLOW | CARD_REFUSED))) {
        SDL_Color c = flags & CARD_REFUSED ? (SDL_Color){235, 60, 50, 255}
                      : flags & CARD_HOVER ? (SDL_Color){255, 248, 210, 255}
                                           : (SDL_Color){255, 210, 80, 255};
        eng_round_outline(e, r, rad, r.h / 80 + 2, c);
    }
}

void cards_die(Eng *e, int value, SDL_Rect r, double angle, unsigned flags)
{
    if (value < 1 || value > 6)
        return;
    int rad = r.w * 18 / 100;
    if (flags & (CARD_HOVER | CARD_GLOW))
        eng_shadow(e, r, rad, r.h / 4,
                   flags & CARD_HOVER ? (SDL_Color){255, 236, 150, 255}
                                      : (SDL_Color){255, 214, 90, 230});
    else
        eng_shadow(e, (SDL_Rect){r.x + r.w / 30, r.y + r.h / 16, r.w, r.h}, rad, r.h / 8,
                   (SDL_Color){0, 0, 0, 120});
    char file[32];
    snprintf(file, sizeof file, "dice/die-%d.svg", value);
    SDL_Texture *t = eng_art(e, file, r.w, r.h);
    if (t)
        SDL_RenderCopyEx(e->ren, t, NULL, &r, angle, NULL, SDL_FLIP_NONE);
}

SDL_Color cards_uod_colour(int colour)
{
    static const SDL_Color c[UOD_COLOURS] = {
        {214, 60, 84, 255},  {240, 130, 185, 255}, {246, 190, 60, 255},
        {90, 196, 130, 255}, {110, 160, 240, 255}, {178, 130, 226, 255},
    };
    return colour >= 0 && colour < UOD_COLOURS ? c[colour] : ENG_WHITE;
}
