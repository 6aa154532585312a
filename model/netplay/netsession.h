// SPDX-License-Identifier: GPL-3.0-or-later
// NetSession: network play as the app sees it (docs/network.md, "In the app"). It hosts a
// table (netplay/nethost.cpp: the fortuna_net Server inside the app for the remote players; the
// app drives its net::Table itself, and the seats played on this computer are local seats of
// it, with no connection) or joins one (netsession.cpp: one connection, one seat), and tells its
// owner what the table said: the lobby, the game to mirror (synced), each decision (updated), the
// end, as typed values (netevents.cpp reads the wire format: no JSON leaves the session). The
// table is the only authority: a local decision is only handed to it (decide()).
// GameController owns it and listens to its signals; it does not know the controller.
#pragma once

#include "newgamesetup.h"
#include "record/recorder.h"
#include "rules/game.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <memory>

namespace fortuna::net
{
class Client;
class Server;
class Table;
struct NetDecision;
struct ClientMessage;
}

namespace fortuna::model
{

// The game of a network table as it stands (its `sync`): the record of the turns played, the
// tiles drawn so far (the mirror draws them first, so it follows the table's game without
// knowing its pile) and the decisions of the turn in progress. A table this app hosts gives
// its own game instead (`hosted`, with the tiles drawn so far): the window shows it, no mirror.
struct NetSynced {
    record::Record record;
    std::vector<rules::TileRef> draws;
    std::vector<rules::Decision> pending;
    std::shared_ptr<const record::PlayedGame> hosted;
};

// One decision the table accepted (its `update`): whose, what (none: the undoing of the seat's
// placement), and the tiles drawn after it.
struct NetUpdated {
    int seat = -1;
    std::optional<rules::Decision> decision;
    std::vector<rules::TileRef> draws;
};

class NetSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameController.net")

    Q_PROPERTY(Stage stage READ stage NOTIFY changed)
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(bool hosting READ hosting NOTIFY changed)
    // This app is the table's host: it hosts it itself (hosting), or created it on a server.
    Q_PROPERTY(bool isHost READ isHost NOTIFY changed)
    // This window watches the table (no seat: read-only).
    Q_PROPERTY(bool spectating READ spectating NOTIFY changed)
    // The connection to the server is wss:// (TLS).
    Q_PROPERTY(bool secure READ secure NOTIFY changed)
    Q_PROPERTY(bool connected READ connected NOTIFY changed)
    Q_PROPERTY(QString code READ code NOTIFY changed)
    Q_PROPERTY(int port READ port NOTIFY changed)
    // This computer's addresses for friends: non-loopback IPv4 first, then IPv6.
    Q_PROPERTY(QStringList addresses READ addresses NOTIFY changed)
    // fortuna://ADDRESS:PORT/CODE with the first address (or the server joined).
    Q_PROPERTY(QString link READ link NOTIFY changed)
    Q_PROPERTY(bool passwordNeeded READ passwordNeeded NOTIFY changed)
    // The seats: [{seat, color, name, ai, taken, connected, local}], in turn order.
    Q_PROPERTY(QVariantList seats READ seats NOTIFY changed)
    Q_PROPERTY(bool canStart READ canStart NOTIFY changed)
    // One translated line on what happens (waiting, connection lost, the table ended...).
    Q_PROPERTY(QString status READ status NOTIFY changed)
    // Recent servers: ["host:port", ...], most recent first.
    Q_PROPERTY(QStringList recentServers READ recentServers NOTIFY changed)
    // A table this computer sat at (or hosted) and may rejoin after a drop or a crash (Settings),
    // as {url, code, host}; empty when none.
    Q_PROPERTY(QVariantMap rejoinable READ rejoinable NOTIFY changed)

public:
    enum Stage { Idle, Connecting, Lobby, Playing, Over, Ended };
    Q_ENUM(Stage)

    explicit NetSession(QObject *parent = nullptr);
    ~NetSession() override;

