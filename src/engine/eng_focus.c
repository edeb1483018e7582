/* The keyboard and gamepad focus over the targets the scenes report.
 *
 * A scene does nothing for it: every target it adds can be reached, unless
 * it marks one ENG_TARGET_NOFOCUS, and Enter on the focus reaches the scene
 * as a left click on that target (eng_clicked says so). The focus is kept
 * by meaning (kind, a, b), so it survives a new layout; when its target is
 * gone it settles on the first one in reading order. A gamepad's buttons
 * become the keys they stand for, so a scene handles only keys. */
#include <stdlib.h>
#include <string.h>

#include "eng_internal.h"

#define STICK_ON 16000 /* past this the stick points one way */
#define STICK_OFF 8000 /* back under this it is centred again */
/* A held direction repeats after a pause, then steadily (seconds). */
#define PAD_REPEAT_DELAY 0.4
#define PAD_REPEAT_EVERY 0.09

static bool focusable(const EngTarget *t)
{
    return t->kind && !(t->flags & ENG_TARGET_NOFOCUS) && t->r.w > 0 && t->r.h > 0;
}

/* The target of the focus: the topmost with its meaning, or -1. */
static int find(const Eng *e)
{
    for (int i = e->ntargets - 1; i >= 0; i--) {
        const EngTarget *t = &e->targets[i];
        if (focusable(t) && t->kind == e->focus.kind && t->a == e->focus.a && t->b == e->focus.b)
            return i;
    }
    return -1;
}

const EngTarget *eng_focus_get(const Eng *e)
{
    if (!e->focus_shown)
        return NULL;
    int i = find(e);
    return i >= 0 ? &e->targets[i] : NULL;
}

bool eng_focused(const Eng *e, int kind, int a, int b)
{
    const EngTarget *t = eng_focus_get(e);
    return t && t->kind == kind && t->a == a && t->b == b;
}

static void focus_on(Eng *e, const EngTarget *t)
{
    e->focus = *t;
    e->focus_shown = true;
    e->hover = *t;
    e->dirty = true;
}

void eng_focus_set(Eng *e, int kind, int a, int b, bool shown)
{
    e->focus = (EngTarget){.kind = kind, .a = a, .b = b};
    if (shown)
        e->focus_shown = true;
    int i = find(e);
    if (e->focus_shown && i >= 0)
        e->hover = e->targets[i];
    e->dirty = true;
}

/* Reading order, group by group (eng_target_group): rows from the top (a
 * band of about 20 layout pixels), then from the left. */
static int row_of(const Eng *e, const EngTarget *t)
{
    int band = (int)(20 * e->unit);
    return (t->r.y + t->r.h / 2) / (band > 4 ? band : 4);
}

static bool before(const Eng *e, const EngTarget *a, const EngTarget *b)
{
    if (a->group != b->group)
        return a->group < b->group;
    int ra = row_of(e, a), rb = row_of(e, b);
    if (ra != rb)
        return ra < rb;
    int xa = a->r.x + a->r.w / 2, xb = b->r.x + b->r.w / 2;
    return xa < xb;
}

/* The next (dir 1) or previous (dir -1) focusable target in reading order
 * from target cur (-1: none), wrapping round. Targets that share a place
 * in that order keep the order they were added in. */
static int step_order(const Eng *e, int cur, int dir)
{
    int best = -1, wrap = -1;
    for (int i = 0; i < e->ntargets; i++) {
        const EngTarget *t = &e->targets[i];
        if (!focusable(t) || i == cur)
            continue;
        const EngTarget *c = cur >= 0 ? &e->targets[cur] : NULL;
        /* "after" c in the order, with the index breaking ties */
        bool after = !c || (dir > 0 ? (before(e, c, t) || (!before(e, t, c) && i > cur))
                                    : (before(e, t, c) || (!before(e, c, t) && i < cur)));
        const EngTarget *b = best >= 0 ? &e->targets[best] : NULL;
        const EngTarget *w = wrap >= 0 ? &e->targets[wrap] : NULL;
        if (after) {
            if (!b || (dir > 0 ? before(e, t, b) : before(e, b, t)))
                best = i;
        } else if (!w || (dir > 0 ? before(e, t, w) : before(e, w, t))) {
            wrap = i;
        }
    }
    return best >= 0 ? best : wrap;
}

