// SPDX-License-Identifier: GPL-3.0-or-later
// SaveFiles: the little file knowledge the in-app Open/Save dialog needs (Qt 6.4 on Debian
// has no QtQuick.Dialogs): the saved games in a folder, whether a file exists, and turning
// what the player typed into a file URL. No game knowledge.
#pragma once

#include <QObject>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class SaveFiles : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // The user's documents folder (where saved games go by default).
    Q_PROPERTY(QUrl documentsFolder READ documentsFolder CONSTANT)

public:
    explicit SaveFiles(QObject *parent = nullptr);

    QUrl documentsFolder() const;

    // The *.fortuna files (and with `records`, also *.json) in `folder`, newest first:
    // [{url, path, name, lastModified}].
    Q_INVOKABLE QVariantList savedGames(const QUrl &folder, bool records = false) const;
    // The folder holding `file`.
    Q_INVOKABLE QUrl folderOf(const QUrl &file) const;
    // The file name of `file` without its folder.
    Q_INVOKABLE QString fileName(const QUrl &file) const;
    // A local path for people to read ("/home/ana/Documents").
    Q_INVOKABLE QString displayPath(const QUrl &fileOrFolder) const;
    Q_INVOKABLE bool exists(const QUrl &file) const;
    // What the player typed: an absolute path (or ~/...) as it is, a bare name inside `folder`.
    // With `addSuffix`, a name without a suffix gets ".fortuna".
    Q_INVOKABLE QUrl resolve(const QString &typed, const QUrl &folder, bool addSuffix) const;
};
