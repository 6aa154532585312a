// SPDX-License-Identifier: GPL-3.0-or-later
// KeyNames: the one source of the key names the player reads, in the menus, the tooltips and
// the keyboard dialog alike: QKeySequence::toString(QKeySequence::NativeText) of the same
// portable sequence the Shortcut binds ("Ctrl+Shift+S" -> "Ctrl+Maj+S" in French).
// NativeText translates the key names in the context "QShortcut": Fortuna's catalogues carry
// the names it shows (keynames.cpp lists them for lupdate), and Qt's own qtbase catalogue
// when it is installed says the same.
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace fortuna::gui
{

class KeyNames : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // Bumped when the language changes: bindings that name keys read it to follow the switch
    // (`KeyNames.text("F1", KeyNames.revision)`).
    Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)

public:
    explicit KeyNames(QObject *parent = nullptr);

    int revision() const { return m_revision; }
    // The player's name of a portable key sequence ("Ctrl+S", "Home", "F1"). `revision` is
    // only there to make a QML binding depend on the language.
    Q_INVOKABLE static QString text(const QString &portable, int revision = 0);

Q_SIGNALS:
    void revisionChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    int m_revision = 0;
};

} // namespace fortuna::gui
