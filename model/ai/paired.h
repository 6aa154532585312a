// SPDX-License-Identifier: GPL-3.0-or-later
// The strong search's measures (internal to the AI): a thread's CPU clock and the statistics
// of paired differences between two moves played on the same draws.
#pragma once

#include <algorithm>
#include <cmath>
#include <time.h>

namespace fortuna::ai
{

// CPU time of the calling thread, in seconds: the budget, so that a loaded machine does not
// shrink the search (a wall-clock cap keeps the UI fluid when the machine is starved).
inline double threadCpu()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

// Paired differences (challenger minus Normal's choice): their count, mean and t = mean over
// its standard error (+-1e9 when every difference is the same nonzero value).
struct Paired {
    long n = 0;
    double mean = 0;
    double t = 0;
    static Paired of(long n, double sum, double sq)
    {
        Paired d;
        d.n = n;
        if (n < 2)
            return d;
        d.mean = sum / double(n);
        const double var = std::max(0.0, (sq - double(n) * d.mean * d.mean) / double(n - 1));
        const double se = std::sqrt(var / double(n));
        d.exact = se <= 1e-9;
        d.t = !d.exact ? d.mean / se : (d.mean > 0 ? 1e9 : d.mean < 0 ? -1e9 : 0);
        return d;
    }
    bool exact = false; // every difference the same: more of them cannot change the verdict
};

} // namespace fortuna::ai