    // Hosts the game of `setup` (where a player with ai "remote" is a seat open to a remote
    // player) on `port`. "" or why not (translated).
    // `listed`: the table is shown to anyone who lists this computer's tables.
    Q_INVOKABLE QString host(fortuna::model::NewGameSetup *setup, int port, const QString &password, bool listed = false);
    // Creates the table of `setup` on the fortuna-server at address:port (wss:// when
    // `secure`): this app is its host and sits at its one seat played here; `moveTime` in
    // seconds per move (0: none; a turn-based table). "" or why not (translated).
    Q_INVOKABLE QString
    hostOnServer(fortuna::model::NewGameSetup *setup, const QString &address, int port, bool secure, const QString &password, bool listed, int moveTime);
    // Joins the table `code` at address:port (wss:// when `secure`). "" or why not
    // (translated: a bad address, port, code or name); the server's answer comes later
    // (status, stage).
    Q_INVOKABLE QString join(const QString &address, int port, const QString &code, const QString &name, const QString &password, bool secure = false);
    // Watches the table `code`: its game live, read-only.
    Q_INVOKABLE QString watch(const QString &address, int port, const QString &code, const QString &password, bool secure = false);
    // Opens one of "my tables" (MyTables: its url, code and token; hostToken when this app
    // created it on the server).
    Q_INVOKABLE QString openTable(const QString &url, const QString &code, const QString &token, const QString &hostToken = QString());
    // The player trusts the certificate of `server` ("host:port") with this SHA-256
    // fingerprint (certificateProblem's), and the last join, watch or creation is tried again.
    // Refused (why, translated) while another fingerprint is remembered for the server: a
    // changed certificate is replaced only through forgetCertificate.
    Q_INVOKABLE QString trustCertificate(const QString &server, const QString &fingerprint);
    // The player says the server's owner renewed its certificate: for a "changed" problem
    // (certificateProblem's), the fingerprint remembered for its server is forgotten and the
    // problem comes back as on first use (canTrust) for the new one; {} when it is not that.
    Q_INVOKABLE static QVariantMap forgetCertificate(const QVariantMap &problem);
    // Rejoins the table of rejoinable.
    Q_INVOKABLE QString rejoin();
    Q_INVOKABLE void forgetRejoin();
    // The host: starts the game (every seat taken), gives a seat to a computer level or back
    // to its player ("").
    Q_INVOKABLE QString startGame();
    Q_INVOKABLE QString assign(int seat, const QString &level);
    // Leaves the table (the host's leaving ends it for everyone).
    Q_INVOKABLE void leave();
    // The app closes: the host leaves (the table ends), a player in a game under way only
    // drops its connection (its seat waits; the table is remembered to rejoin).
    void appClosing();
    // The app's exit: the connections of the tables left close, a second at most (app/gui).
    static void finishClosing(int ms = 1000);
    // {host, port, code} of a fortuna://host:port/CODE link, or {error: translated reason}.
    Q_INVOKABLE static QVariantMap parseLink(const QString &text);

    // Sends the decision of `seat` (one of this computer's seats), or the undoing of its
    // placement. "" or why not (translated); a hosted table's engine refusal also in *refused.
    QString decide(int seat, const rules::Decision &decision, rules::Status *refused = nullptr);
    QString undo(int seat, rules::Status *refused = nullptr);
    bool isLocalSeat(int seat) const;
    // The game of the table this app hosts (null when it hosts none, or before the start): the
    // one the window shows (NetSynced::hosted).
    const rules::Game *tableGame() const;

    Stage stage() const { return m_stage; }
    bool active() const { return m_stage != Idle; }
    bool hosting() const { return m_server != nullptr; }
    bool isHost() const { return hosting() || m_hostClient != nullptr; }
    bool spectating() const { return m_primary && m_spectating; }
    bool secure() const { return m_secure; }
    bool connected() const;
    QString code() const { return m_code; }
    int port() const { return m_port; }
    QStringList addresses() const;
    QString link() const;
    bool passwordNeeded() const;
    QVariantList seats() const;
    bool canStart() const;
    QString status() const { return m_status; }
    QStringList recentServers() const;
    QVariantMap rejoinable() const;

