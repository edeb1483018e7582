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
uint64_t rng_next(Rng *r);
/* Uniform integer in [0, n), n > 0, without modulo bias. */
uint32_t rng_below(Rng *r, uint32_t n);
/* Uniform double in [0, 1). */
double rng_unit(Rng *r);
/* Fisher-Yates shuffle of n bytes. */
void rng_shuffle_u8(Rng *r, uint8_t *a, int n);
void rng_shuffle_i16(Rng *r, int16_t *a, int n);

#endif
