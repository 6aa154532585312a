// SPDX-License-Identifier: GPL-3.0-or-later
// The translation catalogues and the LanguageManager.
//
// Test functions are run as separate ctests (see CMakeLists.txt):
//   i18n-catalogues       each .qm loads; .ts structure, plural forms, help pages present
//   i18n-sources          the committed .ts hold exactly the messages of a fresh lupdate
//   i18n-languagemanager  default language, switching, remembering, LanguageChange event
//   i18n-complete         no unfinished message in any language (FORTUNA_I18N_STRICT)
#include "languagemanager.h"
#include "tsfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using fortuna::i18n::LanguageManager;

namespace
{

// Translated languages; English has a catalogue for its plural forms only.
const QStringList kLanguages = {QStringLiteral("fr"), QStringLiteral("pl"), QStringLiteral("ru"), QStringLiteral("ro")};
const QStringList kCatalogues = QStringList{QStringLiteral("en")} + kLanguages;

QString tsPath(const QString &lang)
{
    return QStringLiteral(FORTUNA_TS_DIR "/fortuna_%1.ts").arg(lang);
}

// Plural forms Qt uses for each language (Qt's numerus rules).
int pluralForms(const QString &lang)
{
    if (lang == u"en" || lang == u"fr")
        return 2;
    return 3; // pl, ru, ro
}

// The help pages: one QML file (= one translation context) per page, plus the view.
QStringList helpContexts()
{
    QStringList contexts;
    const QDir dir(QStringLiteral(FORTUNA_HELP_DIR));
    for (const QFileInfo &info : dir.entryInfoList({QStringLiteral("*Page.qml")}, QDir::Files, QDir::Name)) {
        if (info.baseName() != u"HelpPage")
            contexts.append(info.baseName());
    }
    contexts.append(QStringLiteral("HelpView"));
    return contexts;
}

// "context: source" of every message still marked unfinished.
QStringList unfinishedMessages(const TsFile &ts)
{
    QStringList unfinished;
    for (const TsMessage &m : ts.messages) {
        if (m.type == u"unfinished")
            unfinished.append(m.context + QStringLiteral(": ") + m.source);
    }
    return unfinished;
}

void addLanguageRows(const QStringList &languages)
{
    QTest::addColumn<QString>("lang");
    for (const QString &lang : languages)
        QTest::newRow(qPrintable(lang)) << lang;
}

class LanguageChangeCounter : public QObject
{
public:
    int count = 0;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange)
            ++count;
        return false;
    }
};

} // namespace

