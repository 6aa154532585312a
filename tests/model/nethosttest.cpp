// SPDX-License-Identifier: GPL-3.0-or-later
// The app hosting a network table, on loopback (besides model-netgame's whole games): its window
// shows the table's own game (one game per table in the process), and the table's seats are
// named in the player's language.
#include "gamecontrollerhelpers.h"
#include "netgamehelpers.h"
#include "netsession.h"
#include "settings.h"

#include "record/json.h"
#include "record/record.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTranslator>

using namespace gctest;
using fortuna::model::NetSession;
using fortuna::model::Settings;

class NetHostTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("FortunaTest"));
        QCoreApplication::setApplicationName(QStringLiteral("nethosttest"));
    }
    void cleanup()
    {
        Settings::setRecentServers({});
        Settings::setNetRejoin(QString(), QString(), QString());
    }

    // The host's window shows the table's own game (one game per table in the host's process):
    // the table's move is on the host's screen within the click, and nothing is mirrored.
    void theHostShowsTheTablesOwnGame()
    {
        GameController host, guest;
        host.setAnimationsEnabled(false);
        guest.setAnimationsEnabled(false);
        seatAGuest(host, guest, QStringLiteral("127.0.0.1"));
        QCOMPARE(host.net()->tableGame(), nullptr);
        QCOMPARE(host.net()->startGame(), QString());
        QVERIFY(waitFor([&]() {
            return host.networked() && guest.networked() && (host.awaitingHuman() || guest.awaitingHuman());
        }));
        QVERIFY(host.net()->tableGame());
        QCOMPARE(host.game(), host.net()->tableGame());
        QCOMPARE(guest.net()->tableGame(), nullptr); // a guest's window mirrors the server's game
        QVERIFY(guest.game() && guest.game() != host.game());
        if (!host.awaitingHuman()) { // the guest's turn first: played, until the host's
            QCOMPARE(placeFirstLegal(guest), QString());
            QVERIFY(waitFor([&]() {
                return guest.phase() == GameController::Deploy && guest.awaitingHuman();
            }));
            QCOMPARE(guest.skipDeploy(), QString());
            QVERIFY(waitFor([&]() {
                return host.awaitingHuman() && host.phase() == GameController::Place;
            }));
        }
        const int turn = host.turn();
        QSignalSpy moves(&host, &GameController::moveMade);
        QCOMPARE(placeFirstLegal(host), QString());
        // Shown at once, with no event in between: the table played it on the game shown.
        QCOMPARE(host.phase(), GameController::Deploy);
        QCOMPARE(moves.count(), 1);
        QCOMPARE(host.game(), host.net()->tableGame());
        QCOMPARE(host.skipDeploy(), QString());
        QCOMPARE(host.turn(), turn + 1);
        QCOMPARE(moves.count(), 2);
        QVERIFY(waitFor([&]() {
            return guest.turn() == turn + 1 && guest.phase() == GameController::Place;
        }));
        QCOMPARE(guest.record().turns.size(), host.record().turns.size());
        record::Record hosts = host.record();
        hosts.seed = 0; // the server keeps the seed from its guests (they follow its draws)
        QCOMPARE(record::writeRecord(guest.record()), record::writeRecord(hosts));
        // The host leaves: its window closes the table's game, the game goes with the table.
        host.net()->leave();
        QCOMPARE(host.net()->tableGame(), nullptr);
        QCOMPARE(host.game(), nullptr);
    }

    // A seat left unnamed in the setup ("Player 1") shows in the player's language at the
    // table, and follows a switch of language (newcomer pass: "Player 1" in a French lobby).
    void seatNamesInThePlayersLanguage()
    {
        GameController host;
        const QVariantList players{player(QStringLiteral("Player 1"), QStringLiteral("red")),
                                   player(QStringLiteral("Guest"), QStringLiteral("blue"), QStringLiteral("remote"))};
        QCOMPARE(host.net()->host(hostHeader({}, players).get(), 0, QString()), QString());
        QCOMPARE(host.net()->seats().value(0).toMap().value(QStringLiteral("name")).toString(), QStringLiteral("Player 1"));
        QSignalSpy changed(host.net(), &NetSession::changed);
        QTranslator french;
        QVERIFY(french.load(QStringLiteral(":/i18n/fortuna_fr.qm")));
        QCoreApplication::installTranslator(&french);
        QTRY_VERIFY(changed.count() > 0);
        const QString shown = host.net()->seats().value(0).toMap().value(QStringLiteral("name")).toString();
        QCoreApplication::removeTranslator(&french);
        QCOMPARE(shown, QStringLiteral("Joueur 1"));
        host.net()->leave();
    }
};

QTEST_GUILESS_MAIN(NetHostTest)
#include "nethosttest.moc"
