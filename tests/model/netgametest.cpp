// SPDX-License-Identifier: GPL-3.0-or-later
// Network play in the app, on loopback: a host GameController (the server inside the app) and
// a joining GameController in one process play whole games, each move made through the API
// that QML uses and shown only when the server's update comes back; both end with the same
// record as the server's. Also: table links, recent servers, a dropped player's seat shown
// disconnected and handed to a computer.
#include "../support/waituntil.h"
#include "autosave.h"
#include "gamecontrollerhelpers.h"
#include "netgamehelpers.h"
#include "netsession.h"
#include "settings.h"

#include "net/tablestore.h"
#include "record/record.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTimer>

using namespace gctest;
using fortuna::model::NetSession;
using fortuna::model::NewGameSetup;
using fortuna::model::Settings;

class NetGameTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("FortunaTest"));
        QCoreApplication::setApplicationName(QStringLiteral("netgametest"));
    }
    void cleanup()
    {
        Settings::setRecentServers({});
        Settings::setNetRejoin(QString(), QString(), QString());
    }

    void links()
    {
        const QVariantMap ok = NetSession::parseLink(QStringLiteral("  fortuna://192.168.1.20:8000/abcd2345 "));
        QCOMPARE(ok.value(QStringLiteral("host")).toString(), QStringLiteral("192.168.1.20"));
        QCOMPARE(ok.value(QStringLiteral("port")).toInt(), 8000);
        QCOMPARE(ok.value(QStringLiteral("code")).toString(), QStringLiteral("ABCD2345"));
        QCOMPARE(NetSession::parseLink(QStringLiteral("fortuna://[::1]:7979/ABCD2345")).value(QStringLiteral("host")).toString(), QStringLiteral("::1"));
        QCOMPARE(NetSession::parseLink(QStringLiteral("fortuna://host/ABCD2345")).value(QStringLiteral("port")).toInt(), 7979);
        // Refused, with a reason.
        const QString notOurs = NetSession::parseLink(QStringLiteral("http://host:7979/ABCD2345")).value(QStringLiteral("error")).toString();
        QVERIFY(notOurs.contains(QStringLiteral("fortuna://")));
        for (const char *bad : {"fortuna://host:7979/ABC", "fortuna://host:7979/ABCDEFGI", "fortuna://host:99999/ABCD2345", "fortuna:///ABCD2345"}) {
            const QVariantMap m = NetSession::parseLink(QString::fromLatin1(bad));
            QVERIFY2(m.contains(QStringLiteral("error")) && !m.contains(QStringLiteral("code")), bad);
        }
    }

    void joinChecksItsFields()
    {
        NetSession s;
        QVERIFY(!s.join(QString(), 7979, QStringLiteral("ABCD2345"), QStringLiteral("Bo"), QString()).isEmpty());
        QVERIFY(!s.join(QStringLiteral("localhost"), 0, QStringLiteral("ABCD2345"), QStringLiteral("Bo"), QString()).isEmpty());
        QVERIFY(!s.join(QStringLiteral("localhost"), 7979, QStringLiteral("ABC"), QStringLiteral("Bo"), QString()).isEmpty());
        QVERIFY(!s.join(QStringLiteral("localhost"), 7979, QStringLiteral("ABCD2345"), QStringLiteral("  "), QString()).isEmpty());
        QVERIFY(!s.active());
        QVERIFY(Settings::recentServers().isEmpty());
    }

    void recentServers()
    {
        Settings::setRecentServers({QStringLiteral("example.org:7979")});
        {
            NetSession s;
            // Nobody listens on port 1: the join is under way, the server is remembered first.
            QCOMPARE(s.join(QStringLiteral("127.0.0.1"), 1, QStringLiteral("abcd2345"), QStringLiteral("Bo"), QString()), QString());
            QCOMPARE(s.code(), QStringLiteral("ABCD2345"));
            QCOMPARE(s.recentServers(), (QStringList{QStringLiteral("127.0.0.1:1"), QStringLiteral("example.org:7979")}));
            s.leave();
            QVERIFY(!s.active());
        }
        NetSession t;
        QCOMPARE(t.recentServers(), (QStringList{QStringLiteral("127.0.0.1:1"), QStringLiteral("example.org:7979")}));
    }

    void hostNeedsARemoteSeat()
    {
        GameController host;
        QVERIFY(!host.net()->host(hostHeader({}, annAndGuest(QString())).get(), 0, QString()).isEmpty());
        QVERIFY(!host.net()->active());
    }

    // Play without aids is a game on one computer: a table would give its guests the aids.
    void hostRefusesPlayWithoutAids()
    {
        GameController host;
        QCOMPARE(host.net()->host(hostHeader({{QStringLiteral("aids"), false}}).get(), 0, QString()),
                 NetSession::tr("A network game keeps the aids for everyone: untick Play without aids to host it."));
        QVERIFY(!host.net()->active());
    }

    void wholeGame_data()
    {
        QTest::addColumn<QVariantMap>("rules");
        QTest::addColumn<bool>("tents");
        QTest::addColumn<QVariantList>("players");
        QTest::newRow("default") << QVariantMap() << false << annAndGuest();
        QTest::newRow("fortune teller") << QVariantMap{{QStringLiteral("fortuneTeller"), true}} << true << annAndGuest();
        // Two people share the host's screen, a computer plays on the server.
        QTest::newRow("hot seat and a computer") << QVariantMap{{QStringLiteral("tileSet"), QStringLiteral("base+wheel")}} << false
                                                 << (annAndGuest()
                                                     + QVariantList{player(QStringLiteral("Cy"), QStringLiteral("green")),
                                                                    player(QStringLiteral("Robo"), QStringLiteral("yellow"), QStringLiteral("random"))});
    }
    void wholeGame()
    {
        QFETCH(QVariantMap, rules);
        QFETCH(bool, tents);
        QFETCH(QVariantList, players);
        GameController host, guest;
        host.setAnimationsEnabled(false);
        guest.setAnimationsEnabled(false);
        QTemporaryDir games;
        host.games()->setDatabasePath(games.filePath(QStringLiteral("host.sqlite")));
        guest.games()->setDatabasePath(games.filePath(QStringLiteral("guest.sqlite")));
        QCOMPARE(host.net()->host(hostHeader(rules, players).get(), 0, QStringLiteral("secret")), QString());
        QVERIFY(host.net()->hosting());
        QVERIFY(waitFor([&]() {
            return host.net()->code().size() == 8 && host.net()->seats().size() == players.size();
        }));
        QVERIFY(host.net()->link().endsWith(QLatin1Char('/') + host.net()->code()));
        QVERIFY(!host.net()->canStart());
        QCOMPARE(host.net()->startGame(), host.net()->errorText(QStringLiteral("seats-open")));

        // A wrong password is refused, translated; the right one seats the guest.
        QCOMPARE(guest.net()->join(QStringLiteral("127.0.0.1"), host.net()->port(), host.net()->code(), QStringLiteral("Bo"), QStringLiteral("nope")),
                 QString());
        QSignalSpy messages(guest.net(), &NetSession::message);
        QVERIFY(waitFor(
            [&]() {
                return !messages.isEmpty();
            },
            5000));
        QCOMPARE(messages.first().first().toString(), NetSession::errorText(QStringLiteral("bad-password")));
        QVERIFY(!guest.net()->active());
        QCOMPARE(guest.net()->join(QStringLiteral("127.0.0.1"), host.net()->port(), host.net()->code(), QStringLiteral("Bo"), QStringLiteral("secret")),
                 QString());
        // The host reads its table directly: the seat is taken there before the guest hears it.
        QVERIFY(waitFor([&]() {
            return host.net()->canStart() && guest.net()->stage() == NetSession::Lobby;
        }));
        QVERIFY(guest.net()->isLocalSeat(1));
        QVERIFY(!guest.net()->isLocalSeat(0));
        QVERIFY(!Settings::netRejoinUrl().isEmpty()); // the guest may rejoin after a drop
        const QVariantList seats = host.net()->seats();
        QCOMPARE(seats.at(1).toMap().value(QStringLiteral("name")).toString(), QStringLiteral("Bo"));
        QVERIFY(seats.at(1).toMap().value(QStringLiteral("connected")).toBool());
        QVERIFY(seats.at(0).toMap().value(QStringLiteral("local")).toBool());

        QCOMPARE(host.net()->startGame(), QString());
        QVERIFY(waitFor([&]() {
            return host.networked() && guest.networked() && host.running() && guest.running();
        }));
        QCOMPARE(guest.seats().at(0).name, QStringLiteral("Ann"));
        // Only the seat to move acts; the other window waits.
        GameController &idle = host.awaitingHuman() ? guest : host;
        QVERIFY(host.awaitingHuman() != guest.awaitingHuman());
        QVERIFY(idle.placeTile(0, 1).contains(QStringLiteral("not your turn")));

        QSignalSpy finished(host.net(), &NetSession::finished);
        QRandomGenerator rng(7);
        QCOMPARE(playToTheEnd({&host, &guest}, rng, tents), QString());
        QVERIFY(waitFor([&]() {
            return !finished.isEmpty();
        }));
        const record::ReadResult server = record::readRecord(finished.first().first().toByteArray());
        QVERIFY2(server.ok(), qPrintable(server.error));
        QVERIFY(server.record->turns.size() > 20);
        QVERIFY(host.record().turns == server.record->turns);
        QVERIFY(guest.record().turns == server.record->turns);
        for (int p = 0; p < int(players.size()); ++p)
            QCOMPARE(guest.game()->score(p), host.game()->score(p));
        QCOMPARE(guest.net()->stage(), NetSession::Over);
        QVERIFY(Settings::netRejoinUrl().isEmpty()); // nothing to rejoin once over
        // Each window keeps the game in "Your games", its own seats as yours.
        const QList<fortuna::model::GameStore::Game> hostGames = host.games()->store().list();
        const QList<fortuna::model::GameStore::Game> guestGames = guest.games()->store().list();
        QCOMPARE(hostGames.size(), 1);
        QCOMPARE(guestGames.size(), 1);
        QVERIFY(hostGames[0].players[0].yours && !hostGames[0].players[1].yours);
        QVERIFY(!guestGames[0].players[0].yours && guestGames[0].players[1].yours);
        for (int p = 0; p < int(players.size()); ++p)
            QCOMPARE(guestGames[0].players[p].score, host.game()->score(p));

        // "Analyse this game" from the guest's record of the network game (a small budget).
        if (QByteArray(QTest::currentDataTag()) == "default") {
            guest.analysis()->setPlayouts(4);
            QCOMPARE(guest.analyseGame(), QString());
            QVERIFY(guest.analysis()->running());
            QVERIFY(waitFor(
                [&]() {
                    return guest.analysis()->ready();
                },
                60000));
            QCOMPARE(guest.analysis()->summary().size(), 2);
            const QList<fortuna::model::AnalysisPoint> points = guest.analysis()->points();
            QVERIFY(points.size() >= int(server.record->turns.size()) - 1);
            QVERIFY(points.constLast().turn >= int(server.record->turns.size()) - 1);
            // a dot of its graph: the replay of the network game at that decision
            QCOMPARE(guest.showAnalysedDecision(int(points.size()) - 1), QString());
            QVERIFY(guest.replay()->active());
            QCOMPARE(guest.replay()->position(), points.constLast().turn - 1);
            guest.endReplay();
            QVERIFY(!guest.games()->store().list().first().analysis.isEmpty()); // kept with the game
        }
        // The stored game (its record with the server's draws) opens again as it ended.
        QCOMPARE(guest.openStoredGame(guestGames[0].id), QString());
        QCOMPARE(guest.phase(), GameController::GameOver);
        QVERIFY(guest.record().turns == server.record->turns);
        for (int p = 0; p < int(players.size()); ++p)
            QCOMPARE(guest.game()->score(p), host.game()->score(p));
    }

    // Undo up to the commit stops where the others have seen the move: a follower decision
    // is never staged in a network game, and once the server has the turn it stays.
    // A network game's decision goes to the table (NetPlay): the guest's own board does not
    // move when it decides, only when the table's update comes back, and the host's with it.
    void aDecisionGoesToTheTable()
    {
        GameController host, guest;
        host.setAnimationsEnabled(false);
        guest.setAnimationsEnabled(false);
        seatAGuest(host, guest, QStringLiteral("127.0.0.1"));
        QCOMPARE(host.net()->startGame(), QString());
        QVERIFY(waitFor([&]() {
            return host.networked() && guest.networked() && (host.awaitingHuman() || guest.awaitingHuman());
        }));
        if (host.awaitingHuman()) { // the host's turn first: played, until the guest's
            QCOMPARE(placeFirstLegal(host), QString());
            QVERIFY(waitFor([&]() {
                return host.phase() == GameController::Deploy && host.awaitingHuman();
            }));
            QCOMPARE(host.skipDeploy(), QString());
        }
        QVERIFY(waitFor([&]() {
            return guest.awaitingHuman() && guest.phase() == GameController::Place && host.phase() == GameController::Place;
        }));
        const int turns = int(guest.record().turns.size());
        const int turn = guest.turn();
        QCOMPARE(placeFirstLegal(guest), QString());
        QCOMPARE(guest.phase(), GameController::Place); // sent, not applied here
        QCOMPARE(guest.game()->pendingPlacement().has_value(), false);
        QVERIFY(waitFor([&]() {
            return guest.phase() == GameController::Deploy && host.phase() == GameController::Deploy;
        }));
        QCOMPARE(guest.turn(), turn);
        QCOMPARE(int(guest.record().turns.size()), turns);
        QVERIFY(host.game()->pendingPlacement() == guest.game()->pendingPlacement());
    }

    void undoStopsWhereOthersSaw()
    {
        GameController host, guest;
        host.setAnimationsEnabled(false);
        guest.setAnimationsEnabled(false);
        host.setConfirmTurns(true);
        guest.setConfirmTurns(true);
        seatAGuest(host, guest, QStringLiteral("127.0.0.1"));
        QCOMPARE(host.net()->startGame(), QString());
        QVERIFY(waitFor([&]() {
            return host.networked() && guest.networked() && (host.awaitingHuman() || guest.awaitingHuman());
        }));
        GameController &mover = host.awaitingHuman() ? host : guest;
        QCOMPARE(placeFirstLegal(mover), QString());
        QVERIFY(waitFor([&]() {
            return mover.phase() == GameController::Deploy && mover.awaitingHuman();
        }));
        const int seat = mover.actingPlayer();
        QCOMPARE(mover.skipDeploy(), QString());
        QVERIFY(!mover.turnStaged()); // sent at once: the other window sees it
        QVERIFY(waitFor([&]() {
            return mover.record().turns.size() == 1;
        }));
        const int scoreAfter = mover.game()->score(seat);
        QVERIFY(!mover.canUndo());
        QVERIFY(!mover.undoPlacement().isEmpty());
        QCOMPARE(int(mover.record().turns.size()), 1);
        QCOMPARE(mover.game()->score(seat), scoreAfter);
    }

    void droppedSeatToComputer()
    {
        auto host = std::make_unique<GameController>();
        auto guest = std::make_unique<GameController>();
        host->setAnimationsEnabled(false);
        guest->setAnimationsEnabled(false);
        seatAGuest(*host, *guest, QStringLiteral("localhost"));
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(host->net()->startGame(), QString());
        QVERIFY(waitFor([&]() {
            return host->running() && guest->running();
        }));

        // The guest's app goes away: its seat shows disconnected at the host, and the guest's
        // computer remembers the table to rejoin.
        guest.reset();
        QVERIFY(!Settings::netRejoinUrl().isEmpty());
        auto seat1 = [&]() {
            return host->net()->seats().at(1).toMap();
        };
        QVERIFY(waitFor([&]() {
            return !seat1().value(QStringLiteral("connected")).toBool();
        }));
        QVERIFY(seat1().value(QStringLiteral("taken")).toBool());
        // The host hands it to a computer, which plays it on the server until the end.
        QCOMPARE(host->net()->assign(1, QStringLiteral("random")), QString());
        QVERIFY(waitFor([&]() {
            return seat1().value(QStringLiteral("ai")).toString() == QLatin1String("random");
        }));
        QRandomGenerator rng(3);
        QCOMPARE(playToTheEnd({host.get()}, rng, false), QString());
        QCOMPARE(host->phase(), GameController::GameOver);
    }

    // Fortuna reopened after a crash: the host's app hosts its table again from the data folder
    // (a crash leaves the file and the settings; a clean leave removes them, so the test puts
    // them back) and the guest rejoins with its token; the game goes on to the end.
    void reopenedAfterACrash()
    {
        auto host = std::make_unique<GameController>();
        auto guest = std::make_unique<GameController>();
        host->setAnimationsEnabled(false);
        guest->setAnimationsEnabled(false);
        seatAGuest(*host, *guest, QStringLiteral("127.0.0.1"));
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(host->net()->startGame(), QString());
        QVERIFY(waitFor([&]() {
            return host->running() && guest->running();
        }));
        QRandomGenerator rng(11);
        QCOMPARE(playHumanStep(*host, rng), QString()); // a placement, pending on the server
        QVERIFY(waitFor([&]() {
            return guest->phase() == GameController::Deploy;
        }));

        const QString code = host->net()->code();
        QCOMPARE(Settings::netHostedCode(), code);
        QCOMPARE(Settings::netHostedSeats().size(), 1);
        const int port = Settings::netHostedPort();
        const QString hostToken = Settings::netHostedToken();
        const QStringList seats = Settings::netHostedSeats();
        const QString url = Settings::netRejoinUrl(), guestToken = Settings::netRejoinToken();
        QVERIFY(!url.isEmpty());
        // The table as the crash leaves it in the data folder's database (closing the app ends
        // the table, which keeps its record marked closed, not to be hosted again: it is put back).
        fortuna::net::TableStore store;
        QCOMPARE(store.open(fortuna::net::TableStore::databaseIn(fortuna::model::AutosaveStore::defaultDirectory() + QStringLiteral("/tables"))), QString());
        const std::optional<QByteArray> saved = store.get(code);
        QVERIFY(saved);
        guest.reset();
        host.reset();
        QVERIFY(Settings::netHostedCode().isEmpty());
        QVERIFY(store.get(code).value_or(QByteArray()).contains("{\"closed\":true,\"code\":"));
        QCOMPARE(store.put(code, *saved), QString());
        store.close();
        Settings::setNetHosted(port, code, hostToken, seats);
        Settings::setNetRejoin(url, code, guestToken);

        host = std::make_unique<GameController>();
        host->setAnimationsEnabled(false);
        QVERIFY(host->net()->rejoinable().value(QStringLiteral("host")).toBool());
        QCOMPARE(host->net()->rejoin(), QString());
        QVERIFY(waitFor([&]() {
            return host->networked() && host->phase() == GameController::Deploy;
        }));
        QVERIFY(host->net()->hosting());
        QCOMPARE(host->net()->code(), code);
        // The guest's computer holds only its own seat (one settings store serves both here).
        Settings::setNetHosted(0, QString(), QString(), {});
        guest = std::make_unique<GameController>();
        guest->setAnimationsEnabled(false);
        QVERIFY(!guest->net()->rejoinable().isEmpty());
        QVERIFY(!guest->net()->rejoinable().value(QStringLiteral("host")).toBool());
        QCOMPARE(guest->net()->rejoin(), QString());
        QVERIFY(waitFor([&]() {
            return guest->networked() && guest->phase() == GameController::Deploy;
        }));
        QCOMPARE(playToTheEnd({host.get(), guest.get()}, rng, false), QString());
        QVERIFY(host->record().turns == guest->record().turns);
    }

    // The same player opens a second window and rejoins: the seat goes to it, the first says why.
    void aSecondWindowTakesTheSeat()
    {
        GameController host, first, second;
        seatAGuest(host, first, QStringLiteral("127.0.0.1"));
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(host.net()->startGame(), QString());
        QVERIFY(waitFor([&]() {
            return first.running();
        }));
        Settings::setNetHosted(0, QString(), QString(), {}); // the second window's computer holds only the seat
        QCOMPARE(second.net()->rejoin(), QString());
        QVERIFY(waitFor([&]() {
            return second.running() && second.net()->isLocalSeat(1);
        }));
        QVERIFY(waitFor([&]() {
            return first.net()->stage() == NetSession::Ended;
        }));
        QVERIFY(first.net()->status().contains(QStringLiteral("another window")));
        QVERIFY(second.net()->connected());
    }

    void hostLeavingEndsTheTable()
    {
        auto host = std::make_unique<GameController>();
        GameController guest;
        seatAGuest(*host, guest, QStringLiteral("127.0.0.1"));
        if (QTest::currentTestFailed())
            return;
        QSignalSpy messages(guest.net(), &NetSession::message);
        host.reset(); // the host's app closes
        QVERIFY(waitFor([&]() {
            return guest.net()->stage() == NetSession::Ended;
        }));
        QCOMPARE(guest.net()->status(), NetSession::tr("The host closed the table: the game has ended."));
        QVERIFY(!messages.isEmpty());
    }
};

QTEST_GUILESS_MAIN(NetGameTest)
#include "netgametest.moc"
