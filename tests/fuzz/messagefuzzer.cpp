// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the fortuna-net/1 message reader (net/protocol.h) on arbitrary bytes, as
// the server meets them from any connection, and the engine on every decision it accepts.
//
//   parseClientMessage -> on success, for a decision: written back (NetDecision::toJson) and
//   read again to the same JSON; applied to a game in each phase (Place, Deploy, ChooseTile
//   with the Fortune Teller) through the Recorder, and the state JSON of the game after it;
//   for create: the options and seats within their limits.
// Properties: an error has a code and one line of text; a refused message is never also a
// message; a decision read back is itself. A violated property aborts.
//
// Build and run: tools/fuzz.sh [SECONDS] (docs/robustness.md).
#include "net/protocol.h"
#include "record/recorder.h"

#include <QJsonDocument>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace fortuna;

namespace
{

[[noreturn]] void violated(const char *what, const QByteArray &detail)
{
    std::fprintf(stderr, "messagefuzzer: property violated: %s\n%s\n", what, detail.constData());
    std::abort();
}

// Games waiting in each phase, made once: a decision is tried on a copy of each.
const std::vector<rules::Game> &games()
{
    static const std::vector<rules::Game> all = []() {
        std::vector<rules::Game> v;
        for (bool teller : {false, true}) {
            rules::Setup setup;
            setup.seed = 42;
            setup.players = 3;
            setup.options.fortuneTeller = teller;
            std::optional<rules::Game> g = rules::Game::create(setup);
            v.push_back(*g);
            // Play a few turns with the first legal choices, keeping each phase met.
            for (int i = 0; i < 12 && g->phase() != rules::Phase::GameOver; ++i) {
                rules::Decision d;
                switch (g->phase()) {
                case rules::Phase::ChooseTile:
                    d = rules::Decision::choosing(g->drawnPlaceable(0) ? 0 : 1);
                    break;
                case rules::Phase::Plague: {
                    const auto f = g->legalPlagueRemovals().front();
                    d = rules::Decision::plague(f.at, f.feature, f.port);
                    break;
                }
                case rules::Phase::Place:
                    d = rules::Decision::placing(g->legalPlacements().front());
                    break;
                default:
                    d = rules::Decision::deploying(g->legalDeployments().back());
                    break;
                }
                if (!g->apply(d).ok())
                    break;
                v.push_back(*g);
            }
        }
        return v;
    }();
    return all;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const net::ParseResult r = net::parseClientMessage(bytes);
    if (!r.ok()) {
        if (r.error.isEmpty() || r.text.isEmpty() || r.text.contains(QLatin1Char('\n')))
            violated("a refused message has a code and one line of text", r.error.toUtf8() + " / " + r.text.toUtf8());
        return 0;
    }
    if (!r.error.isEmpty())
        violated("an accepted message has no error", r.error.toUtf8());
    const net::ClientMessage &m = *r.message;
    if (m.type == net::MessageType::Create && (m.seats.size() < 2 || m.seats.size() > size_t(rules::MaxPlayers)))
        violated("create has 2 to 5 seats", bytes.left(2000));
    if (m.type != net::MessageType::Decide)
        return 0;
    // Written back and read again: the same decision.
    QJsonObject again = m.decision.toJson();
    const QJsonObject written = again;
    again.insert(QStringLiteral("type"), QStringLiteral("decide"));
    again.insert(QStringLiteral("seq"), 0);
    const net::ParseResult back = net::parseClientMessage(net::encode(again));
    if (!back.ok() || back.message->decision.toJson() != written)
        violated("a decision written back reads as itself", net::encode(written));
    // The engine on it, in every phase: refused or applied, never a crash.
    for (const rules::Game &g : games()) {
        rules::Game copy = g;
        record::Record header;
        header.players.resize(size_t(copy.playerCount()));
        record::Recorder recorder(header, copy);
        rules::Status st = m.decision.kind == net::NetDecision::Kind::Undo ? copy.undoPlacement() : recorder.apply(copy, m.decision.toDecision());
        if (st.ok() == !st.message.empty())
            violated("a refusal has a message, a success none", QByteArray::fromStdString(st.message));
        const QByteArray state = net::encode(net::stateJson(copy));
        if (QJsonDocument::fromJson(state).isNull())
            violated("the state is JSON", state.left(2000));
    }
    return 0;
}
