// SPDX-License-Identifier: GPL-3.0-or-later
// NetSession, hosting: the app runs the fortuna_net Server for the remote players and drives
// its own net::Table directly (the KBlocks pattern: a seat played on this computer is one more
// kind of seat). The host's clicks go to Table::decide, the table's computers play through the
// app's own scheduler (seats::ComputerSeats), and what the table tells its players comes back
// to this window through its typed observer (net::Table::Observer), without a socket or JSON.
#include "netsession.h"
#include "setuptable.h"

#include "autosave.h"
#include "convert.h"
#include "settings.h"

#include "net/server.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QTimer>

namespace fortuna::model
{

QString NetSession::host(NewGameSetup *setup, int port, const QString &password, bool listed)
{
    if (active())
        return tr("Leave the current network game first.");
    if (const QString wrong = checkHosting(port, 0, password); !wrong.isEmpty()) // 0: any free port (the tests)
        return wrong;
    SetupTable made = tableOf(setup, password);
    if (!made.error.isEmpty())
        return made.error;
    net::ClientMessage &create = made.create;
    const QList<int> &local = made.local;
    const QStringList &names = made.names;
    create.listed = listed;
    if (!names.isEmpty())
        create.tableName = names.first();

    const QString why = startServer(port);
    if (!why.isEmpty())
        return why;
    net::Refusal refused;
    net::Table *table = m_server->createTable(create, &refused);
    if (!table) {
        m_server.reset();
        return errorText(refused.code, refused.message());
    }
    driveTable(table);
    for (int i = 0; i < local.size(); ++i)
        table->seatLocal(local[i], names[i]);
    m_localSeats = local;
    rememberTable();
    lobbyChanged(table->lobby());
    return QString();
}

QString NetSession::checkHosting(int port, int minPort, const QString &password) const
{
    if (port < minPort || port > 65535)
        return tr("The port must be a number from 1 to 65535.");
    if (password.size() > net::MaxPasswordLength)
        return tr("The password is too long (at most %n character(s)).", "", net::MaxPasswordLength);
    return QString();
}

NetSession::SetupTable NetSession::tableOf(NewGameSetup *setup, const QString &password)
{
    SetupTable t;
    const auto refuse = [&t](const QString &why) {
        t.error = why;
        return t;
    };
    if (!setup)
        return refuse(tr("The rules of this setup cannot be read."));
    // The header as the setup built it (2 to 5 seats, each colour once, known levels): the
    // table is made of it as it is.
    const NewGameSetup::Header header = setup->header();
    if (!header.record)
        return refuse(header.error);
    // A network table keeps the aids for everyone (the protocol has no aids switch): say so
    // rather than host a game whose guests would still have them.
    if (!header.record->aids)
        return refuse(tr("A network game keeps the aids for everyone: untick Play without aids to host it."));
    if (!setup->hosted())
        return refuse(tr("Open at least one seat to a remote player to host a game."));
    t.create.type = net::MessageType::Create;
    t.create.options = header.record->options;
    const std::vector<record::PlayerInfo> &players = header.record->players;
    for (int i = 0; i < int(players.size()); ++i) {
        const record::PlayerInfo &p = players[size_t(i)];
        if (p.kind == record::SeatKind::Person) {
            t.local.append(i);
            t.names.append(p.name.trimmed().left(net::MaxNameLength));
        }
        t.create.seats.push_back(record::PlayerInfo::tableSeat(p.color, p.ai())); // this computer's people: open seats it takes
    }
    if (!password.isEmpty())
        t.create.password = password;
    return t;
}

QString NetSession::startServer(int port)
{
    net::ServerConfig config;
    config.port = quint16(port);
    config.serverName = QStringLiteral("fortuna ") + QCoreApplication::applicationVersion();
    // Beside the autosave ($FORTUNA_DATA_DIR or the app's data folder): the table survives a
    // crash, and hosting again finds it there.
    const QString data = AutosaveStore::defaultDirectory() + QStringLiteral("/tables");
    if (QDir().mkpath(data))
        config.dataDir = data;
    auto server = std::make_unique<net::Server>(config);
    const QString why = server->start();
    if (!why.isEmpty())
        //: %1: a port number; %2: the system's reason (may be in English)
        return tr("Cannot host on port %1: %2").arg(port).arg(why);
    m_server = std::move(server);
    m_port = int(m_server->port());
    m_address = QStringLiteral("127.0.0.1");
    return QString();
}

void NetSession::driveTable(net::Table *table)
{
    m_table = table;
    m_code = table->code();
    m_stage = Lobby;
    table->attachLocalHost();
    // What the table tells its connections reaches this window typed, read off the table as it
    // goes out. The lobby, the start and the end come after the current event, as a remote
    // player's message would; each decision at once: the window shows the table's own game,
    // which has just moved, and publishes it before anything reads it half followed (the
    // host's own decision is thus shown within its click, as in a game played here).
    net::Table::Observer observer;
    observer.lobbyChanged = [this, table]() {
        tableLater(table, [this, lobby = table->lobby()]() {
            lobbyChanged(lobby);
        });
    };
    observer.started = [this, table]() {
        tableLater(table, [this, table]() {
            showGame(hostedGame(*table)); // as it stands then: decisions made meanwhile included
        });
    };
    observer.decided = [this, table](int seat, const std::optional<rules::Decision> &decision, const std::vector<rules::TileRef> &draws) {
        if (m_table == table)
            Q_EMIT updated(NetUpdated{seat, decision, draws});
    };
    observer.over = [this, table]() {
        tableLater(table, [this, record = record::writeRecord(table->record())]() {
            gameOver(record);
        });
    };
    table->setObserver(std::move(observer));
}

NetSynced NetSession::hostedGame(const net::Table &table)
{
    // The table's own game (one game per table in this process), and the tiles drawn so far:
    // the replay and the analysis follow them.
    return NetSynced{record::Record(), table.game() ? table.game()->draws() : std::vector<rules::TileRef>(), {}, table.played()};
}

void NetSession::tableLater(net::Table *table, std::function<void()> f)
{
    QMetaObject::invokeMethod(
        this,
        [this, table, f = std::move(f)]() {
            if (m_table == table) // not a table left meanwhile
                f();
        },
        Qt::QueuedConnection);
}

const rules::Game *NetSession::tableGame() const
{
    return m_table ? m_table->game() : nullptr;
}

QString NetSession::hostDecide(int seat, const net::NetDecision &decision, rules::Status *refused)
{
    if (!m_table || !m_localSeats.contains(seat))
        return tr("It is not your turn.");
    net::ClientMessage m;
    m.type = net::MessageType::Decide;
    m.seq = m_table->seq();
    m.decision = decision;
    const std::optional<net::Refusal> r = m_table->decide(seat, m);
    if (!r)
        return QString();
    if (refused)
        *refused = r->engine;
    return errorText(r->code, r->message());
}

QString NetSession::hostAgain()
{
    // The server loads the table from its folder; this computer's seats are taken back (their
    // tokens checked), and the others reconnect by themselves.
    const QString why = startServer(Settings::netHostedPort());
    if (!why.isEmpty())
        return why;
    const QString code = Settings::netHostedCode();
    net::Table *table = m_server->table(code);
    if (!table || !net::sameSecret(table->hostToken(), Settings::netHostedToken())) {
        m_server.reset();
        forgetTable();
        Q_EMIT changed();
        return tr("The table %1 is no longer on this computer.").arg(code);
    }
    driveTable(table);
    for (const QString &entry : Settings::netHostedSeats()) {
        const int colon = entry.indexOf(QLatin1Char(':'));
        bool ok = false;
        const int seat = entry.left(colon).toInt(&ok);
        if (colon < 0 || !ok || seat < 0 || seat >= int(table->seats().size()) || !net::sameSecret(table->seats()[size_t(seat)].token, entry.mid(colon + 1)))
            continue;
        if (!table->seatLocal(seat, QString()))
            m_localSeats.append(seat);
    }
    lobbyChanged(table->lobby());
    // The game as it stands, as a player rejoining gets it.
    if (table->over())
        tableLater(table, [this, record = record::writeRecord(table->record())]() {
            gameOver(record);
        });
    else if (table->started())
        tableLater(table, [this, table]() {
            showGame(hostedGame(*table));
        });
    return QString();
}

void NetSession::leaveHosted()
{
    if (m_table && m_stage != Over && m_stage != Ended) {
        forgetTable();
        m_table->detach(0, net::Table::HostRole, true); // the others are told (closed, host-left)
    }
    // The server lives in this app: its connections are closed once what they were sent is
    // written; it stays until they are gone (a second at most), without anything waiting.
    if (m_table)
        m_table->setObserver(net::Table::Observer()); // this window no longer follows it
    m_server->closeAll();
    m_table = nullptr;
    retire(m_server);
}

} // namespace fortuna::model
