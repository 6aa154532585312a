// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna-cli analyse: the post-game analysis (ai/analysis.h) of a record as fortuna-analysis/1.
#include "analyse.h"
#include "common.h"

#include "ai/analysis.h"
#include "record/json.h"
#include "record/jsonwriter.h"
#include "record/replay.h"

#include <cmath>
#include <cstdio>

using namespace Qt::Literals::StringLiterals;

namespace fortuna::cli
{

namespace
{

constexpr char AnalysisFormat[] = "fortuna-analysis/1";

// Points with two decimals (the search's means carry no more).
void points(record::JsonWriter &w, std::string_view key, double value)
{
    w.key(key);
    w.value(std::round(value * 100.0) / 100.0);
}

// A move in the record's decision vocabulary: {"place": {...}, "follower": ...} for a
// placement with its deployment, {"choose": i} or {"plague": {...}}.
void writeMove(record::JsonWriter &w, ai::MoveKind kind, const ai::AnalysedMove &m)
{
    if (kind != ai::MoveKind::Place) {
        record::write(w, m.decision);
        return;
    }
    w.beginObject(true);
    w.key("place");
    record::write(w, m.decision.placement);
    w.key("follower");
    record::write(w, m.deployment);
    w.endObject();
}

void writeDecision(record::JsonWriter &w, const ai::DecisionReview &d)
{
    w.beginObject(true);
    w.field("decision", d.index);
    w.field("turn", d.turn);
    w.field("player", d.seat);
    w.field("kind", ai::moveKindName(d.kind));
    if (d.kind == ai::MoveKind::Choose) {
        w.key("drawn");
        w.beginArray(true);
        for (rules::TileRef t : d.drawn)
            w.value(record::tileName(t));
        w.endArray();
    }
    w.field("moves", d.moves);
    w.field("forced", d.forced);
    w.key("played");
    writeMove(w, d.kind, d.played);
    w.key("best");
    writeMove(w, d.kind, d.best);
    points(w, "playedMargin", d.playedMargin);
    points(w, "bestMargin", d.bestMargin);
    points(w, "lost", d.lost);
    w.key("label");
    if (d.label == ai::MoveLabel::None)
        w.null();
    else
        w.value(ai::labelText(d.label));
    w.field("playouts", int64_t(d.playouts));
    w.endObject();
}

void writeDraw(record::JsonWriter &w, const ai::DrawLuck &d, int players)
{
    w.beginObject(true);
    w.field("turn", d.turn);
    w.field("player", d.seat);
    w.field("tile", record::tileName(d.tile));
    w.field("bag", d.tiles);
    if (d.pig)
        w.field("pig", rules::sectorName(*d.pig));
    w.key("luck");
    w.beginArray(true);
    for (int s = 0; s < players; ++s)
        w.value(std::round(d.luck[size_t(s)] * 100.0) / 100.0);
    w.endArray();
    w.endObject();
}

QByteArray analysisJson(const record::Record &rec, const rules::Game &game, const ai::GameAnalysis &a, const ai::AnalysisConfig &config, bool compact)
{
    record::JsonWriter w(compact);
    w.beginObject();
    w.field("format", AnalysisFormat);
    w.key("budget");
    w.beginObject(true);
    if (config.seconds > 0)
        w.field("ms", int64_t(std::lround(config.seconds * 1000)));
    else
        w.field("playouts", config.playouts);
    w.endObject();
    w.key("labels");
    w.beginObject(true);
    w.field("?!", config.labels.inaccuracy);
    w.field("?", config.labels.mistake);
    w.field("??", config.labels.blunder);
    w.endObject();
    w.field("finished", game.phase() == rules::Phase::GameOver);
    w.key("players");
    w.beginArray();
    for (int p = 0; p < game.playerCount(); ++p) {
        w.beginObject(true);
        w.field("name", rec.players[size_t(p)].name);
        w.field("color", rules::colorName(rec.players[size_t(p)].color));
        w.field("score", game.score(p));
        w.endObject();
    }
    w.endArray();
    w.key("decisions");
    w.beginArray();
    for (const ai::DecisionReview &d : a.decisions)
        writeDecision(w, d);
    w.endArray();
    w.key("draws");
    w.beginArray();
    for (const ai::DrawLuck &d : a.draws)
        writeDraw(w, d, game.playerCount());
    w.endArray();
    w.key("summary");
    w.beginArray();
    for (const ai::SeatReview &s : a.seats) {
        w.beginObject(true);
        w.field("player", s.seat);
        w.field("decisions", s.decisions);
        points(w, "lost", s.lost);
        points(w, "meanLost", s.meanLost);
        w.field("inaccuracies", s.inaccuracies);
        w.field("mistakes", s.mistakes);
        w.field("blunders", s.blunders);
        points(w, "luck", s.luck);
        w.endObject();
    }
    w.endArray();
    w.endObject();
    return w.take();
}

} // namespace

int runAnalyse(const QStringList &args)
{
    QString file;
    QString seatText;
    ai::AnalysisConfig config;
    bool compact = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == u"--seat"_s || a == u"--budget"_s) {
            if (i + 1 >= args.size())
                return usageError(u"%1: missing its value"_s.arg(a));
            const QString value = args[++i];
            if (a == u"--seat"_s) {
                seatText = value;
                continue;
            }
            const bool ms = value.endsWith(u"ms"_s);
            const auto n = parseInteger(ms ? value.chopped(2) : value, 1, ms ? 3600000 : 1000000);
            if (!n)
                return usageError(u"--budget: \"%1\" is neither a number of playouts (1 to 1000000) nor milliseconds (\"500ms\")"_s.arg(value));
            config.playouts = ms ? 0 : int(*n);
            config.seconds = ms ? double(*n) / 1000.0 : 0.0;
        } else if (a == u"--compact"_s) {
            compact = true;
        } else if (a.startsWith(u'-') && a.size() > 1) {
            return usageError(u"analyse: unknown option %1"_s.arg(a));
        } else if (file.isEmpty()) {
            file = a;
        } else {
            return usageError(u"analyse: one FILE only (%1)"_s.arg(a));
        }
    }
    if (file.isEmpty())
        return usageError(u"analyse: missing FILE"_s);
    record::Record rec;
    if (const int exit = loadRecord(file, &rec))
        return exit;
    const int players = int(rec.players.size());
    if (!seatText.isEmpty()) {
        const auto seat = parseInteger(seatText, 0, players - 1);
        if (!seat)
            return usageError(u"--seat: \"%1\" is not a seat of this game (0 to %2)"_s.arg(seatText).arg(players - 1));
        config.seat = int(*seat);
    }
    std::vector<rules::Decision> decisions;
    const record::ReplayOutcome outcome = record::replay(rec, rec.setup(), -1, nullptr, &decisions);
    if (!outcome.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(outcome.error));
        return outcome.exitCode;
    }
    const ai::AnalysisOutcome analysed = ai::analyseGame(rec.setup(), decisions, config);
    if (!analysed.analysis) { // cannot happen: the replay took every decision
        std::fprintf(stderr, "%s\n", analysed.error.c_str());
        return 1;
    }
    printOut(analysisJson(rec, *outcome.game, *analysed.analysis, config, compact));
    return 0;
}

} // namespace fortuna::cli
