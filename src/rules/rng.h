/* Seeded pseudo-random streams (xoshiro256**, seeded by splitmix64).
 * Every random thing in the program draws from an explicit Rng: the game's
 * own stream lives inside its state (R-ALL-1), AI players and animations
 * keep streams of their own. Never rand(). */
#ifndef UPDOWN_RNG_H
#define UPDOWN_RNG_H

#include <stdint.h>

typedef struct Rng {
    uint64_t s[4];
} Rng;

void rng_seed(Rng *r, uint64_t seed);

/* The next 64 bits of the stream. Here, with rng_below, so that the
 * rules' and the AI's loops that draw at every move inline them. */
static inline uint64_t rng_next(Rng *r)
{
    uint64_t *s = r->s, x = s[1] * 5;
    uint64_t result = (x << 7 | x >> 57) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = s[3] << 45 | s[3] >> 19;
    return result;
}

/* Uniform integer in [0, n), n > 0, without modulo bias (Lemire's
 * multiply-and-reject). */
static inline uint32_t rng_below(Rng *r, uint32_t n)
{
    uint64_t m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * n;
    uint32_t low = (uint32_t)m;
    if (low < n) {
        uint32_t threshold = (uint32_t)(-n) % n;
        while (low < threshold) {
            m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * n;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}
/* Uniform double in [0, 1). */
double rng_unit(Rng *r);
/* Fisher-Yates shuffle of n bytes. */
void rng_shuffle_u8(Rng *r, uint8_t *a, int n);
void rng_shuffle_i16(Rng *r, int16_t *a, int n);

#endif