void eng_focus_settle(Eng *e)
{
    int i = find(e);
    bool fresh = i < 0 && !e->focus.kind; /* a new screen */
    if (i < 0)
        i = step_order(e, -1, 1);
    if (i < 0)
        return;
    /* On a new screen whose first target is one of a row of choices, the
     * focus starts on the one chosen: Enter there changes nothing. */
    for (int k = 0; fresh && k < e->ntargets && !(e->targets[i].flags & ENG_TARGET_CHOSEN); k++)
        if (focusable(&e->targets[k]) && (e->targets[k].flags & ENG_TARGET_CHOSEN) &&
            e->targets[k].kind == e->targets[i].kind && e->targets[k].a == e->targets[i].a)
            i = k;
    e->focus = e->targets[i];
    if (e->focus_shown)
        e->hover = e->targets[i];
}

/* The nearest focusable target from the focus in a direction. A target in
 * line with the focus (reaching into its row for left and right, into its
 * column for up and down) comes before any other, the nearest first and
 * then the one least to the side: so Down goes to the row below even where
 * that row's buttons only reach under the focus's edge. Beyond the line,
 * along the direction counts once and across it twice. */
static int step_space(const Eng *e, int cur, int dx, int dy)
{
    const SDL_Rect *c = &e->targets[cur].r;
    int cx = c->x + c->w / 2, cy = c->y + c->h / 2;
    int best = -1;
    long best_score = 0, best_across = 0;
    bool best_in_line = false;
    for (int i = 0; i < e->ntargets; i++) {
        const EngTarget *t = &e->targets[i];
        if (!focusable(t) || i == cur)
            continue;
        int tx = t->r.x + t->r.w / 2, ty = t->r.y + t->r.h / 2;
        long along = (long)(tx - cx) * dx + (long)(ty - cy) * dy;
        long across = labs((long)(tx - cx) * dy) + labs((long)(ty - cy) * dx);
        if (along <= 0)
            continue;
        bool in_line = dx ? t->r.y < c->y + c->h && c->y < t->r.y + t->r.h
                          : t->r.x < c->x + c->w && c->x < t->r.x + t->r.w;
        long score = in_line ? along : along + 2 * across;
        bool better =
            best < 0 || (in_line && !best_in_line) ||
            (in_line == best_in_line &&
             (score < best_score || (in_line && score == best_score && across < best_across)));
        if (better)
            best = i, best_score = score, best_in_line = in_line, best_across = across;
    }
    return best;
}

static void click_focus(Eng *e, const EngTarget *t)
{
    SDL_Event up = {0};
    up.type = SDL_MOUSEBUTTONUP;
    up.button.button = SDL_BUTTON_LEFT;
    up.button.state = SDL_RELEASED;
    up.button.clicks = 1;
    up.button.x = t->r.x + t->r.w / 2;
    up.button.y = t->r.y + t->r.h / 2;
    e->pressed = *t;
    e->key_click = true;
    Scene *top = eng_top(e);
    if (top && top->vt->event)
        top->vt->event(top, e, &up);
    e->key_click = false;
    eng_press_clear(e);
}

void eng_focus_show(Eng *e)
{
    /* With nothing to focus yet (another player's turn) the keys are in
     * hand all the same: the focus shows on the first choice when one
     * comes. */
    eng_focus_settle(e);
    int cur = find(e);
    if (cur >= 0)
        focus_on(e, &e->targets[cur]);
    else
        e->focus_shown = true;
}

void eng_focus_hide(Eng *e)
{
    if (e->focus_shown)
        e->dirty = true;
    e->focus_shown = false;
}

