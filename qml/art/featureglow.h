// SPDX-License-Identifier: GPL-3.0-or-later
// A glow over one feature of a land tile: the region the tile art draws for local feature
// `feature` of `tileId` laid in `turns`, filled with `color` (the board lights a whole city,
// road or farm with one per tile it covers). Draws what it is told; no game logic.
#pragma once

#include "artitems.h"

#include <QColor>

namespace fortuna::gui
{

class FeatureGlow : public ArtItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString tileId READ tileId WRITE setTileId NOTIFY changed)
    Q_PROPERTY(int turns READ turns WRITE setTurns NOTIFY changed)
    Q_PROPERTY(int feature READ feature WRITE setFeature NOTIFY changed)
    Q_PROPERTY(QColor color READ color WRITE setColor NOTIFY changed)
public:
    explicit FeatureGlow(QQuickItem *parent = nullptr);
    QString tileId() const { return m_tileId; }
    void setTileId(const QString &id);
    int turns() const { return m_turns; }
    void setTurns(int turns);
    int feature() const { return m_feature; }
    void setFeature(int feature);
    QColor color() const { return m_color; }
    void setColor(const QColor &color);
    void paint(QPainter *painter) override;
Q_SIGNALS:
    void changed();

private:
    QString m_tileId;
    int m_type = -1;
    int m_turns = 0;
    int m_feature = -1;
    QColor m_color = QColor(255, 236, 150, 150);
};

} // namespace fortuna::gui
