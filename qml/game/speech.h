// SPDX-License-Identifier: GPL-3.0-or-later
// Speech: the words a screen reader says for what the board shows only as pictures (the tile
// in hand, a spot where it fits), and the one way the game speaks up by itself (announce).
// Texts only: every decision stays in the controller.
//
// announce(): on Qt 6.8 and later an accessibility announcement (QAccessibleAnnouncementEvent,
// what QML's Accessible.announce sends, AT-SPI's Announcement signal); Qt 6.4 has none, and
// Announcer.qml shows a notification again instead (docs/accessibility.md says what Orca
// makes of each).
#pragma once

#include <QAbstractItemModel>
#include <QObject>
#include <QQuickItem>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace fortuna::gui
{

class Speech : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // True where Qt has accessibility announcements (6.8 and later).
    Q_PROPERTY(bool announcements READ announcements CONSTANT)
    // "Unavailable" where Qt does not report a disabled control as such (Qt 6.4: every
    // control is "enabled" to AT-SPI), for its description; "" where it does (6.8).
    Q_PROPERTY(QString unavailable READ unavailable CONSTANT)

public:
    explicit Speech(QObject *parent = nullptr);

    static bool announcements();
    static QString unavailable();

    // "North: city with a pennant, east: road, south: field, west: road; a cloister." for a
    // tile ("U/2", "D", "FT1") turned `turns` quarter turns clockwise; "" for an unknown id.
    // `revision` (KeyNames.revision) only makes a binding follow the language.
    Q_INVOKABLE static QString tile(const QString &tileId, int turns, int revision = 0);
    // A spot of the board for a tile: "Column 5, row 2; touches a city to the west and the
    // wheel to the south." `board` is GameController.board (rows with x, y, tileType,
    // rotation); the wheel covers columns and rows 0..3 when `wheelOnBoard`.
    Q_INVOKABLE static QString spot(QAbstractItemModel *board, bool wheelOnBoard, int x, int y, int revision = 0);
    // Where a follower's place lies on its tile, to tell two places of one tile apart: "to the
    // north" for board side port / 2, or with `exact` (fields, which share the sides) the
    // port's own point, "to the north-north-west"; "" for no port (-1: a cloister, a tent).
    Q_INVOKABLE static QString place(int port, bool exact, int revision = 0);
    // Says `text` through `item` (see above). Nothing without an item or a text.
    Q_INVOKABLE static void announce(QQuickItem *item, const QString &text);
};

} // namespace fortuna::gui
