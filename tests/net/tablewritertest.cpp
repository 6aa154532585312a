// SPDX-License-Identifier: GPL-3.0-or-later
// A table's file written off the event loop (docs/network.md, Persistence): the TableWriter
// writes the last content queued for each file, atomically, reports each write (or its failure)
// and removes files; a Table holds every message it sends, and every message the server posts
// to its connections, until the save queued before it is reported written.
#include "net/tablewriter.h"
#include "net/table.h"
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
        const QString file = dir.filePath(QStringLiteral("A.fortuna"));
        TableWriter writer;
        QSignalSpy spy(&writer, &TableWriter::written);
        writer.save(file, "one", 1);
        writer.save(file, "two", 2);
        writer.flush();
        QByteArray bytes;
        QCOMPARE(record::readSmallFile(file, &bytes), QString());
        QCOMPARE(bytes, QByteArray("two"));
        QTRY_VERIFY(!spy.isEmpty() && spy.last().at(1).toULongLong() == 2);
        for (const QList<QVariant> &report : spy) {
            QCOMPARE(report.at(0).toString(), file);
            QCOMPARE(report.at(2).toString(), QString());
        }
        // Written beside and renamed: nothing else is left in the folder, and only the server
        // may read the file (it holds the seats' tokens).
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("A.fortuna")});
        QCOMPARE(QFileInfo(file).permissions() & (QFile::ReadGroup | QFile::ReadOther), QFile::Permissions());

        writer.save(file, "three", 3);
        writer.remove(file);
        writer.flush();
        QVERIFY(!QFile::exists(file));
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
    }

    void reportsAFailure()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        TableWriter writer;
        QSignalSpy spy(&writer, &TableWriter::written);
        const QString file = dir.filePath(QStringLiteral("missing/B.fortuna"));
        writer.save(file, "x", 7);
        QTRY_COMPARE(spy.size(), 1);
        QCOMPARE(spy.at(0).at(0).toString(), file);
        QCOMPARE(spy.at(0).at(1).toULongLong(), 7u);
        QVERIFY2(spy.at(0).at(2).toString().contains(QLatin1String("missing/B.fortuna.part")), qPrintable(spy.at(0).at(2).toString()));
    }

    void writesEverythingBeforeStopping()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        {
            TableWriter writer;
            for (int i = 0; i < 150; ++i) // more than one batch
                writer.save(dir.filePath(QStringLiteral("T%1.fortuna").arg(i)), QByteArray::number(i), 1);
        }
        for (int i = 0; i < 150; ++i) {
            QByteArray bytes;
            QCOMPARE(record::readSmallFile(dir.filePath(QStringLiteral("T%1.fortuna").arg(i)), &bytes), QString());
            QCOMPARE(bytes, QByteArray::number(i));
        }
    }

    void tableHoldsMessagesUntilSaved()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        ClientMessage create;
        create.type = MessageType::Create;
        create.seats = {{rules::Color::Red, std::nullopt}, {rules::Color::Blue, std::nullopt}};
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
