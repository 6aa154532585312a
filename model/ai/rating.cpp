// SPDX-License-Identifier: GPL-3.0-or-later
// Glicko-2, step by step as in Glickman's "Example of the Glicko-2 system" (2013).
#include "ai/rating.h"

#include <cmath>

namespace fortuna::ai
{

namespace
{

constexpr double Scale = 173.7178; // 400 / ln 10: the Glicko-2 scale's unit in rating points
constexpr double Pi = 3.14159265358979323846;

double g(double phi)
{
    return 1.0 / std::sqrt(1.0 + 3.0 * phi * phi / (Pi * Pi));
}

double expected(double mu, double muJ, double phiJ)
{
    return 1.0 / (1.0 + std::exp(-g(phiJ) * (mu - muJ)));
}

// Step 5: the new volatility (the Illinois algorithm on f).
double newVolatility(double sigma, double phi, double v, double delta, const GlickoSystem &system)
{
    const double a = std::log(sigma * sigma);
    const double tau2 = system.tau * system.tau;
    const auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / tau2;
    };
    double A = a;
    double B = 0;
    if (delta * delta > phi * phi + v) {
        B = std::log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (f(a - k * system.tau) < 0 && k < 1000)
            ++k;
        B = a - k * system.tau;
    }
    double fA = f(A);
    double fB = f(B);
    for (int i = 0; i < 200 && std::fabs(B - A) > system.epsilon; ++i) {
        const double C = A + (A - B) * fA / (fB - fA);
        const double fC = f(C);
        if (fC * fB <= 0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2;
        }
        B = C;
        fB = fC;
    }
    return std::exp(A / 2);
}

} // namespace

Rating glickoUpdate(const Rating &before, const std::vector<RatedResult> &results, const GlickoSystem &system)
{
    const double mu = (before.rating - 1500.0) / Scale;
    const double phi = before.deviation / Scale;
    const double sigma = before.volatility;
    if (results.empty()) {
        Rating after = before;
        after.deviation = std::sqrt(phi * phi + sigma * sigma) * Scale;
        return after;
    }
    double vInverse = 0;
    double sum = 0; // sum of g(phi_j) (s_j - E_j)
    for (const RatedResult &r : results) {
        const double muJ = (r.opponent - 1500.0) / Scale;
        const double phiJ = r.deviation / Scale;
        const double e = expected(mu, muJ, phiJ);
        const double gj = g(phiJ);
        vInverse += gj * gj * e * (1.0 - e);
        sum += gj * (r.score - e);
    }
    const double v = 1.0 / vInverse;
    const double delta = v * sum;
    const double sigmaNew = newVolatility(sigma, phi, v, delta, system);
    const double phiStar = std::sqrt(phi * phi + sigmaNew * sigmaNew);
    const double phiNew = 1.0 / std::sqrt(1.0 / (phiStar * phiStar) + 1.0 / v);
    const double muNew = mu + phiNew * phiNew * sum;
    return {muNew * Scale + 1500.0, phiNew * Scale, sigmaNew};
}

double expectedScore(double rating, double opponent, double deviation)
{
    return expected(rating / Scale, opponent / Scale, deviation / Scale);
}

std::string_view suggestLevel(double rating, const std::vector<RatedLevel> &levels)
{
    std::string_view best;
    double bestGap = 2.0;
    for (const RatedLevel &l : levels) {
        const double gap = std::fabs(expectedScore(rating, l.rating, l.deviation) - 0.5);
        if (gap < bestGap) {
            bestGap = gap;
            best = l.level;
        }
    }
    return best;
}

} // namespace fortuna::ai
