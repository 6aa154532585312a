// SPDX-License-Identifier: GPL-3.0-or-later
// The structured payloads GameController hands to QML, as value types (Q_GADGET,
// QML_VALUE_TYPE) instead of QVariantMaps with string keys: the last wheel event, the score
// history, the setup of the game and the summary of the game waiting in the autosave (the
// rules of a game are a map with one entry per row of rules::OptionSpecs, valued as in the
// record). Enumerated fields hold the rules' values, which QML compares with the
// enums of Fortuna.Model (Sector.Plague, Reason.Crown, PlayerColor.Yellow...). Lists of
// value types (QList<PointsLine>...) reach QML as sequences (length, [i], map, Repeater
// models); verified on Qt 6.4.
#pragma once

#include "convert.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace fortuna::model
{

// The points one player scored for one reason.
struct PointsLine {
    Q_GADGET
    QML_VALUE_TYPE(pointsLine)
    Q_PROPERTY(int player MEMBER player)
    Q_PROPERTY(int points MEMBER points)
    Q_PROPERTY(int reason MEMBER reason) // a Reason
public:
    int player = -1;
    int points = 0;
    int reason = 0;
    bool operator==(const PointsLine &o) const { return player == o.player && points == o.points && reason == o.reason; }
    bool operator!=(const PointsLine &o) const { return !(*this == o); }
};

// A follower sent home by the plague.
struct PlagueRemoval {
    Q_GADGET
    QML_VALUE_TYPE(plagueRemoval)
    Q_PROPERTY(int player MEMBER player)
    Q_PROPERTY(int x MEMBER x)
    Q_PROPERTY(int y MEMBER y)
    Q_PROPERTY(int feature MEMBER feature) // a FeatureKind
public:
    int player = -1;
    int x = 0;
    int y = 0;
    int feature = 0;
    bool operator==(const PlagueRemoval &o) const { return player == o.player && x == o.x && y == o.y && feature == o.feature; }
    bool operator!=(const PlagueRemoval &o) const { return !(*this == o); }
};

// A wheel event: the tile drawn, how far the pig walked, the sector it stopped on, the
// event's points then (after any plague removals) the sector's crown points, their total.
// valid is false when no wheel event is shown.
struct WheelEvent {
    Q_GADGET
    QML_VALUE_TYPE(wheelEvent)
    Q_PROPERTY(bool valid READ valid)
    Q_PROPERTY(int logIndex MEMBER logIndex)
    Q_PROPERTY(int turn MEMBER turn)
    Q_PROPERTY(int player MEMBER player)
    Q_PROPERTY(QString tileId MEMBER tileId)
    Q_PROPERTY(int moved MEMBER moved)
    Q_PROPERTY(int sector MEMBER sector) // a Sector
    Q_PROPERTY(QList<fortuna::model::PointsLine> points MEMBER points)
    Q_PROPERTY(int total MEMBER total)
    Q_PROPERTY(QList<fortuna::model::PlagueRemoval> removals MEMBER removals)
public:
    int logIndex = -1;
    int turn = -1;
    int player = -1;
    QString tileId;
    int moved = 0;
    int sector = -1;
    QList<PointsLine> points;
    int total = 0;
    QList<PlagueRemoval> removals;

    bool valid() const { return logIndex >= 0; }
    bool operator==(const WheelEvent &o) const
    {
        return logIndex == o.logIndex && turn == o.turn && player == o.player && tileId == o.tileId && moved == o.moved && sector == o.sector
            && points == o.points && total == o.total && removals == o.removals;
    }
    bool operator!=(const WheelEvent &o) const { return !(*this == o); }

    // The wheel event at log[logIndex].
    static WheelEvent at(const rules::Game &game, int logIndex);
};

// One player's line of the score history.
struct ScoreSeries {
    Q_GADGET
    QML_VALUE_TYPE(scoreSeries)
    Q_PROPERTY(int player MEMBER player)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int color MEMBER color) // a PlayerColor
    Q_PROPERTY(QList<int> scores MEMBER scores)
    Q_PROPERTY(int finalScore MEMBER finalScore)
    Q_PROPERTY(QList<int> breakdown MEMBER breakdown)
public:
    int player = -1;
    QString name;
    int color = 0;
    QList<int> scores; // after turn 0..turns, without final scoring
    int finalScore = 0; // with final scoring
    QList<int> breakdown; // the points by Reason value, final scoring included
    bool operator==(const ScoreSeries &o) const
    {
        return player == o.player && name == o.name && color == o.color && scores == o.scores && finalScore == o.finalScore && breakdown == o.breakdown;
    }
    bool operator!=(const ScoreSeries &o) const { return !(*this == o); }
};

// A turn whose wheel event the chart marks.
struct WheelTurn {
    Q_GADGET
    QML_VALUE_TYPE(wheelTurn)
    Q_PROPERTY(int turn MEMBER turn)
    Q_PROPERTY(int sector MEMBER sector) // a Sector
public:
    int turn = 0;
    int sector = 0;
    bool operator==(const WheelTurn &o) const { return turn == o.turn && sector == o.sector; }
    bool operator!=(const WheelTurn &o) const { return !(*this == o); }
};

