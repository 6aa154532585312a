// SPDX-License-Identifier: GPL-3.0-or-later
// RowModel::sync: any change of a keyed list is expressed with fine-grained signals that
// QAbstractItemModelTester accepts, and ends with exactly the requested rows.
#include "rowmodel.h"
#include "boardmodel.h"
#include "deployoptionsmodel.h"
#include "eventlogmodel.h"
#include "followersmodel.h"
#include "playersmodel.h"
#include "wheelmodel.h"

#include <QAbstractItemModelTester>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

using fortuna::model::RowModel;

namespace
{

class TestModel : public RowModel
{
public:
    enum Roles { NameRole = Qt::UserRole + 1, ValueRole };
    TestModel()
        : RowModel({"name", "value"}, nullptr)
    {
    }
    Row row(const QByteArray &key, int value) const
    {
        Row r = makeRow(key);
        r.values[0] = QString::fromLatin1(key);
        r.values[1] = value;
        return r;
    }
};

struct Item {
    QByteArray key;
    int value;
};

} // namespace

class RowModelTest : public QObject
{
    Q_OBJECT

private:
    static QVector<RowModel::Row> rows(const TestModel &m, const QVector<Item> &items)
    {
        QVector<RowModel::Row> out;
        for (const Item &i : items)
            out.append(m.row(i.key, i.value));
        return out;
    }
    static void verifyContents(const TestModel &m, const QVector<Item> &items)
    {
        QCOMPARE(m.rowCount(), items.size());
        QCOMPARE(m.count(), items.size());
        for (int i = 0; i < items.size(); ++i) {
            QCOMPARE(m.data(m.index(i), TestModel::NameRole).toString(), QString::fromLatin1(items[i].key));
            QCOMPARE(m.data(m.index(i), TestModel::ValueRole).toInt(), items[i].value);
        }
    }

private Q_SLOTS:
    // The list models name their roles in the order of their Roles enums.
    void listModelsNameEveryRole()
    {
        using namespace fortuna::model;
        QCOMPARE(PlayersModel().roleNames().value(PlayersModel::ScoreRole), QByteArray("score"));
        QCOMPARE(PlayersModel().roleNames().value(PlayersModel::IsWinnerRole), QByteArray("isWinner"));
        QCOMPARE(FollowersModel().roleNames().value(FollowersModel::RemovableRole), QByteArray("removable"));
        QCOMPARE(FollowersModel().roleNames().value(FollowersModel::PortRole), QByteArray("port"));
        QCOMPARE(FollowersModel().roleNames().size(), 13);
        QCOMPARE(EventLogModel().roleNames().value(EventLogModel::TotalRole), QByteArray("total"));
        QCOMPARE(DeployOptionsModel().roleNames().value(DeployOptionsModel::LocalFeatureRole), QByteArray("localFeature"));
        QCOMPARE(DeployOptionsModel().roleNames().value(DeployOptionsModel::CompleteRole), QByteArray("complete"));
        QCOMPARE(DeployOptionsModel().roleNames().size(), 13);
        QCOMPARE(BoardModel().roleNames().value(BoardModel::TurnRole), QByteArray("turn"));
        QCOMPARE(WheelModel().roleNames().value(WheelModel::AvailableRole), QByteArray("available"));
        QCOMPARE(WheelModel().roleNames().size(), 6);
    }

    void appendOnlyInserts()
    {
        TestModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy inserted(&m, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&m, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(&m, &QAbstractItemModel::modelReset);
        QSignalSpy count(&m, &RowModel::countChanged);
        m.sync(rows(m, {{"a", 1}, {"b", 2}}));
        m.sync(rows(m, {{"a", 1}, {"b", 2}, {"c", 3}}));
        QCOMPARE(inserted.count(), 2);
        QCOMPARE(inserted.at(1).at(1).toInt(), 2);
        QCOMPARE(inserted.at(1).at(2).toInt(), 2);
        QCOMPARE(removed.count(), 0);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(count.count(), 2);
        // No change: no signal at all.
        m.sync(rows(m, {{"a", 1}, {"b", 2}, {"c", 3}}));
        QCOMPARE(inserted.count(), 2);
        QCOMPARE(count.count(), 2);
        QCOMPARE(changed.count(), 0);
    }

    void dataChangedNamesTheRoles()
    {
        TestModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        m.sync(rows(m, {{"a", 1}, {"b", 2}}));
        QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
        m.sync(rows(m, {{"a", 1}, {"b", 5}}));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 1);
        QCOMPARE(changed.at(0).at(2).value<QList<int>>(), QList<int>{TestModel::ValueRole});
        QCOMPARE(m.get(1).value(QStringLiteral("value")).toInt(), 5);
        QCOMPARE(m.value(1, QStringLiteral("name")).toString(), QStringLiteral("b"));
    }

    void randomEditsStayConsistent()
    {
        TestModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reset(&m, &QAbstractItemModel::modelReset);
        QRandomGenerator rng(12345);
        QVector<Item> current;
        int nextKey = 0;
        for (int round = 0; round < 2000; ++round) {
            QVector<Item> next;
            for (const Item &i : std::as_const(current)) {
                if (rng.bounded(5) == 0)
                    continue; // removed
                next.append({i.key, rng.bounded(4) == 0 ? int(rng.bounded(100)) : i.value});
            }
            const int inserts = int(rng.bounded(4));
            for (int k = 0; k < inserts; ++k)
                next.insert(int(rng.bounded(int(next.size()) + 1)), {QByteArray::number(nextKey++), int(rng.bounded(100))});
            if (next.size() > 1 && rng.bounded(3) == 0) // a move
                next.move(int(rng.bounded(int(next.size()))), int(rng.bounded(int(next.size()))));
            m.sync(rows(m, next));
            current = next;
            verifyContents(m, current);
            if (QTest::currentTestFailed())
                return;
        }
        QCOMPARE(reset.count(), 0);
    }

    void duplicateKeysAreMadeUnique()
    {
        TestModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        m.sync(rows(m, {{"a", 1}, {"a", 2}, {"a", 3}}));
        QCOMPARE(m.rowCount(), 3);
        m.sync(rows(m, {{"a", 1}, {"a", 2}}));
        QCOMPARE(m.rowCount(), 2);
        QCOMPARE(m.data(m.index(1), TestModel::ValueRole).toInt(), 2);
    }
};

QTEST_GUILESS_MAIN(RowModelTest)
#include "rowmodeltest.moc"
