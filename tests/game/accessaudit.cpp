// SPDX-License-Identifier: GPL-3.0-or-later
#include "accessaudit.h"

#include <QAccessible>
#include <QAccessibleInterface>
#include <QCursor>
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

// "'seatColor' (QQuickButton) in 'seat_1'": the item's and its nearest named ancestor's
// object names, so that a fault can be found in the QML.
QString describe(QQuickItem *item)
{
    QString where;
    for (QQuickItem *i = item->parentItem(); i && where.isEmpty(); i = i->parentItem())
        where = i->objectName();
    const QString name = item->objectName();
    return QStringLiteral("'%1' (%2) in '%3'").arg(name, QString::fromLatin1(item->metaObject()->className()), where);
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
        // Qt never tells a password field's name (QQuickAccessibleAttached::name()), lest a
        // name bound to the text gives the password away: such a field says what it wants
        // by its description (its placeholder text) instead.
        const QAccessible::Text said = iface->state().passwordEdit ? QAccessible::Description : QAccessible::Name;
        if (interactive(iface->role()) && !iface->state().invisible && iface->text(said).trimmed().isEmpty())
            faults << QStringLiteral("%1 %2 has no accessible name").arg(QString::number(int(iface->role()), 16), describe(item));
    }
    // A clickable area shows the pointing hand (a MouseArea that only keeps clicks from the
    // board below does not).
    if (item->inherits("QQuickMouseArea") && item->property("acceptedButtons").toInt() != Qt::NoButton && item->cursor().shape() == Qt::PointingHandCursor) {
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
    // Qt Quick's controls give their role and name to a screen reader once accessibility is
    // on (an AT-SPI client asked for it); offscreen nobody asks: switched on here, every
    // control of the screen sets itself up as it would for Orca.
    QAccessible::setActive(true);
    QStringList faults;
    if (root)
        audit(root, faults);
    return faults;
}

} // namespace fortuna::test
