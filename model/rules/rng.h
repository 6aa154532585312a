// SPDX-License-Identifier: GPL-3.0-or-later
// Deterministic random numbers: the same seed gives the same sequence on every machine
// (no std::*_distribution, whose algorithms differ between standard libraries).
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace fortuna::rules
{

class Rng
{
public:
    explicit Rng(uint64_t seed = 0) { reseed(seed); }

    void reseed(uint64_t seed)
    {
        uint64_t s = seed;
        for (auto &word : m_state)
            word = splitmix(s);
    }

    // xoshiro256**
    uint64_t next()
    {
        const uint64_t result = rotl(m_state[1] * 5, 7) * 9;
        const uint64_t t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }

    // Uniform in [0, bound), bound > 0 (Lemire's method, unbiased).
    uint32_t below(uint32_t bound)
    {
        uint64_t m = uint64_t(uint32_t(next() >> 32)) * bound;
        uint32_t low = uint32_t(m);
        if (low < bound) {
            const uint32_t threshold = uint32_t(-bound) % bound;
            while (low < threshold) {
                m = uint64_t(uint32_t(next() >> 32)) * bound;
                low = uint32_t(m);
            }
        }
        return uint32_t(m >> 32);
    }

    // Fisher-Yates shuffle of [first, last).
    template<typename T>
    void shuffle(std::vector<T> &v, size_t first = 0)
    {
        for (size_t i = v.size(); i > first + 1; --i) {
            const size_t j = first + below(uint32_t(i - first));
            std::swap(v[i - 1], v[j]);
        }
    }

private:
    static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    static uint64_t splitmix(uint64_t &s)
    {
        uint64_t z = (s += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    uint64_t m_state[4] = {};
};

// A deterministic 64-bit mix of a seed and up to two indices (game, seat, sweep...), for the
// seeds of games and computer players (SplitMix64's finaliser, three rounds).
constexpr uint64_t mixSeed(uint64_t seed, uint64_t a, uint64_t b = 0)
{
    auto mix = [](uint64_t z) {
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    };
    constexpr uint64_t Golden = 0x9e3779b97f4a7c15ULL;
    uint64_t h = mix(seed + Golden);
    h = mix(h ^ (a + Golden * 2));
    return mix(h ^ (b + Golden * 3));
}

} // namespace fortuna::rules
