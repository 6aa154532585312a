// SPDX-License-Identifier: GPL-3.0-or-later
// The follower step's geometry for every tile a deck accepts, in every rotation, without the
// game screen: TileGeometry (the art's shapes, qml/art) against GameController's deploy
// options (model/deployoptionsmodel). For each feature where a follower may go, its drawn
// centre lies inside the tile, the art's hit test there finds that feature, the feature
// under the mouse maps to that option (DeployMarkers.hoverOption: tileFeatures[featureAt].option)
// and is named and lit as that feature, and the command a click sends (deployOnTileFeature
// with the feature under the mouse) records a follower standing exactly on that centre (the
// regression: the marker named "Thief on the road" put a farmer in the field).
// tests/game/tst_deploy.qml keeps the mouse path itself for a few samples.
#include "convert.h"
#include "deployoptionsmodel.h"
#include "gamecontroller.h"
#include "tilegeometry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPoint>
#include <QTest>

using fortuna::gui::TileGeometry;
using fortuna::model::GameController;

namespace
{

QString headerJson(const QVariantMap &setup)
{
    return QString::fromUtf8(QJsonDocument(QJsonObject::fromVariantMap(setup)).toJson(QJsonDocument::Compact));
}

QVariantList humans(int n)
{
    const QStringList names{QStringLiteral("Ana"), QStringLiteral("Bo"), QStringLiteral("Cy"), QStringLiteral("Di"), QStringLiteral("Ed")};
    const QStringList colors{QStringLiteral("red"), QStringLiteral("blue"), QStringLiteral("green"), QStringLiteral("yellow"), QStringLiteral("black")};
    QVariantList players;
    for (int i = 0; i < n; ++i)
        players.append(QVariantMap{{QStringLiteral("name"), names[i]}, {QStringLiteral("color"), colors[i]}});
    return players;
}

// One id per catalogue type that a deck accepts (a plain id, else one with a wheel icon):
// tst_deploy.qml's deckIds().
QStringList deckIds()
{
    QStringList out, types;
    for (const QString &id : TileGeometry().tileIds(true)) {
        const QString type = id.section(QLatin1Char('/'), 0, 0);
        if (types.contains(type))
            continue;
        types << type;
        out << id;
    }
    return out;
}

// The feature options' rows (kind "feature") of the deploy options.
QList<int> featureRows(const GameController &c)
{
    QList<int> rows;
    const auto *options = c.deployOptions();
    for (int i = 0; i < options->count(); ++i) {
        if (options->value(i, QStringLiteral("kind")).toString() == QLatin1String("feature"))
            rows << i;
    }
    return rows;
}

} // namespace

class DeployGeometryTest : public QObject
{
    Q_OBJECT

    // Starts a game in `c` whose first tile is `tile`, laid in `rotation` on its first lit
    // spot (tst_deploy.qml's layFirst: the deck [tile, D, E, D], seed 7, the Fortune Teller
    // for its tents, "id/1" when the deck takes the type only with a wheel icon). False when
    // the tile does not fit in that rotation; a failed check leaves `*ok` false.
    bool layFirst(GameController &c, const QString &tile, int rotation, QPoint *spot, bool *ok)
    {
        *ok = false;
        QVariantMap setup{{QStringLiteral("players"), humans(2)},
                          {QStringLiteral("deck"), QVariantList{tile, QStringLiteral("D"), QStringLiteral("E"), QStringLiteral("D")}},
                          {QStringLiteral("seed"), 7}};
        if (tile.startsWith(QLatin1String("FT")))
            setup.insert(QStringLiteral("rules"), QVariantMap{{QStringLiteral("fortuneTeller"), true}});
        QString reason = c.newGame(headerJson(setup));
        if (!reason.isEmpty() && !tile.contains(QLatin1Char('/'))) {
            setup.insert(QStringLiteral("deck"),
                         QVariantList{QString(tile + QStringLiteral("/1")), QStringLiteral("D"), QStringLiteral("E"), QStringLiteral("D")});
            reason = c.newGame(headerJson(setup));
        }
        [&]() {
            QVERIFY2(reason.isEmpty(), qPrintable(tile + QStringLiteral(": ") + reason));
            QCOMPARE(c.phase(), GameController::Place);
            *ok = true;
        }();
        if (!*ok)
            return false;
        *ok = false;
        c.setRotation(rotation);
        if (c.legalPositions()->count() == 0) {
            *ok = true;
            return false;
        }
        *spot = QPoint(c.legalPositions()->value(0, QStringLiteral("x")).toInt(), c.legalPositions()->value(0, QStringLiteral("y")).toInt());
        [&]() {
            QCOMPARE(c.placeTile(spot->x(), spot->y()), QString());
            QCOMPARE(c.phase(), GameController::Deploy);
            *ok = true;
        }();
        return *ok;
    }

