// SPDX-License-Identifier: GPL-3.0-or-later
#include "record/replay.h"

#include "record/json.h"
#include "record/jsonwriter.h"
#include "record/recorder.h"
#include "rules/check.h"

using namespace Qt::Literals::StringLiterals;

namespace fortuna::record
{

using rules::Phase;

namespace
{

QString fromStd(const std::string &s)
{
    return QString::fromStdString(s);
}

QString posText(rules::Pos p)
{
    return u"[%1,%2]"_s.arg(p.x).arg(p.y);
}

QString playerText(const std::vector<PlayerInfo> *players, int player)
{
    if (players && player >= 0 && size_t(player) < players->size())
        return fromView(rules::colorName((*players)[size_t(player)].color));
    return u"player %1"_s.arg(player);
}

QString placeText(const FollowerPlace &p)
{
    QString s = u"%1 at %2"_s.arg(fromView(rules::featureKindName(p.feature)), posText(p.at));
    if (p.port >= 0)
        s += u" port "_s + portText(p.feature, p.port);
    return s;
}

QString drawnList(const rules::Game &game)
{
    QStringList names;
    for (rules::TileRef t : game.drawnTiles())
        names << tileName(t);
    return names.join(u", "_s);
}

// The follower of a land place, or -1: its owner.
int ownerAt(const rules::Game &game, const FollowerPlace &p)
{
    const rules::Board &board = game.board();
    if (!board.filled(p.at))
        return -1;
    const int cell = board.cellIndexAt(p.at);
    const int node = board.featureNode(cell, p.feature, p.port);
    if (node < 0)
        return -1;
    for (const rules::FollowerInfo &f : game.followers()) {
        if (!f.onCrown && f.node == node)
            return f.player;
    }
    return -1;
}

} // namespace

QString applyTurn(rules::Game &game,
                  const Turn &turn,
                  int k,
                  const std::vector<PlayerInfo> *players,
                  Recorder *recorder,
                  rules::InvariantChecker *checker,
                  rules::Status *refusal,
                  std::vector<rules::Decision> *decisions)
{
    if (refusal)
        *refusal = rules::Status::success();
    auto decide = [&](const rules::Decision &d) {
        const int returnable = game.phase() == Phase::ChooseTile ? int(game.drawnTiles().size()) - 1 : 0;
        rules::Status s = recorder ? recorder->apply(game, d) : game.apply(d);
        if (s && checker)
            checker->after(game, returnable);
        if (s && decisions)
            decisions->push_back(d);
        if (!s && refusal)
            *refusal = s;
        return s;
    };
    const QString prefix = u"turn %1: "_s.arg(k);
    if (game.phase() == Phase::GameOver) {
        // The engine runs a final all-discard turn by itself, right after the last placement.
        if (!game.finalTurnWasAllDiscards() || game.turn() != k)
            return prefix + u"the game is already over"_s;
    } else if (game.turn() != k)
        return prefix + u"the game is at turn %1"_s.arg(game.turn());

    size_t plagueIndex = 0;
    bool chose = false;
    // The draws: choose among Fortune Teller draws, give followers back to Plague.
    for (int guard = 0; guard < 1000; ++guard) {
        const Phase phase = game.phase();
        if (phase == Phase::Plague) {
            const int who = game.plaguePlayer();
            if (plagueIndex >= turn.plague.size())
                return prefix + u"plague: %1 must give back a follower, "_s.arg(playerText(players, who))
                    + (turn.plague.empty() ? u"the record names none"_s
                                           : u"but the record's plague list ends after %1 %2"_s.arg(turn.plague.size())
                                                 .arg(turn.plague.size() == 1 ? u"entry"_s : u"entries"_s));
            const FollowerPlace &p = turn.plague[plagueIndex];
            const QString where = prefix + u"plague[%1]: "_s.arg(plagueIndex);
            const int owner = ownerAt(game, p);
            if (owner < 0)
                return where + u"no follower stands on the %1"_s.arg(placeText(p));
            if (owner != who)
                return where
                    + u"the follower on the %1 is %2's, but %3 must give one back"_s.arg(placeText(p), playerText(players, owner), playerText(players, who));
            const rules::Status s = decide(rules::Decision::plague(p.at, p.feature, p.port));
            if (!s)
                return where + fromStd(s.message);
            ++plagueIndex;
            continue;
        }
        if (phase == Phase::ChooseTile) {
            if (!turn.choose)
                return prefix + u"choose: more than one drawn tile can be placed (%1), the record names none"_s.arg(drawnList(game));
            const auto &drawn = game.drawnTiles();
            int index = -1;
            for (size_t i = 0; i < drawn.size(); ++i) {
                if (drawn[i] == *turn.choose) {
                    index = int(i);
                    break;
                }
            }
            if (index < 0)
                return prefix + u"choose: %1 is not among the drawn tiles (%2)"_s.arg(tileName(*turn.choose), drawnList(game));
            if (!game.drawnPlaceable(index))
                return prefix + u"choose: %1 cannot be placed anywhere"_s.arg(tileName(*turn.choose));
            const rules::Status s = decide(rules::Decision::choosing(index));
            if (!s)
                return prefix + u"choose: "_s + fromStd(s.message);
            chose = true;
            continue;
        }
        break;
    }

    const Phase phase = game.phase();
    if (turn.allDiscards()) {
        if (phase == Phase::Place)
            return prefix + u"at is null, but tile %1 can be placed"_s.arg(tileName(game.currentTile()));
        if (phase != Phase::GameOver)
            return prefix + u"at is null, but the turn is not over"_s;
    } else if (phase == Phase::GameOver) {
        return prefix
            + (game.finalTurnWasAllDiscards() ? u"every remaining tile had to be discarded; the turn is written { \"at\": null }"_s
                                              : u"the game is already over"_s);
    }
    if (plagueIndex < turn.plague.size())
        return prefix + u"plague[%1]: nobody has to give back a follower any more (%2)"_s.arg(plagueIndex).arg(placeText(turn.plague[plagueIndex]));
    if (phase == Phase::GameOver)
        return QString();
    if (phase != Phase::Place)
        return prefix + u"the game does not wait for a placement"_s;

    const rules::TileRef tile = game.currentTile();
    if (turn.choose && !chose && *turn.choose != tile)
        return prefix + u"choose: %1 was not drawn; the tile to place is %2"_s.arg(tileName(*turn.choose), tileName(tile));
    if (turn.draw && *turn.draw != tile)
        return prefix + u"draw: the record says %1, but %2 was drawn"_s.arg(tileName(*turn.draw), tileName(tile));

    // The engine's message reads "tile U/2 does not fit at [3,-1] rotation 90: why".
    if (const rules::Status s = decide(rules::Decision::placing(rules::Placement{*turn.at, turn.rotation})); !s)
        return prefix + fromStd(s.message);

    if (const rules::Status s = decide(rules::Decision::deploying(turn.follower)); !s) {
        QString which;
        switch (turn.follower.kind) {
        case rules::Deployment::Kind::Feature:
            which = placeText(FollowerPlace{*turn.at, turn.follower.feature, turn.follower.port});
            break;
        case rules::Deployment::Kind::Crown:
            which = u"crown %1 slot %2"_s.arg(fromView(rules::sectorName(turn.follower.sector))).arg(turn.follower.slot);
            break;
        case rules::Deployment::Kind::None:
            which = u"none"_s;
            break;
        }
        return prefix + u"follower (%1): "_s.arg(which) + fromStd(s.message);
    }
    return QString();
}

ReplayOutcome replay(const Record &record, int maxTurns, rules::InvariantChecker *checker)
{
    return replay(record, record.setup(), maxTurns, checker);
}

ReplayOutcome replay(const Record &record, const rules::Setup &setup, int maxTurns, rules::InvariantChecker *checker, std::vector<rules::Decision> *decisions)
{
    ReplayOutcome out;
    rules::Status refused;
    out.game = rules::Game::create(setup, &refused);
    if (!out.game) {
        out.exitCode = 2;
        out.code = ReplayError::SetupRefused;
        out.error = (record.deck ? u"deck: "_s : u"rules: "_s) + fromStd(refused.message);
        return out;
    }
    if (checker)
        checker->start(*out.game);
    const int count = maxTurns < 0 ? int(record.turns.size()) : std::min(maxTurns, int(record.turns.size()));
    for (int i = 0; i < count; ++i) {
        rules::Status refusal;
        const QString e = applyTurn(*out.game, record.turns[size_t(i)], i + 1, &record.players, nullptr, checker, &refusal, decisions);
        if (!e.isEmpty()) {
            out.game.reset();
            out.exitCode = 1;
            out.error = e;
            out.code = refusal ? ReplayError::TurnMismatch : ReplayError::TurnRefused;
            out.turn = i + 1;
            out.refusal = std::move(refusal);
            return out;
        }
        out.turnsReplayed = i + 1;
    }
    if (checker && out.game->phase() == Phase::GameOver)
        checker->finish(*out.game);
    return out;
}

QByteArray resultJson(const rules::Game &game, const Record &record, int turnsReplayed, bool compact)
{
    const bool finished = game.phase() == Phase::GameOver;
    JsonWriter w(compact);
    w.beginObject();
    w.field("format", ResultFormat);
    w.field("finished", finished);
    w.field("turn", finished ? game.turn() : turnsReplayed);
    w.field("pig", rules::sectorName(game.pig()));
    w.field("tilesLeft", game.tilesLeft());
    w.key("players");
    w.beginArray();
    for (int p = 0; p < game.playerCount(); ++p) {
        w.beginObject(true);
        w.field("name", size_t(p) < record.players.size() ? record.players[size_t(p)].name : QString());
        w.field("color", size_t(p) < record.players.size() ? rules::colorName(record.players[size_t(p)].color) : std::string_view());
        w.field("score", game.score(p));
        w.field("supply", game.supply(p));
        w.key("breakdown");
        w.beginObject(true);
        for (int r = 0; r < rules::ReasonCount; ++r) {
            w.key(rules::reasonName(rules::Reason(r)));
            w.value(game.points(p, rules::Reason(r)));
        }
        w.endObject();
        w.endObject();
    }
    w.endArray();
    w.key("log");
    w.beginArray();
    for (const rules::LogEntry &e : game.log())
        write(w, game, e);
    w.endArray();
    w.endObject();
    return w.take();
}

} // namespace fortuna::record
