// SPDX-License-Identifier: GPL-3.0-or-later
// The computer levels' names as a player reads them ("Computer · easy"): one table for the
// C++ lists (Your games, the statistics) and the QML (Words.levelName), in the translation
// context "Words", so that each name is one entry of the catalogues.
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace fortuna::model
{

// "random" or a level of the ladder (ai::ladderLevels), translated; any other level string
// ("strong:200ms") as "Computer · <level>".
QString computerLevelName(const QString &level);

class LevelNames : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // Counts the language switches (QEvent::LanguageChange on the application): a binding that
    // reads it (Words.levelName) asks for the names again in the new language.
    Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)
public:
    explicit LevelNames(QObject *parent = nullptr);

    Q_INVOKABLE static QString computer(const QString &level) { return computerLevelName(level); }
    int revision() const { return m_revision; }

Q_SIGNALS:
    void revisionChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    int m_revision = 0;
};

} // namespace fortuna::model