static bool focus_key(Eng *e, const SDL_Keysym *ks)
{
    Scene *top = eng_top(e);
    unsigned own = top && top->vt->own_keys ? top->vt->own_keys(top, e) : 0;
    if (own & ENG_KEYS_TEXT)
        return false;
    if (ks->mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI))
        return false;
    int dx = 0, dy = 0, order = 0;
    switch (ks->sym) {
    case SDLK_TAB:
        order = ks->mod & KMOD_SHIFT ? -1 : 1;
        break;
    case SDLK_LEFT:
    case SDLK_RIGHT:
        if (own & ENG_KEYS_LEFTRIGHT)
            return false;
        dx = ks->sym == SDLK_LEFT ? -1 : 1;
        break;
    case SDLK_UP:
    case SDLK_DOWN:
        if (own & ENG_KEYS_UPDOWN)
            return false;
        dy = ks->sym == SDLK_UP ? -1 : 1;
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE: {
        const EngTarget *t = eng_focus_get(e);
        if (!t || (own & ENG_KEYS_ENTER))
            return false;
        EngTarget copy = *t;
        click_focus(e, &copy);
        return true;
    }
    default:
        return false;
    }
    /* The first key shows where the focus is; the next ones move it. From
     * a default button, drawn as if the keys stood there already, the first
     * arrow moves too: Right then Enter by a gold button opens the one to
     * its right, as the screen reads, not the gold one. Tab, which goes by
     * the reading order and not from where the eye is, only shows it. */
    int cur = find(e);
    if (!e->focus_shown || cur < 0) {
        bool hidden = !e->focus_shown;
        eng_focus_show(e);
        cur = find(e);
        if (!hidden || order || cur < 0 || !(e->targets[cur].flags & ENG_TARGET_DEFAULT))
            return true;
    }
    int next = order ? step_order(e, cur, order) : step_space(e, cur, dx, dy);
    if (next >= 0)
        focus_on(e, &e->targets[next]);
    return true;
}

bool eng_key_is_modifier(SDL_Keycode k)
{
    return (k >= SDLK_LCTRL && k <= SDLK_RGUI) || k == SDLK_MODE || k == SDLK_CAPSLOCK ||
           k == SDLK_NUMLOCKCLEAR || k == SDLK_SCROLLLOCK;
}

/* --- gamepads ---------------------------------------------------------- */

void eng_pads_open(Eng *e)
{
    if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0)
        return; /* no gamepads here: the keyboard and mouse still work */
    for (int i = 0; i < SDL_NumJoysticks(); i++)
        if (SDL_IsGameController(i)) {
            SDL_Event ev = {.cdevice = {.type = SDL_CONTROLLERDEVICEADDED, .which = i}};
            eng_focus_event(e, &ev, NULL);
        }
}

void eng_pads_close(Eng *e)
{
    for (int i = 0; i < 4; i++)
        if (e->pads[i])
            SDL_GameControllerClose(e->pads[i]);
    memset(e->pads, 0, sizeof e->pads);
}

static void pad_device(Eng *e, const SDL_Event *ev)
{
    if (ev->type == SDL_CONTROLLERDEVICEADDED) {
        SDL_JoystickID id = SDL_JoystickGetDeviceInstanceID(ev->cdevice.which);
        for (int i = 0; i < 4; i++)
            if (e->pads[i] &&
                SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(e->pads[i])) == id)
                return; /* already open */
        for (int i = 0; i < 4; i++)
            if (!e->pads[i]) {
                e->pads[i] = SDL_GameControllerOpen(ev->cdevice.which);
                return;
            }
        return;
    }
    for (int i = 0; i < 4; i++)
        if (e->pads[i] && SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(e->pads[i])) ==
                              ev->cdevice.which) {
            SDL_GameControllerClose(e->pads[i]);
            e->pads[i] = NULL;
        }
}

static SDL_Keycode pad_key(Eng *e, int button)
{
    Scene *top = eng_top(e);
    switch (button) {
    case SDL_CONTROLLER_BUTTON_DPAD_UP:
        return SDLK_UP;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN:
        return SDLK_DOWN;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT:
        return SDLK_LEFT;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT:
        return SDLK_RIGHT;
    case SDL_CONTROLLER_BUTTON_A:
        return SDLK_RETURN;
    case SDL_CONTROLLER_BUTTON_B:
        return top && top->vt->back_undoes ? SDLK_BACKSPACE : SDLK_ESCAPE;
    case SDL_CONTROLLER_BUTTON_START:
    case SDL_CONTROLLER_BUTTON_BACK:
        return SDLK_ESCAPE;
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: /* Shift+Tab: see pad_mod */
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER:
        return SDLK_TAB;
    case SDL_CONTROLLER_BUTTON_Y:
        return SDLK_h; /* a hint, where a scene gives one */
    default:
        return SDLK_UNKNOWN;
    }
}

