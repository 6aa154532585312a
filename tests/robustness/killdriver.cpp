// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna-killdriver: plays a computer-only game through GameController with autosave on (no
// delay, no animations) so that the kill test can SIGKILL it at any moment.
//
//   fortuna-killdriver --dir DIR [--seed S] [--players N] [--rules JSON] [--resume] [--final FILE]
//                      [--hold N]
//
// Prints "started", or "resumed N" (N = turns in the autosave), then "turn N" each time a
// finished turn has been autosaved (the file is committed before the line is written), and
// "over" at the end, after saving the final record to FILE. With --hold N it stops after
// "turn N" and makes no more moves until it is killed (so that a kill, however late it comes,
// finds the game unfinished). Exit 0 at the end of the game; 3 when --resume finds nothing to
// resume; 4 on any other failure.
#include "gamecontroller.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QUrl>

#include <chrono>
#include <cstdio>
#include <thread>

using fortuna::model::Autosaver;
using fortuna::model::GameController;

namespace
{

void say(const QByteArray &line)
{
    std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

int fail(const QString &message, int code = 4)
{
    std::fprintf(stderr, "fortuna-killdriver: %s\n", qPrintable(message));
    return code;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("FortunaKillTest"));
    QCoreApplication::setApplicationName(QStringLiteral("fortuna-killdriver"));

    QString dir, finalFile;
    qulonglong seed = 1;
    int players = 4;
    int hold = 0;
    bool resume = false;
    QVariantMap rules;
    const QStringList args = QCoreApplication::arguments();
    for (qsizetype i = 1; i < args.size(); ++i) {
        const QString &a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == QLatin1String("--dir") && hasValue) {
            dir = args[++i];
        } else if (a == QLatin1String("--final") && hasValue) {
            finalFile = args[++i];
        } else if (a == QLatin1String("--seed") && hasValue) {
            seed = args[++i].toULongLong();
        } else if (a == QLatin1String("--players") && hasValue) {
            players = args[++i].toInt();
        } else if (a == QLatin1String("--hold") && hasValue) {
            hold = args[++i].toInt();
        } else if (a == QLatin1String("--rules") && hasValue) {
            rules = QJsonDocument::fromJson(args[++i].toUtf8()).object().toVariantMap();
        } else if (a == QLatin1String("--resume")) {
            resume = true;
        } else {
            return fail(QStringLiteral("unknown argument %1").arg(a), 2);
        }
    }
    if (dir.isEmpty())
        return fail(QStringLiteral("--dir is required"), 2);

    GameController c;
    c.setAnimationsEnabled(false);
    c.setComputerDelay(0);
    c.autosave()->setEnabled(true);
    c.autosave()->setDirectory(dir);

    int exitCode = -1;
    size_t reportedTurns = 0;
    QObject::connect(c.autosave(), &Autosaver::failed, &app, [&](const QString &reason) {
        std::fprintf(stderr, "fortuna-killdriver: %s\n", qPrintable(reason));
        exitCode = 4;
        QCoreApplication::exit(4);
    });
    QObject::connect(&c, &GameController::computerFailed, &app, [&](const QString &reason) {
        std::fprintf(stderr, "fortuna-killdriver: computer failed: %s\n", qPrintable(reason));
        exitCode = 4;
        QCoreApplication::exit(4);
    });
    QObject::connect(&c, &GameController::moveMade, &app, [&]() {
        if (exitCode >= 0)
            return;
        if (c.phase() == GameController::GameOver) {
            if (!finalFile.isEmpty()) {
                const QString error = c.saveGame(QUrl::fromLocalFile(finalFile));
                if (!error.isEmpty()) {
                    std::fprintf(stderr, "fortuna-killdriver: %s\n", qPrintable(error));
                    exitCode = 4;
                    QCoreApplication::exit(4);
                    return;
                }
            }
            say("over");
            exitCode = 0;
            QCoreApplication::exit(0);
            return;
        }
        const size_t turns = c.record().turns.size();
        if (turns != reportedTurns) {
            reportedTurns = turns;
            say("turn " + QByteArray::number(qulonglong(turns)));
            if (hold > 0 && turns >= size_t(hold)) {
                // Held: the autosave has this turn, and no other move is made (the computers'
                // decisions come through this thread) until the kill.
                for (;;)
                    std::this_thread::sleep_for(std::chrono::hours(1));
            }
        }
    });

    if (resume) {
        if (!c.autosave()->resumable())
            return fail(QStringLiteral("nothing to resume in %1").arg(c.autosave()->filePath()), 3);
        const QString error = c.resumeAutosave();
        if (!error.isEmpty())
            return fail(error);
        reportedTurns = c.record().turns.size();
        say("resumed " + QByteArray::number(qulonglong(reportedTurns)));
    } else {
        static const char *const colors[] = {"red", "blue", "green", "yellow", "black"};
        QVariantList seats;
        for (int p = 0; p < players && p < 5; ++p)
            seats.append(QVariantMap{{QStringLiteral("name"), QStringLiteral("Bot %1").arg(p + 1)},
                                     {QStringLiteral("color"), QLatin1String(colors[p])},
                                     {QStringLiteral("ai"), QStringLiteral("random")}});
        // A record header; the seed's digits as given.
        QByteArray header =
            QJsonDocument(QJsonObject::fromVariantMap({{QStringLiteral("players"), seats}, {QStringLiteral("rules"), rules}})).toJson(QJsonDocument::Compact);
        header.chop(1);
        header += ",\"seed\":" + QByteArray::number(seed) + '}';
        const QString error = c.newGame(QString::fromUtf8(header));
        if (!error.isEmpty())
            return fail(error);
        say("started");
    }
    if (c.phase() == GameController::GameOver)
        return fail(QStringLiteral("the game is already over"));
    const int code = QCoreApplication::exec();
    return exitCode >= 0 ? exitCode : code;
}
