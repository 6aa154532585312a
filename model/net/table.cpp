// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/table.h"

#include "record/replay.h"
#include "record/smallfile.h"

#include <QJsonDocument>
#include <QRandomGenerator>

#include <algorithm>

namespace fortuna::net
{

Refusal refusal(const char *code, const QString &text, bool delayed)
{
    Refusal r;
    r.code = QLatin1String(code);
    r.text = text;
    r.delayed = delayed;
    return r;
}

QString newToken()
{
    quint32 words[4];
    QRandomGenerator::system()->fillRange(words);
    return QString::fromLatin1(QByteArray(reinterpret_cast<const char *>(words), sizeof words).toHex());
}

QString newCode()
{
    const int n = int(sizeof CodeAlphabet) - 1;
    QString code;
    for (int i = 0; i < CodeLength; ++i)
        code.append(QLatin1Char(CodeAlphabet[QRandomGenerator::system()->bounded(n)]));
    return code;
}

QJsonObject Refusal::message() const
{
    QJsonObject m = errorMessage(code, text);
    for (auto it = extra.begin(); it != extra.end(); ++it)
        m.insert(it.key(), it.value());
    return m;
}

std::unique_ptr<Table> Table::create(const QString &code, const ClientMessage &m, const QString &file, Refusal *r, const PasswordCheck *key)
{
    std::unique_ptr<Table> t(new Table);
    t->m_code = code;
    t->m_file = file;
    t->m_hostToken = newToken();
    t->m_options = m.options;
    t->m_moveTime = m.moveTime;
    t->m_listed = m.listed;
    t->m_name = m.tableName.isEmpty() ? QStringLiteral("Table %1").arg(code) : m.tableName;
    if (key && !key->hash.isEmpty()) { // hashed already (the server's worker thread)
        t->m_passwordSalt = key->salt;
        t->m_passwordIterations = key->iterations;
        t->m_passwordHash = key->hash;
    } else if (m.password && !m.password->isEmpty()) {
        t->m_passwordSalt = newToken();
        t->m_passwordIterations = PasswordIterations;
        t->m_passwordHash = hashPassword(t->m_passwordSalt, *m.password, t->m_passwordIterations);
    }
    for (size_t i = 0; i < m.seats.size(); ++i) {
        Seat s;
        s.color = m.seats[i].color;
        s.ai = m.seats[i].ai();
        s.token = newToken();
        if (s.ai && !ai::makeAgent(s.ai->toStdString(), 1)) {
            *r = refusal(error::BadMessage, QStringLiteral("create.seats[%1].ai: %2 is not a computer level").arg(i).arg(shown(*s.ai)));
            return nullptr;
        }
        if (s.ai)
            s.name = QStringLiteral("Computer %1").arg(i + 1);
        t->m_seats.push_back(s);
    }
    t->m_seed = QRandomGenerator::system()->generate64();
    return t;
}

Table::Table()
{
    m_computers.setDelay(0); // the server plays its computers at once
    m_computers.setBackground(true); // and never before its connections (issue 41)
    connect(&m_computers, &seats::ComputerSeats::decided, this, &Table::computerDecided);
}

Table::~Table() = default;

bool Table::over() const
{
    return m_played && m_played->game.phase() == rules::Phase::GameOver;
}

bool Table::hasPeers() const
{
    if (m_hostPeer || m_localHost)
        return true;
    for (const Seat &s : m_seats)
        if (s.peer)
            return true;
    return !m_spectators.empty();
}

void Table::broadcastLobby()
{
    if (m_observer.lobbyChanged)
        m_observer.lobbyChanged();
    broadcast(lobby());
}

void Table::broadcast(const QJsonObject &m)
{
    const QByteArray bytes = encode(m); // once for every connection
    post(m_hostPeer, bytes);
    for (const Seat &s : m_seats)
        post(s.peer, bytes);
    for (quint64 peer : m_spectators)
        post(peer, bytes);
}

QJsonObject Table::lobby() const
{
    QJsonArray seats;
    for (size_t i = 0; i < m_seats.size(); ++i) {
        const Seat &s = m_seats[i];
        QJsonObject o{{QStringLiteral("seat"), int(i)},
                      {QStringLiteral("color"), record::fromView(rules::colorName(s.color))},
                      {QStringLiteral("taken"), s.taken},
                      {QStringLiteral("connected"), s.peer != 0 || s.local}};
        if (!s.name.isEmpty())
            o.insert(QStringLiteral("name"), s.name);
        if (s.ai)
            o.insert(QStringLiteral("ai"), *s.ai);
        if (s.timedOut)
            o.insert(QStringLiteral("timedOut"), true);
        seats.append(o);
    }
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("lobby")},
                       {QStringLiteral("code"), m_code},
                       {QStringLiteral("rules"), record::toJson(m_options)},
                       {QStringLiteral("started"), started()},
                       {QStringLiteral("password"), !m_passwordHash.isEmpty()},
                       {QStringLiteral("seats"), seats},
                       {QStringLiteral("name"), m_name},
                       {QStringLiteral("spectators"), int(m_spectators.size())},
                       {QStringLiteral("moveTime"), m_moveTime},
                       {QStringLiteral("deadline"), m_deadline ? QJsonValue(m_deadline) : QJsonValue()}};
}

