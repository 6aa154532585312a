// SPDX-License-Identifier: GPL-3.0-or-later
#include "record/agent.h"

#include "rules/ai/agent.h"
#include "rules/randomplayer.h"

using namespace Qt::Literals::StringLiterals;

namespace fortuna::record {

namespace {

class RandomAgent final : public Agent
{
public:
    explicit RandomAgent(uint64_t seed)
        : m_player(seed)
    {
    }
    rules::Decision decide(const rules::Game &game) override { return m_player.decide(game); }
    void reseed(uint64_t seed) override { m_player = rules::RandomPlayer(seed); }

private:
    rules::RandomPlayer m_player;
};

// The computer players of rules/ai (easy, normal, strong, and strong:N / strong:Nms budgets).
class RulesAgent final : public Agent
{
public:
    explicit RulesAgent(std::unique_ptr<rules::ai::Agent> agent)
        : m_agent(std::move(agent))
    {
    }
    rules::Decision decide(const rules::Game &game) override { return m_agent->decide(game); }
    void reseed(uint64_t seed) override { m_agent->reseed(seed); }

private:
    std::unique_ptr<rules::ai::Agent> m_agent;
};

std::unique_ptr<Agent> makeRulesAgent(std::string_view level, uint64_t seed)
{
    std::unique_ptr<rules::ai::Agent> agent = rules::ai::makeAgent(level, seed);
    if (!agent)
        return nullptr;
    return std::make_unique<RulesAgent>(std::move(agent));
}

struct Level {
    const char *name;
    std::unique_ptr<Agent> (*make)(uint64_t seed);
};

// The levels, weakest first.
const Level Levels[] = {
    {"random", [](uint64_t seed) -> std::unique_ptr<Agent> { return std::make_unique<RandomAgent>(seed); }},
    {"easy", [](uint64_t seed) { return makeRulesAgent("easy", seed); }},
    {"normal", [](uint64_t seed) { return makeRulesAgent("normal", seed); }},
    {"strong", [](uint64_t seed) { return makeRulesAgent("strong", seed); }},
};

} // namespace

std::unique_ptr<Agent> makeAgent(const QString &level, uint64_t seed, QString *error)
{
    for (const Level &l : Levels) {
        if (level == QLatin1String(l.name))
            return l.make(seed);
    }
    // A level with a budget, such as strong:500 (playouts) or strong:200ms.
    if (std::unique_ptr<Agent> agent = makeRulesAgent(level.toStdString(), seed))
        return agent;
    if (error)
        *error = u"unknown computer level \"%1\" (known: %2)"_s.arg(level, agentLevels().join(u", "_s));
    return nullptr;
}

QStringList agentLevels()
{
    QStringList names;
    for (const Level &l : Levels)
        names << QLatin1String(l.name);
    return names;
}

uint64_t mixSeed(uint64_t seed, uint64_t a, uint64_t b)
{
    auto mix = [](uint64_t z) {
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    };
    uint64_t h = mix(seed + 0x9e3779b97f4a7c15ULL);
    h = mix(h ^ (a + 0x9e3779b97f4a7c15ULL * 2));
    h = mix(h ^ (b + 0x9e3779b97f4a7c15ULL * 3));
    return h;
}

} // namespace fortuna::record
