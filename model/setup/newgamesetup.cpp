// SPDX-License-Identifier: GPL-3.0-or-later
#include "newgamesetup.h"

#include "convert.h"
#include "gamesetup.h"
#include "ruleoptions.h"
#include "settings.h"

#include "rules/catalogue.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

#include <algorithm>
#include <array>

namespace fortuna::model
{

using record::PlayerInfo;
using record::SeatKind;

// The refusals keep the translation context they were first written and translated in
// (GameSetup's).
namespace
{

constexpr QLatin1String RemoteLevel("remote");

QString wrong(const QString &field, const QString &value)
{
    //: %1: the setting's path in the game record, e.g. "rules.famine"; %2: the raw value given
    return QCoreApplication::translate("fortuna::model::GameController", "The game setup is wrong: %1 cannot be %2.").arg(field, value);
}

// A value as the record would write it: "nobody" with its quotes, 3, true.
QString shown(const QVariant &v)
{
    return v.typeId() == QMetaType::QString ? QStringLiteral("\"%1\"").arg(v.toString()) : v.toString();
}

std::optional<rules::Color> colorNamed(const QString &name)
{
    const QByteArray latin = name.toLatin1();
    return rules::colorFromName(std::string_view(latin.constData(), size_t(latin.size())));
}

QString colorNameOf(rules::Color c)
{
    return record::fromView(rules::colorName(c));
}

} // namespace

NewGameSetup::NewGameSetup(QObject *parent)
    : QAbstractListModel(parent)
{
}

int NewGameSetup::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant NewGameSetup::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !valid(index.row()))
        return {};
    const Seat &s = m_seats[size_t(index.row())];
    switch (role) {
    case NameRole:
        return s.player.name;
    case ColorRole:
        return s.colorChosen ? colorNameOf(s.player.color) : QString();
    case LevelRole:
        return levelOf(s.player);
    default:
        return {};
    }
}

QHash<int, QByteArray> NewGameSetup::roleNames() const
{
    return {{NameRole, "name"}, {ColorRole, "color"}, {LevelRole, "level"}};
}

QString NewGameSetup::levelOf(const PlayerInfo &p)
{
    switch (p.kind) {
    case SeatKind::Person:
        return QString();
    case SeatKind::Remote:
        return QString(RemoteLevel);
    case SeatKind::Computer:
        break;
    }
    return p.level;
}

std::optional<PlayerInfo> NewGameSetup::seatOf(QString name, rules::Color color, const QString &level)
{
    if (level.trimmed().isEmpty() || level == QLatin1String("human"))
        return PlayerInfo::person(name, color);
    if (level == RemoteLevel)
        return PlayerInfo{name, color, SeatKind::Remote, QString()};
    return PlayerInfo::computer(name, color, level);
}

bool NewGameSetup::canAdd() const
{
    return count() < rules::MaxPlayers;
}

bool NewGameSetup::hosted() const
{
    return std::any_of(m_seats.begin(), m_seats.end(), [](const Seat &s) {
        return s.player.kind == SeatKind::Remote;
    });
}

QStringList NewGameSetup::colorHolders() const
{
    QStringList holders(rules::ColorCount);
    for (int i = 0; i < count(); ++i) {
        if (m_seats[size_t(i)].colorChosen)
            holders[int(m_seats[size_t(i)].player.color)] = shownName(i);
    }
    return holders;
}

std::optional<rules::Color> NewGameSetup::freeColor() const
{
    for (int c = 0; c < rules::ColorCount; ++c) {
        if (std::none_of(m_seats.begin(), m_seats.end(), [c](const Seat &s) {
                return s.colorChosen && s.player.color == rules::Color(c);
            }))
            return rules::Color(c);
    }
    return std::nullopt;
}

QString NewGameSetup::defaultName(int row) const
{
    return (m_nameTemplate.contains(QLatin1String("%1")) ? m_nameTemplate : QString::fromLatin1(SourceTemplate)).arg(row + 1);
}

bool NewGameSetup::isDefault(const QString &name, int row) const
{
    const auto named = [&](const QString &pattern) {
        return pattern.contains(QLatin1String("%1")) && name == pattern.arg(row + 1);
    };
    return named(m_nameTemplate) || named(m_appliedTemplate) || named(QString::fromLatin1(SourceTemplate));
}

QString NewGameSetup::shownName(int row) const
{
    const QString typed = m_seats[size_t(row)].player.name.trimmed();
    return typed.isEmpty() ? defaultName(row) : typed;
}

void NewGameSetup::rowChanged(int row)
{
    Q_EMIT dataChanged(index(row), index(row));
    Q_EMIT seatsChanged();
}

bool NewGameSetup::addSeat()
{
    const std::optional<rules::Color> color = freeColor();
    if (!canAdd() || !color)
        return false;
    const int row = count();
    const QString name = defaultName(row);
    return addPlayer(name, colorNameOf(*color), row == 0 ? QString() : QStringLiteral("normal"));
}

