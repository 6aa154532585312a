// SPDX-License-Identifier: GPL-3.0-or-later
#include "speech.h"

#include "rules/catalogue.h"

#include <QAbstractItemModel>
#include <QAccessible>
#include <QCoreApplication>
#include <QQuickItem>
#include <QStringList>

#include <array>
#include <optional>

using namespace fortuna::gui;

// Its texts keep the context "Speech" (not "fortuna::gui::Speech", the class's tr()), the one
// the catalogues hold them in.

namespace
{

using fortuna::rules::Catalogue;
using fortuna::rules::EdgeType;
using fortuna::rules::TileType;

QString sideName(int side)
{
    switch (side & 3) {
    case 0:
        return QCoreApplication::translate("Speech", "north");
    case 1:
        return QCoreApplication::translate("Speech", "east");
    case 2:
        return QCoreApplication::translate("Speech", "south");
    default:
        return QCoreApplication::translate("Speech", "west");
    }
}

// "to the north": where a neighbour lies, as a whole (French says "au nord" but "à l'est").
QString sideWhere(int side)
{
    switch (side & 3) {
    case 0:
        return QCoreApplication::translate("Speech", "to the north");
    case 1:
        return QCoreApplication::translate("Speech", "to the east");
    case 2:
        return QCoreApplication::translate("Speech", "to the south");
    default:
        return QCoreApplication::translate("Speech", "to the west");
    }
}

// What a neighbour shows on the side a spot touches: "a city to the west".
QString touching(EdgeType e, int side)
{
    switch (e) {
    case EdgeType::City:
        //: %1 is "to the north", "to the east"... (a neighbour of a spot of the board)
        return QCoreApplication::translate("Speech", "a city %1").arg(sideWhere(side));
    case EdgeType::Road:
        //: %1 is "to the north", "to the east"... (a neighbour of a spot of the board)
        return QCoreApplication::translate("Speech", "a road %1").arg(sideWhere(side));
    case EdgeType::Field:
        break;
    }
    //: %1 is "to the north", "to the east"... (a neighbour of a spot of the board)
    return QCoreApplication::translate("Speech", "a field %1").arg(sideWhere(side));
}

QString edgeName(EdgeType e)
{
    switch (e) {
    case EdgeType::City:
        return QCoreApplication::translate("Speech", "city");
    case EdgeType::Road:
        return QCoreApplication::translate("Speech", "road");
    case EdgeType::Field:
        break;
    }
    return QCoreApplication::translate("Speech", "field");
}

const TileType *typeOf(const QString &id, int *icon = nullptr)
{
    const auto ref = Catalogue::instance().parse(id.toStdString());
    if (!ref)
        return nullptr;
    if (icon)
        *icon = ref->icon;
    return &Catalogue::instance().type(*ref);
}

// The edge of `type` on board side `side` when it lies turned `turns` times.
EdgeType edgeAt(const TileType &type, int side, int turns)
{
    return type.edges[size_t(fortuna::rules::localSide(side, turns & 3))];
}

// The board's role number of `name`, -1 if it has none.
int roleOf(const QAbstractItemModel &model, const QByteArray &name)
{
    const auto roles = model.roleNames();
    for (auto it = roles.cbegin(); it != roles.cend(); ++it) {
        if (it.value() == name)
            return it.key();
    }
    return -1;
}

} // namespace

Speech::Speech(QObject *parent)
    : QObject(parent)
{
}

bool Speech::announcements()
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    return true;
#else
    return false;
#endif
}

QString Speech::unavailable()
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    return QString();
#else
    //: the description of a greyed control for a screen reader (Qt 6.4 cannot say it otherwise)
    return QCoreApplication::translate("Speech", "Unavailable");
#endif
}

