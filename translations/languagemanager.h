// SPDX-License-Identifier: GPL-3.0-or-later
// LanguageManager: the user interface language, switched at run time.
//
// One instance per process (LanguageManager::instance()), shared by every QML engine as
// the singleton `LanguageManager` of the module Fortuna.I18n. The first call to
// instance() installs the start-up language (FORTUNA_LANGUAGE, else the remembered
// choice, else the system language if it is one of ours, else English), so call it in
// main() before loading QML. Each engine that uses the singleton is registered through
// create() and retranslated on every switch; an engine that does not touch the
// singleton can be registered with addEngine().
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTranslator>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

namespace fortuna::i18n
{

class LanguageManager : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // "en", "fr", "pl", "ru" or "ro" ("pseudo", the tests' pseudo-locale, only when
    // FORTUNA_LANGUAGE asks for it at start-up). Setting it switches the translators, retranslates
    // the registered engines, remembers the choice and emits languageChanged().
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    // The language's own name ("Français").
    Q_PROPERTY(QString languageName READ languageName NOTIFY languageChanged)
    // [{code: "en", name: "English"}, {code: "fr", name: "Français"}, ...]; for a ComboBox
    // use textRole "name" and valueRole "code".
    Q_PROPERTY(QVariantList availableLanguages READ availableLanguages CONSTANT)
    // The system language if it is one of ours, else "en".
    Q_PROPERTY(QString systemLanguage READ systemLanguage CONSTANT)

public:
    ~LanguageManager() override;

    static LanguageManager *instance();
    // The QML singleton factory: returns instance() (C++ ownership) and registers the engine.
    static LanguageManager *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);

    void addEngine(QQmlEngine *engine);

    QString language() const { return m_language; }
    void setLanguage(const QString &code);
    QString languageName() const { return nativeName(m_language); }
    QVariantList availableLanguages() const;
    QString systemLanguage() const;

    Q_INVOKABLE static QStringList languageCodes();
    Q_INVOKABLE static QString nativeName(const QString &code);
    Q_INVOKABLE static bool isSupported(const QString &code);
    // Forget the remembered choice and follow the system language again.
    Q_INVOKABLE void useSystemLanguage();

Q_SIGNALS:
    void languageChanged();

private:
    explicit LanguageManager(QObject *parent = nullptr);
    QString startupLanguage() const;
    void apply(const QString &code);
    void remember(const QString &code);

    QString m_language;
    QTranslator m_appTranslator;
    QTranslator m_qtBaseTranslator;
    QTranslator m_qtDeclarativeTranslator;
    QList<QPointer<QQmlEngine>> m_engines;
};

} // namespace fortuna::i18n