bool NewGameSetup::addPlayer(const QString &name, const QString &color, const QString &ai)
{
    if (!canAdd())
        return false;
    const std::optional<rules::Color> c = color.isEmpty() ? std::optional<rules::Color>(rules::Color::Red) : colorNamed(color);
    const bool chosen = !color.isEmpty();
    if (!c || (chosen && colorHolders().at(int(*c)).size() > 0))
        return false;
    const int row = count();
    beginInsertRows(QModelIndex(), row, row);
    m_seats.push_back(Seat{*seatOf(name, *c, ai), chosen});
    endInsertRows();
    Q_EMIT seatsChanged();
    return true;
}

void NewGameSetup::clearPlayers()
{
    if (m_seats.empty())
        return;
    beginResetModel();
    m_seats.clear();
    endResetModel();
    Q_EMIT seatsChanged();
}

bool NewGameSetup::removeSeat(int row)
{
    if (!valid(row) || !canRemove())
        return false;
    beginRemoveRows(QModelIndex(), row, row);
    m_seats.erase(m_seats.begin() + row);
    endRemoveRows();
    Q_EMIT seatsChanged();
    return true;
}

void NewGameSetup::setName(int row, const QString &name)
{
    if (!valid(row) || m_seats[size_t(row)].player.name == name)
        return;
    m_seats[size_t(row)].player.name = name;
    rowChanged(row);
}

bool NewGameSetup::setLevel(int row, const QString &level)
{
    if (!valid(row) || !(level.isEmpty() || level == RemoteLevel || computerLevels().contains(level)))
        return false;
    PlayerInfo &p = m_seats[size_t(row)].player;
    p = *seatOf(p.name, p.color, level);
    rowChanged(row);
    return true;
}

bool NewGameSetup::pickColor(int row, const QString &color)
{
    const std::optional<rules::Color> c = colorNamed(color);
    if (!valid(row) || !c)
        return false;
    Seat &mine = m_seats[size_t(row)];
    for (int k = 0; k < count(); ++k) {
        Seat &other = m_seats[size_t(k)];
        if (k != row && other.colorChosen && other.player.color == *c) {
            other.player.color = mine.player.color;
            other.colorChosen = mine.colorChosen;
            Q_EMIT dataChanged(index(k), index(k));
        }
    }
    mine.player.color = *c;
    mine.colorChosen = true;
    rowChanged(row);
    return true;
}

void NewGameSetup::setNameTemplate(const QString &nameTemplate)
{
    if (nameTemplate == m_nameTemplate)
        return;
    const QString before = m_nameTemplate;
    m_nameTemplate = nameTemplate;
    if (!m_appliedTemplate.isEmpty()) {
        m_appliedTemplate = before;
        for (int i = 0; i < count(); ++i) {
            if (isDefault(m_seats[size_t(i)].player.name, i))
                m_seats[size_t(i)].player.name = defaultName(i);
        }
        if (count() > 0)
            Q_EMIT dataChanged(index(0), index(count() - 1));
        Q_EMIT seatsChanged();
    }
    m_appliedTemplate = nameTemplate;
    Q_EMIT nameTemplateChanged();
}

bool NewGameSetup::load(const QVariantMap &setup)
{
    const QVariantList players = setup.value(QStringLiteral("players")).toList();
    if (players.size() < MinPlayers || players.size() > rules::MaxPlayers)
        return false;
    beginResetModel();
    m_seats.clear();
    for (const QVariant &v : players) {
        const QVariantMap p = v.toMap();
        const int row = count();
        const QString name = p.value(QStringLiteral("name")).toString();
        std::optional<rules::Color> color = colorNamed(p.value(QStringLiteral("color")).toString());
        if (!color || colorHolders().at(int(*color)).size() > 0)
            color = freeColor();
        m_seats.push_back(
            Seat{*seatOf(!name.isEmpty() && !isDefault(name, row) ? name : defaultName(row), *color, p.value(QStringLiteral("ai")).toString()), true});
    }
    endResetModel();
    Q_EMIT seatsChanged();
    const QVariantMap rules = setup.value(QStringLiteral("rules")).toMap();
    setRules(RuleOptions::complete(rules));
    setAids(rules.value(QStringLiteral("aids")) != QVariant(false));
    return true;
}

void NewGameSetup::loadDefaults()
{
    clearPlayers();
    addSeat();
    addSeat();
    setRules(RuleOptions::defaults());
    setAids(true);
}

