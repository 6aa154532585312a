// SPDX-License-Identifier: GPL-3.0-or-later
// Running the real fortuna-cli binary, for the CLI contract tests (clireplaytest.cpp,
// cliselfplaytest.cpp).
#pragma once

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace clitest
{

struct Run {
    int exitCode = -1;
    bool crashed = false;
    QByteArray out;
    QByteArray err;
};

inline Run runCli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(FORTUNA_CLI), args);
    Run r;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        r.crashed = true;
        return r;
    }
    r.crashed = p.exitStatus() != QProcess::NormalExit;
    r.exitCode = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

inline QString dataPath(const QString &name)
{
    return QStringLiteral(RECORD_DATA) + u'/' + name;
}

inline QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QByteArray();
    return f.readAll();
}

// One error line on stderr (a trailing newline), nothing on stdout.
inline bool isOneErrorLine(const Run &r)
{
    return r.out.isEmpty() && r.err.endsWith('\n') && r.err.count('\n') == 1 && r.err.size() > 1;
}

} // namespace clitest
