// SPDX-License-Identifier: GPL-3.0-or-later
// i18n-glossary: each catalogue uses the glossary's chosen word for every game term wherever
// the English source uses that term, and none of the rejected rivals. The terms are read from
// the machine-readable block of translations/GLOSSARY.md (see there for the format).
#include "tsfile.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

namespace
{

const QStringList kLanguages = {QStringLiteral("fr"), QStringLiteral("pl"), QStringLiteral("ru"), QStringLiteral("ro")};

struct Term {
    QString name;
    QRegularExpression english;
    QHash<QString, QRegularExpression> chosen; // language -> pattern
};

struct Avoid {
    QString name;
    QString language;
    QRegularExpression pattern;
    QRegularExpression english; // only messages whose source matches it (an empty pattern: every message)
};

struct Glossary {
    QList<Term> terms;
    QList<Avoid> avoid;
    QString error;
};

QRegularExpression pattern(const QString &text, bool caseInsensitive)
{
    QRegularExpression::PatternOptions options = QRegularExpression::UseUnicodePropertiesOption;
    if (caseInsensitive)
        options |= QRegularExpression::CaseInsensitiveOption;
    return QRegularExpression(text, options);
}

Glossary readGlossary(const QString &path)
{
    Glossary glossary;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        glossary.error = QStringLiteral("cannot open %1").arg(path);
        return glossary;
    }
    bool inBlock = false;
    int lineNumber = 0;
    const QString separator = QStringLiteral(" | ");
    for (const QString &rawLine : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        ++lineNumber;
        const QString line = rawLine.trimmed();
        if (!inBlock) {
            inBlock = line == QLatin1String("```glossary");
            continue;
        }
        if (line == QLatin1String("```"))
            break;
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList fields = line.split(separator);
        auto bad = [&](const QString &why) {
            glossary.error = QStringLiteral("GLOSSARY.md:%1: %2").arg(lineNumber).arg(why);
        };
        if (fields.first() == QLatin1String("avoid")) {
            if ((fields.size() != 4 && fields.size() != 5) || !kLanguages.contains(fields[2]))
                return bad(QStringLiteral("an avoid line is: avoid | term | language | pattern [| English]")), glossary;
            Avoid avoid{fields[1], fields[2], pattern(fields[3], true), pattern(fields.value(4), false)};
            if (!avoid.pattern.isValid() || !avoid.english.isValid())
                return bad(avoid.pattern.isValid() ? avoid.english.errorString() : avoid.pattern.errorString()), glossary;
            glossary.avoid.append(avoid);
            continue;
        }
        if (fields.size() != 2 + kLanguages.size())
            return bad(QStringLiteral("a term line is: term | English | fr | pl | ru | ro")), glossary;
        Term term;
        term.name = fields[0];
        term.english = pattern(fields[1], false);
        if (!term.english.isValid())
            return bad(term.english.errorString()), glossary;
        for (int i = 0; i < kLanguages.size(); ++i) {
            const auto chosen = pattern(fields[2 + i], true);
            if (!chosen.isValid() || fields[2 + i].isEmpty())
                return bad(QStringLiteral("%1: %2").arg(kLanguages[i], chosen.errorString())), glossary;
            term.chosen.insert(kLanguages[i], chosen);
        }
        glossary.terms.append(term);
    }
    if (glossary.terms.isEmpty())
        glossary.error = QStringLiteral("%1 has no ```glossary block with terms").arg(path);
    return glossary;
}

// Every breach of the glossary in one catalogue, one line each.
QStringList breaches(const Glossary &glossary, const TsFile &ts, const QString &language, QHash<QString, int> *uses = nullptr)
{
    QStringList found;
    for (const TsMessage &message : ts.messages) {
        if (message.type == QLatin1String("obsolete") || message.type == QLatin1String("vanished"))
            continue;
        for (const Term &term : glossary.terms) {
            if (!term.english.match(message.source).hasMatch())
                continue;
            if (uses)
                ++(*uses)[term.name];
            const auto &chosen = term.chosen.value(language);
            for (const QString &translation : message.translations) {
                if (translation.isEmpty() || chosen.match(translation).hasMatch())
                    continue;
                found << QStringLiteral("%1: \"%2\" not in [%3] \"%4\" -> \"%5\"")
                             .arg(language, term.name, message.context, message.source.left(90), translation.left(120));
                break;
            }
        }
        for (const Avoid &avoid : glossary.avoid) {
            if (avoid.language != language || !avoid.english.match(message.source).hasMatch())
                continue;
            for (const QString &translation : message.translations) {
                const auto match = avoid.pattern.match(translation);
                if (match.hasMatch()) {
                    found << QStringLiteral("%1: rejected word \"%2\" (%3) in [%4] \"%5\"")
                                 .arg(language, match.captured(), avoid.name, message.context, translation.left(120));
                    break;
                }
            }
        }
    }
    return found;
}

} // namespace

class GlossaryTest : public QObject
{
    Q_OBJECT

