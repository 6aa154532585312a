// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamesetup.h"

#include "rules/catalogue.h"

#include <QRandomGenerator>

#include <array>

namespace fortuna::model {

using namespace fortuna::rules;

namespace {

// A seed from QML (a number, possibly a double) or text; nullopt when it is not a whole
// number >= 0.
std::optional<uint64_t> readSeed(const QVariant &value)
{
    bool ok = false;
    qulonglong s = 0;
    const int type = value.typeId();
    if (type == QMetaType::Double || type == QMetaType::Float) {
        const double d = value.toDouble();
        ok = d >= 0 && d < 18446744073709551616.0 && d == double(qulonglong(d));
        s = ok ? qulonglong(d) : 0;
    } else if (type == QMetaType::QString) {
        s = value.toString().trimmed().toULongLong(&ok);
    } else if (type == QMetaType::ULongLong || type == QMetaType::UInt) {
        s = value.toULongLong(&ok);
    } else {
        const qlonglong ll = value.toLongLong(&ok);
        ok = ok && ll >= 0;
        s = qulonglong(ll);
    }
    return ok ? std::optional<uint64_t>(s) : std::nullopt;
}

} // namespace

GameSetup::Started GameSetup::start(const QVariantMap &setup)
{
    Started result;
    auto refuse = [&result](const QString &reason) {
        result.error = reason;
        return std::move(result);
    };

    // Players.
    const QVariantList players = setup.value(QStringLiteral("players")).toList();
    if (players.size() < 2 || players.size() > MaxPlayers)
        return refuse(tr("A game needs 2 to 5 players."));
    const QStringList levels = computerLevels();
    std::vector<record::PlayerInfo> seats;
    std::vector<bool> colored;
    std::array<bool, ColorCount> usedColors{};
    for (const QVariant &v : players) {
        const QVariantMap p = v.toMap();
        record::PlayerInfo seat;
        seat.name = p.value(QStringLiteral("name")).toString();
        const QString ai = p.value(QStringLiteral("ai")).toString().trimmed();
        if (!ai.isEmpty() && ai != QLatin1String("human")) {
            if (!levels.contains(ai))
                return refuse(tr("Unknown computer level \"%1\".").arg(ai));
            seat.ai = ai;
        }
        const QString color = p.value(QStringLiteral("color")).toString();
        if (!color.isEmpty()) {
            const std::optional<Color> c = colorFromName(color.toLower().toStdString());
            if (!c)
                return refuse(tr("Unknown colour \"%1\".").arg(color));
            if (usedColors[size_t(*c)])
                return refuse(tr("Two players cannot both play %1.").arg(color));
            usedColors[size_t(*c)] = true;
            seat.color = *c;
        }
        colored.push_back(!color.isEmpty());
        seats.push_back(seat);
    }
    // Players without a colour get the first free ones, in order.
    for (size_t i = 0; i < seats.size(); ++i) {
        if (colored[i])
            continue;
        for (int c = 0; c < ColorCount; ++c) {
            if (!usedColors[size_t(c)]) {
                usedColors[size_t(c)] = true;
                seats[i].color = Color(c);
                break;
            }
        }
    }

    // Rules.
    Setup engineSetup;
    engineSetup.players = int(seats.size());
    const QVariantMap rulesMap = setup.value(QStringLiteral("rules")).toMap();
    if (rulesMap.contains(QStringLiteral("tileSet"))) {
        const QString t = rulesMap.value(QStringLiteral("tileSet")).toString();
        if (t == tileSetText(TileSet::WheelOfFortune))
            engineSetup.options.tileSet = TileSet::WheelOfFortune;
        else if (t == tileSetText(TileSet::BaseAndWheel))
            engineSetup.options.tileSet = TileSet::BaseAndWheel;
        else
            return refuse(tr("Unknown tile set \"%1\".").arg(t));
    }
    if (rulesMap.contains(QStringLiteral("famine"))) {
        const QString f = rulesMap.value(QStringLiteral("famine")).toString();
        if (f == famineText(FamineRule::AnyFarmer))
            engineSetup.options.famine = FamineRule::AnyFarmer;
        else if (f == famineText(FamineRule::Majority))
            engineSetup.options.famine = FamineRule::Majority;
        else
            return refuse(tr("Unknown famine rule \"%1\".").arg(f));
    }
    if (rulesMap.contains(QStringLiteral("fortuneTeller")))
        engineSetup.options.fortuneTeller = rulesMap.value(QStringLiteral("fortuneTeller")).toBool();
    if (rulesMap.contains(QStringLiteral("wheelAsStart")))
        engineSetup.options.wheelAsStart = rulesMap.value(QStringLiteral("wheelAsStart")).toBool();

    // Seed.
    const QVariant seedValue = setup.value(QStringLiteral("seed"));
    if (seedValue.isValid() && !seedValue.isNull()) {
        const std::optional<uint64_t> seed = readSeed(seedValue);
        if (!seed)
            return refuse(tr("The seed must be a whole number of at least 0."));
        engineSetup.seed = *seed;
    } else {
        engineSetup.seed = QRandomGenerator::global()->generate64() & SeedMask;
    }

    // Explicit deck (scenarios, tests).
    if (setup.contains(QStringLiteral("deck"))) {
        std::vector<TileRef> deck;
        const QVariantList deckList = setup.value(QStringLiteral("deck")).toList();
        for (const QVariant &v : deckList) {
            const QString name = v.toString();
            const std::optional<TileRef> t = Catalogue::instance().parse(name.toStdString());
            if (!t)
                return refuse(tr("Unknown tile \"%1\".").arg(name));
            deck.push_back(*t);
        }
        engineSetup.deck = std::move(deck);
    }

    std::string error;
    result.game = Game::create(engineSetup, &error);
    if (!result.game)
        return refuse(error.empty() ? tr("The game could not be started.") : QString::fromStdString(error));
    result.header.options = engineSetup.options;
    result.header.seed = engineSetup.seed;
    result.header.deck = engineSetup.deck;
    result.header.players = std::move(seats);
    return result;
}

QVariantMap GameSetup::toVariant(const record::Record &header)
{
    QVariantList players;
    for (const record::PlayerInfo &p : header.players) {
        QVariantMap seat{{QStringLiteral("name"), p.name}, {QStringLiteral("color"), colorText(p.color)}};
        if (p.ai && !p.ai->isEmpty())
            seat.insert(QStringLiteral("ai"), *p.ai);
        players.append(seat);
    }
    QVariantMap setup{
        {QStringLiteral("players"), players},
        {QStringLiteral("rules"), rulesToVariant(header.options)},
        {QStringLiteral("seed"), qint64(header.seed)},
    };
    if (header.deck) {
        QVariantList deck;
        for (const TileRef &t : *header.deck)
            deck.append(tileName(t));
        setup.insert(QStringLiteral("deck"), deck);
    }
    return setup;
}

} // namespace fortuna::model