QString Speech::tile(const QString &tileId, int turns, int revision)
{
    Q_UNUSED(revision)
    int icon = 0;
    const TileType *type = typeOf(tileId, &icon);
    if (!type)
        return QString();
    bool pennant = false;
    for (int i = 0; i < type->featureCount; ++i)
        pennant = pennant || type->features[size_t(i)].pennant;
    QStringList sides;
    for (int side = 0; side < 4; ++side) {
        //: one side of a tile for a screen reader: "north: city"
        sides << QCoreApplication::translate("Speech", "%1: %2").arg(sideName(side), edgeName(edgeAt(*type, side, turns)));
    }
    const QString text = sides.join(QStringLiteral(", "));
    QStringList extras;
    if (type->cloister >= 0)
        extras << QCoreApplication::translate("Speech", "a cloister");
    if (type->tent >= 0)
        extras << QCoreApplication::translate("Speech", "a Fortune Teller's tent");
    if (pennant)
        extras << QCoreApplication::translate("Speech", "a pennant");
    if (icon > 0)
        //: the wheel icon of a tile: the pig walks that many sectors
        extras << QCoreApplication::translate("Speech", "wheel icon %1").arg(icon);
    if (extras.isEmpty())
        return text + QLatin1Char('.');
    //: a tile for a screen reader: its four sides, then what else it shows
    return QCoreApplication::translate("Speech", "%1; %2.").arg(text, extras.join(QStringLiteral(", ")));
}

QString Speech::spot(QAbstractItemModel *board, bool wheelOnBoard, int x, int y, int revision)
{
    Q_UNUSED(revision)
    //: a cell of the board for a screen reader; the wheel covers columns and rows 1 to 4
    QString text = QCoreApplication::translate("Speech", "Column %1, row %2").arg(x + 1).arg(y + 1);
    if (!board)
        return text + QLatin1Char('.');
    const int xRole = roleOf(*board, "x"), yRole = roleOf(*board, "y"), typeRole = roleOf(*board, "tileType"), rotRole = roleOf(*board, "rotation");
    static constexpr std::array<std::array<int, 2>, 4> Steps{{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}};
    QStringList touches;
    for (int side = 0; side < 4; ++side) {
        const int nx = x + Steps[size_t(side)][0], ny = y + Steps[size_t(side)][1];
        if (wheelOnBoard && nx >= 0 && nx <= 3 && ny >= 0 && ny <= 3) {
            //: %1 is "to the north", "to the east"... (the wheel beside a spot of the board)
            touches << QCoreApplication::translate("Speech", "the wheel %1").arg(sideWhere(side));
            continue;
        }
        for (int row = 0; row < board->rowCount(); ++row) {
            const QModelIndex i = board->index(row, 0);
            if (i.data(xRole).toInt() != nx || i.data(yRole).toInt() != ny)
                continue;
            if (const TileType *type = typeOf(i.data(typeRole).toString())) {
                touches << touching(edgeAt(*type, (side + 2) & 3, i.data(rotRole).toInt()), side);
            }
            break;
        }
    }
    if (touches.isEmpty())
        return text + QLatin1Char('.');
    //: a spot of the board and what it touches: "Column 5, row 2; touches a city to the west."
    return QCoreApplication::translate("Speech", "%1; touches %2.").arg(text, touches.join(QStringLiteral(", ")));
}

QString Speech::place(int port, bool exact, int revision)
{
    Q_UNUSED(revision)
    if (port < 0)
        return QString();
    if (!exact)
        return sideWhere(port / 2);
    // the half-edge ports, clockwise from the north side's west half (rules/types.h)
    switch (port & 7) {
    case 0:
        return QCoreApplication::translate("Speech", "to the north-north-west");
    case 1:
        return QCoreApplication::translate("Speech", "to the north-north-east");
    case 2:
        return QCoreApplication::translate("Speech", "to the east-north-east");
    case 3:
        return QCoreApplication::translate("Speech", "to the east-south-east");
    case 4:
        return QCoreApplication::translate("Speech", "to the south-south-east");
    case 5:
        return QCoreApplication::translate("Speech", "to the south-south-west");
    case 6:
        return QCoreApplication::translate("Speech", "to the west-south-west");
    default:
        return QCoreApplication::translate("Speech", "to the west-north-west");
    }
}

void Speech::announce(QQuickItem *item, const QString &text)
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    if (!item || text.isEmpty())
        return;
    QAccessibleAnnouncementEvent event(item, text);
    event.setPoliteness(QAccessible::AnnouncementPoliteness::Polite);
    QAccessible::updateAccessibility(&event);
#else
    // Qt 6.4 has no announcements: Announcer.qml shows its notification again instead.
    Q_UNUSED(item)
    Q_UNUSED(text)
#endif
}
