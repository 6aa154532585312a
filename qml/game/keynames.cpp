// SPDX-License-Identifier: GPL-3.0-or-later
#include "keynames.h"

#include <QCoreApplication>
#include <QEvent>
#include <QKeySequence>

using namespace fortuna::gui;

namespace
{

// The key names Fortuna shows, in the context QKeySequence translates them in (so that
// lupdate puts them into Fortuna's catalogues). Keep in step with GameKeys.qml.
[[maybe_unused]] const char *const shownKeyNames[] = {
    QT_TRANSLATE_NOOP("QShortcut", "Ctrl"),
    QT_TRANSLATE_NOOP("QShortcut", "Shift"),
    QT_TRANSLATE_NOOP("QShortcut", "Alt"),
    QT_TRANSLATE_NOOP("QShortcut", "Esc"),
    QT_TRANSLATE_NOOP("QShortcut", "Backspace"),
    QT_TRANSLATE_NOOP("QShortcut", "Space"),
    QT_TRANSLATE_NOOP("QShortcut", "Return"),
    QT_TRANSLATE_NOOP("QShortcut", "Enter"),
    QT_TRANSLATE_NOOP("QShortcut", "Home"),
    QT_TRANSLATE_NOOP("QShortcut", "End"),
    QT_TRANSLATE_NOOP("QShortcut", "PgUp"),
    QT_TRANSLATE_NOOP("QShortcut", "PgDown"),
    QT_TRANSLATE_NOOP("QShortcut", "F%1"),
};

} // namespace

KeyNames::KeyNames(QObject *parent)
    : QObject(parent)
{
    if (QCoreApplication::instance())
        QCoreApplication::instance()->installEventFilter(this);
}

QString KeyNames::text(const QString &portable, int revision)
{
    Q_UNUSED(revision)
    return QKeySequence(portable, QKeySequence::PortableText).toString(QKeySequence::NativeText);
}

bool KeyNames::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange) {
        ++m_revision;
        Q_EMIT revisionChanged();
    }
    return QObject::eventFilter(watched, event);
}