/* The shoulders go through the focus in the layout's order: the left one
 * backwards, as Shift+Tab. */
static Uint16 pad_mod(int button)
{
    return button == SDL_CONTROLLER_BUTTON_LEFTSHOULDER ? KMOD_LSHIFT : KMOD_NONE;
}

static void press_key_mod(SDL_Keycode k, Uint16 mod, void (*pass)(Eng *e, const SDL_Event *ev),
                          Eng *e)
{
    if (k == SDLK_UNKNOWN || !pass)
        return;
    SDL_Event kev = {0};
    kev.type = SDL_KEYDOWN;
    kev.key.state = SDL_PRESSED;
    kev.key.keysym.mod = mod;
    kev.key.repeat = k == e->pad_held && e->now >= e->pad_repeat_at;
    kev.key.keysym.sym = k;
    kev.key.keysym.scancode = SDL_GetScancodeFromKey(k);
    pass(e, &kev);
}

static void press_key(SDL_Keycode k, void (*pass)(Eng *e, const SDL_Event *ev), Eng *e)
{
    press_key_mod(k, KMOD_NONE, pass, e);
}

static bool is_arrow(SDL_Keycode k)
{
    return k == SDLK_UP || k == SDLK_DOWN || k == SDLK_LEFT || k == SDLK_RIGHT;
}

/* An arrow from a d-pad button or the stick: pressed now, and again while
 * held. */
static void hold_arrow(Eng *e, SDL_Keycode k, void (*pass)(Eng *e, const SDL_Event *ev))
{
    e->pad_held = k;
    e->pad_repeat_at = e->now + PAD_REPEAT_DELAY;
    press_key(k, pass, e);
    if (e->pad_held == k)
        eng_wake_at(e, e->pad_repeat_at);
}

void eng_pads_repeat(Eng *e, void (*pass)(Eng *e, const SDL_Event *ev))
{
    if (!e->pad_held)
        return;
    if (e->now >= e->pad_repeat_at) {
        press_key(e->pad_held, pass, e);
        e->pad_repeat_at = e->now + PAD_REPEAT_EVERY;
    }
    if (e->pad_held)
        eng_wake_at(e, e->pad_repeat_at);
}

/* The triggers, pressed in, are Page Up (left) and Page Down (right): the
 * game log at a table, the next mistake marked in Review. */
static void pad_trigger(Eng *e, const SDL_Event *ev, void (*pass)(Eng *e, const SDL_Event *ev))
{
    int t = ev->caxis.axis == SDL_CONTROLLER_AXIS_TRIGGERRIGHT;
    bool in = ev->caxis.value > STICK_ON || (e->trigger[t] && ev->caxis.value > STICK_OFF);
    if (in && !e->trigger[t])
        press_key(t ? SDLK_PAGEDOWN : SDLK_PAGEUP, pass, e);
    e->trigger[t] = in;
}

static void pad_stick(Eng *e, const SDL_Event *ev, void (*pass)(Eng *e, const SDL_Event *ev))
{
    if (ev->caxis.axis == SDL_CONTROLLER_AXIS_TRIGGERLEFT ||
        ev->caxis.axis == SDL_CONTROLLER_AXIS_TRIGGERRIGHT) {
        pad_trigger(e, ev, pass);
        return;
    }
    int axis = ev->caxis.axis == SDL_CONTROLLER_AXIS_LEFTX   ? 0
               : ev->caxis.axis == SDL_CONTROLLER_AXIS_LEFTY ? 1
                                                             : -1;
    if (axis < 0)
        return;
    int v = ev->caxis.value, was = e->stick[axis];
    int now = v > STICK_ON ? 1 : v < -STICK_ON ? -1 : abs(v) < STICK_OFF ? 0 : was;
    e->stick[axis] = (int8_t)now;
    if (now == was)
        return;
    SDL_Keycode was_key =
        axis == 0 ? (was > 0 ? SDLK_RIGHT : SDLK_LEFT) : (was > 0 ? SDLK_DOWN : SDLK_UP);
    if (was && e->pad_held == was_key)
        e->pad_held = 0; /* let go of that way */
    if (now)
        hold_arrow(e,
                   axis == 0 ? (now > 0 ? SDLK_RIGHT : SDLK_LEFT) : (now > 0 ? SDLK_DOWN : SDLK_UP),
                   pass);
}

