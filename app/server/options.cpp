// SPDX-License-Identifier: GPL-3.0-or-later
#include "options.h"

#include "ai/agent.h"

#include <QFile>

#include <vector>

namespace fortuna::server
{

const char Usage[] =
    "Usage: fortuna-server [--config FILE] [--port N] [--listen ADDRESS] [--data DIR]\n"
    "                      [--tls-cert FILE --tls-key FILE] [--max-tables N]\n"
    "                      [--max-connections N] [--max-spectators N] [--timeout-level LEVEL]\n"
    "                      [--max-tables-per-address N] [--max-startups BEGIN:RATE:FULL]\n"
    "                      [--max-startups-per-address N] [--computer-threads N]\n"
    "       fortuna-server --data DIR --export CODE\n"
    "  Serves Fortuna tables over the network (protocol fortuna-net/1, WebSocket).\n"
    "  --config FILE       read the options from FILE (lines `option = value`,\n"
    "                      e.g. `port = 7979`); the command line overrides it\n"
    "  --port N            the TCP port (default 7979)\n"
    "  --listen ADDRESS    the address to listen on (default: all)\n"
    "  --data DIR          keep every table in DIR (DIR/tables.sqlite), saved after\n"
    "                      each decision, and reload them at start\n"
    "  --tls-cert FILE, --tls-key FILE\n"
    "                      PEM certificate and key: wss:// instead of ws://\n"
    "                      (SIGHUP reads them again)\n"
    "  --max-tables N      tables at most (default 500)\n"
    "  --max-connections N connections at most (default 2000)\n"
    "  --max-spectators N  spectators of one table at most (default 50)\n"
    "  --max-tables-per-address N\n"
    "                      tables created from one address at once (default 5)\n"
    "  --max-startups BEGIN:RATE:FULL\n"
    "                      connections still in their handshake: from BEGIN of them\n"
    "                      a new one from an address holding fewer takes the place of\n"
    "                      the oldest of the address holding the most, else RATE % of\n"
    "                      new ones are refused, all from FULL (512:30:1024)\n"
    "  --max-startups-per-address N\n"
    "                      handshakes from one address at once (default 16)\n"
    "  --computer-threads N\n"
    "                      threads the computers of all tables search on together\n"
    "                      (default: one per core; at idle priority)\n"
    "  --timeout-level L   the computer level that plays a seat whose time per move\n"
    "                      ran out (default normal)\n"
    "  --export CODE       print the fortuna-record/1 of the table CODE of --data\n"
    "  fortuna-server --help | --version\n";

namespace
{

bool number(const QString &text, int lo, int hi, int *out)
{
    bool ok = false;
    const int v = text.trimmed().toInt(&ok);
    if (!ok || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

// One option: "" or what is wrong with its value.
QString apply(const QString &name, const QString &v, Options *o)
{
    net::ServerConfig &c = o->config;
    int n = 0;
    if (name == QLatin1String("port")) {
        if (!number(v, 0, 65535, &n))
            return QStringLiteral("%1 is not a port (0 to 65535)").arg(v);
        c.port = quint16(n);
    } else if (name == QLatin1String("data")) {
        c.dataDir = v;
    } else if (name == QLatin1String("max-tables")) {
        if (!number(v, 1, 1000000, &c.maxTables))
            return QStringLiteral("%1 is not a number from 1 to 1000000").arg(v);
    } else if (name == QLatin1String("max-connections")) {
        if (!number(v, 1, 1000000, &c.maxConnections))
            return QStringLiteral("%1 is not a number from 1 to 1000000").arg(v);
    } else if (name == QLatin1String("max-spectators")) {
        if (!number(v, 0, 100000, &c.maxSpectators))
            return QStringLiteral("%1 is not a number from 0 to 100000").arg(v);
    } else if (name == QLatin1String("max-tables-per-address")) {
        if (!number(v, 1, 1000000, &c.maxTablesPerAddress))
            return QStringLiteral("%1 is not a number from 1 to 1000000").arg(v);
    } else if (name == QLatin1String("computer-threads")) {
        if (!number(v, 1, 256, &c.computerThreads))
            return QStringLiteral("%1 is not a number from 1 to 256").arg(v);
    } else if (name == QLatin1String("max-startups-per-address")) {
        if (!number(v, 1, 1000000, &c.startupsPerAddress))
            return QStringLiteral("%1 is not a number from 1 to 1000000").arg(v);
    } else if (name == QLatin1String("max-startups")) {
        const QStringList parts = v.split(QLatin1Char(':'));
        int begin = 0, rate = 0, full = 0;
        if (parts.size() != 3 || !number(parts[0], 1, 1000000, &begin) || !number(parts[1], 0, 100, &rate) || !number(parts[2], begin, 1000000, &full))
            return QStringLiteral("%1 is not BEGIN:RATE:FULL (numbers, RATE a percentage, BEGIN <= FULL)").arg(v);
        c.startupsBegin = begin;
        c.startupsRate = rate;
        c.startupsFull = full;
    } else if (name == QLatin1String("tls-cert")) {
        c.tlsCertificate = v;
    } else if (name == QLatin1String("tls-key")) {
        c.tlsKey = v;
    } else if (name == QLatin1String("listen")) {
        if (!c.address.setAddress(v))
            return QStringLiteral("%1 is not an IP address").arg(v);
    } else if (name == QLatin1String("timeout-level")) {
        if (!ai::makeAgent(v.toStdString(), 1))
            return QStringLiteral("%1 is not a computer level").arg(v);
        c.timeoutLevel = v;
    } else if (name == QLatin1String("export")) {
        o->exportCode = v;
    } else {
        return QStringLiteral("unknown option");
    }
    return QString();
}

QString readFile(const QString &path, std::vector<std::pair<QString, QString>> *pairs)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return QStringLiteral("cannot read the configuration %1: %2").arg(path, f.errorString());
    int line = 0;
    while (!f.atEnd()) {
        ++line;
        const QString text = QString::fromUtf8(f.readLine()).trimmed();
        if (text.isEmpty() || text.startsWith(QLatin1Char('#')))
            continue;
        const qsizetype eq = text.indexOf(QLatin1Char('='));
        const QString key = text.left(eq).trimmed();
        if (eq < 0 || key == QLatin1String("config") || key == QLatin1String("export"))
            return QStringLiteral("%1:%2: not an `option = value` line of the configuration").arg(path).arg(line);
        pairs->emplace_back(key, text.mid(eq + 1).trimmed());
        pairs->back().first.prepend(QStringLiteral("%1:%2: ").arg(path).arg(line) + QLatin1Char('\n'));
    }
    return QString();
}

} // namespace

QString readOptions(const QStringList &args, Options *out)
{
    // The file first (wherever --config is), then the command line over it.
    std::vector<std::pair<QString, QString>> pairs, fromFile;
    QString config;
    for (int i = 0; i < args.size(); ++i) {
        const QString a = args.at(i);
        if (a == QLatin1String("--help") || a == QLatin1String("-h")) {
            out->help = true;
            return QString();
        }
        if (a == QLatin1String("--version")) {
            out->version = true;
            return QString();
        }
        if (!a.startsWith(QLatin1String("--")))
            return QStringLiteral("unexpected argument %1").arg(a);
        if (i + 1 >= args.size())
            return QStringLiteral("%1 needs a value").arg(a);
        if (a == QLatin1String("--config"))
            config = args.at(++i);
        else
            pairs.emplace_back(a.mid(2), args.at(++i));
    }
    if (!config.isEmpty()) {
        const QString why = readFile(config, &fromFile);
        if (!why.isEmpty())
            return why;
    }
    for (const auto &[key, value] : fromFile) {
        // key: "FILE:LINE: \nname"
        const qsizetype cut = key.indexOf(QLatin1Char('\n'));
        const QString where = key.left(cut), name = key.mid(cut + 1);
        const QString why = apply(name, value, out);
        if (!why.isEmpty())
            return QStringLiteral("%1%2: %3").arg(where, name, why);
    }
    for (const auto &[name, value] : pairs) {
        const QString why = apply(name, value, out);
        if (!why.isEmpty())
            return QStringLiteral("--%1: %2").arg(name, why);
    }
    if (out->config.tlsCertificate.isEmpty() != out->config.tlsKey.isEmpty())
        return QStringLiteral("tls-cert and tls-key go together");
    if (!out->exportCode.isEmpty() && out->config.dataDir.isEmpty())
        return QStringLiteral("--export needs the data folder (--data DIR or its configuration)");
    return QString();
}

} // namespace fortuna::server
