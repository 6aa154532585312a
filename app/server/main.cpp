// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna-server: the headless fortuna-net/1 server (docs/network.md). Qt Core, Network and
// WebSockets only: no GUI library.
#include "net/server.h"

#include <QCoreApplication>
#include <QSocketNotifier>

#include <csignal>
#include <cstdio>
#include <sys/socket.h>
#include <unistd.h>

using namespace fortuna;

// FORTUNA_VERSION: the project version, defined by CMake.

namespace
{

const char Usage[] =
    "Usage: fortuna-server [--port N] [--data DIR] [--max-tables N] [--max-connections N]\n"
    "                      [--max-spectators N] [--tls-cert FILE --tls-key FILE] [--listen ADDRESS]\n"
    "  Serves Fortuna tables over the network (protocol fortuna-net/1, WebSocket).\n"
    "  --port N            the TCP port (default 7979)\n"
    "  --data DIR          save every table in DIR after each decision and reload\n"
    "                      the tables found there at start\n"
    "  --max-tables N      tables at most (default 500)\n"
    "  --max-connections N connections at most (default 2000)\n"
    "  --max-spectators N  spectators of one table at most (default 50)\n"
    "  --tls-cert FILE, --tls-key FILE\n"
    "                      PEM certificate and key: wss:// instead of ws://\n"
    "  --listen ADDRESS    the address to listen on (default: all)\n"
    "  fortuna-server --help | --version\n";

int usageError(const QString &message)
{
    std::fprintf(stderr, "fortuna-server: %s\n%s", qPrintable(message), Usage);
    return 2;
}

int signalPipe[2] = {-1, -1};

void onSignal(int)
{
    const char c = 1;
    [[maybe_unused]] const ssize_t n = ::write(signalPipe[1], &c, 1);
}

bool number(const QString &text, int lo, int hi, int *out)
{
    bool ok = false;
    const int v = text.toInt(&ok);
    if (!ok || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    // Qt's own event dispatcher rather than GLib's: GLib's adds and removes a socket's poll
    // entry in a list of all of them (each time a socket has output waiting), a cost linear in
    // the connections that a busy server pays on every write (docs/benchmarks.md, "Network server").
    if (!qEnvironmentVariableIsSet("QT_NO_GLIB"))
        qputenv("QT_NO_GLIB", "1");
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("fortuna-server"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FORTUNA_VERSION));
    net::ServerConfig config;
    config.serverName = QStringLiteral("fortuna-server " FORTUNA_VERSION);
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        const QString a = args.at(i);
        if (a == QLatin1String("--help") || a == QLatin1String("-h")) {
            std::fputs(Usage, stdout);
            return 0;
        }
        if (a == QLatin1String("--version")) {
            std::printf("fortuna-server %s (%s)\n", FORTUNA_VERSION, net::Protocol);
            return 0;
        }
        if (i + 1 >= args.size())
            return usageError(QStringLiteral("%1 needs a value").arg(a));
        const QString v = args.at(++i);
        int n = 0;
        if (a == QLatin1String("--port")) {
            if (!number(v, 0, 65535, &n))
                return usageError(QStringLiteral("--port: %1 is not a port (0 to 65535)").arg(v));
            config.port = quint16(n);
        } else if (a == QLatin1String("--data")) {
            config.dataDir = v;
        } else if (a == QLatin1String("--max-tables")) {
            if (!number(v, 1, 1000000, &config.maxTables))
                return usageError(QStringLiteral("--max-tables: %1 is not a number from 1 to 1000000").arg(v));
        } else if (a == QLatin1String("--max-connections")) {
            if (!number(v, 1, 1000000, &config.maxConnections))
                return usageError(QStringLiteral("--max-connections: %1 is not a number from 1 to 1000000").arg(v));
        } else if (a == QLatin1String("--max-spectators")) {
            if (!number(v, 0, 100000, &config.maxSpectators))
                return usageError(QStringLiteral("--max-spectators: %1 is not a number from 0 to 100000").arg(v));
        } else if (a == QLatin1String("--tls-cert")) {
            config.tlsCertificate = v;
        } else if (a == QLatin1String("--tls-key")) {
            config.tlsKey = v;
        } else if (a == QLatin1String("--listen")) {
            if (!config.address.setAddress(v))
                return usageError(QStringLiteral("--listen: %1 is not an IP address").arg(v));
        } else {
            return usageError(QStringLiteral("unknown option %1").arg(a));
        }
    }
    if (config.tlsCertificate.isEmpty() != config.tlsKey.isEmpty())
        return usageError(QStringLiteral("--tls-cert and --tls-key go together"));

    net::Server server(config);
    const QString error = server.start();
    for (const QString &e : server.loadErrors())
        std::fprintf(stderr, "fortuna-server: not reloaded: %s\n", qPrintable(e));
    if (!error.isEmpty()) {
        std::fprintf(stderr, "fortuna-server: %s\n", qPrintable(error));
        return 1;
    }
    std::printf("fortuna-server: listening on %s://*:%u (%s), %d table(s) reloaded\n",
                server.secure() ? "wss" : "ws",
                unsigned(server.port()),
                net::Protocol,
                server.loadedTables());
    std::fflush(stdout);

    // SIGTERM and SIGINT end the server cleanly (the tables are saved after every change
    // anyway: a SIGKILL loses nothing either).
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, signalPipe) == 0) {
        auto *notifier = new QSocketNotifier(signalPipe[0], QSocketNotifier::Read, &app);
        QObject::connect(notifier, &QSocketNotifier::activated, &app, &QCoreApplication::quit);
        std::signal(SIGTERM, onSignal);
        std::signal(SIGINT, onSignal);
    }
    return app.exec();
}
