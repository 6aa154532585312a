// SPDX-License-Identifier: GPL-3.0-or-later
#include "languagemanager.h"

#include "settings.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLibraryInfo>
#include <QLocale>
#include <QQmlEngine>

using namespace fortuna::i18n;

namespace
{

struct Language {
    const char16_t *code;
    const char16_t *name; // in the language itself
};

constexpr Language kLanguages[] = {
    {u"en", u"English"},
    {u"fr", u"Français"},
    {u"pl", u"Polski"},
    {u"ru", u"Русский"},
    {u"ro", u"Română"},
};

// "fr_FR", "fr-CA", "pl" -> "fr", "fr", "pl"
QString baseCode(const QString &name)
{
    QString code = name.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
    return code;
}

QPointer<LanguageManager> s_instance;

// The pseudo-locale of the tests (translations/pseudots.cpp): only through FORTUNA_LANGUAGE,
// never offered in the menu nor remembered.
constexpr QLatin1StringView kPseudo("pseudo");

} // namespace

LanguageManager::LanguageManager(QObject *parent)
    : QObject(parent)
{
    apply(startupLanguage());
}

// The translators take themselves out of the application when destroyed.
LanguageManager::~LanguageManager() = default;

LanguageManager *LanguageManager::instance()
{
    if (!s_instance)
        s_instance = new LanguageManager(QCoreApplication::instance());
    return s_instance;
}

LanguageManager *LanguageManager::create(QQmlEngine *qmlEngine, QJSEngine *jsEngine)
{
    Q_UNUSED(jsEngine)
    LanguageManager *manager = instance();
    // Shared by all engines: no engine may delete it.
    QJSEngine::setObjectOwnership(manager, QJSEngine::CppOwnership);
    manager->addEngine(qmlEngine);
    return manager;
}

void LanguageManager::addEngine(QQmlEngine *engine)
{
    if (!engine)
        return;
    m_engines.removeAll(nullptr);
    for (const auto &known : std::as_const(m_engines)) {
        if (known == engine)
            return;
    }
    m_engines.append(engine);
}

QStringList LanguageManager::languageCodes()
{
    QStringList codes;
    for (const auto &language : kLanguages)
        codes.append(QString::fromUtf16(language.code));
    return codes;
}

QString LanguageManager::nativeName(const QString &code)
{
    for (const auto &language : kLanguages) {
        if (code == QString::fromUtf16(language.code))
            return QString::fromUtf16(language.name);
    }
    return {};
}

bool LanguageManager::isSupported(const QString &code)
{
    return languageCodes().contains(code);
}

QVariantList LanguageManager::availableLanguages() const
{
    QVariantList list;
    for (const auto &language : kLanguages) {
        list.append(QVariantMap{{QStringLiteral("code"), QString::fromUtf16(language.code)}, {QStringLiteral("name"), QString::fromUtf16(language.name)}});
    }
    return list;
}

QString LanguageManager::systemLanguage() const
{
    const QStringList wanted = QLocale::system().uiLanguages();
    for (const QString &name : wanted) {
        const QString code = baseCode(name);
        if (isSupported(code))
            return code;
    }
    return QStringLiteral("en");
}

QString LanguageManager::startupLanguage() const
{
    const QString forced = baseCode(qEnvironmentVariable("FORTUNA_LANGUAGE"));
    if (isSupported(forced) || forced == kPseudo)
        return forced;
    const QString remembered = fortuna::model::Settings::language();
    if (isSupported(remembered))
        return remembered;
    return systemLanguage();
}

void LanguageManager::setLanguage(const QString &code)
{
    if (!isSupported(code)) {
        qWarning("LanguageManager: unsupported language \"%s\"", qPrintable(code));
        return;
    }
    remember(code);
    if (code == m_language)
        return;
    apply(code);
}

void LanguageManager::useSystemLanguage()
{
    fortuna::model::Settings::setLanguage(QString());
    const QString code = systemLanguage();
    if (code != m_language)
        apply(code);
}

void LanguageManager::remember(const QString &code)
{
    fortuna::model::Settings::setLanguage(code);
}

void LanguageManager::apply(const QString &code)
{
    QCoreApplication::removeTranslator(&m_appTranslator);
    QCoreApplication::removeTranslator(&m_qtBaseTranslator);
    QCoreApplication::removeTranslator(&m_qtDeclarativeTranslator);

    // English has a catalogue too: it holds the English plural forms.
    if (m_appTranslator.load(QStringLiteral(":/i18n/fortuna_%1.qm").arg(code)))
        QCoreApplication::installTranslator(&m_appTranslator);
    else
        qWarning("LanguageManager: no catalogue for \"%s\"", qPrintable(code));
    if (code != u"en" && code != kPseudo) {
        // Qt's own strings (standard dialogs, Controls), where Debian's qt6-translations-l10n
        // is installed.
        const QString qtDir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
        if (m_qtBaseTranslator.load(QStringLiteral("qtbase_") + code, qtDir))
            QCoreApplication::installTranslator(&m_qtBaseTranslator);
        if (m_qtDeclarativeTranslator.load(QStringLiteral("qtdeclarative_") + code, qtDir))
            QCoreApplication::installTranslator(&m_qtDeclarativeTranslator);
    }
    m_language = code;
    // Numbers and dates formatted with %L1 / Qt.locale() follow the interface language.
    QLocale::setDefault(QLocale(code == kPseudo ? QStringLiteral("en") : code));

    m_engines.removeAll(nullptr);
    for (const auto &engine : std::as_const(m_engines))
        engine->retranslate();
    // C++ adapters that build strings with tr() watch for this event on the application
    // object (or connect to languageChanged()).
    if (auto *app = QCoreApplication::instance()) {
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(app, &change);
    }
    Q_EMIT languageChanged();
}
