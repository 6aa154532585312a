// SPDX-License-Identifier: GPL-3.0-or-later
// Painted Qt Quick items: thin property-driven wrappers around the QPainter art. They draw
// what they are told and hold no game logic.
#pragma once

#include <QQuickPaintedItem>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace fortuna::gui
{

// Base: paints at `renderScale` times the item size, so that art stays crisp when a parent
// (the board view) scales it up.
class ArtItem : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(qreal renderScale READ renderScale WRITE setRenderScale NOTIFY renderScaleChanged)
public:
    explicit ArtItem(QQuickItem *parent = nullptr);
    qreal renderScale() const { return m_renderScale; }
    void setRenderScale(qreal scale);
Q_SIGNALS:
    void renderScaleChanged();

protected:
    // Every property that a subclass declares repaints the item when it changes (its NOTIFY
    // signal is connected to update()), so simple properties can be MEMBER properties.
    void componentComplete() override;
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;
    void updateTexture();
    // Square centred in the item, for round art.
    QRectF square() const;

private:
    qreal m_renderScale = 1.0;
};

// A land tile: `tileId` as in records ("U/2", "IC-RrRr", "FT3"), `turns` quarter turns
// clockwise (0..3). The wheel icon stays upright in the upper-right corner.
class TileItem : public ArtItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString tileId READ tileId WRITE setTileId NOTIFY tileIdChanged)
    Q_PROPERTY(int turns READ turns WRITE setTurns NOTIFY turnsChanged)
    Q_PROPERTY(bool valid READ valid NOTIFY tileIdChanged)
public:
    explicit TileItem(QQuickItem *parent = nullptr);
    QString tileId() const { return m_tileId; }
    void setTileId(const QString &id);
    int turns() const { return m_turns; }
    void setTurns(int turns);
    bool valid() const { return m_type >= 0; }
    void paint(QPainter *painter) override;
Q_SIGNALS:
    void tileIdChanged();
    void turnsChanged();

private:
    QString m_tileId;
    int m_type = -1;
    int m_icon = 0;
    int m_turns = 0;
};

// The land of the 4x4 wheel board (rim cities, roads and fields). Give it a square size.
class WheelLand : public ArtItem
{
    Q_OBJECT
    QML_ELEMENT
public:
    explicit WheelLand(QQuickItem *parent = nullptr);
    void paint(QPainter *painter) override;
};

// The wheel face: six sectors with names along the rim and their symbols.
class WheelFace : public ArtItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QStringList sectorNames MEMBER m_names NOTIFY sectorNamesChanged)
public:
    explicit WheelFace(QQuickItem *parent = nullptr);
    void paint(QPainter *painter) override;
Q_SIGNALS:
    void sectorNamesChanged();

private:
    QStringList m_names;
};

// A glow over one sector of a wheel face of the same size (-1: nothing).
class SectorGlow : public ArtItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int sector MEMBER m_sector NOTIFY sectorChanged)
public:
    explicit SectorGlow(QQuickItem *parent = nullptr);
    void paint(QPainter *painter) override;
Q_SIGNALS:
    void sectorChanged();

private:
    int m_sector = -1;
};

// One sector symbol on its own (legends, help pages, the event banner).
class SectorSymbol : public ArtItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int sector MEMBER m_sector NOTIFY sectorChanged)
public:
    explicit SectorSymbol(QQuickItem *parent = nullptr);
    void paint(QPainter *painter) override;
Q_SIGNALS:
    void sectorChanged();

private:
    int m_sector = 0;
};

// A crown space: a stone plinth with a gold crown; `lit` when it may be chosen.
class CrownPlinth : public ArtItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool lit MEMBER m_lit NOTIFY litChanged)
public:
    explicit CrownPlinth(QQuickItem *parent = nullptr);
    void paint(QPainter *painter) override;
Q_SIGNALS:
    void litChanged();

private:
    bool m_lit = false;
};

// The pig, side view, nose to the right (to the left when `mirrored`). `stride` (-1..1)
// swings the legs.
class PigFigure : public ArtItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(qreal stride MEMBER m_stride NOTIFY strideChanged)
    Q_PROPERTY(bool mirrored MEMBER m_mirrored NOTIFY mirroredChanged)
    Q_PROPERTY(qreal aspect READ aspect CONSTANT)
public:
    explicit PigFigure(QQuickItem *parent = nullptr);
    qreal aspect() const;
    void paint(QPainter *painter) override;
Q_SIGNALS:
    void strideChanged();
    void mirroredChanged();

private:
    qreal m_stride = 0;
    bool m_mirrored = false;
};

// A follower: the meeple silhouette in a player colour (0 red, 1 blue, 2 green, 3 yellow,
// 4 black) with a dark outline and the player's mark (circle, square, triangle, star,
// cross). `player` -1 draws nothing.
class Meeple : public ArtItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int player MEMBER m_player NOTIFY playerChanged)
    Q_PROPERTY(bool showMark MEMBER m_showMark NOTIFY showMarkChanged)
    Q_PROPERTY(QColor color READ color NOTIFY playerChanged)
public:
    explicit Meeple(QQuickItem *parent = nullptr);
    QColor color() const;
    void paint(QPainter *painter) override;
Q_SIGNALS:
    void playerChanged();
    void showMarkChanged();

private:
    int m_player = 0;
    bool m_showMark = true;
};

// The table the game is played on: warm wooden planks.
class TableCloth : public ArtItem
{
    Q_OBJECT
    QML_ELEMENT
public:
    explicit TableCloth(QQuickItem *parent = nullptr);
    void paint(QPainter *painter) override;
};

} // namespace fortuna::gui