const std::vector<rules::Decision> &Table::pending() const
{
    static const std::vector<rules::Decision> none;
    return m_played ? m_played->recorder.openTurn() : none;
}

QJsonObject Table::sync() const
{
    QJsonArray players;
    for (const record::PlayerInfo &p : record().players)
        players.append(record::toJson(p));
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("sync")},
                       {QStringLiteral("seq"), m_seq},
                       {QStringLiteral("rules"), record::toJson(m_options)},
                       {QStringLiteral("players"), players},
                       {QStringLiteral("turns"), turnsJson(record(), 0)},
                       {QStringLiteral("pending"), pendingJson()},
                       {QStringLiteral("draws"), drawsJson(m_played->game, 0)},
                       {QStringLiteral("log"), logJson(m_played->game, 0)},
                       {QStringLiteral("state"), stateJson(m_played->game)}};
}

QJsonArray Table::pendingJson() const
{
    QJsonArray pending;
    for (const rules::Decision &d : Table::pending())
        pending.append(NetDecision::fromDecision(d).toJson());
    return pending;
}

QJsonObject Table::overMessage() const
{
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("over")}, {QStringLiteral("record"), QString::fromUtf8(record::writeRecord(record()))}};
}

std::optional<Refusal> Table::attachHost(quint64 peer)
{
    if (m_hostPeer && m_hostPeer != peer && m_drop)
        m_drop(m_hostPeer);
    m_hostPeer = peer;
    sendTo(peer, lobby());
    return std::nullopt;
}

std::optional<Refusal> Table::join(quint64 peer, const ClientMessage &m, int *role, bool passwordChecked)
{
    if (!passwordChecked && !passwordMatches(m.password))
        return refusal(error::BadPassword, QStringLiteral("wrong password for table %1").arg(m_code), true);
    if (started())
        return refusal(error::AlreadyStarted, QStringLiteral("the game of table %1 has started").arg(m_code));
    int seat = m.seat;
    if (seat < 0) {
        for (size_t i = 0; i < m_seats.size() && seat < 0; ++i)
            if (!m_seats[i].taken && !m_seats[i].ai)
                seat = int(i);
        if (seat < 0)
            return refusal(error::TableFull, QStringLiteral("table %1 has no open seat").arg(m_code));
    }
    if (seat >= int(m_seats.size()) || m_seats[size_t(seat)].taken || m_seats[size_t(seat)].ai)
        return refusal(error::TableFull, QStringLiteral("seat %1 of table %2 is not open").arg(seat).arg(m_code));
    Seat &s = m_seats[size_t(seat)];
    s.taken = true;
    s.name = m.name.trimmed();
    s.peer = peer;
    *role = seat;
    save(); // before the token goes out: a seat a client was given survives a crash
    sendTo(peer,
           QJsonObject{{QStringLiteral("type"), QStringLiteral("joined")},
                       {QStringLiteral("code"), m_code},
                       {QStringLiteral("seat"), seat},
                       {QStringLiteral("token"), s.token},
                       {QStringLiteral("host"), false}});
    broadcastLobby();
    return std::nullopt;
}

std::optional<Refusal> Table::seatLocal(int seat, const QString &name)
{
    if (seat < 0 || seat >= int(m_seats.size()) || m_seats[size_t(seat)].ai)
        return refusal(error::TableFull, QStringLiteral("seat %1 of table %2 is not open").arg(seat).arg(m_code));
    Seat &s = m_seats[size_t(seat)];
    if (!s.taken) {
        if (started())
            return refusal(error::AlreadyStarted, QStringLiteral("the game of table %1 has started").arg(m_code));
        s.taken = true;
        s.name = name.trimmed();
        save();
    } else if (s.peer && m_drop) { // taken back from a connection
        const quint64 old = s.peer;
        s.peer = 0;
        m_drop(old);
    }
    s.local = true;
    broadcastLobby();
    return std::nullopt;
}

