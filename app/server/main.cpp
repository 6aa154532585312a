// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna-server: the headless fortuna-net/1 server (docs/network.md). Qt Core, Network and
// WebSockets only: no GUI library. Runs as a systemd service too (packaging/debian/fortuna-server.service): its
// messages go to stderr with the journal's priority prefixes, SIGHUP reads the TLS certificate
// again, SIGTERM stops it.
#include "options.h"

#include "net/table.h"
#include "net/tablestore.h"
#include "record/record.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QSocketNotifier>

#include <csignal>
#include <cstdio>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace fortuna;

// FORTUNA_VERSION: the project version, defined by CMake.

namespace
{

int signalPipe[2] = {-1, -1};

void onSignal(int signal)
{
    const char c = char(signal);
    [[maybe_unused]] const ssize_t n = ::write(signalPipe[1], &c, 1);
}

// Under systemd each line starts with its syslog priority, <3> error to <6> information, which
// the journal reads and strips. JOURNAL_STREAM names the journal's stream ("device:inode"); a
// program started from a terminal may inherit the variable, so stderr must be that stream.
bool journal = false;

bool stderrIsJournal()
{
    const QList<QByteArray> ids = qgetenv("JOURNAL_STREAM").split(':');
    struct stat st = {};
    if (ids.size() != 2 || ::fstat(STDERR_FILENO, &st) != 0)
        return false;
    return ids[0].toULongLong() == quint64(st.st_dev) && ids[1].toULongLong() == quint64(st.st_ino);
}

void log(int priority, const QString &text)
{
    const QByteArray line = text.toUtf8();
    if (journal)
        std::fprintf(stderr, "<%d>%s\n", priority, line.constData());
    else
        std::fprintf(stderr, "fortuna-server: %s\n", line.constData());
}

void messageHandler(QtMsgType type, const QMessageLogContext &, const QString &text)
{
    log(type == QtDebugMsg || type == QtInfoMsg ? 6 : type == QtWarningMsg ? 4 : 3, text);
}

// A wrong option or configuration: the error line at error priority (under the journal:
// `<3>`), and a pointer to --help rather than the whole usage (which would bury it). Exit 2,
// which the service does not restart on (RestartPreventExitStatus=2).
int usageError(const QString &message)
{
    log(3, message);
    log(6, QStringLiteral("see fortuna-server --help, or man 6 fortuna-server"));
    return 2;
}

// Where the server listens, as a URL's host: "*" for every address, [v6] in brackets.
QString listenHost(const QHostAddress &address)
{
    if (address == QHostAddress::Any || address == QHostAddress::AnyIPv6 || address == QHostAddress::AnyIPv4)
        return QStringLiteral("*");
    const QString text = address.toString();
    return address.protocol() == QAbstractSocket::IPv6Protocol ? QLatin1Char('[') + text + QLatin1Char(']') : text;
}

// --export: the table's record, without its tokens, as fortuna-cli reads it.
int exportTable(const QString &dataDir, const QString &code)
{
    net::TableStore store;
    QString why = store.open(net::TableStore::databaseIn(dataDir), true);
    std::optional<QByteArray> content;
    if (why.isEmpty())
        content = store.get(net::normalizeCode(code), &why);
    if (!content) {
        std::fprintf(stderr, "fortuna-server: %s\n", qPrintable(why.isEmpty() ? QStringLiteral("no table %1 in %2").arg(code, dataDir) : why));
        return 1;
    }
    const std::unique_ptr<net::Table> t = net::Table::read(*content, QString(), &why);
    if (!t) {
        std::fprintf(stderr, "fortuna-server: table %s: %s\n", qPrintable(code), qPrintable(why));
        return 1;
    }
    if (!t->started()) {
        std::fprintf(stderr, "fortuna-server: table %s has not started: it has no record yet\n", qPrintable(code));
        return 1;
    }
    const QByteArray text = record::writeRecord(t->record());
    std::fwrite(text.constData(), 1, size_t(text.size()), stdout);
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    // Qt's own event dispatcher rather than GLib's: GLib's adds and removes a socket's poll
    // entry in a list of all of them (each time a socket has output waiting), a cost linear in
    // the connections that a busy server pays on every write (docs/benchmarks.md, "Network server").
    if (!qEnvironmentVariableIsSet("QT_NO_GLIB"))
        qputenv("QT_NO_GLIB", "1");
    journal = stderrIsJournal();
    qInstallMessageHandler(messageHandler);
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("fortuna-server"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FORTUNA_VERSION));
    server::Options options;
    options.config.serverName = QStringLiteral("fortuna-server " FORTUNA_VERSION);
    const QString wrong = server::readOptions(app.arguments().mid(1), &options);
    if (!wrong.isEmpty())
        return usageError(wrong);
    if (options.help) {
        std::fputs(server::Usage, stdout);
        return 0;
    }
    if (options.version) {
        std::printf("fortuna-server %s (%s)\n", FORTUNA_VERSION, net::Protocol);
        return 0;
    }
    if (!options.exportCode.isEmpty())
        return exportTable(options.config.dataDir, options.exportCode);

    net::Server server(options.config);
    const QString error = server.start();
    for (const QString &e : server.loadErrors())
        log(4, QStringLiteral("not reloaded: %1").arg(e));
    if (!error.isEmpty()) {
        log(3, error);
        return 1;
    }
    if (server.importedTables() > 0)
        log(5, QStringLiteral("%1 table file(s) imported into %2").arg(server.importedTables()).arg(net::TableStore::databaseIn(options.config.dataDir)));
    const QString started = QStringLiteral("listening on %1://%2:%3 (%4), %5 table(s) reloaded")
                                .arg(server.secure() ? QLatin1String("wss") : QLatin1String("ws"), listenHost(server.address()))
                                .arg(server.port())
                                .arg(QLatin1String(net::Protocol))
                                .arg(server.loadedTables());
    // Under the journal at notice priority (once, without a second prefix); else on stdout,
    // where the tests (and a user at a terminal) wait for it.
    if (journal) {
        log(5, started);
    } else {
        std::printf("fortuna-server: %s\n", qPrintable(started));
        std::fflush(stdout);
    }

    // SIGTERM and SIGINT end the server cleanly (the tables are saved after every change
    // anyway: a SIGKILL loses nothing either); SIGHUP reads the TLS certificate and key again.
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, signalPipe) == 0) {
        auto *notifier = new QSocketNotifier(signalPipe[0], QSocketNotifier::Read, &app);
        QObject::connect(notifier, &QSocketNotifier::activated, &app, [&server]() {
            char c = 0;
            if (::read(signalPipe[0], &c, 1) != 1)
                return;
            if (c != SIGHUP) {
                QCoreApplication::quit();
                return;
            }
            if (!server.secure()) {
                log(6, QStringLiteral("SIGHUP: no TLS certificate to read again"));
                return;
            }
            const QString why = server.reloadTls();
            if (why.isEmpty())
                log(5, QStringLiteral("TLS certificate and key read again"));
            else
                log(3, QStringLiteral("SIGHUP: %1; the previous certificate stays").arg(why));
        });
        std::signal(SIGTERM, onSignal);
        std::signal(SIGINT, onSignal);
        std::signal(SIGHUP, onSignal);
    }
    return app.exec();
}
