/* Sound through SDL's own audio: the sounds of assets/sounds/ read at
 * start and converted to the device's format, mixed by SDL's audio thread
 * in a callback over a few voices, at the player's volume, with a soft
 * limit that rounds the peaks of many sounds at once instead of clipping
 * them.
 *
 * Nothing here may stop the game: without an audio device (no sound card,
 * a driver that does not start) every call does nothing; a sound file that
 * is missing or damaged is told on stderr in one line and on the title in
 * one sentence, and that sound stays silent. The voices are shared with
 * the audio thread and only touched under SDL_LockAudioDevice; the volume
 * goes over an atomic. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eng_internal.h"
#include "i18n.h"

#define RATE 44100
#define MAX_VOICES 12
#define MAX_SECONDS 5 /* a longer sound is no card's: refused */
#define GAIN_ONE 4096 /* the gain in fixed point: 4096 is 1.0 */
#define KNEE 24000    /* the soft limit starts here */
#define CHUNK 512
#define TWIN (RATE / 25) /* 40 ms */

/* The files, named like the sounds (eng.h). */
static const char *const sound_files[ENG_SOUNDS] = {
    "card-lay", "card-take", "shuffle", "card-turn", "dice", "pickup",
    "clear",    "trick-won", "pot",     "your-turn", "win",  "lose",
};

typedef struct Voice {
    int sound; /* -1: free */
    Uint32 pos;
    Uint32 wait; /* frames of silence before it starts */
} Voice;

struct EngAudio {
    SDL_AudioDeviceID dev;
    Sint16 *pcm[ENG_SOUNDS]; /* mono at RATE, NULL: silent */
    Uint32 frames[ENG_SOUNDS];
    Voice voice[MAX_VOICES]; /* under the device's lock */
    SDL_atomic_t gain;       /* the volume, GAIN_ONE = full */
    int cur_gain;            /* the audio thread's, sliding to gain */
    Uint32 serial;           /* the age of voices, to replace the oldest */
    Uint32 born[MAX_VOICES];
};

static int soft_limit(Sint32 x)
{
    Sint32 m = x < 0 ? -x : x;
    if (m > KNEE) { /* above the knee the peaks bend towards full scale */
        Sint32 over = m - KNEE, room = 32767 - KNEE;
        m = KNEE + (Sint32)((Sint64)over * room / (over + room));
    }
    return x < 0 ? -m : m;
}

static void mix(void *user, Uint8 *stream, int len)
{
    EngAudio *a = user;
    Sint16 *out = (Sint16 *)(void *)stream;
    int n = len / (int)sizeof(Sint16);
    int target = SDL_AtomicGet(&a->gain);
    while (n > 0) {
        int k = n < CHUNK ? n : CHUNK;
        Sint32 acc[CHUNK];
        memset(acc, 0, sizeof acc);
        for (int v = 0; v < MAX_VOICES; v++) {
            Voice *vc = &a->voice[v];
            if (vc->sound < 0)
                continue;
            const Sint16 *pcm = a->pcm[vc->sound];
            Uint32 frames = a->frames[vc->sound];
            int i = 0;
            if (vc->wait > 0) {
                Uint32 w = vc->wait < (Uint32)k ? vc->wait : (Uint32)k;
                vc->wait -= w;
                i = (int)w;
            }
            for (; i < k && vc->pos < frames; i++)
                acc[i] += pcm[vc->pos++];
            if (vc->pos >= frames && vc->wait == 0)
                vc->sound = -1;
        }
        /* The volume slides over the chunk, so that a change never clicks. */
        int g0 = a->cur_gain;
        for (int i = 0; i < k; i++) {
            Sint64 g = g0 + (Sint64)(target - g0) * (i + 1) / k;
            out[i] = (Sint16)soft_limit((Sint32)(acc[i] * g / GAIN_ONE));
        }
        a->cur_gain = target;
        out += k;
        n -= k;
    }
}

/* Reads one sound (path), converted to mono 16-bit at RATE; NULL with the
 * reason on stderr. */
static Sint16 *load(const char *path, Uint32 *frames)
{
    SDL_AudioSpec spec;
    Uint8 *buf = NULL;
    Uint32 len = 0;
    if (!SDL_LoadWAV(path, &spec, &buf, &len)) {
        fprintf(stderr, "updown: the sound %s cannot be read (%s); it stays silent.\n", path,
                SDL_GetError());
        return NULL;
    }
    SDL_AudioCVT cvt;
    int built =
        SDL_BuildAudioCVT(&cvt, spec.format, spec.channels, spec.freq, AUDIO_S16SYS, 1, RATE);
    Uint32 frame_bytes = SDL_AUDIO_BITSIZE(spec.format) / 8 * spec.channels;
    if (built < 0 || frame_bytes == 0 || len / frame_bytes > (Uint32)spec.freq * MAX_SECONDS ||
        len / frame_bytes == 0) {
        fprintf(stderr,
                "updown: the sound %s is not a short sound SDL can play; it stays silent.\n", path);
        SDL_FreeWAV(buf);
        return NULL;
    }
    cvt.len = (int)len;
    cvt.buf = malloc((size_t)len * (size_t)(cvt.len_mult > 0 ? cvt.len_mult : 1) + 16);
    if (!cvt.buf) {
        SDL_FreeWAV(buf);
        return NULL;
    }
    memcpy(cvt.buf, buf, len);
    SDL_FreeWAV(buf);
    if (built > 0 && SDL_ConvertAudio(&cvt) != 0) {
        fprintf(stderr, "updown: the sound %s cannot be converted (%s); it stays silent.\n", path,
                SDL_GetError());
        free(cvt.buf);
        return NULL;
    }
    Uint32 bytes = built > 0 ? (Uint32)cvt.len_cvt : len;
    *frames = bytes / sizeof(Sint16);
    if (*frames == 0) {
        free(cvt.buf);
        return NULL;
    }
    return (Sint16 *)(void *)cvt.buf;
}