int Table::roleOf(const QString &token) const
{
    int found = NoRole;
    if (sameSecret(token, m_hostToken))
        found = HostRole;
    for (size_t i = 0; i < m_seats.size(); ++i)
        if (m_seats[i].taken && sameSecret(token, m_seats[i].token))
            found = int(i);
    return found;
}

std::optional<Refusal> Table::rejoin(quint64 peer, const QString &token, int *role)
{
    const int found = roleOf(token);
    if (found == NoRole)
        return refusal(error::BadToken, QStringLiteral("no seat of table %1 has this token").arg(m_code), true);
    quint64 &slot = found == HostRole ? m_hostPeer : m_seats[size_t(found)].peer;
    if (slot && slot != peer && m_drop) {
        const quint64 old = slot;
        slot = 0;
        m_drop(old);
    }
    slot = peer;
    *role = found;
    if (found >= 0)
        giveBack(found); // a seat a timeout gave to a computer is its player's again
    sendTo(peer,
           QJsonObject{{QStringLiteral("type"), QStringLiteral("joined")},
                       {QStringLiteral("code"), m_code},
                       {QStringLiteral("seat"), found == HostRole ? -1 : found},
                       {QStringLiteral("token"), token},
                       {QStringLiteral("host"), found == HostRole}});
    broadcastLobby();
    sendGame(peer);
    return std::nullopt;
}

void Table::sendGame(quint64 peer)
{
    if (over())
        sendTo(peer, overMessage());
    else if (started())
        sendTo(peer, sync());
}

std::optional<Refusal> Table::start(int role)
{
    if (role != HostRole)
        return refusal(error::NotHost, QStringLiteral("only the host starts the game"));
    if (started())
        return refusal(error::AlreadyStarted, QStringLiteral("the game has started"));
    for (const Seat &s : m_seats)
        if (!s.taken && !s.ai)
            return refusal(error::SeatsOpen, QStringLiteral("a seat is still open"));
    // A game of computers only is played by nobody: on a server it would only take CPU (issue 41).
    if (std::none_of(m_seats.begin(), m_seats.end(), [](const Seat &s) {
            return s.taken && !s.ai;
        }))
        return refusal(error::NoPerson, QStringLiteral("a network game needs a person in one of its seats"));
    record::Record header;
    header.options = m_options;
    header.seed = m_seed;
    for (const Seat &s : m_seats)
        header.players.push_back(record::PlayerInfo::withAi(s.name, s.color, s.ai));
    rules::Status why;
    rules::Setup setup = header.setup();
    setup.keepDraws = true; // sent to the clients (their mirrors draw the same tiles)
    std::optional<rules::Game> game = rules::Game::create(setup, &why);
    if (!game)
        return refusal(error::Refused, QStringLiteral("the engine refused the game: %1").arg(QString::fromStdString(why.message)));
    m_played = std::make_shared<record::PlayedGame>(std::move(*game), header);
    resetComputers();
    updateDeadline();
    save();
    broadcastLobby();
    if (m_observer.started)
        m_observer.started();
    broadcast(sync());
    scheduleComputer();
    return std::nullopt;
}

std::optional<Refusal> Table::assign(int role, int seat, const std::optional<QString> &ai)
{
    if (role != HostRole)
        return refusal(error::NotHost, QStringLiteral("only the host hands seats to the computer"));
    if (seat >= int(m_seats.size()))
        return refusal(error::BadMessage, QStringLiteral("assign.seat: table %1 has %2 seats").arg(m_code).arg(m_seats.size()));
    if (ai && !ai::makeAgent(ai->toStdString(), 1))
        return refusal(error::BadMessage, QStringLiteral("assign.ai: %1 is not a computer level").arg(shown(*ai)));
    Seat &s = m_seats[size_t(seat)];
    if (!ai && !s.taken)
        return refusal(error::TableFull, QStringLiteral("seat %1 has no player to hand it back to").arg(seat));
    s.ai = ai;
    s.timedOut = false;
    if (ai && !s.taken)
        s.name = QStringLiteral("Computer %1").arg(seat + 1);
    if (started())
        resetComputers();
    updateDeadline();
    save();
    broadcastLobby();
    scheduleComputer();
    return std::nullopt;
}

std::optional<Refusal> Table::decide(int role, const ClientMessage &m)
{
    if (role < 0)
        return refusal(error::NoSeat, QStringLiteral("only a seated player decides"));
    if (!started())
        return refusal(error::NotStarted, QStringLiteral("the game has not started"));
    if (over())
        return refusal(error::GameOver, QStringLiteral("the game is over"));
    // The seq first: a decision sent again (after a reconnection) that was applied is `stale`
    // whoever moves now.
    if (m.seq != m_seq) {
        Refusal r = refusal(error::Stale, QStringLiteral("decision %1 is not the table's next one (%2)").arg(m.seq).arg(m_seq));
        r.extra.insert(QStringLiteral("seq"), m_seq);
        return r;
    }
    if (role != actingPlayer() || m_seats[size_t(role)].ai)
        return refusal(error::NotYourTurn, QStringLiteral("it is not seat %1's turn").arg(role));
    return apply(role, m.decision);
}