    Glossary m_glossary;

private Q_SLOTS:
    void initTestCase()
    {
        m_glossary = readGlossary(QStringLiteral(FORTUNA_TS_DIR "/GLOSSARY.md"));
        QVERIFY2(m_glossary.error.isEmpty(), qPrintable(m_glossary.error));
        QVERIFY(m_glossary.terms.size() >= 20);
    }

    // The check catches a wrong word and a rejected word in a small catalogue.
    void breachesAreFound()
    {
        const TsFile ts = TsFile::read(QStringLiteral(FORTUNA_I18N_TEST_DATA "/glossary-bad.ts"));
        QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
        const QStringList found = breaches(m_glossary, ts, QStringLiteral("fr"));
        QCOMPARE(found.size(), 2);
        QVERIFY2(found[0].contains(QLatin1String("\"follower\"")), qPrintable(found[0]));
        QVERIFY2(found[1].contains(QString::fromUtf8("édition")), qPrintable(found[1]));
    }

    // The forms that reviews removed and that came back once (translations-3) are caught: each
    // wrong translation below is a breach, its fix is not.
    void returningFormsAreFound_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("translation");
        QTest::addColumn<bool>("breach");
        const auto row = [](const char *name, const char *language, const char *source, const char *translation, bool breach) {
            QTest::newRow(name) << QString::fromLatin1(language) << QString::fromUtf8(source) << QString::fromUtf8(translation) << breach;
        };
        row("pl hosting", "pl", "Where the table is hosted", "Gdzie jest prowadzony stół", true);
        row("pl hosting fixed", "pl", "Where the table is hosted", "Gdzie stoi stół", false);
        row("pl masculine past", "pl", "Tables you have played at.", "Stoły, na których grałeś.", true);
        row("pl masculine trusted", "pl", "The fingerprint you trusted: %1", "Odcisk, któremu zaufałeś: %1", true);
        row("pl masculine conditional", "pl", "They show here, so that you can come back to them.", "Pojawią się tutaj, żebyś mógł do nich wrócić.", true);
        row("pl neutral", "pl", "They show here, so that you can come back to them.", "Pojawią się tutaj, aby można było do nich wrócić.", false);
        row("pl genitive", "pl", "Turn %L1: %2's move lost %3 points.", "Tura %L1: ruch gracza %2 stracił %3 pkt.", true);
        row("pl genitive fixed", "pl", "Turn %L1: %2's move lost %3 points.", "Tura %L1: %2 — ten ruch kosztował %3 pkt.", false);
        row("pl seat number", "pl", "Name of player %1", "Imię gracza %1", false); // a number, not a name
        row("ru genitive", "ru", "Turn %L1: %2's move lost %3 points.", "Ход %L1: ход игрока %2 потерял %3 очка.", true);
        row("ru genitive fixed", "ru", "Turn %L1: %2's move lost %3 points.", "Ход %L1: %2 — этот ход стоил %3 очка.", false);
        row("ro genitive", "ro", "Turn %L1: %2's move lost %3 points.", "Tura %L1: mutarea lui %2 a pierdut %3 puncte.", true);
        row("ro genitive fixed", "ro", "Turn %L1: %2's move lost %3 points.", "Tura %L1: %2 a pierdut %3 puncte cu această mutare.", false);
        row("fr points", "fr", "Your knight scored 3 points.", "Votre chevalier a marqué 3 points.", true);
        row("fr points fixed", "fr", "Your knight scored 3 points.", "Votre chevalier a marqué 3\u00a0points.", false);
        row("fr days", "fr", "%n day(s)", "%n jours", true);
        row("fr days fixed", "fr", "%n day(s)", "%n\u00a0jours", false);
    }
    void returningFormsAreFound()
    {
        QFETCH(QString, language);
        QFETCH(QString, source);
        QFETCH(QString, translation);
        QFETCH(bool, breach);
        TsFile ts;
        TsMessage message;
        message.context = QStringLiteral("Test");
        message.source = source;
        message.translations = {translation};
        ts.messages = {message};
        const QStringList found = breaches(m_glossary, ts, language);
        QVERIFY2(found.size() == (breach ? 1 : 0), qPrintable(found.join(QLatin1Char('\n'))));
        if (breach)
            QVERIFY2(found.first().contains(QLatin1String("rejected word")), qPrintable(found.first()));
    }

    void catalogueUsesTheChosenWords_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString &language : kLanguages)
            QTest::newRow(qPrintable(language)) << language;
    }

    void catalogueUsesTheChosenWords()
    {
        QFETCH(QString, language);
        const TsFile ts = TsFile::read(QStringLiteral(FORTUNA_TS_DIR "/fortuna_%1.ts").arg(language));
        QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
        QHash<QString, int> uses;
        const QStringList found = breaches(m_glossary, ts, language, &uses);
        QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("%1 breach(es) of GLOSSARY.md:\n").arg(found.size()) + found.join(QLatin1Char('\n'))));
        // A term whose English pattern matches nothing checks nothing: the pattern is wrong.
        for (const Term &term : m_glossary.terms)
            QVERIFY2(uses.value(term.name) > 0, qPrintable(QStringLiteral("no English message uses \"%1\"").arg(term.name)));
    }
};

QTEST_GUILESS_MAIN(GlossaryTest)
#include "glossarytest.moc"
