// SPDX-License-Identifier: GPL-3.0-or-later
// SaveFiles: the little file knowledge the Open/Save dialogs and the window title need: a
// file's name, whether it exists, the ".fortuna" suffix of a name typed without one. No game
// knowledge.
#pragma once

#include <QObject>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

class SaveFiles : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit SaveFiles(QObject *parent = nullptr);

    // The file name of `file` without its folder.
    Q_INVOKABLE QString fileName(const QUrl &file) const;
    Q_INVOKABLE bool exists(const QUrl &file) const;
    // `file` with ".fortuna" added unless its name ends in ".fortuna" or ".json" (as saving
    // does; "18.53" or ".txt" is no game's suffix), as a file URL
    // (a URL without a scheme, as Qt 6.4's dialog gives a typed name, is a local path).
    Q_INVOKABLE QUrl withSuffix(const QUrl &file) const;
};
