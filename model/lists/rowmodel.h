// SPDX-License-Identifier: GPL-3.0-or-later
// Base of the list models: rows of role values with a stable key, updated from a fresh
// snapshot with fine-grained signals (rowsRemoved / rowsMoved / rowsInserted / dataChanged
// with the roles that changed). Only the first fill of a game uses a model reset.
#pragma once

#include <QAbstractListModel>
#include <QByteArray>
#include <QHash>
#include <QVariant>
#include <QVector>
#include <QtQml/qqmlregistration.h>

#include <initializer_list>

namespace fortuna::model
{

class RowModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    struct Row {
        QByteArray key; // unique within the model
        QVector<QVariant> values; // index = role - Qt::UserRole - 1
    };

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QHash<int, QByteArray> roleNames() const override { return m_roleNames; }
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    int count() const { return int(m_rows.size()); }

    // One row as a map of role name to value (for QML code outside delegates).
    Q_INVOKABLE QVariantMap get(int row) const;
    // The value of a role by name, or an invalid QVariant.
    Q_INVOKABLE QVariant value(int row, const QString &roleName) const;

    // Bring the rows to `next` with the smallest sensible set of fine-grained signals.
    void sync(QVector<Row> next);
    // Replace everything with one model reset (used only when a new game starts).
    void reset(QVector<Row> next);
    // reset() for a fresh game, sync() otherwise.
    void publish(QVector<Row> next, bool fresh) { fresh ? reset(std::move(next)) : sync(std::move(next)); }

    const QVector<Row> &rows() const { return m_rows; }

Q_SIGNALS:
    void countChanged();

protected:
    // `roleNames`: the name of each role, in order from Qt::UserRole + 1.
    RowModel(std::initializer_list<const char *> roleNames, QObject *parent);
    Row makeRow(QByteArray key) const;
    // A row as a map of role name to value (get()).
    QVariantMap toMap(const Row &row) const;

private:
    void updateRow(int row, Row &&next);
    static void makeKeysUnique(QVector<Row> &rows);

    QVector<Row> m_rows;
    int m_roleCount = 0;
    QHash<int, QByteArray> m_roleNames;
};

} // namespace fortuna::model