QVariantMap NewGameSetup::toMap() const
{
    QVariantList players;
    for (int i = 0; i < count(); ++i) {
        const PlayerInfo &p = m_seats[size_t(i)].player;
        QVariantMap seat{{QStringLiteral("name"), shownName(i)}, {QStringLiteral("color"), data(index(i), ColorRole)}};
        if (p.kind != SeatKind::Person)
            seat.insert(QStringLiteral("ai"), levelOf(p));
        players.append(seat);
    }
    QVariantMap rules = RuleOptions::complete(m_rules);
    if (!m_aids || m_rules.value(QStringLiteral("aids")) == QVariant(false))
        rules.insert(QStringLiteral("aids"), false);
    QVariantMap setup{{QStringLiteral("players"), players}, {QStringLiteral("rules"), rules}};
    if (!m_seed.trimmed().isEmpty())
        setup.insert(QStringLiteral("seed"), m_seed.trimmed());
    return setup;
}

void NewGameSetup::remember() const
{
    QVariantMap setup = toMap();
    setup.remove(QStringLiteral("seed"));
    QVariantList players = setup.value(QStringLiteral("players")).toList();
    for (int i = 0; i < players.size(); ++i) {
        QVariantMap p = players[i].toMap();
        if (isDefault(p.value(QStringLiteral("name")).toString(), i))
            p.insert(QStringLiteral("name"), QString());
        players[i] = p;
    }
    setup.insert(QStringLiteral("players"), players);
    Settings::setLastSetup(QString::fromUtf8(QJsonDocument(QJsonObject::fromVariantMap(setup)).toJson(QJsonDocument::Compact)));
}

QVariantMap NewGameSetup::remembered()
{
    return QJsonDocument::fromJson(Settings::lastSetup().toUtf8()).object().toVariantMap();
}

bool NewGameSetup::restore()
{
    return load(remembered());
}

NewGameSetup::Header NewGameSetup::header() const
{
    Header result;
    auto refuse = [&result](const QString &reason) {
        result.error = reason;
        return result;
    };
    if (count() < MinPlayers || count() > rules::MaxPlayers)
        return refuse(QCoreApplication::translate("fortuna::model::GameController", "A game needs 2 to 5 players."));
    record::Record header;
    const QString digits = m_seed.trimmed();
    if (digits.isEmpty()) {
        header.seed = QRandomGenerator::global()->generate64() & GameSetup::SeedMask;
    } else {
        bool ok = false;
        header.seed = digits.toULongLong(&ok, 10);
        if (!ok || digits.startsWith(QLatin1Char('+')))
            return refuse(wrong(QStringLiteral("seed"), digits));
    }
    for (const rules::OptionSpec &spec : rules::OptionSpecs) {
        const QString key = toQString(spec.key);
        const QVariant v = m_rules.value(key);
        if (!v.isValid())
            continue;
        std::optional<int> value;
        if (spec.isBoolean() && v.typeId() == QMetaType::Bool)
            value = v.toBool() ? 1 : 0;
        else if (!spec.isBoolean() && v.typeId() == QMetaType::QString)
            value = spec.choiceFromName(v.toString().toStdString());
        if (!value)
            return refuse(wrong(QStringLiteral("rules.") + key, shown(v)));
        spec.set(header.options, *value);
    }
    header.aids = m_aids && m_rules.value(QStringLiteral("aids")) != QVariant(false);
    if (!m_deck.isEmpty()) {
        std::vector<rules::TileRef> deck;
        for (int i = 0; i < m_deck.size(); ++i) {
            const std::optional<rules::TileRef> t = rules::Catalogue::instance().parse(m_deck[i].toStdString());
            if (!t)
                return refuse(wrong(QStringLiteral("deck[%1]").arg(i), shown(m_deck[i])));
            deck.push_back(*t);
        }
        header.deck = std::move(deck);
    }
    // a seat given no colour takes the first one no seat has
    std::array<bool, rules::ColorCount> used{};
    for (const Seat &s : m_seats)
        used[size_t(s.player.color)] = used[size_t(s.player.color)] || s.colorChosen;
    const QStringList levels = computerLevels();
    for (int i = 0; i < count(); ++i) {
        PlayerInfo p = m_seats[size_t(i)].player;
        if (p.kind == SeatKind::Computer && !levels.contains(p.level))
            return refuse(QCoreApplication::translate("fortuna::model::GameController", "Unknown computer level \"%1\".").arg(p.level));
        // a default name goes in the source language: the game shows it in the interface's
        // language, whichever it is then (seatName)
        p.name = isDefault(shownName(i), i) ? QString::fromLatin1(SourceTemplate).arg(i + 1) : shownName(i);
        if (!m_seats[size_t(i)].colorChosen) {
            const auto free = std::find(used.begin(), used.end(), false); // (5 colours, at most 5 seats)
            *free = true;
            p.color = rules::Color(free - used.begin());
        }
        header.players.push_back(std::move(p));
    }
    result.record = std::move(header);
    return result;
}

} // namespace fortuna::model