    // The translated sentence of a server error code (docs/network.md, Errors).
    static QString errorText(const QString &code, const QJsonObject &error = QJsonObject());
    // The translated sentence of a refused certificate (net::Client::certificateRefused).
    // `trusted`: the fingerprint remembered for the server (a "changed" one shows both).
    static QString certificateText(const QString &problem, const QString &server, const QString &fingerprint, const QString &trusted = QString());
    // certificateProblem's map for a refusal of `server`'s certificate (see there).
    static QVariantMap certificateProblemMap(const QString &problem, const QString &server, const QString &fingerprint);
    // ws://host:port/ or wss://host:port/ ("localhost" is the loopback address).
    static QUrl serverUrl(const QString &address, int port, bool secure);
    // A client of this app: its name, and for wss:// the fingerprint the player trusts for
    // the server of `url` (Settings).
    static void setUpClient(net::Client *c, const QUrl &url);
    // "host:port" of a server (IPv6 in brackets): its key for the trusted certificates.
    static QString serverKey(const QUrl &url);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

Q_SIGNALS:
    void changed();
    // The whole game as the table sent it, then each decision; the end.
    void synced(const fortuna::model::NetSynced &game);
    void updated(const fortuna::model::NetUpdated &update);
    // What the table sent cannot be read (the whole game, else a decision): why, in English.
    void unreadable(bool game, const QString &why);
    void finished(const QByteArray &record);
    // A refusal or a lost table, translated, for a toast.
    void message(const QString &text);
    // A wss:// server's certificate was refused: {server ("host:port"), fingerprint, problem,
    // text (translated), canTrust (self-signed or unknown issuer: trustCertificate may accept it),
    // trusted (the fingerprint remembered for the server, for "changed"), canRenew ("changed":
    // forgetCertificate may replace it), declined (when the refused connection was the creation
    // of a table on a server: why it was not created, translated, for when the player does not
    // trust it; the setup they typed comes back)}.
    void certificateProblem(const QVariantMap &problem);

private:
    // Why a table at address:port with this code cannot be reached ("" when it can): not while
    // in another network game, a host name or address, a port, a table code.
    QString checkTable(const QString &address, int port, const QString &code, bool secure) const;
    net::Client *newClient();
    // Closes the connection `c` (if any) and forgets it.
    void dropClient(net::Client *&c);
    // A connection told to leave (a client, the server of a hosted table) stays until it is
    // closed, a second at most, and then goes: nothing waits for it (no nested event loop).
    void retire(net::Client *&client);
    void retire(std::unique_ptr<net::Server> &server);
    void retire(QObject *connection, std::function<bool()> closed, std::function<void(QObject *, std::function<void()>)> watch);
    // Why a table cannot be hosted on `port` (from `minPort`: 0 is any free port) with this
    // password ("" when it can): a port, a password's length.
    QString checkHosting(int port, int minPort, const QString &password) const;
    void listen(net::Client *c);
    void setStatus(const QString &text);
    void reset();
    void rememberTable();
    void forgetTable();
    QJsonObject lobby() const;
    QString send(int seat, const net::NetDecision &decision, rules::Status *refused);
    void lobbyChanged(const QJsonObject &lobby);
    // The table's game (a sync message) and each decision (an update), read into the typed
    // values of synced and updated (netevents.cpp).
    void gameSynced(const QJsonObject &sync);
    void gameUpdated(const QJsonObject &update);
    // The game to show (synced), the game over (finished): from a connection or the table hosted.
    void showGame(const NetSynced &game);
    void gameOver(const QByteArray &record);
    // Hosting (netplay/nethost.cpp).
    QString startServer(int port);
    void driveTable(net::Table *table);
    // Runs `f` after the current event, unless the table was left meanwhile.
    void tableLater(net::Table *table, std::function<void()> f);
    static NetSynced hostedGame(const net::Table &table);
    QString hostDecide(int seat, const net::NetDecision &decision, rules::Status *refused);
    QString hostAgain();
    void leaveHosted();
    // The table of a setup: its create message, this computer's seats and their names, or why
    // not (`error`, translated).
    struct SetupTable;
    SetupTable tableOf(NewGameSetup *setup, const QString &password);
    // Remote tables (netplay/netremote.cpp).
    net::Client *openClient(const QUrl &url);
    void watchCertificate(net::Client *c, const QUrl &url);
    void listenHost(net::Client *c);

    Stage m_stage = Idle;
    std::unique_ptr<net::Server> m_server;
    QPointer<net::Table> m_table; // hosting: the table this app drives
    net::Client *m_primary = nullptr; // joining: the connection to the table
    net::Client *m_hostClient = nullptr; // a table this app created on a server: its host connection
    bool m_spectating = false;
    bool m_secure = false;
    std::function<QString()> m_retry; // the last join, watch or creation (trustCertificate)
    QList<int> m_localSeats; // hosting: this computer's seats
    QString m_code, m_address;
    int m_port = 0;
    QString m_status;
    bool m_leaving = false;
};

} // namespace fortuna::model