bool eng_focus_event(Eng *e, const SDL_Event *ev, void (*pass)(Eng *e, const SDL_Event *ev))
{
    switch (ev->type) {
    case SDL_KEYDOWN:
        return focus_key(e, &ev->key.keysym);
    case SDL_CONTROLLERDEVICEADDED:
    case SDL_CONTROLLERDEVICEREMOVED:
        if (ev->type == SDL_CONTROLLERDEVICEREMOVED)
            e->pad_held = 0; /* a button held on it is let go */
        pad_device(e, ev);
        return true;
    case SDL_CONTROLLERBUTTONDOWN: {
        SDL_Keycode k = pad_key(e, ev->cbutton.button);
        if (is_arrow(k))
            hold_arrow(e, k, pass);
        else
            press_key_mod(k, pad_mod(ev->cbutton.button), pass, e);
        return true;
    }
    case SDL_CONTROLLERBUTTONUP:
        if (e->pad_held && pad_key(e, ev->cbutton.button) == e->pad_held)
            e->pad_held = 0;
        return true;
    case SDL_CONTROLLERAXISMOTION:
        pad_stick(e, ev, pass);
        return true;
    default:
        return false;
    }
}

void eng_focus_follow(Eng *e, SDL_Rect laid, SDL_Point by)
{
    const EngTarget *t = eng_focus_get(e);
    SDL_Rect in;
    if (t && SDL_IntersectRect(&t->r, &laid, &in) && SDL_RectEquals(&in, &t->r))
        e->focus_by = by;
}

/* The ring's bands: a gap, then a bright band between two dark ones. */
static void ring_bands(const Eng *e, int *gap, int *bright, int *dark)
{
    *gap = eng_px(e, 3);
    *bright = eng_px(e, 4) < 3 ? 3 : eng_px(e, 4);
    *dark = eng_px(e, 2) < 2 ? 2 : eng_px(e, 2);
}

int eng_focus_ring_width(const Eng *e)
{
    int gap, bright, dark;
    ring_bands(e, &gap, &bright, &dark);
    return gap + bright + dark;
}

/* A ring round the focused target: a dark band outside a bright one, so it
 * shows on the felt, on a light card and on a lit one, in any colours. */
void eng_focus_draw(Eng *e)
{
    const EngTarget *t = eng_focus_get(e);
    e->focus_ring = (SDL_Rect){0, 0, 0, 0};
    if (!t)
        return;
    int gap, bright, dark;
    ring_bands(e, &gap, &bright, &dark);
    SDL_Rect r = {t->r.x + e->focus_by.x, t->r.y + e->focus_by.y, t->r.w, t->r.h};
    e->focus_ring = r;
    SDL_BlendMode mode;
    SDL_GetRenderDrawBlendMode(e->ren, &mode);
    SDL_SetRenderDrawBlendMode(e->ren, SDL_BLENDMODE_BLEND);
    const struct {
        int out, width;
        SDL_Color c;
    } bands[] = {
        {gap + bright + dark, dark, {12, 14, 20, 235}},
        {gap + bright, bright, {255, 226, 92, 255}},
        {gap, dark, {12, 14, 20, 235}},
    };
    for (size_t k = 0; k < sizeof bands / sizeof bands[0]; k++) {
        int o = bands[k].out, w = bands[k].width;
        SDL_Rect b = {r.x - o, r.y - o, r.w + 2 * o, r.h + 2 * o};
        SDL_SetRenderDrawColor(e->ren, bands[k].c.r, bands[k].c.g, bands[k].c.b, bands[k].c.a);
        SDL_Rect sides[4] = {
            {b.x, b.y, b.w, w},
            {b.x, b.y + b.h - w, b.w, w},
            {b.x, b.y + w, w, b.h - 2 * w},
            {b.x + b.w - w, b.y + w, w, b.h - 2 * w},
        };
        SDL_RenderFillRects(e->ren, sides, 4);
    }
    SDL_SetRenderDrawBlendMode(e->ren, mode);
}
