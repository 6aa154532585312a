// SPDX-License-Identifier: GPL-3.0-or-later
// CancellableWorker: a job's result comes back on the owner's thread, stale after a cancel() or a
// newer start() (its stop flag raised), its progress dropped once it is stale, and nothing at
// all after the worker is gone. Nothing here depends on the machine's speed: a job that must
// still be running waits on a gate the test opens, or on its stop flag.
#include "cancellableworker.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>

using fortuna::seats::CancellableWorker;

namespace
{

// Waits until `gate` opens or the job is cancelled; true when it was cancelled.
bool waitOn(const std::atomic<bool> &gate, const CancellableWorker::Job &job)
{
    while (!gate.load() && !job.stopped())
        QThread::msleep(1);
    return job.stopped();
}

} // namespace

class CancellableWorkerTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void resultComesBackOnTheOwnersThread()
    {
        QObject owner;
        CancellableWorker worker(&owner, QStringLiteral("test worker"));
        QThread *jobThread = nullptr;
        QThread *doneThread = nullptr;
        int result = 0;
        bool current = false;
        worker.start(
            [&](const CancellableWorker::Job &) {
                jobThread = QThread::currentThread();
                return 42;
            },
            [&](int r, bool c) {
                doneThread = QThread::currentThread();
                result = r;
                current = c;
            });
        QTRY_COMPARE_WITH_TIMEOUT(result, 42, 60000);
        QVERIFY(current);
        QVERIFY(jobThread != QThread::currentThread());
        QCOMPARE(doneThread, QThread::currentThread());
        QVERIFY(worker.waitForIdle(60000));
    }

    // A newer start() makes the job in flight stale and raises its stop flag; a cancel() too.
    void newerStartAndCancelMakeAJobStale()
    {
        QObject owner;
        CancellableWorker worker(&owner, QStringLiteral("test worker"));
        std::atomic<bool> never{false};
        int delivered = 0;
        bool firstStopped = false, firstCurrent = true, secondCurrent = false;
        const quint64 first = worker.start(
            [&](const CancellableWorker::Job &job) {
                return waitOn(never, job);
            },
            [&](bool stopped, bool current) {
                ++delivered;
                firstStopped = stopped;
                firstCurrent = current;
            });
        const quint64 second = worker.start(
            [](const CancellableWorker::Job &job) {
                return job.stopped();
            },
            [&](bool, bool current) {
                ++delivered;
                secondCurrent = current;
            });
        QVERIFY(!worker.isCurrent(first));
        QVERIFY(worker.isCurrent(second));
        QTRY_COMPARE_WITH_TIMEOUT(delivered, 2, 60000);
        QVERIFY(firstStopped);
        QVERIFY(!firstCurrent);
        QVERIFY(secondCurrent);

        bool cancelledCurrent = true, cancelledStopped = false;
        worker.start(
            [&](const CancellableWorker::Job &job) {
                return waitOn(never, job);
            },
            [&](bool stopped, bool current) {
                ++delivered;
                cancelledStopped = stopped;
                cancelledCurrent = current;
            });
        worker.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(delivered, 3, 60000);
        QVERIFY(cancelledStopped);
        QVERIFY(!cancelledCurrent);
    }

    // Progress posted while the job is current arrives; posted once it is stale, it does not.
    void progressOfAStaleJobIsDropped()
    {
        QObject owner;
        CancellableWorker worker(&owner, QStringLiteral("test worker"));
        std::atomic<bool> gate{false};
        int progress = 0;
        bool done = false;
        worker.start(
            [&](const CancellableWorker::Job &job) {
                job.post([&]() {
                    ++progress;
                });
                waitOn(gate, job);
                job.post([&]() {
                    progress += 100; // stale by now: never runs
                });
                return 0;
            },
            [&](int, bool) {
                done = true;
            });
        QTRY_COMPARE_WITH_TIMEOUT(progress, 1, 60000);
        worker.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(done, 60000);
        QCoreApplication::processEvents();
        QCOMPARE(progress, 1);
    }

    // A worker destroyed with a job in flight stops it and hands nothing back.
    void nothingComesBackAfterTheWorkerIsGone()
    {
        QObject owner;
        std::atomic<bool> never{false}, started{false}, ended{false};
        bool delivered = false;
        {
            CancellableWorker worker(&owner, QStringLiteral("test worker"));
            worker.start(
                [&](const CancellableWorker::Job &job) {
                    started = true;
                    const bool stopped = waitOn(never, job);
                    ended = true;
                    return stopped;
                },
                [&](bool, bool) {
                    delivered = true;
                });
            QTRY_VERIFY_WITH_TIMEOUT(started.load(), 60000);
        } // the destructor cancels and waits for its own pool
        QVERIFY(ended.load());
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents();
        QVERIFY(!delivered);
    }
};

QTEST_GUILESS_MAIN(CancellableWorkerTest)
#include "cancellableworkertest.moc"