// Every player's score over the turns, the wheel turns, and the reasons of the breakdown
// (the Reason values that can score in this game, in order: Tent only with the Fortune
// Teller). valid is false without a game.
struct ScoreHistory {
    Q_GADGET
    QML_VALUE_TYPE(scoreHistory)
    Q_PROPERTY(bool valid MEMBER valid)
    Q_PROPERTY(int turns MEMBER turns)
    Q_PROPERTY(QList<fortuna::model::ScoreSeries> players MEMBER players)
    Q_PROPERTY(QList<fortuna::model::WheelTurn> wheelTurns MEMBER wheelTurns)
    Q_PROPERTY(QList<int> reasons MEMBER reasons)
public:
    bool valid = false;
    int turns = 0;
    QList<ScoreSeries> players;
    QList<WheelTurn> wheelTurns;
    QList<int> reasons;

    // The reasons that can score under `options`.
    static QList<int> reasonsOf(const rules::Options &options);
    bool operator==(const ScoreHistory &o) const
    {
        return valid == o.valid && turns == o.turns && players == o.players && wheelTurns == o.wheelTurns && reasons == o.reasons;
    }
    bool operator!=(const ScoreHistory &o) const { return !(*this == o); }

    static ScoreHistory of(const rules::Game &game, const Seats &seats);
};

// A seat as QML reads it (the setup of the game shown, a game kept in the autosave): its name,
// colour, computer level ("" for a person) and score (0 where none is kept: the setup's).
struct SeatSummary {
    Q_GADGET
    QML_VALUE_TYPE(seatSummary)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int color MEMBER color) // a PlayerColor
    Q_PROPERTY(QString ai MEMBER ai)
    Q_PROPERTY(int score MEMBER score)
public:
    QString name;
    int color = 0;
    QString ai;
    int score = 0;
    static SeatSummary of(const record::PlayerInfo &p, int score = 0) { return SeatSummary{p.name, int(p.color), p.level, score}; }
    bool operator==(const SeatSummary &o) const { return name == o.name && color == o.color && ai == o.ai && score == o.score; }
    bool operator!=(const SeatSummary &o) const { return !(*this == o); }
};

// The setup of the game being played, read back from its record header (GameSetup::info):
// the seats, the rules, the seed, the deck when it was given. valid is false without a game.
struct SetupInfo {
    Q_GADGET
    QML_VALUE_TYPE(setupInfo)
    Q_PROPERTY(bool valid MEMBER valid)
    Q_PROPERTY(QList<fortuna::model::SeatSummary> players MEMBER players)
    Q_PROPERTY(QVariantMap rules MEMBER rules) // rulesToVariant: one entry per rules::OptionSpecs row
    Q_PROPERTY(qint64 seed MEMBER seed)
    Q_PROPERTY(QStringList deck MEMBER deck)
    Q_PROPERTY(bool aids MEMBER aids) // false: the bare board game (record::Record::aids)
public:
    bool valid = false;
    QList<SeatSummary> players;
    QVariantMap rules;
    qint64 seed = 0;
    QStringList deck;
    bool aids = true;
    bool operator==(const SetupInfo &o) const
    {
        return valid == o.valid && players == o.players && rules == o.rules && seed == o.seed && deck == o.deck && aids == o.aids;
    }
    bool operator!=(const SetupInfo &o) const { return !(*this == o); }
};

// An unfinished game kept in the autosave: its seats, the turn it is at, the turns recorded,
// the tiles left, when it was saved, its rules, and the file it was saved to or opened from
// (empty if none, or gone). valid is false when there is none.
struct GameSummary {
    Q_GADGET
    QML_VALUE_TYPE(gameSummary)
    Q_PROPERTY(bool valid MEMBER valid)
    Q_PROPERTY(QList<fortuna::model::SeatSummary> players MEMBER players)
    Q_PROPERTY(int turn MEMBER turn)
    Q_PROPERTY(int turnsPlayed MEMBER turnsPlayed)
    Q_PROPERTY(int tilesLeft MEMBER tilesLeft)
    Q_PROPERTY(QDateTime date MEMBER date)
    Q_PROPERTY(QVariantMap rules MEMBER rules) // rulesToVariant: one entry per rules::OptionSpecs row
    Q_PROPERTY(QUrl file MEMBER file)
public:
    bool valid = false;
    QList<SeatSummary> players;
    int turn = 0;
    int turnsPlayed = 0;
    int tilesLeft = 0;
    QDateTime date;
    QVariantMap rules;
    QUrl file;
    bool operator==(const GameSummary &o) const
    {
        return valid == o.valid && players == o.players && turn == o.turn && turnsPlayed == o.turnsPlayed && tilesLeft == o.tilesLeft && date == o.date
            && rules == o.rules && file == o.file;
    }
    bool operator!=(const GameSummary &o) const { return !(*this == o); }
};

} // namespace fortuna::model
