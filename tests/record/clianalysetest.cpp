// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna-cli analyse (docs/game-record.md), through the real binary: a deliberately bad last
// move is labelled "??" with the points it gives away, a forced Plague loses nothing, a crown
// space worth nothing loses to the one that pays, the output is the same on every run, and bad
// input gives one error line and its exit code.
#include "clihelpers.h"
#include "record/recorder.h"
#include "support/play.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace clitest;
using namespace fortuna;

namespace
{

QJsonObject parse(const QByteArray &out)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(out, &error);
    return error.error == QJsonParseError::NoError ? doc.object() : QJsonObject();
}

QJsonObject decisionAt(const QJsonObject &analysis, int index)
{
    for (const QJsonValue &v : analysis.value(u"decisions"_s).toArray()) {
        if (v.toObject().value(u"decision"_s).toInt() == index)
            return v.toObject();
    }
    return {};
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class CliAnalyseTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Two Normal players whose last placement is replaced by the worst move of the last
        // tile (14 points worse than the best), recorded as the app records a game.
        m_game = testing::spoiltGame(1);
        QCOMPARE(m_game.lastMoves.front().margin - m_game.lastMoves.back().margin, 14);
        record::Record header;
        header.seed = m_game.setup.seed;
        header.players = {record::PlayerInfo::person(u"Ana"_s, rules::Color::Red), record::PlayerInfo::person(u"Bo"_s, rules::Color::Blue)};
        std::optional<rules::Game> game = rules::Game::create(header.setup());
        record::Recorder recorder(header, *game);
        for (const rules::Decision &d : m_game.decisions)
            QVERIFY(recorder.apply(*game, d));
        QCOMPARE(game->phase(), rules::Phase::GameOver);
        m_blunder = m_dir.filePath(u"blunder.json"_s);
        QVERIFY(writeFile(m_blunder, record::writeRecord(recorder.record())));
    }

    void blunderIsLabelled()
    {
        const Run r = runCli({u"analyse"_s, m_blunder, u"--seat"_s, QString::number(m_game.seat), u"--budget"_s, u"12"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QByteArray());
        const QJsonObject a = parse(r.out);
        QCOMPARE(a.value(u"format"_s).toString(), u"fortuna-analysis/1"_s);
        QCOMPARE(a.value(u"budget"_s).toObject().value(u"playouts"_s).toInt(), 12);
        QCOMPARE(a.value(u"finished"_s).toBool(), true);
        const QJsonObject d = decisionAt(a, m_game.lastPlace);
        QCOMPARE(d.value(u"kind"_s).toString(), u"place"_s);
        QCOMPARE(d.value(u"player"_s).toInt(), m_game.seat);
        QCOMPARE(d.value(u"label"_s).toString(), u"??"_s);
        QCOMPARE(d.value(u"lost"_s).toDouble(), 14.0);
        QCOMPARE(d.value(u"playedMargin"_s).toDouble(), double(m_game.lastMoves.back().margin));
        const QJsonArray at = d.value(u"played"_s).toObject().value(u"place"_s).toObject().value(u"at"_s).toArray();
        QCOMPARE(at, (QJsonArray{m_game.lastMoves.back().placement.pos.x, m_game.lastMoves.back().placement.pos.y}));
        // Only the seat asked: its decisions, its summary.
        for (const QJsonValue &v : a.value(u"decisions"_s).toArray())
            QCOMPARE(v.toObject().value(u"player"_s).toInt(), m_game.seat);
        const QJsonArray summary = a.value(u"summary"_s).toArray();
        QCOMPARE(summary.size(), 1);
        QCOMPARE(summary[0].toObject().value(u"player"_s).toInt(), m_game.seat);
        QVERIFY(summary[0].toObject().value(u"blunders"_s).toInt() >= 1);
        QCOMPARE(a.value(u"draws"_s).toArray().size(), 72);
    }

    // A budget in playouts: the same output on every run.
    void deterministic()
    {
        const QStringList args{u"analyse"_s, m_blunder, u"--budget"_s, u"6"_s, u"--compact"_s};
        const Run a = runCli(args);
        const Run b = runCli(args);
        QCOMPARE(a.exitCode, 0);
        QVERIFY(!a.out.isEmpty());
        QCOMPARE(a.out.count('\n'), 1);
        QCOMPARE(a.out, b.out);
        QCOMPARE(parse(a.out).value(u"summary"_s).toArray().size(), 2);
    }

    // plague-takes-monk: red's monk is its only follower on land when the Plague comes.
    void forcedMoveLosesNothing()
    {
        const Run r = runCli({u"analyse"_s, dataPath(u"plague-takes-monk.json"_s), u"--budget"_s, u"8"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject d = decisionAt(parse(r.out), 4);
        QCOMPARE(d.value(u"kind"_s).toString(), u"plague"_s);
        QCOMPARE(d.value(u"forced"_s).toBool(), true);
        QCOMPARE(d.value(u"moves"_s).toInt(), 1);
        QCOMPARE(d.value(u"lost"_s).toDouble(), 0.0);
        QVERIFY(d.value(u"label"_s).isNull());
        QCOMPARE(d.value(u"played"_s).toObject(), d.value(u"best"_s).toObject());
    }

    // single-crown-scores-three with red's crown moved from Famine (3 points when the last
    // tile, U/2, walks the pig there) to Storm (nothing): at least those 3 points lost.
    void crownWorthNothing()
    {
        QJsonObject rec = parse(readFile(dataPath(u"single-crown-scores-three.json"_s)));
        QJsonArray turns = rec.value(u"turns"_s).toArray();
        QJsonObject t = turns[0].toObject();
        t.insert(u"follower"_s, QJsonObject{{u"crown"_s, u"storm"_s}, {u"slot"_s, 0}});
        turns[0] = t;
        rec.insert(u"turns"_s, turns);
        const QString file = m_dir.filePath(u"crown-storm.json"_s);
        QVERIFY(writeFile(file, QJsonDocument(rec).toJson()));
        const Run storm = runCli({u"analyse"_s, file, u"--seat"_s, u"0"_s, u"--budget"_s, u"20"_s});
        const Run famine = runCli({u"analyse"_s, dataPath(u"single-crown-scores-three.json"_s), u"--seat"_s, u"0"_s, u"--budget"_s, u"20"_s});
        const QJsonObject s = decisionAt(parse(storm.out), 0);
        const QJsonObject f = decisionAt(parse(famine.out), 0);
        QCOMPARE(s.value(u"playedMargin"_s).toDouble(), f.value(u"playedMargin"_s).toDouble() - 3);
        QVERIFY(s.value(u"lost"_s).toDouble() >= 3);
        QVERIFY(!s.value(u"label"_s).isNull());
        QVERIFY(s.value(u"best"_s).toObject().value(u"follower"_s) != QJsonValue(QJsonObject{{u"crown"_s, u"storm"_s}, {u"slot"_s, 0}}));
    }

    // The example of docs/game-record.md is what the command prints.
    void documentedExample()
    {
        const QByteArray doc = readFile(QStringLiteral(DOCS_DIR "/game-record.md"));
        const qsizetype section = doc.indexOf("`fortuna-cli analyse FILE");
        QVERIFY(section > 0);
        const qsizetype begin = doc.indexOf("```json", section) + 7;
        const qsizetype end = doc.indexOf("```", begin);
        QVERIFY(begin > section && end > begin);
        const QJsonObject documented = parse(doc.mid(begin, end - begin));
        QVERIFY(!documented.isEmpty());
        const Run r = runCli({u"analyse"_s, dataPath(u"single-crown-scores-three.json"_s), u"--seat"_s, u"0"_s, u"--budget"_s, u"20"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(parse(r.out), documented);
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exit");
        QTest::addColumn<QString>("error");
        const QString crown = dataPath(u"single-crown-scores-three.json"_s);
        QTest::newRow("no file") << QStringList{u"analyse"_s} << 2 << u"analyse: missing FILE"_s;
        QTest::newRow("seat") << QStringList{u"analyse"_s, crown, u"--seat"_s, u"2"_s} << 2 << u"--seat: \"2\" is not a seat of this game (0 to 1)"_s;
        QTest::newRow("negative seat") << QStringList{u"analyse"_s, crown, u"--seat"_s, u"-1"_s} << 2
                                       << u"--seat: \"-1\" is not a seat of this game (0 to 1)"_s;
        QTest::newRow("budget") << QStringList{u"analyse"_s, crown, u"--budget"_s, u"fast"_s} << 2
                                << u"--budget: \"fast\" is neither a number of playouts (1 to 1000000) nor milliseconds (\"500ms\")"_s;
        QTest::newRow("option") << QStringList{u"analyse"_s, crown, u"--turns"_s, u"3"_s} << 2 << u"analyse: unknown option --turns"_s;
        QTest::newRow("illegal turn") << QStringList{u"analyse"_s, dataPath(u"bad-tile-does-not-fit.json"_s)} << 1 << QString();
        QTest::newRow("missing file") << QStringList{u"analyse"_s, dataPath(u"no-such-record.json"_s)} << 2 << QString();
    }

    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exit);
        QFETCH(QString, error);
        const Run r = runCli(args);
        QVERIFY(!r.crashed);
        QCOMPARE(r.exitCode, exit);
        QVERIFY2(isOneErrorLine(r), r.err.constData());
        if (!error.isEmpty())
            QCOMPARE(QString::fromUtf8(r.err).trimmed(), error);
    }

    // A damaged file: cut in the middle (the replay's own error line, exit 2), and the
    // illegal turn gives the replay's line word for word.
    void damagedFile()
    {
        const QByteArray bytes = readFile(m_blunder);
        const QString cut = m_dir.filePath(u"cut.json"_s);
        QVERIFY(writeFile(cut, bytes.left(bytes.size() / 2)));
        const Run analyse = runCli({u"analyse"_s, cut});
        const Run replay = runCli({u"replay"_s, cut});
        QCOMPARE(analyse.exitCode, 2);
        QVERIFY(isOneErrorLine(analyse));
        QCOMPARE(analyse.err, replay.err);
        const Run badTurn = runCli({u"analyse"_s, dataPath(u"bad-tile-does-not-fit.json"_s)});
        QCOMPARE(badTurn.err, runCli({u"replay"_s, dataPath(u"bad-tile-does-not-fit.json"_s)}).err);
    }

private:
    QTemporaryDir m_dir;
    testing::SpoiltGame m_game;
    QString m_blunder;
};

QTEST_GUILESS_MAIN(CliAnalyseTest)
#include "clianalysetest.moc"
