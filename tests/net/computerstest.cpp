// SPDX-License-Identifier: GPL-3.0-or-later
// The server's computers (issue 41): every table's search in one pool of
// ServerConfig::computerThreads threads, however many tables play, each table still going on;
// a table whose seats are all computers' does not start (no-person). Nothing here depends on
// the machine's speed: the thread count is the process's, the waits only catch a hang.
#include "loopbackserver.h"

#include <QDir>
#include <QSignalSpy>
#include <QThread>
#include <QThreadPool>

#include <algorithm>

namespace
{

int processThreads()
{
    return int(QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size());
}

ClientMessage createMessage(const std::vector<record::PlayerInfo> &seats)
{
    ClientMessage m;
    m.type = MessageType::Create;
    m.seats = seats;
    return m;
}

} // namespace

class ComputersTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // 40 tables of a person and three computers, the person's seat then handed to a computer:
    // the computers of all of them search on the server's 2 threads, the process starts no
    // thread per table, and every game is played to its end.
    void onePoolForEveryTable()
    {
        constexpr int Tables = 40;
        ServerConfig config;
        config.address = QHostAddress::LocalHost;
        config.port = 0;
        config.computerThreads = 2;
        Server server(config);
        QCOMPARE(server.computerPool()->maxThreadCount(), 2);
        const int before = processThreads();
        const ClientMessage create = createMessage({record::PlayerInfo::remote(rules::Color::Red),
                                                    record::PlayerInfo::tableSeat(rules::Color::Blue, QStringLiteral("random")),
                                                    record::PlayerInfo::tableSeat(rules::Color::Green, QStringLiteral("random")),
                                                    record::PlayerInfo::tableSeat(rules::Color::Yellow, QStringLiteral("random"))});
        std::vector<Table *> tables;
        for (int i = 0; i < Tables; ++i) {
            Refusal refusal;
            Table *t = server.createTable(create, &refusal);
            QVERIFY(t);
            QCOMPARE(t->computers().pool(), server.computerPool());
            QVERIFY(!t->seatLocal(0, QStringLiteral("P%1").arg(i)));
            QVERIFY(!t->start(Table::HostRole));
            tables.push_back(t);
        }
        for (Table *t : tables)
            QVERIFY(!t->assign(Table::HostRole, 0, QStringLiteral("random")));
        int most = 0;
        QVERIFY(waitUntil(
            [&]() {
                most = std::max(most, processThreads());
                return std::all_of(tables.begin(), tables.end(), [](Table *t) {
                    return t->over();
                });
            },
            120000));
        // The pool's 2 threads at most (and none per table; 40 before issue 41).
        QVERIFY2(most <= before + 2, qPrintable(QStringLiteral("%1 threads, %2 before").arg(most).arg(before)));
    }

    // The default: one thread per core.
    void defaultThreads()
    {
        Server server(ServerConfig{});
        QCOMPARE(server.computerPool()->maxThreadCount(), std::max(1, QThread::idealThreadCount()));
    }

    // A table of computers only is refused its start (no-person), over the network too, and
    // changes nothing; with a person seated it starts.
    void noGameWithoutAPerson()
    {
        LoopbackServer loop;
        QVERIFY(loop.start());
        Client host;
        QSignalSpy created(&host, &Client::created);
        QSignalSpy refused(&host, &Client::refused);
        host.create(rules::Options{},
                    {record::PlayerInfo::tableSeat(rules::Color::Red, QStringLiteral("random")),
                     record::PlayerInfo::tableSeat(rules::Color::Blue, QStringLiteral("random"))});
        host.open(loop.url);
        QVERIFY(created.wait(AnswerMs));
        host.start();
        QVERIFY(waitUntil(
            [&]() {
                return !refused.isEmpty();
            },
            AnswerMs));
        QCOMPARE(refused.first().at(0).toString(), QStringLiteral("no-person"));
        Table *t = loop.server->table(host.code());
        QVERIFY(t && !t->started());
        // A person's seat handed to a computer before the start counts as a computer's.
        Refusal r;
        Table *local = loop.server->createTable(
            createMessage({record::PlayerInfo::remote(rules::Color::Red), record::PlayerInfo::tableSeat(rules::Color::Blue, QStringLiteral("random"))}),
            &r);
        QVERIFY(local);
        QVERIFY(!local->seatLocal(0, QStringLiteral("Ann")));
        QVERIFY(!local->assign(Table::HostRole, 0, QStringLiteral("random")));
        const std::optional<Refusal> none = local->start(Table::HostRole);
        QVERIFY(none && none->code == QLatin1String("no-person"));
        QVERIFY(!local->assign(Table::HostRole, 0, std::nullopt));
        QVERIFY(!local->start(Table::HostRole));
        QVERIFY(local->started());
    }
};

QTEST_GUILESS_MAIN(ComputersTest)
#include "computerstest.moc"
