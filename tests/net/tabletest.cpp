// SPDX-License-Identifier: GPL-3.0-or-later
// One net::Table without a server: its computer seats are the app's (seats::ComputerSeats: the
// same decisions for the same seed, and a refused computer move replaced by a random legal one,
// so the table goes on), and its password is kept through PBKDF2, while a table file saved
// before (one SHA-256 round) still loads and its password still works. A table reloaded in the
// middle of a turn, from its own file or from one written as older versions wrote it, goes on
// from the same decisions pending to the same record as a local game.
#include "net/table.h"
#include "record/record.h"
#include "record/recorder.h"
#include "record/smallfile.h"
#include "rules/randomplayer.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPasswordDigestor>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace fortuna;
using namespace fortuna::net;

namespace
{

ClientMessage createMessage(const std::vector<record::PlayerInfo> &seats, const QString &password = QString())
{
    ClientMessage m;
    m.type = MessageType::Create;
    m.seats = seats;
    if (!password.isEmpty())
        m.password = password;
    return m;
}

// Two seats of `level` (none: two seats for players).
// A table of two computers of `level`: seat 0 is a person's for the start (a network game needs
// one: no-person), then handed to a computer of the same level.
std::unique_ptr<Table> computerTable(const QString &level)
{
    Refusal why;
    return Table::create(
        QStringLiteral("ABCD2345"),
        createMessage({record::PlayerInfo::tableSeat(rules::Color::Red, std::nullopt), record::PlayerInfo::tableSeat(rules::Color::Blue, level)}),
        QString(),
        &why);
}

bool startComputers(Table &t, const QString &level)
{
    return !t.seatLocal(0, QStringLiteral("Ann")) && !t.start(Table::HostRole) && !t.assign(Table::HostRole, 0, level);
}

std::vector<record::PlayerInfo> twoSeats(const std::optional<QString> &level)
{
    return {record::PlayerInfo::tableSeat(rules::Color::Red, level), record::PlayerInfo::tableSeat(rules::Color::Blue, level)};
}

// "" when a player joins `t` with `password`, otherwise the refusal's code.
QString joinWith(Table &t, const QString &password)
{
    ClientMessage m;
    m.type = MessageType::Join;
    m.code = t.code();
    m.name = QStringLiteral("Bo");
    m.password = password;
    int role = Table::NoRole;
    const std::optional<Refusal> r = t.join(7, m, &role);
    return r ? r->code : QString();
}

// An agent that gets every decision wrong (a legal one spoiled), and counts them.
class SpoilingAgent : public ai::Agent
{
public:
    explicit SpoilingAgent(uint64_t seed, std::shared_ptr<int> spoiled)
        : m_player(seed)
        , m_spoiled(std::move(spoiled))
    {
    }
    rules::Decision decide(const rules::Game &game) override
    {
        rules::Decision d = m_player.decide(game);
        d.choose = 99;
        d.at = rules::Pos{60, 60};
        d.placement.pos = rules::Pos{60, 60};
        d.deployment = rules::Deployment::onFeature(rules::FeatureKind::Road, -1);
        rules::Game copy = game;
        if (!copy.apply(d))
            ++*m_spoiled;
        return d;
    }
    void reseed(uint64_t seed) override { m_player = rules::RandomPlayer(seed); }
    const ai::AgentStats &stats() const override { return m_stats; }

private:
    rules::RandomPlayer m_player;
    std::shared_ptr<int> m_spoiled;
    ai::AgentStats m_stats;
};

int refusedWarnings = 0;

void countRefusals(QtMsgType, const QMessageLogContext &, const QString &message)
{
    if (message.contains(QLatin1String("the computer's decision was refused")))
        ++refusedWarnings;
}

// The file of a new two-seat table with `password`, saved in `dir`, as a JSON object.
QJsonObject savedTableFile(const QTemporaryDir &dir, const QString &password)
{
    Refusal why;
    std::unique_ptr<Table> t =
        Table::create(QStringLiteral("ABCD2345"), createMessage(twoSeats(std::nullopt), password), dir.filePath(QStringLiteral("ABCD2345.fortuna")), &why);
    QByteArray bytes;
    if (t) {
        t->save();
        record::readSmallFile(dir.filePath(QStringLiteral("ABCD2345.fortuna")), &bytes);
    }
    return QJsonDocument::fromJson(bytes).object();
}

QJsonArray decisionsJson(const std::vector<rules::Decision> &decisions)
{
    QJsonArray a;
    for (const rules::Decision &d : decisions)
        a.append(record::toJson(d));
    return a;
}

QByteArray turnsOf(const record::Record &r)
{
    record::Record turns;
    turns.turns = r.turns;
    return record::writeRecord(turns);
}

} // namespace

class TableTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<rules::Decision>(); }

    // A computer whose every move is refused: each is replaced by a random legal move, and the
    // game ends (it used to stall at the first refusal).
    void refusedComputerMoveGoesOn()
    {
        std::unique_ptr<Table> t = computerTable(QStringLiteral("random"));
        QVERIFY(t);
        auto spoiled = std::make_shared<int>(0);
        t->computers().setAgentFactory([spoiled](const std::string &, uint64_t seed) {
            return std::make_unique<SpoilingAgent>(seed, spoiled);
        });
        const QtMessageHandler previous = qInstallMessageHandler(countRefusals);
        QVERIFY(startComputers(*t, QStringLiteral("random")));
        QTRY_VERIFY_WITH_TIMEOUT(t->over(), 60000);
        qInstallMessageHandler(previous);
        QVERIFY(*spoiled > 10);
        QCOMPARE(refusedWarnings, *spoiled);
        QVERIFY(t->record().turns.size() > 10);
    }

    // A table's computers decide as the app's do for the same seed: the whole game's turns are
    // those of a local game played by the app's scheduler.
    void sameDecisionsAsTheApp()
    {
        std::unique_ptr<Table> t = computerTable(QStringLiteral("easy"));
        QVERIFY(t);
        QVERIFY(startComputers(*t, QStringLiteral("easy")));
        QTRY_VERIFY_WITH_TIMEOUT(t->over(), 60000);

        record::Record header = t->record();
        header.turns.clear();
        std::optional<rules::Game> game = rules::Game::create(header.setup());
        QVERIFY(game);
        record::Recorder recorder(header, *game);
        seats::ComputerSeats local;
        local.setDelay(0);
        local.reset({QStringLiteral("easy"), QStringLiteral("easy")}, header.seed);
        bool refused = false;
        connect(&local, &seats::ComputerSeats::decided, this, [&](int seat, const rules::Decision &d) {
            refused = refused || !recorder.apply(*game, d);
            if (!refused && game->phase() != rules::Phase::GameOver)
                local.request(*game, game->actingPlayer());
            Q_UNUSED(seat);
        });
        QVERIFY(local.request(*game, game->actingPlayer()));
        QTRY_VERIFY_WITH_TIMEOUT(refused || game->phase() == rules::Phase::GameOver, 60000);
        QVERIFY(!refused);
        QCOMPARE(turnsOf(recorder.record()), turnsOf(t->record()));
    }

    // Each update carries the log entries of its decision and no others (docs/network.md): the
    // updates' logs, one after another, are the whole game's log after the start.
    void updatesCarryOnlyTheNewLogEntries()
    {
        std::unique_ptr<Table> t = computerTable(QStringLiteral("easy"));
        QVERIFY(t);
        QJsonArray fromUpdates;
        int updates = 0;
        // What a connection of the table receives: a spectator's.
        t->setSender([&](quint64, const QByteArray &bytes) {
            const QJsonObject m = QJsonDocument::fromJson(bytes).object();
            if (m.value(QLatin1String("type")).toString() != QLatin1String("update"))
                return;
            ++updates;
            for (const QJsonValue &entry : m.value(QLatin1String("log")).toArray())
                fromUpdates.append(entry);
        });
        QVERIFY(!t->watch(9, std::nullopt, 1));
        QVERIFY(startComputers(*t, QStringLiteral("easy")));
        // What the first draw logged (a wheel tile's event) is the start's, in the sync; the
        // computers decide on their thread, so no update has come yet.
        QCOMPARE(updates, 0);
        const qsizetype atStart = logJson(*t->game(), 0).size();
        QTRY_VERIFY_WITH_TIMEOUT(t->over(), 60000);
        QVERIFY(updates > 50);
        const QJsonArray whole = logJson(*t->game(), size_t(atStart));
        QVERIFY(whole.size() > 5);
        QCOMPARE(fromUpdates, whole);
    }

    // The turn in progress is the Recorder's open turn: a table saved in the middle of a turn (a
    // Fortune Teller choice, a Plague removal, a placement, a placement taken back) and loaded
    // again holds the same decisions pending and the same game, and goes on to the record of a
    // local game of the same decisions. Every other reload reads the file as older versions
    // wrote it (`pending`: the `decide` objects received since the last turn ended, through
    // QJsonDocument): it loads the same.
    void aTableReloadedMidTurn()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("ABCD2345.fortuna"));
        ClientMessage create = createMessage(twoSeats(std::nullopt));
        create.options.fortuneTeller = true;
        const uint64_t FixedSeed = 2; // a game with choices and Plague removals pending at reloads
        Refusal why;
        std::unique_ptr<Table> t = Table::create(QStringLiteral("ABCD2345"), create, file, &why);
        QVERIFY(t);
        QVERIFY(!t->seatLocal(0, QStringLiteral("Ann")) && !t->seatLocal(1, QStringLiteral("Bo")));
        // The lobby reloaded with a seed of ours (a new table's is random), then started.
        QByteArray lobby;
        QCOMPARE(record::readSmallFile(file, &lobby), QString());
        const QRegularExpression seed(QStringLiteral("\"seed\": [0-9]+"));
        QVERIFY(seed.match(QString::fromUtf8(lobby)).hasMatch());
        lobby = QString::fromUtf8(lobby).replace(seed, QStringLiteral("\"seed\": %1").arg(FixedSeed)).toUtf8();
        QCOMPARE(record::writeFileAtomically(file, lobby), QString());
        QString error;
        t = Table::load(file, &error);
        QVERIFY2(t, qPrintable(error));
        QVERIFY(!t->start(Table::HostRole));

        const record::Record header = t->record();
        QVERIFY(header.turns.empty());
        std::optional<rules::Game> local = rules::Game::create(header.setup());
        QVERIFY(local);
        record::Recorder recorder(header, *local);
        rules::RandomPlayer player(11);
        QJsonArray received; // what the table of older versions kept as `pending`
        int reloads = 0, olderFiles = 0, undos = 0, decisions = 0;
        std::set<rules::Phase> reloadedWith; // the phases of the decisions pending at a reload
        while (!t->over()) {
            QVERIFY(decisions < 5000);
            ClientMessage m;
            m.type = MessageType::Decide;
            m.seq = t->seq();
            const int seat = t->actingPlayer();
            ++decisions;
            if (local->phase() == rules::Phase::Deploy && decisions % 7 == 0) {
                m.decision = NetDecision{NetDecision::Kind::Undo, {}};
                QVERIFY(recorder.undoPlacement(*local));
                ++undos;
            } else {
                const rules::Decision d = player.decide(*local);
                m.decision = NetDecision::fromDecision(d);
                QVERIFY(recorder.apply(*local, d));
            }
            const size_t turnsBefore = t->record().turns.size();
            const std::optional<Refusal> refused = t->decide(seat, m);
            QVERIFY2(!refused, refused ? qPrintable(refused->text) : "");
            if (t->record().turns.size() > turnsBefore)
                received = QJsonArray();
            else if (m.decision.kind == NetDecision::Kind::Undo)
                received.removeLast();
            else
                received.append(m.decision.toJson());
            QCOMPARE(decisionsJson(t->pending()), received);
            QCOMPARE(decisionsJson(t->pending()), decisionsJson(recorder.openTurn()));

            // Reloaded at every third decision, and whenever a choice or a Plague removal is pending.
            bool rare = false;
            for (const rules::Decision &d : t->pending())
                rare = rare || d.phase != rules::Phase::Place;
            if (t->pending().empty() || t->over() || (decisions % 3 != 0 && !rare))
                continue;
            QByteArray bytes;
            QCOMPARE(record::readSmallFile(file, &bytes), QString());
            const QJsonObject root = QJsonDocument::fromJson(bytes).object();
            QCOMPARE(root.value(QLatin1String("table")).toObject().value(QLatin1String("pending")).toArray(), received);
            if (reloads % 2) {
                // The older writer: the `decide` objects received, through QJsonDocument.
                const qsizetype from = bytes.indexOf("\"pending\":[") + qsizetype(sizeof("\"pending\":") - 1);
                const qsizetype to = bytes.indexOf("],\"seats\":", from) + 1;
                QVERIFY(from > 20 && to > from);
                bytes.replace(from, to - from, QJsonDocument(received).toJson(QJsonDocument::Compact));
                QCOMPARE(record::writeFileAtomically(file, bytes), QString());
                ++olderFiles;
            }
            for (const rules::Decision &d : t->pending())
                reloadedWith.insert(d.phase);
            const std::vector<rules::Decision> pending = t->pending();
            const QJsonObject state = stateJson(*t->game());
            t = Table::load(file, &error);
            QVERIFY2(t, qPrintable(error));
            ++reloads;
            QCOMPARE(decisionsJson(t->pending()), decisionsJson(pending));
            QCOMPARE(stateJson(*t->game()), state);
            QCOMPARE(stateJson(*t->game()), stateJson(*local));
        }
        QCOMPARE(record::writeRecord(t->record()), record::writeRecord(recorder.record()));
        QVERIFY(reloads >= 10);
        QVERIFY(olderFiles >= 5);
        QVERIFY(undos >= 3);
        QVERIFY(reloadedWith.count(rules::Phase::Place));
        QVERIFY(reloadedWith.count(rules::Phase::ChooseTile));
        QVERIFY(reloadedWith.count(rules::Phase::Plague));
        qInfo("%d reloads (%d from an older file), %d placements taken back", reloads, olderFiles, undos);
    }

    // The password is kept as PBKDF2-SHA256 with the table's salt; a saved table keeps it.
    void passwordThroughPbkdf2()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("ABCD2345.fortuna"));
        const QJsonObject pw =
            savedTableFile(dir, QStringLiteral("sésame")).value(QLatin1String("table")).toObject().value(QLatin1String("password")).toObject();
        const QString salt = pw.value(QLatin1String("salt")).toString();
        QCOMPARE(pw.value(QLatin1String("iterations")).toInt(), Table::PasswordIterations);
        QVERIFY(salt.size() >= 16);
        const QByteArray key =
            QPasswordDigestor::deriveKeyPbkdf2(QCryptographicHash::Sha256, QStringLiteral("sésame").toUtf8(), salt.toUtf8(), Table::PasswordIterations, 32);
        QCOMPARE(pw.value(QLatin1String("hash")).toString(), QString::fromLatin1(key.toHex()));

        QString error;
        std::unique_ptr<Table> loaded = Table::load(file, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(joinWith(*loaded, QStringLiteral("sesame")), QStringLiteral("bad-password"));
        QCOMPARE(joinWith(*loaded, QStringLiteral("sésame")), QString());
    }

    // A table saved before PBKDF2 (one SHA-256 round of salt + password, no iteration count)
    // loads, and its password is still asked and still works.
    void passwordOfAnOlderTableFile()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("ABCD2345.fortuna"));
        QJsonObject root = savedTableFile(dir, QStringLiteral("other"));
        QJsonObject table = root.value(QLatin1String("table")).toObject();
        const QString salt = QStringLiteral("0123456789abcdef0123456789abcdef");
        const QByteArray old = QCryptographicHash::hash((salt + QStringLiteral("sésame")).toUtf8(), QCryptographicHash::Sha256).toHex();
        table.insert(QStringLiteral("password"), QJsonObject{{QStringLiteral("hash"), QString::fromLatin1(old)}, {QStringLiteral("salt"), salt}});
        root.insert(QStringLiteral("table"), table);
        QCOMPARE(record::writeFileAtomically(file, QJsonDocument(root).toJson()), QString());

        QString error;
        std::unique_ptr<Table> loaded = Table::load(file, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(joinWith(*loaded, QStringLiteral("other")), QStringLiteral("bad-password"));
        QCOMPARE(joinWith(*loaded, QString()), QStringLiteral("bad-password"));
        QCOMPARE(joinWith(*loaded, QStringLiteral("sésame")), QString());
        // Saved again, it is still the same older key (no password to derive a new one from).
        loaded->save();
        std::unique_ptr<Table> again = Table::load(file, &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(joinWith(*again, QStringLiteral("sésame")), QString());
    }
};

QTEST_GUILESS_MAIN(TableTest)
#include "tabletest.moc"
