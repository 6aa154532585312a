// SPDX-License-Identifier: GPL-3.0-or-later
#include "accessaudit.h"

#include <QAccessible>
#include <QAccessibleInterface>
#include <QQuickItem>
#include <QQuickWindow>

namespace fortuna::test
{

namespace
{

// The roles a person acts on: each must say what it is.
bool interactive(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::Button:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::EditableText:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::MenuItem:
    case QAccessible::PageTab:
    case QAccessible::Link:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
        return true;
    default:
        return false;
    }
}

QString describe(QQuickItem *item)
{
    const QString name = item->objectName();
    return QStringLiteral("'%1' (%2)").arg(name.isEmpty() ? QStringLiteral("?") : name, QString::fromLatin1(item->metaObject()->className()));
}

// The nearest item at or above `item` that a screen reader sees, or null.
QAccessibleInterface *accessibleAbove(QQuickItem *item)
{
    for (QQuickItem *i = item; i; i = i->parentItem()) {
        if (QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(i))
            return iface;
    }
    return nullptr;
}

void audit(QQuickItem *item, QStringList &faults)
{
    if (!item->isVisible() || !item->isEnabled() || item->opacity() <= 0)
        return;
    if (QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(item)) {
        if (interactive(iface->role()) && !iface->state().invisible && iface->text(QAccessible::Name).trimmed().isEmpty())
            faults << QStringLiteral("%1 %2 has no accessible name").arg(QString::number(int(iface->role()), 16), describe(item));
    }
    if (item->inherits("QQuickMouseArea") && item->property("acceptedButtons").toInt() != Qt::NoButton) {
        QAccessibleInterface *owner = accessibleAbove(item);
        // the window's content item is seen as the window itself: not an owner
        if (!owner || !item->window() || owner->object() == item->window()->contentItem())
            faults << QStringLiteral("clickable %1 is out of a screen reader's reach").arg(describe(item));
    }
    const auto children = item->childItems();
    for (QQuickItem *child : children)
        audit(child, faults);
}

} // namespace

QStringList unnamedControls(QQuickItem *root)
{
    QStringList faults;
    if (root)
        audit(root, faults);
    return faults;
}

} // namespace fortuna::test