    // Every check of one (tile, rotation); adds the feature options checked to m_checked and
    // the tiles that fit in that rotation to m_laid.
    void checkTile(const QString &tile, int rotation)
    {
        const TileGeometry geometry;
        GameController c;
        c.setAnimationsEnabled(false);
        c.autosave()->setEnabled(false);
        c.setComputerDelay(0);
        QPoint spot;
        bool ok = false;
        const bool laid = layFirst(c, tile, rotation, &spot, &ok);
        QVERIFY(ok);
        if (!laid)
            return;
        ++m_laid;
        const QString where = QStringLiteral("%1 r%2").arg(tile).arg(rotation);
        const auto *board = c.board();
        const QString tileId = board->value(board->count() - 1, QStringLiteral("tileId")).toString();
        QVERIFY2(geometry.isValid(tileId), qPrintable(where + QStringLiteral(": ") + tileId));
        QCOMPARE(board->value(board->count() - 1, QStringLiteral("rotation")).toInt(), rotation);

        const QList<int> features = featureRows(c);
        QVERIFY2(!features.isEmpty(), qPrintable(where + QStringLiteral(": a follower may go somewhere")));
        const auto *options = c.deployOptions();
        // the options as they are now: each is deployed in a game of its own, laid the same way
        QList<QVariantMap> rows;
        for (int i : features)
            rows << options->get(i);

        for (int n = 0; n < features.size(); ++n) {
            const int i = features[n];
            const QVariantMap o = rows[n];
            const QString what =
                where + QStringLiteral(" %1 %2").arg(o.value(QStringLiteral("feature")).toString(), o.value(QStringLiteral("port")).toString());
            const int local = o.value(QStringLiteral("localFeature")).toInt();
            QVERIFY2(local >= 0, qPrintable(what));
            QCOMPARE(o.value(QStringLiteral("x")).toInt(), spot.x());
            QCOMPARE(o.value(QStringLiteral("y")).toInt(), spot.y());
            QCOMPARE(o.value(QStringLiteral("rotation")).toInt(), rotation);

            // the drawn centre: inside the tile, and the art's hit test finds the feature there
            const QPointF centre = geometry.featureCentre(tileId, rotation, local);
            QVERIFY2(centre.x() > 0 && centre.x() < 1 && centre.y() > 0 && centre.y() < 1,
                     qPrintable(what + QStringLiteral(": centre (%1, %2)").arg(centre.x()).arg(centre.y())));
            QVERIFY2(
                geometry.featureAt(tileId, rotation, centre.x(), centre.y()) == local,
                qPrintable(
                    what
                    + QStringLiteral(": featureAt the centre is %1, not %2").arg(geometry.featureAt(tileId, rotation, centre.x(), centre.y())).arg(local)));

            // the mouse there: DeployMarkers.hoverOption = tileFeatures[featureAt].option; the
            // label names tileFeatures[f].feature; the glow on the laid tile draws that feature
            const QVariantList info = options->tileFeatures();
            QVERIFY2(local < info.size(), qPrintable(what));
            const QVariantMap hovered = info[local].toMap();
            QVERIFY2(hovered.value(QStringLiteral("option")).toInt() == i,
                     qPrintable(what + QStringLiteral(": the mouse picks option %1, not %2").arg(hovered.value(QStringLiteral("option")).toInt()).arg(i)));
            QCOMPARE(hovered.value(QStringLiteral("feature")).toInt(), o.value(QStringLiteral("feature")).toInt());
            int glows = 0;
            for (const QVariant &v : hovered.value(QStringLiteral("parts")).toList()) {
                const QVariantMap part = v.toMap();
                if (part.value(QStringLiteral("wheel")).toBool() || part.value(QStringLiteral("x")).toInt() != spot.x()
                    || part.value(QStringLiteral("y")).toInt() != spot.y())
                    continue;
                ++glows;
                QCOMPARE(part.value(QStringLiteral("tileId")).toString(), tileId);
                QCOMPARE(part.value(QStringLiteral("rotation")).toInt(), rotation);
                QVERIFY2(
                    part.value(QStringLiteral("feature")).toInt() == local,
                    qPrintable(what + QStringLiteral(": the glow draws feature %1, not %2").arg(part.value(QStringLiteral("feature")).toInt()).arg(local)));
            }
            QVERIFY2(glows == 1, qPrintable(what + QStringLiteral(": %1 parts on the laid tile").arg(glows)));
            // the option and its feature as the art lists them agree (kind)
            const QVariantMap drawn = geometry.features(tileId, rotation).value(local).toMap();
            QCOMPARE(drawn.value(QStringLiteral("kind")).toInt(), o.value(QStringLiteral("feature")).toInt());

            // the click's command, in a game laid the same way
            GameController d;
            d.setAnimationsEnabled(false);
            d.autosave()->setEnabled(false);
            d.setComputerDelay(0);
            QPoint again;
            QVERIFY(layFirst(d, tile, rotation, &again, &ok));
            QCOMPARE(again, spot);
            QCOMPARE(d.deployOptions()->get(i), o);
            QCOMPARE(d.deployOnTileFeature(local), QString());
            QVERIFY2(d.phase() == GameController::Place, qPrintable(what + QStringLiteral(": the deployment ended the turn")));
            // what the game recorded (the follower may already be home: a completed feature)
            const QJsonArray turns = QJsonDocument::fromJson(d.recordJson().toUtf8()).object().value(QStringLiteral("turns")).toArray();
            QVERIFY(!turns.isEmpty());
            const QJsonObject f = turns.last().toObject().value(QStringLiteral("follower")).toObject();
            const QString feature = f.value(QStringLiteral("feature")).toString();
            QVERIFY2(!feature.isEmpty(), qPrintable(what + QStringLiteral(": a follower was deployed")));
            QCOMPARE(feature, fortuna::model::featureText(fortuna::rules::FeatureKind(o.value(QStringLiteral("feature")).toInt())));
            const QStringList kinds{QStringLiteral("road"),
                                    QStringLiteral("city"),
                                    QStringLiteral("field"),
                                    QStringLiteral("cloister"),
                                    QStringLiteral("tent")};
            const QStringList ports = feature == QLatin1String("field")
                ? QStringList{QStringLiteral("NNW"),
                              QStringLiteral("NNE"),
                              QStringLiteral("ENE"),
                              QStringLiteral("ESE"),
                              QStringLiteral("SSE"),
                              QStringLiteral("SSW"),
                              QStringLiteral("WSW"),
                              QStringLiteral("WNW")}
                : QStringList{QStringLiteral("N"), QStringLiteral("E"), QStringLiteral("S"), QStringLiteral("W")};
            const QString port = f.value(QStringLiteral("port")).toString();
            const QPointF stands = geometry.featurePoint(tileId, rotation, int(kinds.indexOf(feature)), port.isEmpty() ? -1 : int(ports.indexOf(port)));
            QVERIFY2(qAbs(stands.x() - centre.x()) <= 1e-9 && qAbs(stands.y() - centre.y()) <= 1e-9,
                     qPrintable(what
                                + QStringLiteral(": the follower stands at (%1, %2), the centre is (%3, %4)")
                                      .arg(stands.x())
                                      .arg(stands.y())
                                      .arg(centre.x())
                                      .arg(centre.y())));
            ++m_checked;
        }
    }

    int m_checked = 0;
    int m_laid = 0;

private Q_SLOTS:
    void everyFeatureOfEveryTileIsDeployedWherePointed_data()
    {
        QTest::addColumn<QString>("tile");
        QTest::addColumn<int>("rotation");
        for (const QString &tile : deckIds()) {
            for (int r = 0; r < 4; ++r)
                QTest::addRow("%s r%d", qPrintable(tile), r) << tile << r;
        }
    }
    void everyFeatureOfEveryTileIsDeployedWherePointed()
    {
        QFETCH(QString, tile);
        QFETCH(int, rotation);
        checkTile(tile, rotation);
    }

    // Nothing was skipped: every type of the catalogue in every rotation it fits in, and
    // every feature option of those (run after the cases above, in declaration order).
    void everyCaseWasChecked()
    {
        qInfo("%d types, %d (tile, rotation) laid, %d (tile, rotation, feature) checked", int(deckIds().size()), m_laid, m_checked);
        QCOMPARE(deckIds().size(), 41);
        QCOMPARE(m_laid, 41 * 4);
        QCOMPARE(m_checked, 620);
    }
};

QTEST_GUILESS_MAIN(DeployGeometryTest)

#include "deploygeometrytest.moc"