static void voice_start(Eng *e, int sound, double at);

void eng_audio_open(Eng *e)
{
    int early = e->early_n; /* asked for before: heard now, if at all */
    e->early_n = 0;
    if (e->audio)
        return;
    /* A damaged file is refused rather than played in part. */
    SDL_SetHint(SDL_HINT_WAVE_TRUNCATION, "strict");
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0)
        return; /* no sound here: the game is silent */
    EngAudio *a = calloc(1, sizeof *a);
    if (!a) {
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return;
    }
    for (int v = 0; v < MAX_VOICES; v++)
        a->voice[v].sound = -1;
    SDL_AudioSpec want, have;
    SDL_zero(want);
    want.freq = RATE;
    want.format = AUDIO_S16SYS;
    want.channels = 1;
    want.samples = 1024;
    want.callback = mix;
    want.userdata = a;
    /* SDL converts to whatever the device wants (allowed_changes 0). */
    a->dev = SDL_OpenAudioDevice(NULL, 0, &want, &have, 0);
    if (a->dev == 0) {
        free(a);
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return;
    }
    const char *dir = eng_assets_dir(e->assets);
    char first[1200] = "";
    int bad = 0;
    for (int s = 0; s < ENG_SOUNDS; s++) {
        char path[1200];
        snprintf(path, sizeof path, "%s/sounds/%s.wav", dir, sound_files[s]);
        a->pcm[s] = load(path, &a->frames[s]);
        if (!a->pcm[s] && !bad++)
            snprintf(first, sizeof first, "%s", path);
    }
    if (bad) { /* told where it is seen, the title; stderr has each reason */
        char said[1400];
        snprintf(said, sizeof said,
                 /* TRANSLATORS: %d is how many sound files, %s the first of them (a path) */
                 P_("%d sound file cannot be played and stays silent: %s.",
                    "%d sound files cannot be played and stay silent, the first %s.", bad),
                 bad, first);
        eng_notice_add(e, said);
    }
    e->audio = a;
    eng_sound_settings(e);
    a->cur_gain = SDL_AtomicGet(&a->gain);
    for (int i = 0; i < early; i++)
        voice_start(e, e->early_sound[i], e->early_at[i]);
    SDL_PauseAudioDevice(a->dev, 0);
}

void eng_audio_close(Eng *e)
{
    EngAudio *a = e->audio;
    if (!a)
        return;
    SDL_CloseAudioDevice(a->dev); /* waits for the audio thread */
    for (int s = 0; s < ENG_SOUNDS; s++)
        free(a->pcm[s]);
    free(a);
    e->audio = NULL;
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

bool eng_audio_on(const Eng *e) { return e->audio != NULL; }

bool eng_sound_loaded(const Eng *e, int sound)
{
    return e->audio && sound >= 0 && sound < ENG_SOUNDS && e->audio->pcm[sound];
}

void eng_sound_settings(Eng *e)
{
    Settings *s = &e->settings;
    if (s->volume < 0)
        s->volume = 0;
    if (s->volume > 100)
        s->volume = 100;
    if (!e->audio)
        return;
    /* The ear hears loudness roughly as the square of the slider. */
    int gain = s->muted ? 0 : GAIN_ONE * s->volume * s->volume / 10000;
    SDL_AtomicSet(&e->audio->gain, gain);
}

static void voice_start(Eng *e, int sound, double at)
{
    EngAudio *a = e->audio;
    if (!a || !a->pcm[sound] || e->settings.muted || e->settings.volume <= 0)
        return;
    double delay = at - e->now;
    if (delay > 10)
        delay = 10;
    Uint32 wait = delay > 0 ? (Uint32)(delay * RATE) : 0;
    SDL_LockAudioDevice(a->dev);
    /* The same sound starting with another (within TWIN frames) would only
     * be louder: it is heard once. */
    for (int v = 0; v < MAX_VOICES; v++) {
        const Voice *o = &a->voice[v];
        Sint64 apart = (Sint64)o->wait - o->pos - wait;
        if (o->sound == sound && apart < TWIN && apart > -TWIN) {
            SDL_UnlockAudioDevice(a->dev);
            return;
        }
    }
    int slot = 0; /* a free voice, else the oldest gives way */
    for (int v = 0; v < MAX_VOICES; v++) {
        if (a->voice[v].sound < 0) {
            slot = v;
            break;
        }
        if (a->born[v] < a->born[slot])
            slot = v;
    }
    a->voice[slot] = (Voice){sound, 0, wait};
    a->born[slot] = ++a->serial;
    SDL_UnlockAudioDevice(a->dev);
}

void eng_sound_at(Eng *e, int sound, double at)
{
    if (sound < 0 || sound >= ENG_SOUNDS)
        return;
    e->sounds_asked[sound]++;
    if (!e->audio && e->audio_pending) { /* heard once the device is open */
        if (e->early_n < (int)(sizeof e->early_sound / sizeof e->early_sound[0])) {
            e->early_sound[e->early_n] = sound;
            e->early_at[e->early_n++] = at;
        }
        return;
    }
    voice_start(e, sound, at);
}

void eng_sound(Eng *e, int sound) { eng_sound_at(e, sound, e->now); }

void eng_sounds_hurry(Eng *e)
{
    EngAudio *a = e->audio;
    if (!a)
        return;
    SDL_LockAudioDevice(a->dev);
    for (int v = 0; v < MAX_VOICES; v++)
        a->voice[v].wait = 0;
    SDL_UnlockAudioDevice(a->dev);
}
