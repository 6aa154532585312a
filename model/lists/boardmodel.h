// SPDX-License-Identifier: GPL-3.0-or-later
// The land tiles on the board, one row per tile in the order laid (the wheel board is not a
// row: it fills cells x = 0..3, y = 0..3 when GameController.wheelAsStart).
#pragma once

#include "rowmodel.h"

namespace fortuna::rules
{
class Game;
}

namespace fortuna::model
{

class BoardModel : public RowModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("BoardModel is provided by GameController.board")
    // Bounding box of the filled cells (land tiles and the wheel board), 0 without a game.
    Q_PROPERTY(int minX READ minX NOTIFY extentChanged)
    Q_PROPERTY(int minY READ minY NOTIFY extentChanged)
    Q_PROPERTY(int maxX READ maxX NOTIFY extentChanged)
    Q_PROPERTY(int maxY READ maxY NOTIFY extentChanged)
    // The last row (the tile laid last, pending or not) as get() gives it; empty without one.
    // It is in place before the rows' signals go out.
    Q_PROPERTY(QVariantMap lastTile READ lastTile NOTIFY lastTileChanged)

public:
    enum Roles {
        XRole = Qt::UserRole + 1,
        YRole,
        TileIdRole, // "U/2": the tile with its wheel icon
        TileTypeRole, // "U": the catalogue id
        IconRole, // wheel icon 0..3
        RotationRole, // quarter turns clockwise 0..3
        IsWheelRole, // always false: only land tiles are rows
        PendingRole, // the tile just laid, still undoable (Deploy phase)
        TurnRole, // order of laying, 1-based row ordinal
    };
    Q_ENUM(Roles)

    explicit BoardModel(QObject *parent = nullptr);

    int minX() const { return m_minX; }
    int minY() const { return m_minY; }
    int maxX() const { return m_maxX; }
    int maxY() const { return m_maxY; }
    QVariantMap lastTile() const { return m_lastTile; }

    // Rebuild from the game (nullptr: empty). `fresh`: first fill of a new game (reset).
    void update(const rules::Game *game, bool fresh);

Q_SIGNALS:
    void extentChanged();
    void lastTileChanged();

private:
    int m_minX = 0, m_minY = 0, m_maxX = 0, m_maxY = 0;
    QVariantMap m_lastTile;
};

} // namespace fortuna::model