std::optional<Refusal> Table::apply(int seat, const NetDecision &d)
{
    const size_t turnsBefore = record().turns.size();
    const size_t logBefore = m_played->game.log().size();
    const size_t drawsBefore = m_played->game.draws().size();
    rules::Status status;
    if (d.kind == NetDecision::Kind::Undo)
        status = m_played->recorder.undoPlacement(m_played->game);
    else
        status = m_played->recorder.apply(m_played->game, d.toDecision());
    if (!status.ok()) {
        Refusal r = refusal(error::Refused, QString::fromStdString(status.message));
        r.extra.insert(QStringLiteral("refusal"), record::fromView(rules::refusalName(status.code)));
        r.engine = status;
        return r;
    }
    ++m_seq;
    updateDeadline();
    save();
    if (m_observer.decided) {
        const std::vector<rules::TileRef> &draws = m_played->game.draws();
        m_observer.decided(seat,
                           d.kind == NetDecision::Kind::Undo ? std::nullopt : std::optional<rules::Decision>(d.toDecision()),
                           std::vector<rules::TileRef>(draws.begin() + std::ptrdiff_t(drawsBefore), draws.end()));
    }
    broadcast(QJsonObject{{QStringLiteral("type"), QStringLiteral("update")},
                          {QStringLiteral("seq"), m_seq},
                          {QStringLiteral("seat"), seat},
                          {QStringLiteral("decision"), d.toJson()},
                          {QStringLiteral("turns"), turnsJson(record(), turnsBefore)},
                          {QStringLiteral("draws"), drawsJson(m_played->game, drawsBefore)},
                          {QStringLiteral("log"), logJson(m_played->game, logBefore)},
                          {QStringLiteral("state"), stateJson(m_played->game)}});
    if (over() && m_observer.over)
        m_observer.over();
    if (over())
        broadcast(overMessage());
    else
        scheduleComputer();
    if (m_deadlineMoved)
        broadcastLobby(); // a turn-based table: the new seat's deadline
    return std::nullopt;
}

void Table::resetComputers()
{
    QStringList levels;
    for (const Seat &s : m_seats)
        levels.append(s.ai.value_or(QString()));
    m_computers.reset(levels, m_seed); // drops the decision in flight
    m_computerSeq = -1;
}

void Table::scheduleComputer()
{
    if (!m_played || over() || m_computers.thinking())
        return;
    if (m_computers.request(m_played->game, actingPlayer())) // false for a person's turn
        m_computerSeq = m_seq;
}

void Table::computerDecided(int seat, const rules::Decision &d)
{
    if (m_computerSeq != m_seq || seat != actingPlayer() || !m_seats[size_t(seat)].ai) {
        scheduleComputer(); // the table moved on meanwhile
        return;
    }
    if (const std::optional<Refusal> r = apply(seat, NetDecision::fromDecision(d))) {
        // The agent is at fault: a random legal decision instead, so the table goes on.
        qWarning("fortuna-net: table %s: the computer's decision was refused (%s)", qPrintable(m_code), qPrintable(r->text));
        if (apply(seat, NetDecision::fromDecision(m_computers.fallback(m_played->game, seat))))
            qWarning("fortuna-net: table %s: the computer at seat %d cannot move", qPrintable(m_code), seat);
    }
}

void Table::detach(quint64 peer, int role, bool leave)
{
    if (role == SpectatorRole) {
        const auto it = std::find(m_spectators.begin(), m_spectators.end(), peer);
        if (it != m_spectators.end()) {
            m_spectators.erase(it);
            broadcastLobby();
        }
        return;
    }
    if (role == HostRole && m_hostPeer == peer) {
        m_hostPeer = 0;
        m_localHost = m_localHost && !leave;
        if (leave) {
            if (started() && !over()) {
                m_closed = true; // the record stays (the server's --export)
                save();
            }
            announceClosed(QStringLiteral("host-left"));
            Q_EMIT ended();
        }
        return;
    }
    if (role < 0 || role >= int(m_seats.size()) || m_seats[size_t(role)].peer != peer)
        return;
    Seat &s = m_seats[size_t(role)];
    s.peer = 0;
    if (leave && !started()) {
        s.taken = false;
        s.name.clear();
        s.token = newToken();
        save();
    }
    broadcastLobby();
}

} // namespace fortuna::net
