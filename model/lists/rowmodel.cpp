// SPDX-License-Identifier: GPL-3.0-or-later
#include "rowmodel.h"

#include <QHash>
#include <QSet>

#include <utility>

namespace fortuna::model
{

RowModel::RowModel(std::initializer_list<const char *> roleNames, QObject *parent)
    : QAbstractListModel(parent)
    , m_roleCount(int(roleNames.size()))
{
    int role = Qt::UserRole + 1;
    for (const char *name : roleNames)
        m_roleNames.insert(role++, QByteArray(name));
}

RowModel::Row RowModel::makeRow(QByteArray key) const
{
    Row row;
    row.key = std::move(key);
    row.values.resize(m_roleCount);
    return row;
}

int RowModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant RowModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int column = role - Qt::UserRole - 1;
    const Row &row = m_rows[index.row()];
    if (column < 0 || column >= row.values.size())
        return {};
    return row.values[column];
}

QVariantMap RowModel::get(int row) const
{
    return row < 0 || row >= m_rows.size() ? QVariantMap() : toMap(m_rows[row]);
}

QVariantMap RowModel::toMap(const Row &row) const
{
    QVariantMap map;
    const QHash<int, QByteArray> names = roleNames();
    for (auto it = names.cbegin(); it != names.cend(); ++it) {
        const int column = it.key() - Qt::UserRole - 1;
        if (column >= 0 && column < row.values.size())
            map.insert(QString::fromLatin1(it.value()), row.values[column]);
    }
    return map;
}

QVariant RowModel::value(int row, const QString &roleName) const
{
    if (row < 0 || row >= m_rows.size())
        return {};
    const QByteArray name = roleName.toLatin1();
    const QHash<int, QByteArray> names = roleNames();
    for (auto it = names.cbegin(); it != names.cend(); ++it) {
        if (it.value() == name)
            return data(index(row), it.key());
    }
    return {};
}

void RowModel::makeKeysUnique(QVector<Row> &rows)
{
    QSet<QByteArray> seen;
    for (Row &row : rows) {
        if (!seen.contains(row.key)) {
            seen.insert(row.key);
            continue;
        }
        int n = 1;
        QByteArray key;
        do {
            key = row.key + '#' + QByteArray::number(n++);
        } while (seen.contains(key));
        row.key = key;
        seen.insert(key);
    }
}

void RowModel::reset(QVector<Row> next)
{
    makeKeysUnique(next);
    const int before = count();
    beginResetModel();
    m_rows = std::move(next);
    endResetModel();
    if (count() != before)
        Q_EMIT countChanged();
}

void RowModel::updateRow(int row, Row &&next)
{
    Row &current = m_rows[row];
    QList<int> roles;
    for (int c = 0; c < m_roleCount; ++c) {
        const QVariant &a = current.values[c];
        const QVariant &b = next.values[c];
        if (a.metaType() != b.metaType() || a != b)
            roles.append(Qt::UserRole + 1 + c);
    }
    if (roles.isEmpty())
        return;
    current.values = std::move(next.values);
    const QModelIndex i = index(row);
    Q_EMIT dataChanged(i, i, roles);
}

void RowModel::sync(QVector<Row> next)
{
    makeKeysUnique(next);
    for (Row &row : next)
        row.values.resize(m_roleCount);
    const int before = count();

    // 1. Remove the rows whose keys are gone, in contiguous runs, from the end.
    QSet<QByteArray> nextKeys;
    nextKeys.reserve(next.size());
    for (const Row &row : next)
        nextKeys.insert(row.key);
    for (int i = int(m_rows.size()) - 1; i >= 0; --i) {
        if (nextKeys.contains(m_rows[i].key))
            continue;
        const int last = i;
        while (i > 0 && !nextKeys.contains(m_rows[i - 1].key))
            --i;
        beginRemoveRows(QModelIndex(), i, last);
        m_rows.erase(m_rows.begin() + i, m_rows.begin() + last + 1);
        endRemoveRows();
    }

    // 2. Walk the new order: keep, move up, or insert runs of new rows.
    QSet<QByteArray> oldKeys;
    oldKeys.reserve(m_rows.size());
    for (const Row &row : std::as_const(m_rows))
        oldKeys.insert(row.key);
    for (int i = 0; i < next.size(); ++i) {
        if (i < m_rows.size() && m_rows[i].key == next[i].key) {
            updateRow(i, std::move(next[i]));
            continue;
        }
        if (oldKeys.contains(next[i].key)) {
            int j = i + 1;
            while (m_rows[j].key != next[i].key)
                ++j;
            beginMoveRows(QModelIndex(), j, j, QModelIndex(), i);
            Row moved = m_rows.takeAt(j);
            m_rows.insert(i, std::move(moved));
            endMoveRows();
            updateRow(i, std::move(next[i]));
            continue;
        }
        int last = i;
        while (last + 1 < next.size() && !oldKeys.contains(next[last + 1].key))
            ++last;
        beginInsertRows(QModelIndex(), i, last);
        for (int k = i; k <= last; ++k)
            m_rows.insert(k, std::move(next[k]));
        endInsertRows();
        i = last;
    }
    Q_ASSERT(m_rows.size() == next.size());
    if (count() != before)
        Q_EMIT countChanged();
}

} // namespace fortuna::model
