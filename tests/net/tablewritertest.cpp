// SPDX-License-Identifier: GPL-3.0-or-later
// A table written off the event loop (docs/network.md, Persistence): the TableWriter writes the
// last content queued for each table into the database, one transaction per batch, reports each
// write (or its failure) and removes tables; the files of a data folder written before are
// imported once; a Table holds every message it sends, and every message the server posts to
// its connections, until the save queued before it is reported written.
#include "net/tablewriter.h"
#include "net/table.h"
#include "net/tablestore.h"
#include "record/smallfile.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace fortuna;
using namespace fortuna::net;

class TableWriterTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writesTheLastContentAndReportsIt()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString database = TableStore::databaseIn(dir.path());
        TableWriter writer(database);
        QSignalSpy spy(&writer, &TableWriter::written);
        writer.save(QStringLiteral("AAAA2222"), "one", 1);
        writer.save(QStringLiteral("AAAA2222"), "two", 2);
        writer.flush();
        TableStore store;
        QCOMPARE(store.open(database), QString());
        QCOMPARE(store.get(QStringLiteral("AAAA2222")), std::optional<QByteArray>("two"));
        QTRY_VERIFY(!spy.isEmpty() && spy.last().at(1).toULongLong() == 2);
        for (const QList<QVariant> &report : spy) {
            QCOMPARE(report.at(0).toString(), QStringLiteral("AAAA2222"));
            QCOMPARE(report.at(2).toString(), QString());
        }
        // Only the server may read the database (it holds the seats' tokens).
        for (const QString &name : QDir(dir.path()).entryList(QDir::Files))
            QCOMPARE(QFileInfo(dir.filePath(name)).permissions() & (QFile::ReadGroup | QFile::ReadOther), QFile::Permissions());

        writer.save(QStringLiteral("AAAA2222"), "three", 3);
        writer.remove(QStringLiteral("AAAA2222"));
        writer.flush();
        QString error;
        QCOMPARE(store.get(QStringLiteral("AAAA2222"), &error), std::nullopt);
        QCOMPARE(error, QString());
    }

    void reportsAFailure()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        TableWriter writer(TableStore::databaseIn(dir.filePath(QStringLiteral("missing"))));
        QSignalSpy spy(&writer, &TableWriter::written);
        writer.save(QStringLiteral("BBBB3333"), "x", 7);
        QTRY_COMPARE(spy.size(), 1);
        QCOMPARE(spy.at(0).at(0).toString(), QStringLiteral("BBBB3333"));
        QCOMPARE(spy.at(0).at(1).toULongLong(), 7u);
        QVERIFY2(spy.at(0).at(2).toString().contains(QLatin1String("missing/tables.sqlite")), qPrintable(spy.at(0).at(2).toString()));
    }

    void writesEverythingBeforeStopping()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString database = TableStore::databaseIn(dir.path());
        {
            TableWriter writer(database);
            for (int i = 0; i < 1500; ++i) // more than one batch
                writer.save(QStringLiteral("T%1").arg(i), QByteArray::number(i), 1);
        }
        TableStore store;
        QCOMPARE(store.open(database), QString());
        int count = 0;
        QCOMPARE(store.forEach([&](const QString &code, const QByteArray &content) {
            QCOMPARE(QStringLiteral("T") + QString::fromLatin1(content), code);
            ++count;
        }),
                 QString());
        QCOMPARE(count, 1500);
    }

    // A data folder of the file era: its tables are imported once into the database, the files
    // moved aside; a file that is not a table stays and is named.
    void importsTableFilesOnce()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        ClientMessage create;
        create.type = MessageType::Create;
        create.seats = {record::PlayerInfo::remote(rules::Color::Red), record::PlayerInfo::tableSeat(rules::Color::Blue, QStringLiteral("easy"))};
        Refusal refusal;
        std::unique_ptr<Table> table = Table::create(QStringLiteral("CCCC4444"), create, dir.filePath(QStringLiteral("CCCC4444.fortuna")), &refusal);
        QVERIFY(table);
        table->save(); // no saver: the file, as servers wrote them before
        QFile junk(dir.filePath(QStringLiteral("notes.fortuna")));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write("{}");
        junk.close();
        QByteArray file;
        QCOMPARE(record::readSmallFile(dir.filePath(QStringLiteral("CCCC4444.fortuna")), &file), QString());

        TableStore store;
        QCOMPARE(store.open(TableStore::databaseIn(dir.path())), QString());
        int imported = -1;
        QStringList skipped;
        QCOMPARE(store.importFiles(dir.path(), &imported, &skipped), QString());
        QCOMPARE(imported, 1);
        QCOMPARE(skipped, QStringList{QStringLiteral("notes.fortuna: not a table of fortuna-server")});
        QCOMPARE(store.get(QStringLiteral("CCCC4444")), std::optional<QByteArray>(file));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("CCCC4444.fortuna"))));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("imported/CCCC4444.fortuna"))));
        QString error;
        std::unique_ptr<Table> back = Table::read(*store.get(QStringLiteral("CCCC4444")), QStringLiteral("CCCC4444"), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->hostToken(), table->hostToken());
        QCOMPARE(back->seats().at(1).ai, std::optional<QString>(QStringLiteral("easy")));

        // Once: a second start finds nothing more to import.
        QCOMPARE(store.importFiles(dir.path(), &imported, &skipped), QString());
        QCOMPARE(imported, 0);
    }

    void tableHoldsMessagesUntilSaved()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        ClientMessage create;
        create.type = MessageType::Create;
        create.seats = {record::PlayerInfo::remote(rules::Color::Red), record::PlayerInfo::remote(rules::Color::Blue)};
        Refusal refusal;
        const QString code = newCode();
        std::unique_ptr<Table> table = Table::create(code, create, dir.filePath(code + QStringLiteral(".fortuna")), &refusal);
        QVERIFY(table);
        QStringList sent; // "peer:type"
        std::vector<quint64> tickets;
        table->setSender([&](quint64 peer, const QByteArray &m) {
            const QJsonObject o = QJsonDocument::fromJson(m).object();
            sent.append(QStringLiteral("%1:%2").arg(peer).arg(o.isEmpty() ? QString::fromUtf8(m) : o.value(QLatin1String("type")).toString()));
        });
        table->setSaver([&](const QString &, QByteArray, quint64 ticket) {
            tickets.push_back(ticket);
        });

        // Nothing waits for the disk: the host's lobby goes at once.
        QVERIFY(!table->attachHost(1));
        QCOMPARE(sent, QStringList{QStringLiteral("1:lobby")});

        // A join is saved first; its token and the lobby wait for that save, and so does what
        // the server posts meanwhile.
        ClientMessage join;
        join.type = MessageType::Join;
        join.name = QStringLiteral("Ann");
        int role = Table::NoRole;
        QVERIFY(!table->join(2, join, &role));
        QCOMPARE(tickets, std::vector<quint64>{1});
        table->post(2, "server-note");
        join.name = QStringLiteral("Bob");
        QVERIFY(!table->join(3, join, &role));
        QCOMPARE(tickets, (std::vector<quint64>{1, 2}));
        QCOMPARE(sent.size(), 1);

        table->saved(1, QString());
        QCOMPARE(sent,
                 (QStringList{QStringLiteral("1:lobby"),
                              QStringLiteral("2:joined"),
                              QStringLiteral("1:lobby"),
                              QStringLiteral("2:lobby"),
                              QStringLiteral("2:server-note")}));
        table->saved(2, QString());
        QCOMPARE(sent.size(), 9);
        QCOMPARE(sent.mid(5), (QStringList{QStringLiteral("3:joined"), QStringLiteral("1:lobby"), QStringLiteral("2:lobby"), QStringLiteral("3:lobby")}));

        // Nothing held: a post goes at once. A failed save is reported and releases its messages too.
        table->post(3, "now");
        QCOMPARE(sent.last(), QStringLiteral("3:now"));
        QVERIFY(!table->start(Table::HostRole));
        QCOMPARE(sent.size(), 10);
        table->saved(3, QStringLiteral("disk full"));
        QCOMPARE(table->saveError(), QStringLiteral("disk full"));
        QCOMPARE(sent.size(), 10 + 3 + 3); // lobby and sync to the host and both seats
    }
};

QTEST_GUILESS_MAIN(TableWriterTest)
#include "tablewritertest.moc"
