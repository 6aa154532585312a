// SPDX-License-Identifier: GPL-3.0-or-later
#include "levelnames.h"

#include <QCoreApplication>
#include <QEvent>

namespace fortuna::model
{

namespace
{
struct LevelName {
    const char *level;
    const char *name;
};
constexpr LevelName Names[] = {
    {"random", QT_TRANSLATE_NOOP("Words", "Computer · random")},
    {"novice", QT_TRANSLATE_NOOP("Words", "Computer · novice")},
    {"beginner", QT_TRANSLATE_NOOP("Words", "Computer · beginner")},
    {"easy", QT_TRANSLATE_NOOP("Words", "Computer · easy")},
    {"casual", QT_TRANSLATE_NOOP("Words", "Computer · casual")},
    {"intermediate", QT_TRANSLATE_NOOP("Words", "Computer · intermediate")},
    {"normal", QT_TRANSLATE_NOOP("Words", "Computer · normal")},
    {"skilled", QT_TRANSLATE_NOOP("Words", "Computer · skilled")},
    {"advanced", QT_TRANSLATE_NOOP("Words", "Computer · advanced")},
    {"strong", QT_TRANSLATE_NOOP("Words", "Computer · strong")},
    {"master", QT_TRANSLATE_NOOP("Words", "Computer · master")},
};
} // namespace

QString computerLevelName(const QString &level)
{
    for (const LevelName &n : Names) {
        if (level == QLatin1String(n.level))
            return QCoreApplication::translate("Words", n.name);
    }
    //: %1: the computer level (Novice ... Easy, Normal, Strong ... Master)
    return QCoreApplication::translate("Words", "Computer · %1").arg(level);
}

LevelNames::LevelNames(QObject *parent)
    : QObject(parent)
{
    if (auto *app = QCoreApplication::instance())
        app->installEventFilter(this);
}

bool LevelNames::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) {
        ++m_revision;
        Q_EMIT revisionChanged();
    }
    return QObject::eventFilter(watched, event);
}

} // namespace fortuna::model
