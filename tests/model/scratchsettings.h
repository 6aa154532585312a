// SPDX-License-Identifier: GPL-3.0-or-later
// The settings of one test in a folder of its own: organisation "FortunaTest", the test's
// application name, the QSettings files in a temporary folder removed when the test ends.
// Construct it as a member of the test object (QTEST_MAIN has made the application by then).
#pragma once

#include <QCoreApplication>
#include <QSettings>
#include <QTemporaryDir>

class ScratchSettings
{
public:
    explicit ScratchSettings(const QString &application)
    {
        QCoreApplication::setOrganizationName(QStringLiteral("FortunaTest"));
        QCoreApplication::setApplicationName(application);
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    }
    bool isValid() const { return m_dir.isValid(); }
    QString path() const { return m_dir.path(); }

private:
    QTemporaryDir m_dir;
};