class I18nTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings(QStringLiteral("Fortuna"), QStringLiteral("fortuna")).clear();
    }

    void qmLoads_data() { addLanguageRows(kCatalogues); }
    void qmLoads()
    {
        QFETCH(QString, lang);
        QTranslator translator;
        QVERIFY2(translator.load(QStringLiteral(":/i18n/fortuna_%1.qm").arg(lang)), qPrintable(lang));
        QCOMPARE(translator.language().left(2), lang);
    }

    void tsStructure_data() { qmLoads_data(); }
    void tsStructure()
    {
        QFETCH(QString, lang);
        const TsFile ts = TsFile::read(tsPath(lang));
        QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
        QVERIFY2(ts.language.startsWith(lang), qPrintable(ts.language));
        QVERIFY(!ts.messages.isEmpty());
        QSet<QString> keys;
        for (const TsMessage &m : ts.messages) {
            const QString where = QStringLiteral("%1 / %2: \"%3\"").arg(lang, m.context, m.source);
            QVERIFY2(m.type != u"obsolete" && m.type != u"vanished", qPrintable(QStringLiteral("stale entry in ") + where));
            QVERIFY2(!keys.contains(m.key()), qPrintable(QStringLiteral("duplicate ") + where));
            keys.insert(m.key());
            if (m.numerus) {
                // English needs its plural forms: without them "%n tile(s)" shows as is.
                if (lang == u"en")
                    QVERIFY2(m.type.isEmpty(), qPrintable(QStringLiteral("English plural forms missing for ") + where));
                QVERIFY2(m.translations.size() == pluralForms(lang),
                         qPrintable(QStringLiteral("%1 plural forms, want %2, in %3").arg(m.translations.size()).arg(pluralForms(lang)).arg(where)));
            }
            if (m.type.isEmpty()) {
                // a finished message: no empty form, and the %1.. / %n markers kept
                for (const QString &form : m.translations)
                    QVERIFY2(!form.isEmpty(), qPrintable(QStringLiteral("empty translation in ") + where));
                for (const QString &marker : {QStringLiteral("%1"), QStringLiteral("%2"), QStringLiteral("%n")}) {
                    if (!m.source.contains(marker))
                        continue;
                    for (const QString &form : m.translations) {
                        // a singular plural form may spell the number out ("une tuile")
                        if (marker == u"%n" && m.translations.size() > 1 && form == m.translations.first())
                            continue;
                        QVERIFY2(form.contains(marker), qPrintable(QStringLiteral("%1 lost in ").arg(marker) + where));
                    }
                }
            }
        }
    }

    // Typography that translators easily get wrong: French wants a non-breaking space
    // before : ; ! ? and Romanian writes ș ț with a comma below, not a cedilla.
    void typography_data() { addLanguageRows(kLanguages); }
    void typography()
    {
        QFETCH(QString, lang);
        const TsFile ts = TsFile::read(tsPath(lang));
        for (const TsMessage &m : ts.messages) {
            if (!m.type.isEmpty())
                continue;
            const QString where = QStringLiteral("%1 / %2: \"%3\"").arg(lang, m.context, m.source);
            for (const QString &form : m.translations) {
                if (lang == u"fr") {
                    for (const QChar mark : {QLatin1Char(':'), QLatin1Char(';'), QLatin1Char('!'), QLatin1Char('?')}) {
                        QVERIFY2(!form.contains(QStringLiteral(" ") + mark),
                                 qPrintable(QStringLiteral("plain space before %1 (use U+00A0) in ").arg(mark) + where));
                    }
                } else if (lang == u"ro") {
                    static const QRegularExpression cedilla(QStringLiteral("[\\x{015E}\\x{015F}\\x{0162}\\x{0163}]"));
                    QVERIFY2(!form.contains(cedilla), qPrintable(QStringLiteral("ş/ţ with cedilla (use ș ț) in ") + where));
                }
            }
        }
    }

    void helpPagesInEveryLanguage_data() { addLanguageRows(kLanguages); }
    void helpPagesInEveryLanguage()
    {
        QFETCH(QString, lang);
        const QStringList contexts = helpContexts();
        QVERIFY(contexts.size() >= 15);
        const TsFile ts = TsFile::read(tsPath(lang));
        for (const QString &context : contexts) {
            int messages = 0;
            int finished = 0;
            QString source;
            QString translation;
            for (const TsMessage &m : ts.messages) {
                if (m.context != context)
                    continue;
                ++messages;
                source += m.source;
                if (m.type.isEmpty()) {
                    ++finished;
                    translation += m.translations.join(QString());
                }
            }
            QVERIFY2(messages > 0, qPrintable(QStringLiteral("help page %1 missing in %2").arg(context, lang)));
            // Once a page is translated, it must read differently from the English.
            if (finished == messages)
                QVERIFY2(translation != source, qPrintable(QStringLiteral("help page %1 in %2 is English").arg(context, lang)));
        }
    }

    void tsMatchesSources_data() { qmLoads_data(); }
    void tsMatchesSources()
    {
        QFETCH(QString, lang);
        QTemporaryDir scratch;
        QVERIFY(scratch.isValid());
        const QString copy = scratch.filePath(QStringLiteral("fortuna_%1.ts").arg(lang));
        QVERIFY(QFile::copy(tsPath(lang), copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);

        QStringList args = QStringLiteral(FORTUNA_LUPDATE_OPTIONS).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        args << QStringLiteral("@" FORTUNA_I18N_SOURCES_LIST) << QStringLiteral("-ts") << copy;
        QProcess lupdate;
        lupdate.start(QStringLiteral(FORTUNA_LUPDATE), args);
        QVERIFY2(lupdate.waitForFinished(120000), "lupdate did not finish");
        QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());

        const TsFile committed = TsFile::read(tsPath(lang));
        const TsFile fresh = TsFile::read(copy);
        QSet<QString> before;
        QSet<QString> after;
        for (const TsMessage &m : committed.messages)
            before.insert(m.key());
        for (const TsMessage &m : fresh.messages) {
            if (m.type != u"obsolete" && m.type != u"vanished")
                after.insert(m.key());
        }
        const auto describe = [](const QSet<QString> &keys) {
            QStringList lines;
            for (QString key : keys)
                lines.append(key.replace(QChar(0x1f), QStringLiteral(" | ")));
            lines.sort();
            return lines.mid(0, 10).join(QLatin1Char('\n'));
        };
        const QSet<QString> added = after - before;
        const QSet<QString> removed = before - after;
        QVERIFY2(added.isEmpty() && removed.isEmpty(),
                 qPrintable(QStringLiteral("fortuna_%1.ts is out of date; run `cmake --build build --target update_translations`.\n"
                                           "new strings:\n%2\ngone strings:\n%3")
                                .arg(lang, describe(added), describe(removed))));
    }

    void noUnfinished_data() { addLanguageRows(kLanguages); }
    void noUnfinished()
    {
        QFETCH(QString, lang);
        const TsFile ts = TsFile::read(tsPath(lang));
        QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
        QVERIFY(!ts.messages.isEmpty());
        const QStringList unfinished = unfinishedMessages(ts);
        QVERIFY2(unfinished.isEmpty(),
                 qPrintable(
                     QStringLiteral("%1 unfinished in %2, for example:\n%3").arg(unfinished.size()).arg(lang, unfinished.mid(0, 10).join(QLatin1Char('\n')))));
    }

    // noUnfinished can fail: a catalogue with an untranslated message is caught.
    void unfinishedMessagesAreFound()
    {
        const TsFile ts = TsFile::read(QStringLiteral(FORTUNA_I18N_TEST_DATA "/unfinished.ts"));
        QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
        QCOMPARE(ts.messages.size(), 3);
        QCOMPARE(unfinishedMessages(ts), QStringList{QStringLiteral("TopBar: Game")});
    }

    void languageManager()
    {
        LanguageChangeCounter counter;
        QCoreApplication::instance()->installEventFilter(&counter);

        LanguageManager *manager = LanguageManager::instance();
        QVERIFY(manager);
        QCOMPARE(LanguageManager::instance(), manager);
        QCOMPARE(LanguageManager::languageCodes(),
                 QStringList({QStringLiteral("en"), QStringLiteral("fr"), QStringLiteral("pl"), QStringLiteral("ru"), QStringLiteral("ro")}));
        const QVariantList available = manager->availableLanguages();
        QCOMPARE(available.size(), 5);
        QCOMPARE(available.at(1).toMap().value(QStringLiteral("name")).toString(), QStringLiteral("Français"));
        QCOMPARE(LanguageManager::nativeName(QStringLiteral("ro")), QStringLiteral("Română"));
        QCOMPARE(LanguageManager::nativeName(QStringLiteral("ru")), QStringLiteral("Русский"));

        // Start-up: FORTUNA_LANGUAGE is unset and nothing is remembered, so the system
        // language (LANG=C in the ctest environment, hence English) applies.
        QCOMPARE(manager->language(), manager->systemLanguage());

        QSignalSpy changed(manager, &LanguageManager::languageChanged);
        const QString english = QStringLiteral("Rules help");
        manager->setLanguage(QStringLiteral("fr"));
        QCOMPARE(manager->language(), QStringLiteral("fr"));
        QCOMPARE(manager->languageName(), QStringLiteral("Français"));
        QCOMPARE(changed.count(), 1);
        QVERIFY(counter.count > 0);
        const QString french = QCoreApplication::translate("HelpView", "Rules help");
        QVERIFY2(french != english, qPrintable(french));
        QCOMPARE(QSettings(QStringLiteral("Fortuna"), QStringLiteral("fortuna")).value(QStringLiteral("language")).toString(), QStringLiteral("fr"));
        QCOMPARE(QLocale().language(), QLocale::French);

        manager->setLanguage(QStringLiteral("ro"));
        QCOMPARE(changed.count(), 2);
        const QString romanian = QCoreApplication::translate("HelpView", "Rules help");
        QVERIFY2(romanian != english && romanian != french, qPrintable(romanian));

        // unknown codes are refused
        manager->setLanguage(QStringLiteral("xx"));
        QCOMPARE(manager->language(), QStringLiteral("ro"));
        QCOMPARE(changed.count(), 2);

        manager->setLanguage(QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("HelpView", "Rules help"), english);
        QCOMPARE(changed.count(), 3);

        manager->useSystemLanguage();
        QVERIFY(!QSettings(QStringLiteral("Fortuna"), QStringLiteral("fortuna")).contains(QStringLiteral("language")));
        QCoreApplication::instance()->removeEventFilter(&counter);
    }
};

QTEST_GUILESS_MAIN(I18nTest)

#include "i18ntest.moc"
