// SPDX-License-Identifier: GPL-3.0-or-later
// The QML module Fortuna.Model: GameController is creatable from QML, its enums, properties,
// models and invokables work from JavaScript.
#include <QQmlComponent>
#include <QQmlEngine>
#include <QTest>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(Fortuna_ModelPlugin)

class QmlModuleTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void controllerFromQml()
    {
        QQmlEngine engine;
        engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
        QQmlComponent component(&engine);
        component.setData(R"(
import Fortuna.Model

GameController {
    id: root
    animationsEnabled: false
    computerDelay: 0
    property string started: "unset"
    property string placed: "unset"
    property string refused: ""
    readonly property bool placing: phase === GameController.Place
    readonly property int tiles: board.count
    readonly property int crowns: wheel.count
    readonly property int seats: players.count
    readonly property string firstName: players.count > 0 ? players.get(0).name : ""
    readonly property int legal: legalPositions.count
    readonly property var sectors: wheel.sectorNames
    property NewGameSetup form: NewGameSetup {}
    function start() {
        form.addPlayer("Ana", "red", "")
        form.addPlayer("Bo", "blue", "")
        form.rules = { tileSet: "wheel-of-fortune", fortuneTeller: false, famine: "any-farmer", wheelAsStart: true }
        form.seed = "5"
        started = newGame(form)
        refused = placeTile(50, 50)
        const spot = legalPositions.get(0)
        placed = placeTile(spot.x, spot.y)
    }
}
)",
                          QUrl(QStringLiteral("qrc:/test/Controller.qml")));
        QScopedPointer<QObject> root(component.create());
        QVERIFY2(root, qPrintable(component.errorString()));
        QCOMPARE(root->property("placing").toBool(), false);
        QCOMPARE(root->property("crowns").toInt(), 9);
        QCOMPARE(root->property("sectors").toStringList().size(), 6);
        QVERIFY(QMetaObject::invokeMethod(root.data(), "start"));
        QCOMPARE(root->property("started").toString(), QString());
        QVERIFY(!root->property("refused").toString().isEmpty());
        QCOMPARE(root->property("placed").toString(), QString());
        QCOMPARE(root->property("seats").toInt(), 2);
        QCOMPARE(root->property("firstName").toString(), QStringLiteral("Ana"));
        QCOMPARE(root->property("tiles").toInt(), 1);
        QCOMPARE(root->property("placing").toBool(), false);
        QCOMPARE(root->property("phase").toInt(), 4); // GameController.Deploy
    }
};

QTEST_GUILESS_MAIN(QmlModuleTest)
#include "qmlmoduletest.moc"
