// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamesetup.h"

#include "refusaltext.h"

#include "rules/catalogue.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>

#include <array>

namespace fortuna::model
{

using namespace fortuna::rules;

namespace
{

// Fills what a setup may leave out: the format, the seed, players' colours; a person's "ai"
// ("" or "human") goes. Returns whether anything changed. Wrong values are left for the
// record reader to name.
bool complete(QJsonObject *root)
{
    bool changed = false;
    if (!root->contains(QLatin1String("format"))) {
        root->insert(QLatin1String("format"), QLatin1String(record::RecordFormat));
        changed = true;
    }
    const QJsonValue seed = root->value(QLatin1String("seed"));
    if (seed.isUndefined() || seed.isNull()) {
        root->insert(QLatin1String("seed"), qint64(QRandomGenerator::global()->generate64() & GameSetup::SeedMask));
        changed = true;
    }
    if (!root->value(QLatin1String("players")).isArray())
        return changed;
    QJsonArray players = root->value(QLatin1String("players")).toArray();
    std::array<bool, ColorCount> used{};
    for (const QJsonValue &p : players) {
        const QByteArray name = p.toObject().value(QLatin1String("color")).toString().toUtf8();
        if (const std::optional<Color> c = colorFromName(std::string_view(name.constData(), size_t(name.size()))))
            used[size_t(*c)] = true;
    }
    for (qsizetype i = 0; i < players.size(); ++i) {
        if (!players[i].isObject())
            continue;
        QJsonObject p = players[i].toObject();
        const QJsonValue ai = p.value(QLatin1String("ai"));
        if (ai.isString() && (ai.toString().trimmed().isEmpty() || ai.toString() == QLatin1String("human"))) {
            p.remove(QLatin1String("ai"));
            changed = true;
        }
        const QJsonValue color = p.value(QLatin1String("color"));
        if (color.isUndefined() || color.isNull() || color.toString() == QString()) {
            for (int c = 0; c < ColorCount; ++c) {
                if (!used[size_t(c)]) {
                    used[size_t(c)] = true;
                    p.insert(QLatin1String("color"), QString::fromLatin1(colorName(Color(c)).data(), qsizetype(colorName(Color(c)).size())));
                    break;
                }
            }
            changed = true;
        }
        players[i] = p;
    }
    if (changed)
        root->insert(QLatin1String("players"), players);
    return changed;
}

} // namespace

// The reader's error as a sentence about the setup (translated; the field path names what).
QString GameSetup::errorText(const record::ReadResult &read)
{
    switch (read.code) {
    case record::ReadError::Missing:
        //: %1: the setting's path in the game record, e.g. "players[2].name"
        return tr("The game setup is incomplete: %1 is missing.").arg(read.field);
    case record::ReadError::BadValue:
        if (read.field == QLatin1String("players"))
            return tr("A game needs 2 to 5 players.");
        if (!read.value.isEmpty())
            //: %1: the setting's path in the game record, e.g. "rules.famine"; %2: the raw value given
            return tr("The game setup is wrong: %1 cannot be %2.").arg(read.field, read.value);
        //: %1: the setting's path in the game record
        return tr("The game setup is wrong: %1 is wrong.").arg(read.field);
    default:
        return tr("The game setup is not a Fortuna game header.");
    }
}

GameSetup::Started GameSetup::start(const NewGameSetup &setup)
{
    NewGameSetup::Header header = setup.header();
    if (!header.record)
        return refused(header.error);
    return start(std::move(*header.record));
}

GameSetup::Started GameSetup::start(const QString &header)
{
    const QByteArray bytes = header.toUtf8();
    const QJsonDocument doc = QJsonDocument::fromJson(bytes);
    QJsonObject root = doc.object();
    // Unchanged text is read as it is (its seed may exceed what a parsed number holds).
    record::ReadResult read = doc.isObject() && complete(&root) ? record::readRecord(root) : record::readRecord(bytes);
    if (!read.ok())
        return refused(errorText(read));
    return start(std::move(*read.record));
}

GameSetup::Started GameSetup::refused(const QString &reason)
{
    Started result;
    result.error = reason;
    return result;
}

record::Record GameSetup::fresh(const record::Record &header)
{
    record::Record next;
    next.players = header.players;
    next.options = header.options;
    next.aids = header.aids;
    next.seed = QRandomGenerator::global()->generate64() & SeedMask;
    return next;
}

GameSetup::Started GameSetup::start(record::Record setup)
{
    Started result;
    auto refuse = [&result](const QString &reason) {
        result.error = reason;
        return std::move(result);
    };
    if (!setup.turns.empty())
        //: %1: the setting's path in the game record
        return refuse(tr("The game setup is wrong: %1 is wrong.").arg(QStringLiteral("turns")));
    const QStringList levels = computerLevels();
    for (const record::PlayerInfo &p : setup.players) {
        // a seat open to a remote player is hosted (NetSession), not played here
        const QString level = p.kind == record::SeatKind::Remote ? QStringLiteral("remote") : p.level;
        if (p.kind != record::SeatKind::Person && !levels.contains(level))
            return refuse(tr("Unknown computer level \"%1\".").arg(level));
    }

    rules::Status why;
    result.game = Game::create(setup.setup(), &why);
    if (!result.game)
        return refuse(refusalText(why, [&setup](int p) {
            return p >= 0 && p < int(setup.players.size()) ? setup.players[size_t(p)].name : QString();
        }));
    result.header = std::move(setup);
    return result;
}

SetupInfo GameSetup::info(const record::Record &header)
{
    SetupInfo info;
    info.valid = true;
    for (const record::PlayerInfo &p : header.players)
        info.players.append(SeatSummary::of(p));
    info.rules = rulesToVariant(header.options);
    info.seed = qint64(header.seed);
    info.aids = header.aids;
    if (header.deck) {
        for (const TileRef &t : *header.deck)
            info.deck.append(tileName(t));
    }
    return info;
}

} // namespace fortuna::model
