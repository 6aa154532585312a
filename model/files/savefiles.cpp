// SPDX-License-Identifier: GPL-3.0-or-later
#include "savefiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace
{

// Qt's own file dialog (the one inside the window where the desktop offers none) names its
// fields and buttons in these contexts; Fortuna's catalogues carry them, so that the dialog
// speaks the game's language even without Qt's translations installed.
[[maybe_unused]] const char *const dialogWords[] = {
    QT_TRANSLATE_NOOP("FileDialog", "File name"),
    QT_TRANSLATE_NOOP("FileDialog", "Filter"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
};

// Qt 6.4's own dialog gives a typed name back as a URL without a scheme ("/home/a/x").
QUrl local(const QUrl &file)
{
    if (file.scheme().isEmpty() && QDir::isAbsolutePath(file.path()))
        return QUrl::fromLocalFile(file.path());
    return file;
}

} // namespace

SaveFiles::SaveFiles(QObject *parent)
    : QObject(parent)
{
}

QString SaveFiles::fileName(const QUrl &url) const
{
    const QUrl file = local(url);
    return file.isLocalFile() ? QFileInfo(file.toLocalFile()).fileName() : file.fileName();
}

bool SaveFiles::exists(const QUrl &url) const
{
    const QUrl file = local(url);
    return file.isLocalFile() && QFileInfo(file.toLocalFile()).isFile();
}

QUrl SaveFiles::withSuffix(const QUrl &url) const
{
    const QUrl file = local(url);
    if (!file.isLocalFile())
        return file;
    // A game's own suffixes only: "Fortuna 2026-12-07 18.53" (the suggested name) has the
    // suffix "53" for QFileInfo, and was saved without ".fortuna", hidden from Open.
    const QString path = file.toLocalFile();
    if (path.endsWith(QStringLiteral(".fortuna"), Qt::CaseInsensitive) || path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive))
        return file;
    return QUrl::fromLocalFile(path + QStringLiteral(".fortuna"));
}
